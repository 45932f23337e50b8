package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import cuteprover.layout.Decider;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers the algebra's branch questions (is a &lt; b, does a divide b) under the assumptions of a
 * {@link Scope}: a question is answered yes when its negation is unsatisfiable, no when it is, and
 * otherwise {@link Decider.Undecided} is thrown with the condition and a value on each side, e.g.
 * {@code M % 8 == 0; it holds for M = 8 and fails for M = 1}. The prover then splits the proof into
 * the two cases (see {@link ProofSession}).
 */
final class Z3Decider implements Decider {

    private final Scope scope;
    private final Map<String, Boolean> answers = new HashMap<>();
    private final Map<String, Cond> undecided = new HashMap<>();
    /** Shape entries already checked by {@link ShapeValidity}, and why a check was undecided (null: none was). */
    private final java.util.Set<SymInt> checkedEntries = new java.util.HashSet<>();
    private String shapeUndecided;

    Z3Decider(Scope scope) {
        this.scope = scope;
    }

    @Override
    public boolean lessThan(SymInt a, SymInt b) {
        return decide(new Cond.Cmp("<", a, b));
    }

    @Override
    public boolean equal(SymInt a, SymInt b) {
        return a.equals(b) || decide(new Cond.Cmp("==", a, b));
    }

    @Override
    public boolean divides(SymInt a, SymInt b) {
        return decide(new Cond.Divides(a, b));
    }

    /** Every layout built in this scope must have shape entries >= 1 for all allowed values (checked at once). */
    @Override
    public void built(cuteprover.layout.Layout layout) {
        String undecidedShape = ShapeValidity.check(scope, layout, checkedEntries);
        if (undecidedShape != null && shapeUndecided == null) {
            shapeUndecided = undecidedShape;
        }
    }

    /** An operation's definedness condition: required at once for every allowed value ({@link Requirements}). */
    @Override
    public void require(cuteprover.layout.Requirement requirement) {
        String undecided = Requirements.check(scope, requirement);
        if (undecided != null && shapeUndecided == null) {
            shapeUndecided = undecided;
        }
    }

    /** Results the algebra could not check on symbolic inputs: {@link Definedness} proves they exist. */
    private final List<cuteprover.layout.Unchecked> unchecked = new ArrayList<>();

    /** The forall ranges in force where each result was built (its existence is required inside them only). */
    private final Map<cuteprover.layout.Unchecked, List<Cond>> uncheckedRanges = new java.util.IdentityHashMap<>();

    @Override
    public void unchecked(cuteprover.layout.Unchecked result) {
        unchecked.add(result);
        uncheckedRanges.put(result, List.copyOf(scope.binderRanges));
    }

    /** The forall ranges in force where the result was built (empty outside forall bodies). */
    List<Cond> binderRangesOf(cuteprover.layout.Unchecked result) {
        return uncheckedRanges.getOrDefault(result, List.of());
    }

    List<cuteprover.layout.Unchecked> uncheckedResults() {
        return List.copyOf(unchecked);
    }

    /** Where CuTe's run-time path answers otherwise ({@link StaticOnlyWarnings}). */
    private final List<cuteprover.layout.RunTimeDifference> runTimeDifferences = new ArrayList<>();

    @Override
    public void runTimeDiffers(cuteprover.layout.RunTimeDifference difference) {
        runTimeDifferences.add(difference);
    }

    List<cuteprover.layout.RunTimeDifference> runTimeDifferences() {
        return List.copyOf(runTimeDifferences);
    }

    /** Results that break a post-condition CuTe documents: a proved property that reads them warns of each. */
    private final List<cuteprover.layout.BrokenPostcondition> brokenPostconditions = new ArrayList<>();

    @Override
    public void postconditionBroken(cuteprover.layout.BrokenPostcondition broken) {
        brokenPostconditions.add(broken);
    }

    List<cuteprover.layout.BrokenPostcondition> brokenPostconditions() {
        return List.copyOf(brokenPostconditions);
    }

    /** Why some layout's shape or some operation's requirement could not be shown to hold, or null. */
    String shapeUndecided() {
        return shapeUndecided;
    }

