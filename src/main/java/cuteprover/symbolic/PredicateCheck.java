package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntSort;
import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.Decider;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A predicate over coordinates, {@code forall t in [0,128), v in [0,V): body}, or a bare condition
 * such as {@code size(L) == M*N}. The counterexample query is quantifier free: the binders are
 * ordinary unknowns bounded by their ranges and the body is negated (measured: closed forall
 * formulations time out, this one does not).
 */
final class PredicateCheck implements Check {

    private static final int MAX_ENUMERATED_POINTS = 1 << 16;
    /** A body with an arithmetic form runs a block of points at a time (see {@link BlockCond}), some nanoseconds a point. */
    private static final int MAX_BLOCK_POINTS = 1 << 20;

    private final List<Expr.Binder> binders;
    private final Expr body;
    private final Cond ranges;
    private final Cond condition;
    private final Map<String, Object> boundDefinitions;
    /** Why the body has no arithmetic form (when {@link #condition} is null). */
    private String untranslated;
    /** Why enumeration was not possible, when it was tried and failed. */
    private String enumerationObstacle;

    PredicateCheck(Scope scope, List<Expr.Binder> binders, Expr body) {
        this.binders = binders;
        this.body = body;
        Map<String, Object> defs = new LinkedHashMap<>(scope.definitions);
        List<Cond> rangeConds = new ArrayList<>();
        CondTranslator outer = new CondTranslator(new Evaluator(scope.decider, true, defs));
        // Names the ranges read from outside the forall: a binder of the same name would capture them
        // (forall N in [0, N) would range over the binder itself).
        java.util.Set<String> rangeNames = new java.util.HashSet<>();
        java.util.Set<String> bound = new java.util.HashSet<>();
        for (Expr.Binder b : binders) {
            if (scope.assumptions.substitution().containsKey(b.name()) || mentions(scope, b.name())) {
                throw CuteError.at(b.pos(), "forall variable " + b.name()
                        + " is also a variable of the assumptions; rename it");
            }
            if (!bound.add(b.name())) {
                throw CuteError.at(b.pos(), "forall variable " + b.name() + " is bound twice; rename one of them");
            }
            SymInt lo = outer.integer(b.low());
            SymInt hi = outer.integer(b.high());
            rangeNames.addAll(lo.variables());
            rangeNames.addAll(hi.variables());
            if (rangeNames.contains(b.name())) {
                throw CuteError.at(b.pos(), "forall variable " + b.name()
                        + " also names a variable that the forall's ranges read from outside it; rename it");
            }
            scope.enc.bindLocal(b.name());
            defs.put(b.name(), SymInt.var(b.name()));
            rangeConds.add(new Cond.Cmp("<=", lo, SymInt.var(b.name())));
            rangeConds.add(new Cond.Cmp("<", SymInt.var(b.name()), hi));
        }
        this.ranges = new Cond.And(rangeConds);
        scope.binderRanges.addAll(rangeConds);
        try {
            this.condition = translateOrNull(scope, defs, body, this.ranges);
        } finally {
            scope.binderRanges.subList(scope.binderRanges.size() - rangeConds.size(), scope.binderRanges.size()).clear();
        }
        this.boundDefinitions = defs;
    }

    /**
     * Why this predicate, proved, holds vacuously (for every value the assumptions allow): its forall
     * range is empty, or the guard {@code g} of a body {@code !g || q} never holds. Empty when neither;
     * a query the solver cannot settle gives no warning (the proof itself stands either way).
     */
    List<String> vacuityWarnings(Scope scope) {
        List<String> out = new ArrayList<>();
        Context ctx = scope.enc.ctx();
        if (!binders.isEmpty() && !constantNonEmptyBox(scope) && never(scope, scope.enc.encode(ranges))) {
            out.add("the range of " + binderText() + " is empty for every value the assumptions allow: the forall holds vacuously");
            return out;
        }
        Expr guard = guardOf(body);
        if (guard != null) {
            try {
                Cond g = new CondTranslator(new Evaluator(scope.decider, true, boundDefinitions)).translate(guard);
                if (never(scope, ctx.mkAnd(scope.enc.encode(ranges), scope.enc.encode(g)))) {
                    out.add("the guard of the implication " + (binders.isEmpty() ? "" : "in " + binderText() + " ")
                            + "never holds for any value the assumptions allow: the property holds vacuously");
                }
            } catch (CuteError e) {
                // A guard without an arithmetic form: no warning, the verdict is unaffected.
            }
        }
        return out;
    }

