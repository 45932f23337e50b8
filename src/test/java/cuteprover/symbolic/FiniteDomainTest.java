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
    void aSetIsEnumeratedByItsMembersNotItsRange() {
        // The ranges [128, 2^20], [4, 2^20], [5, 6] hold 2*10^12 assignments, the sets 12: each an instance, before the solver.
        Verdict v = prove("X*X*X + Y*Y*Y != Z*Z*Z", "X in {128, 256, 1048576} && Y in {4, 1048576} && Z in {5, 6}");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.notes().stream().anyMatch(n -> n.contains("every one of the 12 allowed assignments of X, Y, Z")), v.notes().toString());
        Verdict r = prove("X*X*X + Y*Y*Y != Z*Z*Z + 8", "X in {2, 256, 1048576} && Y in {4, 1048576} && Z in {4, 6}");
        assertEquals(Verdict.Kind.REFUTED, r.kind(), r.lines().toString());
        assertEquals(Map.of("X", 2L, "Y", 4L, "Z", 4L), r.witness());
    }

    @Test
    void aVariableWithoutAConstantUpperBoundStaysUnknown() {
        Verdict v = prove("X*X*X + Y*Y*Y != Z*Z*Z", "1 <= X && X <= 9 && 2 <= Y && Y < 10 && 1 <= Z");
        assertEquals(Verdict.Kind.UNKNOWN, v.kind(), "never PROVED without every value: " + v.lines());
    }

    @Test
    void aVariableThePropertyDoesNotReadDoesNotStopTheEnumeration() {
        // K is unbounded above, but no goal reads it: X, Y, Z are enumerated before the solver is asked.
        Verdict v = prove("X*X*X + Y*Y*Y != Z*Z*Z", "1 <= X && X <= 3 && 2 <= Y && Y <= 3 && Z in {3, 4} && K % 64 == 0");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.notes().stream().anyMatch(n -> n.contains("allowed assignments of X, Y, Z")), v.notes().toString());
    }

    @Test
    void aRefutationNamesAnAllowedValueOfTheUnreadVariable() {
        // Z == 5 is substituted away; X and Y are enumerated.
        Verdict v = prove("X*X + Y*Y != Z*Z", "3 <= X && X <= 4 && 3 <= Y && Y <= 4 && Z == 5 && K % 64 == 0 && 128 <= K");
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
        long k = v.witness().get("K");
        assertTrue(k % 64 == 0 && k >= 128, "K must satisfy its assumptions: " + v.witness());
        assertEquals(25, v.witness().get("X") * v.witness().get("X") + v.witness().get("Y") * v.witness().get("Y"));
        assertTrue(v.notes().contains("found by enumerating the allowed assignments of X, Y"), v.notes().toString());
    }

    @Test
    void aConditionTyingAVariableToAnEnumeratedOneIsRespected() {
        // X < K < 4 allows only X in {1, 2}: X = 3 must not be tried as if K were free.
        Verdict v = prove("X*X*X != 27", "1 <= X && X <= 5 && X < K && K < 4");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.notes().stream().anyMatch(n -> n.contains("allowed assignments of K, X")), v.notes().toString());
    }
}
