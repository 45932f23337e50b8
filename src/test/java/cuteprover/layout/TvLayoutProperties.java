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

    /** A 2-D layout that is a bijection of its (m,n) domain: compact, in a random mode order. */
    private static Layout randomGrid(java.util.Random rnd) {
        long m = 1 + rnd.nextInt(4);
        long n = 1 + rnd.nextInt(4);
        boolean rowMajor = rnd.nextBoolean();
        return new Layout(IntTuple.of(SymInt.of(m), SymInt.of(n)),
                IntTuple.of(SymInt.of(rowMajor ? n : 1), SymInt.of(rowMajor ? 1 : m)));
    }

    @Provide
    Arbitrary<Layout[]> threadValueGrids() {
        return Arbitraries.randomValue(rnd -> new Layout[]{randomGrid(rnd), randomGrid(rnd)}).withoutEdgeCases();
    }

    /**
     * make_layout_tv(thr, val) hands tile element (m,n), with m = vm + Vm*tm and n = vn + Vn*tn
     * (values raked inside threads), to thread thr(tm,tn) as value val(vm,vn), and covers the
     * tile of size(thr)*size(val) elements exactly once. The oracle uses only thr and val.
     */
    @Property(tries = 500)
    void makeLayoutTvInvertsTheRakedThreadValueGrid(@ForAll("threadValueGrids") Layout[] grids) {
        Layout thr = grids[0];
        Layout val = grids[1];
        Layout tv = TvLayout.makeLayoutTv(thr, val, Decider.CONCRETE);
        long tm = thr.mode(0).size().value();
        long vm = val.mode(0).size().value();
        long vn = val.mode(1).size().value();
        long threads = thr.size().value();
        long values = val.size().value();
        long tileM = tm * vm;
        long[] table = FlatLayout.of(tv).table();
        assertEquals(threads * values, table.length);
        boolean[] seen = new boolean[table.length];
        FlatLayout t = FlatLayout.of(thr);
        FlatLayout v = FlatLayout.of(val);
        for (int k = 0; k < table.length; k++) {
            long i = table[k];
            long m = i % tileM;
            long n = i / tileM;
            long thread = t.offset((m / vm) + tm * (n / vn));
            long value = v.offset((m % vm) + vm * (n % vn));
            assertEquals(k % threads, thread, thr + " " + val + ": TV(" + k % threads + "," + k / threads + ")=" + i);
            assertEquals(k / threads, value, thr + " " + val + ": TV(" + k % threads + "," + k / threads + ")=" + i);
            assertEquals(false, seen[(int) i]);
            seen[(int) i] = true;
        }
        assertEquals(IntTuple.of(SymInt.of(tileM), SymInt.of(thr.mode(1).size().value() * vn)), TvLayout.tiler(thr, val, Decider.CONCRETE));
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
