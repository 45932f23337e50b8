package cuteprover.category;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Constructive generators: morphisms, tractable layouts and composable / divisible / product
 * pairs are built so that they qualify, not filtered from random layouts. Every structure is random:
 * entry sizes (odd ones included), nesting, permutations, stride-0 modes, gaps in the codomain.
 */
final class CategoryGenerators {

    private static final long[] SIZES = {2, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9};

    private CategoryGenerators() {
    }

    static long size(Random r) {
        return SIZES[r.nextInt(SIZES.length)];
    }

    /** An entry size that is 1 with some probability (degenerate modes). */
    static long sizeOrOne(Random r) {
        return r.nextInt(8) == 0 ? 1 : size(r);
    }

    static long[] sizes(Random r, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = sizeOrOne(r);
        }
        return out;
    }

    /** A random nesting of the given entries, in order: integers, rank-1 tuples, deep tuples. */
    static NestedTuple nest(long[] entries, Random r) {
        if (entries.length == 1 && r.nextBoolean()) {
            return NestedTuple.integer(entries[0]);
        }
        return group(entries, 0, entries.length, r, 0);
    }

    private static NestedTuple group(long[] e, int from, int to, Random r, int depth) {
        List<NestedTuple> modes = new ArrayList<>();
        int i = from;
        while (i < to) {
            int len = depth >= 2 ? 1 : 1 + r.nextInt(to - i);
            if (len == 1) {
                modes.add(r.nextInt(8) == 0 && depth < 2 ? NestedTuple.flat(e[i]) : NestedTuple.integer(e[i]));
            } else {
                modes.add(group(e, i, i + len, r, depth + 1));
            }
            i += len;
        }
        return NestedTuple.tuple(modes);
    }

    /** Splits the entries into consecutive groups and multiplies each: a coarsening. */
    static long[] coarsen(long[] fine, Random r) {
        List<Long> out = new ArrayList<>();
        int i = 0;
        while (i < fine.length) {
            int len = 1 + r.nextInt(Math.min(3, fine.length - i));
            long p = 1;
            for (int k = 0; k < len; k++) {
                p *= fine[i + k];
            }
            out.add(p);
            i += len;
        }
        return toArray(out);
    }

    /** A morphism from S: each entry goes to * or to its own codomain entry; extra entries, shuffled, nested. */
    static NestMorphism from(NestedTuple s, Random r) {
        List<Long> codomain = new ArrayList<>();
        int[] alpha = new int[s.length()];
        for (int i = 0; i < s.length(); i++) {
            if (r.nextInt(5) == 0) {
                alpha[i] = 0;
            } else {
                codomain.add(s.entry(i));
                alpha[i] = codomain.size();
            }
        }
        int extra = r.nextInt(3);
        for (int k = 0; k < extra; k++) {
            codomain.add(sizeOrOne(r));
        }
        int[] perm = permutation(codomain.size(), r);
        long[] t = new long[codomain.size()];
        for (int j = 0; j < t.length; j++) {
            t[perm[j]] = codomain.get(j);
        }
        for (int i = 0; i < alpha.length; i++) {
            alpha[i] = alpha[i] == 0 ? 0 : perm[alpha[i] - 1] + 1;
        }
        NestedTuple cod = r.nextBoolean() ? NestedTuple.flat(t) : nest(t, r);
        return NestMorphism.of(s, cod, alpha);
    }

    /** A morphism into T: a random subset of T's entries, shuffled, plus entries going to *, nested. */
    static NestMorphism into(NestedTuple t, Random r) {
        List<Long> domain = new ArrayList<>();
        List<Integer> images = new ArrayList<>();
        for (int j = 0; j < t.length(); j++) {
            if (r.nextInt(3) != 0) {
                domain.add(t.entry(j));
                images.add(j + 1);
            }
        }
        int projected = r.nextInt(3) == 0 ? 1 + r.nextInt(2) : 0;
        for (int k = 0; k < projected; k++) {
            domain.add(sizeOrOne(r));
            images.add(0);
        }
        return shuffledDomain(domain, images, t, r);
    }

    /** Into T with the last entry of T certainly in the image (so std keeps T's size). */
    static NestMorphism intoReachingTop(NestedTuple t, Random r) {
        List<Long> domain = new ArrayList<>();
        List<Integer> images = new ArrayList<>();
        for (int j = 0; j < t.length(); j++) {
            if (j == t.length() - 1 || r.nextInt(3) != 0) {
                domain.add(t.entry(j));
                images.add(j + 1);
            }
        }
        if (r.nextInt(4) == 0) {
            domain.add(sizeOrOne(r));
            images.add(0);
        }
        return shuffledDomain(domain, images, t, r);
    }

    private static NestMorphism shuffledDomain(List<Long> domain, List<Integer> images, NestedTuple t, Random r) {
        int[] perm = permutation(domain.size(), r);
        long[] s = new long[domain.size()];
        int[] alpha = new int[domain.size()];
        for (int i = 0; i < s.length; i++) {
            s[perm[i]] = domain.get(i);
            alpha[perm[i]] = images.get(i);
        }
        return NestMorphism.of(nest(s, r), t, alpha);
    }

    static NestMorphism morphism(Random r) {
        return into(nest(sizes(r, r.nextInt(6)), r), r);
    }

    /** A random tractable layout: the encoding of a random morphism. */
    static NestLayout tractable(Random r) {
        return LayoutFunctor.encode(morphism(r));
    }

    /** A tractable layout whose offsets stay below {@code bound}: a morphism into a tuple of size at most bound. */
    static NestLayout tractableWithin(long bound, Random r) {
        List<Long> t = new ArrayList<>();
        long size = 1;
        int n = r.nextInt(5);
        for (int k = 0; k < n; k++) {
            long e = sizeOrOne(r);
            if (size * e <= bound) {
                t.add(e);
                size *= e;
            }
        }
        return LayoutFunctor.encode(into(NestedTuple.flat(toArray(t)), r));
    }

    /** A composable chain f: S -> T, g: T -> U, h: U -> V. */
    static List<NestMorphism> chain(Random r, int length) {
        List<NestMorphism> out = new ArrayList<>();
        NestMorphism first = morphism(r);
        out.add(first);
        NestedTuple at = first.codomain();
        for (int k = 1; k < length; k++) {
            NestMorphism next = from(at, r);
            out.add(next);
            at = next.codomain();
        }
        return out;
    }

    /** {@code outer ∘ inner} that the mutual refinement can compute (both ends group one sequence). */
    record Pair(NestLayout outer, NestLayout inner) {
        @Override
        public String toString() {
            return "outer " + outer + ", inner " + inner;
        }
    }

    static long[] fine(Random r, int min, int max) {
        long[] f = new long[min + r.nextInt(max - min + 1)];
        for (int i = 0; i < f.length; i++) {
            f[i] = size(r);
        }
        return f;
    }

    static Pair composable(Random r) {
        long[] f = fine(r, 1, 5);
        NestLayout outer = LayoutFunctor.encode(from(nest(coarsen(f, r), r), r));
        long[] prefix = java.util.Arrays.copyOf(f, r.nextInt(f.length + 1));
        NestLayout inner = LayoutFunctor.encode(into(NestedTuple.flat(coarsen(prefix, r)), r));
        return new Pair(outer, inner);
    }

    /** {@code A ⊘ B}: B's standard codomain groups a prefix of the sequence A's domain groups. */
    static Pair divisible(Random r) {
        return composable(r);
    }

    /**
     * {@code A ⊗ B}: A in standard form with known gaps; B reaches past all of A's gaps, so the
     * complement of A to {@code size(A)·size(T_B)} exists and composes with B.
     */
    static Pair productAdmissible(Random r) {
        int images = 1 + r.nextInt(3);
        List<Long> codomain = new ArrayList<>();
        List<Long> gaps = new ArrayList<>();
        List<Integer> imagePositions = new ArrayList<>();
        for (int k = 0; k < images; k++) {
            if (r.nextInt(3) == 0) {
                long gap = size(r);
                codomain.add(gap);
                gaps.add(gap);
            }
            codomain.add(size(r));
            imagePositions.add(codomain.size());
        }
        List<Long> domain = new ArrayList<>();
        List<Integer> alpha = new ArrayList<>();
        for (int p : imagePositions) {
            domain.add(codomain.get(p - 1));
            alpha.add(p);
        }
        if (r.nextInt(4) == 0) {
            domain.add(size(r));
            alpha.add(0);
        }
        NestedTuple cod = NestedTuple.flat(toArray(codomain));
        NestLayout a = LayoutFunctor.encode(shuffledDomain(domain, alpha, cod, r));
        List<Long> sequence = new ArrayList<>(gaps);
        int extra = r.nextInt(3);
        for (int k = 0; k < extra; k++) {
            sequence.add(size(r));
        }
        // Any grouping of (gaps, extras) covers all gaps, so dom(coal(A^c)) = (gaps, Πextras) groups the same sequence.
        long[] tb = coarsen(toArray(sequence), r);
        NestLayout b = tb.length == 0 ? NestLayout.parse("1:0") : LayoutFunctor.encode(intoReachingTop(NestedTuple.flat(tb), r));
        return new Pair(a, b);
    }

    static int[] permutation(int n, Random r) {
        List<Integer> p = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            p.add(i);
        }
        Collections.shuffle(p, r);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = p.get(i);
        }
        return out;
    }

    static long[] toArray(List<Long> values) {
        long[] out = new long[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = values.get(i);
        }
        return out;
    }
}
