package cuteprover.report;

import cuteprover.specfile.SourcePos;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How a suppression comment is read: the line it covers, what it names, and the malformed ones. */
class SuppressionsTest {

    private static final Path SPEC = Path.of("/r/specs/a.cute");
    private static final Path KERNEL = Path.of("/r/kernels/k.cu");

    private static Suppressions.Parsed parse(Path file, String... lines) {
        return Suppressions.parse(file, file.getFileName().toString(), String.join("\n", lines) + "\n");
    }

    private static Map<Integer, List<String>> coveredLines(Suppressions.Parsed p) {
        Map<Integer, List<String>> out = new java.util.TreeMap<>();
        p.suppressions().forEach(s -> out.put(s.coveredLine(), s.targets()));
        return out;
    }

    @Test
    void afterCodeItCoversItsLineAloneTheNextLineThatIsNoSuppression() {
        Suppressions.Parsed p = parse(SPEC,
                "param M",
                "prove a: injective((M,4):(1,8))  # cute-prover: ignore[a] trailing",
                "# cute-prover: ignore[injective] stacked above another",
                "// cute-prover: ignore[vacuous, b] pasted kernels use // in specs too",
                "prove b: bijective((M,4):(1,M))");
        assertEquals(List.of(), p.errors());
        assertEquals(Map.of(2, List.of("a"), 5, List.of("vacuous", "b")), coveredLines(p));
        assertEquals(List.of(5, 5), p.suppressions().stream().filter(s -> s.at().line() > 2).map(Suppressions.Suppression::coveredLine).toList());
        assertEquals("stacked above another", p.suppressions().get(1).reason());
        assertEquals(new SourcePos("a.cute", 2, 34), p.suppressions().get(0).at());
    }

    @Test
    void aCxxSourceTakesOnlySlashSlashComments() {
        Suppressions.Parsed p = parse(KERNEL,
                "#include <cute/tensor.hpp>",
                "# cute-prover: ignore[input-error] a preprocessor line, not a comment",
                "  CUTE_STATIC_ASSERT_V(size(t) == Int<4>{});  // cute-prover: ignore[input-error] reads fine under nvcc",
                "  printf(\"// cute-prover: ignore[x] in a string\");");
        assertEquals(Map.of(3, List.of("input-error")), coveredLines(p));
    }

    @Test
    void aSuppressionWithoutReasonOrTargetIsAnInputErrorAtItsComment() {
        Suppressions.Parsed p = parse(SPEC,
                "prove a: injective((4,4):(1,2))  # cute-prover: ignore[a]",
                "# cute-prover: ignore[] no target",
                "# cute-prover: ignore a, without brackets",
                "# cute-prover: checks the tiles of issue 3 (no suppression: not reported)");
        assertEquals(List.of(), p.suppressions());
        assertEquals(3, p.errors().size(), p.errors().toString());
        assertEquals("a.cute:1:34: suppression 'ignore[a]' has no reason: expected cute-prover: ignore[NAME-or-rule] REASON"
                + " (the reason is reported with the finding)", p.errors().get(0).toString());
        assertTrue(p.errors().get(1).toString().startsWith("a.cute:2:1: suppression 'ignore[]' names no property or rule"), p.errors().toString());
        assertTrue(p.errors().get(2).toString().startsWith("a.cute:3:1: malformed suppression 'ignore a, without brackets': expected"),
                p.errors().toString());
    }

    @Test
    void itWaivesTheFindingsItNamesOnItsLineAndWarnsWhenItNamesNone() throws Exception {
        Path dir = java.nio.file.Files.createTempDirectory("suppressions");
        Path spec = dir.resolve("a.cute");
        java.nio.file.Files.writeString(spec, String.join("\n",
                "param M",
                "# cute-prover: ignore[a] the overlap is intended",
                "prove a: injective((M,4):(1,8))",
                "prove b: injective((M,4):(1,4))  # cute-prover: ignore[bijective] wrong rule",
                "prove c: injective((M,4):(1,2))  # cute-prover: ignore[c] another shard's",
                ""));
        Suppressions s = Suppressions.read(List.of(spec), Path::toString);
        Finding a = refuted(spec, 3, "a");
        Finding b = refuted(spec, 4, "b");
        Suppressions.Applied applied = s.apply(List.of(a, b), Set.of(new Suppressions.FileLine(spec.toAbsolutePath().normalize(), 5)));
        assertEquals(Map.of(a, new Waiver.Suppressed(new SourcePos(spec.toString(), 2, 1), "a", "the overlap is intended")), applied.waived());
        assertEquals(1, applied.unused().size(), applied.unused().toString());
        Finding unused = applied.unused().get(0);
        assertEquals(new SourcePos(spec.toString(), 4, 34), unused.pos());
        assertEquals("suppression ignore[bijective] matched no finding on line 4: remove it, or name the property or rule of a finding there",
                unused.headline());
    }

    private static Finding refuted(Path file, int line, String name) {
        return new Finding(Finding.Type.REFUTED, new SourcePos(file.toString(), line, 1), "injective", name, name, name + " is refuted", List.of());
    }
}
