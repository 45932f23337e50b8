package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --write-baseline FILE} then {@code --baseline FILE}: the recorded findings pass, wherever their lines move; a new
 * one fails with its own exit code; a fixed one is a note; a bad baseline is an input error.
 */
class BaselinedFindingsTest {

    @TempDir
    Path tmp;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A refutation (line 3) and an input error (line 4) to adopt. */
    private static final List<String> EXISTING = List.of(
            "param M where M % 8 == 0",
            "prove tile: bijective((8,M/8):(1,8))",
            "prove overlapping: injective((M,4):(1,8))",
            "prove reads_typo: size(Typo) == 4");

    private Path spec(List<String> lines) throws IOException {
        Path f = tmp.resolve("tiles.cute");
        Files.writeString(f, String.join("\n", lines) + "\n");
        return f;
    }

    private SpecRuns.Run check(Path spec, String... options) {
        List<String> args = new ArrayList<>(List.of(spec.toString(), "--jobs", "1", "--cache-dir", tmp.resolve("cache").toString()));
        args.addAll(List.of(options));
        return SpecRuns.check(args.toArray(String[]::new));
    }

    private static List<String> plus(List<String> lines, String... more) {
        List<String> out = new ArrayList<>(lines);
        out.addAll(List.of(more));
        return out;
    }

    @Test
    void baselinedFindingsPassAndNewOnesFailWithTheirExitCode() throws IOException {
        Path f = spec(EXISTING);
        Path baseline = tmp.resolve("cute-baseline.json");
        assertEquals(3, check(f).status(), "without a baseline the gate fails");
        SpecRuns.Run written = check(f, "--write-baseline", baseline.toString());
        assertEquals(0, written.status(), written.out());
        assertTrue(written.out().contains("baseline: wrote 2 findings to " + baseline), written.out());
        JsonNode entries = JSON.readTree(baseline.toFile()).path("findings");
        assertEquals(2, entries.size(), entries.toString());
        assertEquals("overlapping (injective((M,4):(1,8))) is refuted", entries.get(1).path("text").asText(), entries.toString());

        SpecRuns.Run run = check(f, "--baseline", baseline.toString());
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("BASELINED " + f + ":3:1  overlapping  (REFUTED, "), run.out());
        assertTrue(run.out().contains("; accepted by the baseline " + baseline + ")"), run.out());
        assertTrue(run.out().contains("BASELINED " + f + ":4:24  input error: unknown name 'Typo'"), run.out());
        assertTrue(run.out().contains("2 properties: 1 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors, 2 baselined ("),
                run.out());

