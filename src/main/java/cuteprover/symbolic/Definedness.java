package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import cuteprover.CuteError;
import cuteprover.expr.Values;
import cuteprover.layout.Layout;
import cuteprover.layout.Unchecked;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A symbolic result is a term and the condition under which it exists. The algebra hands every
 * result it could not check by enumeration to the decider ({@link Unchecked}); before a property over
 * such a term is proved, this class proves that the term exists, as the concrete engine defines it,
 * for every value the assumptions allow (and the case conditions of the split that built it):
 * <ol>
 *   <li>a composition by its defining property R(x) = A(B(x)) ({@link CompositionCheck}, Z3); a complement by
 *       the sorted-stride certificate of (A,C) and two size relations ({@link ComplementExistence});</li>
 *   <li>otherwise, or when the solver cannot settle it, by asking the concrete engine at every allowed
 *       value, when the assumptions allow finitely many (at most {@link #MAX_VALUES});</li>
 *   <li>otherwise the verdict is UNKNOWN with the reason, never PROVED.</li>
 * </ol>
 * Where the term does not exist, the input error names the term, the first failing values and the
 * concrete engine's own reason (the text {@code eval} prints at those values).
 */
final class Definedness {

    /** Most parameter assignments the enumeration fallback asks the concrete engine about. */
    static final int MAX_VALUES = 256;

    private Definedness() {
    }

    /**
     * Proves that every term exists; throws an input error naming the first that does not, returns
     * the reason when it cannot be decided, else null.
     */
    static String check(Scope scope, List<Unchecked> terms) {
        Map<String, Unchecked> distinct = new LinkedHashMap<>();
        for (Unchecked u : terms) {
            distinct.putIfAbsent(u.term() + " = " + Values.format(u.result()), u);
        }
        for (Unchecked u : distinct.values()) {
            String undecided;
            try {
                undecided = exists(scope, u);
            } catch (Unanswered e) {
                undecided = "the concrete engine cannot be asked: " + e.getMessage();
            }
            if (undecided != null) {
                return "cannot show that " + u.term() + " exists for every value the assumptions allow: " + undecided;
            }
        }
        return null;
    }

    private static String exists(Scope scope, Unchecked u) {
        String solverReason = null;
        if (u.operation().equals("complement")) {
            solverReason = ComplementExistence.prove(scope, u);
            if (solverReason == null) {
                return null;
            }
        }
        List<Check> checks = checks(u);
        if (!checks.isEmpty()) {
            solverReason = prove(scope, u, checks);
            if (solverReason == null) {
                return null;
            }
        }
        String enumerated = enumerate(scope, u);
        if (enumerated == null) {
            return null;
        }
        return solverReason == null ? enumerated : solverReason + "; " + enumerated;
    }

    /** Null when every check is proved; throws where a counterexample is refused by the concrete engine; else why not. */
    private static String prove(Scope scope, Unchecked u, List<Check> checks) {
        for (Check check : checks) {
            Verdict v = scope.checks.runCheck(scope, check);
            if (v.kind() == Verdict.Kind.PROVED) {
                continue;
            }
            if (v.kind() == Verdict.Kind.REFUTED) {
                Map<String, Long> at = new LinkedHashMap<>(v.witness());
                at.keySet().retainAll(scope.enc.originalVariables());
                refuse(u, at);
                return "the symbolic condition for its existence (" + check.description() + ") fails at " + ProofSession.describe(at)
                        + ", yet the concrete engine accepts the term there (the condition is sufficient, not necessary)";
            }
            return v.kind() == Verdict.Kind.BOUNDED ? "it holds only up to the bound" : v.headline().substring("UNKNOWN: ".length());
        }
        return null;
    }

    /**
     * The checks that state a result's existence as the concrete engine checks it (its post-condition),
     * each re-checked on the instantiated term; empty where none is encoded (enumeration decides).
     */
    private static List<Check> checks(Unchecked u) {
        if (!(u.result() instanceof Layout r)) {
            return List.of();
        }
        switch (u.operation()) {
            case "composition" -> {
                Layout a = (Layout) u.inputs().get(0);
                Layout b = (Layout) u.inputs().get(1);
                return List.of(new CompositionCheck("existence of " + u.term() + ": R(x) == A(B(x)) for x in the domain of B, R = " + r,
                        a, b, r, w -> new Layout[] {instance(a, w), instance(b, w), instance(r, w)}));
            }
            case "right_inverse" -> {
                Layout l = (Layout) u.inputs().get(0);
                return List.of(new LayoutChecks.Range(w -> instance(r, w), r, l.size(), w -> World.size(instance(l, w))),
                        new CompositionCheck("existence of " + u.term() + ": L(R(x)) == x for x in the domain of R, R = " + r,
                                l, r, Layout.compact(r.shape()),
                                w -> new Layout[] {instance(l, w), instance(r, w), Layout.compact(instance(r, w).shape())}));
            }
            case "left_inverse" -> {
                Layout l = (Layout) u.inputs().get(0);
                // L(R(L(x))) == L(x) holds for every left inverse; R(L(x)) == x is the stronger claim the
                // engine checks for injective L, proved here for every L (otherwise enumeration decides).
                return List.of(new CompositionCheck("existence of " + u.term() + ": R(L(x)) == x for x in the domain of L, R = " + r,
                        r, l, Layout.compact(l.shape()),
                        w -> new Layout[] {instance(r, w), instance(l, w), Layout.compact(instance(l, w).shape())}));
            }
            case "logical_product" -> {
                Layout a = (Layout) u.inputs().get(0);
                Layout b = (Layout) u.inputs().get(1);
                Check sizes = new LayoutChecks.IntegerRelation("size(A*B) == size(A)*size(B)", LayoutChecks.IntegerRelation.Relation.EQUAL,
                        r.size(), SymInt.mul(a.size(), b.size()),
                        w -> new long[] {World.size(instance(r, w)), Math.multiplyExact(World.size(instance(a, w)), World.size(instance(b, w)))});
                // The engine asks the product to be injective only where A and B are: a stride-0 mode of a
                // constant size >= 2 makes A (or B) non-injective for every value, and then it asks nothing more.
                if (repeatsForEveryValue(a) || repeatsForEveryValue(b)) {
                    return List.of(sizes);
                }
                return List.of(sizes, new LayoutChecks.Injective(w -> instance(r, w), r));
            }
            default -> {
                return List.of();
            }
        }
    }

    /**
     * Whether the layout repeats an offset whatever the variables' values: a leaf of stride 0 and
     * constant size >= 2, or a static layout whose table repeats.
     */
    private static boolean repeatsForEveryValue(Layout l) {
        List<IntTuple> shape = l.shape().leaves();
        List<IntTuple> stride = l.stride().leaves();
        for (int i = 0; i < shape.size(); i++) {
            if (shape.get(i) instanceof SymInt s && s.isConst() && s.value() >= 2
                    && stride.get(i) instanceof SymInt d && d.isConstant(0)) {
                return true;
            }
        }
        if (!l.isStatic() || !l.hasIntegerStrides()) {
            return false;
        }
        try {
            cuteprover.layout.FlatLayout f = cuteprover.layout.FlatLayout.of(l);
            if (f.size() > (1 << 16)) {
                return false;
            }
            long[] t = f.table();
            java.util.Arrays.sort(t);
            for (int i = 1; i < t.length; i++) {
                if (t[i] == t[i - 1]) {
                    return true;
                }
            }
        } catch (CuteError e) {
            return false;
        }
        return false;
    }

    /**
     * Asks the concrete engine at every allowed value (and, for a result built in a forall body, every
     * binder value in its range); null when all accept, else why that was not possible.
     */
    private static String enumerate(Scope scope, Unchecked u) {
        for (Object in : u.inputs()) {
            declare(scope, in);
        }
        declare(scope, u.result());
        List<Cond> ranges = scope.decider.binderRangesOf(u);
        List<String> binders = binders(scope, ranges);
        List<String> names = new ArrayList<>(new java.util.TreeSet<>(scope.enc.originalVariables()));
        names.addAll(binders);
        if (names.isEmpty()) {
            refuse(u, Map.of());
            return null;
        }
        String scanned = scanSmallValues(scope, names, ranges, u);
        if (scanned != null) {
            return scanned;
        }
        Context ctx = scope.enc.ctx();
        List<BoolExpr> blocked = new ArrayList<>();
        for (Cond r : ranges) {
            blocked.add(scope.enc.encode(r));
        }
        List<com.microsoft.z3.ArithExpr<com.microsoft.z3.IntSort>> coords = new ArrayList<>();
        for (String b : binders) {
            coords.add(scope.enc.encode(SymInt.var(b)));
        }
        if (unbounded(scope, names, blocked)) {
            return tooMany(names, "");
        }
        List<Map<String, Long>> allowed = new ArrayList<>();
        for (int k = 0; ; k++) {
            BoolExpr query = blocked.isEmpty() ? ctx.mkTrue() : ctx.mkAnd(blocked.toArray(new BoolExpr[0]));
            SolverPortfolio.Solved s = scope.solver.solve(scope, query, coords, false, false);
            if (s.status() == SolverPortfolio.Status.UNSAT) {
                break;
            }
            if (s.status() != SolverPortfolio.Status.SAT) {
                return "enumerating the allowed values: " + s.reason();
            }
            if (k == MAX_VALUES) {
                return tooMany(names, "");
            }
            Map<String, Long> at = new java.util.TreeMap<>(s.variables());
            for (int i = 0; i < binders.size(); i++) {
                at.put(binders.get(i), s.coordinates().get(i));
            }
            for (String v : names) {
                at.putIfAbsent(v, 1L);   // a variable the query leaves free: any allowed value will do
            }
            allowed.add(at);
            List<BoolExpr> differs = new ArrayList<>();
            for (String v : names) {
                differs.add(ctx.mkNot(ctx.mkEq(scope.enc.encode(SymInt.var(v)), ctx.mkInt(at.get(v)))));
            }
            blocked.add(ctx.mkOr(differs.toArray(new BoolExpr[0])));
        }
        // The first failing values in order, whatever order the solver found them in.
        allowed.sort((x, y) -> {
            for (String v : names) {
                int c = Long.compare(x.get(v), y.get(v));
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        });
        for (Map<String, Long> at : allowed) {
            refuse(u, at);
        }
        return null;
    }

    /** A variable's value past which the allowed values are too many to enumerate one query at a time. */
    private static final long LARGE_VALUE = 1L << 16;

    /**
     * Whether some variable can be as large as {@link #LARGE_VALUE} (one query): then the allowed values are
     * (almost always) more than {@link #MAX_VALUES}, and enumerating them query by query would take seconds
     * only to give up.
     */
    private static boolean unbounded(Scope scope, List<String> names, List<BoolExpr> ranges) {
        Context ctx = scope.enc.ctx();
        List<BoolExpr> large = new ArrayList<>();
        for (String v : names) {
            large.add(ctx.mkGe(scope.enc.encode(SymInt.var(v)), ctx.mkInt(LARGE_VALUE)));
        }
        List<BoolExpr> parts = new ArrayList<>(ranges);
        parts.add(ctx.mkOr(large.toArray(new BoolExpr[0])));
        return scope.solver.solve(scope, ctx.mkAnd(parts.toArray(new BoolExpr[0])), List.of(), false, false).status()
                == SolverPortfolio.Status.SAT;
    }

    /** The forall binders the ranges bound (not the assumptions' own variables or their quotients). */
    private static List<String> binders(Scope scope, List<Cond> ranges) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (Cond r : ranges) {
            out.addAll(r.variables());
        }
        out.removeAll(scope.enc.originalVariables());
        out.removeIf(Assumptions::isQuotient);
        return new ArrayList<>(out);
    }

    /** The values a scan of small values tries at most, over all the variables together. */
    private static final int SCAN_POINTS = 4096;
    /** How many of the smallest allowed values the scan asks the concrete engine about. */
    private static final int SCAN_REFUSALS = 32;

    /**
     * Small values first, on the concrete engine, before the solver enumerates (one nonlinear query
     * per value, each with one more blocking clause: 18 s for a case that allows infinitely many):
     * the first of the smallest allowed values where the engine refuses the term is an input error, and
     * finding more than {@link #MAX_VALUES} allowed values settles that there are too many to ask about
     * each (the solver's enumeration would stop there too, after one query per value).
     * Null when the scan settles neither (then the solver enumerates every allowed value, as before).
     */
    private static String scanSmallValues(Scope scope, List<String> names, List<Cond> ranges, Unchecked u) {
        if (names.size() > 3) {
            return null;
        }
        int perVariable = names.size() == 1 ? SCAN_POINTS : names.size() == 2 ? 64 : 16;
        List<Cond> conditions = new ArrayList<>(scope.assumptions.conditions());
        conditions.addAll(ranges);
        for (Cond c : conditions) {
            if (!names.containsAll(c.variables())) {
                return null; // a condition reads a name the scan does not set: the solver decides
            }
        }
        long points = 1;
        for (int i = 0; i < names.size(); i++) {
            points *= perVariable;
        }
        // from 1: every value tried is then allowed by the implicit positivity too (an explicit lower
        // bound below 1 only leaves values untried, which the solver's enumeration covers)
        long[] offset = new long[names.size()];
        List<Map<String, Long>> allowed = new ArrayList<>();
        for (long k = 0; k < points && allowed.size() <= MAX_VALUES; k++) {
            Map<String, Long> at = new java.util.TreeMap<>();
            for (int i = 0; i < names.size(); i++) {
                at.put(names.get(i), 1 + offset[i]);
            }
            if (allowedAt(conditions, at)) {
                allowed.add(at);
            }
            // the last name varies fastest: values in the order the solver's enumeration sorts them
            for (int i = names.size() - 1; i >= 0; i--) {
                if (++offset[i] < perVariable) {
                    break;
                }
                offset[i] = 0;
            }
        }
        // The engine's own check of a term grows with its size: the smallest values only.
        for (Map<String, Long> at : allowed.subList(0, Math.min(allowed.size(), SCAN_REFUSALS))) {
            refuse(u, at);
        }
        return allowed.size() > MAX_VALUES ? tooMany(names, " (the smallest " + SCAN_REFUSALS + " are accepted)") : null;
    }

    private static String tooMany(List<String> names, String asked) {
        return "the assumptions allow more than " + MAX_VALUES + " values of " + String.join(", ", names)
                + ", too many to ask the concrete engine about each" + asked + ", and no symbolic proof applies";
    }

    /** Whether every assumption (and case condition) holds at these values (all of whose names they set). */
    private static boolean allowedAt(List<Cond> conditions, Map<String, Long> at) {
        for (Cond c : conditions) {
            try {
                if (!c.holds(at)) {
                    return false;
                }
            } catch (ArithmeticException | CuteError e) {
                return false;
            }
        }
        return true;
    }

    private static void declare(Scope scope, Object v) {
        if (v instanceof Layout l) {
            scope.enc.declare(l);
        }
        for (SymInt s : cuteprover.expr.FreeVariables.integers(v)) {
            scope.enc.encode(s);
        }
    }

    /** The concrete engine at these values: an input error with its reason if it refuses the term. */
    private static void refuse(Unchecked u, Map<String, Long> at) {
        Map<String, SymInt> values = Instances.constants(at);
        String reason;
        try {
            List<Object> inputs = new ArrayList<>();
            for (Object in : u.inputs()) {
                inputs.add(Instances.substitute(in, values));
            }
            u.concrete().apply(inputs);
            return;
        } catch (ArithmeticException e) {
            reason = "integer overflow (" + e.getMessage() + ")";
        } catch (cuteprover.layout.Decider.NeedsSymbolic e) {
            // a value these variables do not set (a quotient, a name the assumptions do not mention): no answer, no refusal
            throw new Unanswered(u.term() + " at " + ProofSession.describe(at) + " still has symbolic values (" + e.getMessage() + ")");
        } catch (CuteError e) {
            reason = e.getMessage();
        }
        throw new CuteError(u.term() + " does not exist " + (at.isEmpty() ? "" : "for " + ProofSession.describe(at)) + ": " + reason);
    }

    /** The concrete engine could not be asked (the instance is still symbolic): the existence stays undecided. */
    private static final class Unanswered extends RuntimeException {
        Unanswered(String message) {
            super(message);
        }
    }

    private static Layout instance(Layout l, World w) {
        return Instances.substitute(l, Instances.constants(w.env()));
    }
}
