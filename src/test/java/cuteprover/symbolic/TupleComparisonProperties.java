package cuteprover.symbolic;

import cuteprover.cli.EvalCommand;
import cuteprover.expr.Parser;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code ==} and {@code !=} on coordinates are entry by entry, in the concrete engine and in the prover alike. */
class TupleComparisonProperties {

    @Property(tries = 200)
    void equalityOfNestedTuplesIsEqualityOfEveryEntry(@ForAll @IntRange(min = 0, max = 3) int x, @ForAll @IntRange(min = 0, max = 3) int y,
                                                     @ForAll @IntRange(min = 0, max = 3) int z, @ForAll @IntRange(min = 0, max = 3) int p,
                                                     @ForAll @IntRange(min = 0, max = 3) int q, @ForAll @IntRange(min = 0, max = 3) int r) {
        boolean same = x == p && y == q && z == r;
        String eq = "(" + x + ",(" + y + "," + z + ")) == (" + p + ",(" + q + "," + r + "))";
        assertEquals(String.valueOf(same), EvalCommand.evaluateToLine(eq), eq);
        assertEquals(String.valueOf(!same), EvalCommand.evaluateToLine(eq.replace("==", "!=")), eq);
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            Verdict v = s.prove(Parser.parse(eq), List.of(), Map.of());
            assertEquals(same ? Verdict.Kind.PROVED : Verdict.Kind.REFUTED, v.kind(), eq + ": " + v.lines());
        }
    }

    @Test
    void symbolicCoordinatesAreComparedEntryByEntry() {
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            assertEquals(Verdict.Kind.PROVED, s.prove(Parser.parse("(M, 2*M) == (M, M+M)"), List.of(), Map.of()).kind());
            Verdict differ = s.prove(Parser.parse("(M, M/2) == (M, M-M/2)"), List.of(), Map.of());
            assertEquals(Verdict.Kind.REFUTED, differ.kind(), differ.lines().toString());
            assertEquals(Verdict.Kind.REFUTED, s.prove(Parser.parse("(M,1) != (M,1)"), List.of(), Map.of()).kind());
        }
        assertTrue(EvalCommand.evaluateToLine("(1,2) == (1,(2,3))").contains("tuples of the same nesting"));
    }
}
