package cuteprover.category;

/**
 * Composition by mutual refinement (slides §5). For CuTe's {@code composition(A, B) = A∘B}
 * (B applied first):
 * <ol>
 *   <li>{@code f = std(B): S -> T} and {@code g = std(coal(A)): U -> V};</li>
 *   <li>a mutual refinement {@code (T', U')} of T and U;</li>
 *   <li>{@code f' = pullback(f, T'): S' -> T'}, the inclusion {@code ι: T' -> U'} and
 *   {@code g' = pushforward(g, U'): U' -> V'};</li>
 *   <li>{@code A∘B = L_{g'∘ι∘f'}}, whose shape S' refines shape(B).</li>
 * </ol>
 * (The slides name the layouts the other way round: their "B∘A" is this A∘B.) Each failure is a
 * {@link Refusal} naming its step; the result's defining property is checked by enumeration.
 */
public final class CompositionAlgorithm {

    /** Every intermediate object of one run, for tests and explanations. */
    public record Run(NestMorphism f, NestLayout coalescedOuter, NestMorphism g, MutualRefinement refinement,
                      NestMorphism fPulled, NestMorphism inclusion, NestMorphism gPushed, NestMorphism composite,
                      NestLayout result) {
    }

    private static final String OPERATION = "categorical composition";

    private CompositionAlgorithm() {
    }

    /** {@code outer ∘ inner} (CuTe {@code composition(outer, inner)}), checked. */
    public static NestLayout compose(NestLayout outer, NestLayout inner) {
        return run(outer, inner).result();
    }

    public static Run run(NestLayout outer, NestLayout inner) {
        Run r = runUnchecked(outer, inner);
        Postconditions.composition(outer, inner, r.result());
        return r;
    }

    /**
     * The algorithm without the enumeration check of its result: for benchmarks and for callers that
     * check the result themselves. Everything else goes through {@link #run}.
     */
    public static Run runUnchecked(NestLayout outer, NestLayout inner) {
        Tractability ti = Tractability.of(inner);
        if (!ti.tractable()) {
            throw new Refusal(OPERATION, Refusal.Step.FIRST_NOT_TRACTABLE, inner + " is not tractable: " + ti.reason());
        }
        NestMorphism f = LayoutFunctor.standardForm(inner, ti.order());
        NestLayout coal = LayoutCoalesce.coalesce(outer);
        Tractability to = Tractability.of(coal);
        if (!to.tractable()) {
            throw new Refusal(OPERATION, Refusal.Step.SECOND_NOT_TRACTABLE, "coal(" + outer + ") = " + coal
                    + " is not tractable: " + to.reason());
        }
        NestMorphism g = LayoutFunctor.standardForm(coal, to.order());
        MutualRefinement mr = MutualRefinement.of(f.codomain(), g.domain(), OPERATION,
                () -> "f = std(" + inner + ") = " + f, () -> "g = std(" + coal + ") = " + g);
        NestMorphism fPulled = Refinements.pullback(f, mr.tRefined());
        NestMorphism iota = Refinements.inclusion(mr);
        NestMorphism gPushed = Refinements.pushforward(g, mr.uRefined());
        NestMorphism composite = fPulled.andThen(iota).andThen(gPushed);
        return new Run(f, coal, g, mr, fPulled, iota, gPushed, composite, LayoutFunctor.encode(composite));
    }
}
