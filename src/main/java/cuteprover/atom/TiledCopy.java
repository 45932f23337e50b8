package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Coalesce;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.layout.Slicing;
import cuteprover.layout.TvLayout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's TiledCopy (atom/copy_atom.hpp): a copy atom, a thread-value layout of the whole tile
 * ({@code TiledLayout_TV}: (thread, value) -> tile index) and the tile ({@code Tiler_MN}). The source and
 * destination views follow CuTe's tile2thrfrg: the tiled TV layout is divided into atoms, each atom's
 * reference (thread, value) is mapped to the source or destination (thread, value) by
 * {@code right_inverse(ValLayoutRef) o ValLayoutSrc}, and the thread modes are zipped together.
 * The tiler is CuTe's {@code Tiler_MN}: usually a shape (each mode a compact layout); {@code make_tmem_copy}
 * gives one layout per mode ({@code tilerLayouts}, null otherwise), and {@code tiler} is then their shapes.
 */
public record TiledCopy(CopyAtom atom, Layout layoutTv, IntTuple tiler, List<Layout> tilerLayouts, boolean threadsByMode) {

    public TiledCopy {
        tilerLayouts = tilerLayouts == null ? null : List.copyOf(tilerLayouts);
    }

    public TiledCopy(CopyAtom atom, Layout layoutTv, IntTuple tiler) {
        this(atom, layoutTv, tiler, null, false);
    }

    /**
     * The same copy with its thread and value modes composed onto a tile separately, as CuTe composes a TMA copy's
     * (CTA, value) layout: CTA t's values are the tile from the start of its slice, A(T(t)) + A(V(v)), which runs past
     * the tile for t > 0 (a multicast TMA instruction reads only its start), where the whole composition A(T(t) + V(v))
     * would wrap into the tile's next column.
     */
    public TiledCopy withThreadsByMode() {
        return new TiledCopy(atom, layoutTv, tiler, tilerLayouts, true);
    }

    /** make_tiled_copy(atom, thr, val): TV = right_inverse(raked_product(thr, val)) at (size(thr), size(val)). */
    public static TiledCopy make(CopyAtom atom, Layout thr, Layout val, Decider d) {
        return of(atom, TvLayout.makeLayoutTv(thr, val, d), TvLayout.tiler(thr, val, d));
    }

    /** make_tiled_copy_impl, with CuTe's static checks on the atom's thread and value counts. */
    public static TiledCopy of(CopyAtom atom, Layout layoutTv, IntTuple tiler) {
        return of(atom, layoutTv, tiler, null);
    }

    /** make_tiled_copy_impl with a tiler of one layout per mode (their shapes are {@code tiler}). */
    public static TiledCopy of(CopyAtom atom, Layout layoutTv, IntTuple tiler, List<Layout> tilerLayouts) {
        if (layoutTv.rank() != 2 || layoutTv.shape().isLeaf()) {
            throw new CuteError("a TiledCopy's TV layout has two modes (thread, value), got " + layoutTv);
        }
        SymInt threads = layoutTv.mode(0).size();
        SymInt values = layoutTv.mode(1).size();
        SymInt atomThreads = atom.ref().mode(0).size();
        SymInt atomValues = atom.ref().mode(1).size();
        if (threads.isConst() && threads.value() % atomThreads.value() != 0) {
            throw new CuteError("TiledCopy uses too few threads for the copy atom: " + threads + " is not a multiple of the atom's "
                    + atomThreads + " (" + atom.name() + ")");
        }
        if (values.isConst() && values.value() % atomValues.value() != 0) {
            throw new CuteError("TiledCopy uses too few values for the copy atom: " + values + " per thread is not a multiple of the atom's "
                    + atomValues + " (" + atom.name() + ")");
        }
        return new TiledCopy(atom, layoutTv, tiler, tilerLayouts, false);
    }

    /** Tiler_MN as tidfrg_S/D's zipped_divide reads it: a shape is a tuple of integer tilers ({@link Tile#ofShape}). */
    private Tile tilerTile() {
        if (tilerLayouts != null) {
            return new Tile.Modes(tilerLayouts.stream().map(Tile::of).toList());
        }
        if (tiler.isLeaf()) {
            return Tile.modes(Tile.ofShape(tiler));
        }
        return Tile.ofShape(tiler);
    }

    /** right_inverse(ValLayoutRef) o ValLayoutSrc (or Dst): the atom's reference (thr, val) to the side's (thr, val). */
    private Layout refToSide(boolean source, Decider d) {
        return Composition.compose(Inverse.rightInverse(atom.ref(), d), source ? atom.src() : atom.dst(), d);
    }

