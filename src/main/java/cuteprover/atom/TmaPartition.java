package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.BlockedProducts;
import cuteprover.layout.Coalesce;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Decider;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.layout.Offsets;
import cuteprover.layout.Slicing;
import cuteprover.layout.TiledFamily;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's TMA partitioner {@code tma_partition(tma, cta_coord, cta_layout, sX, gX...)} at the layout level
 * (copy_traits_sm90_tma.hpp). Mode 0 of each tensor is the tile the TMA moves ({@code group_modes<0,2>}).
 * The smem tile's right inverse, tiled up to the tile size, orders the tile's values as smem lays them out;
 * dividing that order by the instruction's value count gives ({@code TMA}, {@code TMA_Iter}); every tensor is
 * composed with it in mode 0 and coalesced, and the CTA's multicast slice starts at
 * {@code cta_layout(cta_coord) * (NumValSrc / cosize(cta_layout))} inside the TMA mode.
 *
 * <p>Result: one {@code {offset} o ((TMA,TMA_Iter),Rest...)} per gmem tensor, then the smem one (CuTe returns
 * the smem tensor last). A swizzled smem tensor keeps its swizzle outside: its offset goes inside the
 * composed layout ({@code Sw o offset o L}), as CuTe's domain_offset does for a ComposedLayout.
 */
public final class TmaPartition {

    /** The tensors tma_partition returns, gmem ones first and the smem one last. */
    public record Parts(List<Slicing.Sliced> tensors) {
        public Parts {
            tensors = List.copyOf(tensors);
        }

        @Override
        public String toString() {
            List<String> out = new ArrayList<>();
            for (Slicing.Sliced s : tensors) {
                out.add(s.toString());
            }
            return "(" + String.join(", ", out) + ")";
        }
    }

    private TmaPartition() {
    }

    /**
     * @param smem   a layout, swizzled layout or {@code {offset} o layout} whose mode 0 is the TMA tile
     * @param gmem   the gmem tensors (layouts or {@code {offset} o layout}), same mode-0 size as smem
     */
    public static Parts partition(TmaAtom tma, IntTuple ctaCoord, Layout ctaLayout, Object smem, List<Object> gmem, Decider d) {
        Slicing.Sliced s = asSliced(smem, "smem");
        Layout sTile = mode0(TmaAtom.unswizzled(s.layout()));
        SymInt tileSize = sTile.size();
        if (!sTile.isStatic()) {
            throw new CuteError("tma_partition: the smem tile " + sTile + " must be static");
        }
        Layout order = Coalesce.coalesce(BlockedProducts.tileToShape(Layout.concat(List.of(Inverse.rightInverse(sTile, d))), tileSize, null, d), d);
        Layout perInstruction = TiledFamily.DIVIDE.logical(order, Layout.of(tma.values(), 1), d);
        SymInt start = multicastStart(tma, ctaCoord, ctaLayout, d);
        List<Slicing.Sliced> out = new ArrayList<>();
        for (Object g : gmem) {
            out.add(partitionOne(asSliced(g, "gmem"), tileSize, perInstruction, start, d));
        }
        out.add(partitionOne(s, tileSize, perInstruction, start, d));
        return new Parts(out);
    }

    /** cta_layout(cta_coord) * (NumValSrc / cosize(cta_layout)): where this CTA's slice of the box starts. */
    private static SymInt multicastStart(TmaAtom tma, IntTuple ctaCoord, Layout ctaLayout, Decider d) {
        if (!ctaLayout.isStatic() || !ctaLayout.hasIntegerStrides()) {
            throw new CuteError("tma_partition: the CTA layout " + ctaLayout + " must be static with integer strides");
        }
        if (ctaCoord instanceof SymInt c) {
            d.require(Requirement.below(c, ctaLayout.size(), (v, lo, hi) -> "tma_partition: CTA coordinate " + v + " is outside the CTA layout " + ctaLayout));
        }
        IntTuple at = Coordinates.crd2offset(ctaCoord, ctaLayout.shape(), ctaLayout.stride());
        long cosize = ((SymInt) Coordinates.crd2offset(SymInt.of(ctaLayout.size().value() - 1), ctaLayout.shape(), ctaLayout.stride())).value() + 1;
        return SymInt.mul((SymInt) at, SymInt.of(tma.values() / cosize));
    }

    private static Slicing.Sliced partitionOne(Slicing.Sliced t, SymInt tileSize, Layout perInstruction, SymInt start, Decider d) {
        boolean swizzled = t.layout() instanceof ComposedLayout;
        Layout l = TmaAtom.unswizzled(t.layout());
        if (!d.equal(mode0(l).size(), tileSize)) {
            throw new CuteError("tma_partition: size<0> of " + l + " is " + mode0(l).size() + " but the smem tile has " + tileSize
                    + " elements (group the tile's modes into mode 0 with group_modes<0,2>)");
        }
        int rank = l.shape().isLeaf() ? 1 : l.rank();
        List<Tile> tiler = new ArrayList<>(List.of(Tile.of(perInstruction)));
        while (tiler.size() < rank) {
            tiler.add(Tile.KEEP);
        }
        Layout composed = rank == 1 && l.shape().isLeaf() ? cuteprover.layout.Composition.compose(l, perInstruction, d)
                : TileAlgebra.compose(l, new Tile.Modes(tiler), d);
        if (rank == 1 && l.shape().isLeaf()) {
            composed = Layout.concat(List.of(composed));
        }
        Layout result = Coalesce.coalesce(composed, IntTuple.of(IntTuple.of(SymInt.ONE, SymInt.ONE)), d);
        List<IntTuple> coord = new ArrayList<>(List.of(IntTuple.of(start, SymInt.ZERO)));
        while (coord.size() < rank) {
            coord.add(SymInt.ZERO);
        }
        IntTuple shift = Coordinates.crd2offset(IntTuple.of(coord), result.shape(), result.stride());
        if (swizzled) {
            ComposedLayout c = (ComposedLayout) t.layout();
            return new Slicing.Sliced(t.offset(), c.withInner(Offsets.add(c.offset(), shift), result));
        }
        return new Slicing.Sliced(Offsets.add(t.offset(), shift), result);
    }

    private static Layout mode0(Layout l) {
        return l.shape().isLeaf() ? l : l.mode(0);
    }

    private static Slicing.Sliced asSliced(Object v, String what) {
        if (v instanceof Slicing.Sliced s) {
            return s;
        }
        if (v instanceof Layout || v instanceof ComposedLayout) {
            return new Slicing.Sliced(SymInt.ZERO, v);
        }
        throw new CuteError("tma_partition: the " + what + " tensor must be a layout, a swizzled layout or {offset} o layout, got " + v);
    }
}
