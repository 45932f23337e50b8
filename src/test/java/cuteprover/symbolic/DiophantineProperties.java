package cuteprover.symbolic;

import cuteprover.tuple.SymInt;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An equation called unsolvable has no integer root (searched in a box); the tile-count questions are caught. */
class DiophantineProperties {

    @Property(tries = 2000)
    void anEquationCalledUnsolvableHasNoRootInABox(@ForAll @IntRange(min = -12, max = 12) int a, @ForAll @IntRange(min = -12, max = 12) int b,
                                                    @ForAll @IntRange(min = -30, max = 30) int c, @ForAll @IntRange(min = -12, max = 12) int d) {
        // a*x + b*y + c == d*y
        Cond eq = new Cond.Cmp("==", SymInt.add(SymInt.add(SymInt.mul(SymInt.of(a), SymInt.var("x")), SymInt.mul(SymInt.of(b), SymInt.var("y"))),
                SymInt.of(c)), SymInt.mul(SymInt.of(d), SymInt.var("y")));
        if (!Diophantine.neverEqual(eq)) {
            return;
        }
        for (long x = -40; x <= 40; x++) {
            for (long y = -40; y <= 40; y++) {
                assertFalse(eq.holds(Map.of("x", x, "y", y)), eq + " called unsolvable, but holds at x = " + x + ", y = " + y);
            }
        }
    }

    @Test
    void tileCountQuestionsAreDecidedWithoutTheSolver() {
        assertTrue(Diophantine.neverEqual(new Cond.Cmp("==", SymInt.mul(SymInt.of(128), SymInt.var("q")), SymInt.of(1))));
        assertTrue(Diophantine.neverEqual(new Cond.Cmp("==", SymInt.of(64), SymInt.add(SymInt.mul(SymInt.of(128), SymInt.var("q")),
                SymInt.mul(SymInt.of(32), SymInt.var("r"))))) == false, "64 = 128q + 32r has roots (q = 0, r = 2)");
        assertFalse(Diophantine.neverEqual(new Cond.Cmp("==", SymInt.var("q"), SymInt.of(1))));
        assertFalse(Diophantine.neverEqual(new Cond.Cmp("==", SymInt.mul(SymInt.var("q"), SymInt.var("q")), SymInt.of(2))),
                "not linear: left to the solver");
    }
}