    /** Whether every binder ranges over constants low < high: then the range is never empty, no solver needed. */
    private boolean constantNonEmptyBox(Scope scope) {
        for (int i = 0; i < binders.size(); i++) {
            long[] b = constantBounds(scope, i);
            if (b == null || b[0] >= b[1]) {
                return false;
            }
        }
        return true;
    }

    /** Binder i's range [low, high) when both ends are constants under the assumptions, else null. */
    private long[] constantBounds(Scope scope, int i) {
        List<Cond> parts = ((Cond.And) ranges).parts();
        SymInt l = ((Cond.Cmp) parts.get(2 * i)).left().substitute(scope.assumptions.substitution());
        SymInt h = ((Cond.Cmp) parts.get(2 * i + 1)).right().substitute(scope.assumptions.substitution());
        return l.isConst() && h.isConst() ? new long[] {l.value(), h.value()} : null;
    }

    private boolean never(Scope scope, BoolExpr f) {
        return scope.solver.satisfiable(scope, f).status() == SolverPortfolio.Status.UNSAT;
    }

    private String binderText() {
        List<String> parts = new ArrayList<>();
        for (Expr.Binder b : binders) {
            parts.add(b.name());
        }
        return "forall " + String.join(", ", parts);
    }

    /** g of a body {@code !g || q} (an implication g => q), else null. */
    private static Expr guardOf(Expr e) {
        while (e instanceof Expr.TupleExpr t && t.grouping()) {
            e = t.elements().get(0);
        }
        if (e instanceof Expr.Binary b && b.op().equals("||")) {
            Expr left = b.left();
            while (left instanceof Expr.Binary l && l.op().equals("||")) {
                left = l.left();
            }
            if (left instanceof Expr.Unary u && u.op().equals("!")) {
                return u.operand();
            }
        }
        return null;
    }

    /**
     * The body as an arithmetic condition, or null when it has no such form but the ranges are static:
     * then the predicate is decided by enumeration only (a swizzle's XOR of a symbolic coordinate, a
     * slice at a symbolic coordinate). A branch the assumptions leave open goes to the case split, and
     * a failure that does not come from the binders being symbolic (the term does not exist for some
     * parameter values: {@code size(zipped_divide(L, T))} where T does not divide) is the property's
     * error, not something enumeration could decide.
     */
    private Cond translateOrNull(Scope scope, Map<String, Object> defs, Expr body, Cond ranges) {
        try {
            return new CondTranslator(new Evaluator(scope.decider, true, defs)).translate(body);
        } catch (Decider.Undecided | UndefinedTerm u) {
            throw u;   // a branch for the case split; a layout that is none for an allowed value: the property's error
        } catch (CuteError e) {
            if (binders.isEmpty() || !staticBounds(ranges, scope)) {
                throw e;
            }
            failsWithConstantBinders(scope, defs, body, ranges);
            untranslated = e.getMessage();
            return null;
        }
    }

    /** Evaluates the body with every binder at its lower bound; rethrows what fails there too. */
    private static void failsWithConstantBinders(Scope scope, Map<String, Object> defs, Expr body, Cond ranges) {
        Map<String, Object> pinned = new LinkedHashMap<>(defs);
        List<Cond> parts = ((Cond.And) ranges).parts();
        for (int i = 0; i < parts.size(); i += 2) {
            Cond.Cmp low = (Cond.Cmp) parts.get(i);
            String name = ((Cond.Cmp) parts.get(i + 1)).left().variables().iterator().next();
            pinned.put(name, low.left().substitute(scope.assumptions.substitution()));
        }
        try {
            new CondTranslator(new Evaluator(scope.decider, true, pinned)).translate(body);
        } catch (Decider.Undecided u) {
            throw u;
        } catch (CuteError e) {
            if (!(e instanceof Decider.NeedsSymbolic)) {
                throw e;
            }
        }
    }

    private static boolean staticBounds(Cond ranges, Scope scope) {
        for (Cond part : ((Cond.And) ranges).parts()) {
            Cond.Cmp cmp = (Cond.Cmp) part;
            SymInt bound = cmp.op().equals("<=") ? cmp.left() : cmp.right();
            if (!bound.substitute(scope.assumptions.substitution()).isConst()) {
                return false;
            }
        }
        return true;
    }

