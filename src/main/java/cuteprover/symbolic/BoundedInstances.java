package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --bound B}'s last resort: every assignment of the variables up to B that the assumptions
 * allow is a static instance of the property, decided by enumeration on the concrete engine.
 */
final class BoundedInstances {

    private final ProofSession session;
    private final ProverOptions options;

    BoundedInstances(ProofSession session) {
        this.session = session;
        this.options = session.options();
    }

    /** Most instances the bounded fallback enumerates. */
    private static final long MAX_INSTANCES = 1L << 16;

    /**
     * The last resort of {@code --bound B}: every assignment of the variables in [lower bound, B] that
     * satisfies the assumptions is a static instance, decided by enumeration on the concrete engine.
     * Returns null when that is not possible (too many instances, a variable without a constant lower
     * bound, an instance too large to enumerate).
     */
    Verdict instances(Scope scope, Expr property, Map<String, Object> defs, List<Expr> assumptionExprs,
                              List<Cond> given, List<Cond> path) {
        List<String> names = variables(scope);
        long[] hi = new long[names.size()];
        java.util.Arrays.fill(hi, options.bound());
        Outcome o = enumerate(scope, names, hi, property, defs, assumptionExprs, given, path, MAX_INSTANCES);
        if (o == null || o.refuted() != null) {
            return o == null ? null : o.refuted();
        }
        return Verdict.boundedUpTo(options.bound(), names,
                List.of("every one of the " + o.count() + " assignments up to " + options.bound() + " decided by enumeration"));
    }

    /**
     * When the solver cannot decide a property but the assumptions themselves bound every variable by
     * constants (e.g. {@code 0 <= g && g < 2}), the allowed assignments are finitely many: each is a
     * static instance decided by enumeration, and together they are every allowed value, so the
     * answer is a proof (or a re-checked refutation), not a bounded one. Null when not applicable.
     */
    Verdict allAllowed(Scope scope, Expr property, Map<String, Object> defs, List<Expr> assumptionExprs,
                       List<Cond> given, List<Cond> path) {
        return allAllowed(scope, property, defs, assumptionExprs, given, path, variables(scope), MAX_INSTANCES);
    }

    /**
     * As {@link #allAllowed(Scope, Expr, Map, List, List, List)}, tried before the solver when the
     * variables the goals depend on ({@link RelevantVariables}) have at most {@code limit} candidate
     * assignments: a handful of static instances decide faster, and the same on every machine, than
     * a nonlinear query. The other variables stay symbolic (nothing the goals read depends on them).
     */
    Verdict allAllowedFirst(Scope scope, Expr property, Map<String, Object> defs, List<Expr> assumptionExprs,
                            List<Cond> given, List<Cond> path, List<Goal> goals, long limit) {
        List<String> names = RelevantVariables.of(scope, goals);
        return names == null ? null : allAllowed(scope, property, defs, assumptionExprs, given, path, names, limit);
    }

    private Verdict allAllowed(Scope scope, Expr property, Map<String, Object> defs, List<Expr> assumptionExprs,
                               List<Cond> given, List<Cond> path, List<String> names, long limit) {
        if (names.isEmpty()) {
            return null;
        }
        long[] hi = new long[names.size()];
        for (int i = 0; i < names.size(); i++) {
            Long up = constantUpperBound(scope, names.get(i));
            if (up == null) {
                return null;
            }
            hi[i] = up;
        }
        Outcome o = enumerate(scope, names, hi, property, defs, assumptionExprs, given, path, limit);
        if (o == null || o.refuted() != null) {
            return o == null ? null : o.refuted().withNotes(List.of("found by enumerating the allowed assignments of "
                    + String.join(", ", names)));
        }
        return Verdict.proved().withNotes(List.of("every one of the " + o.allowed() + " allowed assignments of "
                + String.join(", ", names) + " decided by enumeration (the assumptions bound each)"));
    }

    /** How an enumeration of instances ended: a refutation, or how many assignments were tried and allowed. */
    private record Outcome(Verdict refuted, long count, long allowed) { }

    private static List<String> variables(Scope scope) {
        return new ArrayList<>(new java.util.TreeSet<>(scope.enc.originalVariables()));
    }

