package cuteprover.cli;

import cuteprover.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * Entry point. Commands run on a thread with a large stack so that deeply nested input is parsed
 * and processed without a StackOverflowError.
 */
@Command(name = "cute-prover", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class,
        description = "Makes NVIDIA CuTe layouts provable.")
public final class Main implements Callable<Integer> {

    private static final long STACK_BYTES = 1L << 30;

    /** No command given: the usage on standard error, and the usage-error status. */
    @Override
    public Integer call() {
        CommandLine.usage(this, System.err);
        return ExitCode.USAGE_ERROR;
    }

    public static void main(String[] args) throws InterruptedException {
        List<String> tuned = TunedJvm.relaunch(args);
        if (tuned != null) {
            try {
                System.exit(TunedJvm.run(tuned));
            } catch (java.io.IOException e) {
                // no child JVM (no java executable where java.home says): run here, untuned
            }
        }
        int[] status = {0};
        Thread worker = new Thread(null, () -> status[0] = run(args), "cute-prover", STACK_BYTES);
        worker.start();
        worker.join();
        System.out.flush();
        System.exit(status[0]);
    }

    /** The subcommands, in the order of the usage message. */
    private static final List<Map.Entry<String, Supplier<Object>>> SUBCOMMANDS = List.of(
            Map.entry("eval", EvalCommand::new), Map.entry("recheck", RecheckCommand::new),
            Map.entry("check", CheckCommand::new), Map.entry("prove", ProveCommand::new),
            Map.entry("hw", HwCommand::new), Map.entry("show", ShowCommand::new),
            Map.entry("explain", ExplainCommand::new), Map.entry("import", ImportCommand::new),
            Map.entry("lsp", LspCommand::new));

    /** Runs the CLI and returns the exit status, for tests. */
    public static int run(String... args) {
        return Cli.commandLine(withSubcommands(args.length > 0 ? args[0] : null)).execute(args);
    }

    /**
     * The command tree: only the named subcommand when the first argument names one (picocli builds
     * each subcommand's model by reflection, which costs a gate run about a tenth of its time), all
     * of them otherwise (usage, suggestions for a mistyped name).
     */
    static CommandLine withSubcommands(String first) {
        CommandLine root = new CommandLine(new Main());
        boolean named = SUBCOMMANDS.stream().anyMatch(e -> e.getKey().equals(first));
        for (Map.Entry<String, Supplier<Object>> e : SUBCOMMANDS) {
            if (!named || e.getKey().equals(first)) {
                root.addSubcommand(e.getKey(), e.getValue().get());
            }
        }
        return root;
    }
}
