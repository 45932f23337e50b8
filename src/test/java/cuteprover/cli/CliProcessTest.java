package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CLI as a process, in a directory outside the project: every documented exit code (0 proved,
 * 1 refuted, 2 unknown, 3 input error, 4 usage error, 5 internal error), --help and --version on
 * every command, and the flags of check, prove and eval.
 */
class CliProcessTest {

    private static final Path FIXTURES = Path.of("src/test/resources/check").toAbsolutePath();

    @TempDir
    Path dir;

    private Path spec(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, String.join("\n", lines) + "\n");
        return f;
    }

    private Path fixture(String name) throws IOException {
        return Files.copy(FIXTURES.resolve(name), dir.resolve(name));
    }

    private static String pomVersion() throws IOException {
        Matcher m = Pattern.compile("<artifactId>cute-prover</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(m.find(), "the pom declares the project version");
        return m.group(1);
    }

    @Test
    void helpOnEveryCommandExitsZeroAndListsTheExitCodes() {
        for (List<String> cmd : List.<List<String>>of(List.of(), List.of("eval"), List.of("prove"), List.of("check"), List.of("hw"),
                List.of("hw", "list"), List.of("hw", "show"), List.of("hw", "map"), List.of("show"), List.of("explain"), List.of("recheck"))) {
            String[] args = Stream.concat(cmd.stream(), Stream.of("--help")).toArray(String[]::new);
            CliProcess.Result r = CliProcess.run(dir, args);
            assertEquals(0, r.status(), cmd + " --help: " + r.both());
            assertTrue(r.out().startsWith("Usage: cute-prover"), cmd + ": " + r.out());
            assertTrue(r.out().contains("Exit codes:") && r.out().contains("4   usage error"), cmd + ": " + r.out());
            boolean proves = cmd.isEmpty() || List.of("check", "prove", "recheck").contains(cmd.get(0));
            assertEquals(proves, r.out().contains("1   a property is refuted"),
                    cmd + ": only a command that proves lists check's verdict codes: " + r.out());
        }
    }

    @Test
    void versionIsThePomVersion() throws IOException {
        String expected = "cute-prover " + pomVersion();
        assertEquals(expected, CliProcess.run(dir, "--version").out().strip());
        assertEquals(expected, CliProcess.run(dir, "check", "--version").out().strip());
    }

    @Test
    void unknownFlagsCommandsAndBadOptionValuesAreUsageErrors() throws IOException {
        for (String[] args : List.of(new String[] {"check", "--bogus"}, new String[] {"prove", "--bogus", "bijective(4:1)"},
                new String[] {"eval", "--bogus"}, new String[] {"hw", "list", "--bogus"}, new String[] {"frobnicate"},
                new String[] {"check", "--jobs", "0"}, new String[] {"check", "--timeout", "-5"}, new String[] {"check", "--shard", "3/2"},
                new String[] {"check", "--format", "xml"}, new String[] {"check", "--timeout", "soon"},
                new String[] {"prove", "--bound", "0", "bijective(4:1)"}, new String[] {"recheck", "--solver", "bogus", "."},
                new String[] {})) {
            CliProcess.Result r = CliProcess.run(dir, args);
            assertEquals(4, r.status(), String.join(" ", args) + ": " + r.both());
            if (args.length > 0) {
                assertTrue(r.err().startsWith("error: "), String.join(" ", args) + ": " + r.err());
            }
        }
        assertTrue(CliProcess.run(dir, "check", "--bogus").err().contains("Try 'cute-prover check --help'"));
    }

    @Test
    void checkWithoutArgumentsChecksTheSpecsOfTheCurrentDirectoryAndExitsZero() throws IOException {
        spec("layouts.cute", "param M where M % 8 == 0", "prove tile_ok: bijective((8,M/8):(1,8))");
        CliProcess.Result r = CliProcess.run(dir, "check");
        assertEquals(0, r.status(), r.both());
        assertTrue(r.out().contains("PROVED   layouts.cute:2:1  tile_ok"), r.out());
        assertEquals("", r.err(), "no progress output outside a terminal");
    }

    @Test
    void exitCodesOfCheck() throws IOException {
        assertEquals(0, CliProcess.run(dir, "check", fixture("proved.cute").toString()).status());
        CliProcess.Result refuted = CliProcess.run(dir, "check", fixture("refuted.cute").toString());
        assertEquals(1, refuted.status(), refuted.both());
        CliProcess.Result unknown = CliProcess.run(dir, "check", "--no-cache", "--timeout", "300", fixture("unknown.cute").toString());
        assertEquals(2, unknown.status(), unknown.both());
        assertEquals(0, CliProcess.run(dir, "check", "--no-cache", "--timeout", "300", "--allow-unknown", "unknown.cute").status());
        CliProcess.Result broken = CliProcess.run(dir, "check", fixture("broken.cute").toString());
        assertEquals(3, broken.status(), broken.both());
        assertTrue(broken.out().startsWith("broken.cute:2:19: error: "), broken.out());
    }

    @Test
    void misspeltPropertiesAndFunctionsAreInputErrorsWithTheClosestNames() throws IOException {
        spec("typo.cute", "param M", "prove injektive((M,4):(1,M))", "let x = compositon(4:1, 2:1)");
        CliProcess.Result r = CliProcess.run(dir, "check", "typo.cute");
        assertEquals(3, r.status(), r.both());
        assertTrue(r.out().contains("typo.cute:2:7: error: unknown property or function 'injektive' (did you mean injective"), r.out());
        assertTrue(r.out().contains("typo.cute:3:9: error: unknown property or function 'compositon' (did you mean composition"), r.out());
        CliProcess.Result prove = CliProcess.run(dir, "prove", "injektive(4:1)");
        assertEquals(3, prove.status(), prove.both());
        assertTrue(prove.out().contains("did you mean injective"), prove.out());
    }

    @Test
    void pathsWithoutSpecFilesAreInputErrorsNotPasses() throws IOException {
        Files.createDirectories(dir.resolve("empty"));
        CliProcess.Result empty = CliProcess.run(dir, "check", "empty");
        assertEquals(3, empty.status(), empty.both());
        assertTrue(empty.out().contains("empty:1:1: error: no spec files"), empty.out());
        assertEquals(3, CliProcess.run(dir, "check", "").status(), "an empty path");
        assertEquals(3, CliProcess.run(dir, "check", "missing.cute").status());
        assertEquals(3, CliProcess.run(dir, "check").status(), "a directory with no spec files at all");
    }

    @Test
    void aReportThatCannotBeWrittenIsAnInternalError() throws IOException {
        fixture("proved.cute");
        Files.writeString(dir.resolve("blocker"), "a file, not a directory");
        CliProcess.Result r = CliProcess.run(dir, "check", "proved.cute", "--junit", "blocker/junit.xml");
        assertEquals(5, r.status(), r.both());
        assertTrue(r.err().startsWith("error: cannot write a report"), r.err());
    }

    @Test
    void githubFormatAnnotatesTheRefutedLine() throws IOException {
        fixture("refuted.cute");
        CliProcess.Result r = CliProcess.run(dir, "check", "--format", "github", "refuted.cute");
        assertEquals(1, r.status(), r.both());
        String annotation = r.out().lines().filter(l -> l.startsWith("::error ")).findFirst().orElse("");
        assertTrue(annotation.startsWith("::error file=refuted.cute,line=2,col=1,title=cute-prover%3A REFUTED injective((M%2CN)%3A(1%2C8))::"),
                r.out());
        assertTrue(annotation.contains("%0Aat M = 9, N = 2%0Ax = 8: coordinate (8,0)"), "the counterexample is in the message: " + annotation);
    }

    @Test
    void everyReportFlagWritesItsReport() throws IOException {
        fixture("refuted.cute");
        CliProcess.Result r = CliProcess.run(dir, "check", "refuted.cute", "--junit", "out/junit.xml", "--sarif", "out/r.sarif",
                "--gitlab", "out/gl.json", "--json", "out/r.json", "--html", "out/html", "--emit-proofs", "out/proofs",
                "--jobs", "1", "--timeout", "20000");
        assertEquals(1, r.status(), r.both());
        for (String f : List.of("out/junit.xml", "out/r.sarif", "out/gl.json", "out/r.json", "out/html/index.html")) {
            assertTrue(Files.size(dir.resolve(f)) > 100, f);
        }
        try (Stream<Path> proofs = Files.list(dir.resolve("out/proofs"))) {
            assertTrue(proofs.anyMatch(p -> p.toString().endsWith(".smt2")));
        }
        JsonNode gitlab = new ObjectMapper().readTree(dir.resolve("out/gl.json").toFile());
        assertEquals("injective", gitlab.get(0).path("check_name").asText());
        assertEquals("refuted.cute", gitlab.get(0).path("location").path("path").asText());
    }

    @Test
    void shardsSplitTheObligations() throws IOException {
        fixture("proved.cute");
        assertTrue(CliProcess.run(dir, "check", "--shard", "1/2", "proved.cute").out().contains("2 properties"));
        assertTrue(CliProcess.run(dir, "check", "--shard", "2/2", "proved.cute").out().contains("1 properties"));
    }

    @Test
    void cacheFolderIsConfigurableByFlagAndEnvironment() throws IOException {
        fixture("proved.cute");
        assertEquals(0, CliProcess.run(dir, "check", "--cache-dir", "flag-cache", "proved.cute").status());
        assertTrue(Files.list(dir.resolve("flag-cache")).findAny().isPresent());
        assertEquals(0, CliProcess.run(dir, Map.of("CI", "true", "CUTE_PROVER_CACHE", dir.resolve("env-cache").toString()), null,
                "check", "proved.cute").status());
        assertTrue(Files.list(dir.resolve("env-cache")).findAny().isPresent());
        CliProcess.Result cached = CliProcess.run(dir, "check", "--cache-dir", "flag-cache", "proved.cute");
        assertTrue(cached.out().contains("cached"), cached.out());
        CliProcess.Result uncached = CliProcess.run(dir, "check", "--cache-dir", "flag-cache", "--no-cache", "proved.cute");
        assertFalse(uncached.out().contains("cached"), uncached.out());
    }

    @Test
    void builtInModelsNeedNoFlagAndModelsOverridesThem() throws IOException {
        spec("uses_model.cute", "prove c_covers: covers(sm80.mma.m16n8k16.f16.C, (16,8))",
                "prove c_size: size(sm80.mma.m16n8k16.f16.C) == 128");
        CliProcess.Result builtIn = CliProcess.run(dir, "check", "uses_model.cute");
        assertEquals(0, builtIn.status(), builtIn.both());
        spec("my-models/override.cute", "model sm80.mma.m16n8k16.f16.C = (32,2):(1,32)");
        CliProcess.Result overridden = CliProcess.run(dir, "check", "--models", "my-models", "uses_model.cute");
        assertEquals(1, overridden.status(), "the override (64 cells) no longer has size 128: " + overridden.both());
        assertTrue(overridden.out().contains("REFUTED  uses_model.cute:2:1  c_size"), overridden.out());
        assertEquals(3, CliProcess.run(dir, "check", "--models", "no-such-dir", "uses_model.cute").status());
    }

    @Test
    void proveAndEvalSpeakJson() throws IOException {
        CliProcess.Result prove = CliProcess.run(dir, "prove", "--json", "injective((M,N):(1,8))");
        assertEquals(1, prove.status(), prove.both());
        JsonNode v = new ObjectMapper().readTree(prove.out());
        assertEquals("REFUTED", v.path("verdict").asText());
        assertEquals(9, v.path("witness").path("M").asLong());
        assertEquals("8", v.path("lhs").asText());
        CliProcess.Result proved = CliProcess.run(dir, Map.of("CI", "true"), "bijective((M,N):(1,M))\nnot a property(\n",
                "prove", "--json", "--assume", "M % 4 == 0");
        assertEquals(3, proved.status(), proved.both());
        List<String> lines = proved.out().lines().toList();
        assertEquals(2, lines.size(), proved.out());
        assertEquals("PROVED", new ObjectMapper().readTree(lines.get(0)).path("verdict").asText());
        assertEquals("ERROR", new ObjectMapper().readTree(lines.get(1)).path("verdict").asText());

        CliProcess.Result eval = CliProcess.run(dir, "eval", "--json", "coalesce((2,4):(1,2))", "foo(1)");
        assertEquals(3, eval.status(), eval.both());
        List<String> results = eval.out().lines().toList();
        assertEquals("8:1", new ObjectMapper().readTree(results.get(0)).path("value").asText());
        assertTrue(new ObjectMapper().readTree(results.get(1)).path("error").asText().contains("unknown function 'foo'"));
        assertEquals(0, CliProcess.run(dir, "eval", "4:1").status());
    }

    @Test
    void exitCodesOfProve() {
        assertEquals(0, CliProcess.run(dir, "prove", "bijective((M,N):(1,M))").status());
        assertEquals(1, CliProcess.run(dir, "prove", "injective((4,4):(1,2))").status());
        CliProcess.Result unknown = CliProcess.run(dir, "prove", "--timeout", "300", "forall x in [1,M): (x*x*x*x + 7) % 1000003 != 5");
        assertEquals(2, unknown.status(), unknown.both());
        assertEquals(3, CliProcess.run(dir, "prove", "bijective((4,4):(1,2)").status());
    }
}
