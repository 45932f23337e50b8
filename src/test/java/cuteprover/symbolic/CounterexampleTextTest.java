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
            assertTrue(v.notes().contains("violated: forall: eval((2,4):(4,1),i) < 6"), v.notes().toString());
        }
    }
}
