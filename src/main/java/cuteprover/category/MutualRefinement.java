package cuteprover.category;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A mutual refinement {@code (T', U')} of two tuples T and U: T' refines T, U' refines U, and the
 * flattening of T' is a prefix of the flattening of U'. Computed greedily over the flattenings,
 * keeping the remainders a (of the current T entry) and b (of the current U entry):
 * <ul>
 *   <li>a = b: both entries close;</li>
 *   <li>a | b: the T entry closes with a piece a, the U entry gets a piece a and b := b/a;</li>
 *   <li>b | a: the reverse;</li>
 *   <li>otherwise there is no mutual refinement (refused).</li>
 * </ul>
 * When T is used up, the open U entry takes its remainder and the rest of U is copied. If U is used
 * up first the refusal names it, except that trailing T entries 1 are matched by a piece 1 appended
 * to U's last entry (a degenerate image entry of a standard form).
 *
 * <p>The greedy pass finds a mutual refinement whenever one exists: both remainders always start at
 * the same place of a common refinement, so the smaller one divides the larger.
 */
public record MutualRefinement(NestedTuple tRefined, NestedTuple uRefined) {

    public static MutualRefinement of(NestedTuple t, NestedTuple u, String operation) {
        return of(t, u, operation, () -> "f", () -> "g");
    }

    /**
     * As {@link #of(NestedTuple, NestedTuple, String)}; the names say whose codomain T and domain U
     * are (built only for a refusal).
     */
    public static MutualRefinement of(NestedTuple t, NestedTuple u, String operation,
                                      Supplier<String> tOwner, Supplier<String> uOwner) {
        long[] tv = t.entries();
        long[] uv = u.entries();
        // pieces of T' and U' in order; a group ends where tEnds/uEnds is set
        int capacity = tv.length + uv.length + 1;
        long[] pieces = new long[capacity];
        boolean[] tEnds = new boolean[capacity];
        boolean[] uEnds = new boolean[capacity];
        int count = 0;
        int k = 0;
        long b = uv.length > 0 ? uv[0] : 0;
        for (int j = 0; j < tv.length; j++) {
            long a = tv[j];
            while (true) {
                if (k == uv.length) {
                    if (a == 1 && count > 0) {
                        // a trailing T entry 1 joins U's last entry as a piece 1
                        pieces[count] = 1;
                        uEnds[count - 1] = false;
                        uEnds[count] = true;
                        tEnds[count++] = true;
                        break;
                    }
                    throw new Refusal(operation, Refusal.Step.MUTUAL_REFINEMENT_EXHAUSTED, "the codomain " + t
                            + " of " + tOwner.get() + " is larger than the domain " + u + " of " + uOwner.get() + ": entry " + (j + 1) + " of " + t
                            + " (remaining " + a + ") is left over when " + u + " is used up");
                }
                if (a == b) {
                    pieces[count] = a;
                    tEnds[count] = true;
                    uEnds[count++] = true;
                    k++;
                    b = k < uv.length ? uv[k] : 0;
                    break;
                } else if (b % a == 0) {
                    pieces[count] = a;
                    tEnds[count++] = true;
                    b /= a;
                    break;
                } else if (a % b == 0) {
                    pieces[count] = b;
                    uEnds[count++] = true;
                    a /= b;
                    k++;
                    b = k < uv.length ? uv[k] : 0;
                } else {
                    throw new Refusal(operation, Refusal.Step.MUTUAL_REFINEMENT_INDIVISIBLE, "the codomain " + t
                            + " of " + tOwner.get() + " and the domain " + u + " of " + uOwner.get() + " have no mutual refinement: entry " + (j + 1) + " of "
                            + t + " (remaining " + a + ") meets entry " + (k + 1) + " of " + u + " (remaining " + b
                            + "), and neither divides the other");
                }
            }
        }
        int tCount = count;
        if (k < uv.length) {
            if (b != uv[k] || count > 0 && !uEnds[count - 1]) {
                pieces = grow(pieces, count + uv.length - k);
                uEnds = grow(uEnds, count + uv.length - k);
                pieces[count] = b; // the open U entry takes its remainder
                uEnds[count++] = true;
                k++;
            }
            pieces = grow(pieces, count + uv.length - k);
            uEnds = grow(uEnds, count + uv.length - k);
            for (; k < uv.length; k++) {
                pieces[count] = uv[k];
                uEnds[count++] = true;
            }
        }
        return new MutualRefinement(refine(t, pieces, tEnds, tCount), refine(u, pieces, uEnds, count));
    }

    private static long[] grow(long[] a, int n) {
        return a.length >= n ? a : java.util.Arrays.copyOf(a, n);
    }

    private static boolean[] grow(boolean[] a, int n) {
        return a.length >= n ? a : java.util.Arrays.copyOf(a, n);
    }

    /**
     * The refinement of {@code original} whose entry j is replaced by group j of the pieces. Flat
     * tuples and integers (all that composition meets) are built directly.
     */
    private static NestedTuple refine(NestedTuple original, long[] pieces, boolean[] ends, int count) {
        if (original.depth() > 1) {
            return original.substituteTrusted(groups(pieces, ends, count));
        }
        Profile[] groupProfiles = new Profile[original.length()];
        int g = 0;
        int start = 0;
        for (int i = 0; i < count; i++) {
            if (ends[i]) {
                groupProfiles[g++] = i == start ? Profile.LEAF : Profile.flat(i + 1 - start);
                start = i + 1;
            }
        }
        long[] entries = java.util.Arrays.copyOf(pieces, count);
        if (original.isInteger()) {
            return NestedTuple.trusted(groupProfiles[0], entries);
        }
        return NestedTuple.trusted(Profile.ofOwned(groupProfiles), entries);
    }

    /** The pieces 0..count-1 cut where {@code ends} is set: one integer or flat tuple per group. */
    private static List<NestedTuple> groups(long[] pieces, boolean[] ends, int count) {
        List<NestedTuple> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < count; i++) {
            if (ends[i]) {
                out.add(i == start ? NestedTuple.integer(pieces[i]) : NestedTuple.flatTrusted(java.util.Arrays.copyOfRange(pieces, start, i + 1)));
                start = i + 1;
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return "(" + tRefined + "," + uRefined + ")";
    }
}
