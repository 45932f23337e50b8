package cuteprover.tuple;

import java.util.List;

/**
 * A hierarchical integer tuple (CuTe's IntTuple): a leaf or a tuple of IntTuples.
 *
 * <p>Leaves are {@link SymInt}s (a constant or an integer expression over shape variables) or,
 * in strides only, {@link ScaledBasis} elements {@code c@m} of Cecka's integer semimodule Z^(*,*).
 * Keeping both concrete and symbolic integers in one tree lets the layout algebra be written once:
 * the concrete engine is the case where every leaf is a {@link Const}.
 */
public sealed interface IntTuple permits SymInt, ScaledBasis, Tuple {

    /** Number of top-level modes: 1 for a leaf. */
    int rank();

    /** 0 for a leaf, 1 + the deepest child for a tuple. */
    int depth();

    boolean isLeaf();

    /** The i-th top-level mode; a leaf is its own only mode. */
    IntTuple mode(int i);

    /** Leaves in depth-first order. */
    List<IntTuple> leaves();

    static Tuple of(IntTuple... elements) {
        return new Tuple(List.of(elements));
    }

    static Tuple of(List<? extends IntTuple> elements) {
        return new Tuple(List.copyOf(elements));
    }

    static IntTuple of(long value) {
        return SymInt.of(value);
    }
}
