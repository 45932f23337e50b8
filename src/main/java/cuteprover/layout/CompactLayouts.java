package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.List;

/**
 * CuTe's compact layouts of a shape: {@code make_layout(shape, LayoutLeft{})} (column-major, the default),
 * {@code make_layout(shape, LayoutRight{})} (row-major over the flattened leaves: {@code ((2,3),4)} gets
 * strides {@code ((12,4),1)}) and {@code make_ordered_layout(shape, order)} (the leaf of smallest order
 * gets stride 1, ties taken left to right).
 */
public final class CompactLayouts {

    /** The tag types CuTe passes to make_layout. */
    public enum Major { LEFT, RIGHT }

    private CompactLayouts() {
    }

    public static Layout of(IntTuple shape, Major major) {
        return of(shape, major, null);
    }

    /**
     * The same where a symbolic size may be 1: a parameter stands for a static size ({@code Int<N>}), and CuTe gives a static
     * size 1 the stride 0, so {@code decider} is asked whether the size is 1 (null: a symbolic size is taken as not 1).
     */
    public static Layout of(IntTuple shape, Major major, Decider decider) {
        return ordered(shape, major == Major.LEFT ? ascending(shape) : descending(shape), decider);
    }

    /**
     * CuTe's compact_order: the order's entries name units of the shape, a leaf or, where the order has one entry for a
     * nested mode ({@code make_ordered_layout(((2,2),3), (1,0))}), the whole mode. A unit starts at the product of the
     * sizes of the units of smaller order (equal orders start alike, as CuTe gives them) and is compact column-major
     * within; a leaf of size 1 gets stride 0.
     */
    public static Layout ordered(IntTuple shape, IntTuple order) {
        return ordered(shape, order, null);
    }

    /** {@link #ordered(IntTuple, IntTuple)}, a symbolic size's stride 0 where {@code decider} says it is 1. */
    public static Layout ordered(IntTuple shape, IntTuple order, Decider decider) {
        List<List<SymInt>> units = new java.util.ArrayList<>();
        List<Long> ranks = new java.util.ArrayList<>();
        collectUnits(shape, order, order, shape, units, ranks);
        List<SymInt> strides = new java.util.ArrayList<>();
        for (int u = 0; u < units.size(); u++) {
            SymInt start = SymInt.ONE;
            for (int v = 0; v < units.size(); v++) {
                if (ranks.get(v) < ranks.get(u)) {
                    for (SymInt size : units.get(v)) {
                        start = SymInt.mul(start, size);
                    }
                }
            }
            for (SymInt size : units.get(u)) {
                boolean one = size.isConst() ? size.value() == 1 : decider != null && decider.isOne(size);
                strides.add(one ? SymInt.ZERO : start);
                start = SymInt.mul(start, size);
            }
        }
        int[] next = {0};
        return new Layout(shape, Tuples.map(shape, leaf -> strides.get(next[0]++)));
    }

    private static void collectUnits(IntTuple shape, IntTuple order, IntTuple wholeOrder, IntTuple wholeShape,
                                     List<List<SymInt>> units, List<Long> ranks) {
        if (order.isLeaf()) {
            if (!(order instanceof SymInt r) || !r.isConst()) {
                throw new CuteError("the order " + wholeOrder + " must have static integer entries");
            }
            List<SymInt> sizes = new java.util.ArrayList<>();
            for (IntTuple leaf : shape.leaves()) {
                sizes.add((SymInt) leaf);
            }
            units.add(sizes);
            ranks.add(r.value());
            return;
        }
        if (shape.isLeaf() || shape.rank() != order.rank()) {
            throw new CuteError("the order " + wholeOrder + " does not match the shape " + wholeShape
                    + " (one entry per mode, or one for a whole nested mode)");
        }
        for (int i = 0; i < order.rank(); i++) {
            collectUnits(shape.mode(i), order.mode(i), wholeOrder, wholeShape, units, ranks);
        }
    }

    /** The column-major order: the first leaf first. */
    private static IntTuple ascending(IntTuple shape) {
        int[] next = {0};
        return Tuples.map(shape, leaf -> SymInt.of(next[0]++));
    }

    /** The row-major order: the last leaf first. */
    private static IntTuple descending(IntTuple shape) {
        int n = shape.leaves().size();
        int[] next = {0};
        return Tuples.map(shape, leaf -> SymInt.of(n - 1 - next[0]++));
    }
}
