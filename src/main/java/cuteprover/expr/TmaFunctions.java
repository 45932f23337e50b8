package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.atom.TmaAtom;
import cuteprover.atom.TmaCopy;
import cuteprover.atom.TmaOp;
import cuteprover.atom.TmaPartition;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * TMA at the layout level (cuteprover.atom.TmaAtom, TmaPartition): make_tma_atom, make_tma_copy, tma_partition,
 * and group_modes, which the kernels apply to the tensors they hand to tma_partition.
 */
final class TmaFunctions {

    private TmaFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("make_tma_atom", 4, 5, "make_tma_atom(TMA_OP, GMEM, SMEM, CTA_TILER[, CLUSTER_SIZE])", a -> tmaAtom(a, 3, a.count() > 4 ? 4 : -1));
        t.register("make_tma_copy", 3, 5, "make_tma_copy(TMA_OP, GMEM, SMEM[, CTA_TILER][, CLUSTER_SIZE])", a -> {
            boolean fourthIsCluster = a.count() == 4 && a.value(3) instanceof SymInt;
            int tilerArg = a.count() > 3 && !fourthIsCluster ? 3 : -1;
            int clusterArg = a.count() == 5 ? 4 : fourthIsCluster ? 3 : -1;
            TmaAtom tma = tmaAtom(a, tilerArg, clusterArg);
            try {
                return TmaCopy.make(tma, a.value(2), tilerArg < 0 ? null : ctaTiler(a, tilerArg),
                        tma.multicast(), a.decider());
            } catch (CuteError e) {
                throw AtomFunctions.located(a, 2, e);
            }
        });
        for (cuteprover.atom.TiledMma.Operand operand : List.of(cuteprover.atom.TiledMma.Operand.A, cuteprover.atom.TiledMma.Operand.B)) {
            t.register("make_tma_atom_" + operand + "_sm100", 6, 6, "make_tma_atom_" + operand
                    + "_sm100(TMA_OP, GMEM, SMEM, MMA_TILER, TILED_MMA, CLUSTER_LAYOUT_VMNK): SM100's TMA load atom of operand " + operand,
                    a -> sm100Atom(a, operand));
        }
        // CUTLASS's SM90 mainloop helpers: make_tma_copy with the MNK tile's modes of the operand and the cluster's
        // extent along the mode the operand is shared over (A along N, B along M, C not at all)
        t.register("make_tma_copy_A_sm90", 5, 5, "make_tma_copy_A_sm90(OP, GMEM, SMEM, CTA_TILER_MNK, CLUSTER_MNK): "
                + "make_tma_copy(OP, GMEM, SMEM, (M,K) of the tile, size<1>(cluster))", a -> sm90Copy(a, 0, 2, 1));
        t.register("make_tma_copy_B_sm90", 5, 5, "make_tma_copy_B_sm90(OP, GMEM, SMEM, CTA_TILER_MNK, CLUSTER_MNK): "
                + "make_tma_copy(OP, GMEM, SMEM, (N,K) of the tile, size<0>(cluster))", a -> sm90Copy(a, 1, 2, 0));
        t.register("make_tma_copy_C_sm90", 4, 4, "make_tma_copy_C_sm90(OP, GMEM, SMEM, CTA_TILER_MNK or EPILOGUE_TILE_MN): "
                + "make_tma_copy(OP, GMEM, SMEM, (M,N) of the tile)", a -> sm90Copy(a, 0, 1, -1));
        t.register("sm90_cluster_shape_to_tma_atom", 1, 1, "sm90_cluster_shape_to_tma_atom(CLUSTER_EXTENT): SM90_TMA_LOAD for 1, "
                + "else SM90_TMA_LOAD_MULTICAST", a -> {
                    IntTuple extent = a.tuple(0);
                    SymInt size = cuteprover.tuple.Tuples.product(extent);
                    if (!size.isConst()) {
                        throw a.error(0, "the cluster extent must be static, got " + size);
                    }
                    return new TmaOp(size.value() == 1 ? "SM90_TMA_LOAD" : "SM90_TMA_LOAD_MULTICAST");
                });
        t.register("tma_partition", 3, 8, "tma_partition(TMA, CTA_COORD, CTA_LAYOUT, SMEM, GMEM...) or tma_partition(TMA, SMEM, GMEM): "
                + "({offset} o ((TMA,TMA_Iter),Rest...) of each gmem tensor, then of the smem tensor)", TmaFunctions::tmaPartition);
        t.register("get_tma_tensor", 2, 2, "get_tma_tensor(TMA, SHAPE): the TMA coordinate tensor, gmem mode m moving 1@(its TMA mode)", a -> {
            TmaAtom tma = tmaOf(a, 0);
            try {
                return tma.tmaTensor(a.tuple(1));
            } catch (CuteError e) {
                throw AtomFunctions.located(a, 1, e);
            }
        });
        t.register("group_modes", 3, 3, "group_modes(L, B, E) or group_modes<B,E>(L): modes [B,E) of L as one mode", TmaFunctions::groupModes);
    }

    /** Argument i as a CTA tiler, one layout per gmem mode (make_identity_layout(shape(gmem)).compose(cta_tiler)). */
    private static List<Layout> ctaTiler(Args a, int i) {
        if (a.value(i) instanceof cuteprover.tuple.Tuple t) {
            for (IntTuple entry : t.elements()) {
                ctaTilerEntry(a, i, entry);
            }
        }
        return CopyFunctions.tilerModes(a, i, "a CTA tiler");
    }

    /**
     * A shape entry of a CTA tiler as one layout (n:1). A tuple of two or more entries would tile the sub-modes of its
     * gmem mode, but a TMA's gmem modes are flat: CuTe's composition refuses it (static_assert on the tiler's rank).
     */
    private static Layout ctaTilerEntry(Args a, int i, IntTuple entry) {
        if (!entry.isLeaf() && entry.rank() > 1) {
            throw a.error(i, "the CTA tiler's entry " + cuteprover.tuple.TupleFormat.format(entry) + " tiles the sub-modes of its"
                    + " gmem mode, but a TMA's gmem modes are flat (CuTe's composition static_asserts that the tiler has no more"
                    + " modes than the layout)");
        }
        return Layout.compact(entry);
    }

    /** Argument 0 as a TMA op of the SM90 interface (make_tma_atom, make_tma_copy and its _A/_B/_C_sm90 forms). */
    private static TmaOp sm90Op(Args a) {
        if (!(a.value(0) instanceof TmaOp op)) {
            throw a.error(0, "expected a TMA op (" + String.join(", ", List.of("SM90_TMA_LOAD", "SM90_TMA_LOAD_MULTICAST", "SM90_TMA_STORE"))
                    + ") but got " + Values.describe(a.value(0)));
        }
        if (op.twoSm()) {
            throw a.error(0, op + " is a 2-SM load of SM100's TMA interface: build it with make_tma_atom_A_sm100 / make_tma_atom_B_sm100 "
                    + "(OP, GMEM, SMEM, MMA_TILER, TILED_MMA, CLUSTER_LAYOUT_VMNK)");
        }
        return op;
    }

    /** Argument i as a TMA's smem layout: swizzled or not. */
    private static Object smem(Args a, int i) {
        return a.value(i) instanceof ComposedLayout c ? c : AtomFunctions.layoutOrShape(a, i);
    }

    private static TmaAtom tmaAtom(Args a, int tilerArg, int clusterArg) {
        TmaOp op = sm90Op(a);
        Layout gmem = AtomFunctions.layoutOrShape(a, 1);
        Object smem = smem(a, 2);
        List<Layout> tiler = tilerArg < 0 ? null : ctaTiler(a, tilerArg);
        long cluster = clusterArg < 0 ? 1 : a.staticInt(clusterArg);
        try {
            return TmaAtom.make(op, gmem, smem, tiler, cluster, a.decider());
        } catch (CuteError e) {
            throw AtomFunctions.located(a, 2, e);
        }
    }

    /** make_tma_copy_{A,B,C}_sm90: the tile's modes {@code first}, {@code second}; the multicast over cluster mode {@code shared}. */
    private static TmaCopy sm90Copy(Args a, int first, int second, int shared) {
        TmaOp op = sm90Op(a);
        IntTuple tiler = a.tuple(3);
        // CuTe removes the mode the operand does not use: (M,N,K) for A and B; C also takes the epilogue's (M,N) tile
        boolean epilogueTile = shared < 0 && !tiler.isLeaf() && tiler.rank() == 2;
        if (tiler.isLeaf() || tiler.rank() != 3 && !epilogueTile) {
            throw a.error(3, "the CTA tiler is (M,N,K)" + (shared < 0 ? " or an (M,N) epilogue tile" : "") + ", got " + tiler);
        }
        long cluster = 1;
        if (shared >= 0) {
            IntTuple c = a.tuple(4);
            SymInt extent = cuteprover.tuple.Tuples.product(c.isLeaf() ? c : c.mode(shared));
            if (!extent.isConst()) {
                throw a.error(4, "the cluster shape must be static, got " + c);
            }
            cluster = extent.value();
        }
        Layout gmem = AtomFunctions.layoutOrShape(a, 1);
        Object smem = smem(a, 2);
        List<Layout> tile = List.of(ctaTilerEntry(a, 3, tiler.mode(first)), ctaTilerEntry(a, 3, tiler.mode(second)));
        try {
            TmaAtom tma = TmaAtom.make(op, gmem, smem, tile, cluster, a.decider());
            return TmaCopy.make(tma, smem, tile, tma.multicast(), a.decider());
        } catch (CuteError e) {
            throw AtomFunctions.located(a, 2, e);
        }
    }

    private static TmaAtom sm100Atom(Args a, cuteprover.atom.TiledMma.Operand operand) {
        if (!(a.value(0) instanceof TmaOp op)) {
            throw a.error(0, "expected a TMA load op (SM90_TMA_LOAD[_MULTICAST], SM100_TMA_2SM_LOAD[_MULTICAST]) but got "
                    + Values.describe(a.value(0)));
        }
        if (op.name().equals("SM90_TMA_STORE") || op.name().equals("SM90_TMA_REDUCE_ADD")) {
            throw a.error(0, "make_tma_atom_" + operand + "_sm100 builds loads: CuTe's static_assert refuses " + op);
        }
        Layout gmem = AtomFunctions.layoutOrShape(a, 1);
        Object smem = smem(a, 2);
        try {
            return cuteprover.atom.Sm100TmaAtoms.make(op, gmem, smem, a.tuple(3), AtomFunctions.tiled(a, 4),
                    AtomFunctions.layoutOrShape(a, 5), operand, a.decider());
        } catch (CuteError e) {
            throw AtomFunctions.located(a, 2, e);
        }
    }

    /** The TMA atom of make_tma_atom(...) or of make_tma_copy(...)'s TiledCopy. */
    private static TmaAtom tmaOf(Args a, int i) {
        Object v = a.value(i);
        if (v instanceof TmaCopy c) {
            return c.tma();
        }
        if (!(v instanceof TmaAtom tma)) {
            throw a.error(i, "expected a TMA atom (make_tma_atom(...) or make_tma_copy(...)) but got " + Values.describe(v));
        }
        return tma;
    }

    private static TmaPartition.Parts tmaPartition(Args a) {
        TmaAtom tma = tmaOf(a, 0);
        boolean defaults = a.count() == 3;
        if (!defaults && a.count() < 5) {
            throw a.error(a.count() - 1, "tma_partition takes (TMA, SMEM, GMEM) or (TMA, CTA_COORD, CTA_LAYOUT, SMEM, GMEM...)");
        }
        IntTuple coord = defaults ? SymInt.ZERO : a.tuple(1);
        Layout ctaLayout = defaults ? Layout.of(1, 0) : AtomFunctions.layoutOrShape(a, 2);
        int smemArg = defaults ? 1 : 3;
        List<Object> gmem = new ArrayList<>();
        for (int i = smemArg + 1; i < a.count(); i++) {
            gmem.add(tensor(a, i));
        }
        try {
            return TmaPartition.partition(tma, coord, ctaLayout, tensor(a, smemArg), gmem, a.decider());
        } catch (CuteError e) {
            throw AtomFunctions.located(a, smemArg, e);
        }
    }

    private static Object tensor(Args a, int i) {
        Object v = a.value(i);
        if (v instanceof Slicing.Sliced || v instanceof ComposedLayout) {
            return v;
        }
        return AtomFunctions.layoutOrShape(a, i);
    }

    /** group_modes<B,E>: also on swizzled layouts and {offset} o layout, whose function it does not change. */
    private static Object groupModes(Args a) {
        int b = (int) a.staticInt(1);
        int e = (int) a.staticInt(2);
        Object v = a.value(0);
        if (v instanceof Slicing.Sliced s) {
            return new Slicing.Sliced(s.offset(), group(a, s.layout(), b, e));
        }
        return group(a, v instanceof ComposedLayout ? v : AtomFunctions.layoutOrShape(a, 0), b, e);
    }

    private static Object group(Args a, Object v, int b, int e) {
        if (v instanceof ComposedLayout c) {
            return c.withInner(c.offset(), (Layout) group(a, c.inner(), b, e));
        }
        Layout l = (Layout) v;
        List<Layout> modes = l.shape().isLeaf() ? List.of(l) : l.modes();
        if (b < 0 || b > e || e > modes.size()) {
            throw a.error(1, "group_modes<" + b + "," + e + "> needs 0 <= B <= E <= rank, but " + l + " has rank " + modes.size());
        }
        if (b == e) {
            return l;   // an empty range groups nothing: CuTe returns the layout as it is
        }
        List<Layout> out = new ArrayList<>(modes.subList(0, b));
        out.add(Layout.concat(modes.subList(b, e)));
        out.addAll(modes.subList(e, modes.size()));
        return Layout.concat(out);
    }
}
