package cuteprover.report;

import cuteprover.specfile.SourcePos;

/** Why a finding does not fail the gate although it would: a suppression in the source, or the baseline. */
public sealed interface Waiver {

    /** The reason, as reports give it (SARIF's {@code justification}). */
    String justification();

    /** A {@code cute-prover: ignore[TARGET] REASON} comment at {@code at} names the finding. */
    record Suppressed(SourcePos at, String target, String reason) implements Waiver {
        @Override
        public String justification() {
            return reason;
        }
    }

    /** The baseline file records the finding: it was there when the baseline was written. */
    record Baselined(String baselineFile) implements Waiver {
        @Override
        public String justification() {
            return "accepted by the baseline " + baselineFile;
        }
    }
}
