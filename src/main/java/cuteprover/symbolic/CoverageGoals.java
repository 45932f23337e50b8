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

    static void register() {
        Goals.register("covers", 2, (scope, c, args) -> goal(scope, c, args, true));
        Goals.register("covers_at_least_once", 2, (scope, c, args) -> goal(scope, c, args, false));
    }

    private static Goal goal(Scope scope, Expr.Call c, List<Object> args, boolean exactlyOnce) {
        IntTuple shape = shapeOf(c, args);
        Expr tvExpr = c.args().get(0);
        Expr sExpr = c.args().get(1);
        if (args.get(0) instanceof cuteprover.layout.ComposedLayout) {
            return composed(c, args, shape, exactlyOnce);
        }
        Layout tv = Goals.layout(c, args, 0);
        boolean basis = !tv.hasIntegerStrides();
        Layout cells = basis ? cellIndex(tv, shape, c) : tv;
        SymInt n = Tuples.product(shape);
        java.util.function.Function<World, Layout> concreteCells = w -> {
            Layout l = w.layout(tvExpr);
            return l.hasIntegerStrides() ? l : cellIndex(l, w.tuple(sExpr), c);
        };
        List<Check> checks = new ArrayList<>();
        if (exactlyOnce) {
            checks.add(new LayoutChecks.IntegerRelation("size(TV) == size(S)", LayoutChecks.IntegerRelation.Relation.EQUAL, tv.size(), n,
                    w -> new long[] {World.size(w.layout(tvExpr)), Tuples.product(w.tuple(sExpr)).value()}));
        }
        if (basis) {
            List<IntTuple> modes = modes(shape);
            for (int m = 0; m < modes.size(); m++) {
                int k = m;
                checks.add(new LayoutChecks.Range(w -> component(w.layout(tvExpr), k, c), component(tv, m, c),
                        Tuples.product(modes.get(m)), w -> Tuples.product(modes(w.tuple(sExpr)).get(k)).value()));
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

    /** A composed TV layout {@code Sw o O o L} (integer values): exactly-once coverage through its exact function. */
    private static Goal composed(Expr.Call c, List<Object> args, IntTuple shape, boolean exactlyOnce) {
        if (!exactlyOnce) {
            throw Goals.argError(c, 0, "covers_at_least_once of a composed layout is not supported; a swizzle is a bijection,"
                    + " so ask it of the inner layout");
        }
        LayoutFn tv = Goals.integerFunction(c, args, 0);
        SymInt cells = Tuples.product(shape);
        Expr tvExpr = c.args().get(0);
        Expr sExpr = c.args().get(1);
        return Goal.of(Goals.text(c, args), List.of(
                new LayoutChecks.IntegerRelation("size(TV) == size(S)", LayoutChecks.IntegerRelation.Relation.EQUAL, tv.size(), cells,
                        w -> new long[] {World.size(w.function(tvExpr).inner()), Tuples.product(w.tuple(sExpr)).value()}),
                new LayoutChecks.Injective(tvExpr, tv),
                new LayoutChecks.Range(tvExpr, tv, cells, w -> Tuples.product(w.tuple(sExpr)).value())));
    }

    private static IntTuple shapeOf(Expr.Call c, List<Object> args) {
        Object s = args.get(1);
        if (s instanceof IntTuple t && !(s instanceof ScaledBasis)) {
            return t;
        }
        if (s instanceof Layout l) {
            return l.shape();
        }
        throw Goals.argError(c, 1, "expected a shape but got " + Values.describe(s));
    }

    private static List<IntTuple> modes(IntTuple shape) {
        return shape.isLeaf() ? List.of(shape) : ((Tuple) shape).elements();
    }

    /** TV read as the colexicographic cell index of its coordinates in S. */
    static Layout cellIndex(Layout tv, IntTuple shape, Expr.Call c) {
        List<IntTuple> modes = modes(shape);
        List<SymInt> before = new ArrayList<>();
        SymInt running = SymInt.ONE;
        for (IntTuple m : modes) {
            before.add(running);
            running = SymInt.mul(running, Tuples.product(m));
        }
        return new Layout(tv.shape(), map(tv.stride(), leaf -> {
            ScaledBasis b = basis(leaf, modes.size(), tv, c);
            return SymInt.mul(b.coeff(), before.get(b.mode()));
        }));
    }

    /** Component m of TV's coordinates as an integer layout. */
    static Layout component(Layout tv, int m, Expr.Call c) {
        int rank = tv.hasIntegerStrides() ? 1 : Integer.MAX_VALUE;
        return new Layout(tv.shape(), map(tv.stride(), leaf -> {
            ScaledBasis b = basis(leaf, rank, tv, c);
            return b.mode() == m ? b.coeff() : SymInt.ZERO;
        }));
    }

    private static ScaledBasis basis(IntTuple leaf, int rank, Layout tv, Expr.Call c) {
        if (leaf instanceof ScaledBasis b) {
            if (b.mode() >= rank) {
                throw Goals.argError(c, 0, "the stride " + b + " of " + tv + " names mode " + b.mode()
                        + " but the tile has " + rank + " mode(s)");
            }
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
}
