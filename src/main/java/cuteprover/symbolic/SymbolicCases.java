package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Symbolic evaluation of an expression split into cases where the assumptions do not decide a
 * branch of the algebra ({@link ProofSession#cases}), with cases that agree merged back.
 */
final class SymbolicCases {

    private final ProofSession session;
    private final ProverOptions options;

    SymbolicCases(ProofSession session) {
        this.session = session;
        this.options = session.options();
    }

    record RawCase(List<Cond> path, Map<String, SymInt> pinned, Object value, String error) {
        String text() {
            return value != null ? cuteprover.expr.Values.format(value) : "error: " + error;
        }
    }

    void evaluateCases(Expr expr, List<Expr> assumptionExprs, List<Cond> given, Map<String, Object> defs,
                               List<Cond> path, int splits, List<RawCase> out) {
        Scope scope = session.scopeFor(defs, assumptionExprs, given, path);
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
            evaluateCases(expr, assumptionExprs, given, defs, ProofSession.plus(path, c), splits + 1, out);
            evaluateCases(expr, assumptionExprs, given, defs, ProofSession.plus(path, Cond.not(c)), splits + 1, out);
        } catch (CuteError e) {
            out.add(new RawCase(path, pinned, null, e.getMessage()));
        }
    }

    /**
     * Merges two cases that differ only in one split condition when their results agree: printed
     * equally, or the one case's result is the other's at the values that case pins ({@code (4,8):(N,1)}
     * covers the case {@code N == 1}, where it is {@code (4,8):(1,1)}).
     */
    static void mergeCases(List<RawCase> cases) {
        boolean merged = true;
        while (merged) {
            merged = false;
            outer:
            for (int i = 0; i < cases.size(); i++) {
                for (int j = i + 1; j < cases.size(); j++) {
                    RawCase p = cases.get(i);
                    RawCase q = cases.get(j);
                    int k = CaseFailures.onlyDifference(p.path(), q.path());
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
}
