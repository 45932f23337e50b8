package cuteprover.report;

import cuteprover.render.CounterexamplePicture;
import cuteprover.render.Figure;
import cuteprover.render.Grid;
import cuteprover.render.HtmlPage;
import cuteprover.render.SvgWriter;
import cuteprover.render.Xml;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.Outcome;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code check --html DIR}: a static report, {@code index.html} and one page per spec file. Every
 * property is listed with its verdict and time, the layouts it involves are drawn (each once per
 * page), and every refuted property has its counterexample drawn on its layouts. Pages have inline
 * style, inline SVG and one inline script, no external resources: they open from disk with no
 * server and no network. The script only counts the pictures that rendered with a non-empty box and
 * writes the count to {@code <body data-svg-rendered>}, for the browser test.
 */
public final class HtmlReport {

    /** Cells drawn per page at most; beyond it layouts are listed, not drawn (pages stay a few MB). */
    static final long PAGE_CELLS = 100_000;
    /** Pictures with more cells are drawn compact (colors, no per-cell text). */
    static final int LABELLED_CELLS = 1024;

    static final String SELF_CHECK = "<script>(function(){var n=0;document.querySelectorAll('svg').forEach(function(s){"
            + "var b=s.getBBox();if(b.width>0&&b.height>0){n++;}});"
            + "document.body.setAttribute('data-svg-rendered',String(n));})();</script>\n";

    private HtmlReport() {
    }

    /** Writes the report under {@code dir}; returns the pages written, index first. */
    public static List<Path> write(Path dir, CheckSummary summary, boolean allowUnknown) throws IOException {
        Files.createDirectories(dir);
        Map<String, List<CheckResult>> byFile = new TreeMap<>();
        Map<String, List<Diagnostic>> errorsByFile = new TreeMap<>();
        for (CheckResult r : summary.results()) {
            byFile.computeIfAbsent(r.obligation().pos().file(), k -> new ArrayList<>()).add(r);
        }
        for (Diagnostic d : summary.errors()) {
            errorsByFile.computeIfAbsent(d.pos().file(), k -> new ArrayList<>()).add(d);
            byFile.computeIfAbsent(d.pos().file(), k -> new ArrayList<>());
        }
        List<Path> pages = new ArrayList<>();
        Path index = dir.resolve("index.html");
        pages.add(index);
        Map<String, String> pageNames = new LinkedHashMap<>();
        for (String file : byFile.keySet()) {
            pageNames.put(file, pageName(file, pageNames.values()));
        }
        Files.writeString(index, index(summary, allowUnknown, byFile, errorsByFile, pageNames), StandardCharsets.UTF_8);
        for (Map.Entry<String, List<CheckResult>> e : byFile.entrySet()) {
            Path page = dir.resolve(pageNames.get(e.getKey()));
            List<CheckResult> results = new ArrayList<>(e.getValue());
            // Failures first (a reader opens the page for them), then by line.
            results.sort(java.util.Comparator.comparing((CheckResult r) -> r.passed())
                    .thenComparingInt(r -> r.obligation().pos().line()));
            Files.writeString(page, page(e.getKey(), results, errorsByFile.getOrDefault(e.getKey(), List.of())), StandardCharsets.UTF_8);
            pages.add(page);
        }
        return pages;
    }

    static String pageName(String file, java.util.Collection<String> taken) {
        String base = file.replaceAll("[^A-Za-z0-9._-]", "_");
        String name = base + ".html";
        for (int k = 2; taken.contains(name); k++) {
            name = base + "-" + k + ".html";
        }
        return name;
    }

