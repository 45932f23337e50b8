package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import cuteprover.specfile.Outcome;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The console report: one line per property (verdict, location, property, time), details indented. A finding that a
 * suppression or the baseline accepts is one {@code SUPPRESSED} or {@code BASELINED} line with its reason.
 */
public final class TextReport {

    private TextReport() {
    }

    /** Input errors, every result, then the suppressions' own warnings and the baseline's fixed entries. */
    public static void print(PrintStream out, CheckSummary s) {
        for (Diagnostic d : s.errors()) {
            Finding f = Findings.of(d);
            Optional<Waiver> w = s.waiver(f);
            if (w.isPresent()) {
                out.printf("%-8s %s  input error: %s  (%s)%n", word(w.get()), d.pos(), d.message(), reason(w.get()));
            } else {
                error(out, d);
            }
        }
        for (CheckResult r : s.results()) {
            line(out, r, s);
        }
        for (Finding w : s.triage().warnings()) {
            out.println(w.pos() + ": warning: " + w.headline());
        }
        s.triage().fixed().forEach(f -> out.println(f.note()));
    }

    private static void line(PrintStream out, CheckResult r, CheckSummary s) {
        List<String> notes = new ArrayList<>();
        notes.add(r.outcome().millis() + " ms");
        if (r.outcome().cached()) {
            notes.add("cached");
        }
        Optional<Waiver> waiver = Findings.verdictOf(r).flatMap(s::waiver);
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
        String because = "";
        if (waiver.isPresent()) {
            notes.add(0, word);
            because = "; " + reason(waiver.get());
            word = word(waiver.get());
        }
        out.printf("%-8s %s  %s  (%s%s)%n", word, r.obligation().pos(), r.obligation().label(), String.join(", ", notes), because);
        List<String> warnings = r.outcome().warnings();
        List<Finding> warningFindings = Findings.warningsOf(r);
        for (int i = 0; i < warnings.size(); i++) {
            String text = warnings.get(i);
            out.println("         " + s.waiver(warningFindings.get(i)).map(v -> "suppressed warning: " + text + " (" + reason(v) + ")")
                    .orElse("warning: " + text));
        }
        if (waiver.isPresent() || r.passed() && r.verdict() != CheckResult.Verdict.REFUTED_AS_EXPECTED
                && r.verdict() != CheckResult.Verdict.BOUNDED) {
            return;
        }
        List<ChangeChains.Link> chain = s.chains().of(r.obligation().pos().file());
        if (!r.passed() && !chain.isEmpty()) {
            out.println("         reached through: " + ChangeChains.text(chain));
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

    private static String word(Waiver w) {
        return w instanceof Waiver.Suppressed ? "SUPPRESSED" : "BASELINED";
    }

    /** Why a finding is accepted, as the console says it. */
    static String reason(Waiver w) {
        if (w instanceof Waiver.Suppressed s) {
            return "ignore[" + s.target() + "] at " + s.at().file() + ":" + s.at().line() + ": " + s.reason();
        }
        return w.justification();
    }

    /** gcc/clang style, {@code file:line:col: error: message}, so editors and problem matchers read it. */
    private static void error(PrintStream out, Diagnostic d) {
        out.println(d.pos() + ": error: " + d.message());
    }
}
