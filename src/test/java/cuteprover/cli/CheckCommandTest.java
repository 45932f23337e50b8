package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** End-to-end: check on fixture specs, with every verdict kind, error locations, reports and exit codes. */
class CheckCommandTest {

    private static final Path FIXTURES = Path.of("src/test/resources/check");

    @TempDir
    Path tmp;

    private record Run(int status, String output) { }

    private Run check(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--cache-dir";
        all[args.length + 1] = tmp.resolve("cache").toString();
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), all);
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    private static String fixture(String name) {
        return FIXTURES.resolve(name).toString();
    }

    @Test
    void provedAndExpectedRefutationsPassTheGate() {
        Run r = check(fixture("proved.cute"));
        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("PROVED   " + fixture("proved.cute") + ":4:1  a_bijective"), r.output());
        assertTrue(r.output().contains("REFUTED  " + fixture("proved.cute") + ":6:1  narrow_stride"), r.output());
        assertTrue(r.output().contains("expected)"), r.output());
        assertTrue(r.output().contains("3 properties: 2 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), r.output());
    }

    @Test
    void aRefutationFailsWithACounterexampleAndItsTable() {
        Run r = check(fixture("refuted.cute"));
        assertEquals(1, r.status(), r.output());
        assertTrue(r.output().contains("REFUTED  " + fixture("refuted.cute") + ":2:1  injective((M,N):(1,8))"), r.output());
        assertTrue(r.output().contains("M = 9"), r.output());
        assertTrue(r.output().contains("L(x) = 8") && r.output().contains("L(y) = 8"), "both sides labelled: " + r.output());
        assertTrue(r.output().contains("(9,2):(1,8)") && r.output().contains("8*"), "the table marks the colliding cells:\n" + r.output());
    }

    @Test
    void aStaticRefutationUnderUnrelatedParametersIsConfirmed() {
        Run r = check(fixture("static_under_params.cute"));
        assertEquals(1, r.status(), r.output());
        assertTrue(r.output().contains("REFUTED  " + fixture("static_under_params.cute") + ":3:1"), r.output());
        assertTrue(r.output().contains("x = 2") && r.output().contains("y = 4"), r.output());
    }

    @Test
    void aSwizzleForallTooLargeToEnumerateIsDecidedByTheSolver() {
        Run r = check(fixture("swizzle_forall.cute"));
        assertEquals(1, r.status(), r.output());
        assertTrue(r.output().contains("PROVED   " + fixture("swizzle_forall.cute") + ":4:1  big"), r.output());
        assertTrue(r.output().contains("PROVED   " + fixture("swizzle_forall.cute") + ":5:1  small"), r.output());
        assertTrue(r.output().contains("REFUTED  " + fixture("swizzle_forall.cute") + ":6:1  big_false"), r.output());
    }

    @Test
    void unknownFailsUnlessAllowed() {
        assertEquals(2, check(fixture("unknown.cute"), "--timeout", "300").status());
        Run allowed = check(fixture("unknown.cute"), "--timeout", "300", "--allow-unknown");
        assertEquals(0, allowed.status(), allowed.output());
        assertTrue(allowed.output().contains("UNKNOWN  " + fixture("unknown.cute") + ":2:1  hard"), allowed.output());
    }

    @Test
    void badInputIsReportedAtItsPositionAndExitsThree() {
        Run r = check(fixture("broken.cute"), fixture("missing.cute"));
        assertEquals(3, r.status(), r.output());
        assertTrue(r.output().contains(fixture("broken.cute") + ":2:19: error: expected ',' or ')' to close '('"), r.output());
        assertTrue(r.output().contains(fixture("broken.cute") + ":3:12: error: unknown name 'K'"), r.output());
        assertTrue(r.output().contains(fixture("missing.cute") + ":1:1: error: no such file or directory"), r.output());
        // no cascade from the broken definition to the definitions reading it, but the property reading it is counted
        assertTrue(r.output().contains("0 properties") && r.output().contains("4 input errors"), r.output());
        assertTrue(r.output().contains(fixture("broken.cute") + ":4:1: error: property is not checked: it reads 'A'"), r.output());
        assertEquals(4, check("--shard", "0/2", fixture("proved.cute")).status(), "a malformed option value is a usage error");
    }

    @Test
    void shardsPartitionTheSuite() {
        Run first = check("--shard", "1/2", fixture("proved.cute"));
        Run second = check("--shard", "2/2", fixture("proved.cute"));
        assertTrue(first.output().contains("2 properties"), first.output());
        assertTrue(second.output().contains("1 properties"), second.output());
    }

    @Test
    void junitAndSarifReportsDescribeEveryProblem() throws Exception {
        Path junit = tmp.resolve("out/junit.xml");
        Path sarif = tmp.resolve("out/report.sarif");
        Path json = tmp.resolve("out/report.json");
        Run r = check(fixture("proved.cute"), fixture("refuted.cute"), fixture("broken.cute"),
                "--junit", junit.toString(), "--sarif", sarif.toString(), "--json", json.toString());
        assertEquals(3, r.status(), r.output());

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        Element root = doc.getDocumentElement();
        assertEquals("testsuites", root.getTagName());
        assertEquals("7", root.getAttribute("tests"));
        assertEquals("1", root.getAttribute("failures"));
        assertEquals("3", root.getAttribute("errors"));
        NodeList suites = root.getElementsByTagName("testsuite");
        assertEquals(3, suites.getLength());
        assertEquals(1, doc.getElementsByTagName("failure").getLength());
        assertEquals(3, doc.getElementsByTagName("error").getLength());

        String sarifText = Files.readString(sarif);
        SarifShape.requireValid(sarifText);
        assertTrue(sarifText.contains("\"ruleId\": \"injective\""), sarifText);
        assertTrue(sarifText.contains("\"startLine\": 2"), sarifText);
        assertTrue(Files.readString(json).contains("\"verdict\": \"REFUTED\""));
        // the refuted result carries its witness: the layout at the counterexample's sizes, x and y as its coordinates
        com.fasterxml.jackson.databind.JsonNode refuted = null;
        for (com.fasterxml.jackson.databind.JsonNode n : new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile()).path("results")) {
            if (n.path("status").asText().equals("REFUTED")) {
                refuted = n;
            }
        }
        com.fasterxml.jackson.databind.JsonNode w = refuted.path("witness");
        long m = w.path("values").path("M").asLong();
        long n = w.path("values").path("N").asLong();
        assertEquals("(" + m + "," + n + "):(1,8)", w.path("terms").path("(M,N):(1,8)").asText(), w.toString());
        long x = w.path("values").path("x").asLong();
        assertEquals("(" + x % m + "," + x / m + ")", w.path("coordinates").path("x").asText(), w.toString());
        assertEquals("injective((M,N):(1,8))", w.path("conjunct").asText(), w.toString());
    }

    /**
     * CuTe's complement((1,2):(2,8), 36) is (8,3):(1,16), a complement of cosize 40 that breaks CuTe's documented
     * cosize(C) <= round_up(36, cosize(A)) = 36: given, with a warning on each proved property that reads it (through a
     * let too) and a note in eval --json.
     */
    @Test
    void aComplementBreakingOnlyItsDocumentedBoundIsGivenWithAWarningAndANote() throws java.io.IOException {
        String out = SpecRuns.checkLines(tmp, "let C = complement((1,2):(2,8), 36)", "prove is_cute: equal(C, (8,3):(1,16))",
                "prove covers: bijective(make_layout((1,2):(2,8), C))");
        assertEquals(2, out.lines().filter(l -> l.startsWith("PROVED")).count(), out);
        assertEquals(2, out.lines().filter(l -> l.contains("warning: complement((1,2):(2,8), 36) = (8,3):(1,16) breaks CuTe's documented"
                + " post-condition cosize(C) <= round_up(size(cotarget), cosize(A))")).count(), out);
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        assertTrue(EvalCommand.evalLine("complement((1,2):(2,8), 36)", new PrintStream(json, true, StandardCharsets.UTF_8), true));
        String line = json.toString(StandardCharsets.UTF_8);
        assertTrue(line.startsWith("{\"input\":\"complement((1,2):(2,8), 36)\",\"value\":\"(8,3):(1,16)\",\"notes\":[\"complement(")
                && line.contains("cosize(C) = 40 > round_up(36, 9) = 36"), line);
        json.reset();
        assertTrue(EvalCommand.evalLine("complement(4:2,24)", new PrintStream(json, true, StandardCharsets.UTF_8), true));
        assertEquals("{\"input\":\"complement(4:2,24)\",\"value\":\"(2,3):(1,8)\"}", json.toString(StandardCharsets.UTF_8).strip());
    }
}
