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
        Slicing.Sliced s = Slicing.sliceAndOffset(c.layout(), c.spec());
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

    /** The slice's size is the product of the free modes' sizes. */
    @Property(tries = 1500)
    void sliceSizeIsTheFreeModesSize(@ForAll("cases") Case c) {
        Layout slice = (Layout) Slicing.sliceAndOffset(c.layout(), c.spec()).layout();
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
