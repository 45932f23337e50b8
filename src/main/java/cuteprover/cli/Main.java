package cuteprover.cli;

import cuteprover.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/**
 * Entry point. Commands run on a thread with a large stack so that deeply nested input is parsed
 * and processed without a StackOverflowError.
 */
@Command(name = "cute-prover", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class,
        description = "Makes NVIDIA CuTe layouts provable.",
        subcommands = {EvalCommand.class, RecheckCommand.class, CheckCommand.class, ProveCommand.class, HwCommand.class, ShowCommand.class, ExplainCommand.class, ImportCommand.class})
public final class Main implements Callable<Integer> {

    private static final long STACK_BYTES = 1L << 30;

    /** No command given: the usage on standard error, and the usage-error status. */
    @Override
    public Integer call() {
        CommandLine.usage(this, System.err);
        return ExitCode.USAGE_ERROR;
    }

    public static void main(String[] args) throws InterruptedException {
        int[] status = {0};
        Thread worker = new Thread(null, () -> status[0] = run(args), "cute-prover", STACK_BYTES);
        worker.start();
        worker.join();
        System.out.flush();
        System.exit(status[0]);
    }

    /** Runs the CLI and returns the exit status, for tests. */
    public static int run(String... args) {
        return Cli.commandLine(new Main()).execute(args);
    }
}
