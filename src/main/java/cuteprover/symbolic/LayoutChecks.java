package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntSort;
import cuteprover.expr.Expr;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.function.Function;

/** The checks about one or two layouts: injectivity, range, equality of functions, sizes. */
final class LayoutChecks {

    private LayoutChecks() {
    }

    /** A layout whose static form (after the assumptions' substitution) fits the enumeration limit, else null. */
    static FlatLayout enumerable(Scope scope, Layout l) {
        return enumerable(scope, l, scope.options.enumerationLimit());
    }

    /** As {@link #enumerable(Scope, Layout)} with an explicit size limit. */
    static FlatLayout enumerable(Scope scope, Layout l, long limit) {
        Layout s = scope.substituted(l);
        if (!s.isStatic() || !s.hasIntegerStrides()) {
            return null;
        }
        try {
            FlatLayout f = FlatLayout.of(s);
            return f.size() <= limit ? f : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** ∃ x ≠ y in the domain with L(x) = L(y). */
    static final class Injective implements Check {
        private final Function<World, LayoutFn> concrete;
        private final LayoutFn layout;

        Injective(Expr arg, LayoutFn layout) {
            this.concrete = w -> w.function(arg);
            this.layout = layout;
        }

        /** For a derived layout: concrete recomputes it in the counterexample's world. */
        Injective(Function<World, Layout> concrete, Layout layout) {
            this.concrete = w -> LayoutFn.of(concrete.apply(w));
            this.layout = LayoutFn.of(layout);
        }

        @Override
        public String description() {
            return "injective: L(x) != L(y) for x != y, L = " + layout;
        }

        @Override
        public List<String> coordinateNames() {
            return List.of("x", "y");
        }

        @Override
        public Encoded encode(Scope scope) {
            LayoutEncoding e = new LayoutEncoding(layout.injectivityCore());
            LayoutEncoding.Point x = e.point(scope.enc, "x", false);
            LayoutEncoding.Point y = e.point(scope.enc, "y", false);
            Context ctx = scope.enc.ctx();
            BoolExpr cex = ctx.mkAnd(x.domain(), y.domain(), LayoutEncoding.differ(scope.enc, x, y),
                    LayoutEncoding.same(scope.enc, e.offset(scope.enc, x), e.offset(scope.enc, y)));
            return new Encoded(cex, List.of(x.index(), y.index()));
        }

        @Override
        public List<Long> normalize(List<Long> c) {
            return List.of(Math.min(c.get(0), c.get(1)), Math.max(c.get(0), c.get(1)));
        }

        /** The ordered-stride certificates of the layout whose injectivity this function's is (L for Sw o O o L). */
        @Override
        public String certify(Scope scope) {
            LayoutFn core = layout.injectivityCore();
            if (core.isComposed() || !core.hasIntegerStrides()) {
                return null;
            }
            Layout l = scope.substituted(core.inner());
            if (Certificate.bijectiveChain(l) != null) {
                return Certificate.CHAIN;
            }
            return Certificate.injectiveSpread(scope, l) ? Certificate.SPREAD : null;
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            LayoutFn l = concrete.apply(w);
            long x = Math.min(c.get(0), c.get(1));
            long y = Math.max(c.get(0), c.get(1));
            long size = World.size(l.inner());
            if (x < 0 || y >= size || x == y) {
                return new Outcome(false, "?", "?");
            }
            IntTuple lx = l.at(c.get(0));
            IntTuple ly = l.at(c.get(1));
            return new Outcome(lx.equals(ly), World.format(lx), World.format(ly));
        }

        @Override
        public Outcome recheckExact(java.util.Map<String, Long> variables, List<Long> c) {
            if (layout.composed() != null) {
                return null;
            }
            java.math.BigInteger[] x = ExactArithmetic.sizeAndOffset(layout.inner(), variables, Math.min(c.get(0), c.get(1)));
            java.math.BigInteger[] y = ExactArithmetic.sizeAndOffset(layout.inner(), variables, Math.max(c.get(0), c.get(1)));
            if (x == null || y == null || c.get(0).equals(c.get(1)) || Math.min(c.get(0), c.get(1)) < 0
                    || java.math.BigInteger.valueOf(Math.max(c.get(0), c.get(1))).compareTo(x[0]) >= 0) {
                return new Outcome(false, "?", "?");
            }
            return new Outcome(x[1].equals(y[1]), x[1].toString(), y[1].toString());
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            long[] table = layout.table(scope, scope.options.enumerationLimit());
            if (table == null) {
                return Enumerated.NOT_APPLICABLE;
            }
            long[] collision = firstCollision(table);
            return collision == null ? Enumerated.HOLDS : Enumerated.found(collision[0], collision[1]);
        }
    }

    /** The smallest y such that some x < y has the same offset, with that x; null when injective. */
    static long[] firstCollision(long[] table) {
        if (table.length < 2) {
            return null;
        }
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (long v : table) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        long range = max - min + 1;
        if (range > 0 && range <= (1L << 28)) {
            BitSet seen = new BitSet((int) range);
            for (int y = 0; y < table.length; y++) {
                int k = (int) (table[y] - min);
                if (seen.get(k)) {
                    return new long[] {firstIndexOf(table, table[y]), y};
                }
                seen.set(k);
            }
            return null;
        }
        long[] sorted = table.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                long x = firstIndexOf(table, sorted[i]);
                for (int y = (int) x + 1; y < table.length; y++) {
                    if (table[y] == sorted[i]) {
                        return new long[] {x, y};
                    }
                }
            }
        }
        return null;
    }

