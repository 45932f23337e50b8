package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.layout.Requirement;
import cuteprover.tuple.SymInt;

import java.util.Map;
import java.util.TreeMap;

/**
 * The prover's side of an operation's definedness contract ({@link Requirement}): the condition must
 * hold for every value the assumptions allow (inside a forall body, for every binder in its range).
 * Where it fails, the input error names the first such value and gives the operation's own refusal
 * there, the text {@code eval} prints at those values.
 */
final class Requirements {

    private Requirements() {
    }

    /** Throws {@link UndefinedTerm} where the requirement fails for an allowed value; a reason when undecided; else null. */
    static String check(Scope scope, Requirement r) {
        Requirement resolved = r.substitute(scope.assumptions.substitution());
        if (resolved.isConstant()) {
            try {
                resolved.check();
            } catch (CuteError e) {
                throw new UndefinedTerm(e.getMessage() + pinnedText(scope, r));
            }
            return null;
        }
        Cond violation = new Cond.Or(java.util.List.of(new Cond.Cmp("<", r.value(), r.low()),
                r.high() == null ? new Cond.Bool(false) : new Cond.Cmp(">=", r.value(), r.high())));
        SymInt terms = SymInt.add(SymInt.add(r.value(), r.low()), r.high() == null ? SymInt.ZERO : r.high());
        AllowedValues.Found found = AllowedValues.violating(scope, violation, terms);
        if (found instanceof AllowedValues.At at) {
            throw new UndefinedTerm(refusalAt(r, at.values()));
        }
        if (found instanceof AllowedValues.Undecided u) {
            return "could not decide whether " + r + " holds for every value the assumptions allow, as the operation"
                    + " requires (" + u.reason() + ")";
        }
        return null;
    }

    /** The operation's refusal at these values, and the values. */
    private static String refusalAt(Requirement r, Map<String, Long> at) {
        Map<String, SymInt> values = Instances.constants(at);
        Requirement there = r.substitute(values);
        String reason;
        try {
            there.check();
            reason = "its condition " + r + " fails";   // only where a term reads a quotient variable the values do not set
        } catch (CuteError | IllegalStateException e) {
            reason = e.getMessage();
        }
        String values_ = ProofSession.describe(at);
        return reason + " for " + values_ + " (add an assumption that excludes " + values_ + ")";
    }

    /** " for M = 0" when the assumptions pin the requirement's variables, else "". */
    private static String pinnedText(Scope scope, Requirement r) {
        Map<String, Long> at = new TreeMap<>();
        java.util.Set<String> names = new java.util.TreeSet<>(r.value().variables());
        names.addAll(r.low().variables());
        if (r.high() != null) {
            names.addAll(r.high().variables());
        }
        for (String v : names) {
            SymInt value = SymInt.var(v).substitute(scope.assumptions.substitution());
            if (value.isConst()) {
                at.put(v, value.value());
            }
        }
        return at.isEmpty() ? "" : " for " + ProofSession.describe(at);
    }
}
