package cuteprover.layout;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A static, integer-strided layout as flat leaf arrays plus its nesting, the working form of the
 * lean concrete path ({@link LeanAlgebra}): leaf k is {@code shape[k]:stride[k]}, written after
 * {@code opens[k]} opening parentheses and before {@code closes[k]} closing ones, with one comma
 * between consecutive leaves ({@code (4,(2,8))} is 1,0 / 1,0 / 0,2), shared by shape and stride
 * because they are congruent. Mutable and reused: a streaming evaluator keeps a few of these and
 * allocates only when a layout outgrows them.
 *
 * <p>The text is written without a branch per character: a leaf's parentheses as one 8-byte store
 * of which its count stays, a number below 1,000 as one 4-byte store. (Reading a word at a time
 * was tried and was slower: each number's position then depends on the previous one's length
 * through a chain of arithmetic, where the branchy scan lets the processor run ahead.)
 */
public final class FlatTree extends ModeBuffer {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long OPENS = 0x2828282828282828L; // "(((((((("
    private static final long CLOSES = 0x2929292929292929L; // "))))))))"

    int[] opens = new int[16];
    int[] closes = new int[16];
    /** Opening parentheses written by {@link #open} for the next leaf. */
    private int pendingOpens;

    /** Empties the tree for reuse. */
    public void clear() {
        n = 0;
        pendingOpens = 0;
    }

    public int leaves() {
        return n;
    }

    public long shape(int leaf) {
        return shape[leaf];
    }

    public long stride(int leaf) {
        return stride[leaf];
    }

    private void nestingRoom(int capacity) {
        if (opens.length < capacity) {
            opens = java.util.Arrays.copyOf(opens, Math.max(capacity, 2 * opens.length));
            closes = java.util.Arrays.copyOf(closes, opens.length);
        }
    }

    public void open() {
        pendingOpens++;
    }

    void open(int count) {
        pendingOpens += count;
    }

    /** Closes the innermost open tuple (it holds at least one leaf). */
    public void close() {
        closes[n - 1]++;
    }

    void close(int count) {
        closes[n - 1] += count;
    }

    public void leaf(long s, long d) {
        add(s, d);
        nestingRoom(n);
        opens[n - 1] = pendingOpens;
        closes[n - 1] = 0;
        pendingOpens = 0;
    }

    /** Room for {@code leaves} leaves and their nesting (the entries so far are kept). */
    void reserve(int leaves) {
        ensureRoom(leaves);
        nestingRoom(leaves);
    }

    /**
     * The nesting of the leaves [from, n), written straight into the arrays as the image of a leaf
     * that sat under {@code opened} and {@code closed} parentheses: CuTe's unwrap (one mode as
     * itself, several as a tuple). False where a size is below 1 or the sizes' product is not
     * {@code size} (then the image does not refine the leaf).
     */
    boolean nestLeafImage(int from, long size, int opened, int closed) {
        if (n == from) {
            return false;
        }
        long product = 1;
        for (int k = from; k < n; k++) {
            if (shape[k] < 1) {
                return false;
            }
            product = Math.multiplyExact(product, shape[k]);
            opens[k] = 0;
            closes[k] = 0;
        }
        int tuple = n - from > 1 ? 1 : 0;
        opens[from] = opened + tuple;
        closes[n - 1] = closed + tuple;
        return product == size;
    }

    /**
     * The nesting of CuTe's unwrap for the leaves added so far with {@link #add}: none becomes 1:0,
     * one a single mode, several a flat tuple.
     */
    void flatTokens() {
        if (n == 0) {
            add(1, 0);
        }
        nestingRoom(n);
        for (int k = 0; k < n; k++) {
            opens[k] = 0;
            closes[k] = 0;
        }
        if (n > 1) {
            opens[0] = 1;
            closes[n - 1] = 1;
        }
        pendingOpens = 0;
    }

    /** Header bit of a packed tree written three longs per leaf (a number or nesting too large for one). */
    private static final long WIDE = 1L << 32;

    /** Longs that {@link #pack} writes for this tree: a header, then one per leaf (three where one does not hold it). */
    public int packedLength() {
        return 1 + (fitsOneLongPerLeaf() ? n : 3 * n);
    }

