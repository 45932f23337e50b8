package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.SourcePos;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code check --format github}: GitHub Actions workflow commands
 * ({@code ::error file=F,line=L,col=C,title=T::message}), one per problem, so that a refuted property
 * shows as an annotation on its line of the pull request.
 * <p>
 * GitHub shows at most {@value #SHOWN_PER_LEVEL} annotations of each level (error, warning, notice) per step and drops
 * the rest in the order they come, so the findings on the pull request's changed lines come first, and a closing
 * notice counts what was not annotated.
 */
public final class GithubAnnotations {

    /** Annotations of one level GitHub shows per step (actions/toolkit, docs/problem-matchers.md). */
    static final int SHOWN_PER_LEVEL = 10;

    /** One workflow command, before it is printed. */
    record Annotation(String level, SourcePos pos, String title, String message) { }

    private GithubAnnotations() {
    }

    /** The annotations in file order. */
    public static void print(PrintStream out, CheckSummary s, boolean allowUnknown) {
        print(out, s, allowUnknown, ChangedLines.NONE);
    }

    /** The annotations, those on {@code changed} lines first. */
    public static void print(PrintStream out, CheckSummary s, boolean allowUnknown, ChangedLines changed) {
        Path root = RepoPaths.root();
        List<Annotation> ordered = changedFirst(annotations(s, allowUnknown), changed, root);
        Map<String, Integer> notShown = notShown(ordered);
        int dropped = notShown.values().stream().mapToInt(Integer::intValue).sum();
        int noticesPrinted = 0;
        for (Annotation a : ordered) {
            // The closing notice is one of the notices GitHub shows: a notice that would push it out is not printed
            // (its BOUNDED line is in the report above).
            if (a.level().equals("notice") && dropped > 0 && ++noticesPrinted >= SHOWN_PER_LEVEL) {
                continue;
            }
            out.println(command(a.level(), a.pos(), a.title(), a.message(), root));
        }
        if (dropped > 0) {
            out.println("::notice title=" + property("cute-prover: " + dropped + " findings not annotated") + "::"
                    + data(dropped + " findings were not annotated (" + levels(notShown) + "): GitHub shows at most "
                    + SHOWN_PER_LEVEL + " errors, " + SHOWN_PER_LEVEL + " warnings and " + SHOWN_PER_LEVEL
                    + " notices per step. Findings on the pull request's changed lines came first; the log above lists every finding."));
        }
    }

    /** Every problem of the run as an annotation, in the report's order; what a suppression or the baseline accepts is none. */
    static List<Annotation> annotations(CheckSummary s, boolean allowUnknown) {
        List<Annotation> out = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            if (s.waiver(Findings.of(d)).isEmpty()) {
                out.add(new Annotation("error", d.pos(), "cute-prover: input error", d.message()));
            }
        }
        for (CheckResult r : s.results()) {
            List<String> warnings = r.outcome().warnings();
            List<Finding> warningFindings = Findings.warningsOf(r);
            for (int i = 0; i < warnings.size(); i++) {
                if (s.waiver(warningFindings.get(i)).isEmpty()) {
                    out.add(new Annotation("warning", r.obligation().pos(), "cute-prover: vacuous " + r.obligation().label(), warnings.get(i)));
                }
            }
            if (Findings.verdictOf(r).flatMap(s::waiver).isPresent()) {
                continue;
            }
            if (r.verdict() == CheckResult.Verdict.BOUNDED) {
                out.add(new Annotation("notice", r.obligation().pos(), "cute-prover: BOUNDED " + r.obligation().label(),
                        Failures.headline(r)));
                continue;
            }
            if (r.passed()) {
                continue;
            }
            String level = r.verdict() == CheckResult.Verdict.UNKNOWN && allowUnknown ? "warning" : "error";
            List<String> lines = new ArrayList<>();
            lines.add(Failures.headline(r));
            lines.addAll(Failures.details(r));
            out.add(new Annotation(level, r.obligation().pos(), "cute-prover: " + r.tag() + " " + r.obligation().label(),
                    String.join("\n", lines)));
        }
        for (Finding w : s.triage().warnings()) {
            out.add(new Annotation("warning", w.pos(), "cute-prover: " + w.rule(), w.headline()));
        }
        return out;
    }

    /** Those on changed lines first, each group in its given order. */
    static List<Annotation> changedFirst(List<Annotation> annotations, ChangedLines changed, Path root) {
        List<Annotation> out = new ArrayList<>(annotations);
        out.sort(Comparator.comparing(a -> !changed.contains(RepoPaths.relative(a.pos().file(), root), a.pos().line())));
        return out;
    }

    /** How many annotations of each level GitHub will not show, with the closing notice taking a notice's place. */
    static Map<String, Integer> notShown(List<Annotation> ordered) {
        Map<String, Integer> count = new HashMap<>();
        ordered.forEach(a -> count.merge(a.level(), 1, Integer::sum));
        Map<String, Integer> out = new java.util.LinkedHashMap<>();
        for (String level : List.of("error", "warning")) {
            int over = count.getOrDefault(level, 0) - SHOWN_PER_LEVEL;
            if (over > 0) {
                out.put(level, over);
            }
        }
        int notices = count.getOrDefault("notice", 0);
        int noticesOver = notices - (out.isEmpty() ? SHOWN_PER_LEVEL : SHOWN_PER_LEVEL - 1);
        if (noticesOver > 0) {
            out.put("notice", notices - (SHOWN_PER_LEVEL - 1));
        }
        return out;
    }

    private static String levels(Map<String, Integer> notShown) {
        List<String> parts = new ArrayList<>();
        notShown.forEach((level, n) -> parts.add(n + " " + level + (n == 1 ? "" : "s")));
        return String.join(", ", parts);
    }

    static String command(String level, SourcePos pos, String title, String message, Path root) {
        return "::" + level + " file=" + property(RepoPaths.relative(pos.file(), root)) + ",line=" + pos.line()
                + ",col=" + pos.column() + ",title=" + property(title) + "::" + data(message);
    }

    /** The escaping GitHub's runner undoes in a command's message. */
    static String data(String s) {
        return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** The escaping of a command's property values (also ':' and ',', which separate them). */
    static String property(String s) {
        return data(s).replace(":", "%3A").replace(",", "%2C");
    }
}