        SpecRuns.Run refuted = check(spec(plus(EXISTING, "prove new_overlap: injective((M,2):(1,4))")), "--baseline", baseline.toString());
        assertEquals(1, refuted.status(), "a new refutation: exit 1: " + refuted.out());
        assertTrue(refuted.out().contains("REFUTED  " + f + ":5:1  new_overlap"), refuted.out());
        SpecRuns.Run broken = check(spec(plus(EXISTING, "prove other_typo: size(Tpyo) == 4")), "--baseline", baseline.toString());
        assertEquals(3, broken.status(), "a new input error: exit 3: " + broken.out());
        assertTrue(broken.out().contains(f + ":5:24: error: unknown name 'Tpyo'"), broken.out());
    }

    @Test
    void aPropertyMovedDownKeepsItsEntry() throws IOException {
        Path baseline = tmp.resolve("b.json");
        check(spec(EXISTING), "--write-baseline", baseline.toString());
        List<String> moved = new ArrayList<>(List.of("# the epilogue's tiles", "# (moved down by three lines)", ""));
        moved.addAll(EXISTING);
        Path f = spec(moved);
        SpecRuns.Run run = check(f, "--baseline", baseline.toString());
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("BASELINED " + f + ":6:1  overlapping"), run.out());
        assertTrue(run.out().contains("BASELINED " + f + ":7:24  input error"), run.out());
    }

    @Test
    void aFixedEntryIsANoteAndAnUnknownMatchesAtAnotherTimeout() throws IOException {
        Path baseline = tmp.resolve("b.json");
        List<String> withUnknown = plus(EXISTING, "prove hard: forall x in [1,M): (x*x*x*x + 7) % 1000003 != 5");
        check(spec(withUnknown), "--write-baseline", baseline.toString(), "--timeout", "300");
        String written = Files.readString(baseline);
        assertTrue(written.contains("\"kind\": \"unknown\"") && written.contains("safety net of <time> per query"), written);

        List<String> fixed = new ArrayList<>(withUnknown);
        fixed.set(2, "prove overlapping: injective((M,4):(1,M))");
        Path f = spec(fixed);
        SpecRuns.Run run = check(f, "--baseline", baseline.toString(), "--timeout", "400");
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("BASELINED " + f + ":5:1  hard  (UNKNOWN, "), run.out());
        assertTrue(run.out().contains(f + ":3:1: note: fixed since the baseline " + baseline
                + " (no longer found; --write-baseline drops it): overlapping (injective((M,4):(1,8))) is refuted [injective]"), run.out());
    }

    @Test
    void aBadBaselineIsAnInputErrorAtItsLine() throws IOException {
        Path f = spec(EXISTING);
        Path baseline = tmp.resolve("b.json");
        Files.writeString(baseline, "{\n  \"version\": 1,\n  \"findings\": [\n    {\"file\": \"tiles.cute\", \"kind\": \"refuted\"}\n  ]\n}\n");
        SpecRuns.Run run = check(f, "--baseline", baseline.toString());
        assertEquals(3, run.status(), run.out());
        assertTrue(run.out().contains(baseline + ":4:5: error: a finding needs \"text\" as a string"), run.out());
        SpecRuns.Run missing = check(f, "--baseline", tmp.resolve("none.json").toString());
        assertTrue(missing.out().contains(tmp.resolve("none.json") + ":1:1: error: no such baseline file"), missing.out());
    }

    @Test
    void reportsSayWhatTheBaselineAccepts() throws Exception {
        Path f = spec(EXISTING);
        Path baseline = tmp.resolve("b.json");
        check(f, "--write-baseline", baseline.toString());
        Path sarif = tmp.resolve("r.sarif");
        Path junit = tmp.resolve("r.xml");
        Path json = tmp.resolve("r.json");
        SpecRuns.Run run = check(f, "--baseline", baseline.toString(), "--sarif", sarif.toString(), "--junit", junit.toString(),
                "--json", json.toString(), "--format", "github");
        assertEquals(0, run.status(), run.out());
        assertFalse(run.out().contains("::error"), "nothing to annotate: " + run.out());

        JsonNode sarifDoc = JSON.readTree(sarif.toFile());
        try (var in = Files.newInputStream(Path.of("src/test/resources/schemas/sarif-schema-2.1.0.json"))) {
            var errors = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(JSON.readTree(in)).validate(sarifDoc);
            assertTrue(errors.isEmpty(), errors.toString());
        }
        for (JsonNode r : sarifDoc.path("runs").get(0).path("results")) {
            assertEquals("external", r.path("suppressions").get(0).path("kind").asText(), r.toString());
            assertEquals("accepted by the baseline " + baseline, r.path("suppressions").get(0).path("justification").asText());
        }

        SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(Path.of("src/test/resources/schemas/junit-10.xsd").toFile())
                .newValidator().validate(new StreamSource(junit.toFile()));
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        assertEquals(0, doc.getElementsByTagName("failure").getLength() + doc.getElementsByTagName("error").getLength());
        assertEquals("baselined: accepted by the baseline " + baseline, ((Element) doc.getElementsByTagName("skipped").item(0)).getAttribute("message"));

        JsonNode report = JSON.readTree(json.toFile());
        CheckReportSchema.requireValid(report);
        assertEquals("baseline", report.path("errors").get(0).path("suppressed").path("kind").asText(), report.toString());
        assertEquals(0, report.path("exitStatus").asInt());
    }
}
