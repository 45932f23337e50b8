package cuteprover.bench;

import cuteprover.expr.StreamingEval;
import cuteprover.layout.FlatTree;
import cuteprover.layout.LeanAlgebra;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Times the checked operations of a batch file on operands read beforehand: pycute's side of
 * {@code bench/compare_pycute.py} calls each operation on prebuilt Python objects, so this is the
 * figure on the same footing (no parsing, no formatting; each result still certified, as in
 * {@code eval}). The operands are read once with the lean path's reader; every result is first
 * written out and compared with what {@code eval} answers for the line, so the timed calls compute
 * what the tool prints. A line the lean operations do not certify (none in the seeded batch) is
 * timed on the general path, as {@code eval} answers it. Prints the median pass as CPU ns per
 * expression.
 * <pre>
 * java -cp target/cute-prover.jar cuteprover.bench.OperationBatch BATCH [SECONDS]
 * </pre>
 */
public final class OperationBatch {

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private enum Kind { COALESCE, COMPOSITION, COMPLEMENT, LOGICAL_DIVIDE, EVAL, GENERAL }

    /** One expression's operation and operands (the second a layout or an integer). */
    private record Operation(Kind kind, FlatTree first, FlatTree second, long number, String text) { }

    private OperationBatch() {
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 3.0;
        Operation[] ops = new Operation[lines.size()];
        StreamingEval reference = new StreamingEval();
        LeanAlgebra algebra = new LeanAlgebra();
        FlatTree result = new FlatTree();
        int general = 0;
        for (int i = 0; i < ops.length; i++) {
            ops[i] = read(lines.get(i));
            if (!answer(ops[i], algebra, result).equals(reference.evaluateToLine(lines.get(i)))) {
                ops[i] = new Operation(Kind.GENERAL, null, null, 0, lines.get(i));
                general++;
            }
        }
        long sink = 0;
        long warmEnd = System.nanoTime() + (long) (seconds / 3 * 1e9);
        while (System.nanoTime() < warmEnd) {
            sink += pass(ops, algebra, result);
        }
        long end = System.nanoTime() + (long) (seconds * 2 / 3 * 1e9);
        java.util.ArrayList<Double> perExpr = new java.util.ArrayList<>();
        while (System.nanoTime() < end || perExpr.size() < 3) {
            long t0 = THREADS.getCurrentThreadCpuTime();
            sink += pass(ops, algebra, result);
            perExpr.add((THREADS.getCurrentThreadCpuTime() - t0) / (double) ops.length);
        }
        java.util.Collections.sort(perExpr);
        System.out.printf("operations only: passes %d, CPU ns per expression: min %.1f median %.1f max %.1f (%d lines on the general path; checksum %d)%n",
                perExpr.size(), perExpr.get(0), perExpr.get(perExpr.size() / 2), perExpr.get(perExpr.size() - 1), general, sink);
    }

    /** Every operation once; a checksum of the results so that no call is optimised away. */
    private static long pass(Operation[] ops, LeanAlgebra algebra, FlatTree result) {
        long sink = 0;
        for (Operation op : ops) {
            boolean ok = switch (op.kind()) {
                case COALESCE -> algebra.coalesce(op.first(), result);
                case COMPOSITION -> algebra.composition(op.first(), op.second(), result);
                case COMPLEMENT -> algebra.complement(op.first(), op.number(), result);
                case LOGICAL_DIVIDE -> algebra.logicalDivide(op.first(), op.second(), result);
                case EVAL -> {
                    sink += LeanAlgebra.offset(op.first(), op.number());
                    yield true;
                }
                case GENERAL -> {
                    sink += StreamingEval.generalLine(op.text()).length();
                    yield true;
                }
            };
            if (!ok) {
                throw new IllegalStateException("no certified answer on the second pass: " + op.text());
            }
            sink += result.leaves();
        }
        return sink;
    }

    /** The operation's result as eval prints it. */
    private static String answer(Operation op, LeanAlgebra algebra, FlatTree result) {
        boolean ok = switch (op.kind()) {
            case COALESCE -> algebra.coalesce(op.first(), result);
            case COMPOSITION -> algebra.composition(op.first(), op.second(), result);
            case COMPLEMENT -> algebra.complement(op.first(), op.number(), result);
            case LOGICAL_DIVIDE -> algebra.logicalDivide(op.first(), op.second(), result);
            case EVAL -> true;
            case GENERAL -> false;
        };
        if (!ok) {
            return "";
        }
        if (op.kind() == Kind.EVAL) {
            return Long.toString(LeanAlgebra.offset(op.first(), op.number()));
        }
        byte[] out = new byte[result.maxChars()];
        return new String(out, 0, result.write(out, 0), StandardCharsets.US_ASCII);
    }

    /** The call, its layout operand(s) read by the lean reader, and an integer operand. */
    private static Operation read(String line) {
        int open = line.indexOf('(');
        Kind kind = switch (line.substring(0, open)) {
            case "coalesce" -> Kind.COALESCE;
            case "composition" -> Kind.COMPOSITION;
            case "complement" -> Kind.COMPLEMENT;
            case "logical_divide" -> Kind.LOGICAL_DIVIDE;
            case "eval" -> Kind.EVAL;
            default -> Kind.GENERAL;
        };
        if (kind == Kind.GENERAL) {
            return new Operation(kind, null, null, 0, line);
        }
        byte[] text = (line + "\n").getBytes(StandardCharsets.US_ASCII);
        FlatTree first = new FlatTree();
        int at = first.read(text, open + 1);
        if (at < 0) {
            return new Operation(Kind.GENERAL, null, null, 0, line);
        }
        FlatTree second = new FlatTree();
        long number = 0;
        if (kind == Kind.COMPOSITION || kind == Kind.LOGICAL_DIVIDE) {
            if (second.read(text, at + 1) < 0) {
                return new Operation(Kind.GENERAL, null, null, 0, line);
            }
        } else if (kind == Kind.COMPLEMENT || kind == Kind.EVAL) {
            number = Long.parseLong(line.substring(at + 1, line.length() - 1));
        }
        return new Operation(kind, first, second, number, line);
    }
}
