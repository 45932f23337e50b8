package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Filter;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.layout.Recast;
import cuteprover.layout.Slicing;
import cuteprover.layout.TiledFamily;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * The register-side helpers of CuTe's TiledCopy (atom/copy_atom.hpp): {@code retile_S}/{@code retile_D}
 * (ThrCopy, both are TiledCopy::retile) re-view a thread's register fragment (as partitioned for the MMA)
 * as the copy's (CPY, CPY_M, CPY_N, ...), and {@code make_tiled_copy_C_atom} narrows the MMA's C layout to
 * the values one copy atom moves. Both are CuTe's algorithms over the checked layout algebra.
 */
public final class Retile {

    private Retile() {
    }

    /**
     * {@code TiledCopy::retile(tensor)}: the first {@code size<0>(tensor)} values of each thread in TiledLayout_TV, gathered
     * from the tensor's other modes in the order the copy's values take them.
     */
    public static Layout retile(TiledCopy copy, Layout fragment, Decider d) {
        if (!fragment.isStatic()) {
            throw new CuteError("retile: the register fragment " + fragment + " must be static");
        }
        List<Layout> modes = fragment.shape().isLeaf() ? List.of(fragment) : fragment.modes();
        int rank = modes.size();
        SymInt v = modes.get(0).size();
        SymInt threads = copy.layoutTv().mode(0).size();
        SymInt atomValues = copy.atom().ref().mode(1).size();
        // (m,n) -> value index: the shape and order of the V values inside TiledLayout_TV
        Layout tvInverse = Inverse.rightInverse(copy.layoutTv(), d);
        Layout withShape = Composition.compose(tvInverse, Layout.compact(copy.tiler()), d);
        Layout frgMn = Recast.upcast(withShape, SymInt.mul(threads, v), d);
        Layout frgV = TiledFamily.DIVIDE.zipped(TiledFamily.PRODUCT.logical(Layout.concat(List.of(Layout.compact(v))), Inverse.rightInverse(frgMn, d), d),
                Layout.compact(atomValues), d);
        List<Layout> tiler = new ArrayList<>(List.of(Layout.compact(v)));
        List<Layout> frgModes = frgMn.shape().isLeaf() ? List.of(frgMn) : frgMn.modes();
        for (Layout m : frgModes) {
            tiler.add(Layout.compact(Tuples.product(m.shape())));
        }
        if (tiler.size() > rank) {
            throw new CuteError("retile: the fragment " + fragment + " has rank " + rank + " but the copy's tile needs " + tiler.size()
                    + " modes (values, then one per tile mode)");
        }
        List<Tile> tiles = new ArrayList<>();
        for (Layout t : tiler) {
            tiles.add(Tile.of(t));
        }
        Layout tiled = TileAlgebra.zippedDivide(fragment, new Tile.Modes(tiles), d);
        Layout composed = TileAlgebra.compose(tiled, Tile.modes(Tile.of(frgV), Tile.KEEP), d);
        List<Slicing.Spec> rest = new ArrayList<>(List.of(new Slicing.Fixed(SymInt.ZERO)));
        for (int i = 1; i < composed.mode(1).rank(); i++) {
            rest.add(Slicing.Free.FREE);
        }
        Slicing.Spec spec = new Slicing.Nested(List.of(Slicing.Free.FREE, new Slicing.Nested(rest)));
        return (Layout) Slicing.sliceAndOffset(composed, spec, d).layout();
    }

    /** make_tiled_copy_C_atom(atom, mma): the C layout truncated to the atom's values, re-tiled on the cells it touches. */
    public static TiledCopy tiledCopyCAtom(CopyAtom atom, TiledMma mma, Decider d) {
        Layout c = mma.layoutTv(TiledMma.Operand.C, d);
        SymInt copyV = atom.src().mode(1).size();
        if (copyV.value() > c.mode(1).size().value()) {
            throw new CuteError("make_tiled_copy_C_atom is rejected by CuTe: the copy atom moves " + copyV + " values per thread but the MMA's C"
                    + " layout has only " + c.mode(1).size() + " (" + atom.name() + ")");
        }
        Layout tv = Composition.compose(c, Layout.compact(IntTuple.of(c.mode(0).size(), copyV)), d);
        IntTuple mmaTile = IntTuple.of(mma.tileSize(0), mma.tileSize(1));
        List<Layout> tiler = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            IntTuple stride = i == 0 ? IntTuple.of(SymInt.ONE, SymInt.ZERO) : IntTuple.of(SymInt.ZERO, SymInt.ONE);
            tiler.add(Filter.filter(Composition.compose(new Layout(mmaTile, stride), tv, d), d));
        }
        Layout tileToMma = Composition.compose(Layout.compact(mmaTile), tiler, d);
        Layout layoutTv = Composition.compose(Inverse.leftInverse(tileToMma, d), tv, d);
        List<IntTuple> shapes = new ArrayList<>();
        for (Layout m : tiler) {
            shapes.add(m.shape());
        }
        return TiledCopy.of(atom, layoutTv, IntTuple.of(shapes), tiler);
    }
}
