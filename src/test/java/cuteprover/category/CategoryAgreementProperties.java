package cuteprover.category;

import cuteprover.CuteError;
import cuteprover.layout.Complement;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.TiledFamily;
import cuteprover.tuple.SymInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.EnumSet;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Agreement of the two engines: the categorical results against the concrete engine's
 * ({@code cuteprover.layout}) on the same random tractable inputs. Where both answer, the results
 * are the same function with shapes refining the inner layout's, and the same text after the by-mode
 * coalesce to the inner layout's profile. Where only CuTe answers, the categorical refusal must be
 * one of the recorded known differences (no mutual refinement), never a wrong answer.
 */
class CategoryAgreementProperties {

    @Provide
    Arbitrary<Random> randoms() {
        return Arbitraries.randomValue(r -> new Random(r.nextLong()));
    }

    private static long[] function(NestLayout l) {
        return CategoryLawsProperties.function(l);
    }

    /** Same function, shapes refining B's, same text after coal(., shape(B)). */
    static void assertAgree(NestLayout cat, Layout cute, NestLayout inner, String what) {
        NestLayout cuteNest = NestLayout.of(cute);
        assertArrayEquals(function(cuteNest), function(cat), what + ": functions differ, cat " + cat + " vs CuTe " + cute);
        assertTrue(cat.shape().refines(inner.shape()), what + ": " + cat + " does not refine " + inner.shape());
        assertEquals(inner.size(), cuteNest.size(), what);
        Profile target = inner.shape().profile();
        assertEquals(LayoutCoalesce.coalesce(cuteNest, target).toString(), LayoutCoalesce.coalesce(cat, target).toString(),
                what + ": by-mode coalesced texts differ, cat " + cat + " vs CuTe " + cute);
    }

    /** Constructed composable pairs: the categorical engine answers every one, and agrees with CuTe. */
    @Property(tries = 3000)
    void compositionAgreesOnComposablePairs(@ForAll("randoms") Random r) {
        CategoryGenerators.Pair p = CategoryGenerators.composable(r);
        NestLayout cat = CompositionAlgorithm.compose(p.outer(), p.inner());
        Layout cute;
        try {
            cute = Composition.compose(p.outer().toLayout(), p.inner().toLayout());
        } catch (CuteError e) {
            Statistics.label("composable").collect("CuTe refuses, categorical answers");
            return;
        }
        Statistics.label("composable").collect("both answer");
        assertAgree(cat, cute, p.inner(), "composition " + p);
    }

    private static final EnumSet<Refusal.Step> KNOWN = EnumSet.of(
            Refusal.Step.MUTUAL_REFINEMENT_INDIVISIBLE, Refusal.Step.MUTUAL_REFINEMENT_EXHAUSTED);

    /**
     * Random tractable pairs, B landing in A's domain but not built to be refinable: where both
     * answer they agree; where only CuTe answers, the refusal is a known difference at step 2.
     */
    @Property(tries = 3000)
    void compositionRefusalsAreKnownDifferences(@ForAll("randoms") Random r) {
        NestLayout outer = CategoryGenerators.tractable(r);
        NestLayout inner = CategoryGenerators.tractableWithin(outer.size(), r);
        Layout cute = null;
        try {
            cute = Composition.compose(outer.toLayout(), inner.toLayout());
        } catch (CuteError e) {
            // CuTe's divisibility conditions failed
        }
        NestLayout cat = null;
        Refusal refusal = null;
        try {
            cat = CompositionAlgorithm.compose(outer, inner);
        } catch (Refusal e) {
            refusal = e;
        }
        String what = "composition of outer " + outer + ", inner " + inner;
        if (cat != null && cute != null) {
            Statistics.label("random pairs").collect("both answer");
            assertAgree(cat, cute, inner, what);
        } else if (cat == null && cute != null) {
            Statistics.label("random pairs").collect("known difference: " + refusal.step());
            assertTrue(KNOWN.contains(refusal.step()), what + ": " + refusal.getMessage());
        } else if (cat != null) {
            Statistics.label("random pairs").collect("only categorical answers");
        } else {
            Statistics.label("random pairs").collect("both refuse");
        }
    }