    private static String index(CheckSummary summary, boolean allowUnknown, Map<String, List<CheckResult>> byFile,
                                Map<String, List<Diagnostic>> errors, Map<String, String> pageNames) {
        StringBuilder sb = new StringBuilder();
        int status = summary.exitStatus(allowUnknown);
        sb.append("<p>").append(Xml.escape(summary.line())).append("</p>\n");
        sb.append("<p>gate: <span class=\"").append(status == 0 ? "PROVED" : "REFUTED").append("\">")
                .append(status == 0 ? "passed" : "failed").append("</span> (exit status ").append(status).append(")</p>\n");
        failures(sb, summary, allowUnknown, pageNames);
        sb.append("<table class=\"props\">\n<tr><th>spec file</th><th>properties</th><th>proved</th><th>refuted as expected</th>"
                + "<th>refuted</th><th>unknown</th><th>input errors</th></tr>\n");
        for (Map.Entry<String, List<CheckResult>> e : byFile.entrySet()) {
            Map<CheckResult.Verdict, Integer> c = counts(e.getValue());
            int refuted = c.get(CheckResult.Verdict.REFUTED) + c.get(CheckResult.Verdict.PROVED_BUT_EXPECTED_REFUTED);
            int bad = c.get(CheckResult.Verdict.ERROR) + errors.getOrDefault(e.getKey(), List.of()).size();
            sb.append("<tr><td><a href=\"").append(Xml.escape(pageNames.get(e.getKey()))).append("\">")
                    .append(Xml.escape(e.getKey())).append("</a></td>")
                    .append(cell(e.getValue().size(), "")).append(cell(c.get(CheckResult.Verdict.PROVED), "PROVED"))
                    .append(cell(c.get(CheckResult.Verdict.REFUTED_AS_EXPECTED), "EXPECTED"))
                    .append(cell(refuted, "REFUTED")).append(cell(c.get(CheckResult.Verdict.UNKNOWN), "UNKNOWN"))
                    .append(cell(bad, "ERROR")).append("</tr>\n");
        }
        sb.append("</table>\n");
        if (!summary.errors().isEmpty()) {
            sb.append("<h2>input errors</h2>\n<pre>");
            for (Diagnostic d : summary.errors()) {
                sb.append(Xml.escape(d.toString())).append('\n');
            }
            sb.append("</pre>\n");
        }
        sb.append(SELF_CHECK);
        return HtmlPage.standalone("cute-prover check", List.of(sb.toString()));
    }

    /** Every failure, before anything else, each linked to its section (and picture) on its file's page. */
    private static void failures(StringBuilder sb, CheckSummary summary, boolean allowUnknown, Map<String, String> pageNames) {
        List<String> items = new ArrayList<>();
        for (Diagnostic d : summary.errors()) {
            items.add("<li><span class=\"ERROR\">input error</span> <a href=\"" + Xml.escape(pageNames.get(d.pos().file())) + "\">"
                    + Xml.escape(d.pos().toString()) + "</a>: " + Xml.escape(d.message()) + "</li>");
        }
        for (CheckResult r : summary.results()) {
            boolean fails = !r.passed() && !(r.verdict() == CheckResult.Verdict.UNKNOWN && allowUnknown);
            if (!fails) {
                continue;
            }
            String target = pageNames.get(r.obligation().pos().file()) + "#" + anchor(r.obligation())
                    + (r.outcome().status() == Outcome.Status.REFUTED ? "-counterexample" : "");
            items.add("<li><span class=\"" + css(r) + "\">" + Xml.escape(r.tag()) + "</span> <a class=\"failure\" href=\""
                    + Xml.escape(target) + "\">" + Xml.escape(r.obligation().pos() + "  " + r.obligation().label()) + "</a>: "
                    + Xml.escape(Failures.oneLine(r)) + "</li>");
        }
        if (!items.isEmpty()) {
            sb.append("<h2 id=\"failures\">failures (").append(items.size()).append(")</h2>\n<ul class=\"failures\">\n");
            items.forEach(i -> sb.append(i).append('\n'));
            sb.append("</ul>\n");
        }
    }

    private static String cell(int n, String cls) {
        return "<td" + (n > 0 && !cls.isEmpty() ? " class=\"" + cls + "\"" : "") + ">" + n + "</td>";
    }

    private static Map<CheckResult.Verdict, Integer> counts(List<CheckResult> results) {
        return CheckSummary.counts(results);
    }

    /** The CSS class of a verdict. */
    static String css(CheckResult r) {
        switch (r.verdict()) {
            case PROVED:
                return "PROVED";
            case REFUTED_AS_EXPECTED:
                return "EXPECTED";
            case REFUTED:
            case PROVED_BUT_EXPECTED_REFUTED:
                return "REFUTED";
            case UNKNOWN:
            case BOUNDED:
                return "UNKNOWN";
            default:
                return "ERROR";
        }
    }

    private static String anchor(Obligation o) {
        return "p" + o.pos().line() + "-" + o.pos().column();
    }

