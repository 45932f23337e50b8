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
 * One cached AST dump: the JSON, clang's warnings, and the hash, size and time of every file the translation unit read.
 * An entry is used only while every one of those files has the same content (a file whose size and time are unchanged
 * is not read again, as make judges it).
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
            String[] f = line.split(" ", 4);
            if (f.length < 4) {
                return Optional.empty();
            }
            Path p = Path.of(f[3]);
            // a file with its recorded size and time is not read again; any other is compared by content
            if (!stamp(p).equals(f[1] + " " + f[2]) && !Hashing.sha256(p).equals(f[0])) {
                return Optional.empty();
            }
            inputs.add(p);
        }
        return Optional.of(new Entry(astFile(), Files.readString(dir.resolve("stderr.txt"), StandardCharsets.UTF_8), inputs));
    }

    /** A file's size and modification time, as {@code SIZE MILLIS} ({@code - -} when it cannot be read). */
    private static String stamp(Path p) {
        try {
            return Files.size(p) + " " + Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return "- -";
        }
    }

    void store(Path ast, String stderr, List<Path> inputs) throws IOException {
        Files.createDirectories(dir);
        List<String> lines = new ArrayList<>();
        for (Path p : inputs) {
            lines.add(Hashing.sha256(p) + " " + stamp(p) + " " + p.toAbsolutePath().normalize());
        }
        Files.writeString(dir.resolve("stderr.txt"), stderr, StandardCharsets.UTF_8);
        Files.copy(ast, astFile(), StandardCopyOption.REPLACE_EXISTING);
        // written last: an entry without its inputs list is never used
        Path partial = Files.createTempFile(dir, "inputs", ".part");
        Files.write(partial, lines, StandardCharsets.UTF_8);
        Files.move(partial, dir.resolve("inputs.txt"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
