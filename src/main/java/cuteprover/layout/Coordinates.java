package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * Colexicographic coordinate maps (Cecka Eq. 4 and 5). {@code idx2crd} does not reduce the last
 * coordinate, so an out-of-bounds index maps to an out-of-bounds coordinate (the extended domain
 * that composition relies on).
 */
public final class Coordinates {

    private Coordinates() {
    }

    /** Index to natural coordinate of the shape; the last mode is not reduced. */
    public static IntTuple idx2crd(SymInt index, IntTuple shape) {
        if (shape instanceof SymInt) {
            return index;
        }
        Tuple t = (Tuple) shape;
        List<IntTuple> out = new ArrayList<>(t.rank());
        SymInt rest = index;
        for (int i = 0; i < t.rank(); i++) {
            IntTuple mode = t.mode(i);
            if (i == t.rank() - 1) {
                out.add(idx2crd(rest, mode));
            } else {
                SymInt size = Tuples.product(mode);
                out.add(idx2crd(SymInt.mod(rest, size), mode));
                rest = SymInt.div(rest, size);
            }
        }
        return new Tuple(out);
    }

    /**
     * Offset of a (possibly hierarchical, weakly congruent) coordinate: where the coordinate is an
     * integer and the shape a tuple, the integer is first decomposed colexicographically.
     */
    public static IntTuple crd2offset(IntTuple coord, IntTuple shape, IntTuple stride) {
        if (coord instanceof SymInt c) {
            if (shape instanceof SymInt) {
                return Offsets.scale(stride, c);
            }
            return crd2offset(idx2crd(c, shape), shape, stride);
        }
        if (shape.isLeaf() || coord.rank() != shape.rank()) {
            throw new CuteError("coordinate " + TupleFormat.format(coord) + " does not match shape "
                    + TupleFormat.format(shape) + " (rank " + coord.rank() + " vs " + shape.rank() + ")");
        }
        IntTuple sum = Offsets.zero();
        for (int i = 0; i < coord.rank(); i++) {
            sum = Offsets.add(sum, crd2offset(coord.mode(i), shape.mode(i), stride.mode(i)));
        }
        return sum;
    }

    /** Colexicographic index of a coordinate in a shape (Cecka Eq. 5). */
    public static SymInt crd2idx(IntTuple coord, IntTuple shape) {
        return (SymInt) crd2offset(coord, shape, Tuples.prefixProducts(shape));
    }

    /** Rejects a coordinate that lies outside the shape (each component in [0, s)), symbolic ones through the decider. */
    public static void requireInBounds(IntTuple coord, IntTuple shape, String what, Decider d) {
        if (coord instanceof SymInt c) {
            SymInt size = Tuples.product(shape);
            d.require(Requirement.below(c, size, (v, lo, hi) -> what + ": coordinate " + v + " is out of bounds for shape "
                    + TupleFormat.format(shape) + " (must be in [0," + hi + "))"));
            return;
        }
        if (shape.isLeaf() || coord.rank() != shape.rank()) {
            throw new CuteError(what + ": coordinate " + TupleFormat.format(coord) + " does not match shape "
                    + TupleFormat.format(shape));
        }
        for (int i = 0; i < coord.rank(); i++) {
            requireInBounds(coord.mode(i), shape.mode(i), what, d);
        }
    }
}
