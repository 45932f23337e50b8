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
            if (entry.substitute(scope.assumptions.substitution()).isConst() || !seen.add(entry)) {
                continue;
            }
            Cond bad = new Cond.Cmp("<", entry, SymInt.ONE);
            ProofSession.Solved s = scope.session.solve(scope, scope.enc.encode(bad), List.of(), false, true);
            if (s.status() == ProofSession.Status.SAT) {
                java.util.Set<String> bound = new java.util.TreeSet<>(entry.substitute(scope.assumptions.substitution()).variables());
                bound.removeAll(s.variables().keySet());
                bound.removeIf(Assumptions::isQuotient);
                if (!bound.isEmpty()) {
                    // A forall binder (its range is not an assumption here): no parameter value is at fault.
                    return "cannot show that the shape entry " + entry + " of " + l + " is >= 1: it depends on "
                            + String.join(", ", bound) + ", bound by a forall whose range this check does not see";
                }
                throw new InvalidShape(message(l, s.variables()));
            }
            if (s.status() == ProofSession.Status.UNKNOWN) {
                return "could not decide whether the shape entry " + entry + " of " + l
                        + " is >= 1 for every value the assumptions allow (" + s.reason() + ")";
            }
        }
        return null;
    }

    private static String message(Layout l, Map<String, Long> values) {
        IntTuple shape = Instances.substitute(l.shape(), Instances.constants(values));
        String entry = "?";
        for (IntTuple leaf : shape.leaves()) {
            if (leaf instanceof SymInt s && s.isConst() && s.value() < 1) {
                entry = s.toString();
                break;
            }
        }
        String at = ProofSession.describe(values);
        return "layout " + l + " is not a layout for " + at + ": shape " + TupleFormat.format(shape) + " has entry " + entry
                + "; shape entries must be >= 1 (add an assumption that excludes " + at + ")";
    }
}
