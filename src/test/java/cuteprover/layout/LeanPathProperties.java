package cuteprover.layout;

import cuteprover.expr.StreamingEval;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;


import net.jqwik.api.statistics.Statistics;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lean path of {@code eval} ({@link StreamingEval}, {@link LeanAlgebra}) answers exactly as the
 * general path (parser, evaluator, layout trees, checks by certificate or enumeration) on random
 * expressions of its forms: layouts with size-1 modes, stride 0, negative strides (which it leaves
 * to the general path), nesting, non-injective and non-admissible inputs. Where the lean path
 * answers at all, its line is the general path's line; where it declines, {@code evaluate} prints
 * the general path's line, and the same through the byte loop of standard input
 * ({@link StreamingEval#evaluateLines}, the line scanned in place with another line after it). The
 * statistics show how often it answers (most cases must be lean, or the comparison would be
 * vacuous: {@link #leanPathAnswersTheCommonForms}).
 */
class LeanPathProperties {

    private final StreamingEval engine = new StreamingEval();

    @Property(tries = 20000)
    void leanAnswersAreTheGeneralAnswers(@ForAll("expressions") String expression) {
        String general = StreamingEval.generalLine(expression);
        StringBuilder lean = new StringBuilder();
        boolean answered = engine.evaluateLean(expression, lean);
        Statistics.label("lean").collect(answered ? "answered" : general.startsWith("error:") ? "declined: error" : "declined");
        if (answered) {
            assertEquals(general, lean.toString(), expression);
        }
        assertEquals(general, engine.evaluateToLine(expression), expression);
        assertEquals(general + "\n" + NEXT_ANSWER + "\n", byteLoop(expression), expression);
    }

    /** A line after the one under test: the in-place scan must stop at the line's end. */
    private static final String NEXT = "(2,2):(1,2)";
    private static final String NEXT_ANSWER = "(2,2):(1,2)";

    /** The expression as {@code eval} reads it from standard input, another line after it, through the byte loop. */
    private String byteLoop(String expression) {
        byte[] in = (expression + "\n" + NEXT + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        cuteprover.expr.LineBuffer out = new cuteprover.expr.LineBuffer(64);
        engine.evaluateLines(in, 0, in.length, out);
        return out.toString();
    }

    @Provide
    Arbitrary<String> expressions() {
        Arbitrary<Layout> any = Arbitraries.oneOf(Gen.layouts(), Gen.nonNegativeLayouts(), Gen.injectiveLayouts(), Gen.bijections());
        Arbitrary<Layout> tiles = Arbitraries.oneOf(Gen.nonNegativeLayouts(), Gen.smallInjectiveLayouts());
        return Arbitraries.oneOf(
                any.map(Layout::toString),
                any.map(l -> "coalesce(" + l + ")"),
                Gen.composablePairs().map(p -> "composition(" + p[0] + "," + p[1] + ")"),
                Arbitraries.randomValue(r -> "composition(" + Gen.nonNegative(r) + "," + Gen.nonNegative(r) + ")"),
                any.flatMap(l -> Arbitraries.integers().between(1, 300).map(n -> "complement(" + l + "," + n + ")")),
                Arbitraries.oneOf(any, Gen.bijections()).flatMap(a -> tiles.map(b -> "logical_divide(" + a + "," + b + ")")),
                any.flatMap(l -> Arbitraries.integers().between(0, 500).map(i -> "eval(" + l + "," + i + ")")));
    }

    @Example
    void leanPathAnswersTheCommonForms() {
        for (String e : List.of("(4,(2,8)):(2,(1,8))", "(8):(1)", "coalesce(((2,1),4):((1,7),2))", "composition((4,8):(8,1),(2,4):(1,2))",
                "complement((4,16):(2,8),256)", "logical_divide((4,8):(8,1),4:1)", "eval((4,16):(2,8),3)", "coalesce(1:0)")) {
            StringBuilder out = new StringBuilder();
            assertTrue(engine.evaluateLean(e, out), e);
            assertEquals(StreamingEval.generalLine(e), out.toString(), e);
        }
        // Not its forms, or no certified answer: left to the general path, which words the error.
        for (String e : List.of("complement((2,2):(1,1),8)", "composition((6,2):(1,7),(3,2):(2,3))", "( 4 , 8 ):(1,4)",
                "(_4,_8):(_1,_4)", "eval((4,8):(1,4),(1,1))", "(4,8):(1,-4)", "complement(4:1)", "coalesce(0:1)",
                "eval(4:99999999999999999,9999)", "(4,8):(1,4))", "(4,8):((1,4))")) {
            assertFalse(engine.evaluateLean(e, new StringBuilder()), e);
            assertEquals(StreamingEval.generalLine(e), engine.evaluateToLine(e), e);
            assertEquals(StreamingEval.generalLine(e) + "\n" + NEXT_ANSWER + "\n", byteLoop(e), e);
        }
    }
}