    /** Every shape below 2^20, stride below 2^32 and parenthesis count below 64. */
    private boolean fitsOneLongPerLeaf() {
        for (int k = 0; k < n; k++) {
            if ((shape[k] >>> 20 | stride[k] >>> 32 | (opens[k] | closes[k]) >>> 6) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Writes the tree into {@code out} from {@code at}: a header (the leaf count), then each leaf's
     * shape, stride and parentheses in one long (20, 32, 6 and 6 bits), or, where one of them does
     * not fit, in three, so that many operands can be held compactly in one array, in the order they
     * are used. Returns the position after it; {@link #load} reads it back.
     */
    public int pack(long[] out, int at) {
        if (fitsOneLongPerLeaf()) {
            out[at++] = n;
            for (int k = 0; k < n; k++) {
                out[at++] = shape[k] | stride[k] << 20 | (long) opens[k] << 52 | (long) closes[k] << 58;
            }
            return at;
        }
        out[at++] = n | WIDE;
        for (int k = 0; k < n; k++) {
            out[at++] = shape[k];
            out[at++] = stride[k];
            out[at++] = (long) opens[k] << 32 | closes[k];
        }
        return at;
    }

    /**
     * The leaves of the tree {@link #pack} wrote at {@code at}, without its nesting, for an operand whose nesting no
     * operation reads (A of every lean operation: the results take B's nesting or none); this tree's parentheses are
     * then not its own, so it must not be written. Returns the position after the packed tree.
     */
    int loadModes(long[] packed, int at) {
        long header = packed[at++];
        int leaves = (int) header;
        ensureRoom(leaves);
        if ((header & WIDE) == 0) {
            for (int k = 0; k < leaves; k++) {
                long leaf = packed[at++];
                shape[k] = leaf & 0xFFFFF;
                stride[k] = leaf >>> 20 & 0xFFFFFFFFL;
            }
        } else {
            for (int k = 0; k < leaves; k++) {
                shape[k] = packed[at];
                stride[k] = packed[at + 1];
                at += 3;
            }
        }
        n = leaves;
        pendingOpens = 0;
        return at;
    }

    /** Replaces this tree with the one {@link #pack} wrote at {@code at}; returns the position after it. */
    public int load(long[] packed, int at) {
        long header = packed[at++];
        int leaves = (int) header;
        reserve(leaves);
        if ((header & WIDE) == 0) {
            for (int k = 0; k < leaves; k++) {
                long leaf = packed[at++];
                shape[k] = leaf & 0xFFFFF;
                stride[k] = leaf >>> 20 & 0xFFFFFFFFL;
                opens[k] = (int) (leaf >>> 52 & 63);
                closes[k] = (int) (leaf >>> 58);
            }
        } else {
            for (int k = 0; k < leaves; k++) {
                shape[k] = packed[at++];
                stride[k] = packed[at++];
                long nesting = packed[at++];
                opens[k] = (int) (nesting >>> 32);
                closes[k] = (int) nesting;
            }
        }
        n = leaves;
        pendingOpens = 0;
        return at;
    }

    /** Appends the nesting of {@code other} (leaves and parentheses) as the next mode(s) of this tree. */
    void append(FlatTree other) {
        int m = other.n;
        if (m == 0) {
            return;
        }
        int at = n;
        reserve(at + m);
        for (int k = 0; k < m; k++) {
            shape[at + k] = other.shape[k];
            stride[at + k] = other.stride[k];
            opens[at + k] = other.opens[k];
            closes[at + k] = other.closes[k];
        }
        opens[at] += pendingOpens;
        pendingOpens = 0;
        n = at + m;
    }

    /** Writes {@code shape:stride} in CuTe notation, as {@link Layout#toString()} does. */
    public void appendTo(StringBuilder out) {
        appendPart(out, shape);
        out.append(':');
        appendPart(out, stride);
    }

    private void appendPart(StringBuilder out, long[] values) {
        for (int k = 0; k < n; k++) {
            if (k > 0) {
                out.append(',');
            }
            out.append("(".repeat(opens[k])).append(values[k]).append(")".repeat(closes[k]));
        }
    }

    /** Deepest nesting {@link #read} accepts (deeper literals take the general path). */
    private static final int MAX_DEPTH = 32;

    /** Most decimal digits of one entry: 18 never overflow a long. */
    private static final int MAX_DIGITS = 18;

    /**
     * Reads a layout literal {@code shape:stride} from the ASCII bytes of {@code text} at {@code at}:
     * integers without sign or spaces, shape entries >= 1, the stride nested exactly as the shape.
     * {@code text} must hold a byte that is no digit, parenthesis, comma or colon after the literal
     * (a line's terminator), so the scan needs no bounds checks of its own. Returns the position after the
     * literal, or -1 where the text is not such a literal (the general parser then reads it, or
     * words its error).
     */
    public int read(byte[] text, int at) {
        clear();
        int p = readShape(text, at);
        if (p < 0 || text[p] != ':') {
            return -1;
        }
        return readStride(text, p + 1);
    }

    /** Per leaf: its opening parentheses, its number, its closing ones, then a comma unless the shape ends. */
    private int readShape(byte[] s, int p) {
        int depth = 0;
        int leaves = 0;
        int open = 0;
        while (true) {
            if (s[p] == '(') {
                if (++depth > MAX_DEPTH) {
                    return -1;
                }
                open++;
                p++;
                continue;
            }
            int start = p;
            long v = 0;
            int digit;
            while ((digit = s[p] - '0') >= 0 && digit <= 9) {
                v = v * 10 + digit;
                p++;
            }
            if (p == start || p - start > MAX_DIGITS || v < 1) {
                return -1;
            }
            if (leaves == shape.length || leaves == opens.length) {
                n = leaves;
                ensureRoom(2 * leaves);
                nestingRoom(2 * leaves);
            }
            shape[leaves] = v;
            opens[leaves] = open;
            open = 0;
            int close = 0;
            while (depth > 0 && s[p] == ')') {
                close++;
                depth--;
                p++;
            }
            closes[leaves++] = close;
            if (depth == 0) {
                n = leaves;
                return p;
            }
            if (s[p] != ',') {
                return -1;
            }
            p++;
        }
    }

    /** The stride, leaf by leaf with the shape's parentheses (its arrays already have room). */
    private int readStride(byte[] s, int p) {
        int last = n - 1;
        for (int k = 0; ; k++) {
            for (int open = opens[k]; open > 0; open--) {
                if (s[p++] != '(') {
                    return -1;
                }
            }
            int start = p;
            long v = 0;
            int digit;
            while ((digit = s[p] - '0') >= 0 && digit <= 9) {
                v = v * 10 + digit;
                p++;
            }
            if (p == start || p - start > MAX_DIGITS) {
                return -1;
            }
            stride[k] = v;
            for (int close = closes[k]; close > 0; close--) {
                if (s[p++] != ')') {
                    return -1;
                }
            }
            if (k == last) {
                return p;
            }
            if (s[p] != ',') {
                return -1;
            }
            p++;
        }
    }

    /**
     * Scans the decimal digits at p: returns their value, or -1 when there are none or more than 18
     * (never an overflow); {@code end[0]} receives the position after them.
     */
    public static long digits(byte[] s, int p, int[] end) {
        int start = p;
        long v = 0;
        int digit;
        while ((digit = s[p] - '0') >= 0 && digit <= 9) {
            v = v * 10 + digit;
            p++;
        }
        end[0] = p;
        return p == start || p - start > MAX_DIGITS ? -1 : v;
    }

    /** An upper bound of the bytes {@link #write} writes, with room for its word-wide stores. */
    public int maxChars() {
        int nesting = 0;
        for (int k = 0; k < n; k++) {
            nesting += opens[k] + closes[k];
        }
        return 2 * (nesting + 30 * n) + 16;
    }

    /** Writes {@code shape:stride} as ASCII into {@code out} from {@code at} (room: {@link #maxChars}); returns the end. */
    public int write(byte[] out, int at) {
        at = writePart(out, at, shape);
        out[at++] = ':';
        return writePart(out, at, stride);
    }

    /** Per leaf: a word of '(' of which the leaf's count stays, its number, a word of ')' likewise, a comma. */
    private int writePart(byte[] out, int at, long[] values) {
        int last = n - 1;
        for (int k = 0; k <= last; k++) {
            at = parentheses(out, at, OPENS, opens[k]);
            at = writeNumber(out, at, values[k]);
            at = parentheses(out, at, CLOSES, closes[k]);
            out[at] = ',';
            at += k < last ? 1 : 0;
        }
        return at;
    }

    private static int parentheses(byte[] out, int at, long word, int count) {
        LONGS.set(out, at, word);
        if (count > 8) { // deeper than any scanned literal: only built results nest so
            java.util.Arrays.fill(out, at, at + count, (byte) word);
        }
        return at + count;
    }

    /** The digits of 0..999 packed into an int, the first digit in its first byte: one store writes them. */
    private static final int[] DIGITS = new int[1000];

    static {
        for (int x = 0; x < 1000; x++) {
            byte[] d = Integer.toString(x).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            int packed = 0;
            for (int i = d.length - 1; i >= 0; i--) {
                packed = packed << 8 | d[i];
            }
            DIGITS[x] = packed;
        }
    }

    /**
     * Decimal digits of v (any sign), written from {@code at} (with 4 bytes of room beyond them);
     * returns the end. Below 1,000, the common case: one table load, one 4-byte store and a length
     * from three comparisons, without a branch on the length (which would be mispredicted as the
     * numbers of a batch vary) and without a chain of divisions.
     */
    public static int writeNumber(byte[] out, int at, long v) {
        if (v >= 0 && v < 1000) {
            int x = (int) v;
            INTS.set(out, at, DIGITS[x]);
            return at + 1 + (x >= 10 ? 1 : 0) + (x >= 100 ? 1 : 0);
        }
        return writeLongNumber(out, at, v);
    }

    private static int writeLongNumber(byte[] out, int at, long v) {
        if (v < 0) {
            out[at++] = '-';
        }
        // digits of |v| as a negative number, so that Long.MIN_VALUE needs no case of its own
        long negative = v < 0 ? v : -v;
        int length = 1;
        for (long rest = negative / 10; rest != 0; rest /= 10) {
            length++;
        }
        for (int i = at + length - 1; i >= at; i--) {
            long q = negative / 10;
            out[i] = (byte) ('0' + (q * 10 - negative));
            negative = q;
        }
        return at + length;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        appendTo(sb);
        return sb.toString();
    }
}
