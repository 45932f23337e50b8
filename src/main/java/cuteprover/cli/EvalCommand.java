package cuteprover.cli;

import cuteprover.expr.LineBuffer;
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

    @picocli.CommandLine.Option(names = "--json", description = "one JSON object per expression: {\"input\", \"value\"} or {\"input\", \"error\"};"
            + " \"notes\" where the value breaks a post-condition CuTe documents (complement's cosize bound)")
    boolean json;

    @picocli.CommandLine.Option(names = "--cxx", paramLabel = "FILE",
            description = "evaluate each EXPR as C++ at the end of FILE, at namespace scope, with clang (printed as CuTe prints it)")
    java.nio.file.Path cxxFile;

    @picocli.CommandLine.Mixin
    CxxOptionsMixin cxx = new CxxOptionsMixin();

    @Override
    public Integer call() throws IOException {
        if (cxxFile != null) {
            return CxxEvalLines.print(cxxFile, cxx.options(CxxOptionsMixin.userCache()), expressions == null ? List.of() : expressions,
                    System.out, System.err);
        }
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
        } else if (json) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                anyError |= !evalLine(line, out, json, engine);
                if (!in.ready()) {
                    out.flush();
                }
            }
        } else {
            out.flush();
            anyError = streamLines(System.in, new java.io.FileOutputStream(java.io.FileDescriptor.out), engine);
        }
        out.flush();
        return anyError ? cuteprover.ExitCode.INPUT_ERROR : cuteprover.ExitCode.OK;
    }

    /**
     * Plain lines from {@code in} to {@code out} as bytes: the input is read in chunks and every
     * complete line is evaluated in place ({@link StreamingEval#evaluateLines}), its answer written
     * into one reused output buffer; no String per line. The output is written whenever the
     * input has nothing more ready, so an interactive client sees every answer at once. Returns
     * whether any line was an error.
     */
    static boolean streamLines(java.io.InputStream in, java.io.OutputStream out, StreamingEval engine) throws IOException {
        byte[] buffer = new byte[1 << 16];
        LineBuffer answers = new LineBuffer(1 << 16);
        int start = 0;
        int end = 0;
        while (true) {
            if (end == buffer.length) {
                if (start > 0) { // keep the unfinished line: move it to the front
                    System.arraycopy(buffer, start, buffer, 0, end - start);
                    end -= start;
                    start = 0;
                } else { // one line longer than the buffer
                    buffer = java.util.Arrays.copyOf(buffer, 2 * buffer.length);
                }
            }
            int read = in.read(buffer, end, buffer.length - end);
            if (read < 0) {
                break;
            }
            end += read;
            start = engine.evaluateLines(buffer, start, end, answers);
            if (answers.length() >= 1 << 16 || in.available() == 0) {
                answers.writeTo(out);
                out.flush();
            }
        }
        if (start < end) { // the last line had no terminator
            byte[] last = java.util.Arrays.copyOfRange(buffer, start, end + 1);
            last[end - start] = '\n';
            engine.evaluateLines(last, 0, last.length, answers);
        }
        answers.writeTo(out);
        out.flush();
        return engine.errorLines() > 0;
    }

    /** Prints exactly one line (plain, or a JSON object); returns false when it was an error. */
    static boolean evalLine(String line, PrintStream out, boolean json) {
        return evalLine(line, out, json, new StreamingEval());
    }

    private static boolean evalLine(String line, PrintStream out, boolean json, StreamingEval engine) {
        if (!json) {
            String result = engine.evaluateToLine(line);
            out.println(result);
            return !result.startsWith("error:");
        }
        List<String> notes = new java.util.ArrayList<>();
        String result = engine.evaluateToLine(line, notes);
        boolean ok = !result.startsWith("error:");
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("input", line);
        m.put(ok ? "value" : "error", ok ? result : result.substring("error: ".length()));
        if (!notes.isEmpty()) {
            m.put("notes", notes); // only where there are some: every other line keeps its two fields
        }
        out.println(cuteprover.report.Json.line(m));
        return ok;
    }

    /** One result line, on the lean path where it applies (a fresh engine: for single calls). */
    public static String evaluateToLine(String line) {
        return new StreamingEval().evaluateToLine(line);
    }
}
