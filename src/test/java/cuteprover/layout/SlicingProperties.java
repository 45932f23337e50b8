package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.Tuples;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SlicingProperties {

    /** A layout with a random slicing coordinate for it (free, fixed in bounds, or nested per mode). */
    record Case(Layout layout, Slicing.Spec spec) {
    }

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.randomValue(rnd -> {
            Layout l = ViewArbitraries.layout(rnd, 600);
            return new Case(l, spec(rnd, l.shape(), true));
        }).withoutEdgeCases();
    }

    private static Slicing.Spec spec(Random rnd, IntTuple shape, boolean top) {
        int pick = rnd.nextInt(top ? 2 : 3);
        if (!shape.isLeaf() && (pick == 0 || top)) {
            List<Slicing.Spec> modes = new ArrayList<>();
            for (int i = 0; i < shape.rank(); i++) {
                modes.add(spec(rnd, shape.mode(i), false));
            }
            return new Slicing.Nested(modes);
        }
        if (pick == 1) {
            return Slicing.Free.FREE;
        }
        long size = Tuples.product(shape).value();
        long index = (long) (rnd.nextDouble() * size);
        // sometimes an integral coordinate of a tuple mode, sometimes its natural coordinate
        return new Slicing.Fixed(rnd.nextBoolean() ? SymInt.of(index) : Coordinates.idx2crd(SymInt.of(index), shape));
    }

    /** Cecka Eq. 10: L(c' + c*) = offset + slice(c*) for every coordinate c* of the free modes. */
    @Property(tries = 1500)
    void sliceAndOffsetRecomposeTheLayout(@ForAll("cases") Case c) {
        Slicing.Sliced s = Slicing.sliceAndOffset(c.layout(), c.spec(), Decider.CONCRETE);
        Layout slice = (Layout) s.layout();
        long offset = ((SymInt) s.offset()).value();
        long size = slice.size().value();
        for (long j = 0; j < size; j++) {
            IntTuple natural = Coordinates.idx2crd(SymInt.of(j), slice.shape());
            IntTuple full = c.spec() == Slicing.Free.FREE ? natural : fill(c.spec(), ((Tuple) natural).elements().iterator());
            long expected = ((SymInt) Coordinates.crd2offset(full, c.layout().shape(), c.layout().stride())).value();
            long got = offset + ((SymInt) Coordinates.crd2offset(SymInt.of(j), slice.shape(), slice.stride())).value();
            assertEquals(expected, got, c + " at slice index " + j);
        }
    }

    /** A swizzled composed layout over a compact power-of-two layout, with a slicing coordinate. */
    record SwizzledCase(ComposedLayout layout, Slicing.Spec spec) {
    }

    @Provide
    Arbitrary<SwizzledCase> swizzledCases() {
        return Arbitraries.randomValue(rnd -> {
            int b = 1 + rnd.nextInt(3);
            Swizzle sw = new Swizzle(b, rnd.nextInt(5), (rnd.nextBoolean() ? 1 : -1) * (b + rnd.nextInt(2)));
            int rank = 1 + rnd.nextInt(3);
            List<IntTuple> shape = new ArrayList<>();
            for (int i = 0; i < rank; i++) {
                shape.add(SymInt.of(1L << (1 + rnd.nextInt(4))));
            }
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < rank; i++) {
                order.add(i);
            }
            java.util.Collections.shuffle(order, rnd);
            IntTuple[] stride = new IntTuple[rank];
            long running = 1;
            for (int i : order) {
                stride[i] = SymInt.of(running);
                running *= ((SymInt) shape.get(i)).value();
            }
            Layout inner = new Layout(new Tuple(shape), new Tuple(List.of(stride)));
            long offset = rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(1024);
            return new SwizzledCase(ComposedLayout.of(sw, offset, inner), spec(rnd, inner.shape(), true));
        }).withoutEdgeCases();
    }

    /**
     * Slicing a swizzled composed layout keeps its function: offset + S(j) = C(c' + c*(j)), or, where
     * CuTe's decayed form would be wrong, the slice is refused naming that.
     */
    @Property(tries = 1500)
    void swizzledSlicesKeepTheFunction(@ForAll("swizzledCases") SwizzledCase c) {
        Slicing.Sliced s;
        try {
            s = Slicing.sliceAndOffset(c.layout(), c.spec(), Decider.CONCRETE);
        } catch (cuteprover.CuteError e) {
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("slice is wrong as CuTe computes it"), e.getMessage());
            net.jqwik.api.statistics.Statistics.collect("CuTe's decay refused");
            return;
        }
        net.jqwik.api.statistics.Statistics.collect(s.layout() instanceof ComposedLayout ? "stays composed" : "decays to a layout");
        long offset = ((SymInt) s.offset()).value();
        long[] values = s.layout() instanceof ComposedLayout cl ? cl.table() : FlatLayout.of((Layout) s.layout()).table();
        // the decayed layout may refine the slice's shape; its index j is the generic slice's index j
        IntTuple shape = ((Layout) Slicing.sliceAndOffset(c.layout().inner(), c.spec(), Decider.CONCRETE).layout()).shape();
        for (int j = 0; j < values.length; j++) {
            IntTuple natural = Coordinates.idx2crd(SymInt.of(j), shape);
            IntTuple full = c.spec() == Slicing.Free.FREE ? natural : fill(c.spec(), ((Tuple) natural).elements().iterator());
            assertEquals(c.layout().apply(full), SymInt.of(offset + values[j]), c + " at slice index " + j);
        }
    }

    /** The slice's size is the product of the free modes' sizes. */
    @Property(tries = 1500)
    void sliceSizeIsTheFreeModesSize(@ForAll("cases") Case c) {
        Layout slice = (Layout) Slicing.sliceAndOffset(c.layout(), c.spec(), Decider.CONCRETE).layout();
        assertEquals(freeSize(c.spec(), c.layout().shape()), slice.size().value(), c.toString());
    }

    private static long freeSize(Slicing.Spec spec, IntTuple shape) {
        if (spec == Slicing.Free.FREE) {
            return Tuples.product(shape).value();
        }
        if (spec instanceof Slicing.Nested n) {
            long p = 1;
            for (int i = 0; i < n.modes().size(); i++) {
                p *= freeSize(n.modes().get(i), shape.mode(i));
            }
            return p;
        }
        return 1;
    }

    /** Replaces each _ of the spec, in order, by the next top-level coordinate of the slice. */
    private static IntTuple fill(Slicing.Spec spec, Iterator<IntTuple> free) {
        if (spec == Slicing.Free.FREE) {
            return free.next();
        }
        if (spec instanceof Slicing.Fixed f) {
            return f.coord();
        }
        List<IntTuple> out = new ArrayList<>();
        for (Slicing.Spec m : ((Slicing.Nested) spec).modes()) {
            out.add(fill(m, free));
        }
        return new Tuple(out);
    }
}
