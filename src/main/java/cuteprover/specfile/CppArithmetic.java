package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/**
 * C++'s reading of an expression pasted from a kernel, where the spec language reads it otherwise: {@code a / b} and
 * {@code a % b} truncate toward zero ({@code cpp_div}, {@code cpp_mod}; the spec language floors), and parentheses
 * only group ({@code int t = (M + M);} is an integer, never a tuple of one).
 */
final class CppArithmetic {

    private CppArithmetic() {
    }

    static Expr of(Expr e) {
        if (e instanceof Expr.Binary b) {
            Expr left = of(b.left());
            Expr right = of(b.right());
            if (b.op().equals("/") || b.op().equals("%")) {
                return new Expr.Call(b.op().equals("/") ? "cpp_div" : "cpp_mod", List.of(left, right), b.pos());
            }
            if (b.op().equals("&&") || b.op().equals("||")) {
                return new Expr.Binary(b.op(), condition(left), condition(right), b.pos());
            }
            return new Expr.Binary(b.op(), left, right, b.pos());
        } else if (e instanceof Expr.Unary u && u.op().equals("!")) {
            return new Expr.Unary("!", condition(of(u.operand())), u.pos());
        } else if (e instanceof Expr.TupleExpr t) {
            if (t.grouping()) {
                return of(t.elements().get(0));
            }
            return new Expr.TupleExpr(all(t.elements()), false, t.pos());
        } else if (e instanceof Expr.Unary u) {
            return new Expr.Unary(u.op(), of(u.operand()), u.pos());
        } else if (e instanceof Expr.Call c) {
            return new Expr.Call(c.name(), all(c.args()), c.pos());
        } else if (e instanceof Expr.Bracket b) {
            return new Expr.Bracket(all(b.elements()), b.close(), b.pos());
        } else if (e instanceof Expr.LayoutExpr l) {
            return new Expr.LayoutExpr(of(l.shape()), of(l.stride()), l.pos());
        } else if (e instanceof Expr.Composed c) {
            return new Expr.Composed(all(c.parts()), c.pos());
        }
        return e;
    }

    /**
     * An expression read as a C++ condition: an integer one ({@code M % 256}, {@code k - 1}) holds where it is not 0; a
     * name or call may be a condition itself and is left as it is.
     */
    static Expr condition(Expr e) {
        boolean integer = e instanceof Expr.Num || e instanceof Expr.Call c && (c.name().equals("cpp_div") || c.name().equals("cpp_mod"))
                || e instanceof Expr.Binary b && List.of("+", "-", "*").contains(b.op()) || e instanceof Expr.Unary u && u.op().equals("-");
        return integer ? new Expr.Binary("!=", e, new Expr.Num(0, e.pos()), e.pos()) : e;
    }

    private static List<Expr> all(List<Expr> xs) {
        List<Expr> out = new ArrayList<>(xs.size());
        for (Expr x : xs) {
            out.add(of(x));
        }
        return out;
    }
}
