package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.Admissibility;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The derivation of a static expression of the algebra, step by step, as {@code explain} prints
 * it: the expression is evaluated by the concrete engine with a {@link Derivation} attached to its
 * decider, so each algorithm reports what it does (modes dropped, merged, split; each shape_div and
 * ceil_div with its values; the step where a condition fails; the post-check and its witness).
 * For a composition, the admissibility rules that accept it are listed as well.
 *
 * @param lines    the text, one line per entry
 * @param rejected whether the engine rejected the expression (the lines say where and why)
 */
public record Explanation(List<String> lines, boolean rejected) {

    public static Explanation of(Expr expr, String text, Map<String, Object> definitions) {
        Derivation trace = new Derivation();
        List<String> out = new ArrayList<>();
        out.add("explain " + text);
        Object value = null;
        String error = null;
        try {
            value = new Evaluator(Decider.CONCRETE.withTrace(trace), false, definitions).evaluate(expr, text);
        } catch (CuteError e) {
            error = e.getMessage();
        }
        List<String> steps = trace.lines();
        if (steps.isEmpty()) {
            out.add("(no step of the layout algebra: the expression is evaluated directly)");
        }
        out.addAll(steps);
        admissibility(expr, definitions, out);
        if (error != null) {
            out.add("rejected: " + error);
            return new Explanation(out, true);
        }
        out.add("result: " + Values.format(value));
        return new Explanation(out, false);
    }

    /** For {@code composition(A,B)}: which published rules admit A∘B (weak, strong, Cecka's, semantic). */
    private static void admissibility(Expr expr, Map<String, Object> definitions, List<String> out) {
        if (!(expr instanceof Expr.Call c) || !c.name().equals("composition") || c.args().size() != 2) {
            return;
        }
        try {
            Evaluator e = new Evaluator(Decider.CONCRETE, false, definitions);
            Object a = e.evaluate(c.args().get(0));
            Object b = e.evaluate(c.args().get(1));
            if (a instanceof Layout la && b instanceof Layout lb) {
                Admissibility.Report r = Admissibility.of(la, lb);
                out.add("admissibility of A∘B: " + r + "  (weak: Shah/Lei Mao, strong: CUTLASS, cecka: Cecka §3.3.2 as printed, "
                        + "semantic: some layout with B's shape equals A∘B)");
            }
        } catch (CuteError ignored) {
            // the arguments themselves are rejected: the derivation above says so
        }
    }
}