    private static boolean mentions(Scope scope, String name) {
        for (Cond c : scope.assumptions.conditions()) {
            if (c.variables().contains(name)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String description() {
        if (condition == null) {
            return "forall over " + String.join(", ", coordinateNames()) + " (decided by enumeration)";
        }
        // The body as written (definitions expanded), not its arithmetic translation: that is what the user reads.
        String text = cuteprover.expr.ExprText.of(body);
        return binders.isEmpty() ? "condition: " + text : "forall: " + text;
    }

    @Override
    public List<String> coordinateNames() {
        List<String> out = new ArrayList<>();
        for (Expr.Binder b : binders) {
            out.add(b.name());
        }
        return out;
    }

    @Override
    public Encoded encode(Scope scope) {
        if (condition == null) {
            throw new NotEncodable("the forall over " + String.join(", ", coordinateNames()) + " has no arithmetic form ("
                    + untranslated + ") and cannot be enumerated: " + (enumerationObstacle == null
                    ? "its ranges span more than " + MAX_ENUMERATED_POINTS + " points" : enumerationObstacle));
        }
        Context ctx = scope.enc.ctx();
        BoolExpr cex = ctx.mkAnd(scope.enc.encode(ranges), ctx.mkNot(scope.enc.encode(condition)));
        List<ArithExpr<IntSort>> coords = new ArrayList<>();
        for (Expr.Binder b : binders) {
            coords.add(scope.enc.encode(SymInt.var(b.name())));
        }
        return new Encoded(cex, coords);
    }

    @Override
    public Outcome recheck(World world, List<Long> c) {
        Map<String, Long> bound = new LinkedHashMap<>();
        for (int i = 0; i < binders.size(); i++) {
            Expr.Binder b = binders.get(i);
            World w = world.with(bound);
            long v = c.get(i);
            if (v < w.integer(b.low()) || v >= w.integer(b.high())) {
                return new Outcome(false, "?", "?");
            }
            bound.put(b.name(), v);
        }
        World w = world.with(bound);
        if (w.holds(body)) {
            return new Outcome(false, "?", "?");
        }
        Outcome o = sides(w, body);
        // A conjunction fails as the part that fails.
        return o.part() != null && !o.part().equals(cuteprover.expr.ExprText.of(body)) ? o : new Outcome(true, o.lhs(), o.rhs());
    }

    @Override
    public String description(String failingPart) {
        return (binders.isEmpty() ? "condition: " : "forall: ") + failingPart;
    }

    @Override
    public Outcome recheckExact(Map<String, Long> variables, List<Long> c) {
        if (condition == null) {
            return null;
        }
        Map<String, Long> env = new LinkedHashMap<>(variables);
        for (int i = 0; i < binders.size(); i++) {
            env.put(binders.get(i).name(), c.get(i));
        }
        if (!ExactArithmetic.holds(ranges, env) || ExactArithmetic.holds(condition, env)) {
            return new Outcome(false, "?", "?");
        }
        String[] sides = ExactArithmetic.violatedSides(condition, env);
        return sides == null ? new Outcome(true, "false", "true") : new Outcome(true, sides[0], sides[1]);
    }

    /** The two sides of the first violated comparison, evaluated concretely. */
    private static Outcome sides(World w, Expr e) {
        if (e instanceof Expr.TupleExpr t && t.grouping()) {
            return sides(w, t.elements().get(0));
        }
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            return w.holds(b.left()) ? sides(w, b.right()) : sides(w, b.left());
        }
        if (e instanceof Expr.Binary b && !b.op().equals("||")) {
            return new Outcome(true, Values.format(w.eval(b.left())), Values.format(w.eval(b.right())),
                    cuteprover.expr.ExprText.of(b));
        }
        return new Outcome(true, "false", "true");
    }

    /** Parameters that the assumptions fix to one value (a case of a split, {@code T in {128}}). */
    private static Map<String, Long> fixedParameters(Scope scope) {
        Map<String, Long> out = new LinkedHashMap<>();
        scope.assumptions.substitution().forEach((k, v) -> {
            if (v.isConst()) {
                out.put(k, v.value());
            }
        });
        return out;
    }

    private static String pointText(List<String> names, long[] at) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            parts.add(names.get(i) + " = " + at[i]);
        }
        return String.join(", ", parts);
    }

