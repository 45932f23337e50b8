package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15's cases end to end (fixtures in {@code src/test/resources/check/issue15}): sizes of
 * symbolic algebra results, a divide that does not exist for one parameter value, model names,
 * applied literals and computed lets, tilers, scaled-basis coverage, at-least-once coverage and
 * tile_to_shape as a property.
 */
class PropertyLanguageGapsTest {

    private static final Path FIXTURES = Path.of("src/test/resources/check/issue15");

    @TempDir
    Path tmp;

    private String check(String file, int expectedStatus) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                new String[] {FIXTURES.resolve(file).toString(), "--models", "hardware-models", "--cache-dir",
                    tmp.resolve("cache").toString()});
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(expectedStatus, status, out);
        return out;
    }

    private static void verdict(String out, String file, int line, String kind, String name) {
        String prefix = String.format("%-8s ", kind) + FIXTURES.resolve(file) + ":" + line + ":1  " + name + "  (";
        assertTrue(out.contains(prefix), () -> "expected " + prefix + " in\n" + out);
    }

    @Test
    void sizesOfSymbolicAlgebraResultsAreProved() {
        String out = check("sizes.cute", 0);
        verdict(out, "sizes.cute", 3, "PROVED", "zipped_size");
        verdict(out, "sizes.cute", 4, "PROVED", "inverse_size");
        verdict(out, "sizes.cute", 5, "PROVED", "product_shape");
    }

    @Test
    void aDivideThatDoesNotExistAtOneValueIsRefusedNamingTheCondition() {
        String out = check("divide_needs.cute", 3);
        verdict(out, "divide_needs.cute", 5, "ERROR", "divide_size");
        assertTrue(out.contains("needs T % 12 == 0; fails for T = 128 ("), out);
    }

    @Test
    void namesAndFormsAllGetVerdicts() {
        String out = check("forms.cute", 0);
        for (String name : new String[] {"model_forall", "literal_applied", "parenthesised_applied", "computed_let_applied", "tiler_composition",
            "tuple_tiler_composition", "basis_covers", "identity_covers", "broadcast_covers_at_least_once",
            "symbolic_broadcast", "block_tiles", "swizzled_atom_tiles", "swizzled_covers_at_least_once",
            "swizzled_tile_covers_at_least_once", "nested_identity_covers"}) {
            assertTrue(out.matches("(?s).*PROVED +\\S+forms.cute:\\d+:1  " + name + "  .*"), name + "\n" + out);
        }
        for (String name : new String[] {"computed_let_value", "basis_out_of_tile", "broadcast_not_exactly_once",
            "strided_misses_a_cell", "block_does_not_tile", "block_overlaps"}) {
            assertTrue(out.matches("(?s).*REFUTED +\\S+forms.cute:\\d+:1  " + name + "  \\(\\d+ ms, expected\\).*"), name + "\n" + out);
        }
        assertTrue(out.contains("lhs = coordinate (4,0) of the target"), out);
        assertTrue(out.contains("coordinate (1,0) of the target at offset 1") && out.contains("coordinate (0,1) at offset 1 too"), out);
        assertTrue(out.contains("21 properties: 15 proved, 6 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
    }

    @Test
    void arithmeticWithSymbolicDivisorsIsDecided() {
        String out = check("arithmetic.cute", 0);
        assertTrue(out.contains("7 properties: 6 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
        verdict(out, "arithmetic.cute", 4, "PROVED", "epilogue_row_in_range");
    }

    @Test
    void boundedIsNeverReportedAsProved() throws Exception {
        Path junit = tmp.resolve("r.xml");
        Path sarif = tmp.resolve("r.sarif");
        Path json = tmp.resolve("r.json");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                FIXTURES.resolve("bounded.cute").toString(), "--bound", "6", "--timeout", "500", "--no-cache",
                "--junit", junit.toString(), "--sarif", sarif.toString(), "--json", json.toString());
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, out);
        verdict(out, "bounded.cute", 3, "BOUNDED", "fermat_cubes");
        assertTrue(out.contains("BOUNDED: holds for all values up to 6 (not proved for larger values)"), out);
        assertTrue(out.contains("1 properties: 0 proved, 1 bounded (not proved),"), out);
        String xml = java.nio.file.Files.readString(junit);
        assertTrue(xml.contains("<system-out>BOUNDED: holds for all values up to 6"), xml);
        String sarifText = java.nio.file.Files.readString(sarif);
        assertTrue(sarifText.contains("\"ruleId\": \"bounded\"") && sarifText.contains("\"level\": \"note\""), sarifText);
        String jsonText = java.nio.file.Files.readString(json);
        assertTrue(jsonText.contains("\"verdict\": \"BOUNDED\"") && !jsonText.contains("\"PROVED\""), jsonText);
    }
}
