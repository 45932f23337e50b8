package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Z3Exception;
import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.symbolic.SolverPortfolio.Solved;
import cuteprover.symbolic.SolverPortfolio.Status;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A prover session: one Z3 {@link Context} with two reusable solvers, for use by one thread (Z3
 * contexts shared between threads crash the JVM, so every call checks the owner thread). Close it
 * to release the native context.
 *
 * <h2>How a property is proved</h2>
 * <ol>
 *   <li>The assumptions become {@link Cond}s; divisibility becomes substitution ({@link Assumptions}).</li>
 *   <li>The property's arguments are evaluated by the symbolic engine; every branch question of the
 *       algebra goes to Z3 ({@link Z3Decider}). A question the assumptions do not decide splits the
 *       proof into two cases (the condition and its negation), each proved separately; an operation
 *       that fails in one case is reported with the missing assumption and a value where it fails.</li>
 *   <li>Each goal is tried with a solver-free certificate, then each of its checks by enumeration
 *       (static and small) or by a quantifier-free "a counterexample exists" query in the coordinate
 *       encoding. Queries run on a small portfolio: the simple solver with a short time-out, then the
 *       default solver with the rest. Timeouts and {@code unknown} never give PROVED.</li>
 *   <li>A counterexample is minimised (smallest variables, then smallest coordinates) and re-checked
 *       on the concrete engine; if the re-check disagrees the verdict is UNKNOWN, never a wrong REFUTED.</li>
 * </ol>
 * The session keeps the case splitting and the public API; the parts live beside it:
 * {@link CheckRunner} (goals and checks, counterexample re-checks), {@link SolverPortfolio} (solving,
 * model reading, minimisation), {@link SymbolicCases} ({@link #cases}), {@link BoundedInstances}
 * ({@code --bound} enumeration) and {@link CaseFailures} (the assumption a failed case needs). Calls run one
 * way: the session opens a {@link Scope} per case, and what works inside it asks the scope's solver
 * ({@link Scope#solver}) and check runner ({@link Scope#checks}), never the session again.
 */
public final class ProofSession implements AutoCloseable {

    /**
     * Most candidate assignments decided one by one before the solver is asked: each is a static
     * instance (milliseconds, at most as costly as a static property), where a query over a few
     * bounded variables can be nonlinear (seconds); the bound keeps the detour short when it fails.
     */
    static final long FIRST_ENUMERATION_LIMIT = 16;

    /**
     * The assumptions' satisfiability, asked once per set of premises: the properties of a spec file
     * share them (each obligation carries its own copy of the definitions, so the key holds only the
     * values the premises name).
     */
    private final Map<VacuityKey, Vacuity.Answer> vacuity = new java.util.HashMap<>();

    /** Premises with the values of the names they use; only integers (parameters), so equal keys translate alike. */
    private record VacuityKey(List<Premise> premises, Map<String, Object> named) {
        static VacuityKey of(List<Premise> premises, Map<String, Object> definitions) {
            Map<String, Object> named = new TreeMap<>();
            java.util.ArrayDeque<Expr> todo = new java.util.ArrayDeque<>();
            premises.forEach(p -> todo.push(p.condition()));
            while (!todo.isEmpty()) {
                Expr e = todo.pop();
                if (e instanceof Expr.Name n && definitions.containsKey(n.name())) {
                    Object v = definitions.get(n.name());
                    if (!(v instanceof cuteprover.tuple.SymInt)) {
                        return null; // a layout or a deferred definition: not worth comparing, ask again
                    }
                    named.put(n.name(), v);
                }
                e.children().forEach(todo::push);
            }
            return new VacuityKey(List.copyOf(premises), named);
        }
    }

    /**
     * Branch questions already decided in this session, by the assumptions' identity and the
     * question: the properties of a spec file share their lets, so most questions come again (924 of
     * 1,154 in the shipped suite). The answer depends on nothing else (the binders of a forall are
     * free there). Not used while exporting, where each decision's query is written with the proof.
     */
    final Map<List<Object>, Z3Decider.Decision> decisions = new java.util.HashMap<>();

    private final ProverOptions options;
    private final Context ctx;
    private final SolverPortfolio solver;
    private final CheckRunner checks;
    private final Thread owner;

    public ProofSession(ProverOptions options) {
        this.options = options;
        this.owner = Thread.currentThread();
        try {
            this.ctx = new Context();
        } catch (UnsatisfiedLinkError | ExceptionInInitializerError | NoClassDefFoundError | Z3Exception e) {
            Throwable cause = e instanceof ExceptionInInitializerError && e.getCause() != null ? e.getCause() : e;
            String why = cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
            // the release's jar without native solvers runs with Z3's own turnkey jar on the class path
            throw new CuteError("could not load the Z3 solver library (" + why + "); the prover needs it. A jar without "
                    + "bundled solvers (cute-prover-VERSION-no-native.jar) needs Z3's native libraries on the class path: "
                    + "java -cp cute-prover-VERSION-no-native.jar:z3-turnkey-" + cuteprover.Version.Z3 + ".jar cuteprover.cli.Main ...");
        }
        this.solver = new SolverPortfolio(ctx, options);
        this.checks = new CheckRunner(options, ctx);
    }

    public ProverOptions options() {
        return options;
    }

    Context context() {
        return ctx;
    }

    /** Runs one check in a scope of this session (for tests of a single check). */
    Verdict runCheck(Scope scope, Check check) {
        return checks.runCheck(scope, check);
    }

    /** The check runner the scopes of this session hand to the checks that run others (existence, bounds). */
    CheckRunner checks() {
        return checks;
    }

    /** The solver the scopes of this session hand to their checks. */
    SolverPortfolio solver() {
        return solver;
    }

    /** Whether the calling thread may use this session (the one that created it). */
    public boolean ownedByCurrentThread() {
        return Thread.currentThread() == owner;
    }

    /** Releases the native context; only the owner thread may do so (it might be inside a query otherwise). */
    @Override
    public void close() {
        checkThread();
        ctx.close();
    }

    private void checkThread() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("a ProofSession belongs to the thread that created it (Z3 contexts are not thread-safe)");
        }
    }

    // ------------------------------------------------------------------ public API

    /**
     * Proves a property under assumptions. Bad input (a syntax or type error, an operation that is
     * undefined for some allowed value) throws {@link CuteError}; everything else is a verdict.
     */
    public Verdict prove(Expr property, List<Expr> assumptions, Map<String, Object> definitions) {
        return prove(property, assumptions, definitions, Premise.of(assumptions));
    }

    /**
     * As {@link #prove(Expr, List, Map)}, with the assumptions also given as the user wrote them
     * (their conjunction is the same), so that contradictory assumptions are named by text and place.
     */
    public Verdict prove(Expr property, List<Expr> assumptions, Map<String, Object> definitions, List<Premise> premises) {
        checkThread();
        solver.startProperty();
        VacuityKey key = VacuityKey.of(premises, definitions);
        Vacuity.Answer satisfiable = key == null ? Vacuity.check(this, premises, definitions, options.timeoutMs())
                : vacuity.computeIfAbsent(key, k -> Vacuity.check(this, premises, definitions, options.timeoutMs()));
        if (!satisfiable.satisfiable()) {
            return Verdict.unknown(satisfiable.undecided());
        }
        Verdict proved = proveSatisfiable(property, assumptions, definitions);
        if (proved.kind() == Verdict.Kind.BOUNDED) {
            return Vacuity.boundedDomain(this, premises, definitions, options.timeoutMs(), proved, options.bound());
        }
        return proved.isProved() ? proved.withSatisfiedBy(satisfiable.witness()) : proved;
    }

    private Verdict proveSatisfiable(Expr property, List<Expr> assumptions, Map<String, Object> definitions) {
        List<Cond> given = translateAssumptions(assumptions, definitions);
        List<CaseFailures.Failure> failures = new ArrayList<>();
        Verdict v;
        try {
            v = proveCases(property, assumptions, given, definitions, new ArrayList<>(), 0, failures);
        } catch (Z3Exception e) {
            return Verdict.unknown("the solver failed: " + e.getMessage());
        }
        if (!failures.isEmpty()) {
            throw CaseFailures.missingAssumption(failures);
        }
        return v;
    }

    /**
     * The proof's solver queries as self-contained SMT-LIB2 scripts: declarations, the assumptions,
     * the negated property ("a counterexample exists") and {@code (check-sat)}. Each is expected to be
     * {@code unsat} when the property holds. Branch decisions made during evaluation are included.
     */
    public List<String> smtlib(Expr property, List<Expr> assumptions, Map<String, Object> definitions) {
        checkThread();
        Vacuity.check(this, Premise.of(assumptions), definitions, options.timeoutMs());
        List<Cond> given = translateAssumptions(assumptions, definitions);
        List<String> out = new ArrayList<>();
        List<CaseFailures.Failure> failures = new ArrayList<>();
        exportCases(property, assumptions, given, definitions, new ArrayList<>(), 0, out, failures);
        if (!failures.isEmpty()) {
            throw CaseFailures.missingAssumption(failures);
        }
        return out;
    }

    /** One case of a symbolic evaluation: its condition ("" when there was no split) and value or error. */
    public record Case(String condition, Object value, String error) { }

    /**
     * Evaluates an expression of the algebra symbolically under the assumptions, splitting into cases
     * where a branch is undecided, e.g. {@code composition((M,N):(N,1),(4,8):(1,M))} with {@code M >= 4}
     * gives {@code 4 < M: (4,8):(N,1)} and {@code 4 >= M: (4,8):(N,1)} (M = 4 there). A case whose
     * evaluation fails carries the engine's error instead of a value.
     */
    public List<Case> cases(Expr expr, List<Expr> assumptions, Map<String, Object> definitions) {
        checkThread();
        List<Cond> given = translateAssumptions(assumptions, definitions);
        List<SymbolicCases.RawCase> raw = new ArrayList<>();
        new SymbolicCases(this).evaluateCases(expr, assumptions, given, definitions, new ArrayList<>(), 0, raw);
        SymbolicCases.mergeCases(raw);
        List<Case> out = new ArrayList<>();
        for (SymbolicCases.RawCase c : raw) {
            List<String> texts = new ArrayList<>();
            for (Cond k : c.path()) {
                texts.add(k.toString());
            }
            out.add(new Case(String.join(" && ", texts), c.value(), c.error()));
        }
        return out;
    }

    private List<Cond> translateAssumptions(List<Expr> assumptions, Map<String, Object> definitions) {
        return AssumptionTranslator.translate(this, assumptions, definitions);
    }

    // ------------------------------------------------------------------ case splitting

    /**
     * The scope of a case. A case condition often pins a variable ({@code 128 >= M} with
     * {@code M % 128 == 0} leaves only M = 128); pinned variables become constants, which turns the
     * case static (enumeration) instead of leaving Z3 a nonlinear query with one solution.
     */
    Scope scopeFor(Map<String, Object> defs, List<Expr> assumptionExprs, List<Cond> given, List<Cond> path) {
        Scope scope = new Scope(this, options, defs, assumptionExprs, given, path);
        if (path.isEmpty()) {
            return scope;
        }
        Solved model = solver.solve(scope, ctx.mkTrue(), List.of(), false, false);
        if (model.status() != Status.SAT) {
            return scope;
        }
        Map<String, Long> pinned = new LinkedHashMap<>();
        for (Map.Entry<String, Long> e : model.variables().entrySet()) {
            BoolExpr other = ctx.mkNot(ctx.mkEq(scope.enc.variable(e.getKey()), ctx.mkInt(e.getValue())));
            if (solver.satisfiable(scope, other).status() == Status.UNSAT) {
                pinned.put(e.getKey(), e.getValue());
            }
        }
        return pinned.isEmpty() ? scope : new Scope(this, options, defs, assumptionExprs, given, path, pinned);
    }

    /** The goals of one case, or null when its evaluation failed (recorded in failures) or split further. */
    private List<Goal> goalsOf(Scope scope, Expr property, List<CaseFailures.Failure> failures) {
        try {
            return Goals.parse(scope, property);
        } catch (Decider.Undecided | UndefinedTerm u) {
            throw u;
        } catch (CuteError e) {
            if (scope.path.isEmpty()) {
                throw e;
            }
            Map<String, Long> example = Map.of();
            try {
                Solved s = solver.solve(scope, ctx.mkTrue(), List.of(), false, true);
                example = s.status() == Status.SAT ? onlyCaseVariables(s.variables(), scope.path) : Map.of();
            } catch (Z3Exception ignored) {
                // The message is still right without the example value.
            }
            failures.add(new CaseFailures.Failure(scope.path, e, example));
            return null;
        }
    }

    /**
     * The values of the variables the failing case's conditions name: the failure depends on those, and
     * naming every other parameter's value ({@code N = 1, P = 1, Q = 1}) reads as if it depended on them.
     */
    private static Map<String, Long> onlyCaseVariables(Map<String, Long> values, List<Cond> path) {
        Set<String> named = new HashSet<>();
        for (Cond c : path) {
            named.addAll(c.variables());
        }
        Map<String, Long> out = new LinkedHashMap<>(values);
        out.keySet().retainAll(named);
        return out.isEmpty() ? values : out;
    }

    /**
     * One case's scope and goals (null when its evaluation failed; the failure is recorded), or the
     * branch question it could not decide with the condition to split on (null when no split is
     * possible or allowed any more).
     */
    private record CaseGoals(Scope scope, List<Goal> goals, Decider.Undecided undecided, Cond split) { }

    private CaseGoals caseGoals(Expr property, Map<String, Object> defs, List<Expr> assumptionExprs, List<Cond> given,
                                List<Cond> path, int splits, List<CaseFailures.Failure> failures, boolean exporting) {
        Scope scope = scopeFor(defs, assumptionExprs, given, path);
        scope.exporting = exporting;
        try {
            return new CaseGoals(scope, goalsOf(scope, property, failures), null, null);
        } catch (Decider.Undecided u) {
            Cond c = scope.decider.conditionOf(u);
            return new CaseGoals(scope, null, u, splits >= options.maxCaseSplits() ? null : c);
        }
    }

    /** Proves one case; null when its evaluation failed (the failure is recorded). */
    private Verdict proveCases(Expr property, List<Expr> assumptionExprs, List<Cond> given, Map<String, Object> defs,
                               List<Cond> path, int splits, List<CaseFailures.Failure> failures) {
        CaseGoals one = caseGoals(property, defs, assumptionExprs, given, path, splits, failures, false);
        Scope scope = one.scope();
        List<Goal> goals = one.goals();
        if (one.undecided() != null) {
            Cond c = one.split();
            if (c == null) {
                return Verdict.unknown(one.undecided().getMessage() + " (too many case splits; add an assumption)");
            }
            Verdict yes = proveCases(property, assumptionExprs, given, defs, plus(path, c), splits + 1, failures);
            Verdict no = proveCases(property, assumptionExprs, given, defs, plus(path, Cond.not(c)), splits + 1, failures);
            if (yes == null || no == null) {
                return yes == null ? no : yes;
            }
            return combine(c, yes, no);
        }
        if (goals == null) {
            return null;
        }
        if (scope.decider.shapeUndecided() != null) {
            return Verdict.unknown(scope.decider.shapeUndecided());
        }
        String undefined = Definedness.check(scope, scope.decider.uncheckedResults());
        if (undefined != null) {
            return Verdict.unknown(undefined);
        }
        // enumerationLimit 0 forces the solver path (tests cross-check it against this one).
        Verdict first = options.enumerationLimit() == 0 || !BoundedInstances.someVariableBounded(scope) ? null : new BoundedInstances(this).allAllowedFirst(scope, property, defs, assumptionExprs, given, path,
                goals, FIRST_ENUMERATION_LIMIT);
        if (first != null) {
            return first.isProved() ? first.withWarnings(checks.warnings(scope, goals)) : first;
        }
        Verdict v = checks.proveGoals(scope, goals);
        if (v.kind() == Verdict.Kind.UNKNOWN) {
            Verdict finite = new BoundedInstances(this).allAllowed(scope, property, defs, assumptionExprs, given, path);
            if (finite != null) {
                return finite;
            }
        }
        if (v.kind() == Verdict.Kind.UNKNOWN && options.bound() != null) {
            Verdict enumerated = new BoundedInstances(this).instances(scope, property, defs, assumptionExprs, given, path);
            if (enumerated != null) {
                return enumerated;
            }
        }
        return v;
    }

    private void exportCases(Expr property, List<Expr> assumptionExprs, List<Cond> given, Map<String, Object> defs,
                             List<Cond> path, int splits, List<String> out, List<CaseFailures.Failure> failures) {
        CaseGoals one = caseGoals(property, defs, assumptionExprs, given, path, splits, failures, true);
        Scope scope = one.scope();
        List<Goal> goals = one.goals();
        if (one.undecided() != null) {
            Cond c = one.split();
            if (c == null) {
                throw one.undecided();
            }
            exportCases(property, assumptionExprs, given, defs, plus(path, c), splits + 1, out, failures);
            exportCases(property, assumptionExprs, given, defs, plus(path, Cond.not(c)), splits + 1, out, failures);
            return;
        }
        if (goals == null) {
            return;
        }
        List<String> checks = new ArrayList<>();
        for (Goal g : goals) {
            for (Check c : g.checks()) {
                Check.Encoded e = c.encode(scope);
                checks.add(script(g.text() + " " + c.description(), solver.formula(scope, e.counterexample())));
            }
        }
        // Lemmas (branch decisions, bound lemmas found while encoding) come first: the checks rely on them.
        for (Scope.Query q : scope.lemmas) {
            out.add(script(q.description(), q.formula()));
        }
        out.addAll(checks);
    }

    private String script(String description, BoolExpr formula) {
        String text = SmtLibText.benchmark(description, formula);
        return "; cute-prover obligation: " + description.replace('\n', ' ') + "\n"
                + "; expected: unsat (no counterexample exists)\n" + text;
    }

    static List<Cond> plus(List<Cond> path, Cond c) {
        List<Cond> out = new ArrayList<>(path);
        out.add(c);
        return out;
    }

    private Verdict combine(Cond c, Verdict yes, Verdict no) {
        String cy = "case " + c;
        String cn = "case " + Cond.not(c);
        if (yes.kind() == Verdict.Kind.REFUTED) {
            return yes.withNotes(List.of(cy));
        }
        if (no.kind() == Verdict.Kind.REFUTED) {
            return no.withNotes(List.of(cn));
        }
        if (yes.kind() == Verdict.Kind.UNKNOWN) {
            return Verdict.unknown(cy + ": " + yes.headline().substring("UNKNOWN: ".length()));
        }
        if (no.kind() == Verdict.Kind.UNKNOWN) {
            return Verdict.unknown(cn + ": " + no.headline().substring("UNKNOWN: ".length()));
        }
        List<String> notes = new ArrayList<>();
        notes.add(cy + ": " + yes.headline());
        yes.notes().forEach(n -> notes.add("  " + n));
        notes.add(cn + ": " + no.headline());
        no.notes().forEach(n -> notes.add("  " + n));
        // Vacuous overall only where vacuous in every case; about static sizes, or a broken documented
        // post-condition, where so in some case.
        List<String> warnings = new ArrayList<>(yes.warnings());
        warnings.retainAll(no.warnings());
        for (String w : concat(yes.warnings(), no.warnings())) {
            if ((StaticOnlyWarnings.isStaticOnly(w) || cuteprover.layout.BrokenPostcondition.isMessage(w)) && !warnings.contains(w)) {
                warnings.add(w);
            }
        }
        if (yes.kind() == Verdict.Kind.PROVED && no.kind() == Verdict.Kind.PROVED) {
            return Verdict.proved().withNotes(notes).withWarnings(warnings);
        }
        java.util.Set<String> vars = new java.util.TreeSet<>(yes.boundedVariables());
        vars.addAll(no.boundedVariables());
        return Verdict.boundedUpTo(options.bound(), vars, notes).withWarnings(warnings);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    public static String describe(Map<String, Long> values) {
        List<String> parts = new ArrayList<>();
        new TreeMap<>(values).forEach((k, v) -> parts.add(k + " = " + v));
        return String.join(", ", parts);
    }

}
