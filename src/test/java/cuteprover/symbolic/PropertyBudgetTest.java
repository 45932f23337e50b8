package cuteprover.symbolic;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A property's solver work is bounded by its budget (resource limits per query, the wall clock as a safety net): once it is spent, every
 * query answers UNKNOWN, so a property that only the solver can decide ends UNKNOWN, with the budget
 * as its reason, never PROVED; what needs no solver query is decided as before.
 */
class PropertyBudgetTest {

    @Test
    void aSpentBudgetLeavesSolverQuestionsUnknown() {
        try (ProofSession spent = new ProofSession(ProverOptions.defaults().withBudgetQueries(0));
             ProofSession normal = new ProofSession(ProverOptions.defaults())) {
            // two unbounded parameters: no enumeration, no certificate; the solver decides it
            String needsSolver = "cosize((M,N):(N,1)) == M*N";
            assertEquals(Verdict.Kind.PROVED, ProverTest.prove(normal, needsSolver).kind());
            Verdict v = ProverTest.prove(spent, needsSolver);
            assertEquals(Verdict.Kind.UNKNOWN, v.kind(), v.lines().toString());
            assertTrue(v.lines().toString().contains("budget of 0 resource units ran out"), v.lines().toString());
            // a static layout is decided on the concrete engine, without the solver
            assertEquals(Verdict.Kind.PROVED, ProverTest.prove(spent, "bijective((4,8):(8,1))").kind());
        }
    }
}
