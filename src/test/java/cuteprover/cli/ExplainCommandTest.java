package cuteprover.cli;

import cuteprover.expr.Evaluator;
import cuteprover.layout.Decider;
import cuteprover.layout.Trace;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code explain}: a derivation for every operation family, with the values of each step, the
 * admissibility rules of a composition, the step where a rejected input breaks and its witness, and
 * the cases of a symbolic input. The last line is always the engine's own answer (checked here
 * against {@code eval}), so an explanation cannot drift from what the engine computes.
 */
class ExplainCommandTest {

    private record Run(int status, String out) {
        boolean has(String fragment) {
            return out.contains(fragment);
        }
    }

    private static Run explain(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = ExplainCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), args);
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    private static void assertSteps(Run r, String... fragments) {
        for (String f : fragments) {
            assertTrue(r.has(f), "missing \"" + f + "\" in:\n" + r.out());
        }
    }

    /** The explanation ends with the value eval gives. */
    private static void assertResultIsEvals(Run r, String expr) {
        assertEquals(0, r.status(), r.out());
        String value = cuteprover.expr.Values.format(Evaluator.concrete().evaluate(expr));
        String[] lines = r.out().split("\n");
        assertEquals("result: " + value, lines[lines.length - 1]);
    }

    @Test
    void coalesceShowsDroppedAndMergedModes() {
        String e = "coalesce((2,(1,6)):(1,(6,2)))";
        Run r = explain(e);
        assertSteps(r, "mode 1 1:6 has size 1: dropped", "mode 0 2:1 merges with 6:2 (2*1 = 2) into 12:1");
        assertResultIsEvals(r, e);
    }

    @Test
    void compositionShowsEachShapeDivAndTheAdmissibilityRules() {
        String e = "composition((6,2):(8,2),(4,3):(3,1))";
        Run r = explain(e);
        assertSteps(r,
                "coalesce keeping the extension of the last mode (coalesce_x) of the flat modes (6,2):(8,2)",
                "mode 4:3 of B with A = (6,2):(8,2)",
                "stride condition holds (3 < 6); shape_div: ceil_div(6,3) = 2 elements left, next stride ceil_div(3,6) = 1",
                "keep min(2,4) = 2 (divides 4): mode 2:24, remaining size 2",
                "last mode of A (extended): the remaining size 2 takes stride 1*2 = 2",
                "checked: R(i) = A(B(i)) for every i < 12",
                "admissibility of A∘B: weak=yes strong=yes cecka=yes semantic=yes");
        assertResultIsEvals(r, e);
    }

    @Test
    void aFailedDivisibilityConditionIsTheStepWhereItBreaks() {
        Run r = explain("composition((4,3):(1,8), 2:6)");
        assertEquals(1, r.status());
        assertSteps(r, "fails here: composition is not admissible: CuTe's stride divisibility condition fails at mode 0",
                "the remaining stride 6 is neither a multiple of 4 nor less than it",
                "weak=no strong=no cecka=no semantic=yes",
                "rejected: ", "A∘B is nevertheless the layout 2:10");
    }

    @Test
    void aWrongResultNamesItsWitnessIndex() {
        // Catalogue erratum: CuTe's conditions pass and the result is wrong at index 5
        Run r = explain("composition((6,2):(1,7),(3,2):(2,3))");
        assertEquals(1, r.status());
        assertSteps(r, "CuTe's algorithm gives R = (3,2):(2,3), but the check R(i) = A(B(i)) fails",
                "R(5)=7 but A(B(5))=8", "weak=no strong=no cecka=no semantic=no", "rejected: ");
    }

    @Test
    void complementShowsEachGapAndTheRest() {
        String e = "complement((2,2):(1,6), 48)";
        Run r = explain(e);
        assertSteps(r, "smallest remaining stride 6 (mode 2:6): gap 6 / 2 = 3 -> mode 3:2; covered up to 12",
                "rest up to the cotarget: ceil_div(48,12) = 4 -> mode 4:12");
        assertResultIsEvals(r, e);
        Run bad = explain("complement((2,2):(1,1), 4)");
        assertEquals(1, bad.status());
        assertSteps(bad, "fails here: complement of (2,2):(1,1) is undefined: its modes overlap");
    }

    @Test
    void divideAndProductShowTheirComplementAndComposition() {
        String divide = "logical_divide((4,8):(8,1), 2:2)";
        Run d = explain(divide);
        assertSteps(d, "logical_divide A ⊘ B = A∘(B,B*)", "B* = complement(B, shape of coalesce(A) = (4,8)) = (2,8):(1,4)",
                "composition A∘B, A = (4,8):(8,1), B = (2,(2,8)):(2,(1,4))");
        assertResultIsEvals(d, divide);
        for (String e : new String[] {"zipped_divide((4,8):(8,1), [2:1,4:1])", "blocked_product((2,2):(1,2), (2,3):(1,2))",
                                      "raked_product((2,2):(1,2), (2,3):(1,2))"}) {
            assertResultIsEvals(explain(e), e);
        }
        String product = "logical_product((2,2):(1,2), 3:1)";
        Run p = explain(product);
        assertSteps(p, "A* = complement(A, size(A)*cosize(B) = 4*3 = 12)", "composition A∘B, A = 3:4, B = 3:1");
        assertResultIsEvals(p, product);
    }

    @Test
    void inversesShowTheChainAndTheirFailures() {
        String right = "right_inverse((4,(2,2)):(2,(1,8)))";
        Run r = explain(right);
        assertSteps(r, "coalesced modes by stride (shape:stride at position): 2:1 at 4; 4:2 at 1; 2:8 at 8",
                "mode 4:2 continues the chain at 2 -> mode 4:1 (its position); chain now 8");
        assertResultIsEvals(r, right);
        Run left = explain("left_inverse((2,2):(1,1))");
        assertEquals(1, left.status());
        assertSteps(left, "result R = 2:2", "rejected: left_inverse is not a left inverse: R(L(3))=R(2)=4");
    }

    @Test
    void symbolicInputShowsTheCasesOfItsBranchDecisions() {
        Run r = explain("composition((M,N):(N,1),(4,8):(1,M))");
        assertEquals(1, r.status(), "some cases are rejected");
        assertSteps(r, "symbolic in M, N", "case M == 1: (4,8):(1,1)", "case M != 1 && 4 < M: (4,8):(N,1)",
                "4 % M != 0: rejected: composition is not admissible: CuTe's shape divisibility condition fails");
        Run assumed = explain("--assume", "M >= 8", "composition((M,N):(N,1),(4,8):(1,M))");
        assertEquals(0, assumed.status(), assumed.out());
        assertSteps(assumed, "case every value the assumptions allow: (4,8):(N,1)");
        Run given = explain("--let", "M=6", "--let", "N=2", "composition((M,N):(N,1),(4,8):(1,M))");
        assertSteps(given, "mode 4:1 of B with A = (6,2):(2,1)");
    }

    @Test
    void otherExpressionsAndBadInput() {
        Run plain = explain("size((4,4):(1,4))");
        assertSteps(plain, "(no step of the layout algebra: the expression is evaluated directly)", "result: 16");
        Run bad = explain("composition((4,4):(1,4)");
        assertEquals(3, bad.status());
        assertTrue(bad.out().startsWith("error: "), bad.out());
    }

    @Test
    void untracedDecidersRecordNothing() {
        assertSame(Trace.NONE, Decider.CONCRETE.trace());
        cuteprover.render.Derivation d = new cuteprover.render.Derivation();
        assertSame(d, Decider.CONCRETE.withTrace(d).trace());
    }
}
