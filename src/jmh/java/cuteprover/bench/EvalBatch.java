package cuteprover.bench;

import cuteprover.expr.LineBuffer;
import cuteprover.expr.StreamingEval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Times {@code eval} on a batch file in one process, warm: each pass parses every line, runs the
 * operation with its checks and formats the result line, exactly what {@code cute-prover eval}
 * does with a chunk of standard input: one {@link StreamingEval} for the whole stream, the file's
 * bytes handed to {@link StreamingEval#evaluateLines} (which splits the lines and scans each in
 * place), every result line written into one reused output buffer (reading and writing the file
 * are not timed). Prints the results of the first pass to {@code OUT} (for the
 * agreement check of {@code bench/compare_pycute.py}) and the median pass as CPU ns per expression.
 * With {@code general}, every line takes the general path (parser, evaluator, layout trees), the
 * engine before the lean path, for a before/after figure from one machine state.
 * <pre>
 * java -cp target/cute-prover.jar cuteprover.bench.EvalBatch BATCH OUT [SECONDS] [general]
 * </pre>
 */
public final class EvalBatch {

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private EvalBatch() {
    }

    public static void main(String[] args) throws IOException {
        byte[] file = Files.readAllBytes(Path.of(args[0]));
        if (file.length > 0 && file[file.length - 1] != '\n') {
            file = java.util.Arrays.copyOf(file, file.length + 1);
            file[file.length - 1] = '\n';
        }
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 3.0;
        boolean general = args.length > 3 && args[3].equals("general");
        StreamingEval engine = new StreamingEval();
        LineBuffer out = new LineBuffer(1 << 20);
        pass(file, lines, engine, out, general);
        try (java.io.OutputStream o = Files.newOutputStream(Path.of(args[1]))) {
            out.writeTo(o);
        }
        long sink = 0;
        // Warm-up: a third of the time budget.
        long warmEnd = System.nanoTime() + (long) (seconds / 3 * 1e9);
        while (System.nanoTime() < warmEnd) {
            sink += pass(file, lines, engine, out, general);
        }
        long end = System.nanoTime() + (long) (seconds * 2 / 3 * 1e9);
        java.util.ArrayList<Double> perExpr = new java.util.ArrayList<>();
        while (System.nanoTime() < end || perExpr.size() < 3) {
            // thread CPU time: other processes on a shared machine do not inflate it
            long t0 = THREADS.getCurrentThreadCpuTime();
            sink += pass(file, lines, engine, out, general);
            perExpr.add((THREADS.getCurrentThreadCpuTime() - t0) / (double) lines.size());
        }
        java.util.Collections.sort(perExpr);
        System.out.printf((general ? "general path: " : "") + "passes %d, CPU ns per expression: min %.1f median %.1f max %.1f (checksum %d)%n", perExpr.size(),
                perExpr.get(0), perExpr.get(perExpr.size() / 2), perExpr.get(perExpr.size() - 1), sink);
    }

    /** One pass: every result line written into the one output buffer; returns its length. */
    private static long pass(byte[] file, List<String> lines, StreamingEval engine, LineBuffer out, boolean general) {
        out.setLength(0);
        if (!general) {
            engine.evaluateLines(file, 0, file.length, out);
            return out.length();
        }
        for (String line : lines) {
            out.append(StreamingEval.generalLine(line));
            out.append((byte) '\n');
        }
        return out.length();
    }
}
