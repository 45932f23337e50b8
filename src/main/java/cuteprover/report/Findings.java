package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A run's findings ({@link Finding}) from its input errors and results, in report order. */
public final class Findings {

    private Findings() {
    }

    /** Input errors first, then each result's verdict and its warnings, in the run's order. */
    public static List<Finding> all(List<Diagnostic> errors, List<CheckResult> results) {
        List<Finding> out = new ArrayList<>();
        errors.forEach(d -> out.add(of(d)));
        for (CheckResult r : results) {
            verdictOf(r).ifPresent(out::add);
            out.addAll(warningsOf(r));
        }
        return out;
    }

    public static Finding of(Diagnostic d) {
        return new Finding(Finding.Type.INPUT_ERROR, d.pos(), Rules.INPUT_ERROR.id(), null, null, d.message(), List.of());
    }

    /** The result's verdict as a finding: a failure, an UNKNOWN or a BOUNDED verdict; empty for a pass. */
    public static Optional<Finding> verdictOf(CheckResult r) {
        Finding.Type type = switch (r.verdict()) {
            case ERROR -> Finding.Type.INPUT_ERROR;
            case REFUTED, PROVED_BUT_EXPECTED_REFUTED -> Finding.Type.REFUTED;
            case UNKNOWN -> Finding.Type.UNKNOWN;
            case BOUNDED -> Finding.Type.BOUNDED;
            default -> null;
        };
        if (type == null) {
            return Optional.empty();
        }
        String rule = switch (type) {
            case INPUT_ERROR -> Rules.INPUT_ERROR.id();
            case BOUNDED -> Rules.BOUNDED.id();
            default -> Rules.of(r.obligation()).id();
        };
        return Optional.of(new Finding(type, r.obligation().pos(), rule, r.obligation().name(), r.obligation().label(),
                Failures.headline(r), Failures.details(r)));
    }

    /** The warnings on the result (vacuity, a documented bound broken), each a finding of rule {@code vacuous}. */
    public static List<Finding> warningsOf(CheckResult r) {
        List<Finding> out = new ArrayList<>();
        for (String w : r.outcome().warnings()) {
            out.add(new Finding(Finding.Type.WARNING, r.obligation().pos(), Rules.VACUOUS.id(), r.obligation().name(),
                    r.obligation().label(), r.obligation().label() + ": " + w, List.of()));
        }
        return out;
    }
}
