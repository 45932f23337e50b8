package cuteprover.expr;

import cuteprover.layout.Coalesce;
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
    }
}
