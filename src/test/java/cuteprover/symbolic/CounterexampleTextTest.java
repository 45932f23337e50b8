package cuteprover.symbolic;

import cuteprover.expr.Parser;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A refuted forall names its body as the user wrote it, not the arithmetic it was translated into. */
class CounterexampleTextTest {

    @Test
    void aRefutedForallNamesItsBodyAsWritten() {
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            Verdict v = s.prove(Parser.parse("forall i in [0, 8): (2,4):(4,1)(i) < 6"), List.of(), Map.of());
            assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
            assertTrue(v.notes().contains("violated: forall: (2,4):(4,1)(i) < 6"), v.notes().toString());
        }
    }

    @Test
    void anAppliedLiteralOrComputedLayoutIsNamedAsWritten() {
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            Verdict literal = s.prove(Parser.parse("((2,4),(3,3)):((1,6),(2,24))(3) == 12"), List.of(), Map.of());
            assertEquals(Verdict.Kind.REFUTED, literal.kind(), literal.lines().toString());
            assertTrue(literal.notes().contains("violated: condition: ((2,4),(3,3)):((1,6),(2,24))(3) == 12"),
                    literal.notes().toString());
            Verdict computed = s.prove(Parser.parse("composition((8,8):(8,1), (4,4):(1,4))(1,1) == 0"), List.of(), Map.of());
            assertEquals(Verdict.Kind.REFUTED, computed.kind(), computed.lines().toString());
            assertTrue(computed.notes().contains("violated: condition: composition((8,8):(8,1),(4,4):(1,4))(1,1) == 0"),
                    computed.notes().toString());
        }
    }
    /**
     * Found by the soundness fuzz: the coordinates x, y of a witness overwrote the variables x, y, so the
     * printed counterexample (x = 1, y = 2: (1,2):(1,1) is injective) was not one.
     */
    @Test
    void coordinatesNamedLikeVariablesArePrimedAndTheVariablesKeepTheirValues() {
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            Verdict v = s.prove(Parser.parse("injective((x,y):(1,1))"), List.of(), Map.of());
            assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
            long x = v.witness().get("x");
            long y = v.witness().get("y");
            long i = v.witness().get("x'");
            long j = v.witness().get("y'");
            // the variables make a non-injective layout, and the primed coordinates are two of its colliding indices
            assertTrue(i != j && i < x * y && j < x * y && i % x + i / x == j % x + j / x, v.lines().toString());
            assertEquals(Map.of("x'", "(" + i % x + "," + i / x + ")", "y'", "(" + j % x + "," + j / x + ")"),
                    v.evaluated().coordinates(), v.lines().toString());
        }
    }
}
