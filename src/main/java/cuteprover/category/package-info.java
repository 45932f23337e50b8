/**
 * The categorical engine: CuTe layouts read as morphisms of the categories <b>Tuple</b> and
 * <b>Nest</b> (Carlisle, Shah, Stern, VanKoughnett, "Categorical Foundations for CuTe Layouts";
 * the Colfax slides in the seeds), implemented independently of the concrete engine so that the two
 * can check each other. Only {@link cuteprover.category.NestLayout} converts to and from
 * {@link cuteprover.layout.Layout}.
 *
 * <h2>The objects</h2>
 * A nested tuple {@code S = (s_1..s_m)_P} is its flattening and its profile P. A morphism
 * {@code f: S -> T} is a map of pointed sets {@code α: {*,1..m} -> {*,1..n}} that sends * to *, is
 * injective away from *, and joins equal entries ({@code α(i) = j ⇒ s_i = t_j}). It is printed
 * {@code S-(α)->T}, e.g. {@code (4,6)-(2,1)->(6,4)}: α lists the 1-based codomain index of each
 * flattened domain entry, {@code *} for the basepoint.
 *
 * <h2>The functor</h2>
 * {@code L_f = S:(d_i)} with {@code d_i} the product of the codomain entries before {@code α(i)}
 * (0 for *). Its image is exactly the tractable layouts ({@link cuteprover.category.Tractability});
 * {@link cuteprover.category.LayoutFunctor#standardForm} goes back, and the round trip is exact.
 * Composition of morphisms is composition of layouts: {@code L_{g∘f} = L_g ∘ L_f}.
 *
 * <h2>The algorithms</h2>
 * Complement, coalesce, logical divide and product have a morphism form (a few lines on α) and a
 * layout form built on the functor. Layout composition is computed by mutual refinement
 * ({@link cuteprover.category.CompositionAlgorithm}): it refuses, naming the failed step, where no
 * mutual refinement exists, even when CuTe composes (e.g. {@code 4:1 ∘ 3:1}). Every layout result is
 * checked against its defining property by enumeration.
 *
 * <p>The category is about concrete tuples of positive integers, so this engine computes on
 * {@code long} with overflow checks and does not go through {@code SymInt}/{@code Decider}; symbolic
 * layouts stay with the concrete/symbolic engine.
 */
package cuteprover.category;
