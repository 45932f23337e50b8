package cuteprover.symbolic;

import cuteprover.expr.Expr;

/**
 * A check about two layout functions L1 = a and L2 = b (with the expressions they came from, for
 * re-evaluation in a counterexample's world), whose witness is one index x of L1's domain.
 */
abstract class TwoLayoutCheck implements Check {
    final Expr argA;
    final Expr argB;
    final LayoutFn a;
    final LayoutFn b;

    TwoLayoutCheck(Expr argA, LayoutFn a, Expr argB, LayoutFn b) {
        this.argA = argA;
        this.argB = argB;
        this.a = a;
        this.b = b;
    }
}
