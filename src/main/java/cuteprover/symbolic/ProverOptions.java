package cuteprover.symbolic;

/**
 * Settings of a {@link ProofSession}.
 *
 * @param timeoutMs        wall-clock limit per solver query (the portfolio's first, short attempt gets a slice of it)
 * @param bound            when not null, a query the solver cannot settle for all values is retried with every
 *                         variable in {@code [lower, bound]}; success gives {@code BOUNDED: holds for all values up to bound}
 *                         (UNKNOWN when no value up to the bound satisfies the assumptions)
 * @param rlimit           Z3 resource limit per query (deterministic; 0 = none); tests use this instead of time
 * @param enumerationLimit static layouts up to this size are decided by enumeration on the concrete engine;
 *                         0 forces the certificate / Z3 path (tests use it to cross-check the encodings)
 * @param minimize         whether counterexamples are minimised (smallest variables, then smallest coordinates)
 * @param maxCaseSplits    how many undecided branch conditions one property may split on before giving up
 * @param budgetQueries    a property's solver time, in time-outs per query: a query gets at most what is left,
 *                         none once it is spent (UNKNOWN), so that case splits cannot hold a gate for minutes
 */
public record ProverOptions(long timeoutMs, Long bound, long rlimit, long enumerationLimit, boolean minimize,
                            int maxCaseSplits, int budgetQueries) {

    public static final long DEFAULT_TIMEOUT_MS = 5_000;
    public static final long DEFAULT_ENUMERATION_LIMIT = 1L << 22;
    public static final int DEFAULT_BUDGET_QUERIES = 6;

    public ProverOptions {
        if (timeoutMs <= 0) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeoutMs);
        }
        if (bound != null && bound < 1) {
            throw new IllegalArgumentException("bound must be at least 1, got " + bound);
        }
        if (rlimit < 0 || enumerationLimit < 0 || maxCaseSplits < 0 || budgetQueries < 0) {
            throw new IllegalArgumentException("rlimit, enumerationLimit, maxCaseSplits and budgetQueries must be >= 0");
        }
    }

    public static ProverOptions defaults() {
        return new ProverOptions(DEFAULT_TIMEOUT_MS, null, 0, DEFAULT_ENUMERATION_LIMIT, true, 6, DEFAULT_BUDGET_QUERIES);
    }

    public ProverOptions withTimeoutMs(long ms) {
        return new ProverOptions(ms, bound, rlimit, enumerationLimit, minimize, maxCaseSplits, budgetQueries);
    }

    public ProverOptions withBound(Long b) {
        return new ProverOptions(timeoutMs, b, rlimit, enumerationLimit, minimize, maxCaseSplits, budgetQueries);
    }

    public ProverOptions withRlimit(long r) {
        return new ProverOptions(timeoutMs, bound, r, enumerationLimit, minimize, maxCaseSplits, budgetQueries);
    }

    public ProverOptions withEnumerationLimit(long n) {
        return new ProverOptions(timeoutMs, bound, rlimit, n, minimize, maxCaseSplits, budgetQueries);
    }

    public ProverOptions withBudgetQueries(int queries) {
        return new ProverOptions(timeoutMs, bound, rlimit, enumerationLimit, minimize, maxCaseSplits, queries);
    }

    /** A property's solver time budget in ms. */
    public long budgetMs() {
        return budgetQueries * timeoutMs;
    }

    public ProverOptions withMinimize(boolean m) {
        return new ProverOptions(timeoutMs, bound, rlimit, enumerationLimit, m, maxCaseSplits, budgetQueries);
    }
}
