package cuteprover.hw;

import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.ModelRegistry;
import cuteprover.specfile.SpecLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every file under hardware-models/ loads (syntax, names, values) without errors. */
class HwModelFilesTest {

    static final Path ROOT = Path.of("hardware-models");

    static List<Path> specFiles() throws IOException {
        try (Stream<Path> s = Files.walk(ROOT)) {
            return s.filter(p -> p.toString().endsWith(".cute")).sorted().toList();
        }
    }

    @Test
    void everyModelFileLoadsWithoutErrors() throws IOException {
        SpecLoader loader = new SpecLoader(new ModelRegistry(List.of(ROOT)), ROOT);
        List<Path> files = specFiles();
        assertTrue(files.size() >= 7, "model files found: " + files);
        for (Path f : files) {
            loader.load(f);
        }
        List<Diagnostic> errors = loader.result().errors();
        assertEquals(List.of(), errors);
        assertTrue(loader.result().obligations().size() > 300, "properties: " + loader.result().obligations().size());
    }

    @Test
    void everyModelHasAValueAndAMap() {
        HardwareModels hw = HardwareModels.at(ROOT);
        assertTrue(hw.names().size() > 280, "models: " + hw.names().size());
        for (String name : hw.names()) {
            Object v = hw.value(name);
            List<long[]> rows = AccessMap.rows(ModelName.parse(name), v);
            assertTrue(!rows.isEmpty(), name);
        }
        assertEquals(List.of(), hw.errors());
    }

    @Test
    void sm75AndSm89MmaModelsReadAsMmaOperands() {
        // their offsets are m + M*k, n + N*k, m + M*n like sm80's, so hw and show print them as tiles, not as plain functions
        assertEquals(new ModelName("sm89.mma.m16n8k32.f8.B", ModelName.Kind.MMA_B, 32, 8), ModelName.parse("sm89.mma.m16n8k32.f8.B"));
        assertEquals(ModelName.Kind.MMA_C, ModelName.parse("sm75.mma.m8n8k16.s8.C").kind());
    }
}
