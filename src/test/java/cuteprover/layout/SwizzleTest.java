package cuteprover.layout;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SwizzleTest {

    private static String eval(String text) {
        return EvalCommand.evaluateToLine(text);
    }

    static List<CuteTables.Case> cuteCases() {
        return CuteTables.load("swizzle-cases.txt");
    }

    /** Swizzle and composed-layout results recorded from compiled CuTe C++ programs. */
    @ParameterizedTest
    @MethodSource("cuteCases")
    void matchesCuteCpp(CuteTables.Case c) {
        assertEquals(c.expected(), eval(c.expression()));
    }

    @Test
    void theRecordedTableCoversTheRequiredSwizzles() {
        List<CuteTables.Case> cases = cuteCases();
        for (String sw : List.of("Sw<2,4,3>", "Sw<3,4,3>", "Sw<3,3,3>", "Sw<1,4,3>")) {
            assertTrue(cases.stream().filter(c -> c.expression().startsWith("eval(" + sw)).count() >= 5, sw);
        }
        assertTrue(cases.stream().filter(c -> c.expression().contains(" o ")).count() >= 20);
    }

    @Test
    void twoLayoutsComposeAsComposition() {
        assertEquals(eval("composition((8,8):(8,1),((4,8),2):((16,1),8))"), eval("(8,8):(8,1) o ((4,8),2):((16,1),8)"));
        assertEquals("((4,8),2):((2,8),1)", eval("(8,8):(8,1) o ((4,8),2):((16,1),8)"));
    }

    @Test
    void masksFollowCute() {
        Swizzle s = new Swizzle(3, 4, 3);
        assertEquals(0b1110000000L, s.yyyMask());
        assertEquals(0b0001110000L, s.zzzMask());
        Swizzle neg = new Swizzle(2, 4, -3);
        assertEquals(0b0000110000L, neg.yyyMask());
        assertEquals(0b0110000000L, neg.zzzMask());
    }

    /**
     * Catalogue A 3.3 and Table 4: Cecka's XOR strides, where k*fx = f(k*x) and + is xor.
     * {@code (4,4):(f1,f5)} maps (i,j) to i xor 5j, which is Sw<2,0,2> applied to i+4j;
     * the "Swizzled" row {@code (8,8):(f1,f9)} maps (i,j) to i xor 9j, which is Sw<3,0,3> of i+8j.
     */
    @Test
    void swizzlesRealiseCeckasBinaryStrides() {
        Swizzle s4 = new Swizzle(2, 0, 2);
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                assertEquals(i ^ (5 * j), s4.apply(i + 4L * j), "(4,4):(f1,f5) at (" + i + "," + j + ")");
            }
        }
        Swizzle s8 = new Swizzle(3, 0, 3);
        for (int i = 0; i < 8; i++) {
            for (int j = 0; j < 8; j++) {
                assertEquals(i ^ (9 * j), s8.apply(i + 8L * j), "(8,8):(f1,f9) at (" + i + "," + j + ")");
            }
        }
        // and through the expression language, as a composed layout over the column-major 8x8 tile
        assertEquals(String.valueOf(5 ^ (9 * 6)), eval("eval(Sw<3,0,3> o 0 o (8,8):(1,8), (5,6))"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Sw<3,4,2>|error: at column 1: swizzle Sw<3,4,2>: |S| must be >= B",
            "Sw<30,30,30>|error: at column 1: swizzle Sw<30,30,30>: B+M+|S| must be <= 62",
            "Sw<3,-4,3>|error: at column 6: swizzle parameter M must be >= 0",
            "Sw<-1,4,3>|error: at column 4: swizzle parameter B must be >= 0",
            "eval(Sw<3,4,3>, (1,2))|error: at column 17: argument 2 of eval: a swizzle is applied to an integer offset",
            "eval(Sw<3,4,3> o 0 o (8,64):(64,1), (1,2,3))|error: at column 37: argument 2 of eval: coordinate (1,2,3) does not match",
            "eval(Sw<3,4,3> o 0 o (8,64):(64,1), -1)|error: at column 37: argument 2 of eval: index -1 is negative",
            "Sw<3,4,3> o 0 o 8:1 o 4:1|error: at column 24: a composed layout has at most three parts",
            "Sw<3,4,3> o (1,2) o 8:1|error: at column 13: the offset of a composed layout must be an integer",
            "Sw<3,4,3> o 0 o (1,2)|error: at column 17: the inner part of a composed layout must be a layout",
            "3 o 0 o 8:1|error: at column 1: the outer part of a composed layout must be a swizzle or a layout",
            "(4,4):(1,4) o (1,1)|error: at column 15: A o B composes two layouts, got tuple (1,1)",
            "(6,2):(1,7) o (3,2):(2,3)|error: composition is not admissible",
            "eval((2,2):(1,2) o 0 o 4:-1, 1)|error: the outer layout (2,2):(1,2) of a composed layout is applied to the negative index -1",
    })
    void rejectsBadInput(String input, String expectedPrefix) {
        String got = eval(input);
        assertTrue(got.startsWith(expectedPrefix), got);
    }
}
