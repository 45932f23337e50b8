package cuteprover.expr;

import cuteprover.CuteError;

/** Hooks for value kinds whose engine lives elsewhere (swizzles, composed layouts). */
final class Extensions {

    private Extensions() {
    }

    static Object swizzle(Expr.SwizzleExpr s, Evaluator ev) {
        throw new CuteError("at column " + (s.pos() + 1) + ": swizzles are not supported yet");
    }

    static Object composed(Expr.Composed c, Evaluator ev) {
        throw new CuteError("at column " + (c.pos() + 1) + ": composed layouts are not supported yet");
    }
}
