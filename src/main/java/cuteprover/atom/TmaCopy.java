package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.BlockedProducts;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code make_tma_copy} returns: the TMA atom ({@link TmaAtom}, for tma_partition and get_tma_tensor) and its
 * CTA-collective TiledCopy (make_tma_copy_tiled in copy_traits_sm90_tma.hpp), which the SM90 collectives partition
 * with {@code tma.get_slice(cta).partition_S(gA)}. The TiledCopy's "threads" are the CTAs of the multicast: one copy
 * atom of one issuing thread moving the instruction's values, layout_TV = (layout_T, layout_V) with
 * layout_V = tile_to_shape(right_inverse(smem) o values, size(tile)) (smem index -> tile coordinate for the whole tile)
 * and layout_T = right_inverse(smem) o (cluster : values/cluster) (the start of each CTA's slice).
 */
public record TmaCopy(TmaAtom tma, TiledCopy tiled) {

    public static TmaCopy make(TmaAtom tma, Object smem, List<Layout> ctaTiler, long cluster, Decider d) {
        Layout s = TmaAtom.unswizzled(smem);
        Layout inv = Inverse.rightInverse(s, d);
        long n = tma.values();
        List<Layout> tiler = ctaTiler != null ? ctaTiler : TmaAtom.productEach(s);
        List<IntTuple> tileSizes = new ArrayList<>();
        long tileSize = 1;
        for (Layout t : tiler) {
            tileSizes.add(t.size());
            tileSize = Math.multiplyExact(tileSize, t.size().value());
        }
        if (n % cluster != 0) {
            throw new CuteError(tma.op() + ": the " + n + " values of one instruction do not split over " + cluster + " CTAs");
        }
        Layout layoutV = BlockedProducts.tileToShape(Layout.concat(List.of(Composition.compose(inv, Layout.of(n, 1), d))),
                SymInt.of(tileSize), null, d);
        Layout layoutT = Composition.compose(inv, Layout.of(cluster, n / cluster), d);
        Layout layoutTv = Layout.concat(List.of(layoutT, layoutV));
        Layout values = new Layout(IntTuple.of(SymInt.ONE, SymInt.of(n)), IntTuple.of(SymInt.ZERO, SymInt.ONE));
        CopyAtom atom = new CopyAtom(tma.op().toString(), 0, Layout.of(1, 0), values, values, values);
        return new TmaCopy(tma, TiledCopy.of(atom, layoutTv, IntTuple.of(tileSizes)).withThreadsByMode());
    }

    @Override
    public String toString() {
        return tma.toString();
    }
}
