package cuteprover.layout;

import cuteprover.tuple.SymInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SwizzleProperties {

    @Provide
    Arbitrary<Swizzle> swizzles() {
        Arbitrary<Integer> bits = Arbitraries.integers().between(0, 4);
        Arbitrary<Integer> base = Arbitraries.integers().between(0, 5);
        Arbitrary<Integer> extra = Arbitraries.integers().between(0, 3);
        Arbitrary<Boolean> negative = Arbitraries.of(true, false);
        return Combinators.combine(bits, base, extra, negative)
                .as((b, m, e, neg) -> new Swizzle(b, m, (neg ? -1 : 1) * (b + e)));
    }

    /** A swizzle permutes [0, 2^(B+M+|S|)): every value is hit exactly once. */
    @Property(tries = 300)
    void swizzleIsABijectionOnItsSpan(@ForAll("swizzles") Swizzle s) {
        int n = 1 << s.span();
        boolean[] hit = new boolean[n];
        for (long x = 0; x < n; x++) {
            long y = s.apply(x);
            assertTrue(y >= 0 && y < n, s + "(" + x + ")=" + y + " leaves [0," + n + ")");
            assertTrue(!hit[(int) y], s + " hits " + y + " twice");
            hit[(int) y] = true;
        }
    }

    /** Applying a swizzle twice is the identity (ZZZ ^= YYY twice, YYY unchanged). */
    @Property(tries = 300)
    void swizzleIsAnInvolution(@ForAll("swizzles") Swizzle s, @ForAll("offsets") long x) {
        assertEquals(x, s.apply(s.apply(x)), s + " at " + x);
    }

    /** The M lowest bits and every bit outside ZZZ are kept. */
    @Property(tries = 300)
    void swizzleKeepsTheLowBitsAndAllButZzz(@ForAll("swizzles") Swizzle s, @ForAll("offsets") long x) {
        long low = (1L << s.base()) - 1;
        assertEquals(x & low, s.apply(x) & low, s + " at " + x);
        assertEquals(x & ~s.zzzMask(), s.apply(x) & ~s.zzzMask(), s + " at " + x);
    }

    @Provide
    Arbitrary<Long> offsets() {
        return Arbitraries.longs().between(-(1L << 20), 1L << 40);
    }

    /** A composed layout's table is the swizzle of offset + inner(i), index by index and by coordinate. */
    @Property(tries = 300)
    void composedLayoutEvaluatesAsOuterOfOffsetPlusInner(@ForAll("swizzles") Swizzle s, @ForAll("innerLayouts") Layout inner,
                                                          @ForAll("smallOffsets") long offset) {
        ComposedLayout c = ComposedLayout.of(s, offset, inner);
        long[] innerTable = FlatLayout.of(inner).table();
        long[] table = c.table();
        for (int i = 0; i < table.length; i++) {
            assertEquals(s.apply(offset + innerTable[i]), table[i]);
            assertEquals(SymInt.of(table[i]), c.apply(Coordinates.idx2crd(SymInt.of(i), inner.shape())));
        }
        assertEquals(inner.size(), c.size());
    }

    @Provide
    Arbitrary<Layout> innerLayouts() {
        return ViewArbitraries.layouts(256);
    }

    @Provide
    Arbitrary<Long> smallOffsets() {
        return Arbitraries.longs().between(0, 4096);
    }
}