    /** Complementable pairs: L = L_f and N a multiple of size(T); CuTe's gap chain is then exact too. */
    @Property(tries = 3000)
    void complementAgrees(@ForAll("randoms") Random r) {
        NestMorphism f = CategoryGenerators.morphism(r);
        NestLayout l = LayoutFunctor.encode(f);
        long n = f.codomain().size() * (1 + r.nextInt(3));
        NestLayout cat = Complements.of(l, n);
        Layout cute = Complement.complement(l.toLayout(), SymInt.of(n));
        String what = "comp(" + l + ", " + n + ")";
        assertArrayEquals(function(NestLayout.of(cute)), function(cat), what + ": cat " + cat + " vs CuTe " + cute);
        assertEquals(LayoutCoalesce.coalesce(NestLayout.of(cute)).toString(), cat.toString(), what);
    }

    /** Any N: where both answer they agree; where only CuTe answers, N does not fit (a known difference). */
    @Property(tries = 2000)
    void complementRefusalsAreKnownDifferences(@ForAll("randoms") Random r) {
        NestLayout l = CategoryGenerators.tractable(r);
        long n = 1 + r.nextInt(4 * (int) Math.min(1000, l.size()) + 8);
        Layout cute = null;
        try {
            cute = Complement.complement(l.toLayout(), SymInt.of(n));
        } catch (CuteError e) {
            // CuTe refuses
        }
        NestLayout cat = null;
        Refusal refusal = null;
        try {
            cat = Complements.of(l, n);
        } catch (Refusal e) {
            refusal = e;
        }
        String what = "comp(" + l + ", " + n + ")";
        if (cat != null && cute != null) {
            Statistics.label("complement").collect("both answer");
            assertArrayEquals(function(NestLayout.of(cute)), function(cat), what + ": cat " + cat + " vs CuTe " + cute);
        } else if (cute != null) {
            Statistics.label("complement").collect("known difference: " + refusal.step());
            assertEquals(Refusal.Step.COMPLEMENT_SIZE, refusal.step(), what + ": " + refusal.getMessage());
        } else {
            Statistics.label("complement").collect(cat == null ? "both refuse" : "only categorical answers");
        }
    }

    /** Divisible pairs: {@code A ⊘ B} agrees with CuTe's logical_divide (same function, same text by mode). */
    @Property(tries = 2000)
    void logicalDivideAgrees(@ForAll("randoms") Random r) {
        CategoryGenerators.Pair p = CategoryGenerators.divisible(r);
        NestLayout cat = LogicalDivision.of(p.outer(), p.inner());
        Layout cute;
        try {
            cute = TiledFamily.DIVIDE.logical(p.outer().toLayout(), p.inner().toLayout(), Decider.CONCRETE);
        } catch (CuteError e) {
            Statistics.label("divide").collect("CuTe refuses, categorical answers");
            return;
        }
        Statistics.label("divide").collect("both answer");
        String what = "logical_divide " + p;
        NestLayout cuteNest = NestLayout.of(cute);
        assertArrayEquals(function(cuteNest), function(cat), what + ": cat " + cat + " vs CuTe " + cute);
        Profile target = Profile.tuple(java.util.List.of(p.inner().shape().profile(), Profile.LEAF));
        assertEquals(LayoutCoalesce.coalesce(cuteNest, target).toString(), LayoutCoalesce.coalesce(cat, target).toString(),
                what + ": cat " + cat + " vs CuTe " + cute);
    }

    /** Product-admissible pairs: {@code A ⊗ B} agrees with CuTe's logical_product. */
    @Property(tries = 2000)
    void logicalProductAgrees(@ForAll("randoms") Random r) {
        CategoryGenerators.Pair p = CategoryGenerators.productAdmissible(r);
        NestLayout cat = LogicalProduct.of(p.outer(), p.inner());
        Layout cute;
        try {
            cute = TiledFamily.PRODUCT.logical(p.outer().toLayout(), p.inner().toLayout(), Decider.CONCRETE);
        } catch (CuteError e) {
            Statistics.label("product").collect("CuTe refuses, categorical answers");
            return;
        }
        Statistics.label("product").collect("both answer");
        String what = "logical_product A = " + p.outer() + ", B = " + p.inner();
        NestLayout cuteNest = NestLayout.of(cute);
        assertArrayEquals(function(cuteNest), function(cat), what + ": cat " + cat + " vs CuTe " + cute);
        Profile target = Profile.tuple(java.util.List.of(p.outer().shape().profile(), p.inner().shape().profile()));
        assertEquals(LayoutCoalesce.coalesce(cuteNest, target).toString(), LayoutCoalesce.coalesce(cat, target).toString(),
                what + ": cat " + cat + " vs CuTe " + cute);
    }
}
