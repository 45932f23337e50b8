package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntSort;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.layout.Composition;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code R(x) = A(B(x))} for every x in the domain of B, A evaluated on its extended domain: the
 * defining property of composition ({@code composition_valid(A,B)}, R the engine's result before its
 * post-check), and of inverses ({@code L(R(i)) = i} is {@code L∘R = (size(R)):1}). R is evaluated at
 * B's index through the common refinement of the two shapes; A at the offset B(x) through the
 * structural decomposition ({@link OffsetDecomposition}) or, failing that, fresh coordinates tied to
 * it by A's index equation (no division either way).
 */
final class CompositionCheck implements Check {

    /** The concrete layouts {A, B, R} of a counterexample, recomputed by the concrete engine. */
    interface Concrete {
        Layout[] layouts(World w);
    }

    private final String what;
    private final Layout a;
    private final Layout b;
    private final Layout r;
    private final Concrete concrete;

    CompositionCheck(String what, Layout a, Layout b, Layout r, Concrete concrete) {
        this.what = what;
        this.a = a;
        this.b = b;
        this.r = r;
        this.concrete = concrete;
    }

    /** composition_valid(A,B): R is CuTe's algorithm, recomputed concretely for the re-check. */
    static CompositionCheck composition(Expr argA, Layout a, Expr argB, Layout b, Layout r) {
        return new CompositionCheck("composition: R(x) == A(B(x)) for x in the domain of B, A = " + a + ", B = " + b
                + ", R = " + r, a, b, r, w -> {
                    Layout la = w.innerLayout(argA);
                    Layout lb = w.layout(argB);
                    return new Layout[] {la, lb, w.derived(ExprText.call("composition", argA, argB),
                            () -> Composition.algorithm(la, lb, Decider.CONCRETE))};
                });
    }

    @Override
    public String description() {
        return what;
    }

    @Override
    public Encoded encode(Scope scope) {
        Context ctx = scope.enc.ctx();
        scope.enc.declare(a);
        scope.enc.declare(b);
        scope.enc.declare(r);
        OffsetDecomposition d = OffsetDecomposition.of(scope.substituted(a).flatten(), scope.substituted(b),
                scope.substituted(r));
        if (d != null) {
            OffsetDecomposition.Encoded e = d.encode(scope.enc);
            String lemma = "lemma: A's coordinates of B(x) are in range, A = " + a + ", B = " + b;
            if (scope.exporting) {
                scope.lemmas.add(new Scope.Query(lemma, scope.solver.formula(scope, e.boundsViolated())));
                BoolExpr cex = ctx.mkAnd(e.x().domain(), ctx.mkNot(ctx.mkEq(e.rOffset(), e.aOffset())));
                return new Encoded(cex, List.of(e.x().index()));
            }
            SolverPortfolio.Solved bounds = scope.solver.satisfiable(scope, e.boundsViolated());
            if (bounds.status() == SolverPortfolio.Status.UNSAT) {
                scope.lemmas.add(new Scope.Query(lemma, bounds.formula()));
                BoolExpr cex = ctx.mkAnd(e.x().domain(), ctx.mkNot(ctx.mkEq(e.rOffset(), e.aOffset())));
                return new Encoded(cex, List.of(e.x().index()));
            }
        }
        return direct(scope);
    }

    /** R at B's index by common refinement, A at the offset B(x) by its index equation. */
    private Encoded direct(Scope scope) {
        Context ctx = scope.enc.ctx();
        LayoutEncoding eb = new LayoutEncoding(b);
        LayoutEncoding er = new LayoutEncoding(r);
        LayoutEncoding.Point[] both = LayoutEncoding.aligned(scope.enc, eb, er, "x");
        LayoutEncoding.Point x = both != null ? both[0] : eb.point(scope.enc, "x", false);
        LayoutEncoding.Point z = both != null ? both[1] : er.pointAtIndex(scope.enc, "z", x.index());
        LayoutEncoding.Offset bx = eb.offset(scope.enc, x);
        LayoutEncoding.Offset rz = er.offset(scope.enc, z);
        List<BoolExpr> defined = new ArrayList<>();
        // A's values by component: one scalar (key SCALAR) or, where A's strides are scaled bases (a TMA
        // coordinate tensor), one sum per coordinate mode
        Map<Integer, List<ArithExpr<IntSort>>> sum = new java.util.TreeMap<>();
        if (bx.isScalar()) {
            LayoutEncoding ea = new LayoutEncoding(a);
            signed(scope, ea, "a", bx.scalar(), defined).forEach((k, v) -> sum.computeIfAbsent(k, key -> new ArrayList<>()).add(v));
        } else {
            // B yields coordinates: component m indexes mode m of A.
            for (Map.Entry<Integer, ArithExpr<IntSort>> e : bx.components().entrySet()) {
                LayoutEncoding em = new LayoutEncoding(a.mode(e.getKey()));
                signed(scope, em, "a" + e.getKey(), e.getValue(), defined)
                        .forEach((k, v) -> sum.computeIfAbsent(k, key -> new ArrayList<>()).add(v));
            }
        }
        Map<Integer, ArithExpr<IntSort>> r = components(rz);
        java.util.Set<Integer> keys = new java.util.TreeSet<>(sum.keySet());
        keys.addAll(r.keySet());
        List<BoolExpr> unequal = new ArrayList<>();
        for (int k : keys) {
            ArithExpr<IntSort> abx = LayoutEncoding.sum(scope.enc, sum.getOrDefault(k, List.of()));
            unequal.add(ctx.mkNot(ctx.mkEq(r.getOrDefault(k, scope.enc.num(0)), abx)));
        }
        BoolExpr differs = ctx.mkAnd(ctx.mkAnd(defined.toArray(new BoolExpr[0])),
                unequal.size() == 1 ? unequal.get(0) : ctx.mkOr(unequal.toArray(new BoolExpr[0])));
        BoolExpr cex = ctx.mkAnd(x.domain(), z.domain(), differs);
        return new Encoded(cex, List.of(x.index()));
    }

