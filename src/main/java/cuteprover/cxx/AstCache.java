package cuteprover.cxx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One cached AST dump: the JSON, clang's warnings, and the hash of every file the translation unit read. An entry is
 * used only while every one of those files has the same content.
 */
final class AstCache {

    record Entry(Path ast, String stderr, List<Path> inputs) { }

    private final Path dir;

    AstCache(Path dir) {
        this.dir = dir;
    }

    Path astFile() {
        return dir.resolve("ast.json");
    }

    Optional<Entry> lookup() throws IOException {
        Path deps = dir.resolve("inputs.txt");
        if (!Files.exists(deps) || !Files.exists(astFile())) {
            return Optional.empty();
        }
        List<Path> inputs = new ArrayList<>();
        for (String line : Files.readAllLines(deps, StandardCharsets.UTF_8)) {
            int space = line.indexOf(' ');
            if (space < 0 || !Hashing.sha256(Path.of(line.substring(space + 1))).equals(line.substring(0, space))) {
                return Optional.empty();
            }
            inputs.add(Path.of(line.substring(space + 1)));
        }
        return Optional.of(new Entry(astFile(), Files.readString(dir.resolve("stderr.txt"), StandardCharsets.UTF_8), inputs));
    }

    void store(Path ast, String stderr, List<Path> inputs) throws IOException {
        Files.createDirectories(dir);
        List<String> lines = new ArrayList<>();
        for (Path p : inputs) {
            lines.add(Hashing.sha256(p) + " " + p.toAbsolutePath().normalize());
        }
        Files.writeString(dir.resolve("stderr.txt"), stderr, StandardCharsets.UTF_8);
        Files.copy(ast, astFile(), StandardCopyOption.REPLACE_EXISTING);
        // written last: an entry without its inputs list is never used
        Path partial = Files.createTempFile(dir, "inputs", ".part");
        Files.write(partial, lines, StandardCharsets.UTF_8);
        Files.move(partial, dir.resolve("inputs.txt"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
