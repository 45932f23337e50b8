package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code eval EXPR...}: one output line per expression, nothing else. With no arguments it reads
 * standard input line by line and flushes after each line, so it can serve as a batch engine.
 */
@Command(name = "eval", description = "Evaluate layout-algebra expressions (one result line per expression).")
public final class EvalCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "EXPR", description = "expressions; none: read standard input")
    List<String> expressions;

    @Override
    public Integer call() throws IOException {
        // Buffered: a batch of 100,000 lines must not cost a system call each; flushed whenever
        // standard input has nothing more ready, so an interactive client sees every answer at once.
        PrintStream out = new PrintStream(new java.io.BufferedOutputStream(
                new java.io.FileOutputStream(java.io.FileDescriptor.out), 1 << 16), false, StandardCharsets.UTF_8);
        boolean anyError = false;
        if (expressions != null && !expressions.isEmpty()) {
            for (String e : expressions) {
                anyError |= !evalLine(e, out);
            }
        } else {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                anyError |= !evalLine(line, out);
                if (!in.ready()) {
                    out.flush();
                }
            }
        }
        out.flush();
        return anyError ? 1 : 0;
    }

    /** Prints exactly one line; returns false when it was an error. */
    static boolean evalLine(String line, PrintStream out) {
        String result = evaluateToLine(line);
        out.println(result);
        return !result.startsWith("error:");
    }

    public static String evaluateToLine(String line) {
        if (line.isBlank()) {
            return "error: empty expression";
        }
        try {
            return Values.format(Evaluator.concrete().evaluate(line));
        } catch (CuteError e) {
            return "error: " + e.getMessage();
        } catch (StackOverflowError e) {
            return "error: expression nested too deeply to evaluate";
        } catch (RuntimeException e) {
            // A bug of ours, not of the input: still one line, still no stack trace.
            return "error: internal error (" + e + ") while evaluating \"" + line + "\"";
        }
    }
}
