package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 12, item 4: counterexamples are re-checked exactly and spurious solver witnesses do not end the search. */
class ExactRecheckTest extends SharedProofSession {


    private static Verdict prove(String property, Map<String, String> lets, String... assumptions) {
        List<Expr> as = new ArrayList<>();
        for (String a : assumptions) {
            as.add(Parser.parse(a));
        }
        Map<String, Object> defs = new LinkedHashMap<>();
        lets.forEach((k, v) -> defs.put(k, new Evaluator(Decider.CONCRETE, true, defs).evaluate(Parser.parse(v))));
        return session.prove(Parser.parse(property), as, defs);
    }

    private static final Map<String, String> Z = Map.of("Z", "(2,2,2):(4611686018427387904,4611686018427387904,1)");

    @Test
    void overflowingForallIsRefutedAtI3WithExactSides() {
        Verdict v = prove("forall i in [0,8): Z(i) < 9223372036854775807", Z);
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.headline());
        assertEquals(3L, v.witness().get("i"));
        assertEquals(List.of("i = 3", "lhs = 9223372036854775808", "rhs = 9223372036854775807"), v.details());
    }

    @Test
    void theSamePropertyWithATrueBoundIsProved() {
        // Z(7) = 2^63 + 1 is the largest value: "Z(i) <= Z(7)" in exact integers, written as a difference.
        assertEquals(Verdict.Kind.PROVED, prove("forall i in [0,8): Z(i) - 4611686018427387904 <= 4611686018427387905", Z).kind());
        assertEquals(Verdict.Kind.PROVED, prove("forall i in [0,8): Z(i) >= 0", Z).kind());
    }

    @Test
    void rangeAndInjectivityOverLargeValuesAreRefutedExactly() {
        Verdict range = prove("image_within((2,2):(4611686018427387904,4611686018427387904), 9223372036854775807)", Map.of());
        assertEquals(Verdict.Kind.REFUTED, range.kind(), range.headline());
        assertTrue(range.details().contains("lhs = 9223372036854775808"), range.details().toString());
        Verdict symbolic = prove("image_within((2,N):(4611686018427387904,1), 9223372036854775807)", Map.of(),
                "N <= 4611686018427387904");
        assertEquals(Verdict.Kind.REFUTED, symbolic.kind(), symbolic.headline());
    }

    @Test
    void aSpuriousWitnessIsExcludedAndTheRealCounterexampleFound() {
        Verdict v = prove("admissible((4,7,1):(N,8,13), 4:144)", Map.of(), "32 <= N <= 32");
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.headline());
        assertEquals(2L, v.witness().get("x"));
        assertEquals(32L, v.witness().get("N"));
    }

    @Test
    void noVerdictAsksTheUserToReportAnInternalError() {
        for (Verdict v : List.of(prove("forall i in [0,8): Z(i) < 9223372036854775807", Z),
                prove("admissible((4,7,1):(N,8,13), 4:144)", Map.of(), "32 <= N <= 32"))) {
            assertFalse(String.join("\n", v.lines()).contains("please report"), v.lines().toString());
        }
    }
}
