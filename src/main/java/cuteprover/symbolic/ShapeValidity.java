package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every layout a property builds must be a layout for every value the assumptions allow: its shape
 * entries are >= 1. The coordinate encoding gives a mode of size <= 0 an empty domain, so such a
 * value would silently drop out of the proof; instead it is an input error naming the value and
 * the shape, with the concrete engine's own reason ({@code eval} refuses the same shape).
 */
final class ShapeValidity {

    private ShapeValidity() {
    }

    /** A shape entry below 1 for a value the assumptions allow: an input error, never a case failure. */
    static final class InvalidShape extends CuteError {
        InvalidShape(String message) {
            super(message);
        }
    }

    /**
     * Checks the symbolic shape entries of a layout under the scope's assumptions; throws
     * {@link InvalidShape} with the first allowed value that breaks one, returns a reason when the
     * solver cannot decide, else null.
     */
    static String check(Scope scope, Layout l, Set<SymInt> seen) {
        for (IntTuple leaf : l.shape().leaves()) {
            SymInt entry = (SymInt) leaf;
            SymInt resolved = entry.substitute(scope.assumptions.substitution());
            if (resolved.isConst() && resolved.value() < 1 && !entry.isConst()) {
                // the assumptions pin it (M == 0): no value is left to try, and this one is not a size
                throw new InvalidShape(message(l, pinned(scope, entry), List.of()));
            }
            if (resolved.isConst() || !seen.add(entry)) {
                continue;
            }
            // Inside a forall body the binders range over their intervals only.
            java.util.Set<String> binders = new java.util.TreeSet<>();
            for (Cond r : scope.binderRanges) {
                binders.addAll(r.variables());
            }
            binders.removeAll(scope.enc.originalVariables());
            binders.removeIf(Assumptions::isQuotient);
            List<String> binderNames = new java.util.ArrayList<>(binders);
            List<Cond> query = new java.util.ArrayList<>(scope.binderRanges);
            query.add(new Cond.Cmp("<", entry, SymInt.ONE));
            List<com.microsoft.z3.ArithExpr<com.microsoft.z3.IntSort>> coords = new java.util.ArrayList<>();
            for (String b : binderNames) {
                coords.add(scope.enc.encode(SymInt.var(b)));
            }
            ProofSession.Solved s = scope.session.solve(scope, scope.enc.encode(new Cond.And(query)), coords, false, true);
            if (s.status() == ProofSession.Status.SAT) {
                java.util.Set<String> free = new java.util.TreeSet<>(entry.substitute(scope.assumptions.substitution()).variables());
                free.removeAll(s.variables().keySet());
                free.removeIf(Assumptions::isQuotient);
                free.removeAll(binderNames);
                if (!free.isEmpty()) {
                    return "cannot show that the shape entry " + entry + " of " + l + " is >= 1: it depends on "
                            + String.join(", ", free) + ", whose range this check does not see";
                }
                Map<String, Long> at = new java.util.LinkedHashMap<>(s.variables());
                for (int i = 0; i < binderNames.size() && i < s.coordinates().size(); i++) {
                    if (entry.variables().contains(binderNames.get(i))) {   // a binder the entry reads, not just any in scope
                        at.put(binderNames.get(i), s.coordinates().get(i));
                    }
                }
                throw new InvalidShape(message(l, at, binderNames));
            }
            if (s.status() == ProofSession.Status.UNKNOWN) {
                return "could not decide whether the shape entry " + entry + " of " + l
                        + " is >= 1 for every value the assumptions allow (" + s.reason() + ")";
            }
        }
        return null;
    }

    /** The values the assumptions pin the entry's variables to. */
    private static Map<String, Long> pinned(Scope scope, SymInt entry) {
        Map<String, Long> at = new java.util.TreeMap<>();
        for (String v : entry.variables()) {
            SymInt value = SymInt.var(v).substitute(scope.assumptions.substitution());
            if (value.isConst()) {
                at.put(v, value.value());
            }
        }
        return at;
    }

    private static String message(Layout l, Map<String, Long> values, List<String> binders) {
        IntTuple shape;
        try {
            shape = Instances.substitute(l.shape(), Instances.constants(values));
        } catch (ArithmeticException e) {
            // an entry such as M/(M/4) has no value there at all
            String at = ProofSession.describe(values);
            return "layout " + l + " is not a layout for " + at + ": its shape has no value there (" + e.getMessage()
                    + "); add an assumption that excludes " + at;
        }
        String entry = "?";
        for (IntTuple leaf : shape.leaves()) {
            if (leaf instanceof SymInt s && s.isConst() && s.value() < 1) {
                entry = s.toString();
                break;
            }
        }
        String at = ProofSession.describe(values);
        boolean inForall = binders.stream().anyMatch(b -> l.shape().leaves().stream().anyMatch(
                leaf -> leaf instanceof SymInt x && x.variables().contains(b)));
        return "layout " + l + " is not a layout for " + at + ": shape " + TupleFormat.format(shape) + " has entry " + entry
                + "; shape entries must be >= 1 (" + (inForall ? "narrow the forall's range or add an assumption" : "add an assumption")
                + " that excludes " + at + ")";
    }
}
