package cuteprover.cli;

import cuteprover.render.SvgDoc;
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

/** {@code show}: outputs, model names and prefixes, and refusals with clear errors. */
class ShowCommandTest {

    private record Run(int status, String out, String err) { }

    private static Run show(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ShowCommand.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anMmaOpByItsCuTeNameDrawsAsItsHardwareModel() {
        Run op = show("SM80_16x8x16_F16F16F16F16_TN");
        Run model = show("sm80.mma.m16n8k16.f16");
        assertEquals(0, op.status(), op.err());
        assertEquals(model.out().substring(model.out().indexOf('\n')), op.out().substring(op.out().indexOf('\n')));
        assertTrue(op.out().startsWith("SM80_16x8x16_F16F16F16F16_TN (M=16, N=8, K=16)"), op.out());
    }

    @Test
    void writesEachFormatToAFile(@TempDir Path dir) throws IOException {
        Path svg = dir.resolve("a/l.svg");
        Path tex = dir.resolve("l.tex");
        Path html = dir.resolve("l.html");
        assertEquals(0, show("--svg", svg.toString(), "(4,2):(2,1)").status());
        assertEquals(0, show("--latex", tex.toString(), "(4,2):(2,1)").status());
        Run h = show("--html", html.toString(), "(4,2):(2,1)");
        assertEquals(0, h.status());
        assertEquals("", h.out());
        assertEquals(8, SvgDoc.parse(Files.readString(svg)).count("rect", "cell"));
        assertTrue(Files.readString(tex).contains("\\node[fill=black!00] at (0,0) {0};"));
        assertTrue(Files.readString(html).contains("<svg"));
    }

    @Test
    void anMmaOperandModelIsDrawnOnItsTile() {
        Run r = show("sm80.mma.m16n8k16.f16.B");
        assertEquals(0, r.status(), r.err());
        // PTX's B fragment: thread 0 holds rows k = 0,1 and 8,9 of column n = 0
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].contains("16x8 tile (k,n)"), lines[0]);
        assertTrue(r.out().contains("|  T0 V0 |  T4 V0 |"), r.out());
    }

    @Test
    void anMmaPrefixDrawsTheAtom() {
        Run r = show("sm80.mma.m16n8k8.f16");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("sm80.mma.m16n8k8.f16 (M=16, N=8, K=8)"), r.out());
        assertTrue(r.out().contains("A 16x8 (m,k)") && r.out().contains("B 8x8 (k,n)") && r.out().contains("C 16x8 (m,n)"));
    }

    @Test
    void aWgmmaPrefixFindsItsAOperand() {
        Run r = show("--svg", "-", "sm90.wgmma.m64n8k16.f16");
        assertEquals(0, r.status(), r.err());
        SvgDoc svg = SvgDoc.parse(r.out());
        assertEquals(2, svg.count("g", "panel"), "A (64x16) and C (64x8); B comes from shared memory");
    }

    @Test
    void variablesTakeValuesFromLet() {
        Run r = show("--let", "M=3", "(M,2):(1,M)");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("(3,2):(1,3)\n"), r.out());
    }

    @Test
    void refusalsAreOneErrorLine() {
        assertRefused(show("(M,2):(1,M)"), "M");
        assertRefused(show("--tv", "(4,4)", "5"), "--tv draws a thread-value layout");
        assertRefused(show("--tv", "(2,2)", "(4,2):(1,4)"), "outside the 2x2 tile");
        assertRefused(show("--tv", "(4,4)", "16:1"), "two modes (thread, value)");
        assertRefused(show("(512,256):(1,512)"), "pictures are drawn up to 65536 cells");
        assertRefused(show("--latex", "-", "to_morphism((4,6):(6,1))"), "--latex draws layouts");
        assertRefused(show("--let", "M", "(M,2):(1,M)"), "NAME=VALUE");
        assertRefused(show("Sw<3,3,3>"), "show draws layouts");
    }

    private static void assertRefused(Run r, String fragment) {
        assertEquals(3, r.status(), r.out());
        assertTrue(r.err().startsWith("error: ") && r.err().contains(fragment), r.err());
        assertEquals(1, r.err().strip().split("\n").length, r.err());
    }
}
