package cuteprover.cli;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --rlimit UNITS}, {@code --timeout MS} and {@code --bound B}, the solver's limits, of the commands that prove ({@code check},
 * {@code prove}); each command gives its own default time limit.
 */
final class SolverLimits {

    /**
     * The wall-clock safety net per query: far above what the resource limit allows on a loaded machine (10 M units
     * took 7-10 s on a loaded 2-core machine), so that it fires only on a machine far slower than that.
     */
    static final long DEFAULT_SAFETY_NET_MS = 60_000;

    @Option(names = "--timeout", paramLabel = "MS", description = "wall-clock safety net per solver query in milliseconds"
            + " (default ${DEFAULT-VALUE}); the resource limit decides, the same on every machine: an UNKNOWN from this limit says"
            + " it depends on the machine")
    long timeoutMs;

    @Option(names = "--rlimit", paramLabel = "UNITS", description = "Z3 resource units per solver query (default ${DEFAULT-VALUE});"
            + " deterministic: the same verdicts on any machine under any load; 0 lets the wall clock (--timeout) decide")
    long rlimit = cuteprover.symbolic.ProverOptions.DEFAULT_RLIMIT;

    @Option(names = "--bound", paramLabel = "B", description = "what the solver cannot settle for all values is decided"
            + " for every value up to B: reported as BOUNDED, never as PROVED")
    Long bound;

    SolverLimits(long defaultTimeoutMs) {
        this.timeoutMs = defaultTimeoutMs;
    }

    /** A usage error for a time limit below 1 ms or a bound below 1. */
    void validate(CommandLine command) {
        if (timeoutMs <= 0) {
            throw new CommandLine.ParameterException(command, "--timeout must be a positive number of milliseconds, got " + timeoutMs);
        }
        if (rlimit < 0) {
            throw new CommandLine.ParameterException(command, "--rlimit must be 0 (none) or a positive number of resource units, got " + rlimit);
        }
        if (bound != null && bound < 1) {
            throw new CommandLine.ParameterException(command, "--bound must be at least 1, got " + bound);
        }
    }
}
