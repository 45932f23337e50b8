package cuteprover.specfile;

import cuteprover.cli.CheckCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A whole run is replayed only while nothing it read has changed: the spec, a file it includes from
 * elsewhere, the options. A replay prints what the run printed (times aside) and needs no proof cache.
 */
class RunCacheTest {

    @TempDir
    Path dir;

    private Path write(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, String.join("\n", lines) + "\n");
        return f;
    }

    private String check(Path spec, String... more) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String[] args = Stream.concat(Stream.of(spec.toString(), "--cache-dir", dir.resolve("cache").toString(), "--jobs", "1"),
                Stream.of(more)).toArray(String[]::new);
        CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), args);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** The proof cache emptied, the run entries kept: only a replay can still answer "cached". */
    private void dropProofCache() throws IOException {
        try (Stream<Path> s = Files.list(dir.resolve("cache"))) {
            for (Path p : s.toList()) {
                if (!p.getFileName().toString().startsWith("run-")) {
                    Files.delete(p);
                }
            }
        }
    }

    private static String withoutTimes(String report) {
        return report.replaceAll("\\(\\d+ ms", "(_ ms").replaceAll("\\([0-9.]+ s\\)", "(_ s)");
    }

    @Test
    void anUnchangedRunIsReplayedAndAnyChangeIsSeen() throws IOException {
        write("lib/common.cute", "let W = 4");
        Path spec = write("specs/main.cute", "include \"../lib/common.cute\"", "prove b: injective((4,2):(1,W))");
        check(spec);
        String warm = check(spec);
        assertTrue(warm.contains("PROVED") && warm.contains("cached"), warm);
        dropProofCache();
        String replayed = check(spec);
        assertEquals(withoutTimes(warm), withoutTimes(replayed), "replayed without the proof cache");

        // an included file outside the spec's tree changes: not replayed, the new verdict is printed
        write("lib/common.cute", "let W = 1");
        String changed = check(spec);
        assertTrue(changed.contains("REFUTED") && !changed.contains("cached"), changed);

        // other options: another key
        String other = check(spec, "--timeout", "9000");
        assertTrue(other.contains("REFUTED"), other);
    }

    @Test
    void aRunWithFreshVerdictsIsNotStored() throws IOException {
        Path spec = write("specs/one.cute", "prove a: bijective((4,2):(2,1))");
        String first = check(spec);
        assertTrue(first.contains("PROVED") && !first.contains("cached"), first);
        try (Stream<Path> s = Files.list(dir.resolve("cache"))) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith("run-")), "only all-cached runs are stored");
        }
    }
}
