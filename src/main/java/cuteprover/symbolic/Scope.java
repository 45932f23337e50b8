package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Layout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Everything one case of a proof works in: the assumptions plus the case's path conditions, the
 * encoder, the symbolic evaluator whose branch questions go to Z3, and the queries that proved
 * branch decisions (exported with the proof).
 */
final class Scope {

    /** Where this scope's checks ask their queries (the session's solver, in its thread). */
    final SolverPortfolio solver;
    /** Runs a check that another check stands on (a term's existence, a bound), in this scope. */
    final CheckRunner checks;
    /** The branch decisions of the whole session, shared by its scopes ({@link ProofSession#decisions}). */
    final Map<List<Object>, Z3Decider.Decision> decisions;
    final ProverOptions options;
    final Map<String, Object> definitions;
    final List<Expr> assumptionExprs;
    final List<Cond> path;
    final Assumptions assumptions;
    final Z3Encoder enc;
    final Z3Decider decider;
    final Evaluator evaluator;
    /** The conjunct of the property each check of this scope's goals belongs to (the first one, when shared). */
    final Map<Check, Expr> conjuncts = new java.util.IdentityHashMap<>();
    /** Unsatisfiable queries that settled branch decisions: part of the proof. */
    final List<Query> lemmas = new ArrayList<>();
    /**
     * The ranges of the forall binders whose body is being translated ({@code 0 <= i}, {@code i < M}): a
     * layout built there ({@code (8,i+1):(i+1,1)}) needs shape entries >= 1 only inside them.
     */
    final List<Cond> binderRanges = new ArrayList<>();
    /** Set while exporting SMT-LIB: encodings then choose by structure only, never by a solver's answer,
     *  so that the exported scripts do not depend on timing. */
    boolean exporting;
    private BoolExpr base;

    record Query(String description, BoolExpr formula) { }

    Scope(ProofSession session, ProverOptions options, Map<String, Object> definitions, List<Expr> assumptionExprs,
          List<Cond> given, List<Cond> path) {
        this(session, options, definitions, assumptionExprs, given, path, Map.of());
    }

    /** A scope whose assumptions force the given variables to the given values (see {@link Assumptions#pin}). */
    Scope(ProofSession session, ProverOptions options, Map<String, Object> definitions, List<Expr> assumptionExprs,
          List<Cond> given, List<Cond> path, Map<String, Long> pinned) {
        // The session's services, handed on: nothing inside a proof calls back into the session itself.
        this.solver = session.solver();
        this.checks = session.checks();
        this.decisions = session.decisions;
        this.options = options;
        this.definitions = definitions;
        this.assumptionExprs = assumptionExprs;
        this.path = List.copyOf(path);
        List<Cond> all = new ArrayList<>(given);
        all.addAll(path);
        this.assumptions = pinned.isEmpty() ? Assumptions.of(all) : Assumptions.of(all).pin(pinned);
        this.enc = new Z3Encoder(session.context(), assumptions);
        this.decider = new Z3Decider(this);
        this.evaluator = new Evaluator(decider, true, definitions);
    }

    /** The assumptions and path conditions as one Z3 formula (side constraints are added per query). */
    BoolExpr base() {
        if (base == null) {
            List<BoolExpr> parts = new ArrayList<>();
            for (Cond c : assumptions.conditions()) {
                parts.add(enc.encode(c));
            }
            base = enc.ctx().mkAnd(parts.toArray(new BoolExpr[0]));
        }
        return base;
    }

    Layout substituted(Layout l) {
        return Instances.substitute(l, assumptions.substitution());
    }
}
