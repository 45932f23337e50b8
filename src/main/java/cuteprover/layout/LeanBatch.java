package cuteprover.layout;

/**
 * A batch of lean operations (coalesce, complement, composition, logical_divide, eval) on static
 * layouts, evaluated one operation at a time: each result certified as {@link LeanAlgebra} certifies
 * it and handed to a {@link Results} with the expression's position in the batch.
 *
 * <p>Why grouped: the expressions run one operation after another and, within an operation, grouped by
 * their operands' leaf counts, each group's operands packed in one array ({@link FlatTree#pack}) in the
 * order they are used. The lean algorithms and certificates are loops over leaves and modes, so with
 * CuTe's static ranks unknown here, most of their cost on a mixed batch is mispredicted loop exits and
 * kinds; in a group the processor's predictions hold from one expression to the next. A search over
 * candidate layouts asks many questions of one kind and rank, so this is how it calls the engine.
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
    /** Expressions whose operands have the same leaf counts (up to 7 each) share a group: 64 per operation. */
    private static final int SIGNATURES = 64;

    private final LeanAlgebra algebra = new LeanAlgebra();
    private final FlatTree first = new FlatTree();
    private final FlatTree second = new FlatTree();
    private final FlatTree result = new FlatTree();

    /**
     * Per group (operation, then the operands' leaf counts): its expressions' positions in the batch, in batch order,
     * and their operands packed in that order (the integer operand, then the layout operand(s)); null until used.
     */
    private final int[][] members = new int[KINDS * SIGNATURES][];
    private final int[] memberCount = new int[KINDS * SIGNATURES];
    private final long[][] operands = new long[KINDS * SIGNATURES][];
    private final int[] operandEnd = new int[KINDS * SIGNATURES];
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
        int group = k * SIGNATURES + Math.min(a.leaves(), 7) * 8 + (two ? Math.min(b.leaves(), 7) : 0);
        int end = operandEnd[group];
        int room = end + 1 + a.packedLength() + (two ? b.packedLength() : 0);
        if (operands[group] == null) {
            operands[group] = new long[Math.max(room, 64)];
            members[group] = new int[8];
        } else if (room > operands[group].length) {
            operands[group] = java.util.Arrays.copyOf(operands[group], Math.max(room, 2 * operands[group].length));
        }
        long[] packed = operands[group];
        packed[end++] = n;
        end = a.pack(packed, end);
        if (two) {
            end = b.pack(packed, end);
        }
        operandEnd[group] = end;
        if (memberCount[group] == members[group].length) {
            members[group] = java.util.Arrays.copyOf(members[group], 2 * memberCount[group]);
        }
        members[group][memberCount[group]++] = count;
        return count++;
    }

    private static boolean twoLayouts(int k) {
        return k == Operation.COMPOSITION.ordinal() || k == Operation.LOGICAL_DIVIDE.ordinal();
    }

    /** Evaluates every expression, one operation after another, handing each answer to {@code out}. */
    public void run(Results out) {
        for (int group = 0; group < KINDS * SIGNATURES; group++) {
            int k = group / SIGNATURES;
            long[] packed = operands[group];
            int[] positions = members[group];
            boolean two = twoLayouts(k);
            int at = 0;
            for (int j = 0, m = memberCount[group]; j < m; j++) {
                long n = packed[at];
                at = first.loadModes(packed, at + 1);
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