    private static String page(String file, List<CheckResult> results, List<Diagnostic> errors) {
        StringBuilder sb = new StringBuilder();
        sb.append("<p><a href=\"index.html\">all spec files</a></p>\n");
        Map<CheckResult.Verdict, Integer> c = counts(results);
        sb.append(String.format(Locale.ROOT, "<p>%d properties: %d proved, %d refuted as expected, %d refuted, %d unknown, %d input errors</p>%n",
                results.size(), c.get(CheckResult.Verdict.PROVED), c.get(CheckResult.Verdict.REFUTED_AS_EXPECTED),
                c.get(CheckResult.Verdict.REFUTED) + c.get(CheckResult.Verdict.PROVED_BUT_EXPECTED_REFUTED),
                c.get(CheckResult.Verdict.UNKNOWN), c.get(CheckResult.Verdict.ERROR) + errors.size()));
        if (!errors.isEmpty()) {
            sb.append("<h2>input errors</h2>\n<pre>");
            errors.forEach(d -> sb.append(Xml.escape(d.toString())).append('\n'));
            sb.append("</pre>\n");
        }
        sb.append("<table class=\"props\">\n<tr><th>line</th><th>verdict</th><th>property</th><th>time</th></tr>\n");
        for (CheckResult r : results) {
            Obligation o = r.obligation();
            sb.append("<tr><td>").append(o.pos().line()).append("</td><td class=\"").append(css(r)).append("\">")
                    .append(Xml.escape(r.tag())).append("</td><td><a href=\"#").append(anchor(o)).append("\">")
                    .append(Xml.escape(o.label())).append("</a></td><td>").append(time(r.outcome())).append("</td></tr>\n");
        }
        sb.append("</table>\n");
        Map<String, String> drawn = new HashMap<>();
        long[] budget = {PAGE_CELLS};
        HtmlReportPictures pictures = new HtmlReportPictures();
        for (CheckResult r : results) {
            section(sb, r, drawn, budget, pictures);
        }
        sb.append(SELF_CHECK);
        return HtmlPage.standalone(file, List.of(sb.toString()));
    }

    private static String time(Outcome o) {
        return o.millis() + " ms" + (o.cached() ? " (cached)" : "");
    }

    private static void section(StringBuilder sb, CheckResult r, Map<String, String> drawn, long[] budget,
                                HtmlReportPictures pictures) {
        Obligation o = r.obligation();
        Outcome out = r.outcome();
        sb.append("<section id=\"").append(anchor(o)).append("\">\n");
        sb.append("<h2><span class=\"").append(css(r)).append("\">").append(Xml.escape(r.tag())).append("</span> ")
                .append(Xml.escape(o.label())).append("</h2>\n");
        sb.append("<p><code>").append(Xml.escape(o.propertyText())).append("</code><br><span class=\"muted\">line ")
                .append(o.pos().line()).append(", ").append(time(out)).append("</span></p>\n");
        if (!o.assumptionTexts().isEmpty()) {
            sb.append("<p class=\"muted\">assuming <code>").append(Xml.escape(String.join(" && ", o.assumptionTexts()))).append("</code></p>\n");
        }
        boolean refuted = out.status() == Outcome.Status.REFUTED;
        if (!out.proved() && !refuted && !out.headline().isEmpty()) {
            sb.append("<pre>").append(Xml.escape(out.headline())).append("</pre>\n");
        }
        if (refuted) {
            sb.append("<h3 id=\"").append(anchor(o)).append("-counterexample\">counterexample</h3>\n<pre class=\"witness\">");
            ReadableFailure.lines(o, out).forEach(d -> sb.append(Xml.escape(d)).append('\n'));
            sb.append("</pre>\n");
            Optional<Figure> f = CounterexamplePicture.draw(o.property(), o.propertyText(), out.witness(), out.details());
            if (f.isEmpty()) {
                f = BankConflictFigure.draw(o, out.witness());   // a bank conflict is drawn as its worst phase
            }
            if (f.isPresent() && cells(f.get()) <= HtmlReportPictures.MAX_CELLS) {
                sb.append("<figure class=\"counterexample\">\n").append(SvgWriter.element(f.get(), LABELLED_CELLS)).append("</figure>\n");
            } else {
                sb.append("<p class=\"muted\">(the counterexample's layouts are too large or not static: not drawn)</p>\n");
            }
        }
        List<HtmlReportPictures.Involved> involved;
        try {
            involved = pictures.involved(o);
        } catch (RuntimeException | StackOverflowError e) {
            involved = List.of();
        }
        for (HtmlReportPictures.Involved i : involved) {
            String id = drawn.get(i.key());
            if (id != null) {
                sb.append("<p class=\"muted\">").append(Xml.escape(i.label())).append(": drawn <a href=\"#").append(id)
                        .append("\">above</a></p>\n");
                continue;
            }
            if (i.figure() == null) {
                sb.append("<p class=\"muted\">").append(Xml.escape(i.label())).append(": ").append(Xml.escape(i.note())).append("</p>\n");
                continue;
            }
            long cells = cells(i.figure());
            if (cells > budget[0]) {
                sb.append("<p class=\"muted\">").append(Xml.escape(i.label()))
                        .append(": not drawn (this page has reached its picture budget; cute-prover show draws it)</p>\n");
                continue;
            }
            budget[0] -= cells;
            String newId = "L" + drawn.size();
            drawn.put(i.key(), newId);
            sb.append("<figure id=\"").append(newId).append("\">\n").append(SvgWriter.element(i.figure(), LABELLED_CELLS)).append("</figure>\n");
        }
        sb.append("</section>\n");
    }

    private static long cells(Figure f) {
        long n = 0;
        for (Grid g : f.grids()) {
            n += (long) g.rows() * g.cols();
        }
        return n;
    }
}
