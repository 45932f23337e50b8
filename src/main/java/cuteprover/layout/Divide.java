package cuteprover.layout;

import cuteprover.CuteError;

import java.util.Arrays;
import java.util.List;

/**
 * Logical division A ⊘ B = A ∘ (B, B*): B selects a tile of A, and its complement B* with respect to
 * the shape of coalesce(A) enumerates the tiles (CuTe's logical_divide). The by-mode form with a
 * tiler and the zipped, tiled and flat divides are the family's, written once in {@link TiledFamily}.
 *
 * <p>Checked on static results: the composition itself (R = A∘(B,B*), in {@link Composition}); and,
 * where (B, B*) is a bijection onto [0, size(A)) (the tiler divides A evenly), R has A's domain size
 * and exactly A's offsets, each as often: the division only permutes A's domain.
 */
final class Divide {

    private Divide() {
    }

    /** The steps of logical_divide, traced by {@link TiledFamily#logical}. */
    static Layout logicalDivideSteps(Layout a, Layout tiler, Decider d) {
        Layout coalesced = Coalesce.algorithm(a, d);
        // Unchecked here: the division's own checks below cover the result.
        Layout complement = Complement.algorithm(tiler, coalesced.shape(), d);
        Layout pair = Layout.concat(List.of(tiler, complement));
        if (d.trace().enabled()) {
            d.trace().step("B* = complement(B, shape of coalesce(A) = " + cuteprover.tuple.TupleFormat.format(coalesced.shape()) + ") = "
                    + complement + "; (B,B*) = " + pair);
        }
        Layout result = Composition.compose(a, pair, d);
        if (Checks.applicable(a, tiler, result)) {
            checkPermutation(a, pair, result);
        }
        return result;
    }

    /**
     * Implied by the composition check whenever (B,B*) is a bijection onto [0,size(A)): then R(i) =
     * A(P(i)) with P a permutation. An exact stride chain of (B,B*) proves that bijection, and the
     * enumeration below runs only where no chain does.
     */
    private static void checkPermutation(Layout a, Layout pair, Layout result) {
        String property = "logical_divide does not permute the domain of A";
        if (StaticFunction.of(a).coordinates) {
            return;
        }
        long[][] fp = Certificates.flat(pair);
        if (fp != null && Certificates.bijective(fp[0], fp[1], 0)) {
            return;
        }
        long n = Checks.size(a);
        long[] p = Checks.table(pair, property);
        if (p.length != n) {
            return;
        }
        long[] sorted = Checks.sorted(p);
        for (int i = 0; i < n; i++) {
            if (sorted[i] != i) {
                return; // (B,B*) is not a bijection onto [0,size(A)): the tiler does not divide A evenly
            }
        }
        long[] expected = Checks.sorted(Checks.table(a, property));
        long[] actual = Checks.sorted(Checks.table(result, property));
        if (!Arrays.equals(expected, actual)) {
            for (int i = 0; i < n; i++) {
                if (expected[i] != actual[i]) {
                    throw new CuteError(property + ": the " + i + "-th smallest offset of R is " + actual[i]
                            + " but that of A is " + expected[i]);
                }
            }
        }
    }
}
