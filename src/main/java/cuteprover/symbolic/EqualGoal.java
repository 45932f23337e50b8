package cuteprover.symbolic;

import cuteprover.expr.Expr;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * {@code equal(L1, L2)}: the same function on L1's domain. L2 must be defined there, on its own
 * domain ({@code size(L2) >= size(L1)}), and never by its extended domain (CuTe evaluates a
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
        return Goal.of(Goals.text(c, args), List.of(new DomainInside(argA, a, argB, b), new LayoutChecks.Equal(argA, a, argB, b)));
    }

    /** size(L2) >= size(L1); the witness is x = size(L2), the first point of L1's domain outside L2's. */
    private static final class DomainInside extends TwoLayoutCheck {
        DomainInside(Expr argA, LayoutFn a, Expr argB, LayoutFn b) {
            super(argA, a, argB, b);
        }

        @Override
        public String description() {
            return "L1's domain lies in L2's: size(L2) = " + b.size() + " >= size(L1) = " + a.size();
        }

        @Override
        public Encoded encode(Scope scope) {
            var ctx = scope.enc.ctx();
            var sb = scope.enc.encode(b.size());
            return new Encoded(ctx.mkLt(sb, scope.enc.encode(a.size())), List.of(sb));
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            LayoutFn la = w.function(argA);
            long sa = World.size(la.inner());
            long sb = World.size(w.function(argB).inner());
            long x = c.get(0);
            if (sb >= sa || x != sb) {
                return new Outcome(false, "?", "?");
            }
            return new Outcome(true, World.format(la.at(x)), "undefined: x is outside L2's domain [0," + sb + ")");
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            SymInt sa = a.size().substitute(scope.assumptions.substitution());
            SymInt sb = b.size().substitute(scope.assumptions.substitution());
            if (!sa.isConst() || !sb.isConst()) {
                return Enumerated.NOT_APPLICABLE;
            }
            return sb.value() >= sa.value() ? Enumerated.HOLDS : Enumerated.found(sb.value());
        }
    }
}
