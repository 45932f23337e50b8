package cuteprover.category;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The laws of the categorical engine, on constructively generated morphisms and layouts. Functions
 * are compared by brute-force evaluation written here (colex decomposition, dot product).
 */
class CategoryLawsProperties {

    @Provide
    Arbitrary<Random> randoms() {
        return Arbitraries.randomValue(r -> new Random(r.nextLong()));
    }

    /** Φ_L over its whole domain, by the definition. */
    static long[] function(NestLayout l) {
        long size = l.size();
        long[] s = l.shape().entries();
        long[] d = l.stride();
        long[] out = new long[(int) size];
        for (int x = 0; x < size; x++) {
            long rest = x;
            long off = 0;
            for (int i = 0; i < s.length; i++) {
                off += (rest % s[i]) * d[i];
                rest /= s[i];
            }
            out[x] = off;
        }
        return out;
    }

    @Property(tries = 1000)
    void identityIsNeutral(@ForAll("randoms") Random r) {
        NestMorphism f = CategoryGenerators.morphism(r);
        assertEquals(f, NestMorphism.identity(f.domain()).andThen(f));
        assertEquals(f, f.andThen(NestMorphism.identity(f.codomain())));
    }

    @Property(tries = 1000)
    void compositionIsAssociative(@ForAll("randoms") Random r) {
        List<NestMorphism> c = CategoryGenerators.chain(r, 3);
        NestMorphism f = c.get(0);
        NestMorphism g = c.get(1);
        NestMorphism h = c.get(2);
        assertEquals(f.andThen(g).andThen(h), f.andThen(g.andThen(h)));
    }

    /** T9/T13: the layout of a composite is the composite of the layouts, and the algorithm finds it. */
    @Property(tries = 1000)
    void encodingIsAFunctor(@ForAll("randoms") Random r) {
        List<NestMorphism> c = CategoryGenerators.chain(r, 2);
        NestLayout lf = LayoutFunctor.encode(c.get(0));
        NestLayout lg = LayoutFunctor.encode(c.get(1));
        NestLayout lgf = LayoutFunctor.encode(c.get(0).andThen(c.get(1)));
        long[] f = function(lf);
        long[] g = function(lg);
        long[] gf = function(lgf);
        for (int x = 0; x < f.length; x++) {
            assertEquals(g[(int) f[x]], gf[x], "x = " + x);
        }
        NestLayout algorithm = CompositionAlgorithm.compose(lg, lf);
        assertArrayEquals(gf, function(algorithm));
        assertTrue(algorithm.shape().refines(lf.shape()));
    }

    /** T8/T12: tractable layouts are exactly the encodings; the functor round trip is exact. */
    @Property(tries = 2000)
    void standardFormRoundTripsExactly(@ForAll("randoms") Random r) {
        NestLayout l = CategoryGenerators.tractable(r);
        assertTrue(Tractability.of(l).tractable(), l::toString);
        NestMorphism f = LayoutFunctor.standardForm(l);
        assertEquals(l, LayoutFunctor.encode(f));
        assertEquals(f, LayoutFunctor.standardForm(LayoutFunctor.encode(f)));
    }

    /** The constructive definition: permute, remove, insert stride-0 modes, reparenthesize column-major. */
    @Property(tries = 1000)
    void constructedFromColumnMajorIsTractable(@ForAll("randoms") Random r) {
        long[] shape = CategoryGenerators.sizes(r, 1 + r.nextInt(6));
        long[] stride = new long[shape.length];
        long running = 1;
        for (int i = 0; i < shape.length; i++) {
            stride[i] = running;
            running *= shape[i];
        }
        List<long[]> modes = new ArrayList<>();
        for (int i = 0; i < shape.length; i++) {
            if (r.nextInt(4) != 0) {
                modes.add(new long[] {shape[i], stride[i]});
            }
        }
        int zeros = r.nextInt(3);
        for (int k = 0; k < zeros; k++) {
            modes.add(r.nextInt(modes.size() + 1), new long[] {CategoryGenerators.sizeOrOne(r), 0});
        }
        java.util.Collections.shuffle(modes, r);
        long[] s = new long[modes.size()];
        long[] d = new long[modes.size()];
        for (int i = 0; i < s.length; i++) {
            s[i] = modes.get(i)[0];
            d[i] = modes.get(i)[1];
        }
        NestLayout l = NestLayout.of(CategoryGenerators.nest(s, r), d);
        assertTrue(Tractability.of(l).tractable(), l::toString);
        assertEquals(l, LayoutFunctor.encode(LayoutFunctor.standardForm(l)));
    }

