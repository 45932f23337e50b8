package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.layout.Complement;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Filter;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The validity properties of the algebra's operations. Each evaluates the operation with the
 * symbolic engine (CuTe's algorithm, branch questions answered by Z3, before the engine's own static
 * post-check) and states its defining property as checks; a counterexample is re-checked with the
 * operation recomputed by the concrete engine.
 */
final class AlgebraGoals {

    private AlgebraGoals() {
    }

    /** R(x) = A(B(x)) for x in the domain of B, R CuTe's composition. */
    static Goal composition(Scope scope, Expr.Call c, List<Object> args) {
        Layout a = Goals.swizzledInner(c, args, 0);
        cuteprover.expr.Tiler tiler = TilerCompositionGoal.tilerOf(args.get(1));
        if (tiler != null) {
            return TilerCompositionGoal.of(scope, c, args, a, tiler);
        }
        Layout b = Goals.layout(c, args, 1);
        Layout r = Composition.algorithm(a, b, scope.decider);
        return Goal.of(Goals.text(c, args), List.of(CompositionCheck.composition(c.args().get(0), a, c.args().get(1), b, r)));
    }

    /**
     * C = complement(A, M) is ordered and meets A only at 0; where the sorted strides of A form a
     * divisibility chain, (filter(A), C) is moreover a bijection onto [0, size(filter(A))*size(C)) and
     * that size reaches the cotarget (the algebra's own post-condition, stated for all sizes); without
     * a chain, cosize((A,C)) reaches the cotarget (CuTe's documented post-condition).
     */
    static Goal complement(Scope scope, Expr.Call c, List<Object> args) {
        Layout a = Goals.integerLayout(c, args, 0);
        IntTuple cotarget = cotarget(c, args);
        Expr argA = c.args().get(0);
        Expr argM = c.args().get(1);
        Layout comp = Complement.algorithm(a, cotarget, scope.decider);
        Function<World, Layout[]> concrete = w -> {
            Layout la = w.layout(argA);
            return new Layout[] {la, w.derived(ExprText.call("complement", argA, argM),
                    () -> Complement.algorithm(la, w.tuple(argM), Decider.CONCRETE))};
        };
        List<Check> checks = new ArrayList<>();
        checks.add(new ComplementChecks.Ordered(comp, w -> concrete.apply(w)[1]));
        checks.add(new ComplementChecks.Disjoint(a, comp, concrete));
        if (Complement.exactChain(a, scope.decider)) {
            Layout filtered = Filter.algorithm(a, scope.decider);
            Layout both = Layout.concat(List.of(filtered, comp));
            SymInt n = SymInt.mul(filtered.size(), comp.size());
            Function<World, Layout> concreteBoth = w -> {
                Layout[] ac = concrete.apply(w);
                return Layout.concat(List.of(Filter.algorithm(ac[0], Decider.CONCRETE), ac[1]));
            };
            checks.add(new LayoutChecks.IntegerRelation("size(filter(A))*size(C) reaches the cotarget", LayoutChecks.IntegerRelation.Relation.AT_LEAST, n, Tuples.product(cotarget),
                    w -> new long[] {World.size(concreteBoth.apply(w)), Tuples.product(w.tuple(argM)).value()}));
            if (Certificate.bijectiveChain(scope.substituted(both)) == null) {
                checks.add(new LayoutChecks.Injective(concreteBoth, both));
                checks.add(new LayoutChecks.Range(concreteBoth, both, n, w -> World.size(concreteBoth.apply(w))));
            }
        } else {
            // Without a chain CuTe's answer can fall short of the cotarget ((4,6):(1,6) for 72 gives 2:36).
            SymInt reach = Complement.cosize(Layout.concat(List.of(a, comp)), scope.decider);
            checks.add(new LayoutChecks.IntegerRelation("cosize((A,C)) reaches the cotarget", LayoutChecks.IntegerRelation.Relation.AT_LEAST,
                    reach, Tuples.product(cotarget), w -> {
                        Layout[] ac = concrete.apply(w);
                        return new long[] {Complement.cosize(Layout.concat(List.of(ac[0], ac[1])), Decider.CONCRETE).value(),
                                Tuples.product(w.tuple(argM)).value()};
                    }));
        }
        return Goal.of(Goals.text(c, args), checks);
    }

    private static IntTuple cotarget(Expr.Call c, List<Object> args) {
        Object v = args.get(1);
        if (v instanceof Layout l) {
            return l.shape();
        }
        if (v instanceof IntTuple t && !(v instanceof cuteprover.tuple.ScaledBasis)) {
            return t;
        }
        throw Goals.argError(c, 1, "expected an integer or a shape as the cotarget");
    }

    /** L(R(x)) = x and R(x) in the domain of L, for x in the domain of R = right_inverse(L). */
    static Goal rightInverse(Scope scope, Expr.Call c, List<Object> args) {
        Layout l = invertedLayout(c, args);
        Expr arg = c.args().get(0);
        Layout r = Inverse.rightAlgorithm(l, scope.decider);
        Function<World, Layout[]> concrete = w -> {
            Layout lc = w.innerLayout(arg);
            Layout rc = w.derived(ExprText.call("right_inverse", arg), () -> Inverse.rightAlgorithm(lc, Decider.CONCRETE));
            return new Layout[] {lc, rc, Layout.compact(rc.shape())};
        };
        return Goal.of(Goals.text(c, args), List.of(
                new LayoutChecks.Range(w -> concrete.apply(w)[1], r, l.size(), w -> World.size(concrete.apply(w)[0])),
                new CompositionCheck("right inverse: L(R(x)) == x for x in the domain of R, L = " + l + ", R = " + r,
                        l, r, Layout.compact(r.shape()), concrete::apply)));
    }

