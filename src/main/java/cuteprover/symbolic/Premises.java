package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;

import java.util.Map;

/**
 * A certificate's premises, proved for every value the assumptions allow: exactly where the assumptions'
 * substitution leaves no variable, else by Z3 (a premise holds only on UNSAT of its negation). A premise that is
 * not proved, for whatever reason (a model, a resource limit, an error), proves nothing: the check then goes to
 * its exact encoding, so a certificate can make a verdict faster but never different.
 */
final class Premises {

    private Premises() {
    }

    /** Whether {@code c} holds for every value the assumptions (and the case's path) allow. */
    static boolean always(Scope scope, Cond c) {
        Cond normal = c.substitute(scope.assumptions.substitution());
        if (normal.variables().isEmpty()) {
            return normal.holds(Map.of());
        }
        return never(scope, scope.enc.ctx().mkNot(scope.enc.encode(c)));
    }

    /** Whether no value the assumptions allow satisfies {@code counterexample}. */
    static boolean never(Scope scope, BoolExpr counterexample) {
        return scope.solver.satisfiable(scope, counterexample).status() == SolverPortfolio.Status.UNSAT;
    }
}
