package cuteprover.report;

import cuteprover.specfile.SourcePos;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The baseline file: what an entry keeps of a finding, its stable text, how it matches, and a bad file's errors. */
class BaselineTest {

    @TempDir
    Path tmp;

    private static final Path ROOT = Path.of("/repo");

    private static Finding refuted(String file, int line, String name, String headline) {
        return new Finding(Finding.Type.REFUTED, new SourcePos(file, line, 3), "condition", name, name, headline, List.of("at m = 1"));
    }

    @Test
    void anEntryKeepsNeitherLineNumbersNorTimings() {
        assertEquals("tile @ launch sgemm.cute @ call sgemm.cute is refuted",
                Baseline.normalized("tile @ launch sgemm.cute:426:3 @ call sgemm.cute:695:3 is refuted"));
        assertEquals("hard is not decided: the wall-clock safety net of <time> per query expired (took <time>)",
                Baseline.normalized("hard is not decided: the wall-clock safety net of 300 ms per query expired (took 1.8 s)"));
        assertEquals("equal((4,2):(1,4), 8:1) fails on line", Baseline.normalized("equal((4,2):(1,4), 8:1) fails on line 12"));
        Baseline.Entry e = Baseline.entryOf(refuted("/repo/specs/k.cute", 164, "acc @ launch k.cute:426:3", "acc @ launch k.cute:426:3 is refuted"), ROOT);
        assertEquals(new Baseline.Entry("specs/k.cute", "acc @ launch k.cute", "refuted", "condition", "acc @ launch k.cute is refuted", 164), e);
    }

    @Test
    void theSameFindingsWriteTheSameFile() {
        List<Baseline.Entry> entries = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            entries.add(Baseline.entryOf(refuted("/repo/specs/" + (char) ('a' + i % 3) + ".cute", 10 - i, "p" + i, "p" + i + " is refuted"), ROOT));
        }
        String written = Baseline.render(entries);
        Collections.reverse(entries);
        assertEquals(written, Baseline.render(entries));
        assertTrue(written.indexOf("\"p0\"") < written.indexOf("\"p3\"") && written.indexOf("\"p3\"") < written.indexOf("\"p1\""), written);
    }

    @Test
    void oneEntryAcceptsOneFindingWhereverItMovedAndWhatIsLeftIsFixed() throws Exception {
        Path file = tmp.resolve("b.json");
        Files.writeString(file, Baseline.render(List.of(
                Baseline.entryOf(refuted("/repo/specs/a.cute", 4, "x", "x is refuted"), ROOT),
                Baseline.entryOf(refuted("/repo/specs/a.cute", 9, "gone", "gone is refuted"), ROOT),
                Baseline.entryOf(refuted("/repo/specs/other.cute", 9, "elsewhere", "elsewhere is refuted"), ROOT))));
        Baseline baseline = Baseline.read(file, "b.json");
        Finding moved = refuted("/repo/specs/a.cute", 40, "x", "x is refuted");
        Finding twin = refuted("/repo/specs/a.cute", 41, "x", "x is refuted");
        Baseline.Matched m = baseline.match(List.of(moved, twin), ROOT, Set.of("specs/a.cute"), false);
        assertEquals(java.util.Map.of(moved, new Waiver.Baselined("b.json")), m.waived(), "one entry, one finding");
        assertEquals(List.of("gone"), m.fixed().stream().map(f -> f.entry().property()).toList(),
                "an entry of a file this run did not check is not fixed");
        assertEquals("specs/a.cute:9:1: note: fixed since the baseline b.json (no longer found; --write-baseline drops it): gone is refuted"
                + " [condition]", m.fixed().get(0).note());
        assertEquals(List.of(), baseline.match(List.of(), ROOT, Set.of("specs/a.cute"), true).fixed(), "a shard cannot tell");
    }

    @Test
    void aBadBaselineNamesItsFileLineAndTheViolatedCondition() throws Exception {
        Path file = tmp.resolve("b.json");
        Files.writeString(file, "{\n  \"version\": 1,\n  \"findings\": [\n    {\"file\": \"a.cute\", \"kind\": \"refuted\", \"text\": \"x\"},\n"
                + "    {\"file\": \"a.cute\", \"kind\": \"refuted\"}\n  ]\n}\n");
        assertEquals("b.json:5:5: a finding needs \"text\" as a string", unreadable(file));
        Files.writeString(file, "{\"version\": 1, \"findings\": [{\"file\": \"a.cute\", \"kind\": \"proved\", \"text\": \"x\"}]}");
        assertEquals("b.json:1:29: a finding's \"kind\" is refuted, unknown or input-error, not 'proved'", unreadable(file));
        Files.writeString(file, "{\"version\": 2, \"findings\": []}");
        assertEquals("b.json:1:13: baseline version 2 is not 1: write the baseline again with --write-baseline", unreadable(file));
        Files.writeString(file, "{\"version\": 1,\n \"findings\": [\n}");
        assertEquals("b.json:3:1: not valid JSON: Unexpected close marker '}': expected ']' (for Array starting at line 2, column 14)",
                unreadable(file));
        assertEquals("b.json:1:1: a baseline needs \"version\": 1 and \"findings\": [...]",
                unreadable(Files.writeString(file, "{\"findings\": []}")));
        assertEquals("b.json:1:1: no such baseline file (--write-baseline b.json writes one)", unreadable(tmp.resolve("none.json")));
    }

    private static String unreadable(Path file) {
        return assertThrows(Baseline.Unreadable.class, () -> Baseline.read(file, "b.json")).diagnostic().toString();
    }
}
