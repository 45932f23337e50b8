package cuteprover.report;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code check --format gcc}: every finding as a compiler diagnostic, {@code file:line:col: error|warning: message [rule]},
 * its counterexample as {@code file:line:col: note: ...} lines after it, so that editors' problem matchers, vim's
 * quickfix ({@code errorformat}) and reviewdog's {@code -efm} read them as they read gcc's. Passes print nothing; a
 * finding that a suppression or the baseline accepts is one {@code note:} line with the reason.
 */
public final class GccFormat {

    private GccFormat() {
    }

    public static void print(PrintStream out, CheckSummary s, boolean allowUnknown) {
        for (Finding f : s.findings()) {
            s.waiver(f).ifPresentOrElse(w -> out.println(accepted(f, w)), () -> {
                lines(f, allowUnknown).forEach(out::println);
                chain(s.chains().of(f.pos().file())).forEach(out::println);
            });
        }
        s.triage().fixed().forEach(f -> out.println(f.note()));
    }

    /** The finding's diagnostic line and its notes. */
    static List<String> lines(Finding f, boolean allowUnknown) {
        // A message of several lines would break the one-line format: its first line heads, the rest are notes.
        List<String> message = List.of(f.headline().split("\n"));
        List<String> out = new ArrayList<>();
        out.add(f.pos() + ": " + f.severity(allowUnknown) + ": " + message.get(0) + " [" + f.rule() + "]");
        message.subList(1, message.size()).forEach(l -> out.add(note(f, l)));
        f.details().forEach(l -> out.add(note(f, l)));
        return out;
    }

    /**
     * With {@code --changed}, how the finding's file reaches the change: one note at each link, so that quickfix jumps
     * from the property to the include and on to the changed file.
     */
    static List<String> chain(List<ChangeChains.Link> links) {
        return links.stream().map(l -> l.at() + ": note: " + (l.message().equals("changed") ? "changed file" : "reached through " + l.message()))
                .toList();
    }

    /** An accepted finding is a note, which problem matchers pass over: it fails nothing. */
    static String accepted(Finding f, Waiver w) {
        String how = w instanceof Waiver.Suppressed ? "suppressed" : "baselined";
        return f.pos() + ": note: " + how + " (" + TextReport.reason(w) + "): " + f.headline().lines().findFirst().orElse("")
                + " [" + f.rule() + "]";
    }

    private static String note(Finding f, String text) {
        return f.pos() + ": note: " + text.strip();
    }
}
