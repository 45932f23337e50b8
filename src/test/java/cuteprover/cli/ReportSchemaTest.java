package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import cuteprover.Version;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Our SARIF validates against the published SARIF 2.1.0 schema and our JUnit XML against
 * junit-10.xsd (both in src/test/resources/schemas), on a run with every kind of result; the
 * validators reject a broken document, so a pass means something.
 */
class ReportSchemaTest {

    private static final Path FIXTURES = Path.of("src/test/resources/check");

    @TempDir
    Path tmp;

    private static final ObjectMapper JSON = new ObjectMapper();

    private Path run(boolean allowUnknown, String ext) {
        Path out = tmp.resolve("report" + (allowUnknown ? "-allowed" : "") + "." + ext);
        List<String> args = new java.util.ArrayList<>(List.of(
                FIXTURES.resolve("proved.cute").toString(), FIXTURES.resolve("refuted.cute").toString(),
                FIXTURES.resolve("broken.cute").toString(), FIXTURES.resolve("unknown.cute").toString(),
                FIXTURES.resolve("vacuity/vacuous_forall.cute").toString(), FIXTURES.resolve("vacuity/contradictory_where.cute").toString(),
                "--timeout", "300", "--cache-dir", tmp.resolve("cache").toString(), "--jobs", "1"));
        args.add(switch (ext) {
            case "sarif" -> "--sarif";
            case "xml" -> "--junit";
            case "json" -> "--json";
            default -> "--gitlab";
        });
        args.add(out.toString());
        if (allowUnknown) {
            args.add("--allow-unknown");
        }
        int status = CheckCommand.execute(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), args.toArray(String[]::new));
        assertEquals(3, status);
        return out;
    }

    private static JsonSchema sarifSchema() throws Exception {
        try (InputStream in = Files.newInputStream(Path.of("src/test/resources/schemas/sarif-schema-2.1.0.json"))) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(JSON.readTree(in));
        }
    }

    private static Schema junitSchema() throws SAXException {
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(Path.of("src/test/resources/schemas/junit-10.xsd").toFile());
    }

    @Test
    void sarifValidatesAgainstTheSarif210Schema() throws Exception {
        JsonSchema schema = sarifSchema();
        for (boolean allow : new boolean[] {false, true}) {
            JsonNode sarif = JSON.readTree(run(allow, "sarif").toFile());
            Set<ValidationMessage> errors = schema.validate(sarif);
            assertTrue(errors.isEmpty(), errors.toString());
            SarifShape.requireValid(sarif.toString());
        }
        ObjectNode broken = (ObjectNode) JSON.readTree(run(false, "sarif").toFile());
        ((ObjectNode) broken.path("runs").get(0).path("results").get(0)).put("level", "fatal");
        assertFalse(schema.validate(broken).isEmpty(), "the validator rejects a level outside the enumeration");
    }

    @Test
    void jsonReportValidatesAgainstThePublishedSchema() throws Exception {
        for (boolean allow : new boolean[] {false, true}) {
            JsonNode report = JSON.readTree(run(allow, "json").toFile());
            CheckReportSchema.requireValid(report);
            assertTrue(report.path("results").size() >= 4 && report.path("errors").size() >= 1, report.toString());
        }
        ObjectNode broken = (ObjectNode) JSON.readTree(run(false, "json").toFile());
        ((ObjectNode) broken.path("results").get(0)).put("verdict", "MAYBE");
        assertFalse(CheckReportSchema.validate(broken).isEmpty(), "the schema rejects a verdict outside the enumeration");
        ObjectNode extra = (ObjectNode) JSON.readTree(run(false, "json").toFile());
        ((ObjectNode) extra.path("errors").get(0)).put("severity", "high");
        assertFalse(CheckReportSchema.validate(extra).isEmpty(), "the schema rejects a field it does not describe");
    }

    @Test
    void boundedVerdictsOfIssue15ValidateToo() throws Exception {
        Path sarif = tmp.resolve("bounded.sarif");
        Path junit = tmp.resolve("bounded.xml");
        int status = CheckCommand.execute(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                FIXTURES.resolve("issue15/bounded.cute").toString(), "--bound", "6", "--timeout", "300", "--no-cache",
                "--sarif", sarif.toString(), "--junit", junit.toString());
        assertTrue(status == 0 || status == 2, "exit " + status);
        JsonNode report = JSON.readTree(sarif.toFile());
        Set<ValidationMessage> errors = sarifSchema().validate(report);
        assertTrue(errors.isEmpty(), errors.toString());
        junitSchema().newValidator().validate(new StreamSource(junit.toFile()));
        if (status == 0) {
            assertEquals("bounded", report.path("runs").get(0).path("results").get(0).path("ruleId").asText(), report.toString());
        }
    }

    @Test
    void sarifHasOneRulePerPropertyKindRelativeUrisAndTheCounterexample() throws Exception {
        JsonNode run = JSON.readTree(run(false, "sarif").toFile()).path("runs").get(0);
        JsonNode driver = run.path("tool").path("driver");
        assertEquals(Version.VERSION, driver.path("version").asText());
        assertFalse(Version.VERSION.equals("unknown"), "the version comes from the pom through resource filtering");
        Set<String> ids = new HashSet<>();
        for (JsonNode rule : driver.path("rules")) {
            ids.add(rule.path("id").asText());
            for (String field : List.of("shortDescription", "fullDescription", "help")) {
                assertFalse(rule.path(field).path("text").asText().isBlank(), rule.path("id") + " has " + field);
            }
        }
        assertTrue(ids.containsAll(Set.of("bijective", "injective", "covers", "forall", "composition_valid", "input-error")), ids.toString());
        assertTrue(ids.containsAll(cuteprover.symbolic.KnownCalls.propertyNames()), "a rule for every property the prover knows: " + ids);
        assertTrue(run.path("originalUriBaseIds").path("%SRCROOT%").path("uri").asText().startsWith("file:/"));
        JsonNode refuted = null;
        for (JsonNode r : run.path("results")) {
            JsonNode artifact = r.path("locations").get(0).path("physicalLocation").path("artifactLocation");
            assertEquals("%SRCROOT%", artifact.path("uriBaseId").asText());
            assertFalse(artifact.path("uri").asText().startsWith("/"), "repository-relative: " + artifact);
            if (r.path("ruleId").asText().equals("injective")) {
                refuted = r;
            }
        }
        assertTrue(refuted != null, run.toString());
        assertEquals("src/test/resources/check/refuted.cute",
                refuted.path("locations").get(0).path("physicalLocation").path("artifactLocation").path("uri").asText());
        assertTrue(refuted.path("message").path("text").asText().contains("M = 9, N = 2"), refuted.toString());
        assertEquals("forall", ruleOf(run, "hard"));
        assertEquals("vacuous", ruleOf(run, "empty_range:"), "vacuity warnings (issue 12) are SARIF results too");
    }

    private static String ruleOf(JsonNode run, String label) {
        for (JsonNode r : run.path("results")) {
            if (r.path("message").path("text").asText().startsWith(label + " ")) {
                return r.path("ruleId").asText();
            }
        }
        return null;
    }

    @Test
    void junitValidatesAgainstJunit10Xsd() throws Exception {
        Schema schema = junitSchema();
        for (boolean allow : new boolean[] {false, true}) {
            schema.newValidator().validate(new StreamSource(run(allow, "xml").toFile()));
        }
        String withSkippedTotal = Files.readString(run(true, "xml")).replaceFirst("<testsuites ", "<testsuites skipped=\"1\" ");
        assertThrows(SAXException.class, () -> schema.newValidator().validate(new StreamSource(new StringReader(withSkippedTotal))),
                "the validator rejects an attribute junit-10.xsd does not allow");
    }

    @Test
    void junitNamesAreFileAndPropertyNameWithTheCounterexampleInTheFailure() throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(run(false, "xml").toFile());
        NodeList cases = doc.getElementsByTagName("testcase");
        Set<String> names = new HashSet<>();
        for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            assertFalse(c.getAttribute("name").matches(".*line \\d+.*|.*:\\d+:\\d+.*"), "no line numbers: " + c.getAttribute("name"));
            names.add(c.getAttribute("classname") + " " + c.getAttribute("name"));
        }
        // Jenkins splits a classname at its last dot: the path's directories are its package, the file's stem its class
        assertTrue(names.contains("src.test.resources.check.proved a_bijective"), names.toString());
        assertTrue(names.contains("src.test.resources.check.refuted injective((M,N):(1,8))"), names.toString());
        Set<String> files = new HashSet<>();
        NodeList suites = doc.getElementsByTagName("testsuite");
        for (int i = 0; i < suites.getLength(); i++) {
            files.add(((Element) suites.item(i)).getAttribute("file"));
        }
        assertTrue(files.contains("src/test/resources/check/proved.cute"), "the suite keeps the path: " + files);
        Element failure = (Element) doc.getElementsByTagName("failure").item(0);
        assertTrue(failure.getAttribute("message").contains("M = 9"), failure.getAttribute("message"));
        assertTrue(failure.getTextContent().contains("L(x) = 8"), failure.getTextContent());
    }

    @Test
    void charactersXmlForbidsAreReplacedCountedAndTheReportStillValidates() throws Exception {
        Path spec = tmp.resolve("odd.cute");
        Files.writeString(spec, "prove odd\uFFFF\u0001name: injective((4,2):(1,3))\nprove fine: bijective((4,2):(1,4))\n");
        Path junit = tmp.resolve("odd.xml");
        CheckCommand.execute(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                spec.toString(), "--no-cache", "--jobs", "1", "--junit", junit.toString());
        junitSchema().newValidator().validate(new StreamSource(junit.toFile()));
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        NodeList properties = doc.getElementsByTagName("property");
        String replaced = null;
        for (int i = 0; i < properties.getLength(); i++) {
            Element p = (Element) properties.item(i);
            if (p.getAttribute("name").equals("cute-prover.replaced-characters")) {
                replaced = p.getAttribute("value");
            }
        }
        assertTrue(replaced != null && replaced.matches("[1-9][0-9]* characters that XML forbids.*"), Files.readString(junit));
        assertTrue(Files.readString(junit).contains("\uFFFD"), "each forbidden character is written as U+FFFD");
    }

    @Test
    void gitlabCodeQualityHasTheFieldsGitlabReads() throws Exception {
        JsonNode issues = JSON.readTree(run(false, "gitlab.json").toFile());
        assertTrue(issues.isArray() && issues.size() >= 3, issues.toString());
        Set<String> fingerprints = new HashSet<>();
        for (JsonNode issue : issues) {
            for (String field : List.of("description", "check_name", "fingerprint", "severity")) {
                assertTrue(issue.path(field).isTextual() && !issue.path(field).asText().isEmpty(), field + " in " + issue);
            }
            assertTrue(Set.of("info", "minor", "major", "critical", "blocker").contains(issue.path("severity").asText()));
            assertTrue(issue.path("location").path("path").isTextual());
            assertTrue(issue.path("location").path("lines").path("begin").asInt() >= 1);
            assertTrue(fingerprints.add(issue.path("fingerprint").asText()), "fingerprints are unique");
        }
    }
}
