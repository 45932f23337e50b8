package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.IntSort;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one seam between the checks and the solver: a check asks whether a query is satisfiable under its
 * scope's assumptions ({@link #satisfiable}), for a model's values ({@link #solve}), or for the query's whole
 * formula ({@link #formula}, for a proof file), and never calls back into the {@link ProofSession} that opened
 * it. A query with the assumptions and side constraints becomes one formula, decided on a small portfolio
 * (the simple solver with a short time-out, then the default solver with the rest); on SAT the model's values
 * are read off and, if asked, minimised. Lives in the session's thread and context; each scope hands it on.
 */
final class SolverPortfolio {

    enum Status { SAT, UNSAT, UNKNOWN }

    /** A solver answer with the model values read off (variables by name, then the requested coordinates). */
    record Solved(Status status, String reason, Map<String, Long> variables, List<Long> coordinates, BoolExpr formula) { }

    /** A minimisation step's and the whole minimisation's share of the per-query resource limit. */
    private static final long MINIMIZE_STEP_SHARE = 32;
    private static final long MINIMIZE_BUDGET_SHARE = 4;

    private final ProverOptions options;
    private final Context ctx;
    private final Solver simple;
    private final Solver full;

    private final Thread owner = Thread.currentThread();

    SolverPortfolio(Context ctx, ProverOptions options) {
        this.ctx = ctx;
        this.options = options;
        this.simple = ctx.mkSimpleSolver();
        this.full = ctx.mkSolver();
    }

    /** The full formula of a query (assumptions and side constraints included), without solving it. */
    BoolExpr formula(Scope scope, BoolExpr query) {
        return conjunction(scope, query, false);
    }

    /** The query with the assumptions, optional bounds and all side constraints, as one formula. */
    private BoolExpr conjunction(Scope scope, BoolExpr query, boolean bounded) {
        List<BoolExpr> parts = new ArrayList<>();
        parts.add(scope.base());
        parts.add(query);
        for (String v : List.copyOf(scope.enc.originalVariables())) {
            ArithExpr<IntSort> term = scope.enc.variable(v);
            if (bounded) {
                parts.add(ctx.mkLe(term, ctx.mkInt(options.bound())));
            }
        }
        parts.addAll(scope.enc.sideConstraints());
        return ctx.mkAnd(parts.toArray(new BoolExpr[0]));
    }

    /** Whether "assumptions ∧ query" is satisfiable, without reading a model: the answer's values are empty. */
    Solved satisfiable(Scope scope, BoolExpr query) {
        checkThread();
        return solve(scope, query, List.of(), false, false, false);
    }

    /**
     * Decides "assumptions ∧ query" on the portfolio. On SAT the values of the original variables and
     * the given coordinate terms are read from the model (minimised if asked).
     */
    Solved solve(Scope scope, BoolExpr query, List<ArithExpr<IntSort>> coords, boolean bounded, boolean minimize) {
        checkThread();
        return solve(scope, query, coords, bounded, minimize, true);
    }

    private void checkThread() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("a ProofSession belongs to the thread that created it (Z3 contexts are not thread-safe)");
        }
    }

    /** As {@link #solve(Scope, BoolExpr, List, boolean, boolean)}; without values, a SAT answer reads no model. */
    private Solved solve(Scope scope, BoolExpr query, List<ArithExpr<IntSort>> coords, boolean bounded, boolean minimize,
                 boolean values) {
        scope.base();
        List<String> names = new ArrayList<>();
        List<ArithExpr<IntSort>> vars = new ArrayList<>();
        // Encoding a variable may bring in others (through the substitution): repeat until stable.
        while (names.size() < scope.enc.originalVariables().size()) {
            List<String> all = new ArrayList<>(scope.enc.originalVariables());
            for (String v : all.subList(names.size(), all.size())) {
                names.add(v);
                vars.add(scope.enc.variable(v));
            }
        }
        BoolExpr formula = conjunction(scope, query, bounded);
        long start = System.nanoTime();
        // The simple solver first, with a quarter of the query's resources; the default solver with the rest.
        long firstSlice = Math.min(options.timeoutMs(), Math.max(250, options.timeoutMs() / 4));
        long firstUnits = Math.max(1, options.rlimit() / 4);
        simple.push();
        try {
            simple.add(formula);
            Status st = check(simple, firstSlice, firstUnits);
            if (st == Status.UNSAT) {
                return new Solved(st, "", Map.of(), List.of(), formula);
            }
            if (st == Status.SAT) {
                return values ? satisfied(simple, formula, names, vars, coords, minimize) : new Solved(st, "", Map.of(), List.of(), formula);
            }
            if (budgetSpent) {
                return new Solved(Status.UNKNOWN, reason(null), Map.of(), List.of(), formula);
            }
            String simpleReason = simple.getReasonUnknown();
            long left = options.timeoutMs() - (System.nanoTime() - start) / 1_000_000;
            if (left <= 0) {
                return new Solved(Status.UNKNOWN, reason(simpleReason), Map.of(), List.of(), formula);
            }
            full.reset();
            full.add(formula);
            Status fst = check(full, left, options.rlimit() - lastUnits);
            if (fst == Status.UNSAT) {
                return new Solved(fst, "", Map.of(), List.of(), formula);
            }
            if (fst == Status.SAT && !values) {
                return new Solved(fst, "", Map.of(), List.of(), formula);
            }
            if (fst == Status.SAT) {
                Solved first = read(full.getModel(), formula, names, vars, coords);
                return minimize && first.status() == Status.SAT ? minimized(simple, first, vars, coords) : first;
            }
            return new Solved(Status.UNKNOWN, reason(budgetSpent ? null : full.getReasonUnknown()), Map.of(), List.of(), formula);
        } finally {
            simple.pop();
        }
    }

    private String reason(String z3) {
        if (budgetSpent && unitsLeft() <= 0) {
            return "the property's solver budget of " + options.budgetUnits() + " resource units ran out (" + options.budgetQueries()
                    + " times the resource limit per query, " + options.rlimit() + "; Z3's deterministic counter: the same on every machine)";
        }
        if (budgetSpent || budgetLeftMs() <= 0) {
            return "the property's wall-clock " + (options.rlimit() > 0 ? "safety net" : "budget") + " of " + propertyBudgetMs
                    + " ms ran out" + (options.rlimit() > 0 ? " before its resource budget (the machine is slow or loaded: this"
                    + " UNKNOWN depends on the machine; raise --timeout)" : " (" + options.budgetQueries() + " times the time-out per query, "
                    + options.timeoutMs() + " ms)");
        }
        if (z3 == null) {
            return "the solver gave up";
        }
        if (z3.contains("resource") || options.rlimit() > 0 && lastUnits >= lastLimit) {
            // Z3 reports an exhausted resource limit as "canceled" too: the counter tells which limit ended the check
            return "resource limit of " + options.rlimit() + " units per query exceeded (deterministic: the same on every machine)";
        }
        if (z3.contains("timeout") || z3.contains("canceled")) {
            return options.rlimit() > 0 ? "the wall-clock safety net of " + options.timeoutMs() + " ms per query expired before the"
                    + " resource limit (the machine is slow or loaded: this UNKNOWN depends on the machine; raise --timeout)"
                    : "timeout after " + options.timeoutMs() + " ms";
        }
        return "the solver gave up (" + z3 + ")";
    }

    /**
     * Starts a property's time budget: every query after this gets at most what is left of it, and
     * none once it is spent (UNKNOWN), so that a property whose case splits each run into the
     * per-query time-out cannot hold a gate for minutes.
     */
    void startProperty() {
        long budgetMs = options.budgetMs();
        propertyBudgetMs = budgetMs;
        propertyDeadline = System.nanoTime() + budgetMs * 1_000_000;
        propertyUnitsUsed = 0;
        budgeted = true;
    }

    /** Resource units the property's queries used so far (Z3's counter), against {@link ProverOptions#budgetUnits()}. */
    private long propertyUnitsUsed;
    /** Resource units the last check used, and its limit. */
    private long lastUnits;
    private long lastLimit = Long.MAX_VALUE;

    /** Resource units left of the property's budget (Long.MAX_VALUE without a resource limit or outside a property). */
    private long unitsLeft() {
        return budgeted && options.rlimit() > 0 ? options.budgetUnits() - propertyUnitsUsed : Long.MAX_VALUE;
    }

    private long propertyBudgetMs;
    /** System.nanoTime() when the property's budget is spent; meaningful only while {@code budgeted}. */
    private long propertyDeadline;
    private boolean budgeted;
    private boolean budgetSpent;

    /** Milliseconds left of the property's budget (Long.MAX_VALUE outside a property). */
    private long budgetLeftMs() {
        return budgeted ? (propertyDeadline - System.nanoTime()) / 1_000_000 : Long.MAX_VALUE;
    }

    /**
     * One check under the query's wall-clock limit {@code ms} and, with a resource limit, {@code units} of Z3's
     * deterministic counter (what decides the answer; the wall clock is then only a safety net), both cut to
     * what is left of the property's budget.
     */
    private Status check(Solver s, long ms, long units) {
        long left = budgetLeftMs();
        long unitsLeft = unitsLeft();
        lastUnits = 0;
        if (left <= 0 || unitsLeft <= 0) {
            budgetSpent = true;
            return Status.UNKNOWN;
        }
        if (options.rlimit() > 0 && units <= 0) {
            lastLimit = 0;   // the query's own limit is used up: reported as the resource limit
            budgetSpent = false;
            return Status.UNKNOWN;
        }
        budgetSpent = false;
        Params p = ctx.mkParams();
        p.add("timeout", (int) Math.max(1, Math.min(Math.min(ms, left), Integer.MAX_VALUE)));
        long limit = Math.min(units, unitsLeft);
        if (options.rlimit() > 0) {
            p.add("rlimit", (int) Math.min(limit, Integer.MAX_VALUE));
        }
        s.setParameters(p);
        long before = options.rlimit() > 0 ? rlimitCount(s) : 0;
        com.microsoft.z3.Status z = s.check();
        if (options.rlimit() > 0) {
            lastUnits = Math.max(0, rlimitCount(s) - before);
            propertyUnitsUsed += lastUnits;
            lastLimit = limit;
            if (z == com.microsoft.z3.Status.UNKNOWN && limit < units && lastUnits >= limit) {
                budgetSpent = true;   // the property's budget, not the query's limit, cut it short
            }
        }
        return switch (z) {
            case SATISFIABLE -> Status.SAT;
            case UNSATISFIABLE -> Status.UNSAT;
            default -> Status.UNKNOWN;
        };
    }

    /** Resource units left to the current minimisation. */
    private long minimizeUnitsLeft;

    /** A minimisation step's wall-clock safety net. */
    private static final long MINIMIZE_STEP_MS = 2_000;

    /** Z3's resource counter of the solver (cumulative; a check's use is the difference). */
    static long rlimitCount(Solver s) {
        for (com.microsoft.z3.Statistics.Entry e : s.getStatistics().getEntries()) {
            if (e.Key.equals("rlimit count")) {
                return Long.parseLong(e.getValueString());
            }
        }
        return -1;
    }

    private Solved satisfied(Solver s, BoolExpr formula, List<String> names, List<ArithExpr<IntSort>> vars,
                             List<ArithExpr<IntSort>> coords, boolean minimize) {
        Solved first = read(s.getModel(), formula, names, vars, coords);
        return minimize && first.status() == Status.SAT ? minimized(s, first, vars, coords) : first;
    }

    private Solved read(Model m, BoolExpr formula, List<String> names, List<ArithExpr<IntSort>> vars,
                        List<ArithExpr<IntSort>> coords) {
        Map<String, Long> values = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            Long v = value(m, vars.get(i));
            if (v == null) {
                return new Solved(Status.UNKNOWN, "the counterexample's values do not fit in 64 bits", Map.of(), List.of(), formula);
            }
            values.put(names.get(i), v);
        }
        List<Long> cs = new ArrayList<>();
        for (ArithExpr<IntSort> c : coords) {
            Long v = value(m, c);
            if (v == null) {
                return new Solved(Status.UNKNOWN, "the counterexample's values do not fit in 64 bits", Map.of(), List.of(), formula);
            }
            cs.add(v);
        }
        return new Solved(Status.SAT, "", values, cs, formula);
    }

    private static Long value(Model m, ArithExpr<IntSort> term) {
        com.microsoft.z3.Expr<IntSort> v = m.eval(term, true);
        if (v instanceof IntNum n) {
            java.math.BigInteger b = n.getBigInteger();
            return b.bitLength() < 64 ? b.longValue() : null;
        }
        return null;
    }

    /**
     * Smallest counterexample: binary search on the sum of |variables|, then (variables fixed) on the
     * sum of |coordinates|, each step a short query on the simple solver, which already holds the
     * formula. A step that times out ends the search with the best model so far.
     */
    private Solved minimized(Solver s, Solved first, List<ArithExpr<IntSort>> vars, List<ArithExpr<IntSort>> coords) {
        long deadline = System.nanoTime() + 2 * options.timeoutMs() * 1_000_000;   // a safety net: the units decide
        minimizeUnitsLeft = options.rlimit() > 0 ? options.rlimit() / MINIMIZE_BUDGET_SHARE : Long.MAX_VALUE;
        Solved best = first;
        if (!vars.isEmpty()) {
            best = descend(s, best, vars, vars, coords, deadline, true);
        }
        if (!coords.isEmpty()) {
            s.push();
            try {
                int i = 0;
                for (Long v : best.variables().values()) {
                    s.add(ctx.mkEq(vars.get(i++), ctx.mkInt(v)));
                }
                best = descend(s, best, coords, vars, coords, deadline, false);
            } finally {
                s.pop();
            }
        }
        return best;
    }

    @SuppressWarnings("unchecked")
    private Solved descend(Solver s, Solved best, List<ArithExpr<IntSort>> objectiveTerms, List<ArithExpr<IntSort>> vars,
                           List<ArithExpr<IntSort>> coords, long deadline, boolean ofVariables) {
        List<ArithExpr<IntSort>> abs = new ArrayList<>();
        for (ArithExpr<IntSort> t : objectiveTerms) {
            abs.add((ArithExpr<IntSort>) ctx.mkITE(ctx.mkGe(t, ctx.mkInt(0)), t, ctx.mkUnaryMinus(t)));
        }
        ArithExpr<IntSort> objective = abs.size() == 1 ? abs.get(0) : ctx.mkAdd(abs.toArray(new ArithExpr[0]));
        long hi = objectiveValue(best, ofVariables);
        long lo = 0;
        List<String> names = new ArrayList<>(best.variables().keySet());
        for (int step = 0; lo < hi && step < 64 && System.nanoTime() < deadline && minimizeUnitsLeft > 0; step++) {
            long mid = lo + (hi - lo) / 2;
            s.push();
            try {
                s.add(ctx.mkLe(objective, ctx.mkInt(mid)));
                Status st = check(s, MINIMIZE_STEP_MS, Math.min(minimizeUnitsLeft, options.rlimit() / MINIMIZE_STEP_SHARE));
                minimizeUnitsLeft -= lastUnits;
                if (st == Status.SAT) {
                    Solved next = read(s.getModel(), best.formula(), names, vars, coords);
                    if (next.status() != Status.SAT) {
                        break;
                    }
                    best = next;
                    hi = Math.min(mid, objectiveValue(best, ofVariables));
                } else if (st == Status.UNSAT) {
                    lo = mid + 1;
                } else {
                    break;
                }
            } finally {
                s.pop();
            }
        }
        return best;
    }

    private static long objectiveValue(Solved s, boolean ofVariables) {
        long sum = 0;
        for (long v : ofVariables ? s.variables().values() : s.coordinates()) {
            sum = Math.addExact(sum, Math.abs(v));
        }
        return sum;
    }
}
