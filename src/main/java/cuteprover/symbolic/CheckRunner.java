package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.symbolic.SolverPortfolio.Solved;
import cuteprover.symbolic.SolverPortfolio.Status;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The goals of one case, checked: a goal's solver-free certificate first, then each check by
 * enumeration (static and small) or by a "counterexample exists" query; a counterexample becomes
 * REFUTED only after the concrete engine re-checks it, else UNKNOWN naming why.
 */
final class CheckRunner {

    private final ProverOptions options;
    private final Context ctx;

    CheckRunner(ProverOptions options, Context ctx) {
        this.options = options;
        this.ctx = ctx;
    }

    Verdict proveGoals(Scope scope, List<Goal> goals) {
        List<String> notes = new ArrayList<>();
        String unknown = null;
        boolean bounded = false;
        java.util.Set<String> boundedVariables = new java.util.TreeSet<>();
        for (Goal g : goals) {
            if (options.certificates() && g.certificate() != null && g.certificate().getAsBoolean()) {
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
        List<String> warnings = warnings(scope, goals);
        if (!scope.enc.originalVariables().isEmpty() && scope.solver.satisfiable(scope, ctx.mkTrue()).status() == Status.UNSAT) {
            notes.add("vacuous: the assumptions are contradictory");
        }
        return (bounded ? Verdict.boundedUpTo(options.bound(), boundedVariables, notes) : Verdict.proved().withNotes(notes))
                .withWarnings(warnings);
    }

    /**
     * A forall whose range can be empty for some allowed values holds there vacuously: said as a warning.
     * So is a term whose CuTe run-time path differs ({@link StaticOnlyWarnings}): the proof is about CuTe's static instances;
     * and a term that breaks a post-condition CuTe documents ({@link cuteprover.layout.BrokenPostcondition}).
     */
    List<String> warnings(Scope scope, List<Goal> goals) {
        List<String> warnings = new ArrayList<>(StaticOnlyWarnings.of(scope.decider.uncheckedResults(), scope.decider.runTimeDifferences()));
        scope.decider.brokenPostconditions().stream().map(cuteprover.layout.BrokenPostcondition::message).distinct()
                .forEach(warnings::add);
        for (Goal g : goals) {
            for (Check c : g.checks()) {
                if (c instanceof PredicateCheck p) {
                    warnings.addAll(p.vacuityWarnings(scope));
                }
            }
        }
        return warnings;
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
        String certificate = certificate(scope, check);
        if (certificate != null) {
            return Verdict.proved().withNotes(List.of(check.description() + ": " + certificate));
        }
        Check.Encoded e;
        try {
            e = check.encode(scope);
        } catch (Check.NotEncodable ne) {
            return Verdict.unknown(ne.getMessage());
        }
        Solved s = scope.solver.solve(scope, e.counterexample(), e.coordinates(), false, options.minimize());
        if (s.status() == Status.UNSAT) {
            return Verdict.proved().withNotes(List.of(check.description() + ": by Z3"));
        }
        if (s.status() == Status.SAT) {
            return Counterexamples.confirmed(this, scope, check, e, s);
        }
        String reason = check.description() + ": " + s.reason();
        if (options.bound() != null) {
            Solved b = scope.solver.solve(scope, e.counterexample(), e.coordinates(), true, options.minimize());
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

    /** The check's certificate where its premises are proved; null (the exact encoding decides) on any failure. */
    private String certificate(Scope scope, Check check) {
        if (!options.certificates()) {
            return null;
        }
        try {
            return check.certify(scope);
        } catch (CuteError | ArithmeticException | com.microsoft.z3.Z3Exception e) {
            return null;
        }
    }

    /** A witness found by enumeration: the variables (if any) come from a model of the assumptions. */
    private Verdict refuteStatic(Scope scope, Check check, List<Long> witness) {
        Check.Encoded e;
        try {
            e = check.encode(scope);
        } catch (Check.NotEncodable ne) {
            // Decided by enumeration only: the variables (if any) are those of any model of the assumptions.
            e = null;
        }
        // Encoding the assumptions registers their variables, which need values for the re-check
        // even when the property itself is static.
        scope.base();
        Map<String, Long> vars = Map.of();
        if (!scope.enc.originalVariables().isEmpty()) {
            List<BoolExpr> fix = new ArrayList<>();
            fix.add(e == null ? ctx.mkTrue() : e.counterexample());
            for (int i = 0; e != null && i < witness.size(); i++) {
                fix.add(ctx.mkEq(e.coordinates().get(i), ctx.mkInt(witness.get(i))));
            }
            Solved s = scope.solver.solve(scope, ctx.mkAnd(fix.toArray(new BoolExpr[0])), List.of(), false, options.minimize());
            if (s.status() == Status.UNSAT && e != null) {
                // The encoding disagrees with the enumeration at this witness. The witness is static, so
                // any model of the assumptions will do; the concrete re-check below decides, never the encoding.
                s = scope.solver.solve(scope, ctx.mkTrue(), List.of(), false, options.minimize());
            }
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
        World w = null;
        vars = completed(vars, scope.conjuncts.get(check), scope.definitions);
        try {
            w = new World(scope.definitions, vars);
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
            if (isZeroDivisor(e)) {
                throw undefinedAt(scope, check, vars, e);
            }
            o = Counterexamples.isOverflow(e) ? Counterexamples.exactRecheck(scope, check, vars, coords) : null;
            if (o == null) {
                return bug(check, vars, coords, "the concrete engine rejected it (" + e.getMessage() + ")");
            }
        }
        if (!o.violated()) {
            return bug(check, vars, coords, "the concrete engine does not confirm it");
        }
        Map<String, Long> witness = new LinkedHashMap<>(new TreeMap<>(vars));
        // The terms read the coordinates by their own names; in the verdict, a coordinate named like a
        // variable (x of injective((x,y):(1,1))) is primed, so that it does not overwrite the variable's value.
        Map<String, Long> byCoordinate = new LinkedHashMap<>(witness);
        Map<String, String> shownAs = new LinkedHashMap<>();
        List<String> names = check.coordinateNames();
        coords = check.normalize(coords);
        for (int i = 0; i < names.size(); i++) {
            String shown = names.get(i);
            while (vars.containsKey(shown)) {
                shown += "'";
            }
            shownAs.put(names.get(i), shown);
            byCoordinate.put(names.get(i), coords.get(i));
            witness.put(shown, coords.get(i));
        }
        Verdict.Evaluated e = evaluated(w, check, scope.conjuncts.get(check), byCoordinate);
        Map<String, String> coordinates = new LinkedHashMap<>();
        e.coordinates().forEach((name, at) -> coordinates.put(shownAs.getOrDefault(name, name), at));
        String violated = o.part() == null ? check.description() : check.description(o.part());
        return Verdict.refuted(witness, o.lhs(), o.rhs(), violated)
                .withEvaluated(new Verdict.Evaluated(e.conjunct(), e.subject(), e.terms(), coordinates));
    }

    /**
     * A division or modulo by zero (or ceil_div by a divisor below 1) met by the concrete engine at values that satisfy every assumption
     * and case condition: the property has no value there, which is bad input (as a term that does not
     * exist for an allowed value is), not a counterexample (the solver reads x/0 as any value) and not
     * an open question.
     */
    private static boolean isZeroDivisor(RuntimeException e) {
        String m = e.getMessage();
        return m != null && (m.startsWith("division by zero") || m.startsWith("modulo by zero") || m.startsWith("ceil_div by zero")
                || m.contains("ceil_div needs a positive divisor"));
    }

    private static UndefinedAtWitness undefinedAt(Scope scope, Check check, Map<String, Long> vars, RuntimeException e) {
        Expr conjunct = scope.conjuncts.get(check);
        String what = conjunct != null ? cuteprover.expr.ExprText.of(conjunct) : check.description();
        return new UndefinedAtWitness(what + " has no value at " + ProofSession.describe(new TreeMap<>(vars))
                + ", which the assumptions allow: " + e.getMessage() + "; add an assumption that excludes it");
    }

    /** The input error of a property with no value at a witness (see {@link Counterexamples#confirmed}: a confirmed counterexample wins). */
    static final class UndefinedAtWitness extends CuteError {
        UndefinedAtWitness(String message) {
            super(message);
        }
    }

    /**
     * The witness completed with the names the property reads that neither the model nor a definition
     * gives (local_tile's tile coordinates where only the tile's layout is compared): nothing encoded
     * constrains them, so any value will do, and the concrete re-check decides. They are given 1.
     */
    static Map<String, Long> completed(Map<String, Long> vars, Expr conjunct, Map<String, Object> definitions) {
        if (conjunct == null) {
            return vars;
        }
        Map<String, Long> out = new LinkedHashMap<>(vars);
        java.util.ArrayDeque<Expr> todo = new java.util.ArrayDeque<>(List.of(conjunct));
        java.util.Set<String> seen = new java.util.HashSet<>();
        while (!todo.isEmpty()) {
            Expr e = todo.pop();
            if (e instanceof Expr.Name n && seen.add(n.name())) {
                // a spec's deferred lets are substituted into the property before it gets here
                if (!definitions.containsKey(n.name()) && !out.containsKey(n.name())) {
                    out.put(n.name(), 1L);
                }
            } else if (e instanceof Expr.Forall f) {
                f.binders().forEach(b -> seen.add(b.name()));
                todo.push(f.body());
                f.binders().forEach(b -> {
                    todo.push(b.low());
                    todo.push(b.high());
                });
            } else {
                e.children().forEach(todo::push);
            }
        }
        return out;
    }

    /** What the re-check's world holds at the witness, for pictures and reports; none where it failed (64-bit overflow). */
    private static Verdict.Evaluated evaluated(World w, Check check, Expr conjunct, Map<String, Long> witness) {
        if (w == null) {
            return Verdict.Evaluated.NONE;
        }
        try {
            return EvaluatedTerms.of(w, conjunct, check.description(), witness);
        } catch (CuteError | ArithmeticException | IllegalArgumentException e) {
            return Verdict.Evaluated.NONE;   // the verdict stands; only its picture is lost
        }
    }

    /** A solver witness the concrete engine does not confirm: never REFUTED (the caller may exclude it and ask again). */
    static Verdict bug(Check check, Map<String, Long> vars, List<Long> coords, String why) {
        return Verdict.unknown(Counterexamples.UNCONFIRMED + (vars.isEmpty() ? "" : ProofSession.describe(vars) + " ") + coords
                + " for '" + check.description() + "' is not confirmed by the concrete re-check: " + why);
    }
}
