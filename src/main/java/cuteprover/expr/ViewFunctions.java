package cuteprover.expr;

import cuteprover.layout.ComposedLayout;
import cuteprover.layout.LayoutInference;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.Tuples;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

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
        t.register("infer", 1, MAX_TABLE, "infer(f0,f1,...) or infer((f0,f1,...)) or infer((f0,...),shape)", ViewFunctions::infer);
    }

    /** {@code eval(Sw<3,4,3>, 392)} and {@code eval(Sw<3,4,3> o 0 o (8,64):(64,1), 70)} or {@code ..., (6,8))}. */
    static Object evaluate(Args a) {
        IntTuple coord = a.tuple(1);
        if (coord instanceof SymInt idx && idx.isConst() && idx.value() < 0 && a.value(0) instanceof ComposedLayout) {
            throw a.error(1, "index " + idx + " is negative");
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
