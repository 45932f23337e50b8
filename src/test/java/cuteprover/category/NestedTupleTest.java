package cuteprover.category;

import cuteprover.CuteError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Catalogue B §1a and examples E8-E12. */
class NestedTupleTest {

    @Test
    void vocabularyOfE8() {
        NestedTuple s = NestedTuple.parse("(4,(5,5),(2,(3,3)))");
        List<String> modes = new ArrayList<>();
        for (NestedTuple m : s.modes()) {
            modes.add(m.toString());
        }
        assertEquals(List.of("4", "(5,5)", "(2,(3,3))"), modes);
        assertArrayEquals(new long[] {4, 5, 5, 2, 3, 3}, s.entries());
        assertEquals(3, s.rank());
        assertEquals(6, s.length());
        assertEquals(1800, s.size());
        assertEquals(3, s.depth());
        assertEquals(0, NestedTuple.parse("7").depth());
        assertEquals(1, NestedTuple.parse("(7)").depth());
    }

    @Test
    void profilesForgetEntries() {
        assertEquals(NestedTuple.parse("((3,2),2)").profile(), NestedTuple.parse("((1,1),4)").profile());
        assertEquals("((*,*),*)", NestedTuple.parse("((3,2),2)").profile().toString());
        assertFalse(NestedTuple.parse("(3,2,2)").congruent(NestedTuple.parse("((3,2),2)")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "((2,2),(5,5))|(4,25)|true",
            "((2,3),(4,2))|48|true",
            "((2,3),(4,2))|(6,8)|true",
            "((2,3),(4,2))|((2,3),8)|true",
            "((2,3),(4,2))|(6,(4,2))|true",
            "((2,3),(4,2))|((2,3),(4,2))|true",
            "((2,3),(4,2))|(48)|false",
            "((2,3),(4,2))|(2,3,4,2)|false",
            "((2,3),(4,2))|(6,4,2)|false",
            "6|(6)|false",
            "(6)|6|true",
            "(2,3)|5|false",
            "()|1|true",
    })
    void refinementFollowsTheRecursiveRule(String fine, String coarse, boolean expected) {
        assertEquals(expected, NestedTuple.parse(fine).refines(NestedTuple.parse(coarse)));
    }

    @Test
    void relativeModesAreTheReplacements() {
        List<NestedTuple> rel = NestedTuple.parse("((2,3),(4,2))").relativeModes(NestedTuple.parse("(6,8)"));
        assertEquals("[(2,3), (4,2)]", rel.toString());
        assertEquals("[6, (4,2)]", NestedTuple.parse("(6,(4,2))").relativeModes(NestedTuple.parse("(6,8)")).toString());
    }

    @Test
    void colexInverseOfE11() {
        NestedTuple s = NestedTuple.parse("((3,2),2)");
        String[] expected = {"000", "100", "200", "010", "110", "210", "001", "101", "201", "011", "111", "211"};
        for (int x = 0; x < 12; x++) {
            long[] c = s.colexInverse(x);
            assertEquals(expected[x], "" + c[0] + c[1] + c[2]);
            assertEquals(x, s.colex(c));
        }
    }

    @Test
    void relativeColexOfE12() {
        NestedTuple fine = NestedTuple.parse("((2,3),(4,2))");
        NestedTuple coarse = NestedTuple.parse("(6,8)");
        long[] c = fine.colexInverse(37);
        assertArrayEquals(new long[] {1, 0, 2, 1}, c);
        assertArrayEquals(new long[] {1, 6}, coarse.colexInverse(37));
        assertArrayEquals(new long[] {1, 6}, fine.relativeColex(coarse, c));
    }

    @Test
    void substituteReplacesEntriesKeepingTheNesting() {
        NestedTuple s = NestedTuple.parse("(6,(4,2))");
        assertEquals("((2,3),((2,2),2))", s.substitute(List.of(NestedTuple.parse("(2,3)"), NestedTuple.parse("(2,2)"),
                NestedTuple.parse("2"))).toString());
        assertThrows(CuteError.class, () -> s.substitute(List.of(NestedTuple.parse("5"), NestedTuple.parse("4"), NestedTuple.parse("2"))));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"8|8", "(8)|(8)", "( (2, 3) ,4 )|((2,3),4)", "()|()", "((),3)|((),3)"})
    void printsInCuteNotation(String in, String out) {
        assertEquals(out, NestedTuple.parse(in).toString());
    }

    @Test
    void badTextNamesTheColumn() {
        CuteError e = assertThrows(CuteError.class, () -> NestedTuple.parse("(2,0)"));
        assertTrue(e.getMessage().contains("positive"), e.getMessage());
        e = assertThrows(CuteError.class, () -> NestedTuple.parse("(2,3"));
        assertTrue(e.getMessage().startsWith("at column 5: expected ')'"), e.getMessage());
        assertThrows(CuteError.class, () -> NestedTuple.parse("(4294967296,4294967296)").size());
    }
}
