package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Recasting swizzles and composed layouts between element sizes (CuTe's upcast, downcast, recast_layout). */
class ComposedRecastProperties {

    /** Bytes within an element stay put: downcast<N>(Sw)(N*x + r) = N*Sw(x) + r. */
    @Property(tries = 300)
    void downcastActsOnWholeElements(@ForAll @IntRange(min = 0, max = 4) int b, @ForAll @IntRange(min = 0, max = 5) int m,
                                     @ForAll @IntRange(min = 0, max = 3) int extra, @ForAll @IntRange(min = 0, max = 3) int log2n,
                                     @ForAll @IntRange(min = 0, max = 100000) int x) {
        Swizzle sw = new Swizzle(b, m, b + extra);
        long n = 1L << log2n;
        Swizzle down = ComposedRecast.downcast(sw, SymInt.of(n));
        for (long r = 0; r < n; r++) {
            assertEquals(n * sw.apply(x) + r, down.apply(n * x + r), sw + " downcast " + n);
        }
        if (m >= log2n) {
            assertEquals(sw, ComposedRecast.upcast(down, SymInt.of(n)));
        }
    }

    private static Layout layout(String text) {
        return (Layout) new cuteprover.expr.Evaluator(Decider.CONCRETE, false, java.util.Map.of()).evaluate(cuteprover.expr.Parser.parse(text));
    }

    @Test
    void cuteValues() {
        // CuTe: upcast<N> lowers M; below 0 the bits that fall inside one element are dropped
        assertEquals("Sw<3,3,3>", ComposedRecast.upcast(new Swizzle(3, 4, 3), SymInt.of(2)).toString());
        assertEquals("Sw<2,0,3>", ComposedRecast.upcast(new Swizzle(3, 4, 3), SymInt.of(32)).toString());
        assertEquals("Sw<0,0,3>", ComposedRecast.upcast(new Swizzle(3, 4, 3), SymInt.of(256)).toString());
        assertEquals("Sw<3,4,3> o 0 o (8,128):(128,1)", ComposedRecast.recast(ComposedLayout.of(new Swizzle(3, 3, 3), 0,
                layout("(8,64):(64,1)")), 16, 8, Decider.CONCRETE).toString());
        assertEquals("Sw<3,3,3> o 32 o (8,64):(64,1)", ComposedRecast.upcast(ComposedLayout.of(new Swizzle(3, 4, 3), 64,
                layout("(8,128):(128,1)")), SymInt.of(2), Decider.CONCRETE).toString());
        CuteError e = assertThrows(CuteError.class, () -> ComposedRecast.upcast(ComposedLayout.of(new Swizzle(3, 4, 3), 6,
                layout("(8,128):(128,1)")), SymInt.of(4), Decider.CONCRETE));
        assertEquals("upcast of Sw<3,4,3> o 6 o (8,128):(128,1) by 4: the offset 6 is not a multiple of 4 (CuTe's safe_div)", e.getMessage());
    }
}
