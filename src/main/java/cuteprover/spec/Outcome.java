package cuteprover.spec;

import java.util.List;

/** The prover's answer for one obligation, as the checker reports it. */
public record Outcome(Status status, String headline, List<String> details, long millis, boolean cached) {

    public enum Status { PROVED, PROVED_BOUNDED, REFUTED, UNKNOWN, ERROR }

    public Outcome {
        details = List.copyOf(details);
    }

    public boolean proved() {
        return status == Status.PROVED || status == Status.PROVED_BOUNDED;
    }

    public Outcome withTiming(long ms, boolean fromCache) {
        return new Outcome(status, headline, details, ms, fromCache);
    }
}
