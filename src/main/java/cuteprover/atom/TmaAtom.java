package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Coalesce;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.List;

/**
 * A TMA copy atom at the layout level (cute/atom/copy_traits_sm90_tma.hpp, {@code make_tma_atom} and
 * {@code make_tma_copy}): what {@code tma_partition} needs of it, the number of values one TMA instruction
 * moves ({@code Copy_Atom::NumValSrc}), and the box of the descriptor, which CuTe checks.
 *
 * <p>As in construct_tma_gbasis: the right inverse of the (unswizzled) smem layout, read through the CTA
 * tile's coordinates ({@code make_identity_layout(shape(gmem)).compose(cta_tiler)}) and coalesced, gives
 * smem index -> gmem coordinate; its leading modes whose strides are unit basis elements ({@code 1@m}) are
 * what one instruction moves. Sizes are in values of the gmem tensor (TmaInternalType = value type).
 *
 * @param values    elements per instruction (NumValSrc), before the multicast split
 * @param box       the descriptor's box extents per TMA mode, after the multicast split (each at most 256)
 * @param multicast CTAs that share one instruction's box
 */
public record TmaAtom(TmaOp op, long values, List<Long> box, long multicast, List<Integer> tmaModeOfGmemMode) {

    /** {@link #tmaModeOfGmemMode} entry of a gmem mode that is no TMA coordinate (extent 1 or stride 0). */
    static final int NONE = -1;
    /** Entry of a gmem mode that shares a TMA mode with another (merged up to 256, or grouped past rank 5). */
    static final int SHARED = -2;

    private static final long MAX_BOX = 256;
    private static final int MAX_TMA_RANK = 5;

    public TmaAtom {
        box = List.copyOf(box);
        tmaModeOfGmemMode = List.copyOf(tmaModeOfGmemMode);
    }

    /**
     * make_tma_atom(op, gmem, smem, cta_tiler, cluster_size).
     *
     * @param ctaTiler the CTA tile, one layout per gmem mode it covers; null means product_each(shape(smem))
     */
    public static TmaAtom make(TmaOp op, Layout gmem, Object smem, List<Layout> ctaTiler, long cluster, Decider d) {
        Layout s = unswizzled(smem);
        if (!s.isStatic()) {
            throw new CuteError(op + ": the smem layout " + s + " must be static");
        }
        if (cluster < 1 || cluster > 16) {
            throw new CuteError(op + ": the multicast size " + cluster + " must be between 1 and 16 CTAs");
        }
        List<Layout> tiler = ctaTiler != null ? ctaTiler : productEach(s);
        int gRank = gmem.shape().isLeaf() ? 1 : gmem.rank();
        if (tiler.size() > gRank) {
            throw new CuteError(op + ": the CTA tiler has " + tiler.size() + " modes but the gmem tensor " + gmem + " has rank " + gRank);
        }
        return fromValueMap(op, gmem, s, ctaValueMap(gmem, tiler), cluster, d);
    }

    /**
     * make_tma_copy_atom with the CTA's value map given (CTA value index -> gmem coordinate), as the SM100 interface
     * builds it from the TiledMMA's partition of the tile (make_tma_atom_A_sm100).
     */
    public static TmaAtom fromValueMap(TmaOp op, Layout gmem, Layout s, Layout ctaV, long cluster, Decider d) {
        if (!s.isStatic()) {
            throw new CuteError(op + ": the smem layout " + s + " must be static");
        }
        if (cluster < 1 || cluster > 16) {
            throw new CuteError(op + ": the multicast size " + cluster + " must be between 1 and 16 CTAs");
        }
        int gRank = gmem.shape().isLeaf() ? 1 : gmem.rank();
        if (!d.equal(ctaV.size(), s.size())) {
            throw new CuteError(op + " is rejected by CuTe: TMA requires CTA_Tile and SLayout top-level size equivalence, but the tile "
                    + ctaV + " has " + ctaV.size() + " elements and the smem layout " + s + " has " + s.size());
        }
        Layout sidxToGmode = Coalesce.coalesce(Composition.compose(ctaV, Inverse.rightInverse(s, d), d), d);
        List<IntTuple> shapes = sidxToGmode.shape().leaves();
        List<IntTuple> strides = sidxToGmode.stride().leaves();
        List<long[]> vector = new ArrayList<>(); // {extent, gmem mode} of the modes one instruction moves
        for (int i = 0; i < shapes.size() && isUnitBasis(strides.get(i)); i++) {
            vector.add(new long[] {((SymInt) shapes.get(i)).value(), ((ScaledBasis) strides.get(i)).mode()});
        }
        if (vector.isEmpty()) {
            throw new CuteError(op + " is rejected by CuTe: could not find a common tile-gmem vectorization (smem index -> gmem mode is "
                    + sidxToGmode + "); does the tile select out major gmem modes?");
        }
        long values = 1;
        for (long[] v : vector) {
            values *= v[0];
        }
        int[] tmaMode = new int[gRank];
        java.util.Arrays.fill(tmaMode, NONE);
        List<Long> box = boxExtents(op, gmem, vector, cluster, tmaMode, d);
        List<Integer> modes = new ArrayList<>();
        for (int m : tmaMode) {
            modes.add(m);
        }
        return new TmaAtom(op, values, box, cluster, modes);
    }

