package cuteprover.category;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A morphism of the category <b>Nest</b>: {@code f: (s_1..s_m)_P -> (t_1..t_n)_Q} between nested
 * tuples, given by a pointed map α on the flattened entries with the same three conditions as in
 * <b>Tuple</b> ({@link MorphismConditions}). Composition is composition of the α's and requires the
 * codomain of the first to equal the domain of the second <em>including its nesting</em>.
 *
 * <p>Text form (printed by {@code to_morphism} and read by {@link #parse}):
 * {@code S-(α)->T}, e.g. {@code ((4,2),(2,4))-(3,1,2,4)->(2,2,4,4)}: the domain S in CuTe notation,
 * then α as its values on the flattened domain entries 1..m, each a 1-based index into the flattened
 * codomain or {@code *} for the basepoint, then the codomain T.
 */
public final class NestMorphism {

    private final NestedTuple domain;
    private final NestedTuple codomain;
    private final PointedMap map;

    private NestMorphism(NestedTuple domain, NestedTuple codomain, PointedMap map) {
        this.domain = domain;
        this.codomain = codomain;
        this.map = map;
    }

    /** Validates every morphism condition; {@code images[i-1] = α(i)}, 0 for *. */
    public static NestMorphism of(NestedTuple domain, NestedTuple codomain, int... images) {
        return of(domain, codomain, 0, images);
    }

    /** As {@link #of(NestedTuple, NestedTuple, int...)} with the basepoint's image given (must be *). */
    public static NestMorphism of(NestedTuple domain, NestedTuple codomain, int basepointImage, int[] images) {
        String text = domain + "-" + PointedMap.format(images) + "->" + codomain;
        MorphismConditions.check(text, domain.entries(), codomain.entries(), basepointImage, images);
        return new NestMorphism(domain, codomain, PointedMap.of(codomain.length(), images));
    }

    /** For results of the package's own constructions, which satisfy the conditions by design. */
    static NestMorphism trusted(NestedTuple domain, NestedTuple codomain, int[] images) {
        assert validates(domain, codomain, images);
        return new NestMorphism(domain, codomain, PointedMap.trusted(codomain.length(), images));
    }

    private static boolean validates(NestedTuple domain, NestedTuple codomain, int[] images) {
        MorphismConditions.check("internal result", domain.entries(), codomain.entries(), 0, images);
        return true;
    }

    /** Reads the text form {@code S-(α)->T} (spaces allowed). */
    public static NestMorphism parse(String text) {
        return new TextReader(text).readWholeMorphism();
    }

    public static NestMorphism identity(NestedTuple tuple) {
        return new NestMorphism(tuple, tuple, PointedMap.identity(tuple.length()));
    }

    public NestedTuple domain() {
        return domain;
    }

    public NestedTuple codomain() {
        return codomain;
    }

    public PointedMap map() {
        return map;
    }

    /** α(i) for a 1-based domain entry; 0 means *. */
    public int apply(int i) {
        return map.apply(i);
    }

    /** The <b>Tuple</b> morphism of the flattenings, which this morphism lies over. */
    public TupleMorphism underlying() {
        return TupleMorphism.trusted(domain.entries(), codomain.entries(), map);
    }

    /** {@code g ∘ this}: requires {@code cod(this) == dom(g)}, nesting included. */
    public NestMorphism andThen(NestMorphism g) {
        if (!codomain.equals(g.domain)) {
            String why = codomain.congruent(g.domain) || !Arrays.equals(codomain.entries(), g.domain.entries())
                    ? "" : " (same entries, different nesting: Nest compares profiles " + codomain.profile() + " and "
                    + g.domain.profile() + ")";
            throw new CuteError("cannot compose " + g + " after " + this + ": the codomain " + codomain
                    + " is not the domain " + g.domain + why);
        }
        return new NestMorphism(domain, g.codomain, map.andThen(g.map));
    }

    /** {@code g ∘ f}. */
    public static NestMorphism compose(NestMorphism g, NestMorphism f) {
        return f.andThen(g);
    }

    /** No entry goes to *: the encoded layout has no stride-0 mode. */
    public boolean isInjective() {
        return map.avoidsBasepoint();
    }

    /** α is a bijection of the non-base points: the encoded layout is compact ("permutation"). */
    public boolean isIsomorphism() {
        // injective between finite sets of the same size
        return isInjective() && domain.length() == codomain.length();
    }

    /** Every domain entry 1 goes to *: the encoded layout gives shape-1 modes stride 0. */
    public boolean isNonDegenerate() {
        for (int i = 1; i <= domain.length(); i++) {
            if (domain.entry(i - 1) == 1 && map.apply(i) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The sum {@code f ⊕ g}: domain {@code (S,U)}, codomain {@code (T,V)}, α block-diagonal
     * (g's arrows shifted past T's entries).
     */
    public static NestMorphism sum(NestMorphism f, NestMorphism g) {
        int[] a = f.map.images();
        int[] b = g.map.images();
        int[] out = new int[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        int shift = f.codomain.length();
        for (int i = 0; i < b.length; i++) {
            out[a.length + i] = b[i] == 0 ? 0 : b[i] + shift;
        }
        return new NestMorphism(NestedTuple.tuple(f.domain, g.domain), NestedTuple.tuple(f.codomain, g.codomain),
                PointedMap.of(f.codomain.length() + g.codomain.length(), out));
    }

    /**
     * The concatenation (wedge) {@code (f_1,...,f_k)} of morphisms into one codomain with disjoint
     * images: domain {@code (S_1,...,S_k)}, α the α's side by side. Its layout is the concatenation
     * of their layouts (slides: {@code L_(f,g) = (L_f, L_g)}).
     */
    public static NestMorphism concat(List<NestMorphism> parts) {
        if (parts.isEmpty()) {
            throw new CuteError("concatenation needs at least one morphism");
        }
        NestedTuple target = parts.get(0).codomain;
        List<NestedTuple> domains = new ArrayList<>(parts.size());
        int total = 0;
        for (int k = 0; k < parts.size(); k++) {
            NestMorphism p = parts.get(k);
            if (!p.codomain.equals(target)) {
                throw new CuteError("cannot concatenate: morphism " + (k + 1) + " lands in " + p.codomain
                        + " but morphism 1 lands in " + target + " (concatenation needs one codomain)");
            }
            domains.add(p.domain);
            total += p.domain.length();
        }
        int[] out = new int[total];
        int[] hitBy = new int[target.length()];
        int at = 0;
        for (int k = 0; k < parts.size(); k++) {
            int[] images = parts.get(k).map.images();
            for (int a : images) {
                if (a != 0) {
                    if (hitBy[a - 1] != 0) {
                        throw new CuteError("cannot concatenate: codomain entry " + a + " is hit by morphism "
                                + hitBy[a - 1] + " and by morphism " + (k + 1) + " (images must be disjoint)");
                    }
                    hitBy[a - 1] = k + 1;
                }
                out[at++] = a;
            }
        }
        return new NestMorphism(NestedTuple.tuple(domains), target, PointedMap.of(target.length(), out));
    }

    public static NestMorphism concat(NestMorphism... parts) {
        return concat(List.of(parts));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NestMorphism m && m.domain.equals(domain) && m.codomain.equals(codomain) && m.map.equals(map);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * domain.hashCode() + codomain.hashCode()) + map.hashCode();
    }

    /** The documented text form {@code S-(α)->T}, e.g. {@code ((2,3),2,3)-(2,1,4,3)->(3,2,3,2)}. */
    @Override
    public String toString() {
        return domain + "-" + map + "->" + codomain;
    }
}
