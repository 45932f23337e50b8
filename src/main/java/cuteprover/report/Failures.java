package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Outcome;

import java.util.List;

/**
 * How every report words a result that is not a pass: one headline sentence and the witness lines.
 * One place, so that the console, annotations, SARIF, JUnit and GitLab say the same thing.
 */
public final class Failures {

    private Failures() {
    }

    /** E.g. {@code injective((M,N):(1,8)) is refuted: a counterexample exists}. */
    public static String headline(CheckResult r) {
        String label = r.obligation().label();
        Outcome o = r.outcome();
        return switch (r.verdict()) {
            case REFUTED -> label + (r.obligation().name() != null ? " (" + r.obligation().propertyText() + ")" : "") + " is refuted";
            case REFUTED_AS_EXPECTED -> label + " is refuted, as expected";
            case PROVED_BUT_EXPECTED_REFUTED -> label + " proves, but `expect refuted` says it should be refuted";
            case UNKNOWN -> label + " is not decided: " + strip(o.headline(), "UNKNOWN: ");
            case ERROR -> label + ": " + strip(o.headline(), "error: ");
            case PROVED -> label + " is proved";
            case BOUNDED -> label + " is not proved, but " + strip(o.headline(), "BOUNDED: ");
        };
    }

    /** The witness as a person reads it ({@link ReadableFailure}), or the bound lines; empty when there are none. */
    public static List<String> details(CheckResult r) {
        return ReadableFailure.lines(r.obligation(), r.outcome());
    }

    /** Headline and details in one line, for one-line message fields. */
    public static String oneLine(CheckResult r) {
        List<String> d = details(r);
        return headline(r) + (d.isEmpty() ? "" : ": " + String.join("; ", d));
    }

    private static String strip(String s, String prefix) {
        return s.startsWith(prefix) ? s.substring(prefix.length()) : s;
    }
}
