package cuteprover.symbolic;

import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * Coverage of a tile S by a thread-value layout TV. {@code covers(TV,S)}: every cell of S is reached
 * exactly once (sizes agree, TV injective, every T(x) a cell). {@code covers_at_least_once(TV,S)}:
 * every T(x) is a cell and every cell is reached (repeats allowed: broadcast, replicated loads).
 *
 * <p>A cell is the colexicographic index of a coordinate of S. TV's strides are either integers (that
 * index itself) or scaled basis elements {@code c@m} (a coordinate: mode m of S moves by c, as an
 * identity layout's strides do); the latter are read as the index {@code sum c*P_m}, P_m the product of
 * the sizes of S's modes before m, with each coordinate component kept inside its mode (else two
 * different coordinates could share an index).
 */
final class CoverageGoals {

    private CoverageGoals() {
    }

    /** {@code covers(TV,S)}. */
    static Goal exactlyOnce(Scope scope, Expr.Call c, List<Object> args) {
        return goal(scope, c, args, true);
    }

    /** {@code covers_at_least_once(TV,S)}. */
    static Goal atLeastOnce(Scope scope, Expr.Call c, List<Object> args) {
        return goal(scope, c, args, false);
    }

    private static Goal goal(Scope scope, Expr.Call c, List<Object> args, boolean exactlyOnce) {
        IntTuple shape = Goals.shape(c, args, 1);
        Expr tvExpr = c.args().get(0);
        Expr sExpr = c.args().get(1);
        if (args.get(0) instanceof cuteprover.layout.ComposedLayout cl && (exactlyOnce || !periodic(scope, cl, shape))) {
            return composed(c, args, shape, exactlyOnce);
        }
        // A plain layout, or Sw o 0 o L over a tile that is whole swizzle periods (see periodic): then L itself.
        Layout tv = Goals.swizzledInner(c, args, 0);
        boolean basis = !tv.hasIntegerStrides();
        Layout cells = basis ? cellIndex(tv, shape, c) : tv;
        SymInt n = Tuples.product(shape);
        java.util.function.Function<World, Layout> concreteCells = w -> {
            Layout l = w.innerLayout(tvExpr);
            return l.hasIntegerStrides() ? l : cellIndex(l, w.tuple(sExpr), c);
        };
        List<Check> checks = new ArrayList<>();
        if (exactlyOnce) {
            checks.add(new LayoutChecks.IntegerRelation("size(TV) == size(S)", LayoutChecks.IntegerRelation.Relation.EQUAL, tv.size(), n,
                    w -> new long[] {World.size(w.layout(tvExpr)), Tuples.product(w.tuple(sExpr)).value()}));
        }
        if (basis) {
            // Each position E<m,...> the strides name keeps its coordinate inside that (sub-)mode of S.
            for (List<Integer> path : paths(tv, shape, c)) {
                checks.add(new LayoutChecks.Range(w -> component(w.innerLayout(tvExpr), path), component(tv, path),
                        Tuples.product(subShape(shape, path)), w -> Tuples.product(subShape(w.tuple(sExpr), path)).value()));
            }
        }
        if (exactlyOnce) {
            checks.add(new LayoutChecks.Injective(concreteCells, cells));
        }
        checks.add(new LayoutChecks.Range(concreteCells, cells, n, w -> Tuples.product(w.tuple(sExpr)).value()));
        if (!exactlyOnce) {
            Layout tile = new Layout(n, SymInt.ONE);
            // No left inverse as the witness finder: for a TV that repeats cells, A(A†(c)) need not be c
            // although c is reached, which would leave a spurious witness (UNKNOWN). The quantified query
            // (and enumeration for static layouts) decides it.
            checks.add(new InverseChecks.Present(cells, null, tile, w -> new Layout[] {
                concreteCells.apply(w), new Layout(Tuples.product(w.tuple(sExpr)), SymInt.ONE)}));
        }
        return Goal.of(Goals.text(c, args), checks);
    }

