package cuteprover.expr;

import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's mode selection on layouts: {@code select<I...>(L)}, {@code take<B,E>(L)}, {@code append(L, X)},
 * {@code prepend(L, X)} (the template spellings are read by the parser as trailing integer arguments), on
 * layouts and on tuples ({@code select<0,2>(cta_tiler)} of a shape, as kernels write it).
 */
final class ModeFunctions {

    private ModeFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("select", 2, 17, "select<I...>(L) or select(L, I...): the modes I of L, in that order", ModeFunctions::select);
        t.register("take", 3, 3, "take<B,E>(L) or take(L, B, E): the modes [B,E) of L", ModeFunctions::take);
        t.register("append", 2, 3, "append(L, X) or append<N>(L, X): L with the layout X as one more last mode (with N: as many"
                + " as make rank N)", a -> joined(a, false));
        t.register("prepend", 2, 3, "prepend(L, X) or prepend<N>(L, X): L with the layout X as a new first mode (with N: as many"
                + " as make rank N)", a -> joined(a, true));
    }

    private static Object select(Args a) {
        if (a.value(0) instanceof Evaluator.SliceCoord c) {
            // select<1,2,3>(mma_coord_vmnk) of a coordinate holding _ (make_coord(0, blockIdx.x, blockIdx.y, _))
            List<Object> out = new ArrayList<>();
            for (int i = 1; i < a.count(); i++) {
                out.add(c.elements().get(index(a, i, c.elements().size() - 1, c)));
            }
            return Evaluator.SliceCoord.of(out);
        }
        if (a.value(0) instanceof Tuple t) {
            List<IntTuple> out = new ArrayList<>();
            for (int i = 1; i < a.count(); i++) {
                out.add(t.mode(index(a, i, t.rank() - 1, t)));
            }
            return new Tuple(out);
        }
        Layout l = a.layout(0);
        List<Layout> modes = new ArrayList<>();
        for (int i = 1; i < a.count(); i++) {
            modes.add(mode(a, l, i));
        }
        return Layout.concat(modes);
    }

    private static Object take(Args a) {
        if (a.value(0) instanceof cuteprover.layout.ComposedLayout c) {
            // take<0,2>(SmemLayoutD{}) of a swizzled smem layout: the modes of the layout under the swizzle, as CuTe
            Layout inner = c.inner();
            int rank = inner.rank();
            int begin = index(a, 1, rank, inner);
            int end = index(a, 2, rank, inner);
            if (begin > end) {
                throw a.error(2, "take<B,E> needs B <= E, got B = " + begin + " and E = " + end);
            }
            return c.withInner(c.offset(), Layout.concat(inner.modes().subList(begin, end)));
        }
        Object of = a.value(0) instanceof Tuple t ? t : a.layout(0);
        int rank = of instanceof Tuple t ? t.rank() : ((Layout) of).rank();
        int begin = index(a, 1, rank, of);
        int end = index(a, 2, rank, of);
        if (begin > end) {
            throw a.error(2, "take<B,E> needs B <= E, got B = " + begin + " and E = " + end);
        }
        if (of instanceof Tuple t) {
            return new Tuple(t.elements().subList(begin, end));
        }
        Layout l = (Layout) of;
        List<Layout> modes = new ArrayList<>();
        for (int i = begin; i < end; i++) {
            modes.add(l.mode(i));
        }
        return Layout.concat(modes);
    }

    private static Object joined(Args a, boolean first) {
        if (a.value(0) instanceof IntTuple t && !(a.value(0) instanceof SymInt && a.count() == 2) && a.value(1) instanceof IntTuple x) {
            // a tuple (an integer is the tuple of itself with append<N>, as CuTe's make_tuple(a))
            List<IntTuple> out = new ArrayList<>(t instanceof Tuple tuple ? tuple.elements() : List.of(t));
            int copies = copies(a, out.size(), first);
            for (int i = 0; i < copies; i++) {
                out.add(first ? 0 : out.size(), x);
            }
            return new Tuple(out);
        }
        Layout l = a.layout(0);
        List<Layout> modes = new ArrayList<>();
        for (int i = 0; i < l.rank(); i++) {
            modes.add(l.mode(i));
        }
        if (!(a.value(1) instanceof Layout x)) {
            // CuTe appends an integer to a layout as a tuple element ((4,8):(1,4),_2), which is no layout
            throw a.error(1, "expected a layout to add as a mode but got " + Values.describe(a.value(1)) + " (write n:1 for a mode of size n)");
        }
        int copies = copies(a, modes.size(), first);
        for (int i = 0; i < copies; i++) {
            modes.add(first ? 0 : modes.size(), x);
        }
        return Layout.concat(modes);
    }

    /** How many X append/prepend adds: one, or with append<N> as many as make rank N (none at rank N, as CuTe). */
    private static int copies(Args a, int rank, boolean first) {
        if (a.count() == 2) {
            return 1;
        }
        long n = a.staticInt(2);
        if (n < rank) {
            throw a.error(2, (first ? "prepend" : "append") + "<" + n + "> needs a rank of at most " + n + ", but the first argument has rank " + rank);
        }
        return (int) (n - rank);
    }

    private static Layout mode(Args a, Layout l, int arg) {
        return l.mode(index(a, arg, l.rank() - 1, l));
    }

    /** Argument {@code arg} as a mode index in [0, max] of {@code of}, a layout or a tuple. */
    private static int index(Args a, int arg, int max, Object of) {
        long i = a.integer(arg).isConst() ? a.integer(arg).value() : -1;
        if (i < 0 || i > max) {
            throw a.error(arg, "mode " + a.integer(arg) + " is not in [0," + max + "] for " + Values.describe(of));
        }
        return (int) i;
    }
}
