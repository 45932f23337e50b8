package cuteprover.smem;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bank model against the hardware: the shared-load wavefronts that ncu counted on an H100 for
 * each access pattern (hardware-models/observed/raw/bank_wavefronts.txt) equal the model's sum of
 * phase degrees, and the probe replayed exactly the addresses the expressions give.
 */
class BankMeasurementsTest {

    private static final Path MODELS = Path.of("hardware-models");

    record Measured(String name, String instruction, String smem, int bytes, String tv, long wavefronts) { }

    static List<Measured> measurements() throws IOException {
        List<Measured> out = new ArrayList<>();
        for (String line : Files.readAllLines(MODELS.resolve("observed/raw/bank_wavefronts.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\|");
            out.add(new Measured(f[0].strip(), f[1].strip(), f[2].strip(), Integer.parseInt(f[3].strip()), f[4].strip(),
                    Long.parseLong(f[5].strip())));
        }
        return out;
    }

    /** The probe's input: pattern name -> lane byte addresses per instruction. */
    static Map<String, long[][]> probeAddresses() throws IOException {
        Map<String, long[][]> out = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(MODELS.resolve("probes/bank_patterns.txt"));
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("pattern ")) {
                continue;
            }
            String[] head = lines.get(i).split("\\|")[0].trim().split("\\s+");
            int n = Integer.parseInt(head[3]);
            long[][] instr = new long[n][];
            for (int k = 0; k < n; k++) {
                String[] parts = lines.get(i + 1 + k).trim().split("\\s+");
                instr[k] = new long[parts.length];
                for (int t = 0; t < parts.length; t++) {
                    instr[k][t] = Long.parseLong(parts[t]);
                }
            }
            out.put(head[1], instr);
        }
        return out;
    }

    static Object eval(String text) {
        return new Evaluator(Decider.CONCRETE, false, Map.of()).evaluate(Parser.parse(text));
    }

    private static int instructionWidth(String instruction) {
        return switch (instruction) {
            case "ld.shared.u16" -> 2;
            case "ld.shared.u32" -> 4;
            case "ld.shared.v2.u32" -> 8;
            default -> 16; // ld.shared.v4.u32 and ldmatrix.x4 (one 16-byte row per lane)
        };
    }

    @Test
    void modelWavefrontsEqualTheMeasuredOnes() throws IOException {
        List<Measured> ms = measurements();
        Map<String, long[][]> probe = probeAddresses();
        assertTrue(ms.size() >= 12, "patterns: " + ms.size());
        List<String> wrong = new ArrayList<>();
        for (Measured m : ms) {
            long[][] addr = SmemAccess.addresses(eval(m.smem()), m.bytes(), (Layout) eval(m.tv()));
            BankModel.Result r = BankModel.analyze(addr, m.bytes());
            assertEquals(instructionWidth(m.instruction()), r.widthBytes(), m.name() + ": vector width");
            long[][] replayed = probe.get(m.name());
            assertEquals(addr[0].length / r.vector(), replayed.length, m.name() + ": instructions");
            for (int k = 0; k < replayed.length; k++) {
                long[] lanes = new long[32];
                for (int t = 0; t < 32; t++) {
                    lanes[t] = addr[t][k * r.vector()];
                }
                assertArrayEquals(lanes, replayed[k], m.name() + ": the probe replayed other addresses");
            }
            if (r.wavefronts() != m.wavefronts()) {
                wrong.add(m.name() + ": model " + r.wavefronts() + ", measured " + m.wavefronts());
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theComparisonCanFail() throws IOException {
        // A model that served 16-byte accesses in phases of 16 threads would be caught by the measurements.
        Measured m = measurements().stream().filter(x -> x.name().equals("v4_row_stride_128B")).findFirst().orElseThrow();
        long[][] addr = SmemAccess.addresses(eval(m.smem()), m.bytes(), (Layout) eval(m.tv()));
        long wrongModel = 0;
        for (int first = 0; first < 32; first += 16) {
            java.util.Set<Long> words = new java.util.HashSet<>();
            for (int t = first; t < first + 16; t++) {
                words.add(addr[t][0] / 4);
            }
            wrongModel += words.size() / 4; // 16 rows of 4 words, all in banks 0-3
        }
        assertNotEquals(m.wavefronts(), wrongModel);
        assertEquals(m.wavefronts(), BankModel.analyze(addr, m.bytes()).wavefronts());
    }
}