    /**
     * Whether {@code Sw o O o L} covers the tile exactly when L does: O is 0 and the tile is a whole
     * number of swizzle periods 2^span. A swizzle only rewrites the bits below its span from bits below
     * its span, so it permutes every aligned block of 2^span offsets; then it maps [0,n) onto itself and
     * everything else outside, and which cells are reached (and how often) does not change.
     */
    private static boolean periodic(Scope scope, cuteprover.layout.ComposedLayout cl, IntTuple shape) {
        return cl.outer() instanceof cuteprover.layout.Swizzle sw && cl.offset() instanceof SymInt o && o.isConstant(0)
                && sw.span() < 62 && scope.decider.divides(SymInt.of(1L << sw.span()), Tuples.product(shape));
    }

    /** A composed TV layout {@code Sw o O o L} (integer values): coverage through its exact function. */
    private static Goal composed(Expr.Call c, List<Object> args, IntTuple shape, boolean exactlyOnce) {
        LayoutFn tv = Goals.integerFunction(c, args, 0);
        SymInt cells = Tuples.product(shape);
        Expr tvExpr = c.args().get(0);
        Expr sExpr = c.args().get(1);
        if (!exactlyOnce) {
            return Goal.of(Goals.text(c, args), List.of(
                    new LayoutChecks.Range(tvExpr, tv, cells, w -> Tuples.product(w.tuple(sExpr)).value()),
                    new ComposedReached(tvExpr, tv, cells, sExpr)));
        }
        return Goal.of(Goals.text(c, args), List.of(
                new LayoutChecks.IntegerRelation("size(TV) == size(S)", LayoutChecks.IntegerRelation.Relation.EQUAL, tv.size(), cells,
                        w -> new long[] {World.size(w.function(tvExpr).inner()), Tuples.product(w.tuple(sExpr)).value()}),
                new LayoutChecks.Injective(tvExpr, tv),
                new LayoutChecks.Range(tvExpr, tv, cells, w -> Tuples.product(w.tuple(sExpr)).value())));
    }

    /**
     * TV read as the colexicographic cell index of its coordinates in S: a stride E<m,s,..> * c adds c
     * times the number of cells of S before that sub-mode in S's flattened (colexicographic) order.
     */
    static Layout cellIndex(Layout tv, IntTuple shape, Expr.Call c) {
        paths(tv, shape, c);
        return new Layout(tv.shape(), map(tv.stride(), leaf -> {
            ScaledBasis b = basis(leaf, tv, c);
            return SymInt.mul(b.coeff(), cellsBefore(shape, b.path()));
        }));
    }

    /** The coordinate of TV at one position of S (the strides naming exactly that position), as an integer layout. */
    static Layout component(Layout tv, List<Integer> path) {
        return new Layout(tv.shape(), map(tv.stride(), leaf -> {
            if (leaf instanceof ScaledBasis b && b.path().equals(path)) {
                return b.coeff();
            }
            return SymInt.ZERO;
        }));
    }

    /**
     * The distinct positions TV's strides name, each checked to exist in S; one position inside another
     * ({@code 1@0} beside {@code 1@1@0}) would let two coordinates share a cell index, so it is refused.
     */
    private static java.util.SortedSet<List<Integer>> paths(Layout tv, IntTuple shape, Expr.Call c) {
        java.util.SortedSet<List<Integer>> out = new java.util.TreeSet<>((x, y) -> x.toString().compareTo(y.toString()));
        for (IntTuple leaf : tv.stride().leaves()) {
            ScaledBasis b = basis(leaf, tv, c);
            if (b.coeff().isConstant(0) && !(leaf instanceof ScaledBasis)) {
                continue;
            }
            if (subShape(shape, b.path()) == null) {
                throw Goals.argError(c, 0, "the stride " + b + " of " + tv + " names position E<" + b.path().toString()
                        .replaceAll("[\\[\\] ]", "") + "> but the tile " + cuteprover.expr.Values.format(shape) + " has no such mode");
            }
            out.add(b.path());
        }
        for (List<Integer> p : out) {
            for (List<Integer> q : out) {
                if (p.size() < q.size() && q.subList(0, p.size()).equals(p)) {
                    throw Goals.argError(c, 0, tv + " mixes a stride of mode E<" + p.toString().replaceAll("[\\[\\] ]", "")
                            + "> with one of its sub-mode E<" + q.toString().replaceAll("[\\[\\] ]", "") + ">: use one level");
                }
            }
        }
        return out;
    }

