package cuteprover.report;

import cuteprover.Version;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * JUnit XML as CI systems read it: one testsuite per spec file, one testcase per property; a
 * refuted property is a failure, an unknown one is skipped unless it fails the gate (then failure),
 * an input error is an error; a failure or error that a suppression or the baseline accepts is skipped, with
 * {@code suppressed: REASON} or {@code baselined: ...} as its message.
 */
public final class JUnitReport {

    private JUnitReport() {
    }

    private static String warnings(CheckResult r, CheckSummary s) {
        List<String> lines = new ArrayList<>();
        List<String> warnings = r.outcome().warnings();
        List<Finding> warningFindings = Findings.warningsOf(r);
        for (int i = 0; i < warnings.size(); i++) {
            String w = warnings.get(i);
            lines.add(s.waiver(warningFindings.get(i)).map(v -> "suppressed warning: " + w + " (" + v.justification() + ")")
                    .orElse("warning: " + w));
        }
        return String.join("\n", lines);
    }

    /** The skipped element's message for an accepted finding: {@code suppressed: REASON} or {@code baselined: ...}. */
    private static String skipped(Waiver w) {
        return (w instanceof Waiver.Suppressed ? "suppressed: " : "baselined: ") + w.justification();
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        Map<String, List<String>> cases = new LinkedHashMap<>();
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Diagnostic d : s.errors()) {
            String file = d.pos().file();
            int[] c = counts.computeIfAbsent(file, k -> new int[4]);
            c[0]++;
            c[2]++;
            Optional<Waiver> waiver = s.waiver(Findings.of(d));
            if (waiver.isPresent()) {
                c[2]--;
                c[3]++;
            }
            cases.computeIfAbsent(file, k -> new ArrayList<>()).add(
                    "    <testcase classname=\"" + esc(file) + "\" name=\"" + esc("input error: " + d.message()) + "\" time=\"0\">\n"
                            + waiver.map(w -> "      <skipped message=\"" + esc(skipped(w)) + "\"/>\n").orElse(
                            "      <error message=\"" + esc(d.message()) + "\" type=\"input\">" + esc(d.toString()) + "</error>\n")
                            + "    </testcase>\n");
        }
        for (CheckResult r : s.results()) {
            String file = r.obligation().pos().file();
            int[] c = counts.computeIfAbsent(file, k -> new int[4]);
            c[0]++;
            StringBuilder tc = new StringBuilder();
            // The name is the property's name (or text), never its line: CI history follows a test across edits.
            tc.append("    <testcase classname=\"").append(esc(file)).append("\" name=\"")
                    .append(esc(r.obligation().label()))
                    .append("\" time=\"").append(seconds(r.outcome().millis())).append("\"");
            String body = r.obligation().pos() + ": " + String.join("\n", lines(r));
            CheckResult.Verdict v = r.verdict();
            Optional<Waiver> waiver = Findings.verdictOf(r).flatMap(s::waiver);
            if (waiver.isPresent() && !r.passed()) {
                c[3]++;
                tc.append(">\n      <skipped message=\"").append(esc(skipped(waiver.get()))).append("\"/>\n    </testcase>\n");
            } else if (v == CheckResult.Verdict.BOUNDED) {
                // Passes (the run asked for --bound) but stays visible: it is not a proof.
                tc.append(">\n      <system-out>").append(esc(r.outcome().headline() + "\n" + body)).append("</system-out>\n    </testcase>\n");
            } else if (r.passed() && !r.outcome().warnings().isEmpty()) {
                tc.append(">\n      <system-out>").append(esc(warnings(r, s))).append("</system-out>\n    </testcase>\n");
            } else if (r.passed()) {
                tc.append("/>\n");
            } else if (v == CheckResult.Verdict.ERROR) {
                c[2]++;
                tc.append(">\n      <error message=\"").append(esc(Failures.headline(r))).append("\" type=\"input\">")
                        .append(esc(body)).append("</error>\n    </testcase>\n");
            } else if (v == CheckResult.Verdict.UNKNOWN && allowUnknown) {
                c[3]++;
                tc.append(">\n      <skipped message=\"").append(esc(Failures.headline(r))).append("\"/>\n    </testcase>\n");
            } else {
                c[1]++;
                tc.append(">\n      <failure message=\"").append(esc(Failures.oneLine(r)))
                        .append("\" type=\"").append(v.name()).append("\">").append(esc(body)).append("</failure>\n    </testcase>\n");
            }
            cases.computeIfAbsent(file, k -> new ArrayList<>()).add(tc.toString());
        }
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        int[] total = new int[4];
        counts.values().forEach(c -> {
            for (int i = 0; i < 4; i++) {
                total[i] += c[i];
            }
        });
        sb.append("<testsuites name=\"cute-prover check\" tests=\"").append(total[0]).append("\" failures=\"").append(total[1])
                .append("\" errors=\"").append(total[2]).append("\" time=\"").append(seconds(s.millis())).append("\">\n");
        for (Map.Entry<String, List<String>> e : cases.entrySet()) {
            int[] c = counts.get(e.getKey());
            sb.append("  <testsuite name=\"").append(esc(e.getKey())).append("\" tests=\"").append(c[0])
                    .append("\" failures=\"").append(c[1]).append("\" errors=\"").append(c[2])
                    .append("\" skipped=\"").append(c[3]).append("\" file=\"").append(esc(e.getKey())).append("\">\n");
            sb.append("    <properties>\n      <property name=\"cute-prover.version\" value=\"").append(esc(Version.VERSION))
                    .append("\"/>\n    </properties>\n");
            e.getValue().forEach(sb::append);
            sb.append("  </testsuite>\n");
        }
        sb.append("</testsuites>\n");
        return sb.toString();
    }

    private static List<String> lines(CheckResult r) {
        List<String> out = new ArrayList<>();
        out.add(Failures.headline(r));
        out.addAll(Failures.details(r));
        return out;
    }

    private static String seconds(long millis) {
        return String.format(java.util.Locale.ROOT, "%.3f", millis / 1000.0);
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\n' -> sb.append("&#10;");
                default -> {
                    if (c >= 0x20 || c == '\t') {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
