package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import cuteprover.cxx.CxxTestSupport;
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
 * {@code # cute-prover: ignore[NAME-or-rule] reason}: a suppressed finding passes the gate and is reported as such in
 * every report, a new one fails, a suppression without reason is an input error, an unused one is a warning.
 */
class SuppressedFindingsTest {

    @TempDir
    Path tmp;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Line 3 suppresses line 4's refutation; line 5's is suppressed by its own trailing comment. */
    private static final List<String> SUPPRESSED = List.of(
            "param M where M % 8 == 0",
            "prove tile: bijective((8,M/8):(1,8))",
            "# cute-prover: ignore[overlapping] rows are written twice on purpose (issue 12)",
            "prove overlapping: injective((M,4):(1,8))",
            "prove narrow: image_within((4,2):(1,4), 4)  # cute-prover: ignore[image_within] the last column is padding");

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

    @Test
    void suppressedFindingsPassAndANewOneFails() throws IOException {
        Path f = spec(SUPPRESSED);
        SpecRuns.Run run = check(f);
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("SUPPRESSED " + f + ":4:1  overlapping  (REFUTED, "), run.out());
        assertTrue(run.out().contains("; ignore[overlapping] at " + f + ":3: rows are written twice on purpose (issue 12))"), run.out());
        assertTrue(run.out().contains("SUPPRESSED " + f + ":5:1  narrow  (REFUTED, "), run.out());
        assertFalse(run.out().contains("L(x) = 8"), "a suppressed finding is one line: " + run.out());
        assertTrue(run.out().contains("3 properties: 1 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors, 2 suppressed ("),
                run.out());

        List<String> withNew = new ArrayList<>(SUPPRESSED);
        withNew.add("prove new_overlap: injective((M,2):(1,4))");
        SpecRuns.Run failing = check(spec(withNew));
        assertEquals(1, failing.status(), "a refutation no suppression names fails as ever (exit 1): " + failing.out());
        assertTrue(failing.out().contains("REFUTED  " + f + ":6:1  new_overlap"), failing.out());
        assertTrue(failing.out().contains("4 properties: 1 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors, 2 suppressed ("),
                failing.out());
    }

    @Test
    void aSuppressionWithoutReasonIsAnInputErrorAndSuppressesNothing() throws IOException {
        Path f = spec(List.of("param M", "prove overlapping: injective((M,4):(1,8))  # cute-prover: ignore[overlapping]"));
        SpecRuns.Run run = check(f);
        assertEquals(3, run.status(), run.out());
        assertTrue(run.out().contains(f + ":2:44: error: suppression 'ignore[overlapping]' has no reason: expected"
                + " cute-prover: ignore[NAME-or-rule] REASON"), run.out());
        assertTrue(run.out().contains("REFUTED  " + f + ":2:1  overlapping"), run.out());
    }

    @Test
    void anUnusedSuppressionIsAWarningNamingItsLine() throws IOException {
        Path f = spec(List.of("param M", "# cute-prover: ignore[injective] overlapped once", "prove fixed: injective((M,4):(1,M))"));
        SpecRuns.Run run = check(f);
        assertEquals(0, run.status(), "a warning does not fail the gate: " + run.out());
        assertTrue(run.out().contains(f + ":2:1: warning: suppression ignore[injective] matched no finding on line 3"), run.out());
    }

    @Test
    void aSuppressionForAnotherShardsPropertyIsNotUnused() throws IOException {
        Path f = spec(SUPPRESSED);
        for (String shard : List.of("1/2", "2/2")) {
            SpecRuns.Run run = check(f, "--shard", shard);
            assertEquals(0, run.status(), run.out());
            assertFalse(run.out().contains("warning"), shard + ": " + run.out());
        }
    }

    @Test
    void everyReportSaysWhatWasSuppressedAndWhy() throws Exception {
        List<String> lines = new ArrayList<>(SUPPRESSED);
        lines.add("# cute-prover: ignore[bijective] stale");
        lines.add("prove fine: bijective((4,2):(1,4))");
        Path f = spec(lines);
        Path sarif = tmp.resolve("r.sarif");
        Path junit = tmp.resolve("r.xml");
        Path json = tmp.resolve("r.json");
        Path gitlab = tmp.resolve("gl.json");
        SpecRuns.Run run = check(f, "--sarif", sarif.toString(), "--junit", junit.toString(), "--json", json.toString(),
                "--gitlab", gitlab.toString());
        assertEquals(0, run.status(), run.out());

        JsonNode sarifDoc = JSON.readTree(sarif.toFile());
        try (var in = Files.newInputStream(Path.of("src/test/resources/schemas/sarif-schema-2.1.0.json"))) {
            var errors = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(JSON.readTree(in)).validate(sarifDoc);
            assertTrue(errors.isEmpty(), errors.toString());
        }
        JsonNode overlapping = null;
        JsonNode unused = null;
        for (JsonNode r : sarifDoc.path("runs").get(0).path("results")) {
            if (r.path("message").path("text").asText().startsWith("overlapping ")) {
                overlapping = r;
            }
            if (r.path("ruleId").asText().equals("unused-suppression")) {
                unused = r;
            }
        }
        JsonNode suppression = overlapping.path("suppressions").get(0);
        assertEquals("inSource", suppression.path("kind").asText(), overlapping.toString());
        assertEquals("rows are written twice on purpose (issue 12)", suppression.path("justification").asText());
        assertEquals(3, suppression.path("location").path("physicalLocation").path("region").path("startLine").asInt());
        assertEquals("warning", unused.path("level").asText(), unused.toString());
        assertEquals(6, unused.path("locations").get(0).path("physicalLocation").path("region").path("startLine").asInt());

        SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(Path.of("src/test/resources/schemas/junit-10.xsd").toFile())
                .newValidator().validate(new StreamSource(junit.toFile()));
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        assertEquals(0, doc.getElementsByTagName("failure").getLength());
        Element skipped = (Element) doc.getElementsByTagName("skipped").item(0);
        assertEquals("suppressed: rows are written twice on purpose (issue 12)", skipped.getAttribute("message"));
        assertEquals("2", ((Element) doc.getElementsByTagName("testsuite").item(0)).getAttribute("skipped"));

        JsonNode report = JSON.readTree(json.toFile());
        CheckReportSchema.requireValid(report);
        JsonNode overlappingResult = null;
        for (JsonNode r : report.path("results")) {
            if (r.path("name").asText().equals("overlapping")) {
                overlappingResult = r;
            }
        }
        assertEquals("REFUTED", overlappingResult.path("verdict").asText());
        assertEquals("inSource", overlappingResult.path("suppressed").path("kind").asText(), overlappingResult.toString());
        assertEquals("rows are written twice on purpose (issue 12)", overlappingResult.path("suppressed").path("justification").asText());
        assertEquals(0, report.path("exitStatus").asInt());
        assertEquals("unused-suppression", report.path("warnings").get(0).path("rule").asText(), report.toString());

        JsonNode issues = JSON.readTree(gitlab.toFile());
        assertEquals(1, issues.size(), "suppressed findings are left out, the unused suppression stays: " + issues);
        assertEquals("unused-suppression", issues.get(0).path("check_name").asText());
    }

    @Test
    void compilerAndGithubFormatsAnnotateNoSuppressedFinding() throws IOException {
        Path f = spec(SUPPRESSED);
        SpecRuns.Run gcc = check(f, "--format", "gcc");
        assertEquals(0, gcc.status(), gcc.out());
        assertTrue(gcc.out().contains(f + ":4:1: note: suppressed (ignore[overlapping] at " + f
                + ":3: rows are written twice on purpose (issue 12)): overlapping (injective((M,4):(1,8))) is refuted [injective]"), gcc.out());
        assertFalse(gcc.out().contains(": error:") || gcc.out().contains(": warning:"), gcc.out());
        SpecRuns.Run github = check(f, "--format", "github");
        assertFalse(github.out().contains("::error"), github.out());
    }

    @Test
    void aKernelSourceSuppressesWithSlashSlashComments() throws IOException {
        CxxTestSupport.requireClangAndCutlass();
        Path kernel = Files.createDirectories(tmp.resolve("kernels")).resolve("tiles.cu");
        Files.writeString(kernel, String.join("\n",
                "#include <cute/tensor.hpp>",
                "using namespace cute;",
                "void host_tiles() {",
                "  auto tile = make_layout(make_shape(Int<8>{}, Int<4>{}), make_stride(Int<1>{}, Int<4>{}));",
                "  // cute-prover: ignore[input-error] the 64x4 tile lands with the next pipeline",
                "  CUTE_STATIC_ASSERT_V(size(tile) == Int<256>{});",
                "}", ""));
        SpecRuns.Run run = check(kernel, "--no-cache", "--cxx-flags", CxxTestSupport.flags("sm_90a"));
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("SUPPRESSED " + kernel + ":6:3  input error: does not compile: static assertion failed"), run.out());
        Files.writeString(kernel, Files.readString(kernel).replace("}\n", "  CUTE_STATIC_ASSERT_V(cosize(tile) == Int<32>{});\n}\n"));
        SpecRuns.Run failing = check(kernel, "--no-cache", "--cxx-flags", CxxTestSupport.flags("sm_90a"));
        assertEquals(3, failing.status(), failing.out());
        assertTrue(failing.out().contains(kernel + ":7:3: error: does not compile: static assertion failed"), failing.out());
    }
}
