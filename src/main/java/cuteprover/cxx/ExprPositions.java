package cuteprover.cxx;

import cuteprover.expr.Expr;

import java.util.List;

/** An expression lowered from the AST carries file offsets; the spec language wants offsets into the expression's text. */
public final class ExprPositions {

    private ExprPositions() {
    }

    /** {@code e} with its offsets moved from where its expansion stands ({@code from}) to where it is written ({@code to}). */
    static Expr shifted(Expr e, int from, int to) {
        return new ExprPositions.Shift(from - to, Integer.MAX_VALUE).of(e);
    }

    /** {@code e} with every offset made relative to {@code begin}, kept within [0, length). */
    public static Expr relativeTo(Expr e, int begin, int length) {
        return new ExprPositions.Shift(begin, Math.max(1, length)).of(e);
    }

    private record Shift(int begin, int length) {
        int at(int pos) {
            return Math.min(Math.max(0, pos - begin), length - 1);
        }

        List<Expr> all(List<Expr> xs) {
            return xs.stream().map(this::of).toList();
        }

        Expr of(Expr e) {
            if (e instanceof Expr.Num n) {
                return new Expr.Num(n.value(), at(n.pos()));
            } else if (e instanceof Expr.Name n) {
                return new Expr.Name(n.name(), at(n.pos()));
            } else if (e instanceof Expr.Underscore u) {
                return new Expr.Underscore(at(u.pos()));
            } else if (e instanceof Expr.TupleExpr t) {
                return new Expr.TupleExpr(all(t.elements()), t.grouping(), at(t.pos()));
            } else if (e instanceof Expr.Bracket b) {
                return new Expr.Bracket(all(b.elements()), b.close(), at(b.pos()));
            } else if (e instanceof Expr.SetExpr s) {
                return new Expr.SetExpr(all(s.elements()), at(s.pos()));
            } else if (e instanceof Expr.LayoutExpr l) {
                return new Expr.LayoutExpr(of(l.shape()), of(l.stride()), at(l.pos()));
            } else if (e instanceof Expr.Basis b) {
                return new Expr.Basis(of(b.coeff()), b.mode(), at(b.pos()));
            } else if (e instanceof Expr.Call c) {
                return new Expr.Call(c.name(), all(c.args()), at(c.pos()));
            } else if (e instanceof Expr.CuteType t) {
                return new Expr.CuteType(t.text(), at(t.pos()));
            } else if (e instanceof Expr.SwizzleExpr s) {
                return new Expr.SwizzleExpr(s.bits(), s.base(), s.shift(), at(s.pos()));
            } else if (e instanceof Expr.Composed c) {
                return new Expr.Composed(all(c.parts()), at(c.pos()));
            } else if (e instanceof Expr.Binary b) {
                return new Expr.Binary(b.op(), of(b.left()), of(b.right()), at(b.pos()));
            } else if (e instanceof Expr.Unary u) {
                return new Expr.Unary(u.op(), of(u.operand()), at(u.pos()));
            } else if (e instanceof Expr.In in) {
                return new Expr.In(of(in.value()), of(in.set()), at(in.pos()));
            } else if (e instanceof Expr.Forall f) {
                List<Expr.Binder> binders = f.binders().stream()
                        .map(b -> new Expr.Binder(b.name(), of(b.low()), of(b.high()), at(b.pos()))).toList();
                return new Expr.Forall(binders, of(f.body()), at(f.pos()));
            }
            throw new IllegalStateException("an expression of a kind not shifted: " + e);
        }
    }
}
