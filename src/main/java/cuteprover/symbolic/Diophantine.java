package cuteprover.symbolic;

import cuteprover.tuple.Atom;
import cuteprover.tuple.Poly;
import cuteprover.tuple.SymInt;
import org.apache.commons.math3.util.ArithmeticUtils;

/**
 * Equations that no integers satisfy, seen without a solver: a linear equation
 * {@code a1*x1 + ... + an*xn + c == 0} has an integer solution only if gcd(a1..an) divides c
 * (Bézout). The algebra asks many such questions ({@code 128*M#q == 1}: is a tile count one?).
 */
final class Diophantine {

    private Diophantine() {
    }

    /** Whether the condition is an equation {@code l == r} whose difference is linear with no integer root. */
    static boolean neverEqual(Cond c) {
        if (!(c instanceof Cond.Cmp cmp) || !cmp.op().equals("==")) {
            return false;
        }
        SymInt difference;
        try {
            difference = SymInt.sub(cmp.left(), cmp.right());
        } catch (ArithmeticException e) {
            return false;
        }
        if (!(difference instanceof Poly p)) {
            return false; // a constant: decided by evaluation, not here
        }
        long gcd = 0;
        long constant = 0;
        for (Poly.Term t : p.terms()) {
            if (t.factors().isEmpty()) {
                constant = t.coefficient();
            } else if (t.factors().size() == 1 && t.factors().get(0) instanceof Atom.Var && t.coefficient() != Long.MIN_VALUE) {
                gcd = ArithmeticUtils.gcd(gcd, Math.abs(t.coefficient()));
            } else {
                return false; // not linear in plain variables
            }
        }
        return gcd > 1 && constant % gcd != 0;
    }
}
