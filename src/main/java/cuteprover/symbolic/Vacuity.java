package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.IntSort;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.layout.Decider;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Are the assumptions of an obligation satisfiable? A proof under contradictory assumptions proves
 * everything, so before proving, the user's conditions and the implicit one ("a variable without a
 * constant lower bound is a positive integer") are checked together. Each is a tracked literal, so
 * a contradiction comes back as an unsat core, shrunk to a minimal one and reported in the user's
 * own text and place. Undecided within the time-out: the verdict is UNKNOWN, never PROVED.
 * Satisfiable: one satisfying assignment is kept as the witness that the proof is not vacuous.
 */
final class Vacuity {

    /** The answer: a satisfying assignment, or the reason satisfiability could not be decided. */
    record Answer(Map<String, Long> witness, String undecided) {
        boolean satisfiable() {
            return undecided == null;
        }
    }

    /** Thrown for contradictory assumptions: an input error. */
    static final class Contradiction extends CuteError {
        /** The minimal contradicting set, each as {@code `text` (where)}. */
        final List<String> core;

        Contradiction(String message, List<String> core) {
            super(message);
            this.core = List.copyOf(core);
        }
    }

    private Vacuity() {
    }

    /** One tracked condition: its Z3 formula and how it is named. */
    private record Tracked(BoolExpr literal, BoolExpr formula, String label) { }

    /**
     * Checks the premises; throws {@link Contradiction} naming a minimal contradicting set when they
     * cannot all hold.
     */
    static Answer check(ProofSession session, List<Premise> premises, Map<String, Object> definitions, long timeoutMs) {
        Context ctx = session.context();
        List<cuteprover.expr.Expr> conditions = new ArrayList<>();
        for (Premise p : premises) {
            conditions.add(p.condition());
        }
        List<Cond> conds = AssumptionTranslator.translate(session, conditions, definitions);
        Assumptions all = Assumptions.of(conds);
        Z3Encoder enc = new Z3Encoder(ctx, all.literal());
        List<Tracked> tracked = new ArrayList<>();
        for (int i = 0; i < premises.size(); i++) {
            Premise p = premises.get(i);
            String text = p.text() != null ? p.text() : conds.get(i).toString();
            String label = "`" + text + "`" + (p.where() == null || p.where().isEmpty() ? "" : " (" + p.where() + ")");
            tracked.add(new Tracked(ctx.mkBoolConst("premise!" + i), enc.encode(conds.get(i)), label));
        }
        for (String v : new ArrayList<>(enc.originalVariables())) {
            if (!all.hasLowerBound(v)) {
                tracked.add(new Tracked(ctx.mkBoolConst("implicit!" + v), ctx.mkGe(enc.variable(v), ctx.mkInt(1)),
                        "`" + v + " >= 1` (implicit: " + v + " has no constant lower bound in the assumptions, so it is a positive integer)"));
            }
        }
        if (tracked.isEmpty()) {
            return new Answer(Map.of(), null);
        }
        Solver solver = ctx.mkSolver();
        Params params = ctx.mkParams();
        params.add("timeout", (int) Math.max(1, Math.min(timeoutMs, Integer.MAX_VALUE)));
        solver.setParameters(params);
        for (BoolExpr side : enc.sideConstraints()) {
            solver.add(side);
        }
        for (Tracked t : tracked) {
            solver.add(ctx.mkImplies(t.literal(), t.formula()));
        }
        List<Tracked> core = new ArrayList<>(tracked);
        Status st = solver.check(literals(core));
        if (st == Status.SATISFIABLE) {
            return new Answer(witness(solver.getModel(), enc, ctx), null);
        }
        if (st != Status.UNSATISFIABLE) {
            String reason = solver.getReasonUnknown();
            // Z3 says "canceled" where the wall-clock safety net stopped it (a resource limit says so itself)
            String machine = reason != null && reason.contains("canceled")
                    ? ": the wall-clock safety net expired, so this UNKNOWN depends on the machine; raise --timeout" : "";
            return new Answer(Map.of(), "could not decide whether the assumptions are satisfiable (" + reason + machine
                    + "); a proof under them might be vacuous");
        }
        core = fromCore(tracked, solver.getUnsatCore());
        // Deletion-based shrinking: drop each condition whose absence keeps the rest contradictory.
        for (int i = 0; i < core.size(); ) {
            List<Tracked> without = new ArrayList<>(core);
            without.remove(i);
            if (!without.isEmpty() && solver.check(literals(without)) == Status.UNSATISFIABLE) {
                core = fromCore(without, solver.getUnsatCore());
                i = 0;
            } else {
                i++;
            }
        }
        List<String> names = new ArrayList<>();
        for (Tracked t : core) {
            names.add(t.label());
        }
        throw new Contradiction((core.size() == 1 ? "an assumption can never hold: " : "assumptions contradict each other: ")
                + String.join(", ", names) + "; no value satisfies "
                + (core.size() == 1 ? "it" : "them together") + ", so every property under them would be proved vacuously", names);
    }

    /**
     * A BOUNDED verdict is only as good as its bounded domain: "holds for all values up to B" says
     * nothing when no value up to B satisfies the assumptions ({@code K % 64 == 0 && 64 <= K} with
     * {@code --bound 8}). The premises are checked again with {@code v <= B} for every bounded
     * variable; an empty domain turns the verdict into UNKNOWN naming the contradiction, an
     * undecided one into UNKNOWN too, and a non-empty one keeps BOUNDED with its witness.
     */
    static Verdict boundedDomain(ProofSession session, List<Premise> premises, Map<String, Object> definitions, long timeoutMs,
                                 Verdict bounded, long bound) {
        List<Premise> withBound = new ArrayList<>(premises);
        for (String v : bounded.boundedVariables()) {
            withBound.add(new Premise(new cuteprover.expr.Expr.Binary("<=", new cuteprover.expr.Expr.Name(v, 0),
                    new cuteprover.expr.Expr.Num(bound, 0), 0), v + " <= " + bound, "--bound " + bound));
        }
        Answer answer;
        try {
            answer = check(session, withBound, definitions, timeoutMs);
        } catch (Contradiction c) {
            return Verdict.unknown("the bounded check up to " + bound + " decides nothing: no value up to the bound"
                    + " satisfies the assumptions (" + String.join(", ", c.core) + " cannot hold together);"
                    + " raise the bound to reach a value the assumptions allow");
        }
        if (!answer.satisfiable()) {
            return Verdict.unknown("the bounded check up to " + bound + " may be vacuous: " + answer.undecided());
        }
        return bounded.withSatisfiedBy(answer.witness());
    }

    private static BoolExpr[] literals(List<Tracked> ts) {
        BoolExpr[] out = new BoolExpr[ts.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ts.get(i).literal();
        }
        return out;
    }

    /** The tracked conditions whose literals are in the core, in their original order. */
    private static List<Tracked> fromCore(List<Tracked> candidates, BoolExpr[] core) {
        java.util.Set<BoolExpr> in = new java.util.HashSet<>(List.of(core));
        List<Tracked> out = new ArrayList<>();
        for (Tracked t : candidates) {
            if (in.contains(t.literal())) {
                out.add(t);
            }
        }
        return out.isEmpty() ? candidates : out;
    }

    private static Map<String, Long> witness(Model m, Z3Encoder enc, Context ctx) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String v : new java.util.TreeSet<>(enc.originalVariables())) {
            Expr<IntSort> value = m.eval(enc.variable(v), true);
            if (value instanceof IntNum n && n.getBigInteger().bitLength() < 64) {
                out.put(v, n.getInt64());
            }
        }
        return out;
    }
}
