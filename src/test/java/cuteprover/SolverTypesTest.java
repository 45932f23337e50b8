package cuteprover;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Z3's types stay inside the prover (package {@code symbolic}: the solver and the encoders); the rest asks it questions. */
class SolverTypesTest {

    @Test
    void onlyTheProverImportsZ3() throws IOException {
        Path sources = Path.of("src/main/java/cuteprover");
        try (Stream<Path> files = Files.walk(sources)) {
            List<String> outside = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !sources.relativize(f).startsWith("symbolic"))
                    .filter(f -> read(f).contains("import com.microsoft.z3."))
                    .map(f -> sources.relativize(f).toString())
                    .toList();
            assertEquals(List.of(), outside);
        }
    }

    private static String read(Path f) {
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
