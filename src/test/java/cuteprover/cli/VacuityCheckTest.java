package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 12 end to end: vacuous assumptions are input errors (exit 3), vacuous foralls are warnings in every report. */
class VacuityCheckTest {

    private static final Path FIXTURES = Path.of("src/test/resources/check/vacuity");

    @TempDir
    Path tmp;

    private record Run(int status, String output) { }

    private Run check(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--no-cache";
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), all);
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    private static String fixture(String name) {
        return FIXTURES.resolve(name).toString();
    }

    /** JSON without its line breaks and indentation. */
    private static String oneLine(String json) {
        return json.replaceAll("\\s*\\n\\s*", "");
    }

    private static Run prove(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = ProveCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                new java.io.ByteArrayInputStream(new byte[0]), args);
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void contradictoryWhereClauseIsAnInputErrorWithPositions() {
        String f = fixture("contradictory_where.cute");
        Run r = check(f);
        assertEquals(3, r.status(), r.output());
        assertTrue(r.output().contains("ERROR    " + f + ":3:1  c_bij"), r.output());
        assertTrue(r.output().contains("error: assumptions contradict each other: `M % 64 == 0` (" + f + ":2:18), `M > 0` ("
                + f + ":2:33), `M < 64` (" + f + ":2:42)"), r.output());
    }

    @Test
    void contradictionWithAStaticPropertyIsAnInputError() {
        String f = fixture("contradictory_param.cute");
        Run r = check(f);
        assertEquals(3, r.status(), r.output());
        assertTrue(r.output().contains("`N > 4` (" + f + ":1:15), `N < 3` (" + f + ":1:24)"), r.output());
    }

    @Test
    void contradictionBetweenAnIncludeAndAnAssumeNamesBothFiles() {
        Run r = check(fixture("contradictory_include.cute"));
        assertEquals(3, r.status(), r.output());
        assertTrue(r.output().contains("`K >= 8` (" + fixture("bounds.cute") + ":1:15), `K < 4` ("
                + fixture("contradictory_include.cute") + ":2:8)"), r.output());
    }

    @Test
    void invalidShapeForAnAllowedValueIsAnInputError() {
        Run r = check(fixture("invalid_shape.cute"));
        assertEquals(3, r.status(), r.output());
        assertTrue(r.output().contains("layout (N-2,4):(1,N-2) is not a layout for N = 1: shape (-1,4) has entry -1"), r.output());
    }

    @Test
    void satisfiableAssumptionsProveAndJsonShowsTheSatisfyingAssignment() throws Exception {
        Path json = tmp.resolve("r.json");
        Run r = check(fixture("satisfiable.cute"), "--json", json.toString());
        assertEquals(0, r.status(), r.output());
        String text = oneLine(Files.readString(json));
        assertTrue(text.matches(".*\"satisfiedBy\": \\{\"M\": \\d+,\"N\": \\d+}.*"), text);
    }

    @Test
    void emptyForallRangeIsAWarningInTerminalJsonSarifAndJunit() throws Exception {
        Path json = tmp.resolve("r.json");
        Path sarif = tmp.resolve("r.sarif");
        Path junit = tmp.resolve("r.xml");
        Run r = check(fixture("vacuous_forall.cute"), "--json", json.toString(), "--sarif", sarif.toString(),
                "--junit", junit.toString());
        assertEquals(0, r.status(), r.output());
        String warning = "the range of forall i is empty for every value the assumptions allow: the forall holds vacuously";
        assertTrue(r.output().contains("empty_range  (") && r.output().contains("warning: " + warning), r.output());
        assertEquals(1, r.output().split("warning: ", -1).length - 1, r.output());
        String j = oneLine(Files.readString(json));
        assertTrue(j.contains("\"name\": \"empty_range\"") && j.contains("\"warnings\": [\"" + warning + "\"]"), j);
        String s = oneLine(Files.readString(sarif));
        assertTrue(s.contains("\"ruleId\": \"vacuous\",\"level\": \"warning\""), s);
        assertTrue(Files.readString(junit).contains("<system-out>warning: " + warning + "</system-out>"), Files.readString(junit));
    }

    @Test
    void proveReportsTheThreeIssueExamplesAsInputErrors() {
        Run a = prove("--assume", "N > 4 && N < 3", "injective((4,N):(1,0))");
        assertEquals(3, a.status(), a.output());
        assertTrue(a.output().startsWith("error: assumptions contradict each other: `N > 4` (--assume), `N < 3` (--assume)"), a.output());
        Run b = prove("--assume", "N <= 0", "size((N,4):(1,4)) >= 8");
        assertEquals(3, b.status(), b.output());
        assertTrue(b.output().contains("`N <= 0` (--assume), `N >= 1` (implicit"), b.output());
        Run c = prove("-v", "--assume", "N > 4 && N < 30", "injective((4,N):(1,4))");
        assertEquals(0, c.status(), c.output());
        assertTrue(c.output().contains("# not vacuous: the assumptions hold for N = "), c.output());
    }

    /** --bound 8 under assumptions no value up to 8 satisfies must not claim "holds for all values up to 8". */
    @Test
    void aBoundBelowEveryAllowedValueIsUnknownNotBounded() throws Exception {
        String unknown = "UNKNOWN: the bounded check up to 8 decides nothing: no value up to the bound satisfies the assumptions"
                + " (`64 <= K` (--assume), `K <= 8` (--bound 8) cannot hold together)";
        Run p = prove("--bound", "8", "--timeout", "500", "--assume", "K % 64 == 0 && 64 <= K", "X*X*X + Y*Y*Y != Z*Z*Z + 0*K");
        assertEquals(2, p.status(), p.output());
        assertTrue(p.output().startsWith(unknown), p.output());
        Path spec = tmp.resolve("bound.cute");
        Files.writeString(spec, "param K where K % 64 == 0 && 64 <= K\nparam X, Y, Z\nprove fermat: X*X*X + Y*Y*Y != Z*Z*Z + 0*K\n");
        Run c = check(spec.toString(), "--bound", "8", "--timeout", "500");
        assertEquals(2, c.status(), c.output());
        assertTrue(c.output().contains("`64 <= K` (" + spec + ":1:30), `K <= 8` (--bound 8) cannot hold together"), c.output());
        Run reachable = prove("--bound", "8", "--timeout", "500", "--assume", "K <= 5", "X*X*X + Y*Y*Y != Z*Z*Z + 0*K");
        assertEquals(0, reachable.status(), reachable.output());
        assertTrue(reachable.output().startsWith("BOUNDED: holds for all values up to 8"), reachable.output());
    }
}
