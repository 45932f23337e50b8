package cuteprover.report;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The HTML report in a real browser: headless Chromium (Debian's {@code chromium}, which
 * {@code .ci/run} installs) loads every page from disk, and each page must render all of its SVG
 * pictures with a non-empty box (the page's own script counts them into
 * {@code <body data-svg-rendered>}, read back with {@code --dump-dom}) and log nothing to the
 * console. Skipped, saying why, only when no chromium is installed.
 */
class HtmlReportBrowserTest {

    private static String chromium;

    @BeforeAll
    static void findChromium() {
        chromium = onPath("chromium", "chromium-browser");
    }

    private static String onPath(String... names) {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String name : names) {
            for (String d : path.split(File.pathSeparator)) {
                Path p = Path.of(d, name);
                if (Files.isExecutable(p)) {
                    return p.toString();
                }
            }
        }
        return null;
    }

    private static void requireChromium() {
        Assumptions.assumeTrue(chromium != null,
                "chromium is not installed (no chromium on PATH): the browser test of the HTML report is skipped; "
                        + "CI installs Debian's chromium package (.ci/run)");
    }

    /** What the browser made of a page: the DOM after scripts ran, and its console messages. */
    record Loaded(String dom, List<String> console) {
        int rendered() {
            Matcher m = Pattern.compile("data-svg-rendered=\"(\\d+)\"").matcher(dom);
            return m.find() ? Integer.parseInt(m.group(1)) : -1;
        }
    }

    static Loaded load(Path page, Path profile) throws IOException, InterruptedException {
        Path out = Files.createTempFile(profile.getParent(), "dom", ".html");
        Path err = Files.createTempFile(profile.getParent(), "log", ".txt");
        ProcessBuilder pb = new ProcessBuilder(chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--dump-dom",
                page.toAbsolutePath().toUri().toString());
        pb.redirectOutput(out.toFile());
        pb.redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish loading " + page + " within 120 s");
        }
        List<String> console = new ArrayList<>();
        for (String line : Files.readAllLines(err, StandardCharsets.UTF_8)) {
            if (line.contains(":CONSOLE") || line.contains("Uncaught")) {
                console.add(line);
            }
        }
        return new Loaded(Files.readString(out, StandardCharsets.UTF_8), console);
    }

    private static int svgElements(String html) {
        return (int) Pattern.compile("<svg ").matcher(html).results().count();
    }

    @Test
    void everyPageRendersAllItsPicturesWithoutConsoleErrors(@TempDir Path tmp) throws IOException, InterruptedException {
        requireChromium();
        Path dir = tmp.resolve("report");
        HtmlReportTest.report(dir, tmp, "proved.cute", "refuted.cute");
        List<Path> pages;
        try (Stream<Path> s = Files.list(dir)) {
            pages = s.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        }
        assertEquals(3, pages.size());
        int total = 0;
        for (Path page : pages) {
            int expected = svgElements(Files.readString(page));
            Loaded l = load(page, tmp.resolve("profile"));
            assertTrue(l.console().isEmpty(), page + " logged to the console: " + l.console());
            assertEquals(expected, l.rendered(), page + ": pictures rendered with a non-empty box");
            total += expected;
        }
        // proved.cute: A, the literal layout, (M,N):(1,8) of narrow_stride and its (expected) counterexample;
        // refuted.cute: its layout and its counterexample
        assertEquals(6, total);
    }

    @Test
    void theCheckDetectsBrokenPages(@TempDir Path tmp) throws IOException, InterruptedException {
        requireChromium();
        Path bad = tmp.resolve("bad.html");
        Files.writeString(bad, "<!DOCTYPE html><html><body><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\"></svg>"
                + "<script>notAFunction();</script>" + HtmlReport.SELF_CHECK + "</body></html>");
        Loaded l = load(bad, tmp.resolve("profile"));
        assertFalse(l.console().isEmpty(), "a script error must be seen");
        assertEquals(0, l.rendered(), "an empty picture must not count as rendered");
        assertEquals(1, svgElements(Files.readString(bad)));
    }
}
