package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Laws of complement and the inverses, checked with the independent {@link Reference} evaluation. */
class ComplementInverseProperties {

    @Provide
    Arbitrary<Layout> injective() {
        return Gen.injectiveLayouts();
    }

    @Provide
    Arbitrary<Layout> bijections() {
        return Gen.bijections();
    }

    @Provide
    Arbitrary<Layout> nonNegative() {
        return Gen.nonNegativeLayouts();
    }

    @Provide
    Arbitrary<Layout> layouts() {
        return Gen.layouts();
    }

    static long cosize(Layout l) {
        return Complement.cosize(l, Decider.CONCRETE).value();
    }

    @Property
    void complementExistsOnlyForInjectiveLayoutsAndIsOrderedAndDisjoint(@ForAll("nonNegative") Layout a, @ForAll @IntRange(min = 1, max = 300) int cotarget) {
        Layout c;
        try {
            c = Complement.algorithm(a, SymInt.of(cotarget), Decider.CONCRETE);
        } catch (CuteError e) {
            assertTrue(e.getMessage().contains("modes overlap"), e::getMessage);
            return;
        }
        assertTrue(Reference.injective(Filter.algorithm(a, Decider.CONCRETE)), () -> "complement accepted " + a + ", whose filter is not injective");
        long[] values = Reference.table(c);
        long[] image = Reference.sortedDistinct(Reference.table(a));
        for (int i = 1; i < values.length; i++) {
            assertTrue(values[i - 1] < values[i], () -> c + " is not ordered");
            int k = i;
            assertTrue(Arrays.binarySearch(image, values[i]) < 0, () -> c + "(" + k + ") is in the image of " + a);
        }
    }

    @Property
    void complementCompletesAnInjectiveLayoutToABijection(@ForAll("injective") Layout a,
                                                          @ForAll @IntRange(min = 1, max = 4) int factor) {
        long target = cosize(a) * factor;
        Layout c = Complement.algorithm(a, SymInt.of(target), Decider.CONCRETE);
        Layout both = Layout.concat(List.of(a, c));
        long n = Reference.size(both);
        assertTrue(n >= target, () -> both + " is smaller than " + target);
        long[] sorted = Arrays.stream(Reference.table(both)).sorted().toArray();
        for (int i = 0; i < sorted.length; i++) {
            assertEquals(i, sorted[i], () -> both + " is not a bijection onto [0," + n + ")");
        }
    }

    @Property
    void complementOfTheComplementIsTheSortedLayout(@ForAll("injective") Layout a,
                                                   @ForAll @IntRange(min = 1, max = 3) int factor) {
        Layout filtered = Filter.algorithm(a, Decider.CONCRETE);
        Layout first = Complement.algorithm(a, SymInt.of(cosize(a) * factor), Decider.CONCRETE);
        long m = Reference.size(filtered) * Reference.size(first);
        Layout again = Complement.algorithm(first, SymInt.of(m), Decider.CONCRETE);
        long[] sortedA = Arrays.stream(Reference.table(a)).sorted().toArray();
        assertArrayEquals(sortedA, Reference.table(again), () -> a + " -> " + first + " -> " + again);
    }

    @Property
    void rightInverseSatisfiesLOfRIsIdentity(@ForAll("layouts") Layout l) {
        Layout r = Inverse.rightAlgorithm(l, Decider.CONCRETE);
        long[] rs = Reference.table(r);
        for (int i = 0; i < rs.length; i++) {
            assertTrue(rs[i] >= 0 && rs[i] < Reference.size(l));
            assertEquals(i, Reference.at(l, rs[i]), l + " with right inverse " + r + " at " + i);
        }
    }

    @Property
    void inversesOfABijectionAreItsInverse(@ForAll("bijections") Layout l) {
        Layout right = Inverse.rightAlgorithm(l, Decider.CONCRETE);
        Layout left = Inverse.leftAlgorithm(l, Decider.CONCRETE);
        assertEquals(Reference.size(l), Reference.size(right), () -> l + " -> " + right);
        long[] t = Reference.table(l);
        for (int i = 0; i < t.length; i++) {
            assertEquals(i, Reference.at(right, t[i]), l + " -> " + right);
            assertEquals(i, Reference.at(left, t[i]), l + " -> " + left);
        }
    }

    @Property
    void leftInverseOfAnInjectiveLayoutRecoversTheIndex(@ForAll("injective") Layout l) {
        Layout r = Inverse.leftAlgorithm(l, Decider.CONCRETE);
        long[] t = Reference.table(l);
        for (int i = 0; i < t.length; i++) {
            assertEquals(i, Reference.at(r, t[i]), l + " with left inverse " + r);
        }
    }

    /** The checked entry refuses exactly the results that are not generalized inverses (Cecka Eq. 26, in domain). */
    @Property
    void leftInverseIsRefusedExactlyWhenItIsNoGeneralizedInverse(@ForAll("nonNegative") Layout l) {
        Layout r;
        try {
            r = Inverse.leftAlgorithm(l, Decider.CONCRETE);
        } catch (CuteError e) {
            return; // CuTe's own divisibility condition
        }
        long[] t = Reference.table(l);
        boolean valid = true;
        for (int i = 0; i < t.length && valid; i++) {
            long back = Reference.at(r, t[i]);
            valid = back >= 0 && back < t.length && Reference.at(l, back) == t[i];
        }
        boolean accepted;
        try {
            assertEquals(r, Inverse.leftInverse(l));
            accepted = true;
        } catch (CuteError e) {
            accepted = false;
        }
        assertEquals(valid, accepted, () -> l + " with left inverse " + r);
    }
}