    /**
     * R = left_inverse(L): {@code R(L(x)) = x} when L is injective (proved first), otherwise
     * Cecka's (26) {@code L(R(L(x))) = L(x)}.
     */
    static Goal leftInverse(Scope scope, Expr.Call c, List<Object> args) {
        Layout l = invertedLayout(c, args);
        Expr arg = c.args().get(0);
        Layout r = Inverse.leftAlgorithm(l, scope.decider);
        if (injective(scope, l)) {
            Function<World, Layout[]> concrete = w -> {
                Layout lc = w.innerLayout(arg);
                return new Layout[] {w.derived(ExprText.call("left_inverse", arg), () -> Inverse.leftAlgorithm(lc, Decider.CONCRETE)),
                        lc, Layout.compact(lc.shape())};
            };
            return Goal.of(Goals.text(c, args), List.of(new CompositionCheck(
                    "left inverse: R(L(x)) == x for x in the domain of L (L is injective), L = " + l + ", R = " + r,
                    r, l, Layout.compact(l.shape()), concrete::apply)));
        }
        Function<World, Layout[]> concrete = w -> {
            Layout lc = w.innerLayout(arg);
            return new Layout[] {lc, w.derived(ExprText.call("left_inverse", arg), () -> Inverse.leftAlgorithm(lc, Decider.CONCRETE))};
        };
        return Goal.of(Goals.text(c, args), List.of(new InverseChecks.LeftInverse(l, r, concrete)));
    }

    /**
     * The layout whose inverse the property is about. Never the inner layout of {@code Sw o O o L}: the
     * composed function's inverse is CuTe's {@code composition(inverse(L), Sw)}, whose validity is not
     * L's (its domain is the swizzle's), and right_inverse/left_inverse here take layouts only.
     */
    private static Layout invertedLayout(Expr.Call c, List<Object> args) {
        if (args.get(0) instanceof cuteprover.layout.ComposedLayout composed) {
            throw Goals.argError(c, 0, c.name() + " is about the inverse of a layout, and " + composed + " is a composed layout:"
                    + " its inverse is CuTe's composition of the inner layout's inverse with the swizzle, not the inner layout's"
                    + " inverse, and it is not built here; state the property of the composed function itself (injective, bijective,"
                    + " forall ...)");
        }
        return Goals.integerLayout(c, args, 0);
    }

    static boolean injective(Scope scope, Layout l) {
        LayoutChecks.Injective check = new LayoutChecks.Injective(w -> l, l);
        Check.Enumerated en = check.enumerate(scope);
        if (en.applicable()) {
            return en.witness() == null;
        }
        Check.Encoded e = check.encode(scope);
        SolverPortfolio.Solved s = scope.solver.satisfiable(scope, e.counterexample());
        if (s.status() == SolverPortfolio.Status.UNSAT) {
            scope.lemmas.add(new Scope.Query("lemma: injective(" + l + ")", s.formula()));
            return true;
        }
        return false;
    }

    /** A static layout (of at most 2^20 points) that maps two indices to one offset. */
    private static boolean repeatsAnOffset(Layout a) {
        if (!a.isStatic() || !a.hasIntegerStrides() || a.size().value() > (1L << 20)) {
            return false;
        }
        long[] offsets = cuteprover.layout.FlatLayout.of(a).table().clone();
        java.util.Arrays.sort(offsets);
        for (int i = 1; i < offsets.length; i++) {
            if (offsets[i] == offsets[i - 1]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every offset T(x) of an access pattern is an offset of the data layout A, at exactly one
     * coordinate (Cecka P16: then A†∘T locates the accesses in A's domain).
     */
    static Goal admissible(Scope scope, Expr.Call c, List<Object> args) {
        Layout a = Goals.integerLayout(c, args, 0);
        Layout t = Goals.integerLayout(c, args, 1);
        Expr argA = c.args().get(0);
        Expr argT = c.args().get(1);
        Function<World, Layout[]> concrete = w -> new Layout[] {w.layout(argA), w.layout(argT)};
        Layout dagger;
        try {
            dagger = Inverse.leftAlgorithm(a, scope.decider);
        } catch (Decider.Undecided u) {
            throw u;
        } catch (CuteError e) {
            // No left inverse: the presence check falls back to a quantified query.
            dagger = null;
        }
        if (dagger != null && repeatsAnOffset(a)) {
            // CuTe's left inverse of a static A that repeats an offset misses some of A's offsets: finding T(x) through it
            // would leave a T(x) that A reaches elsewhere unproved; the offsets are enumerated instead
            dagger = null;
        }
        return Goal.of(Goals.text(c, args), List.of(
                new InverseChecks.Present(a, dagger, t, concrete),
                new InverseChecks.Unique(a, t, concrete)));
    }
}
