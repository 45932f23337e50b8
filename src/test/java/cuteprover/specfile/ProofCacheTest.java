package cuteprover.specfile;

import cuteprover.cli.CheckCommand;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The proof cache is content-addressed: editing the spec, an included file, a model or an
 * assumption re-proves what depends on it; touching files or editing a comment does not. UNKNOWN
 * is cached with its budget, and parallel runs share one cache safely.
 */
class ProofCacheTest {

    @TempDir
    Path dir;

    private Path spec;
    private Path common;
    private Path model;

    @BeforeEach
    void files() throws IOException {
        common = write("common.cute", "param M where M % 8 == 0", "let W = 4");
        model = write("models/tiles.cute", "model test.tile = (8,4):(1,8)");
        spec = write("main.cute",
                "include \"common.cute\"",
                "assume M <= 1024",
                "# a comment",
                "prove a: bijective((8,M/8):(1,8))",
                "prove b: injective((W,2):(1,W))",
                "prove c: size(test.tile) == 32");
    }

    private Path write(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, String.join("\n", lines) + "\n");
        return f;
    }

    private void edit(Path f, String from, String to) throws IOException {
        String text = Files.readString(f);
        assertTrue(text.contains(from), from);
        Files.writeString(f, text.replace(from, to));
    }

    /** Property name -> whether its verdict came from the cache. */
    private Map<String, Boolean> check(String... more) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<String> args = new ArrayList<>(List.of(spec.toString(), "--models", dir.resolve("models").toString(),
                "--cache-dir", dir.resolve("cache").toString(), "--jobs", "1"));
        args.addAll(List.of(more));
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), args.toArray(String[]::new));
        String out = bytes.toString(StandardCharsets.UTF_8);
        Map<String, Boolean> cached = new LinkedHashMap<>();
        for (String line : out.lines().toList()) {
            String[] parts = line.trim().split("\\s+");
            if (parts.length >= 3 && (parts[0].startsWith("PROVED") || parts[0].equals("REFUTED") || parts[0].equals("UNKNOWN"))) {
                cached.put(parts[2], line.contains("cached"));
            }
        }
        assertTrue(status == 0 || status == 2, out);
        return cached;
    }

    private static Map<String, Boolean> all(boolean cached) {
        return Map.of("a", cached, "b", cached, "c", cached);
    }

    @Test
    void touchingFilesOrEditingACommentKeepsEveryVerdict() throws IOException {
        assertEquals(all(false), check());
        assertEquals(all(true), check());
        FileTime later = FileTime.fromMillis(System.currentTimeMillis() + 3_600_000);
        for (Path f : List.of(spec, common, model)) {
            Files.setLastModifiedTime(f, later);
        }
        assertEquals(all(true), check(), "mtime is not part of the key");
        edit(spec, "# a comment", "# another comment");
        assertEquals(all(true), check(), "a comment contributes nothing to any obligation");
    }

    @Test
    void editingTheSpecReprovesTheEditedProperty() throws IOException {
        check();
        edit(spec, "prove a: bijective((8,M/8):(1,8))", "prove a: injective((8,M/8):(1,8))");
        assertEquals(Map.of("a", false, "b", true, "c", true), check());
    }

    @Test
    void editingAnIncludedFileReprovesWhatDependsOnIt() throws IOException {
        check();
        edit(common, "let W = 4", "let W = 8");
        assertEquals(false, check().get("b"));
    }

    @Test
    void editingAModelReprovesItsUsers() throws IOException {
        check();
        edit(model, "(8,4):(1,8)", "(4,8):(1,4)");
        assertEquals(false, check().get("c"));
    }

    @Test
    void editingAnAssumptionReprovesEverythingUnderIt() throws IOException {
        check();
        edit(spec, "assume M <= 1024", "assume M <= 2048");
        assertEquals(all(false), check());
        edit(common, "param M where M % 8 == 0", "param M where M % 16 == 0");
        assertEquals(all(false), check());
    }

    @Test
    void unknownIsCachedWithItsBudgetAndRetriedWithALargerOne() throws IOException {
        spec = write("hard.cute", "param M", "prove hard: forall x in [1,M): (x*x*x*x + 7) % 1000003 != 5");
        assertEquals(Map.of("hard", false), check("--timeout", "300"));
        assertEquals(Map.of("hard", true), check("--timeout", "300"), "the same budget reuses the UNKNOWN");
        assertEquals(Map.of("hard", true), check("--timeout", "200"), "a smaller budget would not decide it either");
        assertEquals(Map.of("hard", false), check("--timeout", "600"), "a larger budget tries again");
        assertEquals(Map.of("hard", true), check("--timeout", "600"));
    }

    @Test
    void parallelRunsShareOneCacheSafely() throws Exception {
        List<String> lines = new ArrayList<>(List.of("param M where M % 8 == 0"));
        for (int i = 1; i <= 12; i++) {
            lines.add("prove p" + i + ": injective((8,M/8):(1," + 8 * i + "))");
        }
        spec = write("many.cute", lines.toArray(String[]::new));
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<Map<String, Boolean>>> runs = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                runs.add(pool.submit(() -> check()));
            }
            for (Future<Map<String, Boolean>> f : runs) {
                assertEquals(12, f.get().size());
            }
        } finally {
            pool.shutdown();
        }
        Map<String, Boolean> after = check();
        assertEquals(12, after.size());
        assertTrue(after.values().stream().allMatch(c -> c), "every entry is complete and readable: " + after);
        try (Stream<Path> entries = Files.list(dir.resolve("cache"))) {
            assertTrue(entries.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file left behind");
        }
    }
}
