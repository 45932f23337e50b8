package cuteprover.report;

import cuteprover.spec.CheckResult;
import cuteprover.spec.Diagnostic;

import java.io.PrintStream;

/** The console report: one line per property (verdict, location, property, time), details indented. */
public final class TextReport {

    private TextReport() {
    }

    public static void line(PrintStream out, CheckResult r) {
        String cached = r.outcome().cached() ? ", cached" : "";
        out.printf("%-8s %s  %s  (%d ms%s)%n", r.tag().split(" ")[0], r.obligation().pos(), r.obligation().label(),
                r.outcome().millis(), cached);
        if (!r.tag().equals(r.tag().split(" ")[0])) {
            out.println("         " + r.tag().substring(r.tag().indexOf(' ') + 1));
        }
        boolean showDetails = !r.passed() || r.verdict() == CheckResult.Verdict.REFUTED_AS_EXPECTED;
        if (showDetails) {
            if (!r.outcome().headline().isEmpty() && r.outcome().status() != cuteprover.spec.Outcome.Status.REFUTED) {
                out.println("         " + r.outcome().headline());
            }
            for (String d : r.outcome().details()) {
                out.println("         " + d);
            }
        }
    }

    public static void error(PrintStream out, Diagnostic d) {
        out.println("error: " + d);
    }
}
