package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * The SM100 interface for TMA loads (cute/atom/copy_traits_sm100_tma.hpp): {@code make_tma_atom_A_sm100(OP, GMEM, SMEM,
 * MMA_TILER, TILED_MMA, CLUSTER_LAYOUT_VMNK)} and {@code make_tma_atom_B_sm100(...)}. The CTA's value map is the TiledMMA's
 * partition of the (M,K) (or (N,K)) tile of gmem coordinates, {@code layout<1>(mma.thrfrg_A(g_tile))}, so the smem layout is
 * the MMA-shaped (MMA, MMA_M, MMA_K) one that {@code UMMA::tile_to_mma_shape} builds; a multicast A is shared by the
 * cluster's CTAs along N (mode 2 of the VMNK layout), B by those along M (mode 1). The 2-SM ops (SM100_TMA_2SM_LOAD...)
 * span the CTA pair of a 2-SM MMA (ThrID 2:1); each CTA's values are its peer's partition of the tile, as here.
 */
public final class Sm100TmaAtoms {

    private Sm100TmaAtoms() {
    }

    public static TmaAtom make(TmaOp op, Layout gmem, Object smem, IntTuple mmaTiler, TiledMma mma, Layout clusterVmnk,
                               TiledMma.Operand operand, Decider d) {
        if (operand == TiledMma.Operand.C) {
            throw new CuteError("the SM100 TMA interface builds atoms for A and B");
        }
        if (mmaTiler.isLeaf() || mmaTiler.rank() < 3) {
            throw new CuteError("make_tma_atom_" + operand + "_sm100: the MMA tiler (TILE_M, TILE_N, TILE_K) has 3 modes, got " + mmaTiler);
        }
        if (gmem.shape().isLeaf() || gmem.rank() != 2) {
            throw new CuteError("make_tma_atom_" + operand + "_sm100: a rank-2 gmem tensor ((M,K) or (N,K)) is modelled, got " + gmem);
        }
        int mn = operand == TiledMma.Operand.A ? 0 : 1;
        Layout gTile = TmaAtom.ctaValueMap(gmem, List.of(Layout.compact(mmaTiler.mode(mn)), Layout.compact(mmaTiler.mode(2))));
        Layout ctaV = (Layout) mma.partition(operand, gTile, SymInt.ZERO, d).layout();
        long multicast = 1;
        if (op.multicast()) {
            int mode = operand == TiledMma.Operand.A ? 2 : 1;   // A is shared along N, B along M
            if (clusterVmnk.shape().isLeaf() || clusterVmnk.rank() != 4) {
                throw new CuteError("make_tma_atom_" + operand + "_sm100: the cluster layout is (V,M,N,K), got " + clusterVmnk);
            }
            multicast = clusterVmnk.mode(mode).size().value();
        }
        return TmaAtom.fromValueMap(op, gmem, TmaAtom.unswizzled(smem), ctaV, multicast, d);
    }
}
