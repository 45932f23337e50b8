package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntSort;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turning a solver's witness into a REFUTED verdict, without losing a real counterexample:
 * a witness the concrete engine does not confirm (the encoding over-approximates there) is excluded
 * and the solver asked again, up to {@link #RETRIES} times; a witness whose values leave 64 bits on
 * the concrete engine is re-checked in exact integers ({@link ExactArithmetic}).
 */
final class Counterexamples {

    /** How often an unconfirmed witness is excluded and the solver asked again. */
    static final int RETRIES = 8;
    /** The start of the reason of an UNKNOWN for an unconfirmed witness. */
    static final String UNCONFIRMED = "no confirmed counterexample: the solver's witness ";

    private Counterexamples() {
    }

    /** REFUTED by the first witness the concrete engine confirms; UNKNOWN when none is (never PROVED). */
    static Verdict confirmed(CheckRunner checks, Scope scope, Check check, Check.Encoded e, SolverPortfolio.Solved first) {
        Context ctx = scope.enc.ctx();
        SolverPortfolio.Solved s = first;
        Verdict firstVerdict = null;
        BoolExpr query = e.counterexample();
        // Where the property has no value at a witness (a zero divisor), a confirmed counterexample elsewhere
        // still wins; without one, the property's undefinedness is the answer (an input error), not UNKNOWN.
        CheckRunner.UndefinedAtWitness undefined = null;
        for (int attempt = 0; ; attempt++) {
            Verdict v;
            try {
                v = checks.refute(scope, check, s.variables(), s.coordinates());
            } catch (CheckRunner.UndefinedAtWitness u) {
                undefined = undefined == null ? u : undefined;
                v = CheckRunner.bug(check, s.variables(), s.coordinates(), u.getMessage());
            }
            if (v.kind() == Verdict.Kind.REFUTED || !v.headline().startsWith("UNKNOWN: " + UNCONFIRMED)) {
                return v;
            }
            if (firstVerdict == null) {
                firstVerdict = v;
            }
            if (attempt == RETRIES) {
                if (undefined != null) {
                    throw undefined;
                }
                return firstVerdict.withNotes(List.of(RETRIES + " further witnesses excluded, none confirmed"));
            }
            query = ctx.mkAnd(query, ctx.mkNot(same(scope, s, e.coordinates())));
            s = scope.solver.solve(scope, query, e.coordinates(), false, scope.options.minimize());
            if (s.status() != SolverPortfolio.Status.SAT) {
                if (undefined != null) {
                    throw undefined;
                }
                // Only unconfirmed witnesses exist (or the solver stopped): not a proof either way.
                return firstVerdict.withNotes(List.of("after excluding " + (attempt + 1) + " unconfirmed witness(es): "
                        + (s.status() == SolverPortfolio.Status.UNSAT ? "no other candidate" : s.reason())));
            }
        }
    }

    /** The witness as a formula: every variable and coordinate at its value. */
    private static BoolExpr same(Scope scope, SolverPortfolio.Solved s, List<ArithExpr<IntSort>> coordinates) {
        Context ctx = scope.enc.ctx();
        List<BoolExpr> eqs = new ArrayList<>();
        for (Map.Entry<String, Long> v : s.variables().entrySet()) {
            eqs.add(ctx.mkEq(scope.enc.variable(v.getKey()), ctx.mkInt(v.getValue())));
        }
        for (int i = 0; i < coordinates.size(); i++) {
            eqs.add(ctx.mkEq(coordinates.get(i), ctx.mkInt(s.coordinates().get(i))));
        }
        return ctx.mkAnd(eqs.toArray(new BoolExpr[0]));
    }

    /** Whether the concrete engine stopped because a value left 64 bits (its errors say "integer overflow"). */
    static boolean isOverflow(RuntimeException e) {
        return e instanceof ArithmeticException
                || e instanceof cuteprover.CuteError c && c.getMessage() != null && c.getMessage().contains("integer overflow");
    }

    /** The re-check in exact integers: null when the check has no exact form or the assumptions fail there. */
    static Check.Outcome exactRecheck(Scope scope, Check check, Map<String, Long> vars, List<Long> coords) {
        try {
            for (Cond c : scope.assumptions.conditions()) {
                if (!ExactArithmetic.holds(c, vars)) {
                    return null;
                }
            }
            return check.recheckExact(vars, coords);
        } catch (ArithmeticException | IllegalArgumentException e) {
            return null;
        }
    }
}
