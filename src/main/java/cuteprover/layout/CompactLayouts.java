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
        return ordered(shape, major == Major.LEFT ? ascending(shape) : descending(shape));
    }

    /**
     * CuTe's compact_order: the stride of a leaf is the product of the sizes of the leaves of smaller order
     * (equal orders get equal strides, as CuTe gives them), and a leaf of size 1 gets stride 0.
     */
    public static Layout ordered(IntTuple shape, IntTuple order) {
        List<IntTuple> leaves = shape.leaves();
        List<IntTuple> ranks = order.leaves();
        if (ranks.size() != leaves.size()) {
            throw new CuteError("the order " + order + " does not match the shape " + shape + " (one entry per mode)");
        }
        long[] rank = new long[leaves.size()];
        for (int i = 0; i < leaves.size(); i++) {
            if (!(ranks.get(i) instanceof SymInt r) || !r.isConst()) {
                throw new CuteError("the order " + order + " must have static integer entries");
            }
            rank[i] = r.value();
        }
        SymInt[] strides = new SymInt[leaves.size()];
        for (int i = 0; i < leaves.size(); i++) {
            SymInt size = (SymInt) leaves.get(i);
            SymInt stride = SymInt.ONE;
            for (int j = 0; j < leaves.size(); j++) {
                if (rank[j] < rank[i]) {
                    stride = SymInt.mul(stride, (SymInt) leaves.get(j));
                }
            }
            strides[i] = size.isConst() && size.value() == 1 ? SymInt.ZERO : stride;
        }
        int[] next = {0};
        return new Layout(shape, Tuples.map(shape, leaf -> strides[next[0]++]));
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
