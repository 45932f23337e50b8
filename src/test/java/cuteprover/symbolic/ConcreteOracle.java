package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Test oracle: decides a property at concrete variable values by brute force on the concrete
 * engine, without the prover's encoding. Used to confirm every REFUTED and to spot-check PROVED.
 */
final class ConcreteOracle {

    private ConcreteOracle() {
    }

    static boolean holds(String property, Map<String, Long> vars, Map<String, Object> definitions) {
        return holds(Parser.parse(property), vars, definitions);
    }

    static boolean holds(Expr e, Map<String, Long> vars, Map<String, Object> definitions) {
        Map<String, Object> defs = Instances.instantiate(definitions, vars);
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, defs);
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            return holds(b.left(), vars, definitions) && holds(b.right(), vars, definitions);
        }
        if (e instanceof Expr.Call c && Goals.isProperty(c.name())) {
            switch (c.name()) {
                case "injective":
                    return injective(table(ev, c.args().get(0)));
                case "bijective": {
                    long[] t = table(ev, c.args().get(0));
                    return injective(t) && within(t, t.length);
                }
                case "image_within":
                    return within(table(ev, c.args().get(0)), ((SymInt) ev.evaluate(c.args().get(1))).value());
                case "equal": {
                    long[] a = table(ev, c.args().get(0));
                    FlatLayout b = FlatLayout.of(layout(ev, c.args().get(1)));
                    for (int i = 0; i < a.length; i++) {
                        if (a[i] != b.offset(i)) {
                            return false;
                        }
                    }
                    return true;
                }
                case "covers": {
                    long[] t = table(ev, c.args().get(0));
                    Object s = ev.evaluate(c.args().get(1));
                    long cells = Tuples.product(s instanceof Layout l ? l.shape() : (cuteprover.tuple.IntTuple) s).value();
                    return t.length == cells && injective(t) && within(t, cells);
                }
                case "composition_valid": {
                    Layout a = layout(ev, c.args().get(0));
                    Layout b = layout(ev, c.args().get(1));
                    FlatLayout r = FlatLayout.of(cuteprover.layout.Composition.algorithm(a, b, Decider.CONCRETE));
                    FlatLayout fa = FlatLayout.of(a);
                    long[] tb = FlatLayout.of(b).table();
                    for (int i = 0; i < tb.length; i++) {
                        if (tb[i] < 0 || r.offset(i) != fa.offset(tb[i])) {
                            return false;
                        }
                    }
                    return true;
                }
                case "complement_valid":
                    return succeeds(() -> cuteprover.layout.Complement.complement(layout(ev, c.args().get(0)),
                            (cuteprover.tuple.IntTuple) ev.evaluate(c.args().get(1))));
                case "right_inverse_valid":
                    return succeeds(() -> cuteprover.layout.Inverse.rightInverse(layout(ev, c.args().get(0))));
                case "left_inverse_valid":
                    return succeeds(() -> cuteprover.layout.Inverse.leftInverse(layout(ev, c.args().get(0))));
                case "admissible": {
                    long[] a = table(ev, c.args().get(0));
                    long[] t = table(ev, c.args().get(1));
                    Map<Long, Integer> count = new HashMap<>();
                    for (long v : a) {
                        count.merge(v, 1, Integer::sum);
                    }
                    for (long v : t) {
                        if (count.getOrDefault(v, 0) != 1) {
                            return false;
                        }
                    }
                    return true;
                }
                default:
                    throw new IllegalArgumentException("oracle does not know " + c.name());
            }
        }
        if (e instanceof Expr.Forall f) {
            return forall(f.binders(), 0, f.body(), vars, definitions);
        }
        Cond cond = new CondTranslator(ev).translate(e);
        return cond.holds(Map.of());
    }

    private static boolean forall(List<Expr.Binder> binders, int i, Expr body, Map<String, Long> vars,
                                  Map<String, Object> definitions) {
        if (i == binders.size()) {
            return holds(body, vars, definitions);
        }
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, Instances.instantiate(definitions, vars));
        Expr.Binder b = binders.get(i);
        long lo = ((SymInt) ev.evaluate(b.low())).value();
        long hi = ((SymInt) ev.evaluate(b.high())).value();
        for (long v = lo; v < hi; v++) {
            Map<String, Long> more = new LinkedHashMap<>(vars);
            more.put(b.name(), v);
            if (!forall(binders, i + 1, body, more, definitions)) {
                return false;
            }
        }
        return true;
    }

    /** The algebra's own static post-condition check as the oracle: it throws when the result is wrong. */
    private static boolean succeeds(Runnable r) {
        try {
            r.run();
            return true;
        } catch (cuteprover.CuteError e) {
            return false;
        }
    }

    static Layout layout(Evaluator ev, Expr e) {
        Object v = ev.evaluate(e);
        return v instanceof Layout l ? l : new Layout((SymInt) v, SymInt.ONE);
    }

    static long[] table(Evaluator ev, Expr e) {
        return FlatLayout.of(layout(ev, e)).table();
    }

    static boolean injective(long[] t) {
        Set<Long> seen = new HashSet<>();
        for (long v : t) {
            if (!seen.add(v)) {
                return false;
            }
        }
        return true;
    }

    static boolean within(long[] t, long n) {
        for (long v : t) {
            if (v < 0 || v >= n) {
                return false;
            }
        }
        return true;
    }

    /** Whether the assumptions hold at these values. */
    static boolean assumptionsHold(List<String> assumptions, Map<String, Long> vars) {
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, Instances.instantiate(new HashMap<>(), vars));
        for (String a : assumptions) {
            if (!new CondTranslator(ev).translate(Parser.parse(a)).holds(Map.of())) {
                return false;
            }
        }
        return true;
    }
}
