package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import cuteprover.specfile.Outcome;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** The console report: one line per property (verdict, location, property, time), details indented. */
public final class TextReport {

    private TextReport() {
    }

    public static void line(PrintStream out, CheckResult r) {
        List<String> notes = new ArrayList<>();
        notes.add(r.outcome().millis() + " ms");
        if (r.outcome().cached()) {
            notes.add("cached");
        }
        String word;
        switch (r.verdict()) {
            case PROVED -> word = "PROVED";
            case REFUTED_AS_EXPECTED -> {
                word = "REFUTED";
                notes.add("expected");
            }
            case PROVED_BUT_EXPECTED_REFUTED -> {
                word = "FAILED";
                notes.add("expected refuted, but proved");
            }
            default -> word = r.verdict().name();
        }
        out.printf("%-8s %s  %s  (%s)%n", word, r.obligation().pos(), r.obligation().label(), String.join(", ", notes));
        r.outcome().warnings().forEach(w -> out.println("         warning: " + w));
        if (r.passed() && r.verdict() != CheckResult.Verdict.REFUTED_AS_EXPECTED
                && r.verdict() != CheckResult.Verdict.BOUNDED) {
            return;
        }
        if (r.outcome().status() != Outcome.Status.REFUTED && !r.outcome().headline().isEmpty()) {
            out.println("         " + r.outcome().headline());
        }
        for (String d : Failures.details(r)) {
            out.println("         " + d);
        }
        if (r.verdict() == CheckResult.Verdict.REFUTED) {
            CounterexampleTable.render(r.obligation(), r.outcome().witness())
                    .ifPresent(t -> t.lines().forEach(l -> out.println("         " + l)));
        }
    }

    /** gcc/clang style, {@code file:line:col: error: message}, so editors and problem matchers read it. */
    public static void error(PrintStream out, Diagnostic d) {
        out.println(d.pos() + ": error: " + d.message());
    }
}
