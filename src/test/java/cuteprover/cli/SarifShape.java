package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The constraints of the SARIF 2.1.0 schema that code-scanning tools rely on, checked on our
 * output: version, runs, tool.driver.name, rules with ids, results with a known ruleId, a level of
 * the enumeration, message.text, and physical locations with a uri and a 1-based region.
 */
final class SarifShape {

    private SarifShape() {
    }

    static void requireValid(String text) throws Exception {
        JsonNode root = new ObjectMapper().readTree(text);
        assertEquals("2.1.0", root.path("version").asText());
        assertTrue(root.path("$schema").asText().contains("sarif-2.1.0"));
        JsonNode runs = root.path("runs");
        assertTrue(runs.isArray() && runs.size() >= 1, "runs must be a non-empty array");
        for (JsonNode run : runs) {
            JsonNode driver = run.path("tool").path("driver");
            assertTrue(driver.path("name").isTextual(), "tool.driver.name is required");
            Set<String> ruleIds = new HashSet<>();
            for (JsonNode rule : driver.path("rules")) {
                assertTrue(rule.path("id").isTextual(), "every rule has an id");
                ruleIds.add(rule.path("id").asText());
            }
            assertTrue(run.path("results").isArray(), "results must be an array");
            for (JsonNode result : run.path("results")) {
                assertTrue(ruleIds.contains(result.path("ruleId").asText()), "unknown ruleId " + result.path("ruleId"));
                assertTrue(Set.of("none", "note", "warning", "error").contains(result.path("level").asText()));
                assertTrue(result.path("message").path("text").isTextual(), "message.text is required");
                for (JsonNode loc : result.path("locations")) {
                    JsonNode physical = loc.path("physicalLocation");
                    assertTrue(physical.path("artifactLocation").path("uri").isTextual());
                    assertTrue(physical.path("region").path("startLine").asInt() >= 1);
                    assertTrue(physical.path("region").path("startColumn").asInt() >= 1);
                }
            }
        }
    }
}
