package cuteprover.specfile;

/** An obligation with its outcome, classified against its expectation. */
public record CheckResult(Obligation obligation, Outcome outcome) {

    /** How the result counts for the gate. */
    public enum Verdict { PROVED, BOUNDED, REFUTED_AS_EXPECTED, REFUTED, PROVED_BUT_EXPECTED_REFUTED, UNKNOWN, ERROR }

    public Verdict verdict() {
        Outcome.Status s = outcome.status();
        if (s == Outcome.Status.ERROR) {
            return Verdict.ERROR;
        }
        if (s == Outcome.Status.UNKNOWN) {
            return Verdict.UNKNOWN;
        }
        if (s == Outcome.Status.BOUNDED) {
            // No counterexample up to the bound: an expected refutation is then undecided, not confirmed.
            return obligation.expectRefuted() ? Verdict.UNKNOWN : Verdict.BOUNDED;
        }
        if (outcome.proved()) {
            return obligation.expectRefuted() ? Verdict.PROVED_BUT_EXPECTED_REFUTED : Verdict.PROVED;
        }
        return obligation.expectRefuted() ? Verdict.REFUTED_AS_EXPECTED : Verdict.REFUTED;
    }

    public boolean passed() {
        Verdict v = verdict();
        return v == Verdict.PROVED || v == Verdict.BOUNDED || v == Verdict.REFUTED_AS_EXPECTED;
    }

    /** The word printed at the start of the line. */
    public String tag() {
        switch (verdict()) {
            case PROVED:
                return "PROVED";
            case BOUNDED:
                return "BOUNDED";
            case REFUTED_AS_EXPECTED:
                return "REFUTED (expected)";
            case REFUTED:
                return "REFUTED";
            case PROVED_BUT_EXPECTED_REFUTED:
                return "FAILED (expected refuted, but proved)";
            case UNKNOWN:
                return "UNKNOWN";
            default:
                return "ERROR";
        }
    }
}
