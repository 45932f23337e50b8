package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.IntSort;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Z3Exception;
import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 */
public final class ProofSession implements AutoCloseable {

    enum Status { SAT, UNSAT, UNKNOWN }

    /** A solver answer with the model values read off (variables by name, then the requested coordinates). */
    record Solved(Status status, String reason, Map<String, Long> variables, List<Long> coordinates, BoolExpr formula) { }

    private static final long MINIMIZE_STEP_MS = 300;
    private static final long MINIMIZE_BUDGET_MS = 3_000;

    private final ProverOptions options;
    private final Context ctx;
    private final Solver simple;
    private final Solver full;
    private final Thread owner;

    public ProofSession(ProverOptions options) {
        this.options = options;
        this.owner = Thread.currentThread();
        try {
            this.ctx = new Context();
        } catch (UnsatisfiedLinkError | ExceptionInInitializerError | NoClassDefFoundError | Z3Exception e) {
            throw new CuteError("could not load the Z3 solver library (" + e.getMessage() + "); the prover needs it");
        }
        this.simple = ctx.mkSimpleSolver();
        this.full = ctx.mkSolver();
    }

    public ProverOptions options() {
        return options;
    }

    Context context() {
        return ctx;
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
        Vacuity.Answer satisfiable = Vacuity.check(ctx, premises, definitions, options.timeoutMs());
        if (!satisfiable.satisfiable()) {
            return Verdict.unknown(satisfiable.undecided());
        }
        Verdict proved = proveSatisfiable(property, assumptions, definitions);
        return proved.isProved() ? proved.withSatisfiedBy(satisfiable.witness()) : proved;
    }

