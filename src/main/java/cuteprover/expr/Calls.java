package cuteprover.expr;

import java.util.ArrayList;
import java.util.List;

/** The calls inside an expression, for the counterexample's witness and its picture, which must find the same ones. */
public final class Calls {

    private Calls() {
    }

    /** Every call in the expression, outer calls before the calls in their arguments, in source order. */
    public static List<Expr.Call> in(Expr e) {
        List<Expr.Call> out = new ArrayList<>();
        collect(e, out);
        return out;
    }

    private static void collect(Expr e, List<Expr.Call> out) {
        if (e instanceof Expr.Call c) {
            out.add(c);
        }
        e.children().forEach(child -> collect(child, out));
    }
}