    /** get_nonswizzle_portion: the layout under a swizzle. */
    static Layout unswizzled(Object smem) {
        if (smem instanceof ComposedLayout c) {
            return c.inner();
        }
        if (smem instanceof Layout l) {
            return l;
        }
        throw new CuteError("a TMA smem layout is a layout or a swizzled layout, got " + smem);
    }

    static List<Layout> productEach(Layout s) {
        List<Layout> out = new ArrayList<>();
        for (Layout m : s.shape().isLeaf() ? List.of(s) : s.modes()) {
            out.add(Layout.compact(m.size()));
        }
        return out;
    }

    /** make_identity_layout(shape(gmem)).compose(tiler): mode i of the tile moves along gmem mode i ({@code d@i}). */
    static Layout ctaValueMap(Layout gmem, List<Layout> tiler) {
        List<Layout> modes = new ArrayList<>();
        for (int i = 0; i < tiler.size(); i++) {
            Layout gm = gmem.shape().isLeaf() ? gmem : gmem.mode(i);
            if (!gm.shape().isLeaf()) {
                throw new CuteError("TMA: gmem mode " + i + " of " + gmem + " is nested; write the gmem tensor with flat modes");
            }
            Layout t = tiler.get(i);
            if (!t.hasIntegerStrides()) {
                throw new CuteError("TMA: the CTA tiler's mode " + t + " must have integer strides");
            }
            modes.add(new Layout(t.shape(), basis(t.stride(), i)));
        }
        return Layout.concat(modes);
    }

    private static IntTuple basis(IntTuple stride, int mode) {
        if (stride instanceof SymInt s) {
            return s.isConst() && s.value() == 0 ? s : new ScaledBasis(s, mode);
        }
        List<IntTuple> out = new ArrayList<>();
        for (int i = 0; i < stride.rank(); i++) {
            out.add(basis(stride.mode(i), mode));
        }
        return new Tuple(out);
    }

    private static boolean isUnitBasis(IntTuple stride) {
        return stride instanceof ScaledBasis b && b.coeff().isConst() && b.coeff().value() == 1;
    }