    /** tile2thrfrg: ((thr, val), rest...) of a tile-shaped tensor to (thr, val, rest). */
    private Layout tileToThreadFragments(Layout tensor, Layout refToTarget, Decider d) {
        Tile atomShape = Tile.modes(Tile.of(Layout.compact(atom.ref().mode(0).size())), Tile.of(Layout.compact(atom.ref().mode(1).size())));
        Layout atomTv = TileAlgebra.zippedDivide(layoutTv, atomShape, d);
        Layout target = TileAlgebra.compose(atomTv, Tile.modes(Tile.of(refToTarget), Tile.KEEP), d);
        Layout zipped = Layout.concat(List.of(
                Layout.concat(List.of(target.mode(0).mode(0), target.mode(1).mode(0))),
                Layout.concat(List.of(target.mode(0).mode(1), target.mode(1).mode(1)))));
        Layout thrVal = Coalesce.coalesce(zipped, IntTuple.of(SymInt.ONE, IntTuple.of(SymInt.ONE, SymInt.ONE)), d);
        Layout tv = threadsByMode
                ? Layout.concat(List.of(Layout.concat(List.of(Composition.compose(tensor.mode(0), thrVal.mode(0), d),
                        Composition.compose(tensor.mode(0), thrVal.mode(1), d))), tensor.mode(1)))
                : TileAlgebra.compose(tensor, Tile.modes(Tile.of(thrVal), Tile.KEEP), d);
        List<Layout> out = new ArrayList<>(List.of(tv.mode(0).mode(0), tv.mode(0).mode(1)));
        out.add(tv.mode(1));
        return Layout.concat(out);
    }

    /** get_layoutS_TV / get_layoutD_TV: (thread, value) -> tile index on the source or destination side. */
    public Layout sideTv(boolean source, Decider d) {
        Layout ref = Layout.compact(IntTuple.of(tiler, SymInt.ONE));
        Layout frg = tileToThreadFragments(ref, refToSide(source, d), d);
        Slicing.Spec spec = new Slicing.Nested(List.of(Slicing.Free.FREE, Slicing.Free.FREE, new Slicing.Fixed(SymInt.ZERO)));
        return (Layout) Slicing.sliceAndOffset(frg, spec, d).layout();
    }

    /**
     * TiledCopy::tidfrg_S / tidfrg_D: every thread's fragments of a tensor at once, (thread, (FrgV, FrgX),
     * (RestM, RestN, ...)); partition_S/D is its slice at one thread.
     */
    public Layout threadFragments(boolean source, Layout tensor, Decider d) {
        return tileToThreadFragments(TileAlgebra.zippedDivide(tensor, tilerTile(), d), refToSide(source, d), d);
    }

    /** ThrCopy::partition_S / partition_D: thread {@code thread}'s (CPY, CPY_M, CPY_N, ...) of a tensor. */
    public Slicing.Sliced partition(boolean source, Layout tensor, long thread, Decider d) {
        return partition(source, tensor, SymInt.of(thread), d);
    }

    /** partition_S / partition_D for a thread index that may be symbolic: the offset is a term in it. */
    public Slicing.Sliced partition(boolean source, Layout tensor, SymInt thread, Decider d) {
        SymInt threads = layoutTv.mode(0).size();
        d.require(Requirement.below(thread, threads,
                (v, lo, hi) -> "partition_" + (source ? "S" : "D") + ": thread " + v + " is outside the TiledCopy's " + hi + " threads"));
        Layout divided = TileAlgebra.zippedDivide(tensor, tilerTile(), d);
        Layout frg = tileToThreadFragments(divided, refToSide(source, d), d);
        List<Slicing.Spec> rest = new ArrayList<>();
        for (int i = 0; i < tensor.rank(); i++) {
            rest.add(Slicing.Free.FREE);
        }
        // CuTe slices the rest with repeat<rank(tensor)>(_), which for a rank-1 tensor is one _, not (_): the rest
        // mode stays a tuple, ((1,1),(2)) for a 1-D copy, where a rank-2 tensor's rest modes are spliced in
        Slicing.Spec restSpec = rest.size() == 1 ? Slicing.Free.FREE : new Slicing.Nested(rest);
        Slicing.Spec spec = new Slicing.Nested(List.of(new Slicing.Fixed(thread), Slicing.Free.FREE, restSpec));
        return Slicing.sliceAndOffset(frg, spec, d);
    }

    @Override
    public String toString() {
        String t = tilerLayouts != null ? tilerLayouts.toString().replace(" ", "")
                : tiler instanceof Tuple ? cuteprover.tuple.TupleFormat.format(tiler) : tiler.toString();
        return "TiledCopy(" + atom.name() + ", Tiler_MN=" + t + ", TiledLayout_TV=" + layoutTv + ")";
    }
}
