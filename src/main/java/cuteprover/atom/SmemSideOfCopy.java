package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.TileTree;
import cuteprover.tuple.IntTuple;

import java.util.ArrayList;
import java.util.List;

/**
 * A TiledCopy's access to shared memory as bank_conflicts reads it: the (thread, value) layout of the side that
 * touches shared memory, read in SMEM's own index space. get_layoutS_TV / get_layoutD_TV index the copy's tile
 * (Tiler_MN, e.g. 32x8), not SMEM (e.g. 128x8): a TV of tile indices given for SMEM's would read other elements.
 * Here the tile index is mapped to the SMEM index of the same coordinate, the copy's first tile of SMEM, as
 * partition_S/D place it.
 */
public final class SmemSideOfCopy {

    private SmemSideOfCopy() {
    }

    /**
     * bank_conflicts' TV argument as a layout into SMEM's domain: a layout as it is (an integer n as n:1), a TiledCopy as
     * its shared-memory side on SMEM's first tile; null for anything else (the caller names the argument).
     */
    public static Layout accessTv(Object smem, Object tv, Decider d) {
        if (tv instanceof TiledCopy copy) {
            IntTuple shape = smem instanceof cuteprover.layout.ComposedLayout c ? c.shape() : ((Layout) smem).shape();
            return tv(copy, shape, d);
        }
        if (tv instanceof cuteprover.tuple.SymInt n) {
            return new Layout(n, cuteprover.tuple.SymInt.ONE);
        }
        return tv instanceof Layout l ? l : null;
    }

    /** (thread, value) -> SMEM index of the side of {@code copy} that reads or writes shared memory of this shape. */
    public static Layout tv(TiledCopy copy, IntTuple smemShape, Decider d) {
        boolean source = readsSharedMemory(copy, d);
        List<TileTree> tile = copy.tilerLayouts() != null ? copy.tilerLayouts().stream().<TileTree>map(TileTree.Leaf::new).toList()
                : shapeEntries(copy.tiler());
        if (smemShape.rank() < tile.size()) {
            throw new CuteError("the copy's tile " + copy.tiler() + " has more modes than the shared-memory layout's shape " + smemShape);
        }
        Layout tileToSmem = Composition.composeTree(Layout.compact(smemShape), tile, d);
        return Composition.compose(tileToSmem, copy.sideTv(source, d), d);
    }

    /**
     * ldmatrix reads shared memory (the source side); stmatrix and cp.async write it (the destination); a copy
     * whose two sides have one TV (UniversalCopy, AutoVectorizingCopy) may be either.
     */
    private static boolean readsSharedMemory(TiledCopy copy, Decider d) {
        String op = copy.atom().name();
        if (op.contains("LDSM")) {
            return true;
        }
        if (op.contains("STSM") || op.contains("CP_ASYNC")) {
            return false;
        }
        if (copy.sideTv(true, d).equals(copy.sideTv(false, d))) {
            return true;
        }
        throw new CuteError("the copy " + op + " reads and writes with different (thread, value) layouts, and which side is"
                + " shared memory is not known from its name: give that side's TV for SMEM's first tile,"
                + " composition(SMEM, make_tile(...)) with get_layoutS_TV(copy) or get_layoutD_TV(copy)");
    }

    /** Tiler_MN's entries as CuTe's composition reads a shape: integers n:1, a tuple entry by sub-mode. */
    private static List<TileTree> shapeEntries(IntTuple tiler) {
        if (tiler.isLeaf()) {
            return List.of(TileTree.ofShape(tiler));
        }
        List<TileTree> entries = new ArrayList<>();
        for (int i = 0; i < tiler.rank(); i++) {
            entries.add(TileTree.ofShape(tiler.mode(i)));
        }
        return entries;
    }
}
