package cuteprover.category;

import java.util.Arrays;

/**
 * Coalesce on morphisms (slides §4, [tract] {@code coalesce}): the morphism whose layout is
 * {@code coal(L_f)}.
 * <ol>
 *   <li>Squeeze: drop the domain entries 1, then the codomain entries 1 (an arrow into a codomain 1
 *   starts at a domain 1, already dropped).</li>
 *   <li>Group consecutive domain entries i, i+1 when both go to *, or when α(i+1) = α(i)+1.</li>
 *   <li>Group codomain entries j, j+1 when a domain group sends consecutive entries to them.</li>
 *   <li>Multiply within the groups and let each domain group go to the group of its first arrow.</li>
 * </ol>
 * The domain is flat; one entry left becomes a scalar, none becomes {@code 1} going to *.
 */
public final class MorphismCoalesce {

    private MorphismCoalesce() {
    }

    public static NestMorphism coalesce(NestMorphism f) {
        long[] s = f.domain().entries();
        long[] t = f.codomain().entries();
        // 1. squeeze: new index of each kept codomain entry (1-based), 0 when dropped
        int[] codomainIndex = new int[t.length];
        int kept = 0;
        for (int j = 0; j < t.length; j++) {
            if (t[j] != 1) {
                codomainIndex[j] = ++kept;
            }
        }
        long[] squeezedT = new long[kept];
        for (int j = 0; j < t.length; j++) {
            if (codomainIndex[j] != 0) {
                squeezedT[codomainIndex[j] - 1] = t[j];
            }
        }
        long[] squeezedS = new long[s.length];
        int[] squeezedA = new int[s.length];
        int m = 0;
        for (int i = 0; i < s.length; i++) {
            if (s[i] != 1) {
                squeezedS[m] = s[i];
                int a = f.apply(i + 1);
                squeezedA[m] = a == 0 ? 0 : codomainIndex[a - 1];
                m++;
            }
        }
        // 2./3. group domain runs; mark codomain boundaries that a run crosses
        boolean[] joinWithNext = new boolean[kept]; // codomain j joins j+1 (0-based)
        long[] outS = new long[m];
        int[] firstImage = new int[m];
        int groups = 0;
        for (int i = 0; i < m; i++) {
            boolean continues = i > 0 && (squeezedA[i] == 0 && squeezedA[i - 1] == 0
                    || squeezedA[i - 1] != 0 && squeezedA[i] == squeezedA[i - 1] + 1);
            if (continues) {
                outS[groups - 1] = Math.multiplyExact(outS[groups - 1], squeezedS[i]);
                if (squeezedA[i] != 0) {
                    joinWithNext[squeezedA[i - 1] - 1] = true;
                }
            } else {
                outS[groups] = squeezedS[i];
                firstImage[groups] = squeezedA[i];
                groups++;
            }
        }
        // 4. codomain groups and their new indices
        int[] groupOf = new int[kept];
        long[] outT = new long[kept];
        int codomainGroups = 0;
        for (int j = 0; j < kept; j++) {
            if (j > 0 && joinWithNext[j - 1]) {
                outT[codomainGroups - 1] = Math.multiplyExact(outT[codomainGroups - 1], squeezedT[j]);
            } else {
                outT[codomainGroups++] = squeezedT[j];
            }
            groupOf[j] = codomainGroups;
        }
        int[] alpha = new int[groups];
        for (int g = 0; g < groups; g++) {
            alpha[g] = firstImage[g] == 0 ? 0 : groupOf[firstImage[g] - 1];
        }
        NestedTuple codomain = NestedTuple.flat(Arrays.copyOf(outT, codomainGroups));
        if (groups == 0) {
            return NestMorphism.trusted(NestedTuple.integer(1), codomain, new int[] {0});
        }
        NestedTuple domain = groups == 1 ? NestedTuple.integer(outS[0]) : NestedTuple.flat(Arrays.copyOf(outS, groups));
        return NestMorphism.trusted(domain, codomain, alpha);
    }
}