    private Verdict proveSatisfiable(Expr property, List<Expr> assumptions, Map<String, Object> definitions) {
        List<Cond> given = translateAssumptions(assumptions, definitions);
        List<Failure> failures = new ArrayList<>();
        Verdict v;
        try {
            v = proveCases(property, assumptions, given, definitions, new ArrayList<>(), 0, failures);
        } catch (Z3Exception e) {
            return Verdict.unknown("the solver failed: " + e.getMessage());
        }
        if (!failures.isEmpty()) {
            throw new CuteError(missingAssumption(failures));
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
        Vacuity.check(ctx, Premise.of(assumptions), definitions, options.timeoutMs());
        List<Cond> given = translateAssumptions(assumptions, definitions);
        List<String> out = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        exportCases(property, assumptions, given, definitions, new ArrayList<>(), 0, out, failures);
        if (!failures.isEmpty()) {
            throw new CuteError(missingAssumption(failures));
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
        List<RawCase> raw = new ArrayList<>();
        evaluateCases(expr, assumptions, given, definitions, new ArrayList<>(), 0, raw);
        mergeCases(raw);
        List<Case> out = new ArrayList<>();
        for (RawCase c : raw) {
            List<String> texts = new ArrayList<>();
            for (Cond k : c.path()) {
                texts.add(k.toString());
            }
            out.add(new Case(String.join(" && ", texts), c.value(), c.error()));
        }
        return out;
    }

    private record RawCase(List<Cond> path, Map<String, SymInt> pinned, Object value, String error) {
        String text() {
            return value != null ? cuteprover.expr.Values.format(value) : "error: " + error;
        }
    }

    private void evaluateCases(Expr expr, List<Expr> assumptionExprs, List<Cond> given, Map<String, Object> defs,
                               List<Cond> path, int splits, List<RawCase> out) {
        Scope scope = scopeFor(defs, assumptionExprs, given, path);
        Map<String, SymInt> pinned = pinnedConstants(scope);
        try {
            Object v = scope.evaluator.evaluate(expr);
            out.add(new RawCase(path, pinned, Instances.substitute(v, pinned), null));
        } catch (Decider.Undecided u) {
            Cond c = scope.decider.conditionOf(u);
            if (c == null || splits >= options.maxCaseSplits()) {
                out.add(new RawCase(path, pinned, null, u.getMessage()));
                return;
            }
            evaluateCases(expr, assumptionExprs, given, defs, plus(path, c), splits + 1, out);
            evaluateCases(expr, assumptionExprs, given, defs, plus(path, Cond.not(c)), splits + 1, out);
        } catch (CuteError e) {
            out.add(new RawCase(path, pinned, null, e.getMessage()));
        }
    }

    /**
     * Merges two cases that differ only in one split condition when their results agree: printed
     * equally, or the one case's result is the other's at the values that case pins ({@code (4,8):(N,1)}
     * covers the case {@code N == 1}, where it is {@code (4,8):(1,1)}).
     */
    private static void mergeCases(List<RawCase> cases) {
        boolean merged = true;
        while (merged) {
            merged = false;
            outer:
            for (int i = 0; i < cases.size(); i++) {
                for (int j = i + 1; j < cases.size(); j++) {
                    RawCase p = cases.get(i);
                    RawCase q = cases.get(j);
                    int k = onlyDifference(p.path(), q.path());
                    if (k < 0) {
                        continue;
                    }
                    RawCase keep = null;
                    if (p.text().equals(q.text())) {
                        keep = p;
                    } else if (q.value() != null && p.value() != null
                            && cuteprover.expr.Values.format(Instances.substitute(q.value(), p.pinned())).equals(p.text())) {
                        keep = q;
                    } else if (q.value() != null && p.value() != null
                            && cuteprover.expr.Values.format(Instances.substitute(p.value(), q.pinned())).equals(q.text())) {
                        keep = p;
                    }
                    if (keep != null) {
                        List<Cond> path = new ArrayList<>(p.path());
                        path.remove(k);
                        Map<String, SymInt> pins = new LinkedHashMap<>(p.pinned());
                        pins.keySet().retainAll(q.pinned().keySet());
                        cases.set(i, new RawCase(path, pins, keep.value(), keep.error()));
                        cases.remove(j);
                        merged = true;
                        break outer;
                    }
                }
            }
        }
    }

    /** The variables a case pins to one value (shown as constants in that case's value). */
    private static Map<String, SymInt> pinnedConstants(Scope scope) {
        Map<String, SymInt> out = new LinkedHashMap<>();
        scope.assumptions.substitution().forEach((k, v) -> {
            if (v.isConst()) {
                out.put(k, v);
            }
        });
        return out;
    }

    private static List<Cond> translateAssumptions(List<Expr> assumptions, Map<String, Object> definitions) {
        CondTranslator t = new CondTranslator(new Evaluator(Decider.CONCRETE, true, definitions));
        List<Cond> out = new ArrayList<>();
        for (Expr a : assumptions) {
            out.add(t.translate(a));
        }
        return out;
    }

    // ------------------------------------------------------------------ case splitting

    /** Most instances the bounded fallback enumerates. */
    private static final long MAX_INSTANCES = 1L << 16;

    /**
     * The last resort of {@code --bound B}: every assignment of the variables in [lower bound, B] that
     * satisfies the assumptions is a static instance, decided by enumeration on the concrete engine.
     * Returns null when that is not possible (too many instances, a variable without a constant lower
     * bound, an instance too large to enumerate).
     */
    private Verdict instances(Scope scope, Expr property, Map<String, Object> defs, List<Expr> assumptionExprs,
                              List<Cond> given, List<Cond> path) {
        List<String> names = new ArrayList<>(new java.util.TreeSet<>(scope.enc.originalVariables()));
        long[] lo = new long[names.size()];
        long count = 1;
        for (int i = 0; i < names.size(); i++) {
            Long low = scope.assumptions.hasLowerBound(names.get(i)) ? constantLowerBound(scope, names.get(i)) : Long.valueOf(1);
            if (low == null || low > options.bound()) {
                return null;
            }
            lo[i] = low;
            count = Math.multiplyExact(count, options.bound() - low + 1);
            if (count > MAX_INSTANCES) {
                return null;
            }
        }
        long[] at = lo.clone();
        for (long k = 0; k < count; k++) {
            Map<String, Long> env = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                env.put(names.get(i), at[i]);
            }
            boolean allowed;
            try {
                allowed = scope.assumptions.conditions().stream().allMatch(c -> c.holds(env));
            } catch (ArithmeticException e) {
                allowed = false;
            }
            if (allowed) {
                Verdict v = instance(property, defs, assumptionExprs, given, path, env);
                if (v == null || v.kind() == Verdict.Kind.REFUTED) {
                    return v;
                }
            }
            for (int i = 0; i < at.length; i++) {
                if (++at[i] <= options.bound()) {
                    break;
                }
                at[i] = lo[i];
            }
        }
        return Verdict.boundedUpTo(options.bound(), names,
                List.of("every one of the " + count + " assignments up to " + options.bound() + " decided by enumeration"));
    }

    /** One static instance: PROVED, REFUTED (re-checked), or null when it cannot be enumerated. */
    private Verdict instance(Expr property, Map<String, Object> defs, List<Expr> assumptionExprs, List<Cond> given,
                             List<Cond> path, Map<String, Long> env) {
        Scope one = new Scope(this, options, defs, assumptionExprs, given, path, env);
        List<Goal> goals;
        try {
            goals = Goals.parse(one, property);
        } catch (CuteError e) {
            return null;
        }
        for (Goal g : goals) {
            for (Check c : g.checks()) {
                Check.Enumerated en;
                try {
                    en = c.enumerate(one);
                } catch (CuteError | ArithmeticException e) {
                    return null;
                }
                if (!en.applicable()) {
                    return null;
                }
                if (en.witness() != null) {
                    Verdict v = refute(one, c, env, en.witness());
                    return v.kind() == Verdict.Kind.REFUTED ? v : null;
                }
            }
        }
        return Verdict.proved();
    }

    /** The largest constant lower bound the assumptions give a variable syntactically, or null. */
    private static Long constantLowerBound(Scope scope, String v) {
        Long best = null;
        for (Cond c : scope.assumptions.conditions()) {
            Long low = null;
            if (c instanceof Cond.Cmp cmp) {
                String l = SymForms.variable(cmp.left());
                String r = SymForms.variable(cmp.right());
                if (v.equals(l) && cmp.right().isConst()) {
                    low = switch (cmp.op()) {
                        case ">=", "==" -> cmp.right().value();
                        case ">" -> cmp.right().value() + 1;
                        default -> null;
                    };
                } else if (v.equals(r) && cmp.left().isConst()) {
                    low = switch (cmp.op()) {
                        case "<=", "==" -> cmp.left().value();
                        case "<" -> cmp.left().value() + 1;
                        default -> null;
                    };
                }
            } else if (c instanceof Cond.In in && v.equals(SymForms.variable(in.value()))
                    && in.members().stream().allMatch(SymInt::isConst)) {
                low = in.members().stream().mapToLong(SymInt::value).min().orElse(0);
            }
            if (low != null && (best == null || low > best)) {
                best = low;
            }
        }
        return best;
    }

    /**
     * The scope of a case. A case condition often pins a variable ({@code 128 >= M} with
     * {@code M % 128 == 0} leaves only M = 128); pinned variables become constants, which turns the
     * case static (enumeration) instead of leaving Z3 a nonlinear query with one solution.
     */
    private Scope scopeFor(Map<String, Object> defs, List<Expr> assumptionExprs, List<Cond> given, List<Cond> path) {
        Scope scope = new Scope(this, options, defs, assumptionExprs, given, path);
        if (path.isEmpty()) {
            return scope;
        }
        Solved model = solve(scope, ctx.mkTrue(), List.of(), false, false);
        if (model.status() != Status.SAT) {
            return scope;
        }
        Map<String, Long> pinned = new LinkedHashMap<>();
        for (Map.Entry<String, Long> e : model.variables().entrySet()) {
            BoolExpr other = ctx.mkNot(ctx.mkEq(scope.enc.variable(e.getKey()), ctx.mkInt(e.getValue())));
            if (solve(scope, other, List.of(), false, false).status() == Status.UNSAT) {
                pinned.put(e.getKey(), e.getValue());
            }
        }
        return pinned.isEmpty() ? scope : new Scope(this, options, defs, assumptionExprs, given, path, pinned);
    }

    /** A case of a split in which evaluating the property failed, with a value of the case. */
    private record Failure(List<Cond> path, CuteError error, Map<String, Long> example) { }

    /** The goals of one case, or null when its evaluation failed (recorded in failures) or split further. */
    private List<Goal> goalsOf(Scope scope, Expr property, List<Failure> failures) {
        try {
            return Goals.parse(scope, property);
        } catch (Decider.Undecided | ShapeValidity.InvalidShape u) {
            throw u;
        } catch (CuteError e) {
            if (scope.path.isEmpty()) {
                throw e;
            }
            Map<String, Long> example = Map.of();
            try {
                Solved s = solve(scope, ctx.mkTrue(), List.of(), false, true);
                example = s.status() == Status.SAT ? s.variables() : Map.of();
            } catch (Z3Exception ignored) {
                // The message is still right without the example value.
            }
            failures.add(new Failure(scope.path, e, example));
            return null;
        }
    }

    /** Proves one case; null when its evaluation failed (the failure is recorded). */
    private Verdict proveCases(Expr property, List<Expr> assumptionExprs, List<Cond> given, Map<String, Object> defs,
                               List<Cond> path, int splits, List<Failure> failures) {
        Scope scope = scopeFor(defs, assumptionExprs, given, path);
        List<Goal> goals;
        try {
            goals = goalsOf(scope, property, failures);
        } catch (Decider.Undecided u) {
            Cond c = scope.decider.conditionOf(u);
            if (c == null || splits >= options.maxCaseSplits()) {
                return Verdict.unknown(u.getMessage() + " (too many case splits; add an assumption)");
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
        Verdict v = proveGoals(scope, goals);
        if (v.kind() == Verdict.Kind.UNKNOWN && options.bound() != null) {
            Verdict enumerated = instances(scope, property, defs, assumptionExprs, given, path);
            if (enumerated != null) {
                return enumerated;
            }
        }
        return v;
    }

    private void exportCases(Expr property, List<Expr> assumptionExprs, List<Cond> given, Map<String, Object> defs,
                             List<Cond> path, int splits, List<String> out, List<Failure> failures) {
        Scope scope = scopeFor(defs, assumptionExprs, given, path);
        scope.exporting = true;
        List<Goal> goals;
        try {
            goals = goalsOf(scope, property, failures);
        } catch (Decider.Undecided u) {
            Cond c = scope.decider.conditionOf(u);
            if (c == null || splits >= options.maxCaseSplits()) {
                throw u;
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
                checks.add(script(g.text() + " " + c.description(), conjunction(scope, e.counterexample(), false)));
            }
        }
        // Lemmas (branch decisions, bound lemmas found while encoding) come first: the checks rely on them.
        for (Scope.Query q : scope.lemmas) {
            out.add(script(q.description(), q.formula()));
        }
        out.addAll(checks);
    }

    private String script(String description, BoolExpr formula) {
        String text = ctx.benchmarkToSMTString(description.replace('\n', ' '), Logic.of(formula), "unknown", "",
                new BoolExpr[0], formula);
        return "; cute-prover obligation: " + description.replace('\n', ' ') + "\n"
                + "; expected: unsat (no counterexample exists)\n" + text;
    }

    private static List<Cond> plus(List<Cond> path, Cond c) {
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
        // Vacuous overall only where vacuous in every case.
        List<String> warnings = new ArrayList<>(yes.warnings());
        warnings.retainAll(no.warnings());
        if (yes.kind() == Verdict.Kind.PROVED && no.kind() == Verdict.Kind.PROVED) {
            return Verdict.proved().withNotes(notes).withWarnings(warnings);
        }
        java.util.Set<String> vars = new java.util.TreeSet<>(yes.boundedVariables());
        vars.addAll(no.boundedVariables());
        return Verdict.boundedUpTo(options.bound(), vars, notes).withWarnings(warnings);
    }

    /**
     * Evaluation failed in some cases of a split: name what the assumptions must add and a value where
     * it fails, e.g. {@code composition needs M % 8 == 0 or 8 % M == 0; fails for M = 3 (<the engine's reason>)}.
     * Failed cases that differ only in the last split condition are merged first, so that conditions
     * on which the failure does not depend drop out.
     */
    private static String missingAssumption(List<Failure> failures) {
        List<List<Cond>> paths = new ArrayList<>();
        for (Failure f : failures) {
            paths.add(f.path());
        }
        boolean merged = true;
        while (merged) {
            merged = false;
            outer:
            for (int i = 0; i < paths.size(); i++) {
                for (int j = i + 1; j < paths.size(); j++) {
                    List<Cond> p = paths.get(i);
                    List<Cond> q = paths.get(j);
                    int k = onlyDifference(p, q);
                    if (k >= 0) {
                        // (A && c && B) || (A && !c && B) == A && B
                        List<Cond> m = new ArrayList<>(p);
                        m.remove(k);
                        paths.set(i, m);
                        paths.remove(j);
                        merged = true;
                        break outer;
                    }
                }
            }
        }
        Failure first = failures.get(0);
        String message = first.error().getMessage();
        java.util.regex.Matcher op = java.util.regex.Pattern.compile("^([A-Za-z_][A-Za-z_0-9]*) ").matcher(message);
        StringBuilder sb = new StringBuilder(op.find() ? op.group(1) : "the property");
        List<String> needs = new ArrayList<>();
        for (List<Cond> p : paths) {
            List<String> alternatives = new ArrayList<>();
            for (Cond c : p) {
                alternatives.add(Cond.not(c).toString());
            }
            if (!alternatives.isEmpty()) {
                needs.add(paths.size() > 1 && alternatives.size() > 1 ? "(" + String.join(" or ", alternatives) + ")"
                        : String.join(" or ", alternatives));
            }
        }
        if (needs.isEmpty()) {
            sb.append(" fails for every value the assumptions allow");
        } else {
            sb.append(" needs ").append(String.join(" and ", needs));
        }
        if (!first.example().isEmpty()) {
            sb.append("; fails for ").append(describe(first.example()));
        }
        return sb.append(" (").append(message).append(")").toString();
    }

    /** The one position where p and q hold opposite conditions and agree elsewhere, else -1. */
    private static int onlyDifference(List<Cond> p, List<Cond> q) {
        if (p.size() != q.size()) {
            return -1;
        }
        int at = -1;
        for (int i = 0; i < p.size(); i++) {
            if (!p.get(i).equals(q.get(i))) {
                if (at >= 0 || !Cond.not(p.get(i)).equals(q.get(i))) {
                    return -1;
                }
                at = i;
            }
        }
        return at;
    }

    public static String describe(Map<String, Long> values) {
        List<String> parts = new ArrayList<>();
        new TreeMap<>(values).forEach((k, v) -> parts.add(k + " = " + v));
        return String.join(", ", parts);
    }

    // ------------------------------------------------------------------ goals and checks

    private Verdict proveGoals(Scope scope, List<Goal> goals) {
        List<String> notes = new ArrayList<>();
        String unknown = null;
        boolean bounded = false;
        java.util.Set<String> boundedVariables = new java.util.TreeSet<>();
        for (Goal g : goals) {
            if (g.certificate() != null && g.certificate().getAsBoolean()) {
                notes.add(g.text() + ": " + g.certificateName());
                continue;
            }
            for (Check c : g.checks()) {
                Verdict v = runCheck(scope, c);
                if (v.kind() == Verdict.Kind.REFUTED) {
                    return v.withNotes(notes);
                }
                if (v.kind() == Verdict.Kind.UNKNOWN && unknown == null) {
                    unknown = v.headline().substring("UNKNOWN: ".length());
                }
                bounded |= v.kind() == Verdict.Kind.BOUNDED;
                boundedVariables.addAll(v.boundedVariables());
                notes.addAll(v.notes());
            }
        }
        if (unknown != null) {
            return Verdict.unknown(unknown);
        }
        List<String> warnings = new ArrayList<>();
        for (Goal g : goals) {
            for (Check c : g.checks()) {
                if (c instanceof PredicateCheck p) {
                    warnings.addAll(p.vacuityWarnings(scope));
                }
            }
        }
        if (!scope.enc.originalVariables().isEmpty() && solve(scope, ctx.mkTrue(), List.of(), false, false).status() == Status.UNSAT) {
            notes.add("vacuous: the assumptions are contradictory");
        }
        return (bounded ? Verdict.boundedUpTo(options.bound(), boundedVariables, notes) : Verdict.proved().withNotes(notes))
                .withWarnings(warnings);
    }

    Verdict runCheck(Scope scope, Check check) {
        Check.Enumerated en;
        try {
            en = check.enumerate(scope);
        } catch (CuteError | ArithmeticException e) {
            en = Check.Enumerated.NOT_APPLICABLE;
        }
        if (en.applicable()) {
            if (en.witness() == null) {
                return Verdict.proved().withNotes(List.of(check.description() + ": by enumeration"));
            }
            return refuteStatic(scope, check, en.witness());
        }
        Check.Encoded e;
        try {
            e = check.encode(scope);
        } catch (Check.NotEncodable ne) {
            return Verdict.unknown(ne.getMessage());
        }
        Solved s = solve(scope, e.counterexample(), e.coordinates(), false, options.minimize());
        if (s.status() == Status.UNSAT) {
            return Verdict.proved().withNotes(List.of(check.description() + ": by Z3"));
        }
        if (s.status() == Status.SAT) {
            return Counterexamples.confirmed(this, scope, check, e, s);
        }
        String reason = check.description() + ": " + s.reason();
        if (options.bound() != null) {
            Solved b = solve(scope, e.counterexample(), e.coordinates(), true, options.minimize());
            if (b.status() == Status.UNSAT) {
                return Verdict.boundedUpTo(options.bound(), scope.enc.originalVariables(),
                        List.of(check.description() + ": for variables up to " + options.bound()));
            }
            if (b.status() == Status.SAT) {
                return refute(scope, check, b.variables(), b.coordinates());
            }
            reason += "; bounded by " + options.bound() + ": " + b.reason();
        }
        return Verdict.unknown(reason);
    }

    /** A witness found by enumeration: the variables (if any) come from a model of the assumptions. */
    private Verdict refuteStatic(Scope scope, Check check, List<Long> witness) {
        Check.Encoded e = check.encode(scope);
        // Encoding the assumptions registers their variables, which need values for the re-check
        // even when the property itself is static.
        scope.base();
        Map<String, Long> vars = Map.of();
        if (!scope.enc.originalVariables().isEmpty()) {
            List<BoolExpr> fix = new ArrayList<>();
            fix.add(e.counterexample());
            for (int i = 0; i < witness.size(); i++) {
                fix.add(ctx.mkEq(e.coordinates().get(i), ctx.mkInt(witness.get(i))));
            }
            Solved s = solve(scope, ctx.mkAnd(fix.toArray(new BoolExpr[0])), List.of(), false, options.minimize());
            if (s.status() == Status.UNSAT) {
                return Verdict.proved().withNotes(List.of("vacuous: the assumptions are contradictory"));
            }
            if (s.status() != Status.SAT) {
                return Verdict.unknown("enumeration found a counterexample but the solver could not find values of "
                        + String.join(", ", scope.enc.originalVariables()) + " (" + s.reason() + ")");
            }
            vars = s.variables();
        }
        return refute(scope, check, vars, witness);
    }

    /** Re-checks a counterexample on the concrete engine; only a confirmed one becomes REFUTED. */
    Verdict refute(Scope scope, Check check, Map<String, Long> vars, List<Long> coords) {
        Check.Outcome o;
        try {
            World w = new World(scope.definitions, vars);
            for (Expr a : scope.assumptionExprs) {
                if (!w.holds(a)) {
                    return bug(check, vars, coords, "it violates an assumption");
                }
            }
            for (Cond c : scope.path) {
                if (!c.holds(vars)) {
                    return bug(check, vars, coords, "it violates the case condition " + c);
                }
            }
            o = check.recheck(w, coords);
        } catch (CuteError | ArithmeticException | IllegalArgumentException e) {
            o = Counterexamples.isOverflow(e) ? Counterexamples.exactRecheck(scope, check, vars, coords) : null;
            if (o == null) {
                return bug(check, vars, coords, "the concrete engine rejected it (" + e.getMessage() + ")");
            }
        }
        if (!o.violated()) {
            return bug(check, vars, coords, "the concrete engine does not confirm it");
        }
        Map<String, Long> witness = new LinkedHashMap<>(new TreeMap<>(vars));
        List<String> names = check.coordinateNames();
        coords = check.normalize(coords);
        for (int i = 0; i < names.size(); i++) {
            witness.put(names.get(i), coords.get(i));
        }
        return Verdict.refuted(witness, o.lhs(), o.rhs(), List.of("violated: " + check.description()));
    }

    /** A solver witness the concrete engine does not confirm: never REFUTED (the caller may exclude it and ask again). */
    static Verdict bug(Check check, Map<String, Long> vars, List<Long> coords, String why) {
        return Verdict.unknown(Counterexamples.UNCONFIRMED + (vars.isEmpty() ? "" : describe(vars) + " ") + coords
                + " for '" + check.description() + "' is not confirmed by the concrete re-check: " + why);
    }

    // ------------------------------------------------------------------ solving

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

    /**
     * Decides "assumptions ∧ query" on the portfolio. On SAT the values of the original variables and
     * the given coordinate terms are read from the model (minimised if asked).
     */
    Solved solve(Scope scope, BoolExpr query, List<ArithExpr<IntSort>> coords, boolean bounded, boolean minimize) {
        checkThread();
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
        long firstSlice = Math.min(options.timeoutMs(), Math.max(250, options.timeoutMs() / 4));
        simple.push();
        try {
            simple.add(formula);
            Status st = check(simple, firstSlice);
            if (st == Status.UNSAT) {
                return new Solved(st, "", Map.of(), List.of(), formula);
            }
            if (st == Status.SAT) {
                return satisfied(simple, formula, names, vars, coords, minimize);
            }
            String simpleReason = simple.getReasonUnknown();
            long left = options.timeoutMs() - (System.nanoTime() - start) / 1_000_000;
            if (left <= 0) {
                return new Solved(Status.UNKNOWN, reason(simpleReason), Map.of(), List.of(), formula);
            }
            full.reset();
            full.add(formula);
            Status fst = check(full, left);
            if (fst == Status.UNSAT) {
                return new Solved(fst, "", Map.of(), List.of(), formula);
            }
            if (fst == Status.SAT) {
                Solved first = read(full.getModel(), formula, names, vars, coords);
                return minimize && first.status() == Status.SAT ? minimized(simple, first, vars, coords) : first;
            }
            return new Solved(Status.UNKNOWN, reason(full.getReasonUnknown()), Map.of(), List.of(), formula);
        } finally {
            simple.pop();
        }
    }

    private String reason(String z3) {
        if (z3 == null) {
            return "the solver gave up";
        }
        if (z3.contains("timeout") || z3.contains("canceled")) {
            return "timeout after " + options.timeoutMs() + " ms";
        }
        if (z3.contains("resource")) {
            return "resource limit " + options.rlimit() + " exceeded";
        }
        return "the solver gave up (" + z3 + ")";
    }

    private Status check(Solver s, long ms) {
        Params p = ctx.mkParams();
        p.add("timeout", (int) Math.max(1, Math.min(ms, Integer.MAX_VALUE)));
        if (options.rlimit() > 0) {
            p.add("rlimit", (int) Math.min(options.rlimit(), Integer.MAX_VALUE));
        }
        s.setParameters(p);
        return switch (s.check()) {
            case SATISFIABLE -> Status.SAT;
            case UNSATISFIABLE -> Status.UNSAT;
            default -> Status.UNKNOWN;
        };
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
        long deadline = System.nanoTime() + Math.min(MINIMIZE_BUDGET_MS, 2 * options.timeoutMs()) * 1_000_000;
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
        for (int step = 0; lo < hi && step < 64 && System.nanoTime() < deadline; step++) {
            long mid = lo + (hi - lo) / 2;
            s.push();
            try {
                s.add(ctx.mkLe(objective, ctx.mkInt(mid)));
                Status st = check(s, MINIMIZE_STEP_MS);
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
