package cuteprover.bench;

import cuteprover.cli.EvalCommand;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Times {@code eval} on a batch file in one process, warm: each pass parses every line, runs the
 * operation with its checks and formats the result line, exactly what {@code cute-prover eval}
 * does per standard-input line. Prints the results of the first pass to {@code OUT} (for the
 * agreement check of {@code bench/compare_pycute.py}) and the median pass as CPU ns per expression.
 * <pre>
 * java -cp target/cute-prover.jar cuteprover.bench.EvalBatch BATCH OUT [SECONDS]
 * </pre>
 */
public final class EvalBatch {

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private EvalBatch() {
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 3.0;
        StringBuilder first = new StringBuilder();
        for (String line : lines) {
            first.append(EvalCommand.evaluateToLine(line)).append('\n');
        }
        Files.writeString(Path.of(args[1]), first, StandardCharsets.UTF_8);
        long sink = 0;
        // Warm-up: a third of the time budget.
        long warmEnd = System.nanoTime() + (long) (seconds / 3 * 1e9);
        while (System.nanoTime() < warmEnd) {
            sink += pass(lines);
        }
        long end = System.nanoTime() + (long) (seconds * 2 / 3 * 1e9);
        java.util.ArrayList<Double> perExpr = new java.util.ArrayList<>();
        while (System.nanoTime() < end || perExpr.size() < 3) {
            // thread CPU time: other processes on a shared machine do not inflate it
            long t0 = THREADS.getCurrentThreadCpuTime();
            sink += pass(lines);
            perExpr.add((THREADS.getCurrentThreadCpuTime() - t0) / (double) lines.size());
        }
        java.util.Collections.sort(perExpr);
        System.out.printf("passes %d, CPU ns per expression: min %.1f median %.1f max %.1f (checksum %d)%n", perExpr.size(),
                perExpr.get(0), perExpr.get(perExpr.size() / 2), perExpr.get(perExpr.size() - 1), sink);
    }

    private static long pass(List<String> lines) {
        long h = 0;
        for (String line : lines) {
            h += EvalCommand.evaluateToLine(line).length();
        }
        return h;
    }
}
