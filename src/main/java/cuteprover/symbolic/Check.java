package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.IntSort;

import java.util.List;
import java.util.Map;

/**
 * One proof obligation, phrased as "a counterexample exists": the property holds iff the Z3 query
 * is unsatisfiable. Each check can also decide itself by enumeration when everything is static and
 * small, and re-checks any counterexample on the concrete engine.
 */
interface Check {

    /** What the check states, for notes and error messages, e.g. {@code L(x) != L(y) for x != y}. */
    String description();

    /**
     * Names of the witness coordinates, e.g. {@code x}, {@code y} or the forall binders; most checks
     * have one witness, an index x of the checked layout's domain.
     */
    default List<String> coordinateNames() {
        return List.of("x");
    }

    /** The counterexample formula and the terms whose model values are the witness coordinates. */
    Encoded encode(Scope scope);

    /** Recomputes the counterexample on the concrete engine; the verdict is REFUTED only if it is violated. */
    Outcome recheck(World world, List<Long> coordinates);

    /**
     * The re-check in unbounded integers, for a counterexample whose values leave 64 bits on the
     * concrete engine; null where this check has no exact form (the verdict then stays UNKNOWN).
     */
    default Outcome recheckExact(Map<String, Long> variables, List<Long> coordinates) {
        return null;
    }

    /** The witness coordinates in the order they are reported (e.g. the smaller index first). */
    default List<Long> normalize(List<Long> coordinates) {
        return coordinates;
    }

    /** Decides by enumeration when the check is static and small; {@link Enumerated#NOT_APPLICABLE} otherwise. */
    default Enumerated enumerate(Scope scope) {
        return Enumerated.NOT_APPLICABLE;
    }

    /**
     * The name of a certificate that proves this check for every allowed value, its premises proved under the
     * assumptions (exactly or by Z3); null where none applies or a premise is not proved, and the check goes to
     * its exact encoding. Never a refutation: a failed premise says nothing about the property.
     */
    default String certify(Scope scope) {
        return null;
    }

    record Encoded(BoolExpr counterexample, List<ArithExpr<IntSort>> coordinates) { }

    /** The property has no solver encoding here; the verdict is UNKNOWN with this reason, never PROVED. */
    final class NotEncodable extends cuteprover.CuteError {
        NotEncodable(String reason) {
            super(reason);
        }
    }

    /** The description of the check where only {@code failingPart} of it fails (an {@link Outcome#part}). */
    default String description(String failingPart) {
        return description();
    }

    /**
     * The concrete evaluation of a counterexample: both sides, and whether they violate the property;
     * {@code part}, where the check is a conjunction, the text of the comparison that fails (else null).
     */
    record Outcome(boolean violated, String lhs, String rhs, String part) {
        Outcome(boolean violated, String lhs, String rhs) {
            this(violated, lhs, rhs, null);
        }
    }

    /** Result of enumeration: not applicable, holds (witness null), or a witness. */
    record Enumerated(boolean applicable, List<Long> witness) {
        static final Enumerated NOT_APPLICABLE = new Enumerated(false, null);
        static final Enumerated HOLDS = new Enumerated(true, null);

        static Enumerated found(Long... coordinates) {
            return new Enumerated(true, List.of(coordinates));
        }
    }
}
