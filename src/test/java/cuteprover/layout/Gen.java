package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random layouts for the property tests: hierarchical (depth up to 3), odd and size-1 shapes,
 * strides with 0, negative and non-unit values; injective layouts built from permuted compact
 * strides with gaps; and composable pairs built from A's own shape factors, so that admissible
 * compositions are generated on purpose rather than found by chance.
 */
final class Gen {

    private Gen() {
    }

    static final int[] SMALL_SHAPES = {1, 2, 2, 3, 4, 5, 6, 7, 8};

    /** Any hierarchical layout with integer strides in [-4, 40], a quarter of them 0. */
    static Arbitrary<Layout> layouts() {
        return Arbitraries.randomValue(r -> nest(flatShapes(r, 5), anyStrides(r), r));
    }

    static Arbitrary<Layout> nonNegativeLayouts() {
        return Arbitraries.randomValue(Gen::nonNegative);
    }

    /** Strides in [0, 40], a quarter of them 0. */
    static Layout nonNegative(Random r) {
        List<Long> shapes = flatShapes(r, 5);
        List<Long> strides = new ArrayList<>();
        for (int i = 0; i < shapes.size(); i++) {
            strides.add(r.nextInt(4) == 0 ? 0L : 1L + r.nextInt(40));
        }
        return nest(shapes, strides, r);
    }

    /** Injective layouts: a permutation of a compact layout, strides stretched by gaps of 1 to 3. */
    static Arbitrary<Layout> injectiveLayouts() {
        return Arbitraries.randomValue(Gen::injective);
    }

