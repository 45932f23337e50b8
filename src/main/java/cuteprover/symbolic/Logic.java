package cuteprover.symbolic;

import com.microsoft.z3.Expr;
import com.microsoft.z3.enumerations.Z3_decl_kind;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * The SMT-LIB logic a formula is in, computed from the formula itself (never forced: forcing
 * QF_BV on an integer formula made Z3 answer a false SAT). Only quantifier-free integer formulas
 * are produced, so the choice is QF_LIA or QF_NIA.
 */
final class Logic {

    private Logic() {
    }

    static String of(Expr<?> formula) {
        Set<Integer> seen = new HashSet<>();
        Deque<Expr<?>> todo = new ArrayDeque<>();
        todo.push(formula);
        while (!todo.isEmpty()) {
            Expr<?> e = todo.pop();
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