    /**
     * A at an index that may be negative, by CuTe's own arithmetic (C++'s truncating division and
     * remainder): the coordinates of -b are those of b negated, so A(-b) = -A(b). The concrete engine
     * evaluates the same way, so both engines accept {@code composition((7):(1),(6,2):(-4,26))}.
     */
    @SuppressWarnings("unchecked")
    private static Map<Integer, ArithExpr<IntSort>> signed(Scope scope, LayoutEncoding ea, String name, ArithExpr<IntSort> index,
                                                           List<BoolExpr> defined) {
        Context ctx = scope.enc.ctx();
        BoolExpr nonNegative = ctx.mkGe(index, scope.enc.num(0));
        ArithExpr<IntSort> magnitude = (ArithExpr<IntSort>) ctx.mkITE(nonNegative, index, ctx.mkUnaryMinus(index));
        LayoutEncoding.Point y = ea.pointAtIndex(scope.enc, name, magnitude);
        defined.add(y.domain());
        Map<Integer, ArithExpr<IntSort>> out = new java.util.TreeMap<>();
        components(ea.offset(scope.enc, y)).forEach((k, offset) ->
                out.put(k, (ArithExpr<IntSort>) ctx.mkITE(nonNegative, offset, ctx.mkUnaryMinus(offset))));
        return out;
    }

    /** The key of a scalar offset among coordinate components. */
    private static final int SCALAR = -1;

    private static Map<Integer, ArithExpr<IntSort>> components(LayoutEncoding.Offset o) {
        return o.isScalar() ? Map.of(SCALAR, o.scalar()) : o.components();
    }

    /** L at an index of its extended domain, negative indices by C++ arithmetic (L(-i) = -L(i)); null if not an integer. */
    private static IntTuple signedAt(Layout l, long index) {
        if (index >= 0) {
            return World.at(l, index);
        }
        IntTuple v = World.at(l, Math.negateExact(index));
        return v instanceof SymInt s ? SymInt.of(Math.negateExact(s.value())) : null;
    }

    @Override
    public Outcome recheck(World w, List<Long> c) {
        Layout[] abr = concrete.layouts(w);
        Layout la = abr[0];
        Layout lb = abr[1];
        Layout lr = abr[2];
        long x = c.get(0);
        if (x < 0 || x >= World.size(lb)) {
            return new Outcome(false, "?", "?");
        }
        IntTuple rx = World.at(lr, x);
        IntTuple bx = World.at(lb, x);
        IntTuple abx;
        if (bx instanceof SymInt s) {
            abx = signedAt(la, s.value());
        } else {
            List<IntTuple> crd = new ArrayList<>(((Tuple) bx).elements());
            long total = 0;
            for (int m = 0; m < crd.size() && anyNegative(crd); m++) {
                IntTuple part = m < la.rank() ? signedAt(la.mode(m), ((SymInt) crd.get(m)).value()) : null;
                if (!(part instanceof SymInt p)) {
                    return new Outcome(false, "?", "?");
                }
                total = Math.addExact(total, p.value());
            }
            if (anyNegative(crd)) {
                abx = SymInt.of(total);
            } else {
                while (crd.size() < la.rank()) {
                    crd.add(SymInt.ZERO);
                }
                abx = Coordinates.crd2offset(new Tuple(crd), la.shape(), la.stride());
            }
        }
        if (abx == null) {
            return new Outcome(false, "?", "?");
        }
        return new Outcome(!rx.equals(abx), World.format(rx), World.format(abx));
    }

    /** Whether some coordinate is negative (then A is evaluated mode by mode, by C++ arithmetic). */
    private static boolean anyNegative(List<IntTuple> crd) {
        for (IntTuple e : crd) {
            if (((SymInt) e).value() < 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Enumerated enumerate(Scope scope) {
        FlatLayout fb = LayoutChecks.enumerable(scope, b);
        Layout sa = scope.substituted(a);
        Layout sr = scope.substituted(r);
        if (fb == null || !sa.isStatic() || !sa.hasIntegerStrides() || !sr.isStatic() || !sr.hasIntegerStrides()) {
            return Enumerated.NOT_APPLICABLE;
        }
        FlatLayout fa = FlatLayout.of(sa);
        FlatLayout fr = FlatLayout.of(sr);
        long[] t = fb.table();
        for (int i = 0; i < t.length; i++) {
            if (LayoutChecks.offsetExact(fr, i) != LayoutChecks.offsetExact(fa, t[i])) {
                return Enumerated.found((long) i);
            }
        }
        return Enumerated.HOLDS;
    }
}
