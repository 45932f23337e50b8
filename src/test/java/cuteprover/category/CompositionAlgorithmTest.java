package cuteprover.category;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Composition by mutual refinement: the slides' two runs step by step (E39, E40), the mutual
 * refinements of E41, E42, the flat and nested examples, and the known differences with CuTe.
 * Layout arguments are in CuTe order: {@code compose(A, B) = A∘B}, B applied first.
 */
class CompositionAlgorithmTest {

    private static NestLayout l(String text) {
        return NestLayout.parse(text);
    }

    @Test
    void firstRunOfTheSlidesE39() {
        CompositionAlgorithm.Run run = CompositionAlgorithm.run(l("(12,4):(4,1)"), l("(4,6):(6,1)"));
        assertEquals("(4,6)-(2,1)->(6,4)", run.f().toString());
        assertEquals("(12,4):(4,1)", run.coalescedOuter().toString());
        assertEquals("(12,4)-(2,1)->(4,12)", run.g().toString());
        assertEquals("((6,(2,2)),((6,2),(2,2)))", run.refinement().toString());
        assertEquals("((2,2),6)-(2,3,1)->(6,(2,2))", run.fPulled().toString());
        assertEquals("(6,(2,2))-(1,2,3)->((6,2),(2,2))", run.inclusion().toString());
        assertEquals("((6,2),(2,2))-(3,4,1,2)->((2,2),(6,2))", run.gPushed().toString());
        assertEquals("((2,2),6)-(4,1,3)->((2,2),(6,2))", run.composite().toString());
        assertEquals("((2,2),6):((24,1),4)", run.result().toString());
    }

    @Test
    void secondRunOfTheSlidesE40() {
        CompositionAlgorithm.Run run = CompositionAlgorithm.run(l("(12,3,6):(1,72,12)"), l("(6,6):(6,1)"));
        assertEquals("(6,6)-(2,1)->(6,6)", run.f().toString());
        assertEquals("(12,3,6)-(1,3,2)->(12,6,3)", run.g().toString());
        assertEquals("((6,(2,3)),((6,2),3,6))", run.refinement().toString());
        assertEquals("((2,3),6)-(2,3,1)->(6,(2,3))", run.fPulled().toString());
        assertEquals("((6,2),3,6)-(1,2,4,3)->((6,2),6,3)", run.gPushed().toString());
        assertEquals("((2,3),6)-(2,4,1)->((6,2),6,3)", run.composite().toString());
        assertEquals("((2,3),6):((6,72),1)", run.result().toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(6,6)|(2,6,6)|(((2,3),(2,3)),(2,(3,2),(3,2)))",
            "(6,6)|(12,3,6)|((6,(2,3)),((6,2),3,6))",
            "(5,6,2,6)|(10,360)|((5,(2,3),2,6),((5,2),(3,2,6,10)))",
            "(6,4)|(12,4)|((6,(2,2)),((6,2),(2,2)))",
            "()|(4,3)|((),(4,3))",
            "(2)|12|((2),(2,6))",
            "(4,1)|4|((4,1),(4,1))",
    })
    void mutualRefinementsOfE41(String t, String u, String expected) {
        MutualRefinement mr = MutualRefinement.of(NestedTuple.parse(t), NestedTuple.parse(u), "test");
        assertEquals(expected, mr.toString());
        assertTrue(mr.tRefined().refines(NestedTuple.parse(t)));
        assertTrue(mr.uRefined().refines(NestedTuple.parse(u)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(12,4):(4,1)|(4,6):(6,1)|((2,2),6):((24,1),4)",
            "(4,2,6):(2,1,8)|(4,6):(1,8)|(4,6):(2,8)",
            "(2,2,4,4):(1,2,12,48)|((4,2),(2,4)):((4,1),(2,16))|((4,2),(2,4)):((12,1),(2,48))",
            "(6,4):(1,12)|(4,6):(6,1)|(4,6):(12,1)",
            "(2,2,3):(1,2,4)|3:2|3:2",
            "(6,8):(1,6)|(2,4):(1,6)|(2,4):(1,6)",
            "(6,8):(1,6)|(3,2):(2,24)|(3,2):(2,24)",
    })
    void composesTheWorkedExamples(String a, String b, String expected) {
        assertEquals(expected, CompositionAlgorithm.compose(l(a), l(b)).toString());
    }

    @Test
    void coalescingTheOuterLayoutMattersE42() {
        // with U = (2,2,3) against T = (2,3) the refinement would fail; coal((2,2,3):(1,2,4)) = 12:1 gives U = 12
        Refusal r = assertThrows(Refusal.class, () -> MutualRefinement.of(NestedTuple.parse("(2,3)"), NestedTuple.parse("(2,2,3)"), "test"));
        assertEquals(Refusal.Step.MUTUAL_REFINEMENT_INDIVISIBLE, r.step());
        assertEquals("12:1", CompositionAlgorithm.run(l("(2,2,3):(1,2,4)"), l("3:2")).coalescedOuter().toString());
    }

    @Test
    void refusalsNameTheirStep() {
        // B = 4:2 reaches 6, past the domain [0,6) of A = 6:1: CuTe extends A's last mode, the slides' definition does not
        Refusal past = assertThrows(Refusal.class, () -> CompositionAlgorithm.compose(l("6:1"), l("4:2")));
        assertEquals(Refusal.Step.MUTUAL_REFINEMENT_INDIVISIBLE, past.step());
        Refusal exhausted = assertThrows(Refusal.class, () -> CompositionAlgorithm.compose(l("4:1"), l("8:1")));
        assertEquals(Refusal.Step.MUTUAL_REFINEMENT_EXHAUSTED, exhausted.step());
        assertTrue(exhausted.getMessage().contains("is larger than the domain"), exhausted.getMessage());
        Refusal first = assertThrows(Refusal.class, () -> CompositionAlgorithm.compose(l("24:1"), l("(4,6):(1,5)")));
        assertEquals(Refusal.Step.FIRST_NOT_TRACTABLE, first.step());
        assertTrue(first.getMessage().startsWith("categorical composition refused at step 1 (standard form of the layout applied first)"),
                first.getMessage());
        Refusal second = assertThrows(Refusal.class, () -> CompositionAlgorithm.compose(l("(4,6):(1,5)"), l("4:1")));
        assertEquals(Refusal.Step.SECOND_NOT_TRACTABLE, second.step());
        assertTrue(second.getMessage().contains("coal((4,6):(1,5)) = (4,6):(1,5) is not tractable"), second.getMessage());
    }

    @Test
    void theOuterLayoutNeedOnlyBeTractableAfterCoalescing() {
        // (2,1,2):(1,5,2) is not tractable (its 1:5 mode breaks the chain) but coalesces to 4:1
        assertEquals("(2,2):(2,1)", CompositionAlgorithm.compose(l("(2,1,2):(1,5,2)"), l("(2,2):(2,1)")).toString());
    }
}
