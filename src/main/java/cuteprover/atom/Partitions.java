package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.IntFunction;

/**
 * CuTe's tensor partitioning at the layout level (tensor_impl.hpp): {@code local_tile} (inner_partition:
 * zipped_divide by the tiler, then slice the rest mode at the tile's coordinate) and {@code local_partition}
 * (outer_partition: zipped_divide by the thread layout's shape, then slice the tile mode at the thread's
 * coordinate), each with an optional projection {@code Step<_1,X,_1>} that drops modes of the tiler and the
 * coordinate (dice). Results are {@code {offset} o layout}.
 */
public final class Partitions {

    private Partitions() {
    }

    /** dice: the entries of {@code items} where the projection keeps the mode; null projection keeps all. */
    public static <T> List<T> dice(List<Boolean> projection, List<T> items, String what) {
        if (projection == null) {
            return items;
        }
        if (projection.size() != items.size()) {
            throw new CuteError("the projection has " + projection.size() + " modes but the " + what + " has " + items.size());
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (projection.get(i)) {
                out.add(items.get(i));
            }
        }
        return out;
    }

    /**
     * local_tile(tensor, tiler, coord): the tile at {@code coord}. The tiler has one entry per mode of the tensor (a
     * shape tiler's entries are integer tilers, {@link Tile#ofShape}: a tuple entry tiles its mode's sub-modes, so the
     * tile keeps the mode's nesting), or is one integer tiler ({@code Tile.Of}) that divides the whole tensor, as CuTe's
     * zipped_divide by an integer. The coordinate's entries index the modes of tiles, which it may leave out at the end;
     * they may be {@code _} (the mode of tiles is kept) and symbolic.
     */
    public static Slicing.Sliced localTile(Layout tensor, Tile tiler, List<Slicing.Spec> coord, Decider d) {
        return innerPartition(tensor, tiler, restModes -> {
            if (coord.size() > restModes) {
                throw new CuteError("local_tile: the coordinate has " + coord.size() + " modes but there are " + restModes + " modes of tiles");
            }
            List<Slicing.Spec> outer = new ArrayList<>(coord);
            while (outer.size() < restModes) {
                outer.add(Slicing.Free.FREE);
            }
            return new Slicing.Nested(outer);
        }, d);
    }

    /**
     * local_tile with a coordinate that is no tuple ({@code local_tile(t, (32,16), 5)}): CuTe indexes the whole mode of
     * tiles with it, colexicographically, or keeps that mode whole for {@code _}.
     */
    public static Slicing.Sliced localTileAtIndex(Layout tensor, Tile tiler, Slicing.Spec index, Decider d) {
        return innerPartition(tensor, tiler, restModes -> index, d);
    }

    /**
     * CuTe's inner_partition: zipped_divide by the tiler, then {@code tiled(repeat<R0>(_), rest)}, where repeat of one
     * {@code _} is that {@code _} (a tile of one mode stays one mode: (32) keeps its parentheses).
     */
    private static Slicing.Sliced innerPartition(Layout tensor, Tile tiler, IntFunction<Slicing.Spec> rest, Decider d) {
        if (tiler instanceof Tile.Modes m && m.modes().size() > tensor.rank()) {
            throw new CuteError("local_tile: the tiler has " + m.modes().size() + " modes but the tensor " + tensor + " has rank " + tensor.rank());
        }
        Layout tiled = TileAlgebra.zippedDivide(tensor, tiler, d);
        int tileModes = tiled.mode(0).rank();
        Slicing.Spec tile = tileModes == 1 ? Slicing.Free.FREE : new Slicing.Nested(Collections.nCopies(tileModes, Slicing.Free.FREE));
        return Slicing.sliceAndOffset(tiled, new Slicing.Nested(List.of(tile, rest.apply(tiled.mode(1).rank()))), d);
    }

    /** local_partition(tensor, thr_layout, index): thread {@code index}'s elements, threads laid out by thr_layout. */
    public static Slicing.Sliced localPartition(Layout tensor, Layout threads, long index, Decider d) {
        return localPartition(tensor, threads, SymInt.of(index), d);
    }