    private static long firstIndexOf(long[] table, long v) {
        for (int i = 0; i < table.length; i++) {
            if (table[i] == v) {
                return i;
            }
        }
        throw new IllegalStateException("value not in table");
    }

    /** ∃ x in the domain with L(x) outside [0, bound). */
    static final class Range implements Check {
        private final Function<World, LayoutFn> concrete;
        private final LayoutFn layout;
        private final SymInt bound;
        private final Function<World, Long> concreteBound;

        Range(Expr arg, LayoutFn layout, SymInt bound, Function<World, Long> concreteBound) {
            this.concrete = w -> w.function(arg);
            this.layout = layout;
            this.bound = bound;
            this.concreteBound = concreteBound;
        }

        Range(Function<World, Layout> concrete, Layout layout, SymInt bound, Function<World, Long> concreteBound) {
            this.concrete = w -> LayoutFn.of(concrete.apply(w));
            this.layout = LayoutFn.of(layout);
            this.bound = bound;
            this.concreteBound = concreteBound;
        }

        @Override
        public String description() {
            return "range: 0 <= L(x) < " + bound + ", L = " + layout;
        }

        @Override
        public Encoded encode(Scope scope) {
            LayoutEncoding e = new LayoutEncoding(layout);
            LayoutEncoding.Point x = e.point(scope.enc, "x", false);
            ArithExpr<IntSort> off = e.offset(scope.enc, x).scalar();
            Context ctx = scope.enc.ctx();
            BoolExpr outside = ctx.mkOr(ctx.mkLt(off, scope.enc.num(0)), ctx.mkGe(off, scope.enc.encode(bound)));
            return new Encoded(ctx.mkAnd(x.domain(), outside), List.of(x.index()));
        }

        /** L's sorted-stride chain (an image of exactly [0, size(L))), or the swizzle's block certificate. */
        @Override
        public String certify(Scope scope) {
            if (!layout.isComposed()) {
                boolean chain = layout.hasIntegerStrides() && Certificate.bijectiveChain(scope.substituted(layout.inner())) != null
                        && Premises.always(scope, new Cond.Cmp(">=", bound, layout.size()));
                return chain ? Certificate.CHAIN : null;
            }
            return SwizzleBlocks.rangeWithin(scope, layout, bound) ? SwizzleBlocks.NAME : null;
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            LayoutFn l = concrete.apply(w);
            long x = c.get(0);
            if (x < 0 || x >= World.size(l.inner())) {
                return new Outcome(false, "?", "?");
            }
            long value = ((SymInt) l.at(x)).value();
            long n = concreteBound.apply(w);
            return new Outcome(value < 0 || value >= n, Long.toString(value), Long.toString(n));
        }

