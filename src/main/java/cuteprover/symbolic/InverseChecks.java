package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntSort;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.List;
import java.util.function.Function;

/** Checks that chain a layout with its (left) inverse: Cecka's (26) and the admissibility test P16. */
final class InverseChecks {

    private InverseChecks() {
    }

    /**
     * Cecka (26), {@code L(R(L(k))) = L(k)} for every k in the domain of L, with {@code R(L(k))} in
     * that domain: the left inverse of a layout that need not be injective. R is evaluated at L(k) on
     * its extended domain, L at R(L(k)) by fresh coordinates and L's index equation.
     */
    static final class LeftInverse implements Check {
        private final Layout l;
        private final Layout r;
        private final Function<World, Layout[]> concrete;

        LeftInverse(Layout l, Layout r, Function<World, Layout[]> concrete) {
            this.l = l;
            this.r = r;
            this.concrete = concrete;
        }

        @Override
        public String description() {
            return "left inverse: L(R(L(x))) == L(x) with R(L(x)) in the domain of L, L = " + l + ", R = " + r;
        }

        @Override
        public Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            LayoutEncoding el = new LayoutEncoding(l);
            LayoutEncoding er = new LayoutEncoding(r);
            LayoutEncoding.Point x = el.point(scope.enc, "x", false);
            ArithExpr<IntSort> lx = el.offset(scope.enc, x).scalar();
            LayoutEncoding.Point w = er.pointAtIndex(scope.enc, "w", lx);
            ArithExpr<IntSort> u = er.offset(scope.enc, w).scalar();
            LayoutEncoding.Point y = el.pointAtIndex(scope.enc, "y", u);
            BoolExpr outside = ctx.mkOr(ctx.mkLt(u, scope.enc.num(0)), ctx.mkGe(u, scope.enc.encode(l.size())));
            BoolExpr differs = ctx.mkAnd(y.domain(), ctx.mkNot(ctx.mkEq(el.offset(scope.enc, y).scalar(), lx)));
            BoolExpr cex = ctx.mkAnd(x.domain(), ctx.mkOr(ctx.mkLt(lx, scope.enc.num(0)),
                    ctx.mkAnd(w.domain(), ctx.mkOr(outside, differs))));
            return new Encoded(cex, List.of(x.index()));
        }

