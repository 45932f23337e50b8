package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.IntSort;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The search behind every definedness condition ({@link ShapeValidity}, {@link Requirements}): is there
 * a value the assumptions allow (and, inside a forall body, binders inside their ranges) at which a
 * violation holds? The answer names the values of the variables the violated term reads, so that the
 * input error can say "for N = 1" and mean it.
 */
final class AllowedValues {

    private AllowedValues() {
    }

    /** What the search found. */
    sealed interface Found permits None, At, Undecided {
    }

    /** No allowed value violates the condition. */
    record None() implements Found {
    }

    /** An allowed value that violates it: the values of the term's variables (binders included). */
    record At(Map<String, Long> values) implements Found {
    }

    /** The solver could not decide, or the term reads a name whose range the search does not see. */
    record Undecided(String reason) implements Found {
    }

    /** Searches for an allowed value where {@code violation} holds; {@code term} is the integer it is about. */
    static Found violating(Scope scope, Cond violation, SymInt term) {
        Set<String> binders = new TreeSet<>();
        for (Cond r : scope.binderRanges) {
            binders.addAll(r.variables());
        }
        binders.removeAll(scope.enc.originalVariables());
        binders.removeIf(Assumptions::isQuotient);
        List<String> binderNames = new ArrayList<>(binders);
        List<Cond> query = new ArrayList<>(scope.binderRanges);
        query.add(violation);
        List<ArithExpr<IntSort>> coords = new ArrayList<>();
        for (String b : binderNames) {
            coords.add(scope.enc.encode(SymInt.var(b)));
        }
        SolverPortfolio.Solved s = scope.solver.solve(scope, scope.enc.encode(new Cond.And(query)), coords, false, true);
        if (s.status() == SolverPortfolio.Status.UNSAT) {
            return new None();
        }
        if (s.status() != SolverPortfolio.Status.SAT) {
            return new Undecided(s.reason());
        }
        Set<String> free = new TreeSet<>(term.substitute(scope.assumptions.substitution()).variables());
        free.removeAll(s.variables().keySet());
        free.removeIf(Assumptions::isQuotient);
        free.removeAll(binderNames);
        if (!free.isEmpty()) {
            return new Undecided("it depends on " + String.join(", ", free) + ", whose range this check does not see");
        }
        Map<String, Long> at = new LinkedHashMap<>(s.variables());
        for (int i = 0; i < binderNames.size() && i < s.coordinates().size(); i++) {
            if (term.variables().contains(binderNames.get(i))) {   // a binder the term reads, not just any in scope
                at.put(binderNames.get(i), s.coordinates().get(i));
            }
        }
        return new At(at);
    }
}
