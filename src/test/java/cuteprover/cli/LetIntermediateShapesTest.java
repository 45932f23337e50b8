package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A layout that a let builds on the way to its value must be a layout for every allowed value, as it
 * must when the property writes the same expression inline (found by the soundness fuzz:
 * {@code let A = get<0>((1,N/2):(1,1))} was proved at N = 1, where {@code (1,0):(1,1)} is no layout).
 */
class LetIntermediateShapesTest {

    @TempDir
    Path tmp;

    private String check(String... lines) throws IOException {
        return SpecRuns.checkLines(tmp, lines);
    }

    private static final String NOT_A_LAYOUT = "error: layout (1,N/2):(1,1) is not a layout for N = 1";

    @Test
    void aModeTakenOutOfALiteralStillChecksTheLiteral() throws IOException {
        String out = check("param N", "let A = get<0>((1,N/2):(1,1))", "prove p: size(A) >= 1");
        assertTrue(out.contains("ERROR") && out.contains(NOT_A_LAYOUT), out);
    }

    @Test
    void aNumberComputedFromALiteralStillChecksTheLiteral() throws IOException {
        String out = check("param N", "let n = size((1,N/2):(1,1))", "prove p: n >= 0");
        assertTrue(out.contains("ERROR") && out.contains(NOT_A_LAYOUT), out);
    }

    @Test
    void theSameLetsAreProvedWhereTheAssumptionsMakeTheLiteralALayout() throws IOException {
        String out = check("param N where N % 2 == 0", "let A = get<0>((1,N/2):(1,1))", "let n = size((1,N/2):(1,1))",
                "let B = (N,N/2):(1,N)", "prove p: size(A) >= 1", "prove q: n >= 1", "prove r: bijective(B)");
        assertEquals(3, out.lines().filter(l -> l.startsWith("PROVED")).count(), out);
    }
}