        @Override
        public Outcome recheck(World world, List<Long> c) {
            Layout[] lr = concrete.apply(world);
            long size = World.size(lr[0]);
            long x = c.get(0);
            if (x < 0 || x >= size) {
                return new Outcome(false, "?", "?");
            }
            long lx = ((SymInt) World.at(lr[0], x)).value();
            if (lx < 0) {
                return new Outcome(true, "L(x) = " + lx, "an index of R's domain (>= 0)");
            }
            long u = ((SymInt) World.at(lr[1], lx)).value();
            if (u < 0 || u >= size) {
                return new Outcome(true, "R(L(x)) = " + u, "a coordinate of L in [0," + size + ")");
            }
            long back = ((SymInt) World.at(lr[0], u)).value();
            return new Outcome(back != lx, Long.toString(back), Long.toString(lx));
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            FlatLayout fl = LayoutChecks.enumerable(scope, l);
            Layout sr = scope.substituted(r);
            if (fl == null || !sr.isStatic() || !sr.hasIntegerStrides()) {
                return Enumerated.NOT_APPLICABLE;
            }
            FlatLayout fr = FlatLayout.of(sr);
            long[] t = fl.table();
            for (int i = 0; i < t.length; i++) {
                long u = t[i] < 0 ? -1 : LayoutChecks.offsetExact(fr, t[i]);
                if (u < 0 || u >= t.length || t[(int) u] != t[i]) {
                    return Enumerated.found((long) i);
                }
            }
            return Enumerated.HOLDS;
        }
    }

    /**
     * Admissibility of an access pattern T in a data layout A (Cecka P16): every offset T(x) is an
     * offset of A, found by A's left inverse ({@code A(A†(T(x))) = T(x)}); the re-check confirms a
     * missing offset against A's whole image, independently of A†.
     */
    static final class Present implements Check {
        private final Layout a;
        private final Layout dagger;
        private final Layout t;
        private final Function<World, Layout[]> concrete;

        Present(Layout a, Layout dagger, Layout t, Function<World, Layout[]> concrete) {
            this.a = a;
            this.dagger = dagger;
            this.t = t;
            this.concrete = concrete;
        }

        @Override
        public String description() {
            return "admissible: every T(x) is an offset of A, A = " + a + ", T = " + t;
        }

        @Override
        public Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            LayoutEncoding ea = new LayoutEncoding(a);
            LayoutEncoding ed = dagger == null ? null : new LayoutEncoding(dagger);
            LayoutEncoding et = new LayoutEncoding(t);
            LayoutEncoding.Point x = et.point(scope.enc, "x", false);
            ArithExpr<IntSort> tx = et.offset(scope.enc, x).scalar();
            if (dagger == null) {
                // No left inverse (e.g. a negative stride): "no coordinate of A reaches T(x)" as a
                // quantified formula, the one place where the prover leaves the quantifier-free fragment.
                LayoutEncoding.Point any = ea.point(scope.enc, "all", false);
                BoolExpr none = ctx.mkForall(any.coords().toArray(new com.microsoft.z3.Expr[0]),
                        ctx.mkImplies(any.domain(), ctx.mkNot(ctx.mkEq(ea.offset(scope.enc, any).scalar(), tx))),
                        1, null, null, null, null);
                return new Encoded(ctx.mkAnd(x.domain(), none), List.of(x.index()));
            }
            LayoutEncoding.Point w = ed.pointAtIndex(scope.enc, "w", tx);
            ArithExpr<IntSort> u = ed.offset(scope.enc, w).scalar();
            LayoutEncoding.Point y = ea.pointAtIndex(scope.enc, "y", u);
            BoolExpr missing = ctx.mkOr(ctx.mkLt(tx, scope.enc.num(0)), ctx.mkLt(u, scope.enc.num(0)),
                    ctx.mkGe(u, scope.enc.encode(a.size())),
                    ctx.mkAnd(y.domain(), ctx.mkNot(ctx.mkEq(ea.offset(scope.enc, y).scalar(), tx))));
            BoolExpr cex = ctx.mkAnd(x.domain(), ctx.mkImplies(ctx.mkGe(tx, scope.enc.num(0)), w.domain()), missing);
            return new Encoded(cex, List.of(x.index()));
        }

        @Override
        public Outcome recheck(World world, List<Long> c) {
            Layout[] at = concrete.apply(world);
            long x = c.get(0);
            if (x < 0 || x >= World.size(at[1])) {
                return new Outcome(false, "?", "?");
            }
            IntTuple tx = World.at(at[1], x);
            long[] image = FlatLayout.of(at[0]).table();
            for (long v : image) {
                if (tx.equals(SymInt.of(v))) {
                    return new Outcome(false, "?", "?");
                }
            }
            return new Outcome(true, World.format(tx), "not an offset of A (size " + image.length + ")");
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            // Without a left inverse the only solver query is quantified (weak): enumerate static
            // layouts up to the default limit even when enumeration is switched off.
            long limit = dagger == null ? Math.max(scope.options.enumerationLimit(), ProverOptions.DEFAULT_ENUMERATION_LIMIT)
                    : scope.options.enumerationLimit();
            return OffsetIndex.scan(scope, limit, a, t, 0,
                    (image, x, tx) -> image.first(tx) == null ? new Long[] {(long) x} : null);
        }
    }

    /** The coordinate of A at each T(x) is unique: no a != b in A's domain with A(a) = A(b) = T(x). */
    static final class Unique implements Check {
        private final Layout a;
        private final Layout t;
        private final Function<World, Layout[]> concrete;

        Unique(Layout a, Layout t, Function<World, Layout[]> concrete) {
            this.a = a;
            this.t = t;
            this.concrete = concrete;
        }

        @Override
        public String description() {
            return "admissible: each T(x) is A(a) for one coordinate a only, A = " + a + ", T = " + t;
        }

        @Override
        public List<String> coordinateNames() {
            return List.of("x", "a", "b");
        }

        @Override
        public Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            LayoutEncoding ea = new LayoutEncoding(a);
            LayoutEncoding et = new LayoutEncoding(t);
            LayoutEncoding.Point x = et.point(scope.enc, "x", false);
            LayoutEncoding.Point p = ea.point(scope.enc, "a", false);
            LayoutEncoding.Point q = ea.point(scope.enc, "b", false);
            ArithExpr<IntSort> tx = et.offset(scope.enc, x).scalar();
            BoolExpr cex = ctx.mkAnd(x.domain(), p.domain(), q.domain(), LayoutEncoding.differ(scope.enc, p, q),
                    ctx.mkEq(ea.offset(scope.enc, p).scalar(), tx), ctx.mkEq(ea.offset(scope.enc, q).scalar(), tx));
            return new Encoded(cex, List.of(x.index(), p.index(), q.index()));
        }

        @Override
        public List<Long> normalize(List<Long> c) {
            return List.of(c.get(0), Math.min(c.get(1), c.get(2)), Math.max(c.get(1), c.get(2)));
        }

        @Override
        public Outcome recheck(World world, List<Long> c) {
            Layout[] at = concrete.apply(world);
            long x = c.get(0);
            long p = c.get(1);
            long q = c.get(2);
            long sizeA = World.size(at[0]);
            if (x < 0 || x >= World.size(at[1]) || p == q || p < 0 || q < 0 || p >= sizeA || q >= sizeA) {
                return new Outcome(false, "?", "?");
            }
            IntTuple tx = World.at(at[1], x);
            IntTuple ap = World.at(at[0], p);
            IntTuple aq = World.at(at[0], q);
            return new Outcome(ap.equals(tx) && aq.equals(tx), World.format(ap), World.format(aq));
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            return OffsetIndex.scan(scope, scope.options.enumerationLimit(), a, t, 0, (image, x, tx) -> {
                Long dup = image.second(tx);
                return dup == null ? null : new Long[] {(long) x, image.first(tx), dup};
            });
        }
    }
}
