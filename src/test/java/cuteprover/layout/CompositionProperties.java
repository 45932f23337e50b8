package cuteprover.layout;

import cuteprover.CuteError;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Laws of composition, checked against the independent {@link Reference} evaluation. */
class CompositionProperties {

    @Provide
    Arbitrary<Layout[]> composable() {
        return Gen.composablePairs();
    }

    @Provide
    Arbitrary<Layout[]> triples() {
        return Gen.composableTriples();
    }

    @Provide
    Arbitrary<Layout> layouts() {
        return Gen.layouts();
    }

    @Provide
    Arbitrary<Layout> nonNegative() {
        return Gen.nonNegativeLayouts();
    }

    /** A(B(i)) by the reference evaluator (integer-valued B). */
    static long[] composite(Layout a, Layout b) {
        long[] t = Reference.table(b);
        long[] out = new long[t.length];
        for (int i = 0; i < t.length; i++) {
            out[i] = Reference.at(a, t[i]);
        }
        return out;
    }

    static void assertIsComposition(Layout r, Layout a, Layout b) {
        assertTrue(Checks.refines(b.shape(), r.shape()), () -> r + " does not refine the shape of " + b);
        assertArrayEquals(composite(a, b), Reference.table(r), () -> a + " o " + b + " = " + r);
    }

    @Property
    void composablePairsComposeAndEqualAAfterB(@ForAll("composable") Layout[] p) {
        Layout r = Composition.algorithm(p[0], p[1], Decider.CONCRETE);
        assertIsComposition(r, p[0], p[1]);
    }

    @Property
    void compositionIsNeverSilentlyWrong(@ForAll("layouts") Layout a, @ForAll("nonNegative") Layout b) {
        Layout r;
        try {
            r = Composition.compose(a, b);
        } catch (CuteError e) {
            assertTrue(e.getMessage().startsWith("composition is not admissible") || e.getMessage().contains("overflow"),
                    e::getMessage);
            return;
        }
        assertIsComposition(r, a, b);
    }

    @Property
    void inferredAlternativeIsTheComposition(@ForAll("layouts") Layout a, @ForAll("nonNegative") Layout b) {
        Optional<Layout> r = Composition.byInference(a, b);
        r.ifPresent(layout -> assertIsComposition(layout, a, b));
    }

    @Property
    void compositionIsAssociativeWhenImagesStayInTheDomains(@ForAll("triples") Layout[] t) {
        Layout ab = Composition.compose(t[0], t[1]);
        Layout bc = Composition.compose(t[1], t[2]);
        Layout left = Composition.compose(ab, t[2]);
        Layout right = Composition.compose(t[0], bc);
        assertArrayEquals(Reference.table(left), Reference.table(right), () -> left + " vs " + right);
        assertEquals(Reference.size(left), Reference.size(t[2]));
    }

    @Property
    void identitiesAreNeutral(@ForAll("layouts") Layout a) {
        long n = Reference.size(a);
        Layout right = Composition.compose(a, Layout.of(n, 1));
        assertArrayEquals(Reference.table(a), Reference.table(right), () -> a + " o " + n + ":1 = " + right);
        Layout left = Composition.compose(Layout.of(1 << 20, 1), a);
        assertArrayEquals(Reference.table(a), Reference.table(left), () -> "2^20:1 o " + a + " = " + left);
    }

    @Property
    void weakAdmissibilityImpliesSemantic(@ForAll("layouts") Layout a, @ForAll("nonNegative") Layout b) {
        Admissibility.Report report = Admissibility.of(a, b);
        if (report.weak() == Admissibility.Verdict.YES || report.strong() == Admissibility.Verdict.YES) {
            assertEquals(Admissibility.Verdict.YES, report.semantic(), () -> a + " o " + b + ": " + report);
        }
        if (report.strong() == Admissibility.Verdict.YES) {
            assertEquals(Admissibility.Verdict.YES, report.weak());
        }
    }

    @Property
    void composablePairsAreAdmissibleUnderEveryRule(@ForAll("composable") Layout[] p) {
        Admissibility.Report report = Admissibility.of(p[0], p[1]);
        assertEquals("weak=yes strong=yes cecka=yes semantic=yes", report.toString(), () -> p[0] + " o " + p[1]);
    }
}
