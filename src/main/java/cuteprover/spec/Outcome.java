package cuteprover.spec;

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
 */
public record Outcome(Status status, String headline, List<String> details, long millis, boolean cached,
                      Map<String, Long> satisfiedBy, List<String> warnings) {

    public enum Status { PROVED, PROVED_BOUNDED, REFUTED, UNKNOWN, ERROR }

    public Outcome {
        details = List.copyOf(details);
        satisfiedBy = Collections.unmodifiableMap(new LinkedHashMap<>(satisfiedBy));
        warnings = List.copyOf(warnings);
    }

    public Outcome(Status status, String headline, List<String> details, long millis, boolean cached) {
        this(status, headline, details, millis, cached, Map.of(), List.of());
    }

    public boolean proved() {
        return status == Status.PROVED || status == Status.PROVED_BOUNDED;
    }

    public Outcome withTiming(long ms, boolean fromCache) {
        return new Outcome(status, headline, details, ms, fromCache, satisfiedBy, warnings);
    }
}
