package cuteprover.hw;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.specfile.SpecParser;
import cuteprover.specfile.Statement;
import cuteprover.tuple.SymInt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A model family: a file of {@code hardware-models/} whose {@code param ... where} line states the legal
 * parameter values and whose {@code let}s are its members, evaluated by the concrete engine at given
 * values (so the legality rules live in the model file, next to their proofs).
 */
final class ModelFamilies {

    private final Path root;

    ModelFamilies(Path root) {
        this.root = root;
    }

    /** Member {@code let NAME} of {@code file} at {@code params}; values outside the file's {@code where} are an error quoting it. */
    Layout member(String file, String name, Map<String, Long> params) {
        Path path = root.resolve(file);
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CuteError("cannot read model family " + file + ": " + e.getMessage());
        }
        Map<String, Object> defs = new LinkedHashMap<>();
        params.forEach((k, x) -> defs.put(k, SymInt.of(x)));
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, defs);
        for (Statement st : SpecParser.parse(file, text).statements()) {
            if (st instanceof Statement.Param p && p.where() != null && params.keySet().containsAll(p.names())) {
                if (!holds(p.where().value(), ev, p.where().text())) {
                    throw new CuteError(describe(params) + " is not allowed: hardware-models/" + file + " requires "
                            + p.where().text());
                }
            } else if (st instanceof Statement.Let let && let.name().equals(name)) {
                Object v = ev.evaluate(let.value().value(), let.value().text());
                if (!(v instanceof Layout l)) {
                    throw new CuteError("model family " + file + " defines " + name + " as " + v + ", not a layout");
                }
                return l;
            }
        }
        throw new CuteError("model family hardware-models/" + file + " has no definition '" + name + "'");
    }

    /** A where condition at values: conjunctions, disjunctions, {@code x in {..}}, {@code x in [lo,hi)}, comparisons. */
    private static boolean holds(Expr e, Evaluator ev, String text) {
        if (e instanceof Expr.Binary b && (b.op().equals("&&") || b.op().equals("||"))) {
            boolean l = holds(b.left(), ev, text);
            return b.op().equals("&&") ? l && holds(b.right(), ev, text) : l || holds(b.right(), ev, text);
        }
        if (e instanceof Expr.In in) {
            Object x = ev.evaluate(in.value(), text);
            if (in.set() instanceof Expr.SetExpr set) {
                for (Expr m : set.elements()) {
                    if (x.equals(ev.evaluate(m, text))) {
                        return true;
                    }
                }
                return false;
            }
            Expr.Bracket range = (Expr.Bracket) in.set();
            long v = ((SymInt) x).value();
            return ((SymInt) ev.evaluate(range.elements().get(0), text)).value() <= v
                    && v < ((SymInt) ev.evaluate(range.elements().get(1), text)).value();
        }
        return Boolean.TRUE.equals(ev.evaluate(e, text));
    }

    private static String describe(Map<String, Long> params) {
        StringBuilder sb = new StringBuilder();
        params.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append(" = ").append(v));
        return sb.toString();
    }
}
