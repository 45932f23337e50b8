package cuteprover.expr;

import cuteprover.atom.MmaAtom;
import cuteprover.atom.TiledMma;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's MMA constructors and accessors (cuteprover.atom): make_tiled_mma and its TV layouts, tile size
 * and thread partitions. Where CuTe takes a layout and a kernel writes only a shape, a shape means
 * CuTe's make_layout(shape): compact, column-major.
 */
final class AtomFunctions {

    private AtomFunctions() {
    }

    static void register(FunctionTable t) {
        for (String name : new String[] {"tile_to_mma_shape", "UMMA::tile_to_mma_shape"}) {
            t.register(name, 2, 3, "UMMA::tile_to_mma_shape(SMEM_ATOM, MMA_SHAPE[, ORDER]): the smem layout ((MMA_M,MMA_K),M_MMAs,K_MMAs,...)"
                    + " for a partition_shape_A/B of a UMMA", AtomFunctions::tileToMmaShape);
        }
        t.register("make_fragment_C", 2, 2, "make_fragment_C(TILED_MMA, SHAPE | TENSOR): the accumulator tensor's layout for a partition_shape_C"
                + " or a partition_C (thr_mma.make_fragment_C(tCgC)); tensor memory for a UMMA (tmem_frg), else make_layout(shape)",
                a -> FragmentFunctions.ofMma(a, TiledMma.Operand.C));
        t.register("make_fragment_A", 2, 2, "make_fragment_A(TILED_MMA, SHAPE | TENSOR): a TS UMMA's A in tensor memory for a partition_shape_A;"
                + " of a partition_A (thr_mma.make_fragment_A(tCsA)), the register fragment make_fragment_like(tCsA)",
                a -> FragmentFunctions.ofMma(a, TiledMma.Operand.A));
        t.register("make_fragment_B", 2, 2, "make_fragment_B(TILED_MMA, TENSOR): of a partition_B (thr_mma.make_fragment_B(tCsB)),"
                + " the register fragment make_fragment_like(tCsB)", a -> FragmentFunctions.ofMma(a, TiledMma.Operand.B));
        t.register("atom_thr_id", 1, 1, "atom_thr_id(TILED_MMA): its atom's thread layout, CuTe's TiledMMA::AtomThrID"
                + " (typename decltype(tiled_mma)::AtomThrID{})", a -> tiled(a, 0).atom().thrId());
        t.register("make_tiled_mma", 1, 3, "make_tiled_mma(ATOM[, ATOM_LAYOUT[, PERMUTATION_MNK]])", AtomFunctions::makeTiledMma);
        t.register("get_layoutA_TV", 1, 1, "get_layoutA_TV(TILED_MMA): (thread, value) -> m + M*k", a -> tiled(a, 0).layoutTv(TiledMma.Operand.A, a.decider()));
        t.register("get_layoutB_TV", 1, 1, "get_layoutB_TV(TILED_MMA): (thread, value) -> n + N*k", a -> tiled(a, 0).layoutTv(TiledMma.Operand.B, a.decider()));
        t.register("get_layoutC_TV", 1, 1, "get_layoutC_TV(TILED_MMA): (thread, value) -> m + M*n", a -> tiled(a, 0).layoutTv(TiledMma.Operand.C, a.decider()));
        t.register("tile_size", 1, 2, "tile_size(TILED_MMA[, I]): (M,N,K) of the tiled MMA, or mode I; tile_size(TILED_COPY[, I]):"
                + " the size of its Tiler_MN, or of mode I", AtomFunctions::tileSize);
        t.register("tile_shape", 1, 1, "tile_shape(TILED_MMA): (M,N,K) of the tiled MMA, as tile_size(TILED_MMA)", a -> tiled(a, 0).tileShape());
        t.register("thr_layout_vmnk", 1, 1, "thr_layout_vmnk(TILED_MMA): thread index in (V,M,N,K)", a -> tiled(a, 0).thrLayoutVmnk());
        for (TiledMma.Operand op : TiledMma.Operand.values()) {
            t.register("partition_" + op, 3, 3, "partition_" + op + "(TILED_MMA, LAYOUT, THREAD): {offset} o the thread's values",
                    TensorViews.through(1, a -> partition(a, op)));
            t.register("partition_shape_" + op, 2, 2, "partition_shape_" + op + "(TILED_MMA, SHAPE): shape of a thread's partition",
                    a -> partitionShape(a, op));
        }
    }

