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
        List<List<Long>> tGroups = new ArrayList<>();
        List<List<Long>> uGroups = new ArrayList<>();
        int k = 0;
        long b = uv.length > 0 ? uv[0] : 0;
        List<Long> uOpen = new ArrayList<>();
        for (int j = 0; j < tv.length; j++) {
            List<Long> tOpen = new ArrayList<>();
            long a = tv[j];
            while (true) {
                if (k == uv.length) {
                    if (a == 1 && !uGroups.isEmpty()) {
                        tOpen.add(1L);
                        uGroups.get(uGroups.size() - 1).add(1L);
                        break;
                    }
                    throw new Refusal(operation, Refusal.Step.MUTUAL_REFINEMENT_EXHAUSTED, "the codomain " + t
                            + " of " + tOwner.get() + " is larger than the domain " + u + " of " + uOwner.get() + ": entry " + (j + 1) + " of " + t
                            + " (remaining " + a + ") is left over when " + u + " is used up");
                }
                if (a == b) {
                    tOpen.add(a);
                    uOpen.add(b);
                    uGroups.add(uOpen);
                    uOpen = new ArrayList<>();
                    k++;
                    b = k < uv.length ? uv[k] : 0;
                    break;
                } else if (b % a == 0) {
                    tOpen.add(a);
                    uOpen.add(a);
                    b /= a;
                    break;
                } else if (a % b == 0) {
                    tOpen.add(b);
                    uOpen.add(b);
                    uGroups.add(uOpen);
                    uOpen = new ArrayList<>();
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
            tGroups.add(tOpen);
        }
        if (k < uv.length) {
            if (!uOpen.isEmpty() || b != uv[k]) {
                uOpen.add(b);
                uGroups.add(uOpen);
                k++;
            }
            for (; k < uv.length; k++) {
                uGroups.add(new ArrayList<>(List.of(uv[k])));
            }
        }
        return new MutualRefinement(t.substitute(pieces(tGroups)), u.substitute(pieces(uGroups)));
    }

    private static List<NestedTuple> pieces(List<List<Long>> groups) {
        List<NestedTuple> out = new ArrayList<>(groups.size());
        for (List<Long> g : groups) {
            if (g.size() == 1) {
                out.add(NestedTuple.integer(g.get(0)));
            } else {
                long[] v = new long[g.size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = g.get(i);
                }
                out.add(NestedTuple.flat(v));
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return "(" + tRefined + "," + uRefined + ")";
    }
}
