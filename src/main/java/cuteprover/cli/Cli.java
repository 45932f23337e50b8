package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.ExitCode;
import cuteprover.Version;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one place that builds a picocli command line, so that every command, run from {@link Main} or
 * from a test, has the same exit codes, usage-error handling and help sections.
 */
final class Cli {

    private Cli() {
    }

    static CommandLine commandLine(Object command) {
        return commandLine(new CommandLine(command));
    }

    static CommandLine commandLine(CommandLine cl) {
        apply(cl, codes(ExitCode.HELP_LIST), codes(ExitCode.OTHER_HELP_LIST));
        cl.setParameterExceptionHandler(Cli::usageError);
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            PrintWriter err = cmd.getErr();
            if (ex instanceof CuteError) {
                err.println("error: " + ex.getMessage());
                err.flush();
                return ExitCode.INPUT_ERROR;
            }
            err.println("error: internal error: " + (ex.getMessage() == null ? ex.toString() : ex.getMessage()));
            if (System.getenv("CUTE_PROVER_TRACE") != null) {
                ex.printStackTrace(err);   // for a bug report: CUTE_PROVER_TRACE=1 cute-prover ...
            }
            err.flush();
            return ExitCode.INTERNAL_ERROR;
        });
        return cl;
    }

    private static Map<String, String> codes(String[] lines) {
        Map<String, String> codes = new LinkedHashMap<>();
        for (String line : lines) {
            int colon = line.indexOf(':');
            codes.put(line.substring(0, colon), line.substring(colon + 1));
        }
        return codes;
    }

    /** The commands that prove (and so may answer refuted or unknown); the others list only the codes they give. */
    private static final java.util.Set<String> PROVING = java.util.Set.of("cute-prover", "check", "prove", "recheck");

    private static void apply(CommandLine cl, Map<String, String> proving, Map<String, String> other) {
        Map<String, String> codes = PROVING.contains(cl.getCommandName()) ? proving : other;
        cl.getCommandSpec().usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(codes);
        cl.getSubcommands().values().forEach(sub -> apply(sub, proving, other));
    }

    /** An unknown option, a missing or malformed value: one {@code error:} line, a hint, exit 4. */
    private static int usageError(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println("error: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return ExitCode.USAGE_ERROR;
    }

    /** {@code --version}: the pom's version. */
    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"cute-prover " + Version.VERSION};
        }
    }
}
