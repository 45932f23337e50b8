package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Counts of a check run and the exit status they imply, after its suppressions and baseline ({@link Triage}); with
 * {@code --changed}, how each checked file reaches the change ({@link ChangeChains}).
 */
public record CheckSummary(List<CheckResult> results, List<Diagnostic> errors, long millis, Triage triage, ChangeChains chains) {

    public static final int OK = cuteprover.ExitCode.OK;
    public static final int REFUTED = cuteprover.ExitCode.REFUTED;
    public static final int UNKNOWN = cuteprover.ExitCode.UNKNOWN;
    public static final int BAD_INPUT = cuteprover.ExitCode.INPUT_ERROR;

    /** A run without suppressions or baseline. */
    public CheckSummary(List<CheckResult> results, List<Diagnostic> errors, long millis) {
        this(results, errors, millis, Triage.NONE);
    }

    /** A run without {@code --changed}. */
    public CheckSummary(List<CheckResult> results, List<Diagnostic> errors, long millis, Triage triage) {
        this(results, errors, millis, triage, ChangeChains.NONE);
    }

    public Map<CheckResult.Verdict, Integer> counts() {
        return counts(results);
    }

    /** How many results have each verdict (every verdict present, 0 when none). */
    static Map<CheckResult.Verdict, Integer> counts(List<CheckResult> results) {
        Map<CheckResult.Verdict, Integer> c = new EnumMap<>(CheckResult.Verdict.class);
        for (CheckResult.Verdict v : CheckResult.Verdict.values()) {
            c.put(v, 0);
        }
        for (CheckResult r : results) {
            c.merge(r.verdict(), 1, Integer::sum);
        }
        return c;
    }

    /** Every finding of the run ({@link Findings#all}), then the triage's own warnings. */
    public List<Finding> findings() {
        List<Finding> out = new ArrayList<>(Findings.all(errors, results));
        out.addAll(triage.warnings());
        return out;
    }

    /** Why the finding does not fail the gate, if a suppression or the baseline accepts it. */
    public Optional<Waiver> waiver(Finding f) {
        return Optional.ofNullable(triage.waived().get(f));
    }

    /** 3 bad input beats 1 refuted beats 2 unknown beats 0; a waived finding counts for nothing. */
    public int exitStatus(boolean allowUnknown) {
        int status = OK;
        for (Finding f : findings()) {
            if (f.fails(allowUnknown) && waiver(f).isEmpty()) {
                status = worse(status, switch (f.type()) {
                    case INPUT_ERROR -> BAD_INPUT;
                    case REFUTED -> REFUTED;
                    default -> UNKNOWN;
                });
            }
        }
        return status;
    }

    private static int worse(int a, int b) {
        List<Integer> order = List.of(OK, UNKNOWN, REFUTED, BAD_INPUT);
        return order.indexOf(a) >= order.indexOf(b) ? a : b;
    }

    /** How many findings of the type no suppression or baseline accepts. */
    private int standing(Finding.Type type) {
        return (int) findings().stream().filter(f -> f.type() == type && waiver(f).isEmpty()).count();
    }

    private int waived(Class<? extends Waiver> kind) {
        return (int) triage.waived().values().stream().filter(kind::isInstance).count();
    }

    public String line() {
        Map<CheckResult.Verdict, Integer> c = counts();
        int proved = c.get(CheckResult.Verdict.PROVED);
        int expected = c.get(CheckResult.Verdict.REFUTED_AS_EXPECTED);
        int bounded = c.get(CheckResult.Verdict.BOUNDED);
        int suppressed = waived(Waiver.Suppressed.class);
        int baselined = waived(Waiver.Baselined.class);
        return String.format("%d properties: %d proved, %s%d refuted as expected, %d refuted, %d unknown, %d input errors%s%s (%.1f s)",
                results.size(), proved, bounded > 0 ? bounded + " bounded (not proved), " : "", expected,
                standing(Finding.Type.REFUTED), standing(Finding.Type.UNKNOWN), standing(Finding.Type.INPUT_ERROR),
                suppressed > 0 ? ", " + suppressed + " suppressed" : "", baselined > 0 ? ", " + baselined + " baselined" : "",
                millis / 1000.0);
    }
}
