package cuteprover.cli;

import cuteprover.symbolic.ErrorTextAuditTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15 item 6 for spec files: each broken spec is an input error (exit 3) whose message names the
 * cause in the spec's own terms (statement, name, position), and no line of the report carries an
 * internal name (the pattern of {@link ErrorTextAuditTest}).
 */
class SpecErrorTextAuditTest {

    @TempDir
    Path dir;

    /** Broken specs, each with a piece of the message that must name its cause. */
    private static Map<String, String[]> corpus() {
        Map<String, String[]> m = new LinkedHashMap<>();
        m.put("duplicate_name", new String[] {"prove a: bijective(4:1)\nprove a: injective(4:1)\n", "property name 'a' is already used at"});
        m.put("misspelt_statement", new String[] {"prov a: bijective(4:1)\n", "expected a statement (param, assume"});
        m.put("missing_include", new String[] {"include \"nothere.cute\"\nprove a: bijective(4:1)\n", "nothere.cute: no such file"});
        m.put("undeclared_name", new String[] {"prove a: bijective(X:1)\n", "unknown name 'X'"});
        m.put("property_as_value", new String[] {"prove a: size(bijective(4:1)) == 1\n", "bijective is a property (it holds or not), not a value"});
        m.put("layout_as_condition", new String[] {"let A = 4:1\nprove a: A\n", "expected a condition, got layout 4:1"});
        m.put("contradiction", new String[] {"param M where M % 64 == 0 && M < 64\nprove a: bijective(M:1)\n", "assumptions contradict each other"});
        m.put("undefined_term", new String[] {"param T where T in {12,24,128}\nprove a: size(zipped_divide((12,(4,8)):(7,(1,30)), T)) == 384\n",
            "needs T % 12 == 0; fails for T = 128"});
        m.put("bad_descriptor", new String[] {"prove a: descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 8, 16, 1024), (64,16):(16,1))\n",
            "the start address must be a multiple of 16 bytes"});
        m.put("unknown_model", new String[] {"prove a: bijective(sm80.nonexistent.model)\n", "unknown name 'sm80.nonexistent.model'"});
        m.put("trailing_and", new String[] {"prove a: bijective(4:1) &&\n", "unexpected end of input"});
        m.put("wrong_arity", new String[] {"prove a: bijective(4:1, 2)\n", "bijective takes 1 argument(s), got 2"});
        m.put("layout_compared_after_a_split", new String[] {"param M where M >= 1\nparam N where N >= 1\n"
            + "prove a: complement((4,M):(1,N), 4*M*N) == 1\n", "error: expected an integer, got layout 1:0 from complement((4,M):(1,N),"});
        m.put("layout_compared_through_a_let", new String[] {"let A = (4,8):(1,4)\nprove a: A == 3\n",
            "error: expected an integer, got layout (4,8):(1,4) from A"});
        return m;
    }

    @Test
    void unnamedPropertiesNeverCollide() throws Exception {
        Path spec = dir.resolve("unnamed.cute");
        Files.writeString(spec, "prove bijective(4:1)\nprove injective(4:1)\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), spec.toString(), "--no-cache");
        assertEquals(0, status, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void brokenSpecsNameTheirCauseAndNoInternalName() throws Exception {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String[]> e : corpus().entrySet()) {
            Path spec = dir.resolve(e.getKey() + ".cute");
            Files.writeString(spec, e.getValue()[0]);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), spec.toString(), "--no-cache",
                    "--timeout", "2000");
            String out = bytes.toString(StandardCharsets.UTF_8);
            assertEquals(3, status, e.getKey() + ":\n" + out);
            if (!out.contains(e.getValue()[1])) {
                problems.add(e.getKey() + ": expected '" + e.getValue()[1] + "' in\n" + out);
            }
            for (String line : out.split("\n")) {
                // A column inside a property whose lets were substituted points at the wrong text.
                if (line.contains("at column")) {
                    problems.add(e.getKey() + ": a column relative to the expression in " + line);
                }
                Matcher m = ErrorTextAuditTest.LEAK.matcher(line);
                if (m.find()) {
                    problems.add(e.getKey() + ": '" + m.group() + "' in " + line);
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }
}