    static Layout injective(Random r) {
        List<Long> shapes = flatShapes(r, 4);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < shapes.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, r);
        Long[] strides = new Long[shapes.size()];
        long running = 1 + (r.nextInt(3) == 0 ? r.nextInt(3) : 0);
        for (int i : order) {
            strides[i] = running;
            running *= shapes.get(i) * (r.nextInt(3) == 0 ? 1 + r.nextInt(3) : 1);
        }
        List<Long> list = new ArrayList<>(List.of(strides));
        return nest(shapes, list, r);
    }

    /** Compact-after-permutation layouts: bijections onto [0,size). */
    static Arbitrary<Layout> bijections() {
        return Arbitraries.randomValue(r -> {
            List<Long> shapes = flatShapes(r, 4);
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < shapes.size(); i++) {
                order.add(i);
            }
            Collections.shuffle(order, r);
            Long[] strides = new Long[shapes.size()];
            long running = 1;
            for (int i : order) {
                strides[i] = running;
                running *= shapes.get(i);
            }
            return nest(shapes, new ArrayList<>(List.of(strides)), r);
        });
    }

    /**
     * (A, B) with B a sub-selection, in random order, of the modes of a refinement of A's shape,
     * strided by the refinement's prefix products: B's image lies in A's domain and A∘B is
     * admissible under every published rule.
     */
    static Arbitrary<Layout[]> composablePairs() {
        return Arbitraries.randomValue(r -> {
            Layout a = r.nextBoolean() ? nest(flatShapes(r, 4), anyStrides(r), r) : injective(r);
            return new Layout[] {a, subLayout(a, r)};
        });
    }

    /** (A, B, C) with image(C) in Z(B) and image(B) in Z(A): where composition is associative. */
    static Arbitrary<Layout[]> composableTriples() {
        return Arbitraries.randomValue(r -> {
            Layout a = nest(flatShapes(r, 4), anyStrides(r), r);
            Layout b = subLayout(a, r);
            return new Layout[] {a, b, subLayout(b, r)};
        });
    }

    static Layout subLayout(Layout a, Random r) {
        List<Long> factors = new ArrayList<>();
        for (IntTuple leaf : a.shape().leaves()) {
            long s = ((SymInt) leaf).value();
            for (long f : factorize(s, r)) {
                factors.add(f);
            }
        }
        List<Long> prefix = new ArrayList<>();
        long p = 1;
        for (long f : factors) {
            prefix.add(p);
            p *= f;
        }
        List<Integer> chosen = new ArrayList<>();
        for (int i = 0; i < factors.size(); i++) {
            if (r.nextInt(3) != 0) {
                chosen.add(i);
            }
        }
        Collections.shuffle(chosen, r);
        List<Long> shapes = new ArrayList<>();
        List<Long> strides = new ArrayList<>();
        for (int i : chosen) {
            shapes.add(factors.get(i));
            strides.add(prefix.get(i));
        }
        if (shapes.isEmpty()) {
            shapes.add(1L);
            strides.add(r.nextBoolean() ? 0L : 1L);
        }
        return nest(shapes, strides, r);
    }

    /** A random split of s into factors (prime factors, regrouped at random). */
    static List<Long> factorize(long s, Random r) {
        List<Long> primes = new ArrayList<>();
        long n = s;
        for (long q = 2; q * q <= n; q++) {
            while (n % q == 0) {
                primes.add(q);
                n /= q;
            }
        }
        if (n > 1) {
            primes.add(n);
        }
        List<Long> out = new ArrayList<>();
        long current = 1;
        for (long q : primes) {
            current *= q;
            if (r.nextBoolean()) {
                out.add(current);
                current = 1;
            }
        }
        if (current > 1 || out.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    /** Injective layouts of size at most 64, for operations whose result multiplies sizes. */
    static Arbitrary<Layout> smallInjectiveLayouts() {
        return Arbitraries.randomValue(r -> {
            Layout l = injective(r);
            while (l.size().value() > 64) {
                l = injective(r);
            }
            return l;
        });
    }

    static List<Long> flatShapes(Random r, int maxRank) {
        int rank = 1 + r.nextInt(maxRank);
        List<Long> shapes = new ArrayList<>();
        long size = 1;
        for (int i = 0; i < rank; i++) {
            long s = SMALL_SHAPES[r.nextInt(SMALL_SHAPES.length)];
            if (size * s > 4096) {
                s = 1;
            }
            size *= s;
            shapes.add(s);
        }
        return shapes;
    }

    private static List<Long> anyStrides(Random r) {
        List<Long> strides = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            int k = r.nextInt(10);
            strides.add(k < 2 ? 0L : k == 2 ? -1L - r.nextInt(4) : k < 5 ? 1L << r.nextInt(5) : 1L + r.nextInt(40));
        }
        return strides;
    }

    /** Groups consecutive leaves into nested tuples at random (depth at most 3). */
    static Layout nest(List<Long> shapes, List<Long> strides, Random r) {
        List<IntTuple[]> leaves = new ArrayList<>();
        for (int i = 0; i < shapes.size(); i++) {
            leaves.add(new IntTuple[] {SymInt.of(shapes.get(i)), SymInt.of(strides.get(i))});
        }
        if (leaves.size() == 1 && r.nextInt(3) != 0) {
            return new Layout(leaves.get(0)[0], leaves.get(0)[1]);
        }
        IntTuple[] t = group(leaves, r, 0);
        return new Layout(t[0], t[1]);
    }

    private static IntTuple[] group(List<IntTuple[]> leaves, Random r, int depth) {
        List<IntTuple> shapes = new ArrayList<>();
        List<IntTuple> strides = new ArrayList<>();
        int i = 0;
        while (i < leaves.size()) {
            int take = depth < 2 && r.nextInt(3) == 0 ? 1 + r.nextInt(leaves.size() - i) : 1;
            if (take == 1 || take == leaves.size() && depth == 0 && r.nextBoolean()) {
                for (int k = 0; k < take; k++) {
                    shapes.add(leaves.get(i + k)[0]);
                    strides.add(leaves.get(i + k)[1]);
                }
            } else {
                IntTuple[] sub = group(leaves.subList(i, i + take), r, depth + 1);
                shapes.add(sub[0]);
                strides.add(sub[1]);
            }
            i += take;
        }
        return new IntTuple[] {new Tuple(shapes), new Tuple(strides)};
    }
}
