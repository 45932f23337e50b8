package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntSort;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The defining properties of a complement C of A: ordered, and disjoint from A except at 0. */
final class ComplementChecks {

    private ComplementChecks() {
    }

    /**
     * C is strictly increasing on its domain. Between consecutive indices the first non-zero
     * coordinate k steps up and all earlier ones wrap, so {@code C(i) - C(i-1) = d_k - sum_{j<k} (s_j-1)*d_j}:
     * the check needs no predecessor variables, only one case per mode.
     */
    static final class Ordered implements Check {
        private final Layout c;
        private final Function<World, Layout> concrete;

        Ordered(Layout c, Function<World, Layout> concrete) {
            this.c = c;
            this.concrete = concrete;
        }

        @Override
        public String description() {
            return "ordered: C(x-1) < C(x), C = " + c;
        }

        @Override
        public Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            LayoutEncoding ec = new LayoutEncoding(c);
            LayoutEncoding.Point x = ec.point(scope.enc, "x", false);
            List<IntTuple> strides = c.stride().leaves();
            List<BoolExpr> cases = new ArrayList<>();
            List<ArithExpr<IntSort>> wrapped = new ArrayList<>();
            for (int k = 0; k < ec.rank(); k++) {
                List<BoolExpr> here = new ArrayList<>();
                for (int j = 0; j < k; j++) {
                    here.add(ctx.mkEq(x.coords().get(j), scope.enc.num(0)));
                }
                here.add(ctx.mkGe(x.coords().get(k), scope.enc.num(1)));
                ArithExpr<IntSort> step = ctx.mkSub(scope.enc.encode((SymInt) strides.get(k)), LayoutEncoding.sum(scope.enc, wrapped));
                here.add(ctx.mkLe(step, scope.enc.num(0)));
                cases.add(ctx.mkAnd(here.toArray(new BoolExpr[0])));
                wrapped.add(scope.enc.encode(SymInt.mul(SymInt.sub(ec.shape().get(k), SymInt.ONE), (SymInt) strides.get(k))));
            }
            BoolExpr cex = ctx.mkAnd(x.domain(), ctx.mkOr(cases.toArray(new BoolExpr[0])));
            return new Encoded(cex, List.of(x.index()));
        }

        @Override
        public Outcome recheck(World world, List<Long> co) {
            Layout lc = concrete.apply(world);
            long x = co.get(0);
            if (x < 1 || x >= World.size(lc)) {
                return new Outcome(false, "?", "?");
            }
            long before = ((SymInt) World.at(lc, x - 1)).value();
            long at = ((SymInt) World.at(lc, x)).value();
            return new Outcome(before >= at, Long.toString(before), Long.toString(at));
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            FlatLayout f = LayoutChecks.enumerable(scope, c);
            if (f == null) {
                return Enumerated.NOT_APPLICABLE;
            }
            long[] t = f.table();
            for (int i = 1; i < t.length; i++) {
                if (t[i - 1] >= t[i]) {
                    return Enumerated.found((long) i);
                }
            }
            return Enumerated.HOLDS;
        }
    }

    /** No C(y), 0 &lt; y &lt; size(C), is an offset A(x). */
    static final class Disjoint implements Check {
        private final Layout a;
        private final Layout c;
        private final Function<World, Layout[]> concrete;

        Disjoint(Layout a, Layout c, Function<World, Layout[]> concrete) {
            this.a = a;
            this.c = c;
            this.concrete = concrete;
        }

        @Override
        public String description() {
            return "disjoint: A(x) != C(y) for y != 0, A = " + a + ", C = " + c;
        }

        @Override
        public List<String> coordinateNames() {
            return List.of("x", "y");
        }

        @Override
        public Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            LayoutEncoding ea = new LayoutEncoding(a);
            LayoutEncoding ec = new LayoutEncoding(c);
            LayoutEncoding.Point x = ea.point(scope.enc, "x", false);
            LayoutEncoding.Point y = ec.point(scope.enc, "y", false);
            List<BoolExpr> nonzero = new ArrayList<>();
            for (ArithExpr<IntSort> yk : y.coords()) {
                nonzero.add(ctx.mkGe(yk, scope.enc.num(1)));
            }
            BoolExpr cex = ctx.mkAnd(x.domain(), y.domain(), ctx.mkOr(nonzero.toArray(new BoolExpr[0])),
                    ctx.mkEq(ea.offset(scope.enc, x).scalar(), ec.offset(scope.enc, y).scalar()));
            return new Encoded(cex, List.of(x.index(), y.index()));
        }

        @Override
        public Outcome recheck(World world, List<Long> co) {
            Layout[] ac = concrete.apply(world);
            long x = co.get(0);
            long y = co.get(1);
            if (x < 0 || x >= World.size(ac[0]) || y < 1 || y >= World.size(ac[1])) {
                return new Outcome(false, "?", "?");
            }
            IntTuple ax = World.at(ac[0], x);
            IntTuple cy = World.at(ac[1], y);
            return new Outcome(ax.equals(cy), World.format(ax), World.format(cy));
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            return OffsetIndex.scan(scope, scope.options.enumerationLimit(), a, c, 1, (image, y, cy) -> {
                Long x = image.first(cy);
                return x == null ? null : new Long[] {x, (long) y};
            });
        }
    }
}
