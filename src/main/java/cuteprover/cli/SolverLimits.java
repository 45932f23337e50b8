package cuteprover.cli;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --timeout MS} and {@code --bound B}, the solver's limits, of the commands that prove ({@code check},
 * {@code prove}); each command gives its own default time limit.
 */
final class SolverLimits {

    @Option(names = "--timeout", paramLabel = "MS", description = "time limit per solver query in milliseconds (default ${DEFAULT-VALUE})")
    long timeoutMs;

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
        if (bound != null && bound < 1) {
            throw new CommandLine.ParameterException(command, "--bound must be at least 1, got " + bound);
        }
    }
}
