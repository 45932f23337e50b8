package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's register-fragment layouts (layout.hpp): {@code make_layout_like} (compact, modes ordered as the
 * reference's strides order them) and {@code make_fragment_like} (the same, except mode 0, the MMA or copy
 * atom's values, is generated column-major so a copy from the partition can vectorize). Static stride-0 modes
 * keep stride 0: a broadcast in the reference stays one register.
 */
public final class FragmentLayouts {

    private FragmentLayouts() {
    }

    /** make_layout_like(L): make_layout(shape, compact_order(filter_zeros(stride, shape), stride)). */
    public static Layout layoutLike(Layout l) {
        return new Layout(l.shape(), compactOrder(filterStaticZeros(l.shape(), l.stride()), l.stride()));
    }

    /**
     * make_fragment_like(L): for rank > 1 and a static shape, tiled_product of mode 0 made column-major (its
     * static stride-0 leaves kept 0) with the other modes made compact in their strides' order; else make_layout(shape).
     */
    public static Layout fragmentLike(Layout l, Decider d) {
        int r = l.rank();
        if (r <= 1 || !isStatic(l.shape())) {
            return CompactLayouts.of(l.shape(), CompactLayouts.Major.LEFT);
        }
        Layout mode0 = l.mode(0);
        Layout values = new Layout(mode0.shape(),
                CompactLayouts.of(filterStaticZeros(mode0.shape(), mode0.stride()), CompactLayouts.Major.LEFT).stride());
        List<Layout> restModes = new ArrayList<>();
        for (int i = 1; i < r; i++) {
            restModes.add(l.mode(i));
        }
        Layout rest = Layout.concat(restModes);
        Layout ordered = new Layout(rest.shape(), compactOrder(rest.shape(), rest.stride()));
        return TiledFamily.PRODUCT.tiled(values, ordered, d);
    }

    /** Every leaf of the shape a static integer (CuTe's is_static, which the fragment's own layout needs). */
    public static boolean isStatic(IntTuple shape) {
        for (IntTuple leaf : shape.leaves()) {
            if (!(leaf instanceof SymInt s) || !s.isConst()) {
                return false;
            }
        }
        return true;
    }

    /** filter_zeros(stride, shape): a leaf whose stride is a static 0 gets size 1 (CuTe tests is_constant<0>). */
    private static IntTuple filterStaticZeros(IntTuple shape, IntTuple stride) {
        return Tuples.zipMap(shape, stride, (s, d) -> d instanceof SymInt z && z.isConst() && z.value() == 0 ? SymInt.ONE : s);
    }

    /**
     * CuTe's compact_order(shape, order) with the strides as the order: a dynamic (symbolic) stride orders after
     * every static one, dynamic ones left to right (CuTe replaces them by max_order+1+i, i the leaf's position).
     */
    static IntTuple compactOrder(IntTuple shape, IntTuple order) {
        List<IntTuple> leaves = order.leaves();
        long max = 0;
        for (IntTuple o : leaves) {
            max = Math.max(max, staticOrder(o, order));
        }
        long[] ref = new long[leaves.size()];
        for (int i = 0; i < leaves.size(); i++) {
            SymInt o = (SymInt) leaves.get(i);
            ref[i] = o.isConst() ? o.value() : max + 1 + i;
        }
        int[] next = {0};
        IntTuple staticOrder = Tuples.map(order, leaf -> SymInt.of(ref[next[0]++]));
        return CompactLayouts.ordered(shape, staticOrder).stride();
    }

    /** A static order entry, or 0 (no bound) for a dynamic one; scaled-basis strides have no order CuTe compares. */
    private static long staticOrder(IntTuple o, IntTuple order) {
        if (!(o instanceof SymInt s)) {
            throw new CuteError("the strides " + order + " are not integers (a coordinate tensor?): a fragment orders its modes by integer strides");
        }
        return s.isConst() ? s.value() : 0;
    }

    /**
     * The layout CuTe's thread partition of a swizzled tensor {@code Sw o O o L} has: sliced at a run-time thread
     * index, slice_and_offset decays the swizzle into L where the free modes never reach a Z bit with its Y partner,
     * composing L with the swizzle's layout {@code (2^M,(2,..),2^(|S|-B),(2,..),1)} whose Z/Y strides depend on the
     * run-time offset. Those strides are dynamic in CuTe: they order after the static ones (compact_order) and keep
     * composition from merging modes, so the decayed shape can split a mode of L (4 becomes (2,2)). Only the shape
     * and which strides are dynamic matter to a fragment: the dynamic ones are symbols here, found by composing with
     * two sets of stand-ins for the swizzle strides. Not reducible, the tensor keeps L (its layout_b).
     */
    public static Layout decayedAtRunTime(ComposedLayout c) {
        if (!(c.outer() instanceof Swizzle sw) || sw.bits() == 0) {
            return c.inner();
        }
        Layout l = c.inner();
        if (!l.isStatic() || !l.hasIntegerStrides()) {
            throw new CuteError("the fragment of the swizzled partition " + c + " needs a static layout under the swizzle");
        }
        long zy = sw.zzzMask() | sw.yyyMask();
        long[] table = FlatLayout.of(l).table();
        long active = table[table.length - 1] & zy;
        if ((active & ~sw.apply(active)) != 0) {
            return l;   // the free modes reach a Z bit and its Y partner: CuTe keeps the composed layout
        }
        Layout once = Composition.compose(swizzleLayout(sw, 1_000_003L), l);
        Layout twice = Composition.compose(swizzleLayout(sw, 2_000_003L), l);
        java.util.List<IntTuple> a = once.stride().leaves();
        java.util.List<IntTuple> b = twice.stride().leaves();
        int[] next = {0};
        IntTuple stride = Tuples.map(once.stride(), leaf -> {
            int i = next[0]++;
            return a.get(i).equals(b.get(i)) ? leaf : SymInt.var("swizzle_stride_" + i);
        });
        return new Layout(once.shape(), stride);
    }

    /**
     * The swizzle's layout over its low bits with its Z and Y strides (run-time values in CuTe) replaced by distinct
     * odd stand-ins base, base+2, ...: no two of them, nor one with a static stride, can merge as static strides would.
     */
    private static Layout swizzleLayout(Swizzle sw, long base) {
        List<IntTuple> lowStride = new ArrayList<>();
        List<IntTuple> highStride = new ArrayList<>();
        for (int i = 0; i < sw.bits(); i++) {
            lowStride.add(SymInt.of(base + 4L * i));
            highStride.add(SymInt.of(base + 4L * i + 2));
        }
        return SwizzleSlicing.overLowBits(sw, lowStride, highStride);
    }
}
