package cuteprover.layout;

/**
 * A batch of lean operations (coalesce, complement, composition, logical_divide, eval) on static
 * layouts, evaluated one operation at a time: each result certified as {@link LeanAlgebra} certifies
 * it and handed to a {@link Results} with the expression's position in the batch.
 *
 * <p>Why grouped: the operands of each operation are packed in one array ({@link FlatTree#pack}), in
 * the order they are used, and the expressions run one operation after another, so that the
 * processor's predictions for one expression's branches are made on expressions of the same kind
 * (on the mixed benchmark batch, 93 against 77 ns per expression in batch order and grouped). A
 * search over candidate layouts asks many questions of one kind, so this is how it calls the engine.
 *
 * <p>Not thread-safe; reusable ({@link #clear} keeps the arrays).
 */
public final class LeanBatch {

    /** The operations, in the order the groups run. */
    public enum Operation { COALESCE, COMPLEMENT, COMPOSITION, LOGICAL_DIVIDE, EVAL }

    /** Receives each expression's answer, group by group (so not in batch order). */
    public interface Results {

        /** The certified layout result of the expression at {@code position}; valid only during the call. */
        void layout(int position, FlatTree result);

        /** The certified integer result (eval) of the expression at {@code position}. */
        void number(int position, long result);

        /** No certified lean answer (an error, an overflow, a result only enumeration could check): the general path answers it. */
        void uncertified(int position);
    }

    private static final int KINDS = Operation.values().length;

    private final LeanAlgebra algebra = new LeanAlgebra();
    private final FlatTree first = new FlatTree();
    private final FlatTree second = new FlatTree();
    private final FlatTree result = new FlatTree();

    /**
     * Per operation: its expressions' positions in the batch, in batch order, and their operands
     * packed in that order (the integer operand, then the layout operand(s)).
     */
    private final int[][] members = new int[KINDS][16];
    private final int[] memberCount = new int[KINDS];
    private final long[][] operands = new long[KINDS][256];
    private final int[] operandEnd = new int[KINDS];
    private int count;

    public void clear() {
        count = 0;
        java.util.Arrays.fill(memberCount, 0);
        java.util.Arrays.fill(operandEnd, 0);
    }

    public int size() {
        return count;
    }

    /**
     * Adds {@code op(a)} (coalesce), {@code op(a, n)} (complement with cotarget n, eval at index n) or
     * {@code op(a, b)} (composition, logical_divide); returns its position in the batch.
     */
    public int add(Operation op, FlatTree a, FlatTree b, long n) {
        int k = op.ordinal();
        boolean two = twoLayouts(k);
        int end = operandEnd[k];
        int room = end + 1 + a.packedLength() + (two ? b.packedLength() : 0);
        if (room > operands[k].length) {
            operands[k] = java.util.Arrays.copyOf(operands[k], Math.max(room, 2 * operands[k].length));
        }
        long[] packed = operands[k];
        packed[end++] = n;
        end = a.pack(packed, end);
        if (two) {
            end = b.pack(packed, end);
        }
        operandEnd[k] = end;
        if (memberCount[k] == members[k].length) {
            members[k] = java.util.Arrays.copyOf(members[k], 2 * memberCount[k]);
        }
        members[k][memberCount[k]++] = count;
        return count++;
    }

    private static boolean twoLayouts(int k) {
        return k == Operation.COMPOSITION.ordinal() || k == Operation.LOGICAL_DIVIDE.ordinal();
    }

    /** Evaluates every expression, one operation after another, handing each answer to {@code out}. */
    public void run(Results out) {
        for (int k = 0; k < KINDS; k++) {
            long[] packed = operands[k];
            int[] positions = members[k];
            boolean two = twoLayouts(k);
            int at = 0;
            for (int j = 0, m = memberCount[k]; j < m; j++) {
                long n = packed[at];
                at = first.load(packed, at + 1);
                if (two) {
                    at = second.load(packed, at);
                }
                answer(k, n, positions[j], out);
            }
        }
    }

    private void answer(int k, long n, int position, Results out) {
        try {
            boolean certified = switch (k) {
                case 0 -> algebra.coalesce(first, result);
                case 1 -> algebra.complement(first, n, result);
                case 2 -> algebra.composition(first, second, result);
                case 3 -> algebra.logicalDivide(first, second, result);
                default -> {
                    out.number(position, LeanAlgebra.offset(first, n));
                    yield false;
                }
            };
            if (certified) {
                out.layout(position, result);
            } else if (k != Operation.EVAL.ordinal()) {
                out.uncertified(position);
            }
        } catch (ArithmeticException e) {
            out.uncertified(position); // overflow: no lean answer
        }
    }
}
