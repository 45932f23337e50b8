package cuteprover.report;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.expr.Parser;

/**
 * A property {@code g -> q} reaches the prover as {@code !g || q}; where it fails, g holds and q does not,
 * which says more than the disjunction's {@code lhs = false, rhs = true}.
 *
 * @param guard       g as text
 * @param consequence q as text
 */
record FailedImplication(String guard, String consequence) {

    /** The implication the failing condition {@code (!(g)) || (q)} is, or null for any other condition. */
    static FailedImplication of(String failing) {
        Expr e;
        try {
            e = Parser.parse(failing);
        } catch (CuteError ex) {
            return null;
        }
        if (ungrouped(e) instanceof Expr.Binary or && or.op().equals("||") && ungrouped(or.left()) instanceof Expr.Unary not
                && not.op().equals("!")) {
            return new FailedImplication(ExprText.of(ungrouped(not.operand())), ExprText.of(ungrouped(or.right())));
        }
        return null;
    }

    /** The expression inside its grouping parentheses, (e) as e. */
    private static Expr ungrouped(Expr e) {
        while (e instanceof Expr.TupleExpr t && t.grouping() && t.elements().size() == 1) {
            e = t.elements().get(0);
        }
        return e;
    }

    String text() {
        return guard + " -> " + consequence;
    }
}
