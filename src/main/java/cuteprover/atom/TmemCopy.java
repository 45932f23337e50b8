package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Coalesce;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Filter;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.layout.Recast;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code make_tmem_copy(atom, tmem_tensor)} (atom/copy_traits_sm100.hpp) and the
 * {@code make_cotiled_copy} it calls (atom/copy_atom.hpp). The atom's (thread, value) -> TMEM address map is
 * built from the op's {@code ValID}: the four warps of a warpgroup each at their own 32-lane quadrant
 * ({@code (32,4):(0,32*DP<T>)}, stride 0 inside a warp because a warp issues one address), the values at
 * {@code coalesce(upcast<bits(T)>(ValID))}. The TMEM tensor's layout (coordinate -> address, in T units,
 * lane stride DP&lt;T&gt; = 65536*32/bits(T)) is then inverted to find which coordinates the atom touches.
 */
public final class TmemCopy {

    private TmemCopy() {
    }

    /** Lane stride of TMEM in units of a {@code bits}-bit type (CuTe's TMEM::DP&lt;T&gt;). */
    public static long laneStride(int bits) {
        return 65536L * 32 / bits;
    }

    public static TiledCopy make(CopyAtom atom, Layout tmem, Decider d) {
        if (atom.valId() == null) {
            throw new CuteError("make_tmem_copy needs a tensor-memory copy atom (Copy_Atom<SM100_TMEM_LOAD_..., T> or "
                    + "SM100_TMEM_STORE_...), got " + atom.name());
        }
        if (atom.thrId().size().value() != 32) {
            throw new CuteError("make_tmem_copy needs a warp's tcgen05.ld/st atom (SM100_TMEM_LOAD_... or SM100_TMEM_STORE_...), got "
                    + atom.name() + (UtccpOps.looksLikeUtccp(TypeName.parse(atom.name()).args().get(0).head()) ? "; a tcgen05.cp atom takes make_utccp_copy" : ""));
        }
        int bits = atom.valueBits();
        if (bits > 32 || 32 % bits != 0) {
            throw new CuteError("make_tmem_copy: " + atom.name() + " has " + bits + "-bit values; TMEM is addressed in 32-bit "
                    + "cells, so the type must be 32 bits or a divisor of 32 (CuTe's tmem_ptr<T>)");
        }
        if (!tmem.isStatic() || !tmem.hasIntegerStrides()) {
            throw new CuteError("make_tmem_copy: the TMEM layout must be static with integer strides (CuTe static_asserts it), got " + tmem);
        }
        Layout threads = new Layout(IntTuple.of(SymInt.of(32), SymInt.of(4)), IntTuple.of(SymInt.ZERO, SymInt.of(32 * laneStride(bits))));
        Layout values = Coalesce.coalesce(Recast.upcast(atom.valId(), SymInt.of(bits), d), d);
        return cotiled(atom, Layout.concat(List.of(threads, values)), tmem, d, "make_tmem_copy", "thread {t} of the warpgroup");
    }

    /** CuTe's make_utccp_copy(op, tmem_tensor): see {@link UtccpOps#make}. */
    public static TiledCopy makeUtccp(CopyAtom atom, Layout tmem, Decider d) {
        return UtccpOps.make(atom, tmem, d);
    }

    /** make_cotiled_copy(atom, atom (thr,val) -> address, coordinate -> address). */
    static TiledCopy cotiled(CopyAtom atom, Layout atomTv, Layout data, Decider d, String constructor, String threadName) {
        requireAddressesInData(atom, atomTv, data, constructor, threadName);
        Layout endOfData = Layout.of(1, 0);
        Layout inverse = Layout.concat(List.of(Inverse.leftInverse(data, d), endOfData));
        Layout tvToCoord = Composition.compose(inverse, atomTv, d);
        Layout reached = Coalesce.coalesce(Composition.compose(Layout.concat(List.of(data, endOfData)), tvToCoord.mode(1), d), d);
        Layout wanted = Coalesce.coalesce(atomTv.mode(1), d);
        if (!sameFunction(reached, wanted)) {
            throw new CuteError("the TMEM addresses that " + atom.name() + " touches are not all in the layout " + data
                    + " (CuTe: 'The memory pointed to by AtomTVLayout does not exist in the DataLayout'): its values reach "
                    + wanted + ", the layout gives back " + reached);
        }
        List<IntTuple> flat = new ArrayList<>();
        for (int i = 0; i < data.rank(); i++) {
            flat.add(data.mode(i).size());
        }
        IntTuple flatShape = IntTuple.of(flat);
        List<Layout> tiler = new ArrayList<>();
        List<IntTuple> tilerShapes = new ArrayList<>();
        for (int i = 0; i < flat.size(); i++) {
            List<IntTuple> unit = new ArrayList<>();
            for (int j = 0; j < flat.size(); j++) {
                unit.add(j == i ? SymInt.ONE : SymInt.ZERO);
            }
            Layout coordinate = new Layout(flatShape, IntTuple.of(unit));
            Layout t = Filter.filter(Composition.compose(coordinate, tvToCoord, d), d);
            tiler.add(t);
            tilerShapes.add(t.shape());
        }
        Layout tileToData = Composition.compose(Layout.compact(flatShape), tiler, d);
        Layout layoutTv = Composition.compose(Inverse.leftInverse(tileToData, d), tvToCoord, d);
        return TiledCopy.of(atom, layoutTv, IntTuple.of(tilerShapes), tiler);
    }

    /** CuTe's static_assert, with a witness: every address the atom touches is an address of the layout. */
    private static void requireAddressesInData(CopyAtom atom, Layout atomTv, Layout data, String constructor, String threadName) {
        long[] image = FlatLayout.of(data).table();   // a fresh array: sorted in place, searched without boxing
        java.util.Arrays.sort(image);
        long[] touched = FlatLayout.of(atomTv).table();
        long threads = atomTv.mode(0).size().value();
        for (int i = 0; i < touched.length; i++) {
            if (java.util.Arrays.binarySearch(image, touched[i]) < 0) {
                throw new CuteError("CuTe rejects this " + constructor + " ('The memory pointed to by AtomTVLayout does not exist in the "
                        + "DataLayout'): " + atom.name() + " has " + threadName.replace("{t}", String.valueOf(i % threads)) + ", value " + (i / threads)
                        + " at TMEM address " + touched[i] + " (lane " + touched[i] / laneStride(atom.valueBits()) + "), which " + data
                        + " never reaches");
            }
        }
    }

    private static boolean sameFunction(Layout a, Layout b) {
        return a.size().equals(b.size()) && java.util.Arrays.equals(FlatLayout.of(a).table(), FlatLayout.of(b).table());
    }
}
