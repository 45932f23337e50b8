package cuteprover.category;

import java.util.Arrays;

/**
 * A morphism of the category <b>Tuple</b>: {@code f: (s_1..s_m) -> (t_1..t_n)} given by a pointed
 * map α satisfying {@link MorphismConditions}. Composition composes the α's ("pasting diagrams").
 * Every {@link NestMorphism} lies over the tuple morphism of its flattenings.
 */
public final class TupleMorphism {

    private final long[] domain;
    private final long[] codomain;
    private final PointedMap map;

    private TupleMorphism(long[] domain, long[] codomain, PointedMap map) {
        this.domain = domain;
        this.codomain = codomain;
        this.map = map;
    }

    /** Validates every condition; {@code images[i-1] = α(i)}, 0 for *. */
    public static TupleMorphism of(long[] domain, long[] codomain, int... images) {
        return of(domain, codomain, 0, images);
    }

    /** As {@link #of(long[], long[], int...)} with the basepoint's image given explicitly (must be *). */
    public static TupleMorphism of(long[] domain, long[] codomain, int basepointImage, int[] images) {
        String text = "(" + join(domain) + ")-" + PointedMap.format(images) + "->(" + join(codomain) + ")";
        MorphismConditions.check(text, domain, codomain, basepointImage, images);
        return new TupleMorphism(domain.clone(), codomain.clone(), PointedMap.of(codomain.length, images));
    }

    static TupleMorphism trusted(long[] domain, long[] codomain, PointedMap map) {
        return new TupleMorphism(domain, codomain, map);
    }

    public static TupleMorphism identity(long... tuple) {
        return new TupleMorphism(tuple.clone(), tuple.clone(), PointedMap.identity(tuple.length));
    }

    public long[] domain() {
        return domain.clone();
    }

    public long[] codomain() {
        return codomain.clone();
    }

    public PointedMap map() {
        return map;
    }

    /** {@code g ∘ this}; requires {@code cod(this) = dom(g)}. */
    public TupleMorphism andThen(TupleMorphism g) {
        if (!Arrays.equals(codomain, g.domain)) {
            throw new cuteprover.CuteError("cannot compose " + g + " after " + this + ": the codomain ("
                    + join(codomain) + ") is not the domain (" + join(g.domain) + ")");
        }
        return new TupleMorphism(domain, g.codomain, map.andThen(g.map));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TupleMorphism t && Arrays.equals(t.domain, domain) && Arrays.equals(t.codomain, codomain)
                && t.map.equals(map);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(domain) * 31 + Arrays.hashCode(codomain) * 17 + map.hashCode();
    }

    /** {@code (s_1,..)-(α)->(t_1,..)}, the notation of {@link NestMorphism#toString()} on flat tuples. */
    @Override
    public String toString() {
        return "(" + join(domain) + ")-" + map + "->(" + join(codomain) + ")";
    }

    private static String join(long[] values) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            sb.append(i > 0 ? "," : "").append(values[i]);
        }
        return sb.toString();
    }
}