        @Override
        public Outcome recheckExact(java.util.Map<String, Long> variables, List<Long> c) {
            if (layout.composed() != null || c.get(0) < 0) {
                return null;
            }
            java.math.BigInteger[] at = ExactArithmetic.sizeAndOffset(layout.inner(), variables, c.get(0));
            if (at == null || java.math.BigInteger.valueOf(c.get(0)).compareTo(at[0]) >= 0) {
                return new Outcome(false, "?", "?");
            }
            java.math.BigInteger n = ExactArithmetic.value(bound, variables);
            return new Outcome(at[1].signum() < 0 || at[1].compareTo(n) >= 0, at[1].toString(), n.toString());
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            long[] t = layout.table(scope, scope.options.enumerationLimit());
            SymInt n = bound.substitute(scope.assumptions.substitution());
            if (t == null || !n.isConst()) {
                return Enumerated.NOT_APPLICABLE;
            }
            for (int i = 0; i < t.length; i++) {
                if (t[i] < 0 || t[i] >= n.value()) {
                    return Enumerated.found((long) i);
                }
            }
            return Enumerated.HOLDS;
        }
    }

    /**
     * size(L2) >= size(L1), L1 = a and L2 = b (argA, argB: their expressions, re-evaluated in a
     * counterexample's world); the witness is x = size(L2), the first point of L1's domain outside L2's.
     */
    record DomainInside(Expr argA, LayoutFn a, Expr argB, LayoutFn b) implements Check {

        @Override
        public String description() {
            // Worded as the equation the witness breaks (L1(x) against L2(x) at x = size(L2)), so that a report names
            // the two sides L1(x) and L2(x); the sizes follow the " for ".
            return "L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = " + b.size()
                    + " and size(L1) = " + a.size();
        }

        @Override
        public Encoded encode(Scope scope) {
            var ctx = scope.enc.ctx();
            var sb = scope.enc.encode(b.size());
            return new Encoded(ctx.mkLt(sb, scope.enc.encode(a.size())), List.of(sb));
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            LayoutFn la = w.function(argA);
            long sa = World.size(la.inner());
            long sb = World.size(w.function(argB).inner());
            long x = c.get(0);
            if (sb >= sa || x != sb) {
                return new Outcome(false, "?", "?");
            }
            return new Outcome(true, World.format(la.at(x)), "undefined: x is outside L2's domain [0," + sb + ")");
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            SymInt sa = a.size().substitute(scope.assumptions.substitution());
            SymInt sb = b.size().substitute(scope.assumptions.substitution());
            if (!sa.isConst() || !sb.isConst()) {
                return Enumerated.NOT_APPLICABLE;
            }
            return sb.value() >= sa.value() ? Enumerated.HOLDS : Enumerated.found(sb.value());
        }
    }

    /** ∃ x in the domain of A with A(x) != B(x) (B evaluated on its extended domain), as {@link DomainInside} names them. */
    record Equal(Expr argA, LayoutFn a, Expr argB, LayoutFn b) implements Check {

        @Override
        public String description() {
            return "equal: L1(x) == L2(x) for x in the domain of L1, L1 = " + a + ", L2 = " + b;
        }

        @Override
        public Encoded encode(Scope scope) {
            LayoutEncoding ea = new LayoutEncoding(a);
            LayoutEncoding eb = new LayoutEncoding(b);
            LayoutEncoding.Point[] both = LayoutEncoding.aligned(scope.enc, ea, eb, "x");
            LayoutEncoding.Point x = both != null ? both[0] : ea.point(scope.enc, "x", false);
            LayoutEncoding.Point y = both != null ? both[1] : eb.pointAtIndex(scope.enc, "y", x.index());
            Context ctx = scope.enc.ctx();
            BoolExpr differ = ctx.mkNot(LayoutEncoding.same(scope.enc, ea.offset(scope.enc, x), eb.offset(scope.enc, y)));
            return new Encoded(ctx.mkAnd(x.domain(), y.domain(), differ), List.of(x.index()));
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            LayoutFn la = w.function(argA);
            LayoutFn lb = w.function(argB);
            long x = c.get(0);
            if (x < 0 || x >= World.size(la.inner())) {
                return new Outcome(false, "?", "?");
            }
            IntTuple va = la.at(x);
            IntTuple vb = lb.at(x);
            return new Outcome(!va.equals(vb), World.format(va), World.format(vb));
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            if (a.isComposed() || b.isComposed()) {
                return composedTablesOf(scope, a, b);
            }
            FlatLayout fa = enumerable(scope, a.inner());
            Layout sb = scope.substituted(b.inner());
            if (fa == null || !sb.isStatic() || !sb.hasIntegerStrides()) {
                return Enumerated.NOT_APPLICABLE;
            }
            FlatLayout fb;
            try {
                fb = FlatLayout.of(sb);
            } catch (RuntimeException e) {
                return Enumerated.NOT_APPLICABLE;
            }
            long[] t = fa.table();
            if (fb.size() >= t.length) {
                // A's domain inside B's: B's offsets by the odometer (a few ns an index) instead of an index decomposition each
                long[] u = new long[t.length];
                fb.offsets(u);
                int i = java.util.Arrays.mismatch(t, u);
                return i < 0 ? Enumerated.HOLDS : Enumerated.found((long) i);
            }
            for (int i = 0; i < t.length; i++) {
                long other;
                try {
                    other = offsetExact(fb, i);
                } catch (ArithmeticException e) {
                    return Enumerated.NOT_APPLICABLE;
                }
                if (t[i] != other) {
                    return Enumerated.found((long) i);
                }
            }
            return Enumerated.HOLDS;
        }
    }

