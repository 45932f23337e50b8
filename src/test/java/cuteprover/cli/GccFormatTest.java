package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check --format gcc} read as GitHub's gcc problem matcher reads a compiler's output: every finding of the run
 * (as the JSON report lists them) is matched with its file, line, column and severity, and nothing else is.
 */
class GccFormatTest {

    /** The gcc problem matcher of GitHub's documentation (actions/toolkit, docs/problem-matchers.md). */
    private static final Pattern GCC_MATCHER = Pattern.compile("^(.*):(\\d+):(\\d+):\\s+(?:fatal\\s+)?(warning|error):\\s+(.*)$");
    private static final Path FIXTURES = Path.of("src/test/resources/check");

    @TempDir
    Path tmp;

    /** A finding as a problem matcher reports it. */
    private record Matched(String file, int line, int column, String severity) { }

    private record Run(int status, String output, JsonNode json) { }

    private Run check(String... extra) throws Exception {
        Path json = tmp.resolve("report-" + extra.length + ".json");
        List<String> args = new ArrayList<>(List.of(
                FIXTURES.resolve("refuted.cute").toString(), FIXTURES.resolve("broken.cute").toString(),
                FIXTURES.resolve("unknown.cute").toString(), FIXTURES.resolve("vacuity/vacuous_forall.cute").toString(),
                FIXTURES.resolve("proved.cute").toString(), "--timeout", "300", "--jobs", "1",
                "--cache-dir", tmp.resolve("cache").toString(), "--format", "gcc", "--json", json.toString()));
        args.addAll(List.of(extra));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), args.toArray(String[]::new));
        return new Run(status, bytes.toString(StandardCharsets.UTF_8), new ObjectMapper().readTree(json.toFile()));
    }

    /** The findings as the JSON report lists them, with the severity a compiler would give them. */
    private static List<Matched> expected(JsonNode json, boolean allowUnknown) {
        List<Matched> out = new ArrayList<>();
        for (JsonNode e : json.path("errors")) {
            out.add(new Matched(e.path("file").asText(), e.path("line").asInt(), e.path("column").asInt(), "error"));
        }
        for (JsonNode r : json.path("results")) {
            String verdict = r.path("verdict").asText();
            if (!r.path("passed").asBoolean()) {
                String severity = verdict.equals("UNKNOWN") && allowUnknown ? "warning" : "error";
                out.add(new Matched(r.path("file").asText(), r.path("line").asInt(), r.path("column").asInt(), severity));
            }
            for (JsonNode ignored : r.path("warnings")) {
                out.add(new Matched(r.path("file").asText(), r.path("line").asInt(), r.path("column").asInt(), "warning"));
            }
        }
        return out;
    }

    private static List<Matched> matched(String output) {
        List<Matched> out = new ArrayList<>();
        for (String line : output.lines().toList()) {
            Matcher m = GCC_MATCHER.matcher(line);
            if (m.matches()) {
                out.add(new Matched(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), m.group(4)));
            }
        }
        return out;
    }

    @Test
    void everyFindingIsReadByTheGccProblemMatcher() throws Exception {
        Run run = check();
        assertEquals(3, run.status(), run.output());
        List<Matched> expected = expected(run.json(), false);
        assertEquals(6, expected.size(), "3 input errors, a refutation, an UNKNOWN, a vacuity warning: " + run.json());
        assertEquals(expected, matched(run.output()), run.output());
        assertTrue(run.output().contains(FIXTURES.resolve("refuted.cute") + ":2:1: error: injective((M,N):(1,8)) is refuted [injective]\n"),
                run.output());
        assertTrue(run.output().contains(FIXTURES.resolve("vacuity/vacuous_forall.cute") + ":2:1: warning: empty_range: ")
                && run.output().contains("holds vacuously [vacuous]\n"), run.output());
    }

    @Test
    void theCounterexampleFollowsAsNotesAndTheSummaryStaysLast() throws Exception {
        Run run = check();
        List<String> lines = run.output().lines().toList();
        String refuted = FIXTURES.resolve("refuted.cute") + ":2:1: ";
        int at = lines.indexOf(refuted + "error: injective((M,N):(1,8)) is refuted [injective]");
        assertTrue(at >= 0, run.output());
        assertEquals(refuted + "note: fails: L(x) != L(y) for x != y, where L = (M,N):(1,8)", lines.get(at + 1), run.output());
        assertTrue(lines.get(at + 2).startsWith(refuted + "note: at M = "), run.output());
        assertTrue(lines.stream().filter(l -> l.contains(": note: ")).noneMatch(l -> GCC_MATCHER.matcher(l).matches()),
                "a note is no finding of its own");
        String last = lines.get(lines.size() - 1);
        assertTrue(last.startsWith("7 properties: 4 proved, 1 refuted as expected, 1 refuted, 1 unknown, 3 input errors"), last);
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("PROVED")), "a pass prints nothing: " + run.output());
    }

    @Test
    void anAllowedUnknownIsAWarning() throws Exception {
        Run run = check("--allow-unknown");
        List<Matched> expected = expected(run.json(), true);
        assertEquals(expected, matched(run.output()), run.output());
        assertTrue(expected.contains(new Matched(FIXTURES.resolve("unknown.cute").toString(), 2, 1, "warning")), expected.toString());
    }
}
