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

    /** The binders of the forall bodies being translated. */
    private static List<String> binderNames(Scope scope) {
        java.util.Set<String> binders = new java.util.TreeSet<>();
        for (Cond r : scope.binderRanges) {
            binders.addAll(r.variables());
        }
        binders.removeAll(scope.enc.originalVariables());
        return new java.util.ArrayList<>(binders);
    }

    /**
     * Checks the symbolic shape entries of a layout under the scope's assumptions; throws
     * {@link UndefinedTerm} with the first allowed value that breaks one, returns a reason when the
     * solver cannot decide, else null.
     */
    static String check(Scope scope, Layout l, Set<SymInt> seen) {
        for (IntTuple leaf : l.shape().leaves()) {
            SymInt entry = (SymInt) leaf;
            SymInt resolved = entry.substitute(scope.assumptions.substitution());
            if (resolved.isConst() && resolved.value() < 1 && !entry.isConst()) {
                // the assumptions pin it (M == 0): no value is left to try, and this one is not a size
                throw new UndefinedTerm(message(l, pinned(scope, entry), List.of()));
            }
            if (resolved.isConst() || !seen.add(entry)) {
                continue;
            }
            AllowedValues.Found found = AllowedValues.violating(scope, new Cond.Cmp("<", entry, SymInt.ONE), entry);
            if (found instanceof AllowedValues.At at) {
                throw new UndefinedTerm(message(l, at.values(), binderNames(scope)));
            }
            if (found instanceof AllowedValues.Undecided u) {
                return "could not decide whether the shape entry " + entry + " of " + l
                        + " is >= 1 for every value the assumptions allow (" + u.reason() + ")";
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
