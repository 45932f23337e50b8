package cuteprover.lsp;

import com.google.gson.JsonObject;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.Location;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code cute-prover lsp} on spec files, driven in-process over pipes ({@link LspSession}). */
class LanguageServerTest {

    @TempDir
    Path tmp;

    private LspSession lsp;

    @BeforeEach
    void start() throws Exception {
        JsonObject options = new JsonObject();
        options.addProperty("cacheDir", tmp.resolve("cache").toString());
        lsp = new LspSession(tmp, options);
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    private static final String DEMO = String.join("\n",
            "param M where M >= 1 && M <= 64",
            "let L = (M,4):(1,8)",
            "let T = (4,8):(8,1)",
            "let C = coalesce((2,4):(1,2))",
            "prove tiled_ok: bijective(T)",
            "prove col_major: injective(L)",
            "");

    @Test
    void refutedPropertyIsAnErrorAtItsLineWithTheCounterexample() throws Exception {
        Path file = write("demo.cute", DEMO);
        List<Diagnostic> ds = lsp.open(file);
        assertEquals(1, ds.size(), "only the refuted property is a finding, the proved one none: " + ds);
        Diagnostic d = ds.get(0);
        assertEquals(5, d.getRange().getStart().getLine(), "the refuted property's line (0-based)");
        assertEquals(0, d.getRange().getStart().getCharacter());
        assertEquals("prove col_major: injective(L)".length(), d.getRange().getEnd().getCharacter(), "the statement, to its line's end");
        assertEquals(DiagnosticSeverity.Error, d.getSeverity());
        assertEquals("injective", d.getCode().getLeft());
        assertTrue(d.getMessage().startsWith("col_major (injective(L)) is refuted"), d.getMessage());
        assertTrue(d.getMessage().contains("at M = 9") && d.getMessage().contains("L(x) = 8") && d.getMessage().contains("L(y) = 8"),
                "the counterexample is in the message: " + d.getMessage());
        assertNotNull(d.getRelatedInformation(), "the assumptions the counterexample satisfies are related locations");
        assertTrue(d.getRelatedInformation().stream().anyMatch(r -> r.getMessage().equals("assumed: M >= 1")
                && r.getLocation().getUri().equals(file.toUri().toString()) && r.getLocation().getRange().getStart().getLine() == 0
                && r.getLocation().getRange().getStart().getCharacter() == "param M where ".length()), d.getRelatedInformation().toString());
    }

    @Test
    void savingAFixedFileClearsItsFindingThroughTheProofCache() throws Exception {
        // a property's cache key holds the definitions in scope at its line: the let edited below is after tiled_ok
        String text = "param M where M >= 1\nprove tiled_ok: bijective((4,8):(8,1))\nlet L = (M,4):(1,8)\nprove col_major: injective(L)\n";
        Path file = write("demo.cute", text);
        assertEquals(1, lsp.open(file).size());
        long entries = cacheEntries();
        assertEquals(2, entries, "both verdicts are in the proof cache");
        Files.writeString(file, text.replace("(M,4):(1,8)", "(M,4):(1,M)"), StandardCharsets.UTF_8);
        List<Diagnostic> after = lsp.save(file);
        assertEquals(List.of(), after, "the fixed property is proved");
        assertEquals(entries + 1, cacheEntries(), "only the changed property was proved again; the other came from the cache");
    }

    @Test
    void hoverShowsTheValueAsCutePrintsIt() throws Exception {
        Path file = write("demo.cute", DEMO);
        lsp.open(file);
        Hover h = lsp.hover(file, 3, 5);   // on C in "let C = coalesce(...)"
        assertNotNull(h, "a let's name has a hover");
        String text = h.getContents().getRight().getValue();
        assertTrue(text.contains("8:1") && text.contains("layout"), "the evaluated value, not the text: " + text);
        assertTrue(lsp.hover(file, 5, 28).getContents().getRight().getValue().contains("(M,4):(1,8)"), "a use of a name shows it too");
        String param = lsp.hover(file, 1, 9).getContents().getRight().getValue();
        assertTrue(param.contains("parameter") && param.contains("M >= 1 && M <= 64"), param);
    }

    @Test
    void definitionGoesToTheLetAndToTheIncludedFile() throws Exception {
        Path common = write("common.cute", "param M where M >= 1\nlet Base = (4,8):(1,4)\n");
        Path file = write("main.cute", "include \"common.cute\"\nlet L = (M,4):(1,8)\nprove uses: injective(Base) && size(L) >= 4\n");
        lsp.open(file);
        Location toLet = lsp.definition(file, 2, "prove uses: injective(Base) && size(".length());
        assertEquals(file.toUri().toString(), toLet.getUri());
        assertEquals(1, toLet.getRange().getStart().getLine());
        assertEquals(4, toLet.getRange().getStart().getCharacter(), "at the name in 'let L = ...'");
        Location throughInclude = lsp.definition(file, 2, "prove uses: injective(B".length());
        assertEquals(common.toUri().toString(), throughInclude.getUri(), "a name an included file defines");
        assertEquals(1, throughInclude.getRange().getStart().getLine());
        Location included = lsp.definition(file, 0, "include \"com".length());
        assertEquals(common.toUri().toString(), included.getUri(), "an include's path goes to the file");
    }

    @Test
    void badInputIsAnErrorDiagnosticAtItsPositionNeverAnException() throws Exception {
        Path file = write("typo.cute", "let L = (4,8):(1,4)\nprove tile: injektive(L)\nlet B = (4,8:(1,4)\n");
        List<Diagnostic> ds = lsp.open(file);
        Diagnostic unknown = ds.stream().filter(d -> d.getMessage().contains("injektive")).findFirst().orElseThrow(() -> new AssertionError(ds.toString()));
        assertEquals(DiagnosticSeverity.Error, unknown.getSeverity());
        assertEquals("input-error", unknown.getCode().getLeft());
        assertEquals(1, unknown.getRange().getStart().getLine());
        assertEquals("prove tile: ".length(), unknown.getRange().getStart().getCharacter(), "at the misspelt name");
        assertEquals("prove tile: injektive".length(), unknown.getRange().getEnd().getCharacter(), "the misspelt name");
        assertTrue(unknown.getMessage().contains("did you mean injective"), unknown.getMessage());
        assertTrue(ds.stream().anyMatch(d -> d.getRange().getStart().getLine() == 2 && d.getSeverity() == DiagnosticSeverity.Error),
                "the unbalanced bracket on line 3 is an error too: " + ds);
        assertNotNull(lsp.hover(file, 0, 4), "the server still answers");
    }

    @Test
    void vacuityIsAWarningAndContradictoryAssumptionsAnErrorNamingWhereEachIsWritten() throws Exception {
        Path vacuous = write("vacuous.cute", "param N where N >= 1 && N <= 3\nprove empty_range: forall i in [0,N-4): i < 0\n");
        List<Diagnostic> ds = lsp.open(vacuous);
        assertEquals(1, ds.size(), ds.toString());
        assertEquals(DiagnosticSeverity.Warning, ds.get(0).getSeverity());
        assertEquals("vacuous", ds.get(0).getCode().getLeft());
        assertEquals(1, ds.get(0).getRange().getStart().getLine());
        assertTrue(ds.get(0).getMessage().contains("holds vacuously"), ds.get(0).getMessage());

        Path bounds = write("bounds.cute", "param K where K >= 8\n");
        Path contradictory = write("contradictory.cute", "include \"bounds.cute\"\nassume K < 4\nprove q: injective((K,2):(1,K))\n");
        List<Diagnostic> errors = lsp.open(contradictory);
        assertEquals(1, errors.size(), errors.toString());
        Diagnostic d = errors.get(0);
        assertEquals(DiagnosticSeverity.Error, d.getSeverity());
        assertEquals(2, d.getRange().getStart().getLine());
        assertTrue(d.getMessage().contains("assumptions contradict each other"), d.getMessage());
        assertNotNull(d.getRelatedInformation(), "the premises' places are related locations");
        assertTrue(d.getRelatedInformation().stream().anyMatch(r -> r.getLocation().getUri().equals(bounds.toUri().toString())
                && r.getLocation().getRange().getStart().getLine() == 0 && r.getLocation().getRange().getStart().getCharacter() == 14),
                "K >= 8, in the included file: " + d.getRelatedInformation());
        assertTrue(d.getRelatedInformation().stream().anyMatch(r -> r.getLocation().getUri().equals(contradictory.toUri().toString())
                && r.getLocation().getRange().getStart().getLine() == 1 && r.getLocation().getRange().getStart().getCharacter() == 7),
                "K < 4, here: " + d.getRelatedInformation());
    }

    @Test
    void anIncludedFilesErrorIsShownAtTheIncludeThatReachesIt() throws Exception {
        Path broken = write("broken.cute", "let X = 1\nlet Y = injektive(X)\n");
        Path file = write("uses_broken.cute", "let A = (4,8):(1,4)\ninclude \"broken.cute\"\nprove a: injective(A)\n");
        List<Diagnostic> ds = lsp.open(file);
        assertEquals(1, ds.size(), ds.toString());
        Diagnostic d = ds.get(0);
        assertEquals(1, d.getRange().getStart().getLine(), "on the include");
        assertEquals("include ".length(), d.getRange().getStart().getCharacter(), "on its quoted path");
        assertTrue(d.getMessage().contains("broken.cute:2:") && d.getMessage().contains("injektive"), d.getMessage());
        assertTrue(d.getRelatedInformation().stream().anyMatch(r -> r.getLocation().getUri().equals(broken.toUri().toString())
                && r.getLocation().getRange().getStart().getLine() == 1), "where the error is: " + d.getRelatedInformation());
    }

    @Test
    void aSuppressedFindingIsAHintWithItsReason() throws Exception {
        Path file = write("tiles.cute", "param M where M % 8 == 0\n"
                + "# cute-prover: ignore[legacy] kept until the epilogue is rewritten\n"
                + "prove legacy: injective((M,2):(1,4))\n");
        List<Diagnostic> ds = lsp.open(file);
        assertEquals(1, ds.size(), ds.toString());
        assertEquals(DiagnosticSeverity.Hint, ds.get(0).getSeverity());
        assertEquals(2, ds.get(0).getRange().getStart().getLine());
        assertTrue(ds.get(0).getMessage().startsWith("suppressed (kept until the epilogue is rewritten): legacy"), ds.get(0).getMessage());
    }

    @Test
    void savingAnIncludedFileChecksTheOpenFilesThatIncludeIt() throws Exception {
        Path common = write("common.cute", "param M where M >= 1\nlet S = (M,4):(1,M)\n");
        Path file = write("main.cute", "include \"common.cute\"\nprove s: injective(S)\n");
        assertEquals(List.of(), lsp.open(file));
        assertEquals(List.of(), lsp.open(common));
        Files.writeString(common, "param M where M >= 1\nlet S = (M,4):(1,8)\n", StandardCharsets.UTF_8);
        assertEquals(List.of(), lsp.save(common), "the saved file holds no property");
        List<Diagnostic> again = lsp.next(file);
        assertEquals(1, again.size(), "the including file, checked again: " + again);
        assertEquals(1, again.get(0).getRange().getStart().getLine());
        assertEquals(DiagnosticSeverity.Error, again.get(0).getSeverity());
    }

    private Path write(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    private long cacheEntries() throws IOException {
        try (var files = Files.list(tmp.resolve("cache"))) {
            return files.filter(f -> !f.getFileName().toString().startsWith(".")).count();
        }
    }
}
