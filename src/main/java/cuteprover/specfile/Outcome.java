package cuteprover.specfile;

import cuteprover.symbolic.Violation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The prover's answer for one obligation, as the checker reports it.
 *
 * @param satisfiedBy for a proved obligation, parameter values that satisfy its assumptions (the
 *                    witness that the proof is not vacuous)
 * @param warnings    why a proved property holds vacuously in part (an empty forall range, say)
 * @param violation   for a refuted obligation, the check that failed as the prover states it, in its parts
 *                    ({@code injective}, {@code L(x) != L(y) for x != y}, {@code L = (M,4):(1,8)}); {@link Violation#NONE} otherwise
 * @param witness     for a refuted obligation, the verdict's concrete witness (values and both sides); null
 *                    is read from the detail lines, which carry the same witness as text
 */
public record Outcome(Status status, String headline, List<String> details, long millis, boolean cached,
                      Map<String, Long> satisfiedBy, List<String> warnings, Violation violation, Witness witness) {

    /** BOUNDED: holds up to the bound that {@code --bound} set, not proved beyond it. */
    public enum Status { PROVED, BOUNDED, REFUTED, UNKNOWN, ERROR }

    public Outcome {
        details = List.copyOf(details);
        satisfiedBy = Collections.unmodifiableMap(new LinkedHashMap<>(satisfiedBy));
        warnings = List.copyOf(warnings);
        violation = violation == null ? Violation.NONE : violation;
        if (witness == null) {
            witness = status == Status.REFUTED ? Witness.fromDetails(details) : Witness.NONE;
        }
    }

    public Outcome(Status status, String headline, List<String> details, long millis, boolean cached,
                   Map<String, Long> satisfiedBy, List<String> warnings, Violation violation) {
        this(status, headline, details, millis, cached, satisfiedBy, warnings, violation, null);
    }

    public Outcome(Status status, String headline, List<String> details, long millis, boolean cached,
                   Map<String, Long> satisfiedBy, List<String> warnings) {
        this(status, headline, details, millis, cached, satisfiedBy, warnings, Violation.NONE);
    }

    public Outcome(Status status, String headline, List<String> details, long millis, boolean cached) {
        this(status, headline, details, millis, cached, Map.of(), List.of());
    }

    public boolean proved() {
        return status == Status.PROVED;
    }

    public Outcome withTiming(long ms, boolean fromCache) {
        return new Outcome(status, headline, details, ms, fromCache, satisfiedBy, warnings, violation, witness);
    }
}
