package cuteprover.smem;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.SymInt;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Known answers and the ordering rule of swizzle synthesis. */
class SwizzleSynthesisTest {

    private static Layout l(String text) {
        return (Layout) BankMeasurementsTest.eval(text);
    }

    private static final String LDSM_64 = "((16,2),8):((1,128),16)";   // ldmatrix.x4 over a (16,64) tile
    private static final String LDSM_32 = "((16,2),8):((1,256),32)";   // ldmatrix.x4 over a (32,32) tile

    @Test
    void sgemmSm80HalfTilesGetTheTutorialsSwizzles() {
        // cp.async of 16 bytes (threads 16x8 k-major, 8 values) and ldmatrix.x4 reads, 64-wide half tile
        Swizzle wide = SwizzleSynthesis.synthesize(l("(16,64):(64,1)"), 2,
                List.of(l("make_layout_tv((16,8):(8,1),(1,8):(1,1))"), l(LDSM_64)), false).swizzle();
        assertEquals("Sw<3,3,3>", wide.toString());
        Swizzle narrow = SwizzleSynthesis.synthesize(l("(32,32):(32,1)"), 2,
                List.of(l("make_layout_tv((32,4):(4,1),(1,8):(1,1))"), l(LDSM_32)), false).swizzle();
        assertEquals("Sw<2,3,3>", narrow.toString());
    }

    @Test
    void tmaVariantPicksTheGmmaKMajorSw128AtomFor16BitElements() {
        SwizzleSynthesis.Choice c = SwizzleSynthesis.synthesize(l("(8,64):(64,1)"), 2, List.of(l("((8,4),8):((1,64),8)")), true);
        assertEquals("Sw<3,3,3> (CU_TENSOR_MAP_SWIZZLE_128B)", c.toString());
        // the same choice as CuTe's GMMA::Layout_K_SW128_Atom<half_t>, whose element form is the hardware model
        Object atom = BankMeasurementsTest.eval("Sw<3,3,3> o 0 o (8,64):(64,1)");
        assertEquals(atom.toString(), new ComposedLayout(c.swizzle(), SymInt.ZERO, l("(8,64):(64,1)")).toString());
        // 64-byte rows need two bits: SWIZZLE_64B
        assertEquals("Sw<2,3,3> (CU_TENSOR_MAP_SWIZZLE_64B)",
                SwizzleSynthesis.synthesize(l("(16,32):(32,1)"), 2, List.of(l("((16,2),8):((1,128),16)")), true).toString());
    }

    @Test
    void answersAreMinimalInTheOrderBThenMThenS() {
        // 32 threads reading a column of 32 words: 5 bits are needed, M = 0 and S = 5 are the smallest
        Swizzle s = SwizzleSynthesis.synthesize(l("(32,32):(32,1)"), 4, List.of(l("(32,1):(1,0)")), false).swizzle();
        assertEquals("Sw<5,0,5>", s.toString());
        // every swizzle before it in the order fails
        for (int b = 0; b <= 5; b++) {
            for (int m = 0; m <= 10; m++) {
                for (int sh = b; m + b + sh <= 10; sh++) {
                    Swizzle c = new Swizzle(b, m, sh);
                    if (b < 5) {
                        Object composed = new ComposedLayout(c, SymInt.ZERO, l("(32,32):(32,1)"));
                        assertNotEquals(1, BankModel.analyze(SmemAccess.addresses(composed, 4, l("(32,1):(1,0)")), 4).degree(), c.toString());
                    }
                }
            }
        }
        // an access that is already conflict-free needs no swizzle
        assertEquals("Sw<0,0,0>", SwizzleSynthesis.synthesize(l("(32,32):(32,1)"), 4, List.of(l("(32,1):(32,0)")), false).swizzle().toString());
    }

    @Test
    void aSwizzleThatSplitsVectorsIsNoSolution() {
        // 16-byte vectors of 8 halves along rows of 128 bytes: Sw<3,0,3> would avoid conflicts of single halves but
        // breaks each vector apart; the answer keeps M = 3 (the 16-byte chunk).
        Swizzle s = SwizzleSynthesis.synthesize(l("(8,64):(64,1)"), 2, List.of(l("(8,8):(1,8)")), false).swizzle();
        assertEquals(3, s.base());
        Object composed = new ComposedLayout(s, SymInt.ZERO, l("(8,64):(64,1)"));
        assertEquals(16, BankModel.analyze(SmemAccess.addresses(composed, 2, l("(8,8):(1,8)")), 2).widthBytes());
    }

    @Test
    void impossibleRequestsNameTheBestDegreeAndSwizzle() {
        // 32 threads, each reading a different word of bank 0 (stride 32 words), and the same threads reading with stride 1:
        // the TMA modes cannot fix a 32-way conflict of 4-byte columns.
        CuteError e = assertThrows(CuteError.class, () -> SwizzleSynthesis.synthesize(l("(32,32):(32,1)"), 4,
                List.of(l("(32,1):(1,0)")), true));
        assertTrue(e.getMessage().startsWith("no TMA swizzle mode for 4-byte elements makes every access conflict-free"), e.getMessage());
        assertTrue(e.getMessage().contains("the best is Sw<3,2,3> (CU_TENSOR_MAP_SWIZZLE_128B) with a 4-way conflict"), e.getMessage());
    }
}
