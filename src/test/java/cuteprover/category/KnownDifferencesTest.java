package cuteprover.category;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Known differences with CuTe, recorded, not bugs: inputs that CuTe C++ (CUTLASS headers, host
 * build) answers and the categorical algorithms refuse, each at a named step. The CuTe column is
 * what CuTe C++ printed for these inputs.
 */
class KnownDifferencesTest {

    private static NestLayout l(String text) {
        return NestLayout.parse(text);
    }

    /**
     * Composition (catalogue B §6.3): a valid composite exists under the slides' own definition
     * (checked here by enumeration) but no mutual refinement of the two tuples does.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "4:1|3:1|3:1",
            "(6,2):(6,3)|(2,2):(1,2)|(2,2):(6,12)",
            "(4,4):(0,1)|3:1|3:0",
    })
    void compositionWithoutMutualRefinement(String a, String b, String cute) {
        NestLayout outer = l(a);
        NestLayout inner = l(b);
        Postconditions.composition(outer, inner, l(cute));
        Refusal r = assertThrows(Refusal.class, () -> CompositionAlgorithm.compose(outer, inner));
        assertEquals(Refusal.Step.MUTUAL_REFINEMENT_INDIVISIBLE, r.step());
        assertTrue(r.getMessage().startsWith("categorical composition refused at step 2 (mutual refinement): the codomain"),
                r.getMessage());
    }

    /** CuTe evaluates A past its domain (its last mode extends); the slides' composition does not. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "6:1|4:2|4:2|MUTUAL_REFINEMENT_INDIVISIBLE",
            "4:1|8:1|8:1|MUTUAL_REFINEMENT_EXHAUSTED",
    })
    void compositionPastTheDomain(String a, String b, String cute, Refusal.Step step) {
        assertEquals(step, assertThrows(Refusal.class, () -> CompositionAlgorithm.compose(l(a), l(b))).step());
        assertTrue(l(b).apply(l(b).size() - 1) >= l(a).size(), "B leaves A's domain; CuTe returns " + cute);
    }

    /**
     * Complements where N is not a multiple of the extent of L's largest mode: CuTe rounds up
     * (and its result need not make a compact concatenation of size N); the categorical one refuses.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "complement|2:2|2|2:1",
            "complement|2:3|4|3:1",
            "divide|6:1|4:1|(4,2):(1,4)",
            "product|2:3|2:1|(2,2):(3,1)",
    })
    void complementsThatDoNotFit(String op, String a, String b, String cute) {
        Refusal r = assertThrows(Refusal.class, () -> {
            switch (op) {
                case "complement" -> Complements.of(l(a), Long.parseLong(b));
                case "divide" -> LogicalDivision.of(l(a), l(b));
                default -> LogicalProduct.of(l(a), l(b));
            }
        });
        assertEquals(Refusal.Step.COMPLEMENT_SIZE, r.step(), r.getMessage());
        assertTrue(r.getMessage().contains("is not a multiple of"), "CuTe returns " + cute + "; " + r.getMessage());
    }
}
