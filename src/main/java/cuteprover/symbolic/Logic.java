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

    static String of(Expr<?> formula) {
        String qf = quantifierFree(formula);
        return hasQuantifier(formula) ? qf.substring("QF_".length()) : qf;
    }

    private static boolean hasQuantifier(Expr<?> formula) {
        Set<Integer> seen = new HashSet<>();
        Deque<Expr<?>> todo = new ArrayDeque<>();
        todo.push(formula);
        while (!todo.isEmpty()) {
            Expr<?> e = todo.pop();
            if (e.isQuantifier()) {
                return true;
            }
            if (!e.isApp() || !seen.add(e.getId())) {
                continue;
            }
            for (Expr<?> a : e.getArgs()) {
                todo.push(a);
            }
        }
        return false;
    }

    private static String quantifierFree(Expr<?> formula) {
        Set<Integer> seen = new HashSet<>();
        Deque<Expr<?>> todo = new ArrayDeque<>();
        todo.push(formula);
        while (!todo.isEmpty()) {
            Expr<?> e = todo.pop();
            if (e.isQuantifier()) {
                todo.push(((com.microsoft.z3.Quantifier) e).getBody());
                continue;
            }
            if (!e.isApp() || !seen.add(e.getId())) {
                continue;
            }
            Z3_decl_kind k = e.getFuncDecl().getDeclKind();
            Expr<?>[] args = e.getArgs();
            if (k == Z3_decl_kind.Z3_OP_MUL) {
                int unknown = 0;
                for (Expr<?> a : args) {
                    if (!a.isNumeral()) {
                        unknown++;
                    }
                }
                if (unknown > 1) {
                    return "QF_NIA";
                }
            }
            if ((k == Z3_decl_kind.Z3_OP_IDIV || k == Z3_decl_kind.Z3_OP_MOD || k == Z3_decl_kind.Z3_OP_REM)
                    && !args[1].isNumeral()) {
                return "QF_NIA";
            }
            for (Expr<?> a : args) {
                todo.push(a);
            }
        }
        return "QF_LIA";
    }
}
