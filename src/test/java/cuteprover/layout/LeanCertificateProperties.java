package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lean path's own certificates ({@link LeanAlgebra}) never prove what enumeration refutes: on
 * random inputs, CuTe's result and the same result with one stride nudged are given to the
 * certificate, and whenever it says "proved", the general path's enumeration of the same
 * property passes. The {@code ...Caught} examples weaken a certificate by one ({@code slack}) and
 * show that this comparison finds it.
 */
class LeanCertificateProperties {

    /** The layout as the lean path's flat tree, or null where it has a negative stride (not its form). */
    static FlatTree flatTree(Layout l) {
        String text = l.toString();
        FlatTree t = new FlatTree();
        return t.read((text + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8), 0) == text.length() ? t : null;
    }

    private static FlatTree tree(String literal) {
        FlatTree t = new FlatTree();
        assertTrue(t.read((literal + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8), 0) == literal.length(), literal);
        return t;
    }

    private static boolean holds(Runnable enumeration) {
        try {
            enumeration.run();
            return true;
        } catch (CuteError e) {
            return false;
        }
    }

    /** One of the lean path's complement certificates, weakened by {@code slack}. */
    private interface ComplementCertificate {
        boolean certifies(FlatTree a, FlatTree c, long target, long slack);
    }

    private static final ComplementCertificate CHAIN = LeanComplementCertificates::certifiesComplement;
    private static final ComplementCertificate ONE_MODE = LeanComplementCertificates::oneMode;

    @Property(tries = 30_000)
    void aLeanCertifiedComplementIsAComplementByEnumeration(@ForAll("complementInputs") Object[] in) {
        String verdict = complementVerdict((Layout) in[0], (Long) in[1], new Random((Long) in[2]), 0, CHAIN);
        Statistics.label("complement certificate").collect(verdict);
        assertFalse(verdict.startsWith("WRONG"), verdict);
    }

    @Property(tries = 30_000)
    void aOneModeCertifiedComplementIsAComplementByEnumeration(@ForAll("oneModeComplementInputs") Object[] in) {
        String verdict = complementVerdict((Layout) in[0], (Long) in[1], new Random((Long) in[2]), 0, ONE_MODE);
        Statistics.label("one-mode complement certificate").collect(verdict);
        assertFalse(verdict.startsWith("WRONG"), verdict);
    }

    /** "proved", "no certificate", "no complement", or "WRONG: ..." where enumeration refutes a proof. */
    private static String complementVerdict(Layout a, long target, Random r, long slack, ComplementCertificate certificate) {
        Layout c;
        try {
            c = Complement.algorithm(a, SymInt.of(target), Decider.CONCRETE);
        } catch (CuteError e) {
            return "no complement";
        }
        int variant = r.nextInt(8);
        Layout candidate = variant < 2 ? CertificateProperties.nudged(c, r) : variant == 2 ? lastModeGrown(c)
                : variant == 3 ? reversed(c) : variant == 4 ? resized(c, r) : c;
        FlatTree fa = flatTree(a);
        FlatTree fc = flatTree(candidate);
        if (fa == null || fc == null || !certificate.certifies(fa, fc, target, slack)) {
            return "no certificate";
        }
        if (!holds(() -> Complement.enumerate(a, candidate, SymInt.of(target), Decider.CONCRETE))) {
            return "WRONG: certified C=" + candidate + " a complement of " + a + " for " + target;
        }
        return candidate == c ? "proved" : "proved (changed, still a complement)";
    }

    @Provide
    Arbitrary<Object[]> complementInputs() {
        return Arbitraries.randomValue(r -> complementInput(randomComplementOperand(r), r));
    }

    /** A with at most one image mode among size-1 and stride-0 modes (the one-mode certificate's form), or any A. */
    @Provide
    Arbitrary<Object[]> oneModeComplementInputs() {
        return Arbitraries.randomValue(r -> complementInput(r.nextInt(4) == 0 ? randomComplementOperand(r) : oneImageMode(r), r));
    }

    private static Layout randomComplementOperand(Random r) {
        return r.nextBoolean() ? Gen.injective(r) : Gen.nonNegativeLayouts().generator(1).next(r).value();
    }

