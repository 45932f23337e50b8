package cuteprover.cli;

import cuteprover.expr.StreamingEval;
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
 * Exit status 0, or 3 (input error) when any line was an error.
 */
@Command(name = "eval", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "Evaluate layout-algebra expressions (one result line per expression).")
public final class EvalCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "EXPR", description = "expressions; none: read standard input")
    List<String> expressions;

    @picocli.CommandLine.Option(names = "--json", description = "one JSON object per expression: {\"input\", \"value\"} or {\"input\", \"error\"}")
    boolean json;

    @Override
    public Integer call() throws IOException {
        // Buffered: a batch of 100,000 lines must not cost a system call each; flushed whenever
        // standard input has nothing more ready, so an interactive client sees every answer at once.
        PrintStream out = new PrintStream(new java.io.BufferedOutputStream(
                new java.io.FileOutputStream(java.io.FileDescriptor.out), 1 << 16), false, StandardCharsets.UTF_8);
        boolean anyError = false;
        // One engine for the whole stream: its scanner and working arrays are reused line after line.
        StreamingEval engine = new StreamingEval();
        if (expressions != null && !expressions.isEmpty()) {
            for (String e : expressions) {
                anyError |= !evalLine(e, out, json, engine);
            }
        } else {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                anyError |= !evalLine(line, out, json, engine);
                if (!in.ready()) {
                    out.flush();
                }
            }
        }
        out.flush();
        return anyError ? cuteprover.ExitCode.INPUT_ERROR : cuteprover.ExitCode.OK;
    }

    /** Prints exactly one line (plain, or a JSON object); returns false when it was an error. */
    static boolean evalLine(String line, PrintStream out, boolean json) {
        return evalLine(line, out, json, new StreamingEval());
    }

    private static boolean evalLine(String line, PrintStream out, boolean json, StreamingEval engine) {
        String result = engine.evaluateToLine(line);
        boolean ok = !result.startsWith("error:");
        if (json) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("input", line);
            m.put(ok ? "value" : "error", ok ? result : result.substring("error: ".length()));
            out.println(cuteprover.report.Json.line(m));
        } else {
            out.println(result);
        }
        return ok;
    }

    /** One result line, on the lean path where it applies (a fresh engine: for single calls). */
    public static String evaluateToLine(String line) {
        return new StreamingEval().evaluateToLine(line);
    }
}
