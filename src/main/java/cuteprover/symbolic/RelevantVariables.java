package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Expr;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The variables a case's goals depend on: those whose Z3 terms occur in the checks' counterexample
 * formulas, closed over the side constraints (a quotient ties its dividend and divisor) and over the
 * assumptions (a condition on two variables ties them). A variable outside the set changes no goal,
 * so fixing the others decides the case for every value of it that the assumptions allow.
 */
final class RelevantVariables {

    private RelevantVariables() {
    }

    /** The variables in name order, or null when a check has no encoding (then nothing can be left out). */
    static List<String> of(Scope scope, List<Goal> goals) {
        Set<String> constants = new HashSet<>();
        for (Goal g : goals) {
            for (Check c : g.checks()) {
                try {
                    collect(c.encode(scope).counterexample(), constants);
                } catch (cuteprover.CuteError | com.microsoft.z3.Z3Exception e) {
                    return null;
                }
            }
        }
        closeOverSideConstraints(scope.enc.sideConstraints(), constants);
        Map<String, Set<String>> termConstants = new java.util.LinkedHashMap<>();
        for (String v : new ArrayList<>(scope.enc.originalVariables())) {
            Set<String> own = new HashSet<>();
            collect(scope.enc.variable(v), own);
            termConstants.put(v, own);
        }
        Set<String> relevant = new TreeSet<>();
        termConstants.forEach((v, own) -> {
            if (own.stream().anyMatch(constants::contains)) {
                relevant.add(v);
            }
        });
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Cond c : scope.assumptions.conditions()) {
                Set<String> vs = c.variables();
                if (vs.stream().anyMatch(relevant::contains) && relevant.addAll(vs)) {
                    grew = true;
                }
            }
        }
        return new ArrayList<>(relevant);
    }

    private static void closeOverSideConstraints(List<BoolExpr> sides, Set<String> constants) {
        List<Set<String>> sideConstants = new ArrayList<>();
        for (BoolExpr b : sides) {
            Set<String> own = new HashSet<>();
            collect(b, own);
            sideConstants.add(own);
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Set<String> own : sideConstants) {
                if (own.stream().anyMatch(constants::contains) && constants.addAll(own)) {
                    grew = true;
                }
            }
        }
    }

    /** The names of the uninterpreted constants in a term (iteratively: the terms can be deep). */
    private static void collect(Expr<?> root, Set<String> out) {
        Deque<Expr<?>> todo = new ArrayDeque<>();
        Set<Integer> seen = new HashSet<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Expr<?> e = todo.pop();
            if (!seen.add(e.getId())) {
                continue;
            }
            if (e.isQuantifier()) {
                todo.push(((com.microsoft.z3.Quantifier) e).getBody());
            } else if (e.isConst() && e.getFuncDecl().getDeclKind() == com.microsoft.z3.enumerations.Z3_decl_kind.Z3_OP_UNINTERPRETED) {
                out.add(e.getFuncDecl().getName().toString());
            } else if (e.isApp()) {
                for (Expr<?> a : e.getArgs()) {
                    todo.push(a);
                }
            }
        }
    }
}
