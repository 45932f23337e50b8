package cuteprover.category;

import cuteprover.CuteError;

/**
 * Logical product (slides §2, §4).
 * <ul>
 *   <li>Morphisms: {@code f ⊗ g = (f, f^c∘g)}, defined when f and g are product admissible:
 *   f is injective and {@code cod(g) = dom(f^c)}.</li>
 *   <li>Layouts: {@code A ⊗ B = (A, A^c∘B)}. The slides take {@code A^c = comp(A, size(A)·cosize(B))};
 *   here the complement is taken to {@code size(A)·size(T_B)}, where {@code T_B} is the codomain of
 *   B's standard form ({@code size(T_B) ≥ cosize(B)}: the extent of B's largest mode). The two
 *   complements agree on {@code [0, cosize(B))}, which is all that {@code A^c∘B} reads, so the
 *   product is the same function; with cosize the mutual refinement of {@code T_B} against the
 *   shorter complement fails whenever B has a gap below its top (the slides' own example
 *   {@code (3,3):(3,1) ⊗ (2,2):(1,4)} would be refused).</li>
 * </ul>
 */
public final class LogicalProduct {

    private LogicalProduct() {
    }

    public static NestMorphism of(NestMorphism f, NestMorphism g) {
        if (!f.isInjective()) {
            throw new CuteError("f and g are not product admissible: f = " + f + " is not injective");
        }
        NestMorphism fc = Complements.of(f);
        if (!g.codomain().equals(fc.domain())) {
            throw new CuteError("f and g are not product admissible: the codomain " + g.codomain() + " of g is not the domain "
                    + fc.domain() + " of f^c = " + fc);
        }
        return NestMorphism.concat(f, g.andThen(fc));
    }

    /** {@code A ⊗ B} (CuTe {@code logical_product(A, B)}). */
    public static NestLayout of(NestLayout a, NestLayout b) {
        String op = "categorical logical product " + a + " * " + b;
        Tractability tb = Tractability.of(b);
        if (!tb.tractable()) {
            throw new Refusal(op, Refusal.Step.FIRST_NOT_TRACTABLE, b + " is not tractable: " + tb.reason());
        }
        long span = LayoutFunctor.standardForm(b, tb.order()).codomain().size();
        NestLayout complement;
        try {
            complement = Complements.of(a, Math.multiplyExact(a.size(), span));
        } catch (Refusal r) {
            throw new Refusal(op + ", computing A^c = comp(A, size(A)*" + span + ")", r);
        } catch (ArithmeticException e) {
            throw CuteError.overflow("size(A) * " + span + " in " + op);
        }
        try {
            return NestLayout.concat(a, CompositionAlgorithm.compose(complement, b));
        } catch (Refusal r) {
            throw new Refusal(op + ", composing A^c∘B with A^c = " + complement, r);
        }
    }
}
