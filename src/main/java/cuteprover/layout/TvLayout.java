package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.List;

/**
 * Thread-value layouts: a TV layout maps (thread, value) to a coordinate of a data tile, so that
 * thread t owns the elements {@code TV(t, v)} for every value index v. Partitioning a tile by a TV
 * layout composes the data layout with TV and slices the result at the thread:
 * {@code partition(data, TV, t) = slice(data o TV, (t, _))}, an offset and a layout of the thread's
 * values (Cecka section 3.3.4, Table 4; CuTe's {@code composition(tensor, tv)(tid, _)}).
 *
 * <p>A TV layout is built from a thread layout and a value layout, both maps from tile coordinates
 * (m,n) to an index, as CuTe's {@code make_tiled_copy} (and the CuTe DSL's {@code make_layout_tv})
 * do: the raked product {@code MN = raked_product(thr, val)} maps a tile coordinate to
 * {@code thr_idx + size(thr) * val_idx}; its right inverse, reshaped to {@code (size(thr), size(val))},
 * is the TV layout; the tile is {@code product_each(shape(MN))}.
 */
public final class TvLayout {

    private TvLayout() {
    }

    /**
     * CuTe's TV layout of a thread layout and a value layout:
     * {@code right_inverse(raked_product(thr, val)).with_shape(size(thr), size(val))}. Checked by
     * enumeration: {@code MN(TV(t, v)) = t + size(thr) * v} for every thread t and value v.
     */
    public static Layout makeLayoutTv(Layout thr, Layout val, Decider d) {
        Layout mn = BlockedProducts.rakedProduct(thr, val, d);
        Layout inverse = Inverse.rightInverse(mn, d);
        Layout tv = Composition.compose(inverse, Layout.compact(IntTuple.of(thr.size(), val.size())), d);
        if (thr.isStatic() && val.isStatic() && mn.hasIntegerStrides()) {
            requireInverse(mn, tv, thr.size().value());
        }
        return tv;
    }

    /** The tile that a TV layout of {@code thr} and {@code val} covers: product_each(shape(raked_product(thr, val))). */
    public static IntTuple tiler(Layout thr, Layout val, Decider d) {
        Layout mn = BlockedProducts.rakedProduct(thr, val, d);
        if (mn.shape().isLeaf()) {
            return mn.size();
        }
        List<IntTuple> sizes = new ArrayList<>();
        for (Layout mode : mn.modes()) {
            sizes.add(mode.size());
        }
        return new Tuple(sizes);
    }

    private static void requireInverse(Layout mn, Layout tv, long threads) {
        FlatLayout m = FlatLayout.of(mn);
        long[] tile = FlatLayout.of(tv).table();
        for (int k = 0; k < tile.length; k++) {
            long owner = tile[k] < 0 ? -1 : m.offset(tile[k]);
            if (tile[k] < 0 || tile[k] >= m.size() || owner != k) {
                throw new CuteError("make_layout_tv is wrong: thread " + (k % threads) + " value " + (k / threads) + " gets tile element "
                        + tile[k] + " but the thread and value layouts give that element to " + (tile[k] < 0 || tile[k] >= m.size()
                        ? "nobody (outside the tile of " + m.size() + ")" : "thread " + (owner % threads) + " value " + (owner / threads)));
            }
        }
    }

    /**
     * The values of one thread: {@code {offset} o V} with {@code offset + V(v) = data(TV(t, v))}
     * for every value index v. The composition is checked by {@link Composition}, the slice by
     * {@link Slicing}, and the whole equation once more here by enumeration.
     */
    public static Slicing.Sliced partition(Layout data, Layout tv, IntTuple thread, Decider d) {
        requireTvShape(tv);
        Layout composed = Composition.compose(data, tv, d);
        Slicing.Sliced part = Slicing.sliceAndOffset(composed, threadSpec(thread), d);
        if (data.isStatic() && data.hasIntegerStrides() && tv.isStatic() && thread instanceof SymInt t && t.isConst()) {
            requirePartition(data, tv, t.value(), part);
        }
        return part;
    }

    /** Partitioning of a composed data layout {@code A o O o B}: CuTe composes B with TV and keeps A and O. */
    public static Slicing.Sliced partition(ComposedLayout data, Layout tv, IntTuple thread, Decider d) {
        requireTvShape(tv);
        Layout inner = Composition.compose(data.inner(), tv, d);
        return Slicing.sliceAndOffset(data.withInner(data.offset(), inner), threadSpec(thread), d);
    }

    private static Slicing.Spec threadSpec(IntTuple thread) {
        return new Slicing.Nested(List.of(new Slicing.Fixed(thread), Slicing.Free.FREE));
    }

    private static void requireTvShape(Layout tv) {
        if (tv.rank() != 2) {
            throw new CuteError("a TV layout has two modes (thread, value), but " + tv + " has rank " + tv.rank());
        }
    }

    /** offset + V(v) = data(TV(t, v)) for every value v, evaluated without composition or slicing. */
    private static void requirePartition(Layout data, Layout tv, long thread, Slicing.Sliced part) {
        Layout values = (Layout) part.layout();
        long count = values.size().value();
        for (long v = 0; v < count; v++) {
            IntTuple tileCoord = Coordinates.crd2offset(IntTuple.of(SymInt.of(thread), SymInt.of(v)), tv.shape(), tv.stride());
            IntTuple expected = Coordinates.crd2offset(tileCoord, data.shape(), data.stride());
            IntTuple got = Offsets.add(part.offset(), Coordinates.crd2offset(SymInt.of(v), values.shape(), values.stride()));
            boolean same = expected instanceof SymInt || got instanceof SymInt ? expected.equals(got)
                    : normal(expected).equals(normal(got));
            if (!same) {
                throw new CuteError("partition is wrong: thread " + thread + " value " + v + " gets " + TupleFormat.format(got)
                        + " but data(TV(" + thread + "," + v + ")) = " + TupleFormat.format(expected));
            }
        }
    }

    /** Offsets compare as coordinates when they are scaled-basis sums (0 + 3@1 equals (0,3)). */
    private static IntTuple normal(IntTuple offset) {
        return Offsets.add(IntTuple.of(SymInt.ZERO), offset);
    }
}
