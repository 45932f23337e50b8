package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * make_layout(shape, LayoutLeft/LayoutRight) and make_ordered_layout against enumeration: the offset of a
 * coordinate is its index when the leaves are counted in the given order (the smallest order fastest).
 */
class CompactLayoutsProperties {

    @Property(tries = 400)
    void anOrderedLayoutNumbersTheCoordinatesInItsOrder(@ForAll @Size(min = 1, max = 4) List<@IntRange(min = 1, max = 4) Integer> sizes,
                                                        @ForAll long seed) {
        int n = sizes.size();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(seed));
        List<IntTuple> shape = new ArrayList<>();
        List<IntTuple> ranks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            shape.add(SymInt.of(sizes.get(i)));
            ranks.add(SymInt.of(order.get(i)));
        }
        Layout ordered = CompactLayouts.ordered(IntTuple.of(shape), IntTuple.of(ranks));
        long[] table = FlatLayout.of(ordered).table();
        // enumerate coordinates colexicographically; the expected offset counts the leaves by order
        int[] coord = new int[n];
        for (int idx = 0; idx < table.length; idx++) {
            int rest = idx;
            for (int i = 0; i < n; i++) {
                coord[i] = rest % sizes.get(i);
                rest /= sizes.get(i);
            }
            long expected = 0;
            long weight = 1;
            for (int r = 0; r < n; r++) {
                int leaf = order.indexOf(r);
                expected += coord[leaf] * weight;
                weight *= sizes.get(leaf);
            }
            assertEquals(expected, table[idx], ordered + " at " + idx);
        }
    }

    @Property(tries = 200)
    void rightMajorIsRowMajorAndLeftMajorIsColumnMajor(@ForAll @IntRange(min = 1, max = 6) int rows, @ForAll @IntRange(min = 1, max = 6) int cols) {
        IntTuple shape = IntTuple.of(List.of(SymInt.of(rows), SymInt.of(cols)));
        long[] right = FlatLayout.of(CompactLayouts.of(shape, CompactLayouts.Major.RIGHT)).table();
        long[] left = FlatLayout.of(CompactLayouts.of(shape, CompactLayouts.Major.LEFT)).table();
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                assertEquals((long) r * cols + c, right[r + rows * c]);
                assertEquals((long) r + (long) rows * c, left[r + rows * c]);
            }
        }
    }
}
