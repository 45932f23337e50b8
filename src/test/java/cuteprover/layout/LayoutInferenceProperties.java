package cuteprover.layout;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.Arrays;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LayoutInferenceProperties {

    @Provide
    Arbitrary<Layout> layouts() {
        return ViewArbitraries.layouts(512);
    }

    /** infer(table(L)) has the same function as L on [0,size L), and is in coalesced normal form. */
    @Property(tries = 2000)
    void inferenceRoundTripsEveryLayout(@ForAll("layouts") Layout l) {
        long[] table = FlatLayout.of(l).table();
        Layout found = LayoutInference.infer(table).orElseThrow(() -> new AssertionError("nothing found for " + l));
        assertArrayEquals(table, FlatLayout.of(found).table(), l + " vs " + found);
        assertTrue(LayoutInferenceTest.isCoalesced(found), found.toString());
    }

    /** The coalesced form is unique: inferring from the result gives the result back. */
    @Property(tries = 500)
    void inferenceIsIdempotent(@ForAll("layouts") Layout l) {
        Layout once = LayoutInference.infer(FlatLayout.of(l).table()).orElseThrow();
        assertEquals(Optional.of(once), LayoutInference.infer(FlatLayout.of(once).table()));
    }

    /** With the layout's own shape, inference returns a layout of that shape with the same function. */
    @Property(tries = 1000)
    void inferenceWithAShapeKeepsTheShape(@ForAll("layouts") Layout l) {
        long[] table = FlatLayout.of(l).table();
        Layout found = LayoutInference.infer(table, l.shape()).orElseThrow(() -> new AssertionError("nothing for " + l));
        assertEquals(l.shape(), found.shape());
        assertArrayEquals(table, FlatLayout.of(found).table());
    }

    @Provide
    Arbitrary<long[]> smallTables() {
        Arbitrary<long[]> arbitrary = Arbitraries.longs().between(-3, 9).array(long[].class).ofMinSize(1).ofMaxSize(16);
        Arbitrary<long[]> layoutTables = Arbitraries.randomValue(rnd -> {
            long[] f = LayoutInferenceTest.randomLayoutTable(rnd, 1 + rnd.nextInt(24));
            if (f.length > 1 && rnd.nextBoolean()) {
                f[1 + rnd.nextInt(f.length - 1)] += rnd.nextBoolean() ? 1 : -1;
            }
            return f;
        });
        return Arbitraries.oneOf(arbitrary.map(f -> {
            f[0] = 0;
            return f;
        }), layoutTables);
    }

    /** Inference refuses exactly the tables that the brute-force oracle refuses. */
    @Property(tries = 3000)
    void inferenceRefusesExactlyWhenNoLayoutExists(@ForAll("smallTables") long[] f) {
        assertEquals(BruteForceLayouts.admits(f), LayoutInference.infer(f).isPresent(), Arrays.toString(f));
    }
}
