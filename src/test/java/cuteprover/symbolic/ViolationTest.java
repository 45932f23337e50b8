package cuteprover.symbolic;

import cuteprover.expr.Parser;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A refuted verdict carries the check it breaks in its parts; its printed line is those parts put together. */
class ViolationTest extends SharedProofSession {

    @Test
    void aRefutedVerdictNamesTheCheckTheEquationAndTheLayouts() {
        Verdict v = session.prove(Parser.parse("injective((2,2):(1,1))"), List.of(), Map.of());
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
        assertEquals("injective", v.violation().check());
        assertEquals("L(x) != L(y) for x != y", v.violation().equation());
        assertEquals(Map.of("L", "(2,2):(1,1)"), v.violation().definitions());
        assertTrue(v.notes().contains("violated: " + v.violation().text()), v.notes().toString());
    }

    @Test
    void aProvedVerdictBreaksNothing() {
        assertTrue(session.prove(Parser.parse("injective((2,2):(1,2))"), List.of(), Map.of()).violation().isEmpty());
    }

    @Test
    void theStatementComesBackWholeFromItsParts() {
        for (String statement : List.of("injective: L(x) != L(y) for x != y, L = (M,4):(1,8)",
                "disjoint: A(x) != C(y) for y != 0, A = (4,2):(1,8), C = 2:4",
                "condition: (M % 8) == 0",
                "every cell of the tile is a value of (4,8):(8,1)",
                "L1's domain lies in L2's: L1(x) == L2(x) for x in [0,size(L1)), where size(L2) = 4 and size(L1) = 8")) {
            assertEquals(statement, Violation.of(statement).text());
        }
        assertEquals(Map.of("A", "(4,2):(1,8)", "C", "2:4"),
                Violation.of("disjoint: A(x) != C(y) for y != 0, A = (4,2):(1,8), C = 2:4").definitions());
    }
}
