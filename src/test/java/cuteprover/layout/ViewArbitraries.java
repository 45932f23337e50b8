package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random static hierarchical layouts for the property tests of this family: nesting up to depth
 * 3, shapes 1..7 (odd sizes included), strides -4..12 with 0 and negative strides frequent, and
 * a bounded total size so that enumeration stays cheap.
 */
final class ViewArbitraries {

    private ViewArbitraries() {
    }

    static Arbitrary<Layout> layouts(long maxSize) {
        return Arbitraries.randomValue(rnd -> layout(rnd, maxSize)).withoutEdgeCases();
    }

    static Layout layout(Random rnd, long maxSize) {
        while (true) {
            IntTuple shape = shape(rnd, 0);
            if (!(shape instanceof Tuple) && rnd.nextBoolean()) {
                shape = new Tuple(List.of(shape)); // rank-1 tuples too
            }
            long size = Math.abs(sizeOf(shape));
            if (size <= maxSize) {
                return new Layout(shape, strides(rnd, shape));
            }
        }
    }

    private static IntTuple shape(Random rnd, int depth) {
        if (depth >= 3 || rnd.nextInt(3) == 0) {
            return SymInt.of(1 + rnd.nextInt(7));
        }
        int rank = 1 + rnd.nextInt(3);
        List<IntTuple> out = new ArrayList<>();
        for (int i = 0; i < rank; i++) {
            out.add(shape(rnd, depth + 1));
        }
        return new Tuple(out);
    }

    private static IntTuple strides(Random rnd, IntTuple shape) {
        if (shape instanceof Tuple t) {
            List<IntTuple> out = new ArrayList<>();
            for (IntTuple e : t.elements()) {
                out.add(strides(rnd, e));
            }
            return new Tuple(out);
        }
        int kind = rnd.nextInt(6);
        long d = kind == 0 ? 0 : kind == 1 ? -1 - rnd.nextInt(4) : rnd.nextInt(13);
        return SymInt.of(d);
    }

    private static long sizeOf(IntTuple shape) {
        long p = 1;
        for (IntTuple leaf : shape.leaves()) {
            p *= ((SymInt) leaf).value();
        }
        return p;
    }
}
