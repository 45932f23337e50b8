package cuteprover.specfile;

import java.util.List;

/** Proves obligations on one thread (it may hold a solver context); closed when the thread is done. */
public interface ObligationProver extends AutoCloseable {

    Outcome prove(Obligation obligation);

    /** Self-contained SMT-LIB2 scripts whose answers, together, decide the obligation. */
    List<String> smtlib(Obligation obligation);

    /** This engine's own answer (sat, unsat or unknown) for one exported script. */
    String answer(String smtlibScript);

    @Override
    void close();
}