    /** The sub-shape of S at a position, or null when S has no such mode (an integer S is its own mode 0). */
    static IntTuple subShape(IntTuple shape, List<Integer> path) {
        IntTuple node = shape;
        for (int level = 0; level < path.size(); level++) {
            int p = path.get(level);
            if (node.isLeaf()) {
                if (level == 0 && p == 0) {
                    continue;
                }
                return null;
            }
            if (p >= node.rank()) {
                return null;
            }
            node = node.mode(p);
        }
        return node;
    }

    /** Cells of S before the sub-mode at a position, in S's flattened colexicographic order. */
    private static SymInt cellsBefore(IntTuple shape, List<Integer> path) {
        SymInt before = SymInt.ONE;
        IntTuple node = shape;
        for (int p : path) {
            if (node.isLeaf()) {
                continue;
            }
            for (int i = 0; i < p; i++) {
                before = SymInt.mul(before, Tuples.product(node.mode(i)));
            }
            node = node.mode(p);
        }
        return before;
    }

    private static ScaledBasis basis(IntTuple leaf, Layout tv, Expr.Call c) {
        if (leaf instanceof ScaledBasis b) {
            return b;
        }
        SymInt d = (SymInt) leaf;
        if (d.isConstant(0)) {
            return new ScaledBasis(SymInt.ZERO, 0);
        }
        throw Goals.argError(c, 0, tv + " mixes the integer stride " + d + " with scaled-basis strides: write it as "
                + d + "@0 or use one kind");
    }

    private static IntTuple map(IntTuple t, java.util.function.Function<IntTuple, SymInt> f) {
        if (t instanceof Tuple tuple) {
            List<IntTuple> out = new ArrayList<>();
            for (IntTuple e : tuple.elements()) {
                out.add(map(e, f));
            }
            return new Tuple(out);
        }
        return f.apply(t);
    }

    /**
     * Every cell of the tile is a value of a composed TV {@code Sw o O o L} whose tile is not whole swizzle
     * periods (or O != 0): decided by enumeration when static; no symbolic encoding (UNKNOWN, never PROVED).
     * The witness is the first cell no value reaches.
     */
    private record ComposedReached(Expr tvExpr, LayoutFn tv, SymInt cells, Expr sExpr) implements Check {

        @Override
        public String description() {
            return "every cell of the tile is a value of " + tv;
        }

        @Override
        public List<String> coordinateNames() {
            return List.of("unreached cell");
        }

        @Override
        public Encoded encode(Scope scope) {
            throw new NotEncodable("covers_at_least_once of the swizzled layout " + tv + " has a symbolic proof only when its"
                    + " offset is 0 and the tile (" + cells + " cells) is a whole number of swizzle periods; otherwise it is"
                    + " decided by enumeration, which needs static sizes");
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            long[] t = tv.table(scope, scope.options.enumerationLimit());
            SymInt n = cells.substitute(scope.assumptions.substitution());
            if (t == null || !n.isConst() || n.value() > scope.options.enumerationLimit()) {
                return Enumerated.NOT_APPLICABLE;
            }
            java.util.BitSet reached = new java.util.BitSet();
            for (long v : t) {
                if (v >= 0 && v < n.value()) {
                    reached.set((int) v);
                }
            }
            int first = reached.nextClearBit(0);
            return first < n.value() ? Enumerated.found((long) first) : Enumerated.HOLDS;
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            LayoutFn f = w.function(tvExpr);
            long n = Tuples.product(w.tuple(sExpr)).value();
            long cell = c.get(0);
            if (cell < 0 || cell >= n) {
                return new Outcome(false, "?", "?");
            }
            long size = World.size(f.inner());
            for (long x = 0; x < size; x++) {
                if (f.at(x) instanceof SymInt v && v.isConst() && v.value() == cell) {
                    return new Outcome(false, "?", "?");
                }
            }
            return new Outcome(true, "cell " + cell + " of the tile", "reached by no value of " + size);
        }
    }
}
