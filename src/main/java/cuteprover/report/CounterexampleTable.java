package cuteprover.report;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.render.LayoutTable;
import cuteprover.specfile.Obligation;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Draws the layout a counterexample is about, at the counterexample's sizes, with the offending
 * cells marked: the property's first argument, instantiated with the witness values of the shape
 * variables; the witness entries that are not variables (x, y, ...) are the marked indices.
 */
public final class CounterexampleTable {

    /** Larger layouts are not drawn under a console line. */
    static final long MAX_CELLS = 256;

    private CounterexampleTable() {
    }

    public static Optional<String> render(Obligation o, cuteprover.specfile.Witness verdictWitness) {
        if (!(o.property() instanceof Expr.Call call) || call.args().isEmpty()) {
            return Optional.empty();
        }
        Map<String, Long> witness = verdictWitness.values();
        try {
            Object first = new Evaluator(Decider.CONCRETE, false, o.definitions()).evaluate(call.args().get(0));
            if (!(first instanceof Layout layout)) {
                return Optional.empty();
            }
            Set<String> variables = new HashSet<>();
            layout.shape().leaves().forEach(l -> variables.addAll(((SymInt) l).variables()));
            layout.stride().leaves().forEach(l -> {
                if (l instanceof SymInt s) {
                    variables.addAll(s.variables());
                }
            });
            Map<String, Long> env = new HashMap<>();
            Set<Long> marked = new HashSet<>();
            witness.forEach((k, v) -> {
                if (variables.contains(k) || o.definitions().get(k) instanceof SymInt) {
                    env.put(k, v);
                } else if (!k.equals("lhs") && !k.equals("rhs")) {
                    marked.add(v);
                }
            });
            Layout concrete = instantiate(layout, env);
            if (!concrete.isStatic() || !concrete.hasIntegerStrides() || concrete.size().value() > MAX_CELLS) {
                return Optional.empty();
            }
            return Optional.of(LayoutTable.render(concrete, marked));
        } catch (CuteError | ArithmeticException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    static Layout instantiate(Layout l, Map<String, Long> env) {
        return new Layout(instantiate(l.shape(), env), instantiate(l.stride(), env));
    }

    private static IntTuple instantiate(IntTuple t, Map<String, Long> env) {
        return Tuples.map(t, leaf -> leaf instanceof SymInt s && !s.isConst() ? SymInt.of(s.evaluate(env)) : leaf);
    }
}
