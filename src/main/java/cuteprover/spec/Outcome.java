package cuteprover.spec;

import java.util.List;

/** The prover's answer for one obligation, as the checker reports it. */
public record Outcome(Status status, String headline, List<String> details, long millis, boolean cached) {

    /** BOUNDED: holds up to the bound that {@code --bound} set, not proved beyond it. */
    public enum Status { PROVED, BOUNDED, REFUTED, UNKNOWN, ERROR }

    public Outcome {
        details = List.copyOf(details);
    }

    public boolean proved() {
        return status == Status.PROVED;
    }

    public Outcome withTiming(long ms, boolean fromCache) {
        return new Outcome(status, headline, details, ms, fromCache);
    }
}
