package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;

import java.util.List;

/**
 * Thread-value layouts: a TV layout maps (thread, value) to a coordinate of a data tile, so that
 * thread t owns the elements {@code TV(t, v)} for every value index v. Partitioning a tile by a TV
 * layout composes the data layout with TV and slices the result at the thread:
 * {@code partition(data, TV, t) = slice(data o TV, (t, _))}, an offset and a layout of the thread's
 * values (Cecka section 3.3.4, Table 4; CuTe's {@code composition(tensor, tv)(tid, _)}).
 */
public final class TvLayout {

    private TvLayout() {
    }

    /**
     * The values of one thread: {@code {offset} o V} with {@code offset + V(v) = data(TV(t, v))}
     * for every value index v. The composition is checked by {@link Composition}, the slice by
     * {@link Slicing}, and the whole equation once more here by enumeration.
     */
    public static Slicing.Sliced partition(Layout data, Layout tv, IntTuple thread, Decider d) {
        requireTvShape(tv);
        Layout composed = Composition.compose(data, tv, d);
        Slicing.Sliced part = Slicing.sliceAndOffset(composed, threadSpec(thread));
        if (data.isStatic() && data.hasIntegerStrides() && tv.isStatic() && thread instanceof SymInt t && t.isConst()) {
            requirePartition(data, tv, t.value(), part);
        }
        return part;
    }

    /** Partitioning of a composed data layout {@code A o O o B}: CuTe composes B with TV and keeps A and O. */
    public static Slicing.Sliced partition(ComposedLayout data, Layout tv, IntTuple thread, Decider d) {
        requireTvShape(tv);
        Layout inner = Composition.compose(data.inner(), tv, d);
        return Slicing.sliceAndOffset(data.withInner(data.offset(), inner), threadSpec(thread));
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
