package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * The property language of {@code prove}: a conjunction ({@code &&}) of layout properties
 * ({@code bijective(L)}, {@code injective(L)}, {@code image_within(L,N)}, {@code equal(L1,L2)},
 * {@code covers(TV,S)}, and the algebra's validity properties), {@code forall} predicates and bare
 * conditions. Arguments are evaluated by the scope's symbolic evaluator, so the algebra's branch
 * questions go to Z3.
 */
final class Goals {

    private Goals() {
    }

    /** A property call added at run time ({@link PropertyKinds#register}). */
    static void register(String name, int arity, PropertyKind.GoalBuilder goal) {
        PropertyKinds.register(name, arity, goal);
    }

    static boolean isProperty(String name) {
        return PropertyKinds.call(name).isPresent();
    }

    static List<Goal> parse(Scope scope, Expr property) {
        List<Goal> out = new ArrayList<>();
        collect(scope, property, out);
        return out;
    }

    /** The goals of one conjunct, each check marked as part of it (a counterexample's witness names it). */
    private static void collect(Scope scope, Expr e, List<Goal> out) {
        int first = out.size();
        collectGoals(scope, e, out);
        for (Goal g : out.subList(first, out.size())) {
            g.checks().forEach(c -> scope.conjuncts.putIfAbsent(c, e));
        }
    }

    private static void collectGoals(Scope scope, Expr e, List<Goal> out) {
        if (e instanceof Expr.Binary b && b.op().equals("&&") && isGoalConjunction(b)) {
            collect(scope, b.left(), out);
            collect(scope, b.right(), out);
            return;
        }
        if (e instanceof Expr.TupleExpr t && t.grouping()) {
            collect(scope, t.elements().get(0), out);
            return;
        }
        if (e instanceof Expr.Call c && isProperty(c.name())) {
            PropertyKind kind = PropertyKinds.call(c.name()).orElseThrow();
            kind.checkArity(c);
            List<Object> args = new ArrayList<>();
            for (Expr a : c.args()) {
                args.add(scope.evaluator.evaluate(a));
            }
            out.add(kind.goal(scope, c, args));
            return;
        }
        if (e instanceof Expr.Forall f) {
            out.add(Goal.of("forall", List.of(new PredicateCheck(scope, f.binders(), f.body()))));
            return;
        }
        List<Check> bank = BankConflictCheck.ofProperty(scope, e);
        if (bank != null) {
            out.add(Goal.of("bank_conflicts", bank));
            return;
        }
        out.add(Goal.of("condition", List.of(new PredicateCheck(scope, List.of(), e))));
    }

    /** A conjunction is split into goals only where a side is a property call (else it is one condition). */
    private static boolean isGoalConjunction(Expr.Binary b) {
        return containsProperty(b.left()) || containsProperty(b.right());
    }

    private static boolean containsProperty(Expr e) {
        if (e instanceof Expr.Call c) {
            return isProperty(c.name());
        }
        if (e instanceof Expr.Forall) {
            return true;
        }
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            return containsProperty(b.left()) || containsProperty(b.right());
        }
        return e instanceof Expr.TupleExpr t && t.grouping() && containsProperty(t.elements().get(0));
    }

    static String text(Expr.Call c, List<Object> args) {
        List<String> parts = new ArrayList<>();
        for (Object a : args) {
            parts.add(Values.format(a));
        }
        return c.name() + "(" + String.join(",", parts) + ")";
    }

    static Layout layout(Expr.Call c, List<Object> args, int i) {
        Object v = cuteprover.layout.Slicing.layoutAtZeroOffset(args.get(i));
        if (v instanceof Layout l) {
            return l;
        }
        if (v instanceof SymInt n) {
            return new Layout(n, SymInt.ONE);
        }
        throw argError(c, i, "expected a layout but got " + Values.describe(v));
    }

    /** A layout or a composed layout {@code A o O o L} (the prover's view of either). */
    static LayoutFn function(Expr.Call c, List<Object> args, int i) {
        LayoutFn f = LayoutFn.ofValue(args.get(i));
        if (f == null) {
            throw argError(c, i, "expected a layout but got " + Values.describe(args.get(i)));
        }
        return f;
    }

    /** As {@link #function} with integer strides in the (inner) layout. */
    static LayoutFn integerFunction(Expr.Call c, List<Object> args, int i) {
        LayoutFn f = function(c, args, i);
        return requireIntegerStrides(c, i, f, f.hasIntegerStrides());
    }

    /** As {@link #swizzledInner} with integer strides in the inner layout. */
    static Layout integerSwizzledInner(Expr.Call c, List<Object> args, int i) {
        Layout l = swizzledInner(c, args, i);
        return requireIntegerStrides(c, i, l, l.hasIntegerStrides());
    }

    /** The argument i, which the property needs with integer strides (not scaled bases). */
    private static <T> T requireIntegerStrides(Expr.Call c, int i, T argument, boolean integerStrides) {
        if (!integerStrides) {
            throw argError(c, i, c.name() + " needs integer strides, got " + argument);
        }
        return argument;
    }

    /**
     * A layout, or the inner layout L of {@code Sw o O o L}, for the properties whose validity is L's:
     * composition(Sw o O o L, B) = Sw o O o (L∘B). Not for the inverses, whose functions differ
     * ({@code AlgebraGoals#invertedLayout}). A composed layout with a layout as its outer function has no such reduction.
     */
    static Layout swizzledInner(Expr.Call c, List<Object> args, int i) {
        if (args.get(i) instanceof cuteprover.layout.ComposedLayout cl) {
            if (!(cl.outer() instanceof cuteprover.layout.Swizzle)) {
                throw argError(c, i, c.name() + " of a composed layout needs a swizzle as its outer function, got " + cl);
            }
            return cl.inner();
        }
        return layout(c, args, i);
    }

    /** A shape, or the shape of a layout (a scaled basis is not a shape). */
    static IntTuple shape(Expr.Call c, List<Object> args, int i) {
        Object s = args.get(i);
        if (s instanceof IntTuple t && !(s instanceof ScaledBasis)) {
            return t;
        }
        if (s instanceof Layout l) {
            return l.shape();
        }
        throw argError(c, i, "expected a shape but got " + Values.describe(s));
    }

    static Layout integerLayout(Expr.Call c, List<Object> args, int i) {
        Layout l = layout(c, args, i);
        return requireIntegerStrides(c, i, l, l.hasIntegerStrides());
    }

    static SymInt integer(Expr.Call c, List<Object> args, int i) {
        if (args.get(i) instanceof SymInt s) {
            return s;
        }
        throw argError(c, i, "expected an integer but got " + Values.describe(args.get(i)));
    }

    static CuteError argError(Expr.Call c, int i, String message) {
        return CuteError.at(c.args().get(i).pos(), "argument " + (i + 1) + " of " + c.name() + ": " + message);
    }

    static Goal bijective(Scope scope, Expr.Call c, List<Object> args) {
        LayoutFn l = integerFunction(c, args, 0);
        Expr arg = c.args().get(0);
        return new Goal(text(c, args), () -> !l.isComposed() && Certificate.bijectiveChain(scope.substituted(l.inner())) != null,
                Certificate.CHAIN,
                List.of(new LayoutChecks.Injective(arg, l),
                        new LayoutChecks.Range(arg, l, l.size(), w -> World.size(w.function(arg).inner()))));
    }

    static Goal injective(Scope scope, Expr.Call c, List<Object> args) {
        LayoutFn l = function(c, args, 0);
        // the check tries the ordered-stride certificates itself (of L, for Sw o O o L too)
        return Goal.of(text(c, args), List.of(new LayoutChecks.Injective(c.args().get(0), l)));
    }

    static Goal imageWithin(Scope scope, Expr.Call c, List<Object> args) {
        LayoutFn l = integerFunction(c, args, 0);
        SymInt n = integer(c, args, 1);
        Expr nExpr = c.args().get(1);
        return Goal.of(text(c, args), List.of(new LayoutChecks.Range(c.args().get(0), l, n, w -> w.integer(nExpr))));
    }

    /**
     * {@code equal(L1, L2)}: the same function on L1's domain. L2 must be defined there, on its own
     * domain ({@code size(L2) >= size(L1)}), and never by its extended domain (CuTe evaluates a
     * truncated right inverse 4:1 at 5 as 5, which is no value of the inverse); then
     * {@code L1(x) == L2(x)} for every x in {@code [0, size(L1))}. L2 may be larger: L1 may be a restriction.
     */
    static Goal equal(Scope scope, Expr.Call c, List<Object> args) {
        LayoutFn a = function(c, args, 0);
        LayoutFn b = function(c, args, 1);
        Expr argA = c.args().get(0);
        Expr argB = c.args().get(1);
        return Goal.of(text(c, args), List.of(new LayoutChecks.DomainInside(argA, a, argB, b), new LayoutChecks.Equal(argA, a, argB, b)));
    }
}
