package cuteprover.specfile;

import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.SmtLibSolver;
import cuteprover.symbolic.Verdict;

import java.util.List;
import java.util.function.Supplier;

/** The symbolic prover behind {@code check}: one {@link ProofSession} (one Z3 context) per thread. */
public final class Z3ObligationProver implements ObligationProver {

    private final ProofSession session;
    private final SmtLibSolver scripts = new SmtLibSolver();

    private Z3ObligationProver(ProverOptions options) {
        this.session = new ProofSession(options);
    }

    /**
     * The settings that can change a verdict, except the wall-clock safety net: part of the proof cache's key. The
     * resource limit is one of them (deterministic: the same limit gives the same verdict on any machine).
     */
    public static String settings(long timeoutMs, long rlimit) {
        // Every field of the options (new ones included, through the record's text) with the safety net fixed.
        return ProverOptions.defaults().withRlimit(rlimit).withTimeoutMs(1).toString();
    }

    /** As {@link #settings(long, long)} with the default resource limit. */
    public static String settings(long timeoutMs) {
        return settings(timeoutMs, ProverOptions.DEFAULT_RLIMIT);
    }

    public static Supplier<ObligationProver> factory(long timeoutMs) {
        return factory(timeoutMs, null);
    }

    /** With a bound, a property the solver cannot settle may be decided up to it: BOUNDED, never PROVED. */
    public static Supplier<ObligationProver> factory(long timeoutMs, Long bound) {
        return factory(timeoutMs, ProverOptions.DEFAULT_RLIMIT, bound);
    }

    /** With the resource limit per query (0: none, the wall clock decides). */
    public static Supplier<ObligationProver> factory(long timeoutMs, long rlimit, Long bound) {
        ProverOptions options = ProverOptions.defaults().withTimeoutMs(timeoutMs).withRlimit(rlimit).withBound(bound);
        return () -> new Z3ObligationProver(options);
    }

    /**
     * The prover that writes proof files. A file must be a function of its obligation alone, not of the
     * machine's load: a branch decision that timed out under load would split the proof into other cases
     * (other queries). So every query is bounded by Z3's deterministic resource counter, with the same limit as
     * {@code check}'s, and time is only a safety net far above it.
     */
    public static Supplier<ObligationProver> exportFactory() {
        ProverOptions options = ProverOptions.defaults().withTimeoutMs(EXPORT_WALL_LIMIT_MS).withRlimit(EXPORT_RLIMIT);
        return () -> new Z3ObligationProver(options);
    }

    /** Resource limit per query of an export: the same as a check's. */
    static final long EXPORT_RLIMIT = ProverOptions.DEFAULT_RLIMIT;
    /** Wall limit of an export query: only a safety net, far above what the resource limit allows. */
    private static final long EXPORT_WALL_LIMIT_MS = 600_000;

    @Override
    public Outcome prove(Obligation o) {
        Verdict v = session.prove(o.property(), o.assumptions(), o.definitions(), o.premises());
        Outcome.Status status = switch (v.kind()) {
            case PROVED -> Outcome.Status.PROVED;
            case BOUNDED -> Outcome.Status.BOUNDED;
            case REFUTED -> Outcome.Status.REFUTED;
            case UNKNOWN -> Outcome.Status.UNKNOWN;
        };
        return new Outcome(status, v.headline(), v.details(), 0, false, v.satisfiedBy(), v.warnings(), v.violation(), Witness.of(v));
    }

    @Override
    public List<String> smtlib(Obligation o) {
        return session.smtlib(o.property(), o.assumptions(), o.definitions());
    }

    @Override
    public String answer(String script) {
        return scripts.answer(script);
    }

    @Override
    public void close() {
        session.close();
        scripts.close();
    }
}