    /** A layout outside the class: a stride that breaks the chain is reported, with that mode named. */
    @Property(tries = 500)
    void brokenChainIsNotTractable(@ForAll("randoms") Random r) {
        long a = CategoryGenerators.size(r);
        long b = CategoryGenerators.size(r);
        long stride = a * (1 + r.nextInt(4)) + 1 + r.nextInt((int) a - 1); // never a multiple of a
        NestLayout l = NestLayout.of(NestedTuple.flat(a, b), new long[] {1, stride});
        Tractability t = Tractability.of(l);
        assertEquals(stride % a == 0, t.tractable(), l::toString);
        assertTrue(t.reason().contains("does not divide " + stride), t.reason());
    }

    /** T11/T14: {@code L_coal(f) = coal(L_f)} as data. */
    @Property(tries = 1000)
    void coalesceCommutesWithEncoding(@ForAll("randoms") Random r) {
        NestMorphism f = CategoryGenerators.morphism(r);
        NestLayout lf = LayoutFunctor.encode(f);
        assertEquals(LayoutCoalesce.coalesce(lf), LayoutFunctor.encode(MorphismCoalesce.coalesce(f)));
        assertArrayEquals(function(lf), function(LayoutCoalesce.coalesce(lf)));
    }

    /** T16: {@code L_(f,g) = (L_f, L_g)} for morphisms with disjoint images. */
    @Property(tries = 1000)
    void concatenationCommutesWithEncoding(@ForAll("randoms") Random r) {
        NestMorphism whole = CategoryGenerators.morphism(r);
        int[] alpha = whole.map().images();
        int cut = r.nextInt(alpha.length + 1);
        long[] s = whole.domain().entries();
        NestMorphism f = NestMorphism.of(NestedTuple.flat(Arrays.copyOf(s, cut)), whole.codomain(), Arrays.copyOf(alpha, cut));
        NestMorphism g = NestMorphism.of(NestedTuple.flat(Arrays.copyOfRange(s, cut, s.length)), whole.codomain(),
                Arrays.copyOfRange(alpha, cut, alpha.length));
        assertEquals(NestLayout.concat(LayoutFunctor.encode(f), LayoutFunctor.encode(g)),
                LayoutFunctor.encode(NestMorphism.concat(f, g)));
    }

