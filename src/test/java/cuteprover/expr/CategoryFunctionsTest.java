package cuteprover.expr;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The categorical functions through eval: one line per input, layouts in CuTe notation, errors with positions. */
class CategoryFunctionsTest {

    private static String eval(String text) {
        return EvalCommand.evaluateToLine(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "to_morphism((4,6):(6,1))|(4,6)-(2,1)->(6,4)",
            "to_morphism(((2,3),2,3):((3,1),18,6))|((2,3),2,3)-(2,1,4,3)->(3,2,3,2)",
            "to_morphism((128,128):(128,0))|(128,128)-(2,*)->(128,128)",
            "to_morphism(8)|8-(1)->(8)",
            "is_tractable((8,8):(1,16))|true",
            "is_tractable((4,6):(1,5))|false: sorted by (stride, shape), flat mode 1 (4:1) is followed by flat mode 2 (6:5), and 4*1 = 4 does not divide 5",
            "cat_composition((12,4):(4,1),(4,6):(6,1))|((2,2),6):((24,1),4)",
            "cat_composition((12,3,6):(1,72,12),(6,6):(6,1))|((2,3),6):((6,72),1)",
            "cat_composition((4,2,6):(2,1,8),(4,6):(1,8))|(4,6):(2,8)",
            "cat_complement((3,7):(2,30),210)|(2,5):(1,6)",
            "cat_complement((8,8):(2,32),256)|(2,2):(1,16)",
            "cat_logical_divide((6,8):(1,6),(2,4):(1,6))|((2,4),(3,2)):((1,6),(2,24))",
            "cat_logical_product((3,3):(3,1),(2,2):(1,4))|((3,3),(2,2)):((3,1),(9,36))",
            "cat_composition(24:1, 6)|6:1",
    })
    void evaluatesToOneLine(String input, String expected) {
        assertEquals(expected, eval(input));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "cat_composition(4:1,3:1)|error: categorical composition refused at step 2 (mutual refinement): the codomain (3) of f = std(3:1)",
            "cat_composition((4,6):(1,5),4:1)|error: categorical composition refused at step 1 (standard form of the coalesced layout applied second)",
            "cat_complement(2:2,2)|error: categorical complement refused at complement (extending the codomain to N): N = 2 is not a multiple of 4",
            "to_morphism((4,6):(1,5))|error: layout (4,6):(1,5) is not tractable",
            "cat_composition((4,8):(1@0,1@1),2:1)|error: at column 22: argument 1 of cat_composition: the categorical engine needs a static layout with integer strides",
            "cat_complement(4:1,(2,3))|error: at column 20: argument 2 of cat_complement: expected an integer but got tuple (2,3)",
            "is_tractable(4:1,2)|error: at column 1: is_tractable takes 1 argument(s), got 2",
    })
    void refusalsAreOneErrorLine(String input, String expectedStart) {
        String out = eval(input);
        assertTrue(out.startsWith(expectedStart), out);
        assertEquals(-1, out.indexOf('\n'));
    }
}
