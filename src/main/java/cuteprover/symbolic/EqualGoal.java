package cuteprover.symbolic;

import cuteprover.expr.Expr;

import java.util.List;

/**
 * {@code equal(L1, L2)}: the same function on L1's domain. L2 must be defined there, on its own
 * domain, {@code size(L2) >= size(L1)}, and never by its extended domain (CuTe would evaluate a
 * truncated right inverse 4:1 at 5 as 5, which is no value of the inverse); then
 * {@code L1(x) == L2(x)} for every x in {@code [0, size(L1))}. L2 may be larger: L1 may be a restriction.
 */
final class EqualGoal {

    private EqualGoal() {
    }

    static void register() {
        Goals.register("equal", 2, EqualGoal::goal);
    }

    private static Goal goal(Scope scope, Expr.Call c, List<Object> args) {
        LayoutFn a = Goals.function(c, args, 0);
        LayoutFn b = Goals.function(c, args, 1);
        Expr argA = c.args().get(0);
        Expr argB = c.args().get(1);
        return Goal.of(Goals.text(c, args), List.of(
                new LayoutChecks.IntegerRelation("L1's domain lies in L2's: size(L2) >= size(L1)",
                        LayoutChecks.IntegerRelation.Relation.AT_LEAST, b.size(), a.size(),
                        w -> new long[] {World.size(w.function(argB).inner()), World.size(w.function(argA).inner())}),
                new LayoutChecks.Equal(argA, a, argB, b)));
    }
}
