package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A forall binder named like a variable outside the forall would capture it (found by the soundness
 * fuzz): each of these was PROVED although it fails for N = 6, where the outer N and the binder differ.
 */
class ForallBinderCaptureTest {

    @TempDir
    Path tmp;

    private String check(String... lines) throws IOException {
        return SpecRuns.checkLines(tmp, lines);
    }

    private static String prove(String property) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProveCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]), property);
        return bytes.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    void aBinderNamedLikeAParameterIsAnInputError() throws IOException {
        String out = check("param N", "let L = (N,4):(1,N)", "prove a: forall N in [1,3): size(L) == 4*N",
                "prove b: forall i in [0,N): i < N");
        assertTrue(out.contains("spec.cute:3:22: error: forall variable N is also a parameter (declared at "), out);
        assertTrue(out.contains("PROVED") && out.contains("  b  "), "a binder with its own name still proves: " + out);
    }

    @Test
    void aBinderThatItsRangeReadsFromOutsideIsAnInputError() {
        assertEquals("error: at column 13: forall variable N also names a variable that the forall's ranges read from outside it; rename it",
                prove("forall N in [0, N): N < 5"));
        assertEquals("error: at column 26: forall variable N also names a variable that the forall's ranges read from outside it; rename it",
                prove("forall i in [0, N), N in [0, 2): i < 2"));
        assertEquals("PROVED", prove("forall i in [0, N), j in [i, N): i <= j"), "a later range may read an earlier binder");
    }

    @Test
    void aBinderBoundTwiceIsAnInputError() {
        assertEquals("error: at column 26: forall variable i is bound twice; rename one of them",
                prove("forall i in [0, 3), i in [0, 5): i < 3"));
    }
}
