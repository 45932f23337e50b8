package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.category.Complements;
import cuteprover.category.CompositionAlgorithm;
import cuteprover.category.LayoutFunctor;
import cuteprover.category.LogicalDivision;
import cuteprover.category.LogicalProduct;
import cuteprover.category.NestLayout;
import cuteprover.category.Tractability;

/**
 * The categorical engine in the expression language. Argument order follows CuTe:
 * {@code cat_composition(A,B)} is {@code A∘B} (B applied first) like {@code composition(A,B)}.
 * <ul>
 *   <li>{@code to_morphism(L)}: the standard form of a tractable L, printed {@code S-(α)->T}
 *   (domain, the 1-based codomain index of each flattened domain entry or * , codomain).</li>
 *   <li>{@code is_tractable(L)}: {@code true}, or {@code false: <reason>}.</li>
 *   <li>{@code cat_composition(A,B)}, {@code cat_complement(L,N)}, {@code cat_logical_divide(A,B)},
 *   {@code cat_logical_product(A,B)}: layouts in CuTe notation, or an error naming the failed step.</li>
 * </ul>
 */
final class CategoryFunctions {

    private CategoryFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("to_morphism", 1, 1, "to_morphism(L) -> S-(α)->T", a -> LayoutFunctor.standardForm(layout(a, 0)));
        t.register("is_tractable", 1, 1, "is_tractable(L)", a -> Tractability.of(layout(a, 0)));
        t.register("cat_composition", 2, 2, "cat_composition(A,B) = A o B by mutual refinement",
                a -> CompositionAlgorithm.compose(layout(a, 0), layout(a, 1)).toLayout());
        t.register("cat_complement", 2, 2, "cat_complement(L,N)", a -> Complements.of(layout(a, 0), a.staticInt(1)).toLayout());
        t.register("cat_logical_divide", 2, 2, "cat_logical_divide(A,B)",
                a -> LogicalDivision.of(layout(a, 0), layout(a, 1)).toLayout());
        t.register("cat_logical_product", 2, 2, "cat_logical_product(A,B)",
                a -> LogicalProduct.of(layout(a, 0), layout(a, 1)).toLayout());
    }

    /** A static integer-strided layout argument; other layouts are refused at their position. */
    private static NestLayout layout(Args a, int i) {
        try {
            return NestLayout.of(a.layout(i));
        } catch (CuteError e) {
            if (e.offset() >= 0) {
                throw e;
            }
            throw a.error(i, e.getMessage());
        }
    }
}
