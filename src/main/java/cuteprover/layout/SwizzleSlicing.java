package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * Slicing a swizzled composed layout {@code Sw<B,M,S> o O o L} as CuTe does: where possible the
 * slice "decays" to an ordinary layout plus an offset.
 *
 * <p>Split the swizzle's bits into the Z and Y fields it couples and the rest. The fixed modes of
 * the slice contribute an offset; its Z/Y bits are folded into the composed offset, its other bits
 * pass through. If the free modes never reach a Z bit together with its Y partner, the swizzle
 * restricted to the free modes is linear: each Z or Y bit contributes a fixed signed stride
 * (Z or -Z, Y+Z or Y-Z, depending on the partner bit of the folded offset), so the slice is the
 * composition of that "swizzle layout" with the sliced layout. Otherwise the slice stays a composed
 * layout. Every result is checked against the composed layout by enumeration.
 */
final class SwizzleSlicing {

    private SwizzleSlicing() {
    }

    /**
     * As CuTe slices; {@code offsetKept} where the caller adds the slice's offset back (a tensor's slice, whose value is
     * offset plus layout): then a slice CuTe decays at run time (a thread's symbolic offset) may stay composed, the same
     * function. A bare slice drops its offset, so there it needs the static offset the decay is computed from.
     */
    static Slicing.Sliced sliceAndOffset(Swizzle sw, ComposedLayout cl, Slicing.Spec spec, Slicing.Sliced generic, boolean offsetKept,
                                         Decider d) {
        Layout sliced = (Layout) ((ComposedLayout) generic.layout()).inner();
        if (allFree(spec) || sw.bits() == 0) {
            return generic; // CuTe only reshapes when nothing is fixed
        }
        if (!(cl.offset() instanceof SymInt o0) || !o0.isConst() || !cl.inner().isStatic() || !cl.inner().hasIntegerStrides()) {
            if (offsetKept) {
                // tAsA(_,_,_,k_pipe) at a thread's symbolic offset: Sw o (O + offset) o slice(L), offset plus layout as decayed
                return generic;
            }
            throw new CuteError("slicing the swizzled layout " + cl + " needs a static inner layout and offset");
        }
        long zy = sw.zzzMask() | sw.yyyMask();
        long fixedOffset = nonNegative(Slicing.sliceAndOffset(cl.inner(), spec, d).offset(), cl);
        long offsetOnlyZy = o0.value() ^ (fixedOffset & zy);
        long offsetAntiZy = fixedOffset & ~zy;
        long last = nonNegative(Coordinates.crd2offset(SymInt.sub(sliced.size(), SymInt.ONE), sliced.shape(), sliced.stride()), cl);
        long active = last & zy;
        Slicing.Sliced result;
        if ((active & ~sw.apply(active)) != 0) {
            // the free modes reach a Z bit and its Y partner: not reducible
            result = new Slicing.Sliced(SymInt.of(offsetAntiZy), cl.withInner(SymInt.of(offsetOnlyZy), sliced));
        } else {
            Layout swizzleLayout = swizzleLayout(sw, offsetOnlyZy);
            Layout decayed = Composition.compose(swizzleLayout, sliced);
            result = new Slicing.Sliced(SymInt.of(Math.addExact(sw.apply(offsetOnlyZy), offsetAntiZy)), decayed);
        }
        requireSameFunction(cl, spec, generic, result);
        return result;
    }

    private static boolean allFree(Slicing.Spec spec) {
        if (spec == Slicing.Free.FREE) {
            return true;
        }
        if (spec instanceof Slicing.Nested n) {
            for (Slicing.Spec m : n.modes()) {
                if (!allFree(m)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /**
     * The swizzle as a layout over its low bits, valid where the Y/Z bits of the argument are
     * disjoint from those of {@code offset}: {@code (2^M,(2,..),2^(|S|-B),(2,..),1)} with the
     * signed strides of the Z and Y bits.
     */
    private static Layout swizzleLayout(Swizzle sw, long offset) {
        int b = sw.bits();
        long z = Long.lowestOneBit(sw.zzzMask());
        long y = Long.lowestOneBit(sw.yyyMask());
        List<IntTuple> lowStride = new ArrayList<>();
        List<IntTuple> highStride = new ArrayList<>();
        for (int i = 0; i < b; i++) {
            long zStride = (offset & (y << i)) == 0 ? z << i : -(z << i);
            long yStride = (offset & (z << i)) == 0 ? (y + z) << i : (y - z) << i;
            lowStride.add(SymInt.of(z < y ? zStride : yStride));
            highStride.add(SymInt.of(z < y ? yStride : zStride));
        }
        return overLowBits(sw, lowStride, highStride);
    }

    /**
     * {@code (2^M,(2,..),2^(|S|-B),(2,..),1)} over a swizzle's low bits, with the given strides of the lower and the
     * higher B bits it reads or writes.
     */
    static Layout overLowBits(Swizzle sw, List<IntTuple> lowStride, List<IntTuple> highStride) {
        int b = sw.bits();
        int m = sw.base();
        int s = Math.abs(sw.shift());
        List<IntTuple> twos = new ArrayList<>();
        for (int i = 0; i < b; i++) {
            twos.add(SymInt.of(2));
        }
        IntTuple shape = IntTuple.of(SymInt.of(1L << m), new Tuple(twos), SymInt.of(1L << (s - b)), new Tuple(twos), SymInt.ONE);
        IntTuple stride = IntTuple.of(SymInt.ONE, new Tuple(lowStride), SymInt.of(1L << (m + b)), new Tuple(highStride),
                SymInt.of(1L << (m + b + s)));
        return new Layout(shape, stride);
    }

    private static long nonNegative(IntTuple offset, ComposedLayout cl) {
        if (!(offset instanceof SymInt s) || !s.isConst() || s.value() < 0) {
            throw new CuteError("slicing the swizzled layout " + cl + " needs non-negative integer offsets, got " + offset);
        }
        return s.value();
    }

    /**
     * The decayed slice must have the values of the generic one, A(O + off + slice(j)). CuTe's decay
     * assumes that the folded offset has no Z/Y bit where the free modes count; when it has, adding
     * the two carries and CuTe's answer is wrong (e.g. {@code Sw<3,4,3> o 32 o (8,64):(64,1)} at
     * {@code (3,_)}); the error names the witness and the correct, undecayed slice.
     */
    private static void requireSameFunction(ComposedLayout cl, Slicing.Spec spec, Slicing.Sliced generic, Slicing.Sliced result) {
        long[] expected = ((ComposedLayout) generic.layout()).table();
        long base = ((SymInt) result.offset()).value();
        long[] got = result.layout() instanceof ComposedLayout c ? c.table() : FlatLayout.of((Layout) result.layout()).table();
        for (int j = 0; j < expected.length; j++) {
            if (base + got[j] != expected[j]) {
                throw new CuteError("slice is wrong as CuTe computes it: " + result + " gives " + (base + got[j]) + " at index " + j
                        + " but " + cl + " has " + expected[j] + " there (the offset's swizzle bits carry into the sliced bits);"
                        + " the slice is " + generic);
            }
        }
    }
}