    @Override
    public Enumerated enumerate(Scope scope) {
        Cond r = ranges.substitute(scope.assumptions.substitution());
        Cond body = condition == null ? r : condition.substitute(scope.assumptions.substitution());
        List<String> names = coordinateNames();
        java.util.Set<String> free = new java.util.HashSet<>(r.variables());
        free.addAll(body.variables());
        names.forEach(free::remove);
        if (!free.isEmpty()) {
            return Enumerated.NOT_APPLICABLE;
        }
        // Ranges of binders may depend on earlier binders; enumerate the box of constant bounds.
        long[] lo = new long[names.size()];
        long[] hi = new long[names.size()];
        long points = 1;
        for (int i = 0; i < names.size(); i++) {
            long[] b = constantBounds(scope, i);
            if (b == null) {
                return Enumerated.NOT_APPLICABLE;
            }
            lo[i] = b[0];
            hi[i] = b[1];
            if (hi[i] <= lo[i]) {
                return Enumerated.HOLDS;
            }
            points = Math.multiplyExact(points, hi[i] - lo[i]);
            if (points > (condition == null ? MAX_ENUMERATED_POINTS : MAX_BLOCK_POINTS)) {
                return Enumerated.NOT_APPLICABLE;
            }
        }
        World world = new World(scope.definitions, Map.of()).with(fixedParameters(scope));
        // A translated condition is compiled once: the box can hold millions of points.
        CompiledCond.Test inRange = CompiledCond.compile(r, names);
        CompiledCond.Test holds = condition == null ? null : CompiledCond.compile(body, names);
        if (holds == null) {
            Enumerated found = pointByPoint(names, lo, hi, lo.clone(), points, inRange, null, world);
            return found != null ? found : Enumerated.HOLDS;
        }
        BlockCond.Test inRangeBlock = BlockCond.compile(r, names);
        BlockCond.Test holdsBlock = BlockCond.compile(body, names);
        long[][] columns = new long[names.size()][BlockCond.LANES];
        int[] lanes = new int[BlockCond.LANES];
        java.util.Arrays.setAll(lanes, j -> j);
        int[] inside = new int[BlockCond.LANES];
        int[] holding = new int[BlockCond.LANES];
        long[] at = lo.clone();
        for (long k = 0; k < points; ) {
            int n = (int) Math.min(BlockCond.LANES, points - k);
            long[] blockStart = at.clone();
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < at.length; i++) {
                    columns[i][j] = at[i];
                }
                advance(at, lo, hi);
            }
            try {
                int in = inRangeBlock.holding(columns, lanes, n, inside);
                int ok = holdsBlock.holding(columns, inside, in, holding);
                if (ok < in) {
                    int lane = firstMissing(inside, in, holding, ok);
                    List<Long> w = new ArrayList<>();
                    for (long[] column : columns) {
                        w.add(column[lane]);
                    }
                    return new Enumerated(true, w);
                }
            } catch (ArithmeticException | CuteError e) {
                // the block does not say which point fails first: that point, or an earlier violation, point by point
                Enumerated found = pointByPoint(names, lo, hi, blockStart, n, inRange, holds, world);
                if (found != null) {
                    return found;
                }
            }
            k += n;
        }
        return Enumerated.HOLDS;
    }

    /** The first lane of the sorted {@code all[0..n)} missing from its sorted subset {@code some[0..m)}. */
    private static int firstMissing(int[] all, int n, int[] some, int m) {
        for (int i = 0; i < m; i++) {
            if (some[i] != all[i]) {
                return all[i];
            }
        }
        return all[m];
    }

    /** The next point of the box in enumeration order (the first binder fastest). */
    private static void advance(long[] at, long[] lo, long[] hi) {
        for (int i = 0; i < at.length; i++) {
            if (++at[i] < hi[i]) {
                break;
            }
            at[i] = lo[i];
        }
    }

    /** {@code count} points from {@code at} one at a time: the first violated one, the first failure, or null if none. */
    private Enumerated pointByPoint(List<String> names, long[] lo, long[] hi, long[] at, long count,
                                    CompiledCond.Test inRange, CompiledCond.Test holds, World world) {
        Map<String, Long> env = new LinkedHashMap<>();
        for (long k = 0; k < count; k++) {
            if (holds == null) {
                for (int i = 0; i < names.size(); i++) {
                    env.put(names.get(i), at[i]);
                }
            }
            try {
                boolean violated = holds == null
                        ? inRange.at(at) && !world.with(env).holds(this.body)
                        : inRange.at(at) && !holds.at(at);
                if (violated) {
                    List<Long> w = new ArrayList<>();
                    for (long v : at) {
                        w.add(v);
                    }
                    return new Enumerated(true, w);
                }
            } catch (Decider.NeedsSymbolic e) {
                enumerationObstacle = "it depends on " + String.join(", ", e.value().variables())
                        + ", which the assumptions leave open";
                return Enumerated.NOT_APPLICABLE;
            } catch (ArithmeticException | CuteError e) {
                enumerationObstacle = "at " + pointText(names, at) + " it fails: " + e.getMessage();
                return Enumerated.NOT_APPLICABLE;
            }
            advance(at, lo, hi);
        }
        return null;
    }
}
