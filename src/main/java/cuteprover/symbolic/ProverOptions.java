package cuteprover.symbolic;

/**
 * Settings of a {@link ProofSession}.
 *
 * @param timeoutMs        wall-clock limit per solver query: with a resource limit only a safety net, whose expiry is
 *                         reported as such (the portfolio's first, short attempt gets a slice of it)
 * @param bound            when not null, a query the solver cannot settle for all values is retried with every
 *                         variable in {@code [lower, bound]}; success gives {@code BOUNDED: holds for all values up to bound}
 *                         (UNKNOWN when no value up to the bound satisfies the assumptions)
 * @param rlimit           Z3 resource limit per query, what decides a query's budget: deterministic, the same on every
 *                         machine under any load ({@link #DEFAULT_RLIMIT}; 0 = none: the wall clock decides)
 * @param enumerationLimit static layouts up to this size are decided by enumeration on the concrete engine;
 *                         0 forces the certificate / Z3 path (tests use it to cross-check the encodings)
 * @param minimize         whether counterexamples are minimised (smallest variables, then smallest coordinates)
 * @param maxCaseSplits    how many undecided branch conditions one property may split on before giving up
 * @param budgetQueries    a property's solver budget, in per-query limits (resource units, and wall-clock time as the
 *                         safety net): a query gets at most what is left,
 *                         none once it is spent (UNKNOWN), so that case splits cannot hold a gate for minutes
 * @param certificates     whether checks try their certificates (premises proved under the assumptions) before their
 *                         exact encoding; false sends every check to its exact encoding (tests use it to keep a hard
 *                         query hard and to compare the certificates with the solver)
 */
public record ProverOptions(long timeoutMs, Long bound, long rlimit, long enumerationLimit, boolean minimize,
                            int maxCaseSplits, int budgetQueries, boolean certificates) {

    /** The wall-clock safety net per query: the resource limit decides, this fires only on a far slower machine. */
    public static final long DEFAULT_TIMEOUT_MS = 60_000;
    public static final long DEFAULT_ENUMERATION_LIMIT = 1L << 22;
    public static final int DEFAULT_BUDGET_QUERIES = 6;
    /**
     * Z3 resource units per query. Calibrated on the shipped suite (its largest query uses 0.27 M, most under 0.02 M)
     * and on symbolic swizzles at the edge of what Z3 decides (1-8 M units for 2.5-7.5 s on a loaded 2-core machine):
     * about 10 s of hard solving here, less on a faster machine, the same answer on every one.
     */
    public static final long DEFAULT_RLIMIT = 10_000_000;

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
        return new ProverOptions(DEFAULT_TIMEOUT_MS, null, DEFAULT_RLIMIT, DEFAULT_ENUMERATION_LIMIT, true, 6, DEFAULT_BUDGET_QUERIES, true);
    }

    public ProverOptions withTimeoutMs(long ms) {
        return new ProverOptions(ms, bound, rlimit, enumerationLimit, minimize, maxCaseSplits, budgetQueries, certificates);
    }

    public ProverOptions withBound(Long b) {
        return new ProverOptions(timeoutMs, b, rlimit, enumerationLimit, minimize, maxCaseSplits, budgetQueries, certificates);
    }

    public ProverOptions withRlimit(long r) {
        return new ProverOptions(timeoutMs, bound, r, enumerationLimit, minimize, maxCaseSplits, budgetQueries, certificates);
    }

    public ProverOptions withEnumerationLimit(long n) {
        return new ProverOptions(timeoutMs, bound, rlimit, n, minimize, maxCaseSplits, budgetQueries, certificates);
    }

    public ProverOptions withBudgetQueries(int queries) {
        return new ProverOptions(timeoutMs, bound, rlimit, enumerationLimit, minimize, maxCaseSplits, queries, certificates);
    }

    /** A property's wall-clock budget in ms (with a resource limit, only a safety net). */
    public long budgetMs() {
        return budgetQueries * timeoutMs;
    }

    /** A property's budget in Z3 resource units (meaningful with a resource limit). */
    public long budgetUnits() {
        return budgetQueries * rlimit;
    }

    public ProverOptions withCertificates(boolean on) {
        return new ProverOptions(timeoutMs, bound, rlimit, enumerationLimit, minimize, maxCaseSplits, budgetQueries, on);
    }

    public ProverOptions withMinimize(boolean m) {
        return new ProverOptions(timeoutMs, bound, rlimit, enumerationLimit, m, maxCaseSplits, budgetQueries, certificates);
    }
}
