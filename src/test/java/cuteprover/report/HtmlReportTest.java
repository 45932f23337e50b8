package cuteprover.report;

import cuteprover.cli.CheckCommand;
import cuteprover.render.SvgDoc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code check --html DIR}: pages, verdicts and times, pictures, counterexamples, no external resources. */
class HtmlReportTest {

    static final Path FIXTURES = Path.of("src/test/resources/check");

    /** Runs check on fixture specs with --html; returns the exit status. */
    static int report(Path out, Path cache, String... specs) {
        List<String> args = new ArrayList<>();
        for (String s : specs) {
            args.add(FIXTURES.resolve(s).toString());
        }
        args.addAll(List.of("--html", out.toString(), 
                "--cache-dir", cache.resolve("cache").toString(), "--jobs", "1"));
        return CheckCommand.execute(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), args.toArray(new String[0]));
    }

    static String page(Path dir, String spec) throws IOException {
        return Files.readString(dir.resolve(HtmlReport.pageName(FIXTURES.resolve(spec).toString(), List.of())), StandardCharsets.UTF_8);
    }

    /** The inline {@code <svg>...</svg>} elements of a page. */
    static List<String> svgs(String html) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL).matcher(html);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    void onePagePerSpecFileWithEveryPropertyItsVerdictAndTime(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("report");
        assertEquals(1, report(dir, tmp, "proved.cute", "refuted.cute"));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(3, files.count(), "index and two pages");
        }
        String index = Files.readString(dir.resolve("index.html"));
        assertTrue(index.contains("4 properties: 2 proved, 1 refuted as expected, 1 refuted"), index);
        assertTrue(index.contains("failed</span> (exit status 1)"), index);
        assertTrue(index.contains("href=\"" + HtmlReport.pageName(FIXTURES.resolve("proved.cute").toString(), List.of()) + "\""));
        String proved = page(dir, "proved.cute");
        for (String name : List.of("a_bijective", "narrow_stride", "bijective(((8,M/8),(4,N)):((1,32),(8,4*M)))")) {
            assertTrue(proved.contains("<h2><span class=\""), proved);
            assertTrue(proved.contains(name), name);
        }
        assertEquals(3, Pattern.compile("<section id=").matcher(proved).results().count());
        assertEquals(3, Pattern.compile("<td>\\d+ ms( \\(cached\\))?</td>").matcher(proved).results().count(), "a time per property");
        assertTrue(proved.contains("<span class=\"EXPECTED\">REFUTED (expected)</span> narrow_stride"));
        // A = (M,N):(1,M) under M % 8 == 0: drawn at sample values that satisfy the assumption
        assertTrue(proved.contains("A = (8,2):(1,8) drawn at M = 8, N = 2"), proved);
    }

    @Test
    void failuresComeFirstAndLinkToTheirPictures(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("report");
        report(dir, tmp, "proved.cute", "refuted.cute");
        String index = Files.readString(dir.resolve("index.html"));
        int failures = index.indexOf("<h2 id=\"failures\">failures (1)</h2>");
        assertTrue(failures > 0 && failures < index.indexOf("<table class=\"props\">"), "failures before the table:\n" + index);
        Matcher link = Pattern.compile("<a class=\"failure\" href=\"([^\"#]+)#([^\"]+)\">").matcher(index);
        assertTrue(link.find(), index);
        assertEquals(HtmlReport.pageName(FIXTURES.resolve("refuted.cute").toString(), List.of()), link.group(1));
        String refuted = Files.readString(dir.resolve(link.group(1)));
        int target = refuted.indexOf("id=\"" + link.group(2) + "\"");
        assertTrue(target > 0, "the link's target exists: " + link.group(2));
        assertTrue(refuted.indexOf("<figure class=\"counterexample\">", target) > target, "and the picture follows it");
        String proved = page(dir, "proved.cute");
        assertTrue(proved.indexOf("a_bijective") < proved.indexOf("narrow_stride"),
                "on a page too, failures (none here) then the rest by line: the expected refutation on line 6 passes, so it stays after line 4");
    }

    @Test
    void aRefutedPropertyHasItsCounterexampleDrawn(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("report");
        report(dir, tmp, "refuted.cute");
        String refuted = page(dir, "refuted.cute");
        assertTrue(refuted.contains("<span class=\"REFUTED\">REFUTED</span>"));
        int figure = refuted.indexOf("<figure class=\"counterexample\">");
        assertTrue(figure > 0, refuted);
        SvgDoc cx = SvgDoc.parse(svgs(refuted.substring(figure)).get(0));
        assertEquals(2, cx.count("rect", "mark"), "the two colliding cells");
        assertTrue(cx.texts("text", "note").contains("M = 9"));
    }

    @Test
    void aBankConflictIsDrawnAsItsWorstPhaseAndTheWitnessIsNotCut(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("report");
        report(dir, tmp, "bank_conflict.cute");
        String page = page(dir, "bank_conflict.cute");
        int figure = page.indexOf("<figure class=\"counterexample\">");
        assertTrue(figure > 0, "drawn, not 'not drawn': " + page);
        SvgDoc cx = SvgDoc.parse(svgs(page.substring(figure)).get(0));
        assertEquals(32, cx.count("rect", "mark"), "the 32 words of bank 0 that the warp's 32 threads read");
        assertTrue(page.contains("<pre class=\"witness\">") && page.contains("thread 31 at byte 3968"), "the whole witness, wrapped: " + page);
    }

    @Test
    void everyPictureIsWellFormedSvgAndNothingIsExternal(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("report");
        report(dir, tmp, "proved.cute", "refuted.cute");
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) {
                String html = Files.readString(p);
                for (String svg : svgs(html)) {
                    SvgDoc.parse(svg);
                }
                String stripped = html.replace("http://www.w3.org/2000/svg", "");
                assertFalse(stripped.contains("http://") || stripped.contains("https://") || stripped.contains("src="), p.toString());
                assertTrue(html.contains("data-svg-rendered") || html.contains("setAttribute('data-svg-rendered'"));
            }
        }
    }

    @Test
    void inputErrorsAppearOnTheirPage(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("report");
        assertEquals(3, report(dir, tmp, "broken.cute"));
        String page = page(dir, "broken.cute");
        assertTrue(page.contains("<h2>input errors</h2>"), page);
        assertTrue(page.contains(":3:12: unknown name &#39;K&#39;"), page);
    }
}
