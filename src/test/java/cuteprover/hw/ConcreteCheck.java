package cuteprover.hw;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.SymInt;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent oracle for the properties of parameter-free spec files: evaluates a property by
 * brute force with the concrete engine, enumerating every forall binder and checking bijective,
 * injective and equal on the layouts' offset tables. Slow, simple, and sharing nothing with the
 * symbolic prover except the expression evaluator.
 */
final class ConcreteCheck {

    private ConcreteCheck() {
    }

    static boolean holds(Expr e, Map<String, Object> definitions) {
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            return holds(b.left(), definitions) && holds(b.right(), definitions);
        }
        if (e instanceof Expr.TupleExpr t && t.grouping()) {
            return holds(t.elements().get(0), definitions);
        }
        if (e instanceof Expr.Forall f) {
            return forall(f.binders(), 0, f.body(), new HashMap<>(definitions));
        }
        if (e instanceof Expr.Call c && List.of("bijective", "injective", "equal").contains(c.name())) {
            long[] first = table(c.args().get(0), definitions);
            if (c.name().equals("equal")) {
                return Arrays.equals(first, table(c.args().get(1), definitions));
            }
            long[] sorted = first.clone();
            Arrays.sort(sorted);
            for (int i = 1; i < sorted.length; i++) {
                if (sorted[i] == sorted[i - 1]) {
                    return false;
                }
            }
            return !c.name().equals("bijective") || sorted.length == 0 || sorted[0] == 0 && sorted[sorted.length - 1] == sorted.length - 1;
        }
        Object v = new Evaluator(Decider.CONCRETE, false, definitions).evaluate(e);
        if (v instanceof Boolean x) {
            return x;
        }
        throw new CuteError("not a condition: " + v);
    }

    private static boolean forall(List<Expr.Binder> binders, int i, Expr body, Map<String, Object> scope) {
        if (i == binders.size()) {
            return holds(body, scope);
        }
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, scope);
        long lo = ((SymInt) ev.evaluate(binders.get(i).low())).value();
        long hi = ((SymInt) ev.evaluate(binders.get(i).high())).value();
        for (long x = lo; x < hi; x++) {
            scope.put(binders.get(i).name(), SymInt.of(x));
            if (!forall(binders, i + 1, body, scope)) {
                return false;
            }
        }
        scope.remove(binders.get(i).name());
        return true;
    }

    private static long[] table(Expr e, Map<String, Object> definitions) {
        Object v = new Evaluator(Decider.CONCRETE, false, definitions).evaluate(e);
        if (v instanceof cuteprover.layout.ComposedLayout c) {
            return c.table();
        }
        if (!(v instanceof Layout l)) {
            throw new CuteError("not a layout: " + v);
        }
        return FlatLayout.of(l).table();
    }
}
