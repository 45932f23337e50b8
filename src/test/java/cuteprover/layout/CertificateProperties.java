package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The certificates never prove what enumeration refutes: on 110,000 random small cases (tries
 * below), whenever a certificate says "proved", the enumeration of the same property passes. The
 * candidates are the algorithms' results and, to give the certificates something false to reject,
 * the same results with one stride nudged. The {@code ...Caught} examples weaken a certificate by one
 * (the {@code slack} argument) and show that this comparison finds the broken certificate.
 */
class CertificateProperties {

    private static boolean holds(Runnable enumeration) {
        try {
            enumeration.run();
            return true;
        } catch (CuteError e) {
            return false;
        }
    }

    /** The layout with the stride of one leaf moved by +1 or -1 (same shape). */
    static Layout nudged(Layout l, Random r) {
        List<IntTuple> leaves = l.stride().leaves();
        int k = r.nextInt(leaves.size());
        long delta = r.nextBoolean() ? 1 : -1;
        int[] index = {0};
        return new Layout(l.shape(), map(l.stride(), leaf -> index[0]++ == k ? SymInt.of(((SymInt) leaf).value() + delta) : leaf));
    }

    private static IntTuple map(IntTuple t, java.util.function.UnaryOperator<IntTuple> f) {
        if (t.isLeaf()) {
            return f.apply(t);
        }
        List<IntTuple> out = new ArrayList<>();
        for (IntTuple m : ((Tuple) t).elements()) {
            out.add(map(m, f));
        }
        return new Tuple(out);
    }

    private static Layout candidate(Layout exact, Random r) {
        return r.nextInt(3) == 0 ? nudged(exact, r) : exact;
    }

    @Provide
    Arbitrary<Layout[]> pairs() {
        return Arbitraries.oneOf(Gen.composablePairs(), Arbitraries.randomValue(r -> new Layout[] {
                Gen.layouts().generator(1).next(r).value(), Gen.nonNegativeLayouts().generator(1).next(r).value()}));
    }

    @Property(tries = 40_000)
    void aCertifiedCompositionIsACompositionByEnumeration(@ForAll("pairs") Layout[] ab, @ForAll Random r) {
        compositionAgrees(ab[0], ab[1], r, 0, c -> {
            throw new AssertionError(c);
        });
    }

    /** Returns whether the certificate (weakened by slack) proved a composition that enumeration refutes. */
    private static boolean compositionAgrees(Layout a, Layout b, Random r, long slack, Predicate<String> onDisagreement) {
        Layout exact;
        try {
            exact = Composition.algorithm(a, b, Decider.CONCRETE);
        } catch (CuteError e) {
            return false;
        }
        Layout rr = candidate(exact, r);
        if (!Checks.refines(b.shape(), rr.shape()) || !CompositionCertificate.proves(rr, a, b, slack)) {
            return false;
        }
        if (!holds(() -> Composition.enumerate(rr, a, b))) {
            return onDisagreement.test("certificate proved R=" + rr + " = " + a + " o " + b + " but enumeration refutes it");
        }
        return false;
    }

    @Property(tries = 20_000)
    void aCertifiedComplementIsAComplementByEnumeration(@ForAll("complementInputs") Object[] in) {
        Layout a = (Layout) in[0];
        IntTuple cotarget = (IntTuple) in[1];
        Random r = new Random((Long) in[2]);
        Layout c;
        try {
            c = Complement.algorithm(a, cotarget, Decider.CONCRETE);
        } catch (CuteError e) {
            return;
        }
        Layout cc = candidate(c, r);
        // The certified path (certificate, then CuTe's size post-conditions) accepts only what enumeration accepts.
        if (Complement.certified(a, cc, cotarget, Decider.CONCRETE) && holds(() -> Complement.check(a, cc, cotarget, Decider.CONCRETE))) {
            assertTrue(holds(() -> Complement.enumerate(a, cc, cotarget, Decider.CONCRETE)),
                    () -> "certificate proved C=" + cc + " a complement of " + a + " for " + cotarget);
        }
    }

    @Provide
    Arbitrary<Object[]> complementInputs() {
        return Arbitraries.randomValue(r -> {
            Layout a = r.nextBoolean() ? Gen.injective(r) : Gen.nonNegativeLayouts().generator(1).next(r).value();
            long cosize = Checks.size(a) == 0 ? 1 : Math.max(1, cosizeOf(a));
            long cotarget = r.nextBoolean() ? cosize * (1 + r.nextInt(4)) : 1 + r.nextInt((int) Math.min(4096, cosize * 4));
            return new Object[] {a, SymInt.of(cotarget), r.nextLong()};
        });
    }

    private static long cosizeOf(Layout a) {
        return Complement.cosize(a, Decider.CONCRETE).value();
    }

