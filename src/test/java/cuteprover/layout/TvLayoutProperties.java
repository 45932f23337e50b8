package cuteprover.layout;

import cuteprover.expr.Evaluator;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class TvLayoutProperties {

    private static final List<String> DATA = List.of("(8,8):(1,8)", "(8,8):(8,1)", "(8,8):(1,9)",
            "((4,2),(2,4)):((2,16),(1,8))", "(8,8):(2,16)", "(8,(2,4)):(4,(1,64))");

    /**
     * A random TV layout that is a bijection onto the 64 elements of an 8x8 tile: the six binary
     * digits of the tile index in a random order, split into a thread part and a value part.
     */
    @Provide
    Arbitrary<Layout> tvLayouts() {
        return Arbitraries.randomValue(rnd -> {
            List<Integer> bits = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5));
            Collections.shuffle(bits, rnd);
            int threadBits = 1 + rnd.nextInt(5);
            List<IntTuple> ts = new ArrayList<>();
            List<IntTuple> td = new ArrayList<>();
            List<IntTuple> vs = new ArrayList<>();
            List<IntTuple> vd = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                (i < threadBits ? ts : vs).add(SymInt.of(2));
                (i < threadBits ? td : vd).add(SymInt.of(1L << bits.get(i)));
            }
            return new Layout(IntTuple.of(new Tuple(ts), new Tuple(vs)), IntTuple.of(new Tuple(td), new Tuple(vd)));
        }).withoutEdgeCases();
    }

    @Provide
    Arbitrary<Layout> dataLayouts() {
        return Arbitraries.of(DATA).map(s -> (Layout) Evaluator.concrete().evaluate(s));
    }

    /**
     * Partitioning by a bijective TV layout hands every element of the data tile to exactly one
     * (thread, value), and thread t's value v is data(TV(t, v)).
     */
    @Property(tries = 300)
    void partitionsCoverTheTileExactlyOnce(@ForAll("dataLayouts") Layout data, @ForAll("tvLayouts") Layout tv) {
        Layout composed;
        try {
            composed = Composition.compose(data, tv);
        } catch (Composition.NotAdmissible e) {
            Assume.that(false);
            return;
        }
        long threads = tv.mode(0).size().value();
        long values = tv.mode(1).size().value();
        List<Long> owned = new ArrayList<>();
        for (long t = 0; t < threads; t++) {
            Slicing.Sliced part = TvLayout.partition(data, tv, SymInt.of(t), Decider.CONCRETE);
            long offset = ((SymInt) part.offset()).value();
            long[] vals = FlatLayout.of((Layout) part.layout()).table();
            assertEquals(values, vals.length);
            for (int v = 0; v < vals.length; v++) {
                long tile = ((SymInt) Coordinates.crd2offset(IntTuple.of(SymInt.of(t), SymInt.of(v)), tv.shape(), tv.stride())).value();
                assertEquals(FlatLayout.of(data).offset(tile), offset + vals[v], "thread " + t + " value " + v);
                owned.add(offset + vals[v]);
            }
        }
        long[] got = owned.stream().mapToLong(Long::longValue).sorted().toArray();
        long[] image = FlatLayout.of(data).table();
        Arrays.sort(image);
        assertArrayEquals(image, got);
        assertEquals(64, composed.size().value());
    }
}
