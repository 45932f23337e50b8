package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A counterexample found by enumeration is decided by the concrete engine, never by the solver encoding:
 * an encoding that wrongly has no counterexample at the witness must not turn the refutation into PROVED.
 */
class StaticWitnessTest {

    /** Enumeration finds a violation at coordinate 3; the encoding (wrongly) says there is none. */
    private static final class EncodingMissesTheWitness implements Check {
        @Override
        public String description() {
            return "a static check whose encoding is wrong";
        }

        @Override
        public List<String> coordinateNames() {
            return List.of("i");
        }

        @Override
        public Encoded encode(Scope scope) {
            return new Encoded(scope.enc.ctx().mkFalse(), List.of(scope.enc.ctx().mkInt(0)));
        }

        @Override
        public Outcome recheck(World world, List<Long> coordinates) {
            return new Outcome(coordinates.get(0) == 3L, "1", "2");
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            return Enumerated.found(3L);
        }
    }

    @Test
    void anEnumeratedWitnessIsRefutedEvenWhenTheEncodingMissesIt() {
        try (ProofSession session = new ProofSession(ProverOptions.defaults())) {
            Cond atLeastOne = new CondTranslator(new Evaluator(Decider.CONCRETE, true, Map.of())).translate(Parser.parse("M >= 1"));
            Scope scope = new Scope(session, session.options(), Map.of(), List.of(), List.of(atLeastOne), List.of());
            Verdict v = session.runCheck(scope, new EncodingMissesTheWitness());
            assertEquals(Verdict.Kind.REFUTED, v.kind(), v.toString());
        }
    }
}
