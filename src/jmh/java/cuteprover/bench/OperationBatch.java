package cuteprover.bench;

import cuteprover.expr.StreamingEval;
import cuteprover.layout.FlatTree;
import cuteprover.layout.LeanAlgebra;
import cuteprover.layout.LeanBatch;

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
        long[] packed = pack(ops);
        FlatTree first = new FlatTree();
        FlatTree second = new FlatTree();
        LeanBatch batch = batch(ops, lines, reference);
        Checksum sum = new Checksum();
        List<String> generalLines = java.util.Arrays.stream(ops).filter(op -> op.kind() == Kind.GENERAL).map(Operation::text).toList();
        java.util.List<Double> grouped = timed(seconds / 3, () -> {
            batch.run(sum);
            return sum.value + generalPass(generalLines);
        });
        java.util.List<Double> arena = timed(seconds / 3, () -> packedPass(packed, ops, algebra, first, second, result));
        java.util.List<Double> objects = timed(seconds / 3, () -> pass(ops, algebra, result));
        System.out.printf("operations only, grouped by operation (LeanBatch): CPU ns per expression: min %.1f median %.1f max %.1f;"
                + " in batch order, operands packed in one array: min %.1f median %.1f max %.1f;"
                + " in batch order, operands as one object each: min %.1f median %.1f max %.1f (%d lines on the general path)%n",
                grouped.get(0), grouped.get(grouped.size() / 2), grouped.get(grouped.size() - 1),
                arena.get(0), arena.get(arena.size() / 2), arena.get(arena.size() - 1),
                objects.get(0), objects.get(objects.size() / 2), objects.get(objects.size() - 1), general);
    }

    /** Keeps every answer alive: the sum of the results' leaf counts and integers. */
    private static final class Checksum implements LeanBatch.Results {
        long value;

        @Override
        public void layout(int position, FlatTree result) {
            value += result.leaves();
        }

        @Override
        public void number(int position, long result) {
            value += result;
        }

        @Override
        public void uncertified(int position) {
            throw new IllegalStateException("no certified answer on a later pass for expression " + position);
        }
    }

    /** The batch's lean expressions in a {@link LeanBatch}, each answer first checked against what eval prints. */
    private static LeanBatch batch(Operation[] ops, List<String> lines, StreamingEval reference) {
        LeanBatch batch = new LeanBatch();
        int[] line = new int[ops.length];
        for (int i = 0; i < ops.length; i++) {
            Operation op = ops[i];
            LeanBatch.Operation kind = switch (op.kind()) {
                case COALESCE -> LeanBatch.Operation.COALESCE;
                case COMPLEMENT -> LeanBatch.Operation.COMPLEMENT;
                case COMPOSITION -> LeanBatch.Operation.COMPOSITION;
                case LOGICAL_DIVIDE -> LeanBatch.Operation.LOGICAL_DIVIDE;
                case EVAL -> LeanBatch.Operation.EVAL;
                case GENERAL -> null;
            };
            if (kind != null) {
                line[batch.add(kind, op.first(), op.second(), op.number())] = i;
            }
        }
        String[] answers = new String[batch.size()];
        batch.run(new LeanBatch.Results() {
            @Override
            public void layout(int position, FlatTree result) {
                byte[] text = new byte[result.maxChars()];
                answers[position] = new String(text, 0, result.write(text, 0), StandardCharsets.US_ASCII);
            }

            @Override
            public void number(int position, long result) {
                answers[position] = Long.toString(result);
            }

            @Override
            public void uncertified(int position) {
                answers[position] = "";
            }
        });
        for (int p = 0; p < answers.length; p++) {
            String expected = reference.evaluateToLine(lines.get(line[p]));
            if (!expected.equals(answers[p])) {
                throw new IllegalStateException("the batch answers '" + answers[p] + "' for " + lines.get(line[p]) + ", eval " + expected);
            }
        }
        return batch;
    }

    /** The lines the lean path does not answer, on the general path (none in the seeded batch). */
    private static long generalPass(List<String> generalLines) {
        long sink = 0;
        for (String line : generalLines) {
            sink += StreamingEval.generalLine(line).length();
        }
        return sink;
    }

    /** CPU ns per expression of each pass after a third of the time as warm-up, sorted. */
    private static java.util.List<Double> timed(double seconds, java.util.function.LongSupplier pass) {
        long sink = 0;
        long warmEnd = System.nanoTime() + (long) (seconds / 3 * 1e9);
        while (System.nanoTime() < warmEnd) {
            sink += pass.getAsLong();
        }
        long end = System.nanoTime() + (long) (seconds * 2 / 3 * 1e9);
        java.util.ArrayList<Double> perPass = new java.util.ArrayList<>();
        while (System.nanoTime() < end || perPass.size() < 3) {
            long t0 = THREADS.getCurrentThreadCpuTime();
            sink += pass.getAsLong();
            perPass.add((THREADS.getCurrentThreadCpuTime() - t0) / (double) COUNT[0]);
        }
        if (sink == 42) {
            System.out.print(""); // keeps the checksum alive
        }
        java.util.Collections.sort(perPass);
        return perPass;
    }

    /** The number of expressions a pass runs. */
    private static final int[] COUNT = new int[1];

    /**
     * The operands of every expression in one array, in batch order: the kind, the integer operand,
     * then the layout operand(s) as {@link FlatTree#pack} writes them.
     */
    private static long[] pack(Operation[] ops) {
        COUNT[0] = ops.length;
        int length = 0;
        for (Operation op : ops) {
            length += 2 + (op.first() == null ? 0 : op.first().packedLength()) + (op.second() == null ? 0 : op.second().packedLength());
        }
        long[] out = new long[length];
        int at = 0;
        for (Operation op : ops) {
            out[at++] = op.kind().ordinal();
            out[at++] = op.number();
            if (op.kind() != Kind.GENERAL) {
                at = op.first().pack(out, at);
                if (op.kind() == Kind.COMPOSITION || op.kind() == Kind.LOGICAL_DIVIDE) {
                    at = op.second().pack(out, at);
                }
            }
        }
        return out;
    }

    /** Every operation once, its operands loaded from the packed array into two working trees; a checksum. */
    private static long packedPass(long[] packed, Operation[] ops, LeanAlgebra algebra, FlatTree first, FlatTree second, FlatTree result) {
        long sink = 0;
        int at = 0;
        for (int i = 0; i < ops.length; i++) {
            int kind = (int) packed[at];
            long number = packed[at + 1];
            at += 2;
            if (kind != Kind.GENERAL.ordinal()) {
                at = first.load(packed, at);
            }
            boolean ok;
            if (kind == Kind.COALESCE.ordinal()) {
                ok = algebra.coalesce(first, result);
            } else if (kind == Kind.COMPLEMENT.ordinal()) {
                ok = algebra.complement(first, number, result);
            } else if (kind == Kind.EVAL.ordinal()) {
                sink += LeanAlgebra.offset(first, number);
                ok = true;
            } else if (kind == Kind.GENERAL.ordinal()) {
                sink += StreamingEval.generalLine(ops[i].text()).length();
                ok = true;
            } else {
                at = second.load(packed, at);
                ok = kind == Kind.COMPOSITION.ordinal() ? algebra.composition(first, second, result) : algebra.logicalDivide(first, second, result);
            }
            if (!ok) {
                throw new IllegalStateException("no certified answer on the second pass: " + ops[i].text());
            }
            sink += result.leaves();
        }
        return sink;
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
