package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JSON Schema the repository publishes for {@code check --json} (src/main/resources/schemas/check-report.schema.json), for tests. */
final class CheckReportSchema {

    private static final JsonSchema SCHEMA = load();

    private CheckReportSchema() {
    }

    private static JsonSchema load() {
        try (InputStream in = Files.newInputStream(Path.of("src/main/resources/schemas/check-report.schema.json"))) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Set<ValidationMessage> validate(JsonNode report) {
        return SCHEMA.validate(report);
    }

    /** Fails the test, naming every violation, unless the report validates. */
    static void requireValid(JsonNode report) {
        Set<ValidationMessage> errors = validate(report);
        assertTrue(errors.isEmpty(), errors + " in " + report);
    }
}