    /** The complement fills exactly what f leaves out, and complementing twice gives back the image. */
    @Property(tries = 1000)
    void complementOfComplement(@ForAll("randoms") Random r) {
        NestMorphism f = injective(CategoryGenerators.morphism(r));
        NestMorphism fc = Complements.of(f);
        NestMorphism fcc = Complements.of(fc);
        assertArrayEquals(f.map().hit(), fcc.map().hit());
        assertEquals(fc, Complements.of(fcc));
        // (L_f, L_{f^c}) is compact: a bijection onto [0, size T)
        long[] both = function(NestLayout.concat(LayoutFunctor.encode(f), LayoutFunctor.encode(fc)));
        long[] sorted = both.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            assertEquals(i, sorted[i]);
        }
        assertEquals(f.codomain().size(), both.length);
    }

    /** T15 and the layout form: {@code comp(comp(L,N),N)} is L sorted and coalesced. */
    @Property(tries = 1000)
    void layoutComplementOfComplement(@ForAll("randoms") Random r) {
        NestMorphism f = injective(CategoryGenerators.morphism(r));
        NestLayout lf = LayoutFunctor.encode(f);
        long n = f.codomain().size() * (1 + r.nextInt(3));
        NestLayout c = Complements.of(lf, n);
        assertEquals(LayoutCoalesce.coalesce(LayoutFunctor.encode(Complements.of(Complements.extend(
                LayoutFunctor.standardForm(Complements.nonzeroModes(lf)), n, lf)))), c);
        NestLayout cc = Complements.of(c, n);
        assertEquals(LayoutCoalesce.coalesce(sortedByStride(lf)), cc);
    }

    private static NestLayout sortedByStride(NestLayout l) {
        long[] s = l.shape().entries();
        long[] d = l.stride();
        int[] order = Tractability.sortedOrder(s, d);
        long[] ss = new long[s.length];
        long[] sd = new long[s.length];
        for (int i = 0; i < order.length; i++) {
            ss[i] = s[order[i]];
            sd[i] = d[order[i]];
        }
        return NestLayout.of(NestedTuple.flat(ss), sd);
    }

    /** The morphism with the entries that go to * removed. */
    private static NestMorphism injective(NestMorphism f) {
        int[] alpha = f.map().images();
        long[] s = f.domain().entries();
        List<Long> keep = new ArrayList<>();
        List<Integer> images = new ArrayList<>();
        for (int i = 0; i < alpha.length; i++) {
            if (alpha[i] != 0) {
                keep.add(s[i]);
                images.add(alpha[i]);
            }
        }
        return NestMorphism.of(NestedTuple.flat(CategoryGenerators.toArray(keep)), f.codomain(),
                images.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The algorithm answers every constructed composable pair, and its result is a composite. */
    @Property(tries = 2000)
    void mutualRefinementComposesGroupedPairs(@ForAll("randoms") Random r) {
        CategoryGenerators.Pair p = CategoryGenerators.composable(r);
        NestLayout c = CompositionAlgorithm.compose(p.outer(), p.inner());
        assertTrue(c.shape().refines(p.inner().shape()));
        long[] outer = function(p.outer());
        long[] inner = function(p.inner());
        long[] composite = function(c);
        for (int x = 0; x < inner.length; x++) {
            assertEquals(outer[(int) inner[x]], composite[x], "x = " + x + " for " + p);
        }
    }

    /** T17 on layouts: {@code A ⊘ B = (A∘B, A∘B^c)}, and B with its complement tiles A's domain. */
    @Property(tries = 1000)
    void divisionTilesTheDomain(@ForAll("randoms") Random r) {
        CategoryGenerators.Pair p = CategoryGenerators.divisible(r);
        NestLayout q = LogicalDivision.of(p.outer(), p.inner());
        NestLayout bc = Complements.of(p.inner(), p.outer().size());
        long[] a = function(p.outer());
        long[] tiles = function(NestLayout.concat(p.inner(), bc));
        long[] result = function(q);
        assertEquals(tiles.length, result.length);
        for (int x = 0; x < tiles.length; x++) {
            assertEquals(a[(int) tiles[x]], result[x], "x = " + x + " for " + p);
        }
    }

    /** T18 on morphisms: {@code L_{f⊗g}} is {@code (L_f, L_{f^c}∘L_g)}. */
    @Property(tries = 1000)
    void morphismProductEncodesTheLayoutProduct(@ForAll("randoms") Random r) {
        NestMorphism f = injective(CategoryGenerators.morphism(r));
        NestMorphism fc = Complements.of(f);
        NestMorphism g = CategoryGenerators.into(fc.domain(), r);
        NestLayout p = LayoutFunctor.encode(LogicalProduct.of(f, g));
        NestLayout expected = NestLayout.concat(LayoutFunctor.encode(f), LayoutFunctor.encode(g.andThen(fc)));
        assertEquals(expected, p);
        long[] lfc = function(LayoutFunctor.encode(fc));
        long[] lg = function(LayoutFunctor.encode(g));
        long[] second = function(p.mode(1));
        for (int x = 0; x < lg.length; x++) {
            assertEquals(lfc[(int) lg[x]], second[x]);
        }
    }

    /** The layout product answers every constructed admissible pair: {@code (A, A^c∘B)} with A^c filling A's gaps. */
    @Property(tries = 1000)
    void productPlacesCopiesOfA(@ForAll("randoms") Random r) {
        CategoryGenerators.Pair p = CategoryGenerators.productAdmissible(r);
        NestLayout a = p.outer();
        NestLayout b = p.inner();
        NestLayout prod = LogicalProduct.of(a, b);
        assertEquals(a, prod.mode(0));
        long[] fa = function(Complements.nonzeroModes(a));
        long[] second = function(prod.mode(1));
        // A^c∘B sends B's offsets to copies of A's image that do not meet it
        java.util.Set<Long> image = new java.util.HashSet<>();
        for (long v : fa) {
            image.add(v);
        }
        for (long v : second) {
            if (v != 0) {
                assertTrue(!image.contains(v), "A^c∘B meets A's image at " + v + " for " + p);
            }
        }
    }
}
