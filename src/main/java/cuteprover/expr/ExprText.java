package cuteprover.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * An expression as text, without source positions: the key under which a verdict's witness records a
 * subterm's value, so that a report finds the value of the argument it draws by the argument's text
 * (the same text whichever parse of the property it holds). Nested operators are parenthesised, so
 * two different trees never print the same.
 */
public final class ExprText {

    private ExprText() {
    }

    public static String of(Expr e) {
        if (e instanceof Expr.Num n) {
            return Long.toString(n.value());
        }
        if (e instanceof Expr.Name n) {
            return n.name();
        }
        if (e instanceof Expr.Underscore) {
            return "_";
        }
        if (e instanceof Expr.TupleExpr t) {
            return "(" + list(t.elements()) + ")";
        }
        if (e instanceof Expr.Bracket b) {
            return "[" + list(b.elements()) + b.close();
        }
        if (e instanceof Expr.SetExpr s) {
            return "{" + list(s.elements()) + "}";
        }
        if (e instanceof Expr.LayoutExpr l) {
            return of(l.shape()) + ":" + of(l.stride());
        }
        if (e instanceof Expr.Basis b) {
            return operand(b.coeff()) + "@" + b.mode();
        }
        if (e instanceof Expr.Call c) {
            return isApplication(c) ? applied(c) : c.name() + "(" + list(c.args()) + ")";
        }
        if (e instanceof Expr.CuteType t) {
            return t.text();
        }
        if (e instanceof Expr.SwizzleExpr s) {
            return "Sw<" + s.bits() + "," + s.base() + "," + s.shift() + ">";
        }
        if (e instanceof Expr.Composed c) {
            List<String> parts = new ArrayList<>();
            c.parts().forEach(p -> parts.add(operand(p)));
            return String.join(" o ", parts);
        }
        if (e instanceof Expr.Binary b) {
            return operand(b.left()) + " " + b.op() + " " + operand(b.right());
        }
        if (e instanceof Expr.Unary u) {
            return u.op() + operand(u.operand());
        }
        if (e instanceof Expr.In in) {
            return operand(in.value()) + " in " + of(in.set());
        }
        Expr.Forall f = (Expr.Forall) e;
        List<String> binders = new ArrayList<>();
        for (Expr.Binder b : f.binders()) {
            binders.add(b.name() + " in [" + of(b.low()) + "," + of(b.high()) + ")");
        }
        return "forall " + String.join(", ", binders) + ": " + of(f.body());
    }

    /**
     * A layout literal or a computed layout applied to a coordinate, {@code L(3)} or {@code composition(A,B)(t,v)}:
     * the parser reads it as {@code eval(L, coordinate)}; it is printed as the user writes it. A named
     * layout applied ({@code sA(m,k)}) is a call of its name already.
     */
    private static boolean isApplication(Expr.Call c) {
        return c.name().equals("eval") && c.args().size() == 2
                && (c.args().get(0) instanceof Expr.LayoutExpr || c.args().get(0) instanceof Expr.Call);
    }

    private static String applied(Expr.Call c) {
        Expr coordinate = c.args().get(1);
        String inside = coordinate instanceof Expr.TupleExpr t && !t.grouping() ? list(t.elements()) : of(coordinate);
        return of(c.args().get(0)) + "(" + inside + ")";
    }

    /** The text of a call of {@code name} on the given arguments, as {@link #of} prints such a call. */
    public static String call(String name, Expr... args) {
        return name + "(" + list(List.of(args)) + ")";
    }

    /** An operand of an operator: parenthesised where it is itself an operator application. */
    private static String operand(Expr e) {
        boolean compound = e instanceof Expr.Binary || e instanceof Expr.Unary || e instanceof Expr.In
                || e instanceof Expr.Composed || e instanceof Expr.Forall || e instanceof Expr.LayoutExpr;
        return compound ? "(" + of(e) + ")" : of(e);
    }

    private static String list(List<Expr> elements) {
        List<String> parts = new ArrayList<>();
        elements.forEach(x -> parts.add(of(x)));
        return String.join(",", parts);
    }
}
