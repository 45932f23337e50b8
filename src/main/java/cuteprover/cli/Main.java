package cuteprover.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point. Commands run on a thread with a large stack so that deeply nested input is parsed
 * and processed without a StackOverflowError.
 */
@Command(name = "cute-prover", mixinStandardHelpOptions = true, version = "cute-prover 0.1.0",
        description = "Makes NVIDIA CuTe layouts provable.",
        subcommands = {EvalCommand.class, RecheckCommand.class, CheckCommand.class, ProveCommand.class, HwCommand.class, ShowCommand.class, ExplainCommand.class, ImportCommand.class})
public final class Main implements Runnable {

    private static final long STACK_BYTES = 1L << 30;

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
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
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            cmd.getErr().println("error: " + (ex.getMessage() == null ? ex.toString() : ex.getMessage()));
            return 3;
        });
        return cl.execute(args);
    }
}
