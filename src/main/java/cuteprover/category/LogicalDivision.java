package cuteprover.category;

import cuteprover.CuteError;

/**
 * Logical division (slides §2, §4).
 * <ul>
 *   <li>Morphisms: {@code f ⊘ g = (f∘g, f∘g^c) = f∘(g, g^c)}, defined when g divides f:
 *   g is injective and {@code cod(g) = dom(f)}.</li>
 *   <li>Layouts: {@code A ⊘ B = (A∘B, A∘B^c)} with {@code B^c = comp(B, size(A))}, each composite
 *   computed by mutual refinement; a refusal names the part and the step.</li>
 * </ul>
 */
public final class LogicalDivision {

    private LogicalDivision() {
    }

    public static NestMorphism of(NestMorphism f, NestMorphism g) {
        if (!g.isInjective()) {
            throw new CuteError("g does not divide f: g = " + g + " is not injective");
        }
        if (!g.codomain().equals(f.domain())) {
            throw new CuteError("g does not divide f: the codomain " + g.codomain() + " of g is not the domain "
                    + f.domain() + " of f");
        }
        return NestMorphism.concat(g, Complements.of(g)).andThen(f);
    }

    /** {@code A ⊘ B} (CuTe {@code logical_divide(A, B)}). */
    public static NestLayout of(NestLayout a, NestLayout b) {
        String op = "categorical logical divide " + a + " / " + b;
        NestLayout complement;
        try {
            complement = Complements.of(b, a.size());
        } catch (Refusal r) {
            throw new Refusal(op + ", computing B^c = comp(B, size(A))", r);
        }
        NestLayout tile;
        NestLayout rest;
        try {
            tile = CompositionAlgorithm.compose(a, b);
        } catch (Refusal r) {
            throw new Refusal(op + ", composing A∘B", r);
        }
        try {
            rest = CompositionAlgorithm.compose(a, complement);
        } catch (Refusal r) {
            throw new Refusal(op + ", composing A∘B^c with B^c = " + complement, r);
        }
        return NestLayout.concat(tile, rest);
    }
}
