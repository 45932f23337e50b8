package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.layout.Decider;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns assumptions into {@link Cond}s in their order. An assumption is read by the concrete engine where it can
 * be; one that reads a symbolic algebra result ({@code assume k < K_TILE_MAX} with {@code auto K_TILE_MAX =
 * size<3>(tAgA);}, a kernel's loop bound) is read by the symbolic evaluator under the assumptions before it, which
 * must decide every branch it takes: an assumption cannot split into cases, since a case would assume what the
 * other case refutes.
 */
final class AssumptionTranslator {

    private AssumptionTranslator() {
    }

    static List<Cond> translate(ProofSession session, List<Expr> conditions, Map<String, Object> definitions) {
        CondTranslator concrete = new CondTranslator(new Evaluator(Decider.CONCRETE, true, definitions));
        List<Cond> out = new ArrayList<>();
        for (Expr condition : conditions) {
            // conjunct by conjunct: a case split of one conjunct must not hide another (0 <= k, the constant lower bound
            // that keeps k = 0 allowed, was lost inside the split of k < size<1>(zd))
            List<Cond> parts = new ArrayList<>();
            for (Expr conjunct : conjuncts(condition)) {
                try {
                    parts.add(concrete.translate(conjunct));
                } catch (Decider.NeedsSymbolic symbolic) {
                    List<Cond> earlier = new ArrayList<>(out);
                    earlier.addAll(parts);
                    parts.add(underEarlier(session, conjunct, definitions, earlier));
                }
            }
            out.add(parts.size() == 1 ? parts.get(0) : new Cond.And(parts));
        }
        return out;
    }

    /** The conjuncts of a && b && ... (one for anything else). */
    static List<Expr> conjuncts(Expr e) {
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            List<Expr> out = new ArrayList<>(conjuncts(b.left()));
            out.addAll(conjuncts(b.right()));
            return out;
        }
        return List.of(e);
    }

    /**
     * The condition read under the earlier assumptions; where they leave a branch open, each side is read under it and
     * the condition is "c and its reading under c, or not c and its reading under not c" (the two cases cover every
     * value, so this is the condition as written).
     */
    private static Cond underEarlier(ProofSession session, Expr condition, Map<String, Object> definitions, List<Cond> earlier) {
        return cases(session, condition, definitions, earlier, new ArrayList<>());
    }

    /**
     * c and x, without a constant part: a case that reads true is its condition alone, one that reads false is false, so
     * that {@code if (not evenly_divides(shape, tile)) return;} leaves the plain congruences the assumptions substitute.
     */
    private static Cond and(Cond c, Cond x) {
        if (x instanceof Cond.Bool b) {
            return b.value() ? c : x;
        }
        return new Cond.And(List.of(c, x));
    }

    private static Cond or(Cond a, Cond b) {
        if (a instanceof Cond.Bool x && !x.value()) {
            return b;
        }
        if (b instanceof Cond.Bool x && !x.value()) {
            return a;
        }
        return new Cond.Or(List.of(a, b));
    }

    private static Cond cases(ProofSession session, Expr condition, Map<String, Object> definitions, List<Cond> earlier,
                              List<Cond> path) {
        Scope scope = new Scope(session, session.options(), definitions, List.of(), earlier, path);
        Cond read;
        try {
            read = new CondTranslator(scope.evaluator).translate(condition);
        } catch (Decider.Undecided undecided) {
            if (path.size() >= session.options().maxCaseSplits()) {
                throw new CuteError("the assumption " + ExprText.of(condition) + " reads a value that the assumptions before it "
                        + "do not determine (" + undecided.getMessage() + "; too many case splits); assume that before this assumption");
            }
            Cond c = scope.decider.conditionOf(undecided);
            List<Cond> yes = new ArrayList<>(path);
            yes.add(c);
            List<Cond> no = new ArrayList<>(path);
            no.add(Cond.not(c));
            return or(and(c, cases(session, condition, definitions, earlier, yes)),
                    and(Cond.not(c), cases(session, condition, definitions, earlier, no)));
        }
        // An algebra result the condition reads must exist where the condition is read, as in a property.
        String undefined = scope.decider.shapeUndecided() != null ? scope.decider.shapeUndecided()
                : Definedness.check(scope, scope.decider.uncheckedResults());
        if (undefined != null) {
            throw new CuteError("the assumption " + ExprText.of(condition) + " reads a value that may not exist: " + undefined);
        }
        return read;
    }
}