    /** The error at argument i, except the engine's signals to defer a symbolic definition, which pass unchanged. */
    static RuntimeException located(Args a, int i, cuteprover.CuteError e) {
        if (e instanceof cuteprover.layout.Decider.NeedsSymbolic || e instanceof cuteprover.layout.Decider.Undecided) {
            return e;
        }
        return a.error(i, e.getMessage());
    }

    static TiledMma tiled(Args a, int i) {
        Object v = a.value(i);
        if (v instanceof TiledMma t) {
            return t;
        }
        if (v instanceof MmaAtom atom) {
            return TiledMma.make(atom, Layout.of(1, 0), List.of(), a.decider());
        }
        throw a.error(i, "expected a TiledMMA (make_tiled_mma(...)) or an MMA atom but got " + Values.describe(v));
    }

    /** A layout, or a shape meaning make_layout(shape). */
    static Layout layoutOrShape(Args a, int i) {
        Object v = cuteprover.layout.Slicing.layoutAtZeroOffset(a.value(i));
        if (v instanceof Layout l) {
            return l;
        }
        if (v instanceof IntTuple t) {
            for (IntTuple leaf : t.leaves()) {
                if (!(leaf instanceof SymInt)) {
                    throw a.error(i, "expected a layout or a shape but got " + Values.describe(v));
                }
            }
            return cuteprover.layout.CompactLayouts.of(t, cuteprover.layout.CompactLayouts.Major.LEFT, a.decider());
        }
        throw a.error(i, "expected a layout or a shape but got " + Values.describe(v));
    }

