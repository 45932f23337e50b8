package cuteprover.report;

import java.util.List;
import java.util.Map;

/**
 * What the suppressions and the baseline made of a run's findings.
 *
 * @param waived   the findings they accept, each with its waiver
 * @param warnings findings of their own: a suppression that matched nothing
 * @param fixed    the baseline's entries that no finding matches any more
 */
public record Triage(Map<Finding, Waiver> waived, List<Finding> warnings, List<Baseline.Fixed> fixed) {

    /** No suppression, no baseline. */
    public static final Triage NONE = new Triage(Map.of(), List.of(), List.of());

    public Triage {
        waived = Map.copyOf(waived);
        warnings = List.copyOf(warnings);
        fixed = List.copyOf(fixed);
    }
}