    /** Up to three modes: one s:d (s >= 1, d >= 0), the others of size 1 or stride 0, in a random order. */
    static Layout oneImageMode(Random r) {
        int rank = 1 + r.nextInt(3);
        int image = r.nextInt(rank);
        java.util.List<cuteprover.tuple.IntTuple> shape = new java.util.ArrayList<>();
        java.util.List<cuteprover.tuple.IntTuple> stride = new java.util.ArrayList<>();
        for (int i = 0; i < rank; i++) {
            boolean sizeOne = r.nextBoolean();
            shape.add(SymInt.of(i == image || !sizeOne ? 1 + r.nextInt(8) : 1));
            stride.add(SymInt.of(i == image || sizeOne ? r.nextInt(13) : 0));
        }
        return rank == 1 ? new Layout(shape.get(0), stride.get(0))
                : new Layout(new cuteprover.tuple.Tuple(shape), new cuteprover.tuple.Tuple(stride));
    }

    private static Object[] complementInput(Layout a, Random r) {
        long cosize = Math.max(1, Complement.cosize(a, Decider.CONCRETE).value());
        long target = r.nextBoolean() ? cosize * (1 + r.nextInt(4)) : 1 + r.nextInt((int) Math.min(4096, cosize * 4));
        return new Object[] {a, target, r.nextLong()};
    }

    @Property(tries = 30_000)
    void aCanonicalFormIsTheSameFunctionByEnumeration(@ForAll("layouts") Layout l, @ForAll Random r) {
        String verdict = canonicalVerdict(l, r, 0);
        Statistics.label("canonical form").collect(verdict);
        assertFalse(verdict.startsWith("WRONG"), verdict);
    }

    /**
     * Coalesce's result (or it with a stride nudged) as a candidate canonical form of l: "proved",
     * "no certificate", or "WRONG: ..." where the offset tables differ although it was proved.
     */
    private static String canonicalVerdict(Layout l, Random r, long slack) {
        Layout coalesced = Coalesce.algorithm(l, Decider.CONCRETE);
        int variant = r.nextInt(4);
        Layout candidate = variant == 0 ? CertificateProperties.nudged(coalesced, r)
                : variant == 1 ? extended(coalesced, r) : coalesced;
        long[][] x = Certificates.flat(l);
        long[][] y = Certificates.flat(candidate);
        if (!Certificates.isCanonicalFormOf(x[0], x[1], 0, x[0].length, y[0], y[1], 0, y[0].length, slack)) {
            return "no certificate";
        }
        if (!java.util.Arrays.equals(FlatLayout.of(l.flatten()).table(), FlatLayout.of(candidate.flatten()).table())) {
            return "WRONG: " + candidate + " certified the same function as " + l;
        }
        return candidate == coalesced ? "proved" : "proved (nudged, still the same function)";
    }

    /** The layout flattened, its modes in reverse order: the same image, no longer increasing (two or more modes). */
    private static Layout reversed(Layout l) {
        Layout flat = l.flatten();
        java.util.List<cuteprover.tuple.IntTuple> shape = new java.util.ArrayList<>(flat.shape().leaves());
        java.util.List<cuteprover.tuple.IntTuple> stride = new java.util.ArrayList<>(flat.stride().leaves());
        java.util.Collections.reverse(shape);
        java.util.Collections.reverse(stride);
        return new Layout(new cuteprover.tuple.Tuple(shape), new cuteprover.tuple.Tuple(stride));
    }

    /** The layout flattened, its last mode one larger: too long for the cotarget's bound, or no longer a complement. */
    private static Layout lastModeGrown(Layout l) {
        Layout flat = l.flatten();
        java.util.List<cuteprover.tuple.IntTuple> shape = new java.util.ArrayList<>(flat.shape().leaves());
        int last = shape.size() - 1;
        shape.set(last, SymInt.of(((SymInt) shape.get(last)).value() + 1));
        return new Layout(new cuteprover.tuple.Tuple(shape), new cuteprover.tuple.Tuple(flat.stride().leaves()));
    }

