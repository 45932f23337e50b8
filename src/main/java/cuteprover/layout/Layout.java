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
 * A CuTe layout {@code Shape:Stride}: a map from coordinates of the shape to offsets,
 * {@code L(c) = sum_i c_i * d_i} over natural coordinates, with integral indices decomposed
 * colexicographically (mode 0 fastest). Shape leaves are positive integers, possibly symbolic;
 * stride leaves are integers (0 and negative allowed) or scaled basis elements {@code c@m}.
 */
public record Layout(IntTuple shape, IntTuple stride) {

    public Layout {
        if (!Tuples.congruent(shape, stride)) {
            throw new CuteError("shape " + TupleFormat.format(shape) + " and stride " + TupleFormat.format(stride)
                    + " are not congruent (they must have the same nesting profile)");
        }
        for (IntTuple leaf : shape.leaves()) {
            if (!(leaf instanceof SymInt s)) {
                throw new CuteError("shape " + TupleFormat.format(shape) + " has a non-integer entry " + leaf);
            }
            if (s.isConst() && s.value() < 1) {
                throw new CuteError("shape " + TupleFormat.format(shape) + " has entry " + s + "; shape entries must be >= 1");
            }
        }
    }

    public static Layout of(long shape, long stride) {
        return new Layout(SymInt.of(shape), SymInt.of(stride));
    }

    /** Column-major (colexicographic) compact layout of a shape: strides are prefix products. */
    public static Layout compact(IntTuple shape) {
        return new Layout(shape, Tuples.prefixProducts(shape));
    }

    /** Concatenation {@code (L0,L1,...)} (CuTe make_layout), keeping each argument as one mode. */
    public static Layout concat(List<Layout> modes) {
        List<IntTuple> shapes = new ArrayList<>(modes.size());
        List<IntTuple> strides = new ArrayList<>(modes.size());
        for (Layout m : modes) {
            shapes.add(m.shape);
            strides.add(m.stride);
        }
        return new Layout(new Tuple(shapes), new Tuple(strides));
    }

    public int rank() {
        return shape.rank();
    }

    public int depth() {
        return shape.depth();
    }

    /** The i-th top-level mode as a layout. */
    public Layout mode(int i) {
        if (i < 0 || i >= rank()) {
            throw new CuteError("mode " + i + " does not exist in rank-" + rank() + " layout " + this);
        }
        return new Layout(shape.mode(i), stride.mode(i));
    }

    public List<Layout> modes() {
        List<Layout> out = new ArrayList<>(rank());
        for (int i = 0; i < rank(); i++) {
            out.add(mode(i));
        }
        return out;
    }

    public SymInt size() {
        try {
            return Tuples.product(shape);
        } catch (ArithmeticException e) {
            throw CuteError.overflow("size of " + this);
        }
    }

    /** True when every shape and stride entry is a known integer (no variables). */
    public boolean isStatic() {
        for (IntTuple leaf : shape.leaves()) {
            if (!((SymInt) leaf).isConst()) {
                return false;
            }
        }
        for (IntTuple leaf : stride.leaves()) {
            if (leaf instanceof SymInt s && !s.isConst() || leaf instanceof ScaledBasis b && !b.coeff().isConst()) {
                return false;
            }
        }
        return true;
    }

    /** True when every stride is an integer (no scaled basis elements). */
    public boolean hasIntegerStrides() {
        for (IntTuple leaf : stride.leaves()) {
            if (!(leaf instanceof SymInt)) {
                return false;
            }
        }
        return true;
    }

    /** Flattened to rank = number of leaves, same function. */
    public Layout flatten() {
        if (shape.isLeaf()) {
            return this;
        }
        return new Layout(Tuples.flatten(shape), Tuples.flatten(stride));
    }

    @Override
    public String toString() {
        return TupleFormat.format(shape) + ":" + TupleFormat.format(stride);
    }
}