    /** local_partition for a thread index that may be symbolic: the offset is a term in it. */
    public static Slicing.Sliced localPartition(Layout tensor, Layout threads, SymInt index, Decider d) {
        return localPartition(tensor, threads, threads, index, d);
    }

    /**
     * local_partition with a projection ({@code Step<_1,X,_1>}): CuTe partitions by the diced thread layout
     * {@code threads} but reads the index unchanged through its strides (get_flat_coord), so the index ranges
     * over the whole thread layout {@code undiced}, not over the diced one's size.
     */
    public static Slicing.Sliced localPartition(Layout tensor, Layout undiced, Layout threads, SymInt index, Decider d) {
        if (!threads.isStatic() || !undiced.isStatic()) {
            throw new CuteError("local_partition: the thread layout " + undiced + " must be static");
        }
        d.require(Requirement.below(index, undiced.size(),
                (v, lo, hi) -> "local_partition: thread " + v + " is outside the thread layout's " + hi + " threads"));
        // CuTe tiles by product_each(shape(threads)): one integer tiler per mode of the thread layout
        List<Tile> modes = new ArrayList<>();
        for (int i = 0; i < threads.rank(); i++) {
            modes.add(Tile.ofShape(TileAlgebra.modeOf(threads, i).size()));
        }
        if (threads.rank() > tensor.rank()) {
            throw new CuteError("local_partition: the thread layout " + threads + " has rank " + threads.rank() + " but the tensor " + tensor
                    + " has rank " + tensor.rank());
        }
        Layout tiled = TileAlgebra.zippedDivide(tensor, new Tile.Modes(modes), d);
        List<Slicing.Spec> first = new ArrayList<>();
        for (SymInt c : flatCoord(threads, index)) {
            first.add(new Slicing.Fixed(c));
        }
        // CuTe's outer_partition keeps the rest with repeat<R1>(_), one _ for R1 = 1: a rest of one mode keeps its parentheses
        int restModes = tiled.mode(1).rank();
        Slicing.Spec rest = restModes == 1 ? Slicing.Free.FREE : new Slicing.Nested(Collections.nCopies(restModes, Slicing.Free.FREE));
        return Slicing.sliceAndOffset(tiled, new Slicing.Nested(List.of(new Slicing.Nested(first), rest)), d);
    }

    /**
     * Layout::get_flat_coord(idx): the coordinate of {@code idx} read through the strides (idx2crd with the
     * layout's strides: {@code (idx / d) % s}, 0 for size-1 modes), one index per top-level mode.
     */
    public static long[] flatCoord(Layout l, long idx) {
        SymInt[] c = flatCoord(l, SymInt.of(idx));
        long[] out = new long[c.length];
        for (int i = 0; i < c.length; i++) {
            out[i] = c[i].value();
        }
        return out;
    }

    /** get_flat_coord for a thread index that may be symbolic (a {@code param tid}): div/mod terms. */
    public static SymInt[] flatCoord(Layout l, SymInt idx) {
        int rank = l.shape().isLeaf() ? 1 : l.rank();
        SymInt[] out = new SymInt[rank];
        for (int i = 0; i < rank; i++) {
            Layout mode = TileAlgebra.modeOf(l, i);
            SymInt index = SymInt.ZERO;
            long weight = 1;
            List<IntTuple> shapes = mode.shape().leaves();
            List<IntTuple> strides = mode.stride().leaves();
            for (int j = 0; j < shapes.size(); j++) {
                long s = ((SymInt) shapes.get(j)).value();
                if (!(strides.get(j) instanceof SymInt dd) || !dd.isConst()) {
                    throw new CuteError("a thread layout needs integer strides, got " + l);
                }
                SymInt c = s == 1 || dd.value() == 0 ? SymInt.ZERO : SymInt.mod(SymInt.div(idx, SymInt.of(dd.value())), SymInt.of(s));
                index = SymInt.add(index, SymInt.mul(c, SymInt.of(weight)));
                weight *= s;
            }
            out[i] = index;
        }
        return out;
    }
}