    /** The layout flattened, one of its modes one larger or one smaller (at least 1): a chain that no longer meets. */
    private static Layout resized(Layout l, Random r) {
        Layout flat = l.flatten();
        java.util.List<cuteprover.tuple.IntTuple> shape = new java.util.ArrayList<>(flat.shape().leaves());
        int k = r.nextInt(shape.size());
        long size = ((SymInt) shape.get(k)).value();
        shape.set(k, SymInt.of(r.nextBoolean() || size == 1 ? size + 1 : size - 1));
        return new Layout(new cuteprover.tuple.Tuple(shape), new cuteprover.tuple.Tuple(flat.stride().leaves()));
    }

    /** The layout flattened, with one more mode 2:d (d small) at its end: a different function. */
    private static Layout extended(Layout l, Random r) {
        Layout flat = l.flatten();
        java.util.List<cuteprover.tuple.IntTuple> shape = new java.util.ArrayList<>(flat.shape().leaves());
        java.util.List<cuteprover.tuple.IntTuple> stride = new java.util.ArrayList<>(flat.stride().leaves());
        shape.add(SymInt.of(2));
        stride.add(SymInt.of(r.nextInt(5)));
        return new Layout(new cuteprover.tuple.Tuple(shape), new cuteprover.tuple.Tuple(stride));
    }

    @Provide
    Arbitrary<Layout> layouts() {
        return Arbitraries.oneOf(Gen.layouts(), Gen.injectiveLayouts(), Gen.bijections(), Gen.nonNegativeLayouts());
    }

    @Example
    void aCanonicalFormCertificateWithAnOffByOneStrideIsCaught() {
        assertTrue(findsWrongCanonicalForm(1), "the broken canonical-form certificate went unnoticed");
    }

    @Example
    void theUnweakenedCanonicalFormCertificatePassesTheSameSearch() {
        assertFalse(findsWrongCanonicalForm(0));
    }

    private static boolean findsWrongCanonicalForm(long slack) {
        Random r = new Random(29);
        for (int i = 0; i < 20_000; i++) {
            if (canonicalVerdict(Gen.layouts().generator(1).next(r).value(), r, slack).startsWith("WRONG")) {
                return true;
            }
        }
        return false;
    }

    @Example
    void theComplementCertificateChecksTheModesItIsGiven() {
        // order names A's size-1 mode instead of its image mode 2:4: C = 8:1 overlaps A's offset 4,
        // and the count of image modes alone (1) would not notice the swap.
        FlatTree a = tree("(1,2):(1,4)");
        FlatTree c = tree("8:1");
        assertFalse(LeanComplementCertificates.chain(a, new int[] {0}, 1, c, 8, 0));
        assertTrue(LeanComplementCertificates.chain(a, new int[] {1}, 1, tree("(4,2):(1,8)"), 16, 0));
    }

    @Example
    void aComplementCertificateWithAnOffByOneChainIsCaught() {
        assertTrue(findsWrongComplement(1, CHAIN), "the broken lean complement certificate went unnoticed");
    }

    @Example
    void theUnweakenedComplementCertificatePassesTheSameSearch() {
        assertFalse(findsWrongComplement(0, CHAIN));
    }

    @Example
    void aOneModeComplementCertificateWithAnOffByOneChainIsCaught() {
        assertTrue(findsWrongComplement(1, ONE_MODE), "the broken one-mode complement certificate went unnoticed");
    }

    @Example
    void theUnweakenedOneModeComplementCertificatePassesTheSameSearch() {
        assertFalse(findsWrongComplement(0, ONE_MODE));
    }

    private static boolean findsWrongComplement(long slack, ComplementCertificate certificate) {
        Random r = new Random(23);
        for (int i = 0; i < 50_000; i++) {
            Layout a = certificate == ONE_MODE && r.nextBoolean() ? oneImageMode(r) : randomComplementOperand(r);
            long cosize = Math.max(1, Complement.cosize(a, Decider.CONCRETE).value());
            long target = cosize * (1 + r.nextInt(4));
            if (complementVerdict(a, target, r, slack, certificate).startsWith("WRONG")) {
                return true;
            }
        }
        return false;
    }
}
