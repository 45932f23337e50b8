package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Laws of coalesce and filter, checked against the independent {@link Reference} evaluation. */
class CoalesceFilterProperties {

    @Provide
    Arbitrary<Layout> layouts() {
        return Gen.layouts();
    }

    @Property
    void coalesceKeepsTheFunctionOnTheDomain(@ForAll("layouts") Layout l) {
        Layout c = Coalesce.algorithm(l, Decider.CONCRETE);
        assertEquals(Reference.size(l), Reference.size(c), () -> l + " -> " + c);
        assertArrayEquals(Reference.table(l), Reference.table(c), () -> l + " -> " + c);
    }

    @Property
    void coalesceIsFlatWithoutMergeableNeighbours(@ForAll("layouts") Layout l) {
        Layout c = Coalesce.algorithm(l, Decider.CONCRETE);
        assertTrue(c.depth() <= 1, c::toString);
        FlatModes m = FlatModes.of(c);
        for (int i = 0; i < m.size(); i++) {
            long s = m.shapes.get(i).value();
            assertTrue(s > 1 || m.size() == 1 && c.toString().equals("1:0"), () -> l + " -> " + c);
            if (i + 1 < m.size()) {
                long d0 = ((SymInt) m.strides.get(i)).value();
                long d1 = ((SymInt) m.strides.get(i + 1)).value();
                assertFalse(s * d0 == d1, () -> "modes " + "could still merge in " + c);
            }
        }
    }

    @Property
    void coalesceIsIdempotent(@ForAll("layouts") Layout l) {
        Layout c = Coalesce.algorithm(l, Decider.CONCRETE);
        assertEquals(c, Coalesce.algorithm(c, Decider.CONCRETE));
    }

    @Property
    void byModeCoalesceKeepsRankModeSizesAndFunction(@ForAll("layouts") Layout l) {
        List<IntTuple> ones = new ArrayList<>();
        for (int i = 0; i < l.rank(); i++) {
            ones.add(SymInt.ONE);
        }
        Layout c = Coalesce.coalesce(l, new Tuple(ones));
        assertEquals(l.rank(), c.rank());
        for (int i = 0; i < l.rank(); i++) {
            assertEquals(l.mode(i).size(), c.mode(i).size());
            assertTrue(c.mode(i).depth() <= 1);
        }
        assertArrayEquals(Reference.table(l), Reference.table(c), () -> l + " -> " + c);
    }

    @Property
    void extendedCoalesceKeepsTheFunctionBeyondTheDomain(@ForAll("layouts") Layout l) {
        Layout x = Coalesce.extended(l, Decider.CONCRETE).unwrap();
        long n = Reference.size(l);
        for (long i = n - 1; i < 2 * n + 3; i++) {
            assertEquals(Reference.at(l, i), Reference.at(x, i), "index " + i + " of " + l + " vs " + x);
        }
    }

    @Property
    void filterKeepsTheImageAndDropsZeroAndUnitModes(@ForAll("layouts") Layout l) {
        Layout f = Filter.algorithm(l, Decider.CONCRETE);
        assertArrayEquals(Reference.sortedDistinct(Reference.table(l)), Reference.sortedDistinct(Reference.table(f)),
                () -> l + " -> " + f);
        if (!f.toString().equals("1:0")) {
            FlatModes m = FlatModes.of(f);
            for (int i = 0; i < m.size(); i++) {
                assertTrue(m.shapes.get(i).value() > 1 && ((SymInt) m.strides.get(i)).value() != 0, f::toString);
            }
        }
    }

    @Property
    void checkedEntryPointsAgreeWithTheAlgorithm(@ForAll("layouts") Layout l) {
        assertEquals(Coalesce.algorithm(l, Decider.CONCRETE), Coalesce.coalesce(l));
        assertEquals(Filter.algorithm(l, Decider.CONCRETE), Filter.filter(l));
    }
}
