package cuteprover.cli;

import cuteprover.hw.Observed;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HwCommandTest {

    /** Runs the CLI with the given arguments; returns {exit status, stdout, stderr}. */
    private static Object[] run(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new Object[] {status, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    private static List<String> lines(Object text) {
        return Arrays.stream(((String) text).split("\n")).filter(s -> !s.isBlank()).toList();
    }

    @Test
    void listNamesEveryModelFamily() {
        Object[] r = run("hw", "list");
        assertEquals(0, r[0]);
        List<String> names = lines(r[1]);
        for (String n : List.of("sm80.mma.m16n8k16.f16.A", "sm80.mma.m8n8k4.f64.C", "sm90.wgmma.m64n8k16.f16.C",
                "sm90.wgmma.m64n256k16.f16.C", "sm90.wgmma.m64n136k32.s8.C", "sm90.wgmma.m64k8.tf32.A",
                "sm75.ldmatrix.x4.trans", "sm90.stmatrix.x2", "sm90.tma.swizzle.128B", "sm90.gmma.K_SW128.bytes",
                "sm100.tcgen05.ld.16x256b.x1", "sm100.tcgen05.st.16x32bx2.x128", "sm100.tcgen05.mma.m64n256.F",
                "sm100.tmem.address")) {
            assertTrue(names.contains(n), n);
        }
        for (int n = 8; n <= 256; n += 8) {
            assertTrue(names.contains("sm90.wgmma.m64n" + n + "k16.f16.C"), "N=" + n);
        }
    }

    @Test
    void mapPrintsTheMmaFragmentInPtxOrientation() {
        Object[] r = run("hw", "map", "sm80.mma.m16n8k16.f16.C");
        assertEquals(0, r[0]);
        List<String> got = lines(r[1]);
        assertEquals(128, got.size());
        assertEquals("0 2 8 0", got.get(2), "thread 0, c2: row groupID+8, col 0");
        assertEquals(Observed.asSet(Observed.read(Path.of("hardware-models/observed/sm80.mma.m16n8k16.f16.C.txt"))),
                new TreeSet<>(got));
        // B is printed K x N (row = k) although CuTe stores it N x K.
        List<String> b = lines(run("hw", "map", "sm80.mma.m16n8k16.f16.B")[1]);
        assertEquals("1 3 11 0", b.get(7), "thread 1, b3: k = 2*1 + 1 + 8, n = 0");
    }

    @Test
    void mapPrintsTensorMemoryLoadsAsLaneAndColumn() {
        Object[] r = run("hw", "map", "sm100.tcgen05.ld.16x256b.x1");
        assertEquals(0, r[0]);
        List<String> got = lines(r[1]);
        assertEquals(128, got.size());
        Set<String> set = new TreeSet<>(got);
        for (int t = 0; t < 32; t++) {
            for (int reg = 0; reg < 4; reg++) {
                long lane = t / 4 + 8 * ((reg / 2) % 2);
                long col = 2 * (t % 4) + reg % 2;
                assertTrue(set.contains(t + " " + reg + " " + lane + " " + col), t + " " + reg);
            }
        }
    }

    @Test
    void showPrintsLayoutFormatAndProperties() {
        Object[] r = run("hw", "show", "sm90.wgmma.m64n8k16.f16.C");
        assertEquals(0, r[0]);
        String out = (String) r[1];
        assertTrue(out.startsWith("sm90.wgmma.m64n8k16.f16.C = ((4,8,4),(2,2,1)):((128,1,16),(64,8,512))\n"), out);
        assertTrue(out.contains("map: thread value row col"), out);
        assertTrue(out.contains("observed on silicon: observed/sm90.wgmma.m64n8k16.f16.C.txt"), out);
        assertTrue(out.contains("prove wgmma_m64n8_C: bijective(sm90.wgmma.m64n8k16.f16.C)"), out);
        assertTrue(!out.contains("wgmma_m64n88_C"), "a property of another model is not listed: " + out);
    }

    @Test
    void anUnknownModelIsAnError() {
        Object[] r = run("hw", "map", "sm80.mma.m16n8k16.f17.A");
        assertEquals(3, r[0]);
        assertEquals("error: unknown hardware model 'sm80.mma.m16n8k16.f17.A' (see cute-prover hw list)\n", r[2]);
    }
}
