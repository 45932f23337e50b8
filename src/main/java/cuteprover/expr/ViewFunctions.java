package cuteprover.expr;

import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.layout.LayoutInference;
import cuteprover.layout.Slicing;
import cuteprover.layout.Swizzle;
import cuteprover.layout.TvLayout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.Tuples;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * Functions that view a layout from the outside: layout inference from an offset table, swizzles
 * and composed layouts, slicing with {@code _}, thread-value layouts and partitioning.
 */
final class ViewFunctions {

    /** Entries accepted by {@code infer}: tables beyond this are refused, not enumerated. */
    static final int MAX_TABLE = 1 << 24;

    private ViewFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("slice", 2, 2, "slice(L,(2,_)) or slice((2,_),L)", a -> sliceAndOffset(a).layout());
        t.register("slice_and_offset", 2, 2, "slice_and_offset(L,(2,_)): prints {offset} o slice", ViewFunctions::sliceAndOffset);
        t.register("make_layout_tv", 2, 2, "make_layout_tv(thr,val): (thread,value) -> tile index", a -> TvLayout.makeLayoutTv(
                a.layout(0), a.layout(1), a.decider()));
        t.register("tiler_mn", 2, 2, "tiler_mn(thr,val): the tile a make_layout_tv(thr,val) covers", a -> TvLayout.tiler(
                a.layout(0), a.layout(1), a.decider()));
        t.register("partition", 3, 3, "partition(data,TV,thread): {offset} o values of the thread", ViewFunctions::partition);
        t.register("infer", 1, MAX_TABLE, "infer(f0,f1,...) or infer((f0,f1,...)) or infer((f0,...),shape)", ViewFunctions::infer);
    }

    /** {@code partition(data, TV, t)}: the thread's values, {@code slice(data o TV, (t,_))}. */
    private static Object partition(Args a) {
        Layout tv = a.layout(1);
        IntTuple thread = a.tuple(2);
        if (thread instanceof SymInt t) {
            a.require(2, Requirement.atLeast(t, SymInt.ZERO, (v, lo, hi) -> "thread " + v + " is negative"));
        }
        try {
            if (a.value(0) instanceof ComposedLayout c) {
                return TvLayout.partition(c, tv, thread, a.decider());
            }
            return TvLayout.partition(a.layout(0), tv, thread, a.decider());
        } catch (cuteprover.CuteError e) {
            if (e.getMessage().startsWith("slice")) {
                throw a.error(2, e.getMessage());
            }
            throw e;
        }
    }

    /** True when a value is a slicing coordinate: {@code _} or a tuple containing one. */
    static boolean isSliceCoord(Object v) {
        return v instanceof Evaluator.Free || v instanceof Evaluator.SliceCoord;
    }

    /** CuTe's slice_and_offset; the layout and the coordinate may come in either order. */
    private static Slicing.Sliced sliceAndOffset(Args a) {
        int layoutArg;
        if (isView(a.value(0))) {
            layoutArg = 0;
        } else if (isView(a.value(1))) {
            layoutArg = 1;
        } else {
            layoutArg = isSliceCoord(a.value(1)) ? 0 : 1;
            throw a.error(layoutArg, "expected a layout to slice but got " + Values.describe(a.value(layoutArg)));
        }
        int coordArg = 1 - layoutArg;
        Object view = a.value(layoutArg);
        Slicing.Spec spec = spec(a, coordArg, a.value(coordArg));
        try {
            return slice(view, spec, a.decider());
        } catch (cuteprover.CuteError e) {
            throw a.error(coordArg, e.getMessage());
        }
    }

    private static boolean isView(Object v) {
        return v instanceof Layout || v instanceof ComposedLayout;
    }

    static Slicing.Sliced slice(Object view, Slicing.Spec spec, cuteprover.layout.Decider d) {
        if (view instanceof ComposedLayout c) {
            return Slicing.sliceAndOffset(c, spec, d);
        }
        return Slicing.sliceAndOffset((Layout) view, spec, d);
    }

    /** Converts an evaluated coordinate ({@code _}, tuples with {@code _}, integers, tuples) into a slicing spec. */
    static Slicing.Spec spec(Args a, int arg, Object v) {
        if (v instanceof Evaluator.Free) {
            return Slicing.Free.FREE;
        }
        if (v instanceof IntTuple t) {
            return new Slicing.Fixed(t);
        }
        if (v instanceof Evaluator.SliceCoord sc) {
            List<Slicing.Spec> modes = new ArrayList<>();
            for (Object e : sc.elements()) {
                modes.add(spec(a, arg, e));
            }
            return new Slicing.Nested(modes);
        }
        throw a.error(arg, "expected a slicing coordinate such as (2,_) but got " + Values.describe(v));
    }

    /** {@code eval(Sw<3,4,3>, 392)} and {@code eval(Sw<3,4,3> o 0 o (8,64):(64,1), 70)} or {@code ..., (6,8))}. */
    static Object evaluate(Args a) {
        if (isSliceCoord(a.value(1))) {
            // CuTe: a layout called with a coordinate containing _ is sliced
            if (!(a.value(0) instanceof Layout) && !(a.value(0) instanceof ComposedLayout)) {
                throw a.error(0, "only layouts can be sliced, got " + Values.describe(a.value(0)));
            }
            try {
                return slice(a.value(0), spec(a, 1, a.value(1)), a.decider()).layout();
            } catch (cuteprover.CuteError e) {
                throw a.error(1, e.getMessage());
            }
        }
        IntTuple coord = a.tuple(1);
        if (coord instanceof SymInt idx && a.value(0) instanceof ComposedLayout) {
            a.require(1, Requirement.atLeast(idx, SymInt.ZERO, (v, lo, hi) -> "index " + v + " is negative"));
        }
        if (a.value(0) instanceof Swizzle sw) {
            if (!(coord instanceof SymInt)) {
                throw a.error(1, "a swizzle is applied to an integer offset, got " + Values.describe(coord));
            }
            return sw.apply(coord);
        }
        ComposedLayout c = (ComposedLayout) a.value(0);
        if (!coord.isLeaf() && !Tuples.weaklyCongruent(coord, c.shape())) {
            throw a.error(1, "coordinate " + Values.format(coord) + " does not match the shape " + Values.format(c.shape()));
        }
        return c.apply(coord);
    }

    /**
     * {@code infer(0,2,4,7,9,11)} is {@code (3,2):(2,7)}; {@code infer((0,9,18),3)} asks for a layout
     * of the given shape. No layout: the error names the first entry that no layout can match.
     */
    private static Object infer(Args a) {
        if (a.value(0) instanceof Tuple table) {
            long[] f = staticTable(a, 0, table.elements());
            if (a.count() > 2) {
                throw a.error(2, "infer with a table tuple takes at most a shape after it");
            }
            if (a.count() == 2) {
                IntTuple shape = a.tuple(1);
                for (IntTuple leaf : shape.leaves()) {
                    if (!(leaf instanceof SymInt s) || !s.isConst() || s.value() < 1) {
                        throw a.error(1, "expected a static shape of positive integers but got " + Values.format(shape));
                    }
                }
                return LayoutInference.explain(f, shape).orThrow();
            }
            return LayoutInference.explain(f).orThrow();
        }
        long[] f = new long[a.count()];
        for (int i = 0; i < f.length; i++) {
            f[i] = staticEntry(a, i, a.value(i));
        }
        return LayoutInference.explain(f).orThrow();
    }

    private static long[] staticTable(Args a, int arg, List<IntTuple> entries) {
        if (entries.size() > MAX_TABLE) {
            throw a.error(arg, "table of " + entries.size() + " entries is too large (limit " + MAX_TABLE + ")");
        }
        long[] f = new long[entries.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = staticEntry(a, arg, entries.get(i));
        }
        return f;
    }

    private static long staticEntry(Args a, int arg, Object v) {
        if (v instanceof SymInt s && s.isConst()) {
            return s.value();
        }
        throw a.error(arg, "layout inference needs a table of static integers, got " + Values.describe(v));
    }
}
