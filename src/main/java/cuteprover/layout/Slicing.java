package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * Slicing with {@code _} (Cecka Eq. 10, CuTe {@code slice} / {@code slice_and_offset}): a partial
 * coordinate {@code c = c' + c*} fixes some modes and leaves the others free. The fixed part
 * becomes an offset {@code L(c')}, the free modes remain as the sliced layout, so that
 * {@code L(c' + c*) = offset + slice(c*)}.
 *
 * <p>The shape of the slice is CuTe's: the modes paired with a {@code _}, in order, collected into
 * one flat tuple (each free mode kept whole); a lone {@code _} keeps the layout itself. So
 * {@code ((3,2),((2,3),2))} sliced at {@code (2,_)} has shape {@code (((2,3),2))} (a rank-1 tuple,
 * as CuTe prints it), and at {@code ((1,_),((_,0),_))} shape {@code (2,2,2)}. Cecka writes the
 * latter as {@code (2,(2,2))}: the same function, a different grouping.
 *
 * <p>Unlike CuTe, a fixed coordinate outside its mode is an error: the offset would point outside
 * the layout's image.
 */
public final class Slicing {

    private Slicing() {
    }

    /** A slicing coordinate: a fixed (possibly hierarchical) coordinate, a free mode, or a tuple of those. */
    public sealed interface Spec permits Fixed, Free, Nested {
    }

    /** A fixed coordinate of a mode: an integer (decomposed colexicographically) or a coordinate tuple. */
    public record Fixed(IntTuple coord) implements Spec {
    }

    /** {@code _}: the whole mode stays free. */
    public enum Free implements Spec { FREE }

    /** A tuple of specs, one per mode of a tuple-shaped mode. */
    public record Nested(List<Spec> modes) implements Spec {
        public Nested {
            modes = List.copyOf(modes);
        }
    }

    /**
     * The result of {@code slice_and_offset}: an offset and the sliced view (a {@link Layout} or a
     * {@link ComposedLayout}), printed in Cecka's tensor notation {@code {offset} o layout}: a
     * counting iterator at the offset composed with the layout.
     */
    /**
     * A tensor at offset 0 (make_tensor's) as its layout, where a layout is read (a property, an atom's argument); any
     * other value as it is.
     */
    public static Object layoutAtZeroOffset(Object v) {
        return v instanceof Sliced s && s.layout() instanceof Layout l && Offsets.isZero(s.offset()) ? l : v;
    }

    public record Sliced(IntTuple offset, Object layout) {
        public Sliced {
            if (!(layout instanceof Layout) && !(layout instanceof ComposedLayout)) {
                throw new IllegalArgumentException("a slice is a layout or a composed layout, got " + layout);
            }
            if (offset instanceof ScaledBasis b) {
                offset = Offsets.add(new Tuple(List.of(SymInt.ZERO)), b); // a coordinate, as CuTe prints it: (0,3)
            }
        }

        @Override
        public String toString() {
            return "{" + TupleFormat.format(offset) + "} o " + layout;
        }
    }

    /** The sliced layout of the free modes. */
    public static Layout slice(Layout l, Spec c, Decider d) {
        return (Layout) sliceAndOffset(l, c, d).layout();
    }

    /** The sublayout of the free modes and the offset of the fixed ones, checked by enumeration. */
    public static Sliced sliceAndOffset(Layout l, Spec c, Decider d) {
        requireMatches(c, l.shape(), "", d);
        Layout sliced = new Layout(keep(c, l.shape()), keep(c, l.stride()));
        IntTuple offset = coordinateOfRank(offset(c, l.shape(), l.stride()), l.stride());
        Sliced r = new Sliced(offset, sliced);
        if (l.isStatic() && l.hasIntegerStrides() && offset instanceof SymInt s && s.isConst() && isStatic(c)
                && sliced.size().isConst() && sliced.size().value() <= CHECK_LIMIT) {
            requireSliceProperty(l, c, sliced, s.value());
        }
        return r;
    }

    /**
     * A coordinate offset (strides of scaled basis elements) written with every mode of the coordinate space, as CuTe's
     * ArithTuple keeps them: (256,0), not (256), and (0,0), not 0, for a view of (M,K):(1@0,1@1); a flat coordinate is
     * then compared mode by mode with what a kernel author writes. Integer offsets are unchanged.
     */
    private static IntTuple coordinateOfRank(IntTuple offset, IntTuple stride) {
        if (offset instanceof SymInt o && !o.isConstant(0)) {
            return offset;   // an integer offset (the common case): nothing to read in the strides
        }
        int rank = 0;
        for (IntTuple leaf : stride.leaves()) {
            if (leaf instanceof cuteprover.tuple.ScaledBasis b) {
                rank = Math.max(rank, b.mode() + 1);
            } else if (!(leaf instanceof SymInt z && z.isConstant(0))) {
                return offset;   // integer strides: an integer offset
            }
        }
        if (rank == 0) {
            return offset;
        }
        List<IntTuple> modes = new ArrayList<>();
        if (offset instanceof cuteprover.tuple.Tuple t) {
            for (IntTuple e : t.elements()) {
                if (!(e instanceof SymInt)) {
                    return offset;   // a nested coordinate: left as it is
                }
                modes.add(e);
            }
        } else if (!(offset instanceof SymInt z && z.isConstant(0))) {
            return offset;
        }
        if (modes.size() >= rank) {
            return offset;
        }
        while (modes.size() < rank) {
            modes.add(SymInt.ZERO);
        }
        return new cuteprover.tuple.Tuple(modes);
    }

    /**
     * Slicing of a composed layout {@code A o O o B} by CuTe's generic rule: the offset moves inside,
     * {@code A o (O + offset) o slice(B)}, and the outer offset is 0. A swizzle outer function may
     * instead decay to an ordinary layout with an offset, as CuTe does ({@link SwizzleSlicing}).
     */
    public static Sliced sliceAndOffset(ComposedLayout cl, Spec c, Decider d) {
        return sliceAndOffset(cl, c, false, d);
    }

    /** The same for a tensor's slice, whose offset the caller adds back ({@link SwizzleSlicing}: it may stay composed). */
    public static Sliced sliceOfTensor(ComposedLayout cl, Spec c, Decider d) {
        return sliceAndOffset(cl, c, true, d);
    }

    private static Sliced sliceAndOffset(ComposedLayout cl, Spec c, boolean offsetKept, Decider d) {
        Sliced r = sliceAndOffset(cl.inner(), c, d);
        Sliced generic = new Sliced(Offsets.zero(), cl.withInner(Offsets.add(cl.offset(), r.offset()), (Layout) r.layout()));
        if (cl.outer() instanceof Swizzle sw) {
            return SwizzleSlicing.sliceAndOffset(sw, cl, c, generic, offsetKept, d);
        }
        return generic;
    }

    /** Largest slice whose defining property is checked by enumeration. */
    static final long CHECK_LIMIT = 1L << 24;

    /** CuTe's slice on one tuple: the parts paired with {@code _}, concatenated into one tuple. */
    private static IntTuple keep(Spec c, IntTuple t) {
        if (c == Free.FREE) {
            return t; // slice(_, b) == b
        }
        List<IntTuple> out = new ArrayList<>();
        collectFree(c, t, out);
        return new Tuple(out);
    }

    private static void collectFree(Spec c, IntTuple t, List<IntTuple> out) {
        if (c == Free.FREE) {
            out.add(t);
        } else if (c instanceof Nested n) {
            for (int i = 0; i < n.modes().size(); i++) {
                collectFree(n.modes().get(i), t.mode(i), out);
            }
        }
    }

    /** crd2idx of the fixed coordinates; free modes contribute 0. */
    private static IntTuple offset(Spec c, IntTuple shape, IntTuple stride) {
        if (c == Free.FREE) {
            return Offsets.zero();
        }
        if (c instanceof Fixed f) {
            return Coordinates.crd2offset(f.coord(), shape, stride);
        }
        Nested n = (Nested) c;
        IntTuple sum = Offsets.zero();
        for (int i = 0; i < n.modes().size(); i++) {
            sum = Offsets.add(sum, offset(n.modes().get(i), shape.mode(i), stride.mode(i)));
        }
        return sum;
    }

    /** Ranks must match where the coordinate is a tuple; fixed static coordinates must be in bounds. */
    private static void requireMatches(Spec c, IntTuple shape, String path, Decider d) {
        if (c instanceof Nested n) {
            if (shape.isLeaf() || shape.rank() != n.modes().size()) {
                throw new CuteError("slice coordinate of rank " + n.modes().size() + " does not match "
                        + where(path) + "shape " + TupleFormat.format(shape) + (shape.isLeaf() ? " (an integer mode)" : " of rank " + shape.rank()));
            }
            for (int i = 0; i < n.modes().size(); i++) {
                requireMatches(n.modes().get(i), shape.mode(i), path + "." + i, d);
            }
        } else if (c instanceof Fixed f) {
            if (!f.coord().isLeaf() && !Tuples.weaklyCongruent(f.coord(), shape)) {
                throw new CuteError("slice coordinate " + TupleFormat.format(f.coord()) + " does not match " + where(path)
                        + "shape " + TupleFormat.format(shape));
            }
            Coordinates.requireInBounds(f.coord(), shape, "slice" + (path.isEmpty() ? "" : " at mode " + path.substring(1)), d);
        }
    }

    private static String where(String path) {
        return path.isEmpty() ? "the " : "mode " + path.substring(1) + " with ";
    }

    /**
     * The defining property by enumeration over primitive arrays: for every index j of the slice,
     * offset + slice(j) = L(c' + c*(j)), where c*(j) fills the free leaves of L in order. The leaf
     * assignment is derived by walking the coordinate against L's shape, independently of the
     * tuple concatenation that built the slice.
     */
    private static void requireSliceProperty(Layout l, Spec c, Layout sliced, long offset) {
        List<IntTuple> shapeLeaves = l.shape().leaves();
        List<IntTuple> strideLeaves = l.stride().leaves();
        long[] fixed = new long[shapeLeaves.size()];
        int[] freeSlot = new int[shapeLeaves.size()];
        int[] counters = {0, 0}; // next leaf, next free slot
        assignLeaves(c, l.shape(), fixed, freeSlot, counters);
        int slots = counters[1];
        long[] slotShape = new long[slots];
        long[] slotStride = new long[slots];
        long fixedSum = 0;
        for (int leaf = 0; leaf < fixed.length; leaf++) {
            long d = ((SymInt) strideLeaves.get(leaf)).value();
            if (freeSlot[leaf] >= 0) {
                slotShape[freeSlot[leaf]] = ((SymInt) shapeLeaves.get(leaf)).value();
                slotStride[freeSlot[leaf]] = d;
            } else {
                fixedSum += fixed[leaf] * d;
            }
        }
        long[] got = FlatLayout.of(sliced).table();
        long[] crd = new long[slots];
        long expected = fixedSum;
        for (int j = 0; j < got.length; j++) {
            if (offset + got[j] != expected) {
                throw new CuteError("slice is wrong: offset " + offset + " + slice(" + j + ")=" + (offset + got[j])
                        + " but L at the same coordinate is " + expected);
            }
            for (int k = 0; k < slots; k++) {
                if (++crd[k] < slotShape[k]) {
                    expected += slotStride[k];
                    break;
                }
                expected -= (slotShape[k] - 1) * slotStride[k];
                crd[k] = 0;
            }
        }
    }

    /** Whether every fixed coordinate of the slice is a number (a symbolic one may meet a zero stride). */
    private static boolean isStatic(Spec c) {
        if (c instanceof Nested n) {
            return n.modes().stream().allMatch(Slicing::isStatic);
        }
        return !(c instanceof Fixed f) || f.coord().leaves().stream().allMatch(x -> x instanceof SymInt v && v.isConst());
    }

    private static void assignLeaves(Spec c, IntTuple shape, long[] fixed, int[] freeSlot, int[] counters) {
        if (c == Free.FREE) {
            for (int i = 0; i < shape.leaves().size(); i++) {
                freeSlot[counters[0]++] = counters[1]++;
            }
        } else if (c instanceof Nested n) {
            for (int i = 0; i < n.modes().size(); i++) {
                assignLeaves(n.modes().get(i), shape.mode(i), fixed, freeSlot, counters);
            }
        } else {
            IntTuple natural = naturalCoordinate(((Fixed) c).coord(), shape);
            for (IntTuple leaf : natural.leaves()) {
                freeSlot[counters[0]] = -1;
                fixed[counters[0]++] = ((SymInt) leaf).value();
            }
        }
    }

    /** Expands integers against tuple modes (colexicographically) until the coordinate is congruent. */
    private static IntTuple naturalCoordinate(IntTuple coord, IntTuple shape) {
        if (shape.isLeaf()) {
            return coord;
        }
        IntTuple expanded = coord.isLeaf() ? Coordinates.idx2crd((SymInt) coord, shape) : coord;
        List<IntTuple> out = new ArrayList<>();
        for (int i = 0; i < shape.rank(); i++) {
            out.add(naturalCoordinate(expanded.mode(i), shape.mode(i)));
        }
        return new Tuple(out);
    }
}