    /** The condition of an Undecided thrown by this decider (by its text), for the case split. */
    Cond conditionOf(Decider.Undecided u) {
        return undecided.get(u.condition());
    }

    boolean decide(Cond c) {
        Cond normal = c.substitute(scope.assumptions.substitution());
        if (normal.variables().isEmpty()) {
            try {
                return normal.holds(Map.of());
            } catch (ArithmeticException e) {
                throw new Undecided(c.toString(), "it is undefined (" + e.getMessage() + ")");
            }
        }
        String key = c.toString();
        Boolean known = answers.get(key);
        if (known != null) {
            return known;
        }
        List<Object> sessionKey = sessionKey(c, key);
        Decision earlier = sessionKey == null ? null : scope.decisions.get(sessionKey);
        if (earlier != null) {
            if (earlier.undecidedDetail() == null) {
                answers.put(key, earlier.holds());
                return earlier.holds();
            }
            undecided.put(key, c);
            throw new Undecided(key, earlier.undecidedDetail());
        }
        boolean decided;
        try {
            decided = askSolver(c, normal, key);
        } catch (Undecided u) {
            if (sessionKey != null) {
                scope.decisions.put(sessionKey, new Decision(false, u.detail()));
            }
            throw u;
        }
        if (sessionKey != null) {
            scope.decisions.put(sessionKey, new Decision(decided, null));
        }
        return decided;
    }

    /** A question's answer for every allowed value, or why it has none. */
    record Decision(boolean holds, String undecidedDetail) { }

    /** The question in the session's table: the assumptions, the question and which of its names are binders here. */
    private List<Object> sessionKey(Cond c, String key) {
        if (scope.exporting) {
            return null;
        }
        java.util.TreeSet<String> bound = new java.util.TreeSet<>();
        for (String v : c.variables()) {
            if (scope.enc.isLocal(v)) {
                bound.add(v);
            }
        }
        return List.of(scope.assumptions.identity(), key, bound);
    }

    private boolean askSolver(Cond c, Cond normal, String key) {
        BoolExpr holds = scope.enc.encode(c);
        if (Diophantine.neverEqual(normal)) {
            // The solver would answer the same (its query is recorded as the proof's lemma all the same).
            scope.lemmas.add(new Scope.Query("branch: " + Cond.not(c), scope.solver.formula(scope, holds)));
            answers.put(key, false);
            return false;
        }
        // Not minimised: most questions are decided, and then the values are never shown.
        BoolExpr fails = scope.enc.ctx().mkNot(holds);
        SolverPortfolio.Solved whenFalse = scope.solver.satisfiable(scope, fails);
        if (whenFalse.status() == SolverPortfolio.Status.UNSAT) {
            scope.lemmas.add(new Scope.Query("branch: " + key, whenFalse.formula()));
            answers.put(key, true);
            return true;
        }
        SolverPortfolio.Solved whenTrue = scope.solver.satisfiable(scope, holds);
        if (whenTrue.status() == SolverPortfolio.Status.UNSAT) {
            scope.lemmas.add(new Scope.Query("branch: " + Cond.not(c), whenTrue.formula()));
            answers.put(key, false);
            return false;
        }
        undecided.put(key, c);
        // Undecided: the message names the smallest values on each side.
        if (whenTrue.status() == SolverPortfolio.Status.SAT) {
            whenTrue = scope.solver.solve(scope, holds, List.of(), false, true);
        }
        if (whenFalse.status() == SolverPortfolio.Status.SAT) {
            whenFalse = scope.solver.solve(scope, fails, List.of(), false, true);
        }
        List<String> detail = new ArrayList<>();
        if (whenTrue.status() == SolverPortfolio.Status.SAT) {
            detail.add("it holds for " + ProofSession.describe(whenTrue.variables()));
        }
        if (whenFalse.status() == SolverPortfolio.Status.SAT) {
            detail.add("fails for " + ProofSession.describe(whenFalse.variables()));
        }
        if (detail.isEmpty()) {
            detail.add("the solver could not decide it (" + whenFalse.reason() + ")");
        }
        throw new Undecided(key, String.join(" and ", detail));
    }
}
