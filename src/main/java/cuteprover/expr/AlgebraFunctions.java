package cuteprover.expr;

import cuteprover.layout.Admissibility;
import cuteprover.layout.Coalesce;
import cuteprover.layout.Complement;
import cuteprover.layout.Composition;
import cuteprover.layout.Inverse;
import cuteprover.layout.Filter;

/** The layout algebra: coalesce, filter, composition, complement, inverses, divides, products, recasts. */
final class AlgebraFunctions {

    private AlgebraFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("coalesce", 1, 2, "coalesce(L) or coalesce(L,profile)", a -> a.count() == 1
                ? Coalesce.coalesce(a.layout(0), a.decider())
                : Coalesce.coalesce(a.layout(0), a.tuple(1), a.decider()));
        t.register("filter", 1, 2, "filter(L) or filter(L,profile)", a -> a.count() == 1
                ? Filter.filter(a.layout(0), a.decider())
                : Filter.filter(a.layout(0), a.tuple(1), a.decider()));
        t.register("filter_zeros", 1, 1, "filter_zeros(L)", a -> Filter.filterZeros(a.layout(0), a.decider()));
        t.register("admissibility", 2, 2, "admissibility(A,B)",
                a -> Admissibility.of(a.layout(0), a.layout(1), a.decider()).toString());
        t.register("complement", 1, 2, "complement(A) or complement(A,cotarget)", a -> a.count() == 1
                ? Complement.complement(a.layout(0), a.decider())
                : Complement.complement(a.layout(0), a.tuple(1), a.decider()));
        t.register("right_inverse", 1, 1, "right_inverse(L)", a -> Inverse.rightInverse(a.layout(0), a.decider()));
        t.register("left_inverse", 1, 1, "left_inverse(L)", a -> Inverse.leftInverse(a.layout(0), a.decider()));
        t.register("composition", 2, 2, "composition(A,B) or composition(A,[B0,B1,...])", AlgebraFunctions::composition);
    }

    private static Object composition(Args a) {
        Tiler tiler = a.tilerOrNull(1);
        if (tiler != null) {
            return Composition.compose(a.layout(0), tiler.modes(), a.decider());
        }
        return Composition.compose(a.layout(0), a.layout(1), a.decider());
    }
}
