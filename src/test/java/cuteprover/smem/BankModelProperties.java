package cuteprover.smem;

import cuteprover.CuteError;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Laws of the bank model. */
class BankModelProperties {

    private static Layout layout(String shapeStride) {
        return (Layout) BankMeasurementsTest.eval(shapeStride);
    }

    /** 4-byte loads with a stride of k words: the banks k*t mod 32 are hit gcd(k,32) times each. */
    @Property(tries = 64)
    void wordStrideKGivesAGcdWayConflict(@ForAll @IntRange(min = 0, max = 96) int k) {
        Layout smem = new Layout(SymInt.of(32L * Math.max(k, 1)), SymInt.ONE);
        Layout tv = new Layout(IntTuple.of(SymInt.of(32), SymInt.ONE), IntTuple.of(SymInt.of(k), SymInt.ZERO));
        BankModel.Result r = BankModel.analyze(SmemAccess.addresses(smem, 4, tv), 4);
        int expected = k == 0 ? 1 : BigInteger.valueOf(k).gcd(BigInteger.valueOf(32)).intValue();
        assertEquals(expected, r.degree(), "stride " + k);
        assertEquals(expected, r.wavefronts());
        assertEquals(r.degree(), r.worst().threads().size());
    }

    /** 16-byte row reads of an R x 128-byte tile: 8 threads per phase, all in the same banks: 8-way; Sw<3,M,3> fixes it. */
    @Property(tries = 40)
    void rowReadsOf128ByteRowsAreEightWayUntilSwizzled(@ForAll @IntRange(min = 0, max = 2) int log2Bytes,
                                                        @ForAll @IntRange(min = 1, max = 4) int rowGroups) {
        int bytes = 1 << log2Bytes;
        int rows = 8 * rowGroups;
        int perRow = 128 / bytes;
        int perVector = 16 / bytes;
        Layout smem = layout("(" + rows + "," + perRow + "):(" + perRow + ",1)");
        Layout tv = layout("(" + rows + "," + perVector + "):(1," + rows + ")");
        BankModel.Result plain = BankModel.analyze(SmemAccess.addresses(smem, bytes, tv), bytes);
        assertEquals(16, plain.widthBytes());
        assertEquals(8, plain.degree());
        assertEquals(8L * rows / 8, plain.wavefronts());
        Object swizzled = new cuteprover.layout.ComposedLayout(new Swizzle(3, 4 - log2Bytes, 3), SymInt.ZERO, smem);
        BankModel.Result sw = BankModel.analyze(SmemAccess.addresses(swizzled, bytes, tv), bytes);
        assertEquals(1, sw.degree());
        assertEquals(rows / 8, sw.wavefronts());
    }

    /** Threads reading the same word never conflict, whatever the element size. */
    @Property(tries = 20)
    void broadcastIsConflictFree(@ForAll @IntRange(min = 0, max = 4) int log2Bytes) {
        int bytes = 1 << log2Bytes;
        Layout smem = layout("64:1");
        Layout tv = layout("(32,1):(0,0)");
        assertEquals(1, BankModel.analyze(SmemAccess.addresses(smem, bytes, tv), bytes).degree());
    }

    @Property(tries = 5)
    void badInputIsAnErrorWithItsReason(@ForAll @IntRange(min = 17, max = 40) int bytes) {
        CuteError e = assertThrows(CuteError.class, () -> SmemAccess.addresses(layout("64:1"), bytes, layout("(32,1):(1,0)")));
        assertTrue(e.getMessage().contains("element size " + bytes), e.getMessage());
        CuteError fit = assertThrows(CuteError.class, () -> SmemAccess.addresses(layout("64:1"), 4, layout("(32,4):(1,32)")));
        assertTrue(fit.getMessage().contains("outside the domain [0,64)"), fit.getMessage());
    }
}
