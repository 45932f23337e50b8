package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** check --json: what a refutation's witness lists. */
class JsonReportTest {

    @TempDir
    Path tmp;

    @Test
    void theWitnessListsOnlyTheParametersThePropertyReads() throws Exception {
        Path spec = tmp.resolve("params.cute");
        Files.writeString(spec, "param M, N, K where K % 4 == 0\nlet L = (M,N):(1,8)\nprove overlap: injective(L)\n");
        Path json = tmp.resolve("r.json");
        SpecRuns.Run run = SpecRuns.check(spec.toString(), "--no-cache", "--jobs", "1", "--json", json.toString());
        assertEquals(1, run.status(), run.out());
        JsonNode report = new ObjectMapper().readTree(json.toFile());
        CheckReportSchema.requireValid(report);
        List<String> names = new ArrayList<>();
        report.path("results").get(0).path("witness").path("values").fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("M", "N"), names.stream().filter(n -> n.length() == 1 && Character.isUpperCase(n.charAt(0))).toList(),
                "K is not read by the property (through L or directly): " + report);
    }
}
