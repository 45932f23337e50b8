package cuteprover.layout;

import cuteprover.tuple.SymInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The prover's exact term of a swizzle is the swizzle: same value at every integer, negative ones included. */
class SwizzleTermProperties {

    @Provide
    Arbitrary<Swizzle> swizzles() {
        Arbitrary<Integer> bits = Arbitraries.integers().between(0, 5);
        Arbitrary<Integer> base = Arbitraries.integers().between(0, 6);
        Arbitrary<Integer> extra = Arbitraries.integers().between(0, 3);
        Arbitrary<Boolean> negative = Arbitraries.of(true, false);
        return Combinators.combine(bits, base, extra, negative)
                .as((b, m, e, neg) -> new Swizzle(b, m, (neg ? -1 : 1) * (b + e)));
    }

    @Property(tries = 500)
    void termAgreesWithTheBitOperationsAtEveryInteger(@ForAll("swizzles") Swizzle s,
                                                      @ForAll @LongRange(min = -(1L << 40), max = 1L << 40) long x) {
        SymInt term = s.term(SymInt.var("x"));
        assertEquals(s.apply(x), term.evaluate(Map.of("x", x)), s + " at " + x + ": " + term);
    }

    /** Through a polynomial offset (a pipeline stage 1024*s + i), as the prover builds it. */
    @Property(tries = 300)
    void termOfAPolynomialOffsetAgrees(@ForAll("swizzles") Swizzle s, @ForAll @LongRange(min = 0, max = 64) long stage,
                                       @ForAll @LongRange(min = 0, max = 4095) long i) {
        SymInt offset = SymInt.add(SymInt.mul(SymInt.of(1024), SymInt.var("s")), SymInt.var("i"));
        assertEquals(s.apply(1024 * stage + i), s.term(offset).evaluate(Map.of("s", stage, "i", i)));
    }
}
