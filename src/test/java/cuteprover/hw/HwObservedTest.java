package cuteprover.hw;

import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.LayoutInference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The models against what silicon delivered (hardware-models/observed/, see probes/README.md). */
class HwObservedTest {

    private static final Path OBSERVED = HwModelFilesTest.ROOT.resolve("observed");
    private static final HardwareModels HW = HardwareModels.at(HwModelFilesTest.ROOT);

    private static List<String> observedNames() throws IOException {
        try (Stream<Path> s = Files.list(OBSERVED)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".txt"))
                    .map(n -> n.substring(0, n.length() - 4)).sorted().toList();
        }
    }

    private static List<long[]> model(String name) {
        return AccessMap.rows(ModelName.parse(name), HW.value(name));
    }

    @Test
    void everyObservedMapIsItsModelsMap() throws IOException {
        List<String> names = observedNames();
        assertTrue(names.size() >= 51, "observed maps: " + names);
        List<String> wrong = new ArrayList<>();
        for (String name : names) {
            assertTrue(HW.names().contains(name), "observed map without a model: " + name);
            String diff = Observed.difference(model(name), Observed.read(OBSERVED.resolve(name + ".txt")));
            if (diff != null) {
                wrong.add(name + ": " + diff);
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** The naming-free check: the A, B, C models predict exactly the observed (a, b) -> c relation. */
    @Test
    void mmaModelsPredictTheObservedRelation() throws IOException {
        List<Path> raws;
        try (Stream<Path> s = Files.list(OBSERVED.resolve("raw"))) {
            raws = s.filter(p -> p.toString().endsWith(".pairs")).sorted().toList();
        }
        assertEquals(11, raws.size());
        for (Path raw : raws) {
            String key = raw.getFileName().toString().replace("mma.", "").replace(".pairs", "").replace("f16acc", "f16");
            String base = "sm80.mma." + key;
            var predicted = Observed.mmaRelation(model(base + ".A"), model(base + ".B"), model(base + ".C"));
            List<long[]> observed = Observed.read(raw);
            assertEquals(predicted, Observed.relationRows(observed), raw.toString());
            assertEquals(predicted.size(), observed.size(), raw + ": a pair lit more than one element");
            // C in = D out: a one-hot accumulator comes back as the same element.
            for (long[] r : Observed.read(Path.of(raw.toString().replace(".pairs", ".cin")))) {
                assertEquals(r[0], r[2], raw + " cin");
                assertEquals(r[1], r[3], raw + " cin");
            }
        }
    }

    /** The observed map read back as an offset table in CuTe's units, (thread, value) -> offset. */
    private static long[] offsetTable(ModelName n, List<long[]> rows) {
        long threads = rows.stream().mapToLong(r -> r[0]).max().orElseThrow() + 1;
        long values = rows.stream().mapToLong(r -> r[1]).max().orElseThrow() + 1;
        long[] table = new long[Math.toIntExact(threads * values)];
        java.util.Arrays.fill(table, -1);
        for (long[] r : rows) {
            long offset = switch (n.kind()) {
                case MMA_A, MMA_C -> r[2] + n.rows() * r[3];
                case MMA_B -> r[3] + n.cols() * r[2];
                case MATRIX_B16 -> 8 * r[2] + r[3];
                default -> throw new AssertionError(n);
            };
            table[Math.toIntExact(r[0] + threads * r[1])] = offset;
        }
        return table;
    }

    /** Layout inference on each observed map finds a layout with the model's function. */
    @Test
    void inferenceOnObservedMapsGivesTheModelsFunction() throws IOException {
        for (String name : observedNames()) {
            if (name.startsWith("sm90.tma.swizzle.")) {
                continue; // a swizzle is no layout to infer; TmaSwizzleObservedTest compares it, every element size
            }
            ModelName n = ModelName.parse(name);
            long[] table = offsetTable(n, Observed.read(OBSERVED.resolve(name + ".txt")));
            Optional<Layout> inferred = LayoutInference.infer(table);
            assertTrue(inferred.isPresent(), name + ": no layout admits the observed map");
            assertArrayEquals(FlatLayout.of((Layout) HW.value(name)).table(), FlatLayout.of(inferred.get()).table(), name);
        }
    }

    @Test
    void aBrokenModelIsCaught() {
        // The comparison can fail: swap two values of the observed C map.
        String name = "sm80.mma.m16n8k16.f16.C";
        List<long[]> observed = Observed.read(OBSERVED.resolve(name + ".txt"));
        long[] first = observed.get(0).clone();
        long[] second = observed.get(1).clone();
        observed.set(0, new long[] {first[0], first[1], second[2], second[3]});
        observed.set(1, new long[] {second[0], second[1], first[2], first[3]});
        assertTrue(Observed.difference(model(name), observed) != null);
        assertNull(Observed.difference(model(name), Observed.read(OBSERVED.resolve(name + ".txt"))));
    }
}
