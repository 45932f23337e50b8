package cuteprover.layout;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The lean path's division is Java's long division: the 32-bit shortcut changes no result, sign or exception. */
class QuotientsProperties {

    @Property(tries = 20_000)
    void quotientAndRemainderAreJavasOperators(@ForAll("operands") long a, @ForAll("operands") long b) {
        if (b == 0) {
            assertThrows(ArithmeticException.class, () -> Quotients.quotient(a, b));
            assertThrows(ArithmeticException.class, () -> Quotients.remainder(a, b));
            return;
        }
        assertEquals(a / b, Quotients.quotient(a, b), a + " / " + b);
        assertEquals(a % b, Quotients.remainder(a, b), a + " % " + b);
    }

    @Provide
    Arbitrary<Long> operands() {
        long i = Integer.MAX_VALUE;
        return Arbitraries.oneOf(Arbitraries.longs().between(-50, 5000), Arbitraries.longs().between(i - 5, i + 5),
                Arbitraries.longs().between(2 * i - 5, 2 * i + 5), Arbitraries.longs())
                .edgeCases(c -> c.add(0L, 1L, -1L, i, i + 1, 2 * i + 1, 2 * i + 2, Long.MAX_VALUE, Long.MIN_VALUE));
    }
}