    @Property(tries = 20_000)
    void certifiedInversesAreInversesByEnumeration(@ForAll("inverseInputs") Layout l, @ForAll Random r) {
        Layout right;
        try {
            right = candidate(Inverse.rightAlgorithm(l, Decider.CONCRETE), r);
        } catch (CuteError e) {
            right = null;
        }
        if (right != null && CompositionCertificate.provesIdentity(Certificates.flat(l), Certificates.flat(right), true, 0)) {
            Layout rr = right;
            assertTrue(holds(() -> Inverse.enumerateRight(l, rr)), () -> "right inverse " + rr + " of " + l);
        }
        Layout left;
        try {
            left = candidate(Inverse.leftAlgorithm(l, Decider.CONCRETE), r);
        } catch (CuteError e) {
            return;
        }
        long[][] fl = Certificates.flat(l);
        if (Certificates.injective(fl) && CompositionCertificate.provesIdentity(Certificates.flat(left), fl, false, 0)) {
            Layout ll = left;
            assertTrue(holds(() -> Inverse.enumerateLeft(l, ll)), () -> "left inverse " + ll + " of " + l);
        }
    }

    @Provide
    Arbitrary<Layout> inverseInputs() {
        return Arbitraries.oneOf(Gen.injectiveLayouts(), Gen.bijections(), Gen.nonNegativeLayouts());
    }

    @Property(tries = 30_000)
    void flatCertificatesAgreeWithEnumeration(@ForAll("flatInputs") Layout l) {
        long[][] f = Certificates.flat(l);
        long[] table = FlatLayout.of(l.flatten()).table();
        if (Certificates.injective(f)) {
            assertTrue(Checks.repeatedIndex(table) < 0, () -> l + " certified injective");
        }
        if (Certificates.bijective(f[0], f[1], 0)) {
            long[] sorted = Checks.sorted(table);
            for (int i = 0; i < sorted.length; i++) {
                assertTrue(sorted[i] == i, () -> l + " certified a bijection onto [0,size)");
            }
        }
        if (Certificates.increasing(f[0], f[1], 0)) {
            for (int i = 1; i < table.length; i++) {
                assertTrue(table[i - 1] < table[i], () -> l + " certified increasing");
            }
        }
        Layout coalesced = Coalesce.algorithm(l, Decider.CONCRETE);
        Layout other = coalesced.equals(l) ? coalesced : nudged(coalesced, new Random(table.length));
        if (Certificates.sameFunction(f, Certificates.flat(other))) {
            assertTrue(java.util.Arrays.equals(table, FlatLayout.of(other.flatten()).table()), () -> l + " = " + other);
        }
    }

    @Provide
    Arbitrary<Layout> flatInputs() {
        return Arbitraries.oneOf(Gen.layouts(), Gen.injectiveLayouts(), Gen.bijections(), Gen.nonNegativeLayouts());
    }

    // A certificate weakened by one is caught by the same comparison.

    @Example
    void aCompositionCertificateWithAnOffByOneCarryBoundIsCaught() {
        Random r = new Random(17);
        boolean caught = false;
        for (int i = 0; i < 200_000 && !caught; i++) {
            Layout a = Gen.injective(r);
            Layout b = Gen.nonNegativeLayouts().generator(1).next(r).value();
            caught = compositionAgrees(a, b, r, 1, c -> true);
        }
        assertTrue(caught, "the broken composition certificate went unnoticed");
    }

    @Example
    void anInjectivityCertificateWithAnOffByOneBoundIsCaught() {
        assertTrue(findsBroken(l -> Certificates.injective(l[0], l[1], 1),
                table -> Checks.repeatedIndex(table) < 0), "the broken dominance certificate went unnoticed");
    }

    @Example
    void anIncreasingCertificateWithAnOffByOneBoundIsCaught() {
        assertTrue(findsBroken(l -> Certificates.increasing(l[0], l[1], 1), table -> {
            for (int i = 1; i < table.length; i++) {
                if (table[i - 1] >= table[i]) {
                    return false;
                }
            }
            return true;
        }), "the broken increasing certificate went unnoticed");
    }

    @Example
    void theUnweakenedCertificatesPassTheSameSearch() {
        assertFalse(findsBroken(l -> Certificates.injective(l[0], l[1], 0), table -> Checks.repeatedIndex(table) < 0));
    }

    private static boolean findsBroken(Predicate<long[][]> certificate, Predicate<long[]> truth) {
        Random r = new Random(5);
        for (int i = 0; i < 20_000; i++) {
            Layout l = r.nextBoolean() ? Gen.injective(r) : Gen.layouts().generator(1).next(r).value();
            long[][] f = Certificates.flat(l);
            if (certificate.test(f) && !truth.test(FlatLayout.of(l.flatten()).table())) {
                return true;
            }
        }
        return false;
    }
}
