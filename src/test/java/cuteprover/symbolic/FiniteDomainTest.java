package cuteprover.symbolic;

import cuteprover.expr.Parser;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A property the solver cannot decide, under assumptions that bound every variable by constants, is
 * decided on each of the finitely many allowed assignments: PROVED (all of them) or a re-checked REFUTED.
 * Fermat for cubes is beyond the solver under a small resource limit (deterministic, unlike a time-out).
 */
class FiniteDomainTest {

    private static Verdict prove(String property, String assumption) {
        try (ProofSession tight = new ProofSession(ProverOptions.defaults().withRlimit(20_000))) {
            return tight.prove(Parser.parse(property), List.of(Parser.parse(assumption)), Map.of());
        }
    }

    @Test
    void everyAllowedAssignmentEnumeratedIsAProof() {
        Verdict v = prove("X*X*X + Y*Y*Y != Z*Z*Z", "1 <= X && X <= 9 && 2 <= Y && Y < 10 && Z in {3, 5, 9, 12}");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.notes().stream().anyMatch(n -> n.contains("every one of the 288 allowed assignments")), v.notes().toString());
    }

    @Test
    void aFailingAllowedAssignmentIsARecheckedRefutation() {
        Verdict v = prove("X*X + Y*Y != Z*Z", "1 <= X && X <= 12 && 1 <= Y && Y <= 12 && Z <= 13");
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
        long x = v.witness().get("X");
        long y = v.witness().get("Y");
        long z = v.witness().get("Z");
        assertEquals(x * x + y * y, z * z);
        assertTrue(x <= 12 && y <= 12 && z <= 13, v.witness().toString());
    }

    @Test
    void aVariableWithoutAConstantUpperBoundStaysUnknown() {
        Verdict v = prove("X*X*X + Y*Y*Y != Z*Z*Z", "1 <= X && X <= 9 && 2 <= Y && Y < 10 && 1 <= Z");
        assertEquals(Verdict.Kind.UNKNOWN, v.kind(), "never PROVED without every value: " + v.lines());
    }
}
