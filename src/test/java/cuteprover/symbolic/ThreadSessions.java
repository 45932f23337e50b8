package cuteprover.symbolic;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@link ProofSession} per thread for a property class (jqwik may generate and shrink on other
 * threads, and a session must not cross threads). {@link #closeOwn} closes the sessions of the
 * calling thread; a session of another thread (jqwik's shrinker) is left to the JVM's exit.
 */
final class ThreadSessions {

    private final List<ProofSession> open = new ArrayList<>();
    private final ThreadLocal<ProofSession> session;

    ThreadSessions(ProverOptions options) {
        session = ThreadLocal.withInitial(() -> {
            ProofSession s = new ProofSession(options);
            synchronized (open) {
                open.add(s);
            }
            return s;
        });
    }

    /** This thread's session. */
    ProofSession get() {
        return session.get();
    }

    /** Closes this thread's sessions (call from the class's {@code @AfterContainer}). */
    void closeOwn() {
        synchronized (open) {
            open.removeIf(s -> {
                if (s.ownedByCurrentThread()) {
                    s.close();
                    return true;
                }
                return false;
            });
        }
    }
}
