package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Counts of a check run and the exit status they imply. */
public record CheckSummary(List<CheckResult> results, List<Diagnostic> errors, long millis) {

    public static final int OK = cuteprover.ExitCode.OK;
    public static final int REFUTED = cuteprover.ExitCode.REFUTED;
    public static final int UNKNOWN = cuteprover.ExitCode.UNKNOWN;
    public static final int BAD_INPUT = cuteprover.ExitCode.INPUT_ERROR;

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

    /** Every finding of the run ({@link Findings#all}). */
    public List<Finding> findings() {
        return Findings.all(errors, results);
    }

    /** 3 bad input beats 1 refuted beats 2 unknown beats 0. */
    public int exitStatus(boolean allowUnknown) {
        int status = OK;
        for (Finding f : findings()) {
            if (f.fails(allowUnknown)) {
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

    public String line() {
        Map<CheckResult.Verdict, Integer> c = counts();
        int proved = c.get(CheckResult.Verdict.PROVED);
        int expected = c.get(CheckResult.Verdict.REFUTED_AS_EXPECTED);
        int refuted = c.get(CheckResult.Verdict.REFUTED) + c.get(CheckResult.Verdict.PROVED_BUT_EXPECTED_REFUTED);
        int unknown = c.get(CheckResult.Verdict.UNKNOWN);
        int bad = errors.size() + c.get(CheckResult.Verdict.ERROR);
        int bounded = c.get(CheckResult.Verdict.BOUNDED);
        return String.format("%d properties: %d proved, %s%d refuted as expected, %d refuted, %d unknown, %d input errors (%.1f s)",
                results.size(), proved, bounded > 0 ? bounded + " bounded (not proved), " : "", expected, refuted, unknown, bad,
                millis / 1000.0);
    }
}
