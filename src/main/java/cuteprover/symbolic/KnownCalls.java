package cuteprover.symbolic;

import cuteprover.ClosestNames;
import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Functions;

import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Every call in a property must name a property ({@code injective}), a function of the algebra
 * ({@code composition}) or a definition in scope ({@code A(2,_)}). Checked before proving, so that a
 * misspelt {@code injektive(L)} is an input error with the closest names, never an UNKNOWN verdict.
 */
public final class KnownCalls {

    private KnownCalls() {
    }

    /** The property names of the prover, sorted. */
    public static Set<String> propertyNames() {
        return new TreeSet<>(PropertyKinds.callNames());
    }

    /** The property names and function names, sorted. */
    public static Set<String> names() {
        Set<String> all = new TreeSet<>(PropertyKinds.callNames());
        all.addAll(Functions.TABLE.signatures().keySet());
        return all;
    }

    /**
     * Throws a positioned {@link CuteError} at the first call that names nothing known, or at a property
     * used as a value (inside a term, a comparison or a forall), where it would otherwise be reported
     * as an unknown function.
     */
    public static void check(Expr e, Predicate<String> defined, String source) {
        names(e, defined, source);
        propertiesAtTop(e, defined, source, true);
    }

    private static void propertiesAtTop(Expr e, Predicate<String> defined, String source, boolean top) {
        if (e instanceof Expr.Binary b && b.op().equals("&&") && top) {
            propertiesAtTop(b.left(), defined, source, true);
            propertiesAtTop(b.right(), defined, source, true);
            return;
        }
        if (e instanceof Expr.TupleExpr t && t.grouping() && top) {
            propertiesAtTop(t.elements().get(0), defined, source, true);
            return;
        }
        if (e instanceof Expr.Call c && Goals.isProperty(c.name()) && !defined.test(c.name())) {
            if (!top) {
                String reason = c.name() + " is a property (it holds or not), not a value: it can only stand at the top level"
                        + " of a property, alone or joined with && (not inside a term, a comparison, ||, ! or a forall)";
                throw CuteError.at(c.pos(), reason, source);
            }
            for (Expr a : c.args()) {
                propertiesAtTop(a, defined, source, false);
            }
            return;
        }
        if (e instanceof Expr.Forall f) {
            propertiesAtTop(f.body(), defined, source, false);
            return;
        }
        for (Expr child : e.children()) {
            propertiesAtTop(child, defined, source, false);
        }
    }

    private static void names(Expr e, Predicate<String> defined, String source) {
        if (e instanceof Expr.Call c) {
            if (!defined.test(c.name()) && !Goals.isProperty(c.name()) && !Functions.TABLE.signatures().containsKey(c.name())) {
                String reason = "unknown property or function '" + c.name() + "'" + ClosestNames.suggestion(c.name(), names());
                throw CuteError.at(c.pos(), reason, source);
            }
        }
        for (Expr child : e.children()) {
            names(child, defined, source);
        }
    }
}
