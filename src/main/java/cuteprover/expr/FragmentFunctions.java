package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.atom.MmaAtom;
import cuteprover.atom.TiledMma;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.FragmentLayouts;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * CuTe's register fragments: make_fragment_like / make_tensor_like (tensor_impl.hpp), MMA_Atom::make_fragment_A/B/C
 * and ThrMMA::partition_fragment_A/B/C (atom/mma_atom.hpp). A fragment is a fresh register tensor: its value here is
 * its layout (offset 0), whatever the offset of the tensor it was shaped like.
 */
final class FragmentFunctions {

    private FragmentFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("make_fragment_like", 1, 1, "make_fragment_like(TENSOR | LAYOUT | SHAPE): a register tensor of its shape, mode 0"
                + " column-major, the other modes compact in its strides' order", FragmentFunctions::fragmentLike);
        t.register("make_tensor_like", 1, 1, "make_tensor_like(TENSOR | LAYOUT): a register tensor of its shape, compact in its"
                + " strides' order (make_layout_like)", a -> requireStatic(a, 0, FragmentLayouts.layoutLike(tensorLayout(a, 0))));
        t.register("make_layout_like", 1, 1, "make_layout_like(L): L's shape, compact in the order of its strides, static 0 strides kept",
                a -> FragmentLayouts.layoutLike(a.layout(0)));
        for (TiledMma.Operand op : TiledMma.Operand.values()) {
            FunctionTable.Impl partition = TensorViews.through(1, b -> AtomFunctions.partition(b, op));
            int min = op == TiledMma.Operand.C ? 2 : 3;
            t.register("partition_fragment_" + op, min, 3, "partition_fragment_" + op + "(TILED_MMA, TENSOR, THREAD): make_fragment_" + op
                    + "(partition_" + op + "(...)), as thr_mma.partition_fragment_" + op + "(t)"
                    + (op == TiledMma.Operand.C ? "; (TILED_MMA, SHAPE): of partition_shape_C" : ""),
                    a -> a.count() == 2 ? ofMma(a.with(1, AtomFunctions.partitionShape(a, op)), op)
                            : ofMma(a.with(1, partition.apply(a)), op));
        }
    }

    /**
     * MMA_Atom::make_fragment_A/B/C of a partition: C is make_tensor&lt;FrgTypeC&gt;(shape(t)); A and B are
     * make_fragment_like(t) where FrgType is a value type (UniversalFMA, mma.sync), a TS UMMA's A is its tensor
     * memory for shape(t). A shape (not a tensor) keeps the shape forms (partition_shape_C/A of a UMMA).
     */
    static Object ofMma(Args a, TiledMma.Operand op) {
        if (a.value(1) instanceof IntTuple) {
            if (op == TiledMma.Operand.B) {
                throw a.error(1, "make_fragment_B takes a partitioned tensor (thr_mma.partition_B(sB)), got the shape " + a.value(1));
            }
            return AtomFunctions.fragment(a, op == TiledMma.Operand.C);
        }
        TiledMma mma = AtomFunctions.tiled(a, 0);
        MmaAtom atom = mma.atom();
        Layout t = tensorLayout(a, 1);
        String name = "make_fragment_" + op;
        if (t.rank() < 3) {
            throw a.error(1, name + " expects a partitioned tensor (" + (op == TiledMma.Operand.C ? "V,M,N" : op == TiledMma.Operand.A ? "V,M,K" : "V,N,K")
                    + ",...) of rank 3 or more, as partition_" + op + " gives; got " + t + " (CuTe's static assert rank >= 3)");
        }
        Layout tv = op == TiledMma.Operand.A ? atom.layoutA() : op == TiledMma.Operand.B ? atom.layoutB() : atom.layoutC();
        SymInt values = tv.mode(1).size();
        if (!a.decider().equal(t.mode(0).size(), values)) {
            throw a.error(1, name + ": mode 0 of " + t + " has " + t.mode(0).size() + " values but a thread of " + atom.name() + " holds "
                    + values + " (CuTe's static assert size<0>(tensor) == size<1>(Layout" + op + "_TV)); pass partition_" + op + "'s result");
        }
        requireStatic(a, 1, t);
        boolean umma = atom.name().startsWith("SM100_MMA_");
        if (op == TiledMma.Operand.C || umma && op == TiledMma.Operand.A && !readsSmem(atom, op)) {
            // make_tensor<FrgTypeC>(shape(t)); a TS UMMA's A is tmem_frg, whose MakeTensor takes shape(t) too
            return AtomFunctions.fragment(a.with(1, t.shape()), op == TiledMma.Operand.C);
        }
        if (readsSmem(atom, op)) {
            return descriptors(a, atom, op, name);
        }
        return FragmentLayouts.fragmentLike(t, a.decider());
    }

    /**
     * An operand read through shared-memory descriptors: CuTe's MakeTensor<smem_desc> gives one descriptor per MMA over
     * {@code replace<0>(recast<uint128_t>(t).layout(), _1:_0)}, t the smem partition (its layout without the swizzle, which
     * the descriptor carries). The recast is an upcast by 128 bits over the operand's width, 256/K bits for the dense
     * GMMA and UMMA ops (K covers 256 bits of A); the sub-byte, block-scaled and sparse kinds are refused.
     */
    private static Object descriptors(Args a, MmaAtom atom, TiledMma.Operand op, String name) {
        String head = atom.name().contains("<") ? atom.name().substring(0, atom.name().indexOf('<')) : atom.name();
        if (head.contains("F8F6F4") || head.contains("MXF") || head.contains("SPARSE") || head.contains("INTERLEAVED") || 256 % atom.k() != 0) {
            throw a.error(1, name + " of " + atom.name() + ": " + op + " is read through shared-memory descriptors over"
                    + " recast<uint128_t>(" + op + "), whose element width this op does not fix here; not modeled (use the smem partition)");
        }
        Object v = a.value(1);
        Layout t = v instanceof Slicing.Sliced view && view.layout() instanceof ComposedLayout c ? c.inner()
                : v instanceof ComposedLayout c ? c.inner() : tensorLayout(a, 1);
        long perDescriptor = 128 / (256 / atom.k());   // elements of the operand in 128 bits
        Layout recast;
        try {
            recast = cuteprover.layout.Recast.upcast(t, SymInt.of(perDescriptor), a.decider());
        } catch (CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
        List<Layout> modes = new java.util.ArrayList<>(recast.modes());
        modes.set(0, new Layout(SymInt.ONE, SymInt.ZERO));
        return Layout.concat(modes);
    }

    /** GMMA (SM90_64xNxK_..._SS/RS) and UMMA atoms read B, and A unless RS/TS, through a shared-memory descriptor. */
    private static boolean readsSmem(MmaAtom atom, TiledMma.Operand op) {
        String head = atom.name().contains("<") ? atom.name().substring(0, atom.name().indexOf('<')) : atom.name();
        boolean descriptors = head.startsWith("SM90_64x") || head.startsWith("SM100_MMA_");
        if (!descriptors || op == TiledMma.Operand.C) {
            return false;
        }
        return op == TiledMma.Operand.B || head.contains("_SS");
    }

    private static Object fragmentLike(Args a) {
        Object v = a.value(0);
        if (v instanceof IntTuple shape) {
            return cuteprover.layout.CompactLayouts.of(shape, cuteprover.layout.CompactLayouts.Major.LEFT, a.decider());   // make_layout(shape)
        }
        Layout l = tensorLayout(a, 0);
        if (v instanceof Slicing.Sliced) {
            requireStatic(a, 0, l);   // a tensor: CuTe allocates registers, which needs a static shape
        }
        return FragmentLayouts.fragmentLike(l, a.decider());
    }

    /**
     * The layout a fragment is shaped after. A swizzled layout is its layout_b (CuTe's make_fragment_like of a
     * ComposedLayout), except a thread's partition of one: CuTe slices it at a run-time thread index, which decays
     * the swizzle into run-time strides where it can (swizzle_layout.hpp slice_and_offset).
     */
    static Layout tensorLayout(Args a, int i) {
        Object v = a.value(i);
        if (v instanceof Slicing.Sliced view) {
            if (view.layout() instanceof ComposedLayout c) {
                try {
                    return FragmentLayouts.decayedAtRunTime(c);
                } catch (CuteError e) {
                    throw AtomFunctions.located(a, i, e);
                }
            }
            return (Layout) view.layout();
        }
        if (v instanceof ComposedLayout c) {
            return c.inner();
        }
        if (v instanceof Layout l) {
            return l;
        }
        throw a.error(i, "expected a tensor (a partition such as thr_mma.partition_A(sA)) or a layout but got " + Values.describe(v));
    }

    private static Layout requireStatic(Args a, int i, Layout l) {
        if (!FragmentLayouts.isStatic(l.shape())) {
            throw a.error(i, "a register tensor needs a static shape (CuTe: \"Dynamic owning tensors not supported\"), got " + l.shape());
        }
        return l;
    }
}
