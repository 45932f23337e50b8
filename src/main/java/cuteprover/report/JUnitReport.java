package cuteprover.report;

import cuteprover.spec.CheckResult;
import cuteprover.spec.Diagnostic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JUnit XML as CI systems read it: one testsuite per spec file, one testcase per property; a
 * refuted property is a failure, an unknown one is skipped unless it fails the gate (then failure),
 * an input error is an error.
 */
public final class JUnitReport {

    private JUnitReport() {
    }

    private static String warnings(CheckResult r) {
        List<String> lines = new ArrayList<>();
        r.outcome().warnings().forEach(w -> lines.add("warning: " + w));
        return String.join("\n", lines);
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        Map<String, List<String>> cases = new LinkedHashMap<>();
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Diagnostic d : s.errors()) {
            String file = d.pos().file();
            int[] c = counts.computeIfAbsent(file, k -> new int[4]);
            c[0]++;
            c[2]++;
            cases.computeIfAbsent(file, k -> new ArrayList<>()).add(
                    "    <testcase classname=\"" + esc(file) + "\" name=\"" + esc(d.pos() + " input") + "\" time=\"0\">\n"
                            + "      <error message=\"" + esc(d.message()) + "\" type=\"input\">" + esc(d.toString()) + "</error>\n"
                            + "    </testcase>\n");
        }
        for (CheckResult r : s.results()) {
            String file = r.obligation().pos().file();
            int[] c = counts.computeIfAbsent(file, k -> new int[4]);
            c[0]++;
            StringBuilder tc = new StringBuilder();
            tc.append("    <testcase classname=\"").append(esc(file)).append("\" name=\"")
                    .append(esc("line " + r.obligation().pos().line() + ": " + r.obligation().label()))
                    .append("\" time=\"").append(r.outcome().millis() / 1000.0).append("\"");
            String body = String.join("\n", r.outcome().details());
            CheckResult.Verdict v = r.verdict();
            if (v == CheckResult.Verdict.BOUNDED) {
                // Passes (the run asked for --bound) but stays visible: it is not a proof.
                tc.append(">\n      <system-out>").append(esc(r.outcome().headline() + "\n" + body)).append("</system-out>\n    </testcase>\n");
            } else if (r.passed() && !r.outcome().warnings().isEmpty()) {
                tc.append(">\n      <system-out>").append(esc(warnings(r))).append("</system-out>\n    </testcase>\n");
            } else if (r.passed()) {
                tc.append("/>\n");
            } else if (v == CheckResult.Verdict.ERROR) {
                c[2]++;
                tc.append(">\n      <error message=\"").append(esc(r.outcome().headline())).append("\" type=\"input\"/>\n    </testcase>\n");
            } else if (v == CheckResult.Verdict.UNKNOWN && allowUnknown) {
                c[3]++;
                tc.append(">\n      <skipped message=\"").append(esc(r.outcome().headline())).append("\"/>\n    </testcase>\n");
            } else {
                c[1]++;
                tc.append(">\n      <failure message=\"").append(esc(r.tag() + ": " + r.outcome().headline()))
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
                .append("\" errors=\"").append(total[2]).append("\" skipped=\"").append(total[3])
                .append("\" time=\"").append(s.millis() / 1000.0).append("\">\n");
        for (Map.Entry<String, List<String>> e : cases.entrySet()) {
            int[] c = counts.get(e.getKey());
            sb.append("  <testsuite name=\"").append(esc(e.getKey())).append("\" tests=\"").append(c[0])
                    .append("\" failures=\"").append(c[1]).append("\" errors=\"").append(c[2])
                    .append("\" skipped=\"").append(c[3]).append("\">\n");
            e.getValue().forEach(sb::append);
            sb.append("  </testsuite>\n");
        }
        sb.append("</testsuites>\n");
        return sb.toString();
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