    /** Equality where a side is composed: both tables over A's domain (B's extended domain is not enumerated). */
    private static Check.Enumerated composedTablesOf(Scope scope, LayoutFn a, LayoutFn b) {
        long[] ta = a.table(scope, scope.options.enumerationLimit());
        long[] tb = b.table(scope, scope.options.enumerationLimit());
        if (ta == null || tb == null || tb.length < ta.length) {
            return Check.Enumerated.NOT_APPLICABLE;
        }
        for (int i = 0; i < ta.length; i++) {
            if (ta[i] != tb[i]) {
                return Check.Enumerated.found((long) i);
            }
        }
        return Check.Enumerated.HOLDS;
    }

    /** B's offset at an index that may lie beyond B's size (overflow-checked: the last mode is unbounded there). */
    static long offsetExact(FlatLayout f, long index) {
        long off = 0;
        int last = f.rank() - 1;
        for (int i = 0; i < last; i++) {
            long s = f.shape(i);
            off = Math.addExact(off, Math.multiplyExact(index % s, f.stride(i)));
            index /= s;
        }
        return last >= 0 ? Math.addExact(off, Math.multiplyExact(index, f.stride(last))) : 0;
    }

    /**
     * A relation between two integers of the layouts, {@code left >= right} (size bounds such as
     * size(A)*size(C) >= cotarget) or {@code left == right} (size(TV) == size(S)): its counterexample
     * is a choice of the variables that violates it.
     */
    static final class IntegerRelation implements Check {

        enum Relation {
            AT_LEAST(">="), EQUAL("==");

            final String symbol;

            Relation(String symbol) {
                this.symbol = symbol;
            }

            boolean holds(long l, long r) {
                return this == AT_LEAST ? l >= r : l == r;
            }
        }

        private final String what;
        private final Relation relation;
        private final SymInt left;
        private final SymInt right;
        private final Function<World, long[]> concrete;

        IntegerRelation(String what, Relation relation, SymInt left, SymInt right, Function<World, long[]> concrete) {
            this.what = what;
            this.relation = relation;
            this.left = left;
            this.right = right;
            this.concrete = concrete;
        }

        @Override
        public String description() {
            return what + ": " + left + " " + relation.symbol + " " + right;
        }

        @Override
        public List<String> coordinateNames() {
            return List.of();
        }

        @Override
        public Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            var l = scope.enc.encode(left);
            var r = scope.enc.encode(right);
            return new Encoded(relation == Relation.AT_LEAST ? ctx.mkLt(l, r) : ctx.mkNot(ctx.mkEq(l, r)), List.of());
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            long[] v = concrete.apply(w);
            return new Outcome(!relation.holds(v[0], v[1]), Long.toString(v[0]), Long.toString(v[1]));
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            SymInt d = SymInt.sub(left, right).substitute(scope.assumptions.substitution());
            if (d.isConst()) {
                return relation.holds(d.value(), 0) ? Enumerated.HOLDS : Enumerated.found();
            }
            return Enumerated.NOT_APPLICABLE;
        }
    }
}
