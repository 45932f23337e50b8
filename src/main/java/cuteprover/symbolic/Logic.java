package cuteprover.symbolic;

import com.microsoft.z3.Expr;
import com.microsoft.z3.enumerations.Z3_decl_kind;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * The SMT-LIB logic a formula is in, computed from the formula itself (never forced: forcing
 * QF_BV on an integer formula made Z3 answer a false SAT): QF_LIA or QF_NIA, or LIA / NIA for the
 * one quantified query (admissibility without a left inverse).
 */
final class Logic {

    private Logic() {
    }

    /** One walk over the formula's DAG, quantifier bodies included: is it quantified, is it non-linear. */
    static String of(Expr<?> formula) {
        boolean quantified = false;
        boolean nonLinear = false;
        Set<Integer> seen = new HashSet<>();
        Deque<Expr<?>> todo = new ArrayDeque<>();
        todo.push(formula);
        while (!todo.isEmpty() && !(quantified && nonLinear)) {
            Expr<?> e = todo.pop();
            if (e.isQuantifier()) {
                quantified = true;
                todo.push(((com.microsoft.z3.Quantifier) e).getBody());
                continue;
            }
            if (!e.isApp() || !seen.add(e.getId())) {
                continue;
            }
            Expr<?>[] args = e.getArgs();
            nonLinear = nonLinear || isNonLinear(e.getFuncDecl().getDeclKind(), args);
            for (Expr<?> a : args) {
                todo.push(a);
            }
        }
        return (quantified ? "" : "QF_") + (nonLinear ? "NIA" : "LIA");
    }

    /** A product of two or more non-numerals, or a division or remainder by a non-numeral. */
    private static boolean isNonLinear(Z3_decl_kind k, Expr<?>[] args) {
        if (k == Z3_decl_kind.Z3_OP_MUL) {
            int unknown = 0;
            for (Expr<?> a : args) {
                if (!a.isNumeral()) {
                    unknown++;
                }
            }
            return unknown > 1;
        }
        return (k == Z3_decl_kind.Z3_OP_IDIV || k == Z3_decl_kind.Z3_OP_MOD || k == Z3_decl_kind.Z3_OP_REM)
                && !args[1].isNumeral();
    }
}
