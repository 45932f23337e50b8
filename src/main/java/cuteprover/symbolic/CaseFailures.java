package cuteprover.symbolic;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Cases of a split in which the property could not be evaluated, turned into the assumption it needs. */
final class CaseFailures {

    private CaseFailures() {
    }

    /** A case of a split in which evaluating the property failed, with a value of the case. */
    record Failure(List<Cond> path, CuteError error, Map<String, Long> example) { }

    /**
     * Evaluation failed in some cases of a split: name what the assumptions must add and a value where
     * it fails, e.g. {@code composition needs M % 8 == 0 or 8 % M == 0; fails for M = 3 (<the engine's reason>)}.
     * Failed cases that differ only in the last split condition are merged first, so that conditions
     * on which the failure does not depend drop out.
     */
    static CuteError missingAssumption(List<Failure> failures) {
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
        java.util.regex.Matcher op = java.util.regex.Pattern.compile("^([A-Za-z_][A-Za-z_0-9]*) ").matcher(first.error().reason());
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
            // It fails whichever way the split went: the split was not its cause (a layout compared with
            // ==), so the error is the one every case met, at its own position, with the values it met it at.
            CuteError e = first.error();
            if (first.example().isEmpty()) {
                return e;
            }
            String at = " (at " + ProofSession.describe(first.example()) + ")";
            return new CuteError(e.offset(), e.reason() + at, e.getMessage() + at);
        }
        sb.append(" needs ").append(String.join(" and ", needs));
        if (!first.example().isEmpty()) {
            sb.append("; fails for ").append(ProofSession.describe(first.example()));
        }
        return new CuteError(sb.append(" (").append(message).append(")").toString());
    }

    /** The one position where p and q hold opposite conditions and agree elsewhere, else -1. */
    static int onlyDifference(List<Cond> p, List<Cond> q) {
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
}
