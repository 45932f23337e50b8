package cuteprover.symbolic;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * One prover session for all tests of a class (a Z3 context is costly to open): opened before the class's
 * first test, closed after its last. Test classes run one after another, so the field is never shared.
 */
public abstract class SharedProofSession {

    protected static ProofSession session;

    @BeforeAll
    static void openSession() {
        session = new ProofSession(ProverOptions.defaults());
    }

    @AfterAll
    static void closeSession() {
        session.close();
    }
}
