package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The false PROVEDs the registry fuzz found in functions added after the algebra's definedness work: each is a
 * value the concrete engine refuses at an allowed parameter value, now an input error naming the value with the
 * engine's own reason, never PROVED; and a let the property does not read changes nothing.
 */
class DefinednessContractsTest {

    @TempDir
    Path tmp;

    private String check(String... lines) throws IOException {
        return SpecRuns.checkLines(tmp, lines);
    }

    private static void inputErrorOnly(String out, String... reasons) {
        assertTrue(!out.contains("PROVED") && out.contains("ERROR"), out);
        for (String r : reasons) {
            assertTrue(out.contains(r), "expected '" + r + "' in:\n" + out);
        }
    }

    @Test
    void aSwizzledLayoutWhoseInnerShapeIsZeroIsNoFunction() throws IOException {
        String out = check("param N where N in {1,3}", "let D = Sw<3,0,3> o 0 o (4,N/2):(1,4)", "prove inj: injective(D)",
                "prove all: forall i in [0,4): D(i) >= 0");
        inputErrorOnly(out, "layout (4,N/2):(1,4) is not a layout for N = 1");
        assertEquals(2, out.lines().filter(l -> l.startsWith("ERROR")).count(), out);
    }

    @Test
    void applyingALetChecksItsShapeAsSizeDoes() throws IOException {
        String out = check("param N where 1 <= N && N <= 16", "let L2 = (N/2):(2)", "prove app: L2(2) == 4",
                "prove all: forall i in [0,3): L2(i) == 2*i");
        inputErrorOnly(out, "layout (N/2):(2) is not a layout for N = 1");
        String fine = check("param N where 2 <= N && N <= 16", "let L2 = (N/2):(2)", "prove app: L2(2) == 4");
        assertTrue(fine.contains("PROVED"), fine);
    }

    @Test
    void theInversesOfASwizzledLayoutAreNotItsInnerLayoutsInverses() throws IOException {
        String out = check("let D = Sw<3,4,3> o 0 o (8,64):(64,1)", "prove r: right_inverse_valid(D)", "prove l: left_inverse_valid(D)");
        inputErrorOnly(out, "is a composed layout");
    }

    @Test
    void aBankAccessOutsideTheSharedMemoryLayoutAtAnAllowedSizeIsAnInputError() throws IOException {
        String out = check("param N where 1 <= N && N <= 4", "let S = (8,8*N):(8*N,1)", "prove bc: bank_conflicts(S, 2, (32,8):(8,1)) == 1");
        inputErrorOnly(out, "is element index 255, outside the domain [0,64)", "for N = 1");
        String fits = check("param N where 4 <= N && N <= 8", "let S = (8,8*N):(8*N,1)", "prove bc: bank_conflicts(S, 2, (32,8):(8,1)) <= 1");
        assertTrue(!fits.contains("ERROR"), fits);
    }

    @Test
    void aTileOrThreadPastTheEndIsAnInputErrorWhereverTheSizeIsProved() throws IOException {
        String out = check("param T where 0 <= T && T <= 4", "let L = (8,8):(1,8)", "let g = local_tile(L, (4,4), (T,0))",
                "prove sz: size(g) == 16", "let p = local_partition(L, (2,2):(1,2), T)", "prove psz: size(p) == 16");
        inputErrorOnly(out, "coordinate 2 is out of bounds for shape 2 (must be in [0,2)) for T = 2",
                "thread 4 is outside the thread layout's 4 threads for T = 4");
        String inside = check("param T where 0 <= T && T <= 1", "let L = (8,8):(1,8)", "let g = local_tile(L, (4,4), (T,0))",
                "prove sz: size(g) == 16", "prove off: offset_of(g) == 4*T");
        assertEquals(2, inside.lines().filter(l -> l.startsWith("PROVED")).count(), inside);
    }

    @Test
    void aSymbolicTileCoordinateNeedsTheAssumptionThatKeepsItInside() throws IOException {
        String open = check("param M, m where M % 128 == 0", "let g = local_tile((M,64):(64,1), (128,64), (m,0))",
                "prove p: offset_of(g) == 128*64*m");
        inputErrorOnly(open, "out of bounds");
        String kept = check("param M, m where M % 128 == 0 && m < M/128", "let g = local_tile((M,64):(64,1), (128,64), (m,0))",
                "prove p: offset_of(g) == 128*64*m");
        assertTrue(kept.contains("PROVED"), kept);
    }

    @Test
    void aLetThePropertyDoesNotReadChangesNothing() throws IOException {
        String with = check("param N where 1 <= N && N <= 8", "let A = (2,N-1):(1,2)", "let S = Sw<2,0,2> o 0 o (4,4):(4,1)",
                "prove sw: bijective(S)", "prove n: N >= 2");
        String without = check("param N where 1 <= N && N <= 8", "let S = Sw<2,0,2> o 0 o (4,4):(4,1)",
                "prove sw: bijective(S)", "prove n: N >= 2");
        assertTrue(with.contains("PROVED") && with.contains("REFUTED") && with.contains("at N = 1"), with);
        assertEquals(verdicts(without), verdicts(with));
    }

    private static String verdicts(String out) {
        return out.lines().filter(l -> l.matches("^(PROVED|REFUTED|UNKNOWN|ERROR).*")).map(l -> l.split("\\s+")[0] + " " + l.split("\\s+")[2])
                .reduce("", (a, b) -> a + b + "\n");
    }
}