    private static Object makeTiledMma(Args a) {
        Object atom = a.value(0);
        if (!(atom instanceof MmaAtom m)) {
            throw a.error(0, "expected an MMA atom (a CuTe op name such as SM80_16x8x16_F32F16F16F32_TN) but got " + Values.describe(atom));
        }
        Layout atomLayout = a.count() > 1 ? layoutOrShape(a, 1) : Layout.of(1, 0);
        List<Layout> perm = a.count() > 2 ? permutation(a, 2) : List.of();
        try {
            return TiledMma.make(m, atomLayout, perm, a.decider());
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }

    /** (32,32,16), (_,_,16), [L0,L1,L2]: each entry _ (none), an integer n (n:1), a shape or a layout. */
    private static List<Layout> permutation(Args a, int i) {
        Object v = a.value(i);
        List<Object> entries = new ArrayList<>();
        if (v instanceof Tiler t) {
            entries.addAll(t.modes());
        } else if (v instanceof Tuple t) {
            entries.addAll(t.elements());
        } else if (v instanceof Evaluator.SliceCoord sc) {
            entries.addAll(sc.elements());
        } else if (v instanceof Layout l) {
            entries.addAll(l.modes());
        } else {
            throw a.error(i, "expected a permutation tile such as (32,32,16) or [L0,L1,L2] but got " + Values.describe(v));
        }
        List<Layout> out = new ArrayList<>();
        for (Object e : entries) {
            if (e instanceof Evaluator.Free) {
                out.add(null);
            } else if (e instanceof Layout l) {
                out.add(l);
            } else if (e instanceof IntTuple t) {
                out.add(Layout.compact(t));
            } else {
                throw a.error(i, "a permutation entry must be _, an integer, a shape or a layout, got " + Values.describe(e));
            }
        }
        return out;
    }

    private static Object tileSize(Args a) {
        if (a.value(0) instanceof cuteprover.atom.TiledCopy copy) {
            // CuTe's tile_size<I...>(TiledCopy): size<I...> of its Tiler_MN (a layout mode's size where the tiler holds layouts)
            cuteprover.tuple.IntTuple tiler = copy.tiler();
            if (a.count() == 1) {
                return cuteprover.tuple.Tuples.product(tiler);
            }
            long i = a.staticInt(1);
            if (i < 0 || i >= tiler.rank()) {
                throw a.error(1, "mode " + i + " of the copy's Tiler_MN " + tiler + " does not exist");
            }
            return cuteprover.tuple.Tuples.product(tiler.mode((int) i));
        }
        TiledMma t = tiled(a, 0);
        if (a.count() == 1) {
            return t.tileShape();
        }
        long i = a.staticInt(1);
        if (i < 0 || i > 2) {
            throw a.error(1, "mode " + i + " of (M,N,K) does not exist");
        }
        return t.tileSize((int) i);
    }

    static Slicing.Sliced partition(Args a, TiledMma.Operand op) {
        TiledMma t = tiled(a, 0);
        return partitionTensor(a, (data, thread) -> t.partition(op, data, thread, a.decider()));
    }

    /**
     * Thread (argument 2)'s partition of argument 1: a layout, a shape, or a swizzled smem tensor, whose
     * inner layout is partitioned and the swizzle kept on base + offset + inner(x); errors located at it.
     */
    static Slicing.Sliced partitionTensor(Args a, java.util.function.BiFunction<Layout, SymInt, Slicing.Sliced> partitionOf) {
        cuteprover.layout.ComposedLayout swizzled = a.value(1) instanceof cuteprover.layout.ComposedLayout c ? c : null;
        Layout data = swizzled != null ? swizzled.inner() : layoutOrShape(a, 1);
        SymInt thread = a.integer(2);
        try {
            Slicing.Sliced part = partitionOf.apply(data, thread);
            return swizzled != null ? TensorViews.swizzled(swizzled, part) : part;
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }

    static IntTuple partitionShape(Args a, TiledMma.Operand op) {
        TiledMma t = tiled(a, 0);
        IntTuple shape = a.tuple(1);
        try {
            return ((Layout) t.partition(op, Layout.compact(shape), 0, a.decider()).layout()).shape();
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }

    /**
     * CuTe's UMMA::tile_to_mma_shape (atom/mma_traits_sm100.hpp): the MMA shape ((MMA_M,MMA_K),M_MMAs,K_MMAs,
     * rest...) as the block shape ((MMA_M,M_MMAs),(MMA_K,K_MMAs),rest...), the atom tiled to it, then divided
     * into MMA tiles. A swizzled atom is tiled by its inner layout, the swizzle kept outside.
     */
    private static Object tileToMmaShape(Args a) {
        IntTuple mma = a.tuple(1);
        if (mma.isLeaf() || mma.rank() < 3 || mma.mode(0).isLeaf() || mma.mode(0).rank() != 2) {
            throw a.error(1, "expected an MMA shape ((MMA_M,MMA_K),M_MMAs,K_MMAs[,...]) such as partition_shape_A(...) gives, got "
                    + Values.describe(mma));
        }
        List<IntTuple> block = new ArrayList<>();
        block.add(IntTuple.of(mma.mode(0).mode(0), mma.mode(1)));
        block.add(IntTuple.of(mma.mode(0).mode(1), mma.mode(2)));
        for (int i = 3; i < mma.rank(); i++) {
            block.add(mma.mode(i));
        }
        IntTuple order = a.count() > 2 ? a.tuple(2) : null;
        List<Layout> tiler = List.of(new Layout(cuteprover.tuple.Tuples.product(mma.mode(0).mode(0)), SymInt.ONE),
                new Layout(cuteprover.tuple.Tuples.product(mma.mode(0).mode(1)), SymInt.ONE));
        try {
            if (a.value(0) instanceof cuteprover.layout.ComposedLayout c) {
                Layout tiled = cuteprover.layout.BlockedProducts.tileToShape(c.inner(), IntTuple.of(block), order, a.decider());
                return c.withInner(c.offset(), cuteprover.layout.TiledFamily.DIVIDE.tiled(tiled, tiler, a.decider()));
            }
            Layout tiled = cuteprover.layout.BlockedProducts.tileToShape(a.layout(0), IntTuple.of(block), order, a.decider());
            return cuteprover.layout.TiledFamily.DIVIDE.tiled(tiled, tiler, a.decider());
        } catch (cuteprover.CuteError e) {
            throw located(a, 0, e);
        }
    }

    /** make_fragment_C / make_fragment_A (mma_atom.hpp) from the partitioned shape. */
    static Object fragment(Args a, boolean accumulator) {
        TiledMma mma = tiled(a, 0);
        IntTuple shape = a.tuple(1);
        boolean umma = mma.atom().name().startsWith("SM100_MMA_");
        try {
            if (!umma) {
                if (accumulator) {
                    // make_tensor<FrgTypeC>(shape): make_layout(shape), whose static size-1 modes get stride 0
                    return cuteprover.layout.CompactLayouts.of(shape, cuteprover.layout.CompactLayouts.Major.LEFT);
                }
                throw new cuteprover.CuteError("make_fragment_A here builds the tensor-memory A of a TS UMMA; " + mma.atom().name()
                        + " takes A from registers shaped like the partition (make_fragment_like)");
            }
            return accumulator ? cuteprover.atom.TmemFragments.accumulator(mma.atom(), shape, a.decider())
                    : cuteprover.atom.TmemFragments.operandA(mma.atom(), shape, a.decider());
        } catch (cuteprover.CuteError e) {
            throw located(a, 1, e);
        }
    }
}
