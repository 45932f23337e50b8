package cuteprover.specfile;

import cuteprover.cli.CheckCommand;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shipped suite: specs/ and hardware-models/ pass the gate, and proofs/ holds exactly their
 * current SMT-LIB2 obligations (regenerate with {@code bin/cute-prover check --emit-proofs proofs}).
 */
class ShippedProofsTest {

    private static final List<Path> SUITE = List.of(Path.of("specs"), Path.of("hardware-models"));

    private static SpecLoader.Loaded loadSuite() throws IOException {
        SpecLoader loader = new SpecLoader(new ModelRegistry(List.of(Path.of("hardware-models"))), Path.of(""));
        for (Path root : SUITE) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> s = Files.walk(root)) {
                    s.filter(p -> p.toString().endsWith(".cute")).sorted().forEach(loader::load);
                }
            }
        }
        return loader.result();
    }

    @Test
    void shippedSuitePassesTheGate() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        // The verdicts are under test here, not the speed (a benchmark's matter): a loaded CI machine gets
        // three times the gate's default time per property before one counts as UNKNOWN.
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), "--no-cache", "--timeout", "30000");
        String out = bytes.toString(StandardCharsets.UTF_8);
        // The lines that are not passing come first: CI logs cut long messages.
        String failing = out.lines().filter(l -> l.startsWith("UNKNOWN") || l.startsWith("REFUTED") && !l.contains("expected")
                || l.startsWith("ERROR")).collect(java.util.stream.Collectors.joining("\n"));
        assertEquals(0, status, failing + "\n" + out);
        assertTrue(out.contains(" 0 refuted, 0 unknown, 0 input errors"), failing + "\n" + out);
    }

    @Test
    void proofsDirectoryIsUpToDate() throws IOException {
        SpecLoader.Loaded suite = loadSuite();
        assertEquals(List.of(), suite.errors());
        Map<String, String> expected = ProofExport.render(suite.obligations(), Z3ObligationProver.exportFactory());
        Map<String, String> actual = new TreeMap<>();
        try (Stream<Path> s = Files.list(Path.of("proofs"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".smt2")).toList()) {
                actual.put(f.getFileName().toString(), Files.readString(f, StandardCharsets.UTF_8));
            }
        }
        assertEquals(expected.keySet(), actual.keySet(),
                "proofs/ is out of date: run bin/cute-prover check --emit-proofs proofs");
        for (String name : expected.keySet()) {
            assertEquals(expected.get(name), actual.get(name),
                    "proofs/" + name + " is out of date: run bin/cute-prover check --emit-proofs proofs");
        }
    }
}
