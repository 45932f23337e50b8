package cuteprover.report;

import cuteprover.cli.CheckCommand;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A refuted property reads as a person needs it: the failed check with its layout, only the
 * parameters the property mentions, indices as hierarchical coordinates, a TV layout's witness as
 * (thread, value) -> (row, col), a hardware model's as its map line, both sides labelled.
 */
class ReadableFailureTest {

    @TempDir
    static Path tmp;

    private static String report;

    @BeforeAll
    static void check() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "src/test/resources/check/readable.cute", "--cache-dir", tmp.resolve("cache").toString(), "--jobs", "1");
        report = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(1, status, report);
    }

    /** The indented lines under a property's verdict line, up to the drawn table. */
    private static List<String> block(String label) {
        List<String> lines = report.lines().toList();
        int at = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("REFUTED ") && lines.get(i).contains("  " + label + "  (")) {
                at = i;
            }
        }
        assertTrue(at >= 0, label + " in\n" + report);
        return lines.subList(at + 1, lines.size()).stream().takeWhile(l -> l.startsWith("         ") && !l.contains("|") && !l.contains("+--"))
                .map(String::strip).toList();
    }

    /** A forall fails as its body, written as in the property (not with the definitions expanded). */
    @Test
    void aForallFailsAsItsBodyIsWritten() {
        List<String> b = block("forall_as_written");
        assertEquals("fails: A(i) < 3 * M", b.get(0), b.toString());
    }

    @Test
    void bothSidesAreLabelledAndIndicesAreHierarchicalCoordinates() {
        List<String> b = block("overlapping");
        assertEquals("fails: L(x) != L(y) for x != y, where L = (M,4):(1,8)", b.get(0), b.toString());
        assertEquals("at M = 9", b.get(1), "N is not mentioned by the property: " + b);
        assertEquals(List.of("x = 8: coordinate (8,0)", "y = 9: coordinate (0,1)", "L(x) = 8", "L(y) = 8"), b.subList(2, 6));
        assertFalse(b.toString().contains("lhs"), b.toString());
    }

    @Test
    void aCompoundConditionFailsAsItsFailingPart() {
        // a side that is its own value is not repeated under it
        assertEquals(List.of("fails: (3,4) == (3,5)"), block("compound"));
        assertEquals(List.of("fails: cosize(B) == 4*M", "at M = 1", "cosize(B) = 25", "4*M = 4"), block("sizes"));
        List<String> b = block("bounded_offsets");
        assertEquals("fails: B(i) < 4*i", b.get(0), b.toString());
        assertTrue(b.contains("B(i) = 0") && b.contains("4*i = 0"), b.toString());
        List<String> t = block("tiled_sizes");
        assertEquals("fails: size<0>(T) == 2*2", t.get(0), t.toString());
        assertTrue(t.contains("size<0>(T) = 8") && t.contains("2*2 = 4"), t.toString());
    }

    @Test
    void anImplicationFailsWithItsGuardTrueAndItsConsequenceFalse() {
        assertEquals(List.of("fails: M > 4 -> M > 8", "at M = 5", "M > 4 = true", "M > 8 = false"), block("implied"));
        List<String> b = block("implied_body");
        assertEquals("fails: i < M -> (4 * i) < M", b.get(0), b.toString());
        assertTrue(b.contains("i < M = true") && b.contains("(4 * i) < M = false"), b.toString());
        // a side that is a parameter already given in the "at" line is not repeated
        assertFalse(b.stream().anyMatch(l -> l.startsWith("lhs") || l.startsWith("rhs")), b.toString());
    }

    @Test
    void aThreadValueWitnessIsDecodedToTheTileCell() {
        List<String> b = block("tv_overlap");
        assertTrue(b.contains("x = 16: coordinate ((0,4),0), (thread 16, value 0) -> (row 4, col 0)"), b.toString());
        assertTrue(b.contains("y = 32: coordinate ((0,0),1), (thread 0, value 1) -> (row 4, col 0)"), b.toString());
    }

    @Test
    void aCompositionWitnessIndexesTheDomainOfB() {
        List<String> b = block("composition_valid((6,2):(1,7),(3,2):(2,3))");
        assertTrue(b.contains("x = 5: coordinate (2,1)"), "x is an index of B = (3,2):(2,3): " + b);
        assertTrue(b.contains("R(x) = 7") && b.contains("A(B(x)) = 8"), b.toString());
    }

    @Test
    void aHardwareModelWitnessIsItsMapLine() {
        List<String> b = block("c_model");
        assertTrue(b.contains("x = 19: coordinate ((3,4),(0,0)), sm80.mma.m16n8k16.f16.C map: thread value row col = 19 0 4 6"), b.toString());
        assertTrue(b.contains("bound = 100"), b.toString());
    }

    @Test
    void aTileCoordinateTheStepProjectsOutIsNotNamed() {
        List<String> b = block("projected");
        assertEquals("at P = 128, Q = 64, bm = 0", b.get(1), b.toString());
    }

    @Test
    void parametersThePropertyDoesNotMentionAreLeftOut() {
        List<String> b = block("static_one");
        assertFalse(b.stream().anyMatch(l -> l.startsWith("at ")), "M and N are not in injective((4,4):(1,2)): " + b);
    }
}
