package cuteprover.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * A command that writes its report to a stream: the one a test hands it, else the process's standard
 * output in UTF-8 (whatever the platform's default charset, so that CuTe notation and arrows survive).
 */
abstract class ConsoleCommand implements Callable<Integer> {

    /** Where the report goes; null: the process's standard output. */
    PrintStream out;

    /**
     * The report stream: the test's, else standard output, flushed at each line where {@code autoFlush}
     * (a command that prints many short blocks flushes once, at the end).
     */
    final PrintStream reportStream(boolean autoFlush) {
        return out != null ? out : new PrintStream(new FileOutputStream(FileDescriptor.out), autoFlush, StandardCharsets.UTF_8);
    }

    /** Runs the command on its arguments with the report on {@code out}; returns the exit status. */
    static int run(ConsoleCommand command, PrintStream out, String... args) {
        command.out = out;
        return Cli.commandLine(command).execute(args);
    }
}