    /**
     * The descriptor's box: the vector's modes merged where gmem is contiguous up to 256 (coalesce_256), the
     * gmem modes the vector misses as extent 1, trailing modes grouped to rank 5, then the multicast split
     * from the last mode down; CuTe asserts the split divides and each extent is at most 256, and that the
     * first mode is the gmem-contiguous one.
     */
    private static List<Long> boxExtents(TmaOp op, Layout gmem, List<long[]> vector, long cluster, int[] tmaMode, Decider d) {
        List<Long> box = new ArrayList<>();
        List<SymInt> lastStride = new ArrayList<>();
        for (long[] v : vector) {
            SymInt gs = gmemStride(gmem, (int) v[1]);
            if (v[0] == 1) {
                continue;
            }
            int n = box.size();
            // contiguous in gmem: a question for the decider, as it is for CuTe's static sizes (a stride M merges at M == 8 only)
            if (n > 0 && gs != null && lastStride.get(n - 1) != null && box.get(n - 1) * v[0] <= MAX_BOX
                    && d.equal(SymInt.mul(SymInt.of(box.get(n - 1)), lastStride.get(n - 1)), gs)) {
                box.set(n - 1, box.get(n - 1) * v[0]);
                for (int m = 0; m < tmaMode.length; m++) {
                    tmaMode[m] = tmaMode[m] == n - 1 ? SHARED : tmaMode[m];
                }
                tmaMode[(int) v[1]] = SHARED;
            } else {
                tmaMode[(int) v[1]] = box.size();
                box.add(v[0]);
                lastStride.add(gs);
            }
        }
        if (!lastStride.isEmpty() && lastStride.get(0) != null) {
            // a symbolic stride too: (M,K):(1,M) under a K-major smem is a TMA only where M == 1
            d.require(new Requirement(lastStride.get(0), SymInt.ONE, SymInt.of(2), (v, lo, hi) -> op + " is rejected by CuTe: the"
                    + " majorness of smem does not match the majorness of gmem (the smem-contiguous direction has gmem stride " + v
                    + ", the TMA needs 1)"));
        }
        int gRank = gmem.shape().isLeaf() ? 1 : gmem.rank();
        for (int m = 0; m < gRank; m++) {
            SymInt gs = gmemStride(gmem, m);
            boolean broadcast = isConst(gs) && gs.value() == 0;
            if (!usesMode(vector, m) && !broadcast && !isOne(gmem.shape().isLeaf() ? gmem.shape() : gmem.shape().mode(m))) {
                tmaMode[m] = box.size();
                box.add(1L);
            }
        }
        if (box.size() > MAX_TMA_RANK) {
            for (int m = 0; m < tmaMode.length; m++) {
                tmaMode[m] = tmaMode[m] >= MAX_TMA_RANK - 1 ? SHARED : tmaMode[m];
            }
        }
        while (box.size() > MAX_TMA_RANK) {
            box.set(MAX_TMA_RANK - 1, box.get(MAX_TMA_RANK - 1) * box.remove(MAX_TMA_RANK));
        }
        long mc = cluster;
        for (int i = box.size() - 1; i >= 0 && mc > 1; i--) {
            long extent = box.get(i);
            if (extent % mc != 0 && mc % extent != 0) {
                throw new CuteError(op + " is rejected by CuTe: the multicast over " + cluster + " CTAs does not split the box "
                        + TupleFormat.format(IntTuple.of(box.stream().map(SymInt::of).toList())) + " (extent " + extent + " in TMA mode " + i + ")");
            }
            box.set(i, (extent + mc - 1) / mc);
            mc = (mc + extent - 1) / extent;
        }
        for (int i = 0; i < box.size(); i++) {
            if (box.get(i) > MAX_BOX) {
                throw new CuteError(op + " is rejected by CuTe: the TMA box extent " + box.get(i) + " in TMA mode " + i
                        + " exceeds 256 (the smem tile's contiguous run along one gmem mode is too long; tile it smaller)");
            }
        }
        return box;
    }

    private static boolean usesMode(List<long[]> vector, int mode) {
        for (long[] v : vector) {
            if (v[1] == mode) {
                return true;
            }
        }
        return false;
    }

    private static boolean isOne(IntTuple shape) {
        return shape instanceof SymInt s && s.isConst() && s.value() == 1;
    }

    /** The gmem stride of a mode, or null for a TMA coordinate tensor (basis strides: nothing to check). */
    private static SymInt gmemStride(Layout gmem, int mode) {
        IntTuple s = gmem.stride().isLeaf() ? gmem.stride() : gmem.stride().mode(mode);
        return s instanceof SymInt i ? i : null;
    }

    private static boolean isConst(SymInt s) {
        return s != null && s.isConst();
    }

    /**
     * get_tma_tensor(shape): the coordinate tensor a TMA instruction takes, gmem mode m moving TMA coordinate
     * {@code 1@i} of the TMA mode i it became (0 for a mode that is no TMA coordinate).
     */
    public Layout tmaTensor(IntTuple shape) {
        int rank = shape.isLeaf() ? 1 : shape.rank();
        if (rank != tmaModeOfGmemMode.size()) {
            throw new CuteError("get_tma_tensor: the shape " + TupleFormat.format(shape) + " has rank " + rank + " but the TMA atom's gmem tensor has rank "
                    + tmaModeOfGmemMode.size());
        }
        List<IntTuple> strides = new ArrayList<>();
        for (int m = 0; m < rank; m++) {
            int i = tmaModeOfGmemMode.get(m);
            if (i == SHARED) {
                throw new CuteError("get_tma_tensor: gmem mode " + m + " shares a TMA mode with another (merged into one box extent or grouped past"
                        + " rank 5); that coordinate stride is not modelled");
            }
            strides.add(i == NONE ? SymInt.ZERO : new ScaledBasis(SymInt.ONE, i));
        }
        return shape.isLeaf() ? new Layout(shape, strides.get(0)) : new Layout(shape, IntTuple.of(strides));
    }

    @Override
    public String toString() {
        return "TMA(" + op + ", NumValSrc=" + values + ", box=" + TupleFormat.format(IntTuple.of(box.stream().map(SymInt::of).toList()))
                + ", multicast=" + multicast + ")";
    }
}