    /** Every assignment in [lower bound, hi] the assumptions allow; null when not possible (see callers). */
    private Outcome enumerate(Scope scope, List<String> names, long[] hi, Expr property, Map<String, Object> defs,
                              List<Expr> assumptionExprs, List<Cond> given, List<Cond> path, long limit) {
        // Each variable's candidates: the members of a set it must lie in (M in {128,256}), else its range.
        long[][] candidates = new long[names.size()][];
        long count = 1;
        for (int i = 0; i < names.size(); i++) {
            Long low = scope.assumptions.hasLowerBound(names.get(i)) ? constantLowerBound(scope, names.get(i)) : Long.valueOf(1);
            if (low == null || low > hi[i]) {
                return null;
            }
            long[] members = setMembers(scope, names.get(i), low, hi[i]);
            if (members != null && members.length == 0) {
                return null; // no allowed value: the vacuity check says so, not an empty enumeration
            }
            long n = members != null ? members.length : Math.addExact(Math.subtractExact(hi[i], low), 1);
            count = Math.multiplyExact(count, n);
            if (count > limit) {
                return null;
            }
            if (members == null) {
                members = new long[(int) n];
                for (int k = 0; k < n; k++) {
                    members[k] = low + k;
                }
            }
            candidates[i] = members;
        }
        // The conditions on these variables decide which assignments are allowed; a condition on other
        // variables only is independent of them; one that ties them to another variable makes this unsound.
        List<Cond> own = new ArrayList<>();
        java.util.Set<String> enumerated = new java.util.HashSet<>(names);
        for (Cond c : scope.assumptions.conditions()) {
            java.util.Set<String> vs = c.variables();
            if (enumerated.containsAll(vs)) {
                own.add(c);
            } else if (vs.stream().anyMatch(enumerated::contains)) {
                return null;
            }
        }
        long allowedCount = 0;
        int[] at = new int[names.size()];
        for (long k = 0; k < count; k++) {
            Map<String, Long> env = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                env.put(names.get(i), candidates[i][at[i]]);
            }
            boolean allowed;
            try {
                allowed = own.stream().allMatch(c -> c.holds(env));
            } catch (ArithmeticException e) {
                allowed = false;
            }
            if (allowed) {
                allowedCount++;
                Verdict v = instance(scope, property, defs, assumptionExprs, given, path, env);
                if (v == null) {
                    return null;
                }
                if (v.kind() == Verdict.Kind.REFUTED) {
                    return new Outcome(v, count, allowedCount);
                }
            }
            for (int i = 0; i < at.length; i++) {
                if (++at[i] < candidates[i].length) {
                    break;
                }
                at[i] = 0;
            }
        }
        return new Outcome(null, count, allowedCount);
    }

    /** One static instance: PROVED, REFUTED (re-checked), or null when it cannot be enumerated. */
    private Verdict instance(Scope scope, Expr property, Map<String, Object> defs, List<Expr> assumptionExprs, List<Cond> given,
                             List<Cond> path, Map<String, Long> env) {
        Scope one = new Scope(session, options, defs, assumptionExprs, given, path, env);
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
                    Map<String, Long> all = completed(scope, env);
                    if (all == null) {
                        return null;
                    }
                    Verdict v = one.checks.refute(one, c, all, en.witness());
                    return v.kind() == Verdict.Kind.REFUTED ? v : null;
                }
            }
        }
        return Verdict.proved();
    }

    /**
     * The enumerated values plus small values of the variables left symbolic (they do not change the
     * goals, but a counterexample names every variable and is re-checked against every assumption);
     * null when the solver gives none.
     */
    private Map<String, Long> completed(Scope scope, Map<String, Long> env) {
        scope.base(); // every assumption encoded: its variables are then all known
        if (env.keySet().containsAll(scope.enc.originalVariables())) {
            return env;
        }
        var ctx = session.context();
        List<com.microsoft.z3.BoolExpr> pins = new ArrayList<>();
        env.forEach((k, v) -> pins.add(ctx.mkEq(scope.enc.variable(k), ctx.mkInt(v))));
        SolverPortfolio.Solved s = scope.solver.solve(scope, ctx.mkAnd(pins.toArray(new com.microsoft.z3.BoolExpr[0])), List.of(), false, true);
        if (s.status() != SolverPortfolio.Status.SAT) {
            return null;
        }
        Map<String, Long> all = new LinkedHashMap<>(s.variables());
        all.putAll(env);
        return all;
    }

    /** Whether the assumptions bound some variable above by a constant (else no enumeration can apply). */
    static boolean someVariableBounded(Scope scope) {
        java.util.Set<String> vs = new java.util.TreeSet<>();
        scope.assumptions.conditions().forEach(c -> vs.addAll(c.variables()));
        return vs.stream().anyMatch(v -> constantUpperBound(scope, v) != null);
    }

    /** The largest constant lower bound the assumptions give a variable syntactically, or null. */
    /**
     * The sorted members in [low, high] of the sets of constants the assumptions put {@code v} in
     * (their intersection when there are several); null when no assumption does.
     */
    private static long[] setMembers(Scope scope, String v, long low, long high) {
        java.util.SortedSet<Long> members = null;
        for (Cond c : scope.assumptions.conditions()) {
            if (c instanceof Cond.In in && v.equals(SymForms.variable(in.value()))
                    && in.members().stream().allMatch(SymInt::isConst)) {
                java.util.SortedSet<Long> these = new java.util.TreeSet<>();
                in.members().forEach(m -> these.add(m.value()));
                if (members == null) {
                    members = these;
                } else {
                    members.retainAll(these);
                }
            }
        }
        return members == null ? null : members.stream().filter(m -> low <= m && m <= high).mapToLong(Long::longValue).toArray();
    }

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

    /** The smallest constant upper bound the assumptions give a variable syntactically, or null. */
    private static Long constantUpperBound(Scope scope, String v) {
        Long best = null;
        for (Cond c : scope.assumptions.conditions()) {
            Long up = null;
            if (c instanceof Cond.Cmp cmp) {
                String l = SymForms.variable(cmp.left());
                String r = SymForms.variable(cmp.right());
                if (v.equals(l) && cmp.right().isConst()) {
                    up = switch (cmp.op()) {
                        case "<=", "==" -> cmp.right().value();
                        case "<" -> cmp.right().value() - 1;
                        default -> null;
                    };
                } else if (v.equals(r) && cmp.left().isConst()) {
                    up = switch (cmp.op()) {
                        case ">=", "==" -> cmp.left().value();
                        case ">" -> cmp.left().value() - 1;
                        default -> null;
                    };
                }
            } else if (c instanceof Cond.In in && v.equals(SymForms.variable(in.value()))
                    && in.members().stream().allMatch(SymInt::isConst)) {
                up = in.members().stream().mapToLong(SymInt::value).max().orElse(0);
            }
            if (up != null && (best == null || up < best)) {
                best = up;
            }
        }
        return best;
    }
}
