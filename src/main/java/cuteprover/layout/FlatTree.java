package cuteprover.layout;

/**
 * A static, integer-strided layout as flat leaf arrays plus its nesting, the working form of the
 * lean concrete path ({@link LeanAlgebra}): leaf k is {@code shape[k]:stride[k]}, and the nesting
 * is the token sequence of the shape written out ({@code (4,(2,8))} is OPEN LEAF OPEN LEAF LEAF
 * CLOSE CLOSE), shared by shape and stride because they are congruent. Mutable and reused: a
 * streaming evaluator keeps a few of these and allocates only when a layout outgrows them.
 */
public final class FlatTree extends ModeBuffer {

    static final byte OPEN = 0;
    static final byte LEAF = 1;
    static final byte CLOSE = 2;

    byte[] tokens = new byte[48];
    int length;

    /** Empties the tree for reuse. */
    public void clear() {
        n = 0;
        length = 0;
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

    /** The number of nesting tokens. */
    public int length() {
        return length;
    }

    public void open() {
        token(OPEN);
    }

    public void close() {
        token(CLOSE);
    }

    public void leaf(long s, long d) {
        add(s, d);
        token(LEAF);
    }

    /**
     * The nesting of CuTe's unwrap for the leaves added so far with {@link #add}: none becomes 1:0,
     * one a single mode, several a flat tuple.
     */
    void flatTokens() {
        if (n == 0) {
            add(1, 0);
        }
        if (tokens.length < n + 2) {
            tokens = new byte[2 * n + 2];
        }
        int t = 0;
        if (n > 1) {
            tokens[t++] = OPEN;
        }
        for (int k = 0; k < n; k++) {
            tokens[t++] = LEAF;
        }
        if (n > 1) {
            tokens[t++] = CLOSE;
        }
        length = t;
    }

    private void token(byte t) {
        if (length == tokens.length) {
            tokens = java.util.Arrays.copyOf(tokens, length * 2);
        }
        tokens[length++] = t;
    }

    /** Appends the nesting of {@code other} (tokens and leaves) as the next mode(s) of this tree. */
    void append(FlatTree other) {
        for (int k = 0; k < other.n; k++) {
            add(other.shape[k], other.stride[k]);
        }
        for (int t = 0; t < other.length; t++) {
            token(other.tokens[t]);
        }
    }

    /** Writes {@code shape:stride} in CuTe notation, as {@link Layout#toString()} does. */
    public void appendTo(StringBuilder out) {
        appendPart(out, shape);
        out.append(':');
        appendPart(out, stride);
    }

    private void appendPart(StringBuilder out, long[] values) {
        int k = 0;
        boolean afterItem = false;
        for (int t = 0; t < length; t++) {
            byte token = tokens[t];
            if (token == CLOSE) {
                out.append(')');
                afterItem = true;
                continue;
            }
            if (afterItem) {
                out.append(',');
            }
            if (token == OPEN) {
                out.append('(');
                afterItem = false;
            } else {
                out.append(values[k++]);
                afterItem = true;
            }
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
     * (a line's terminator), so the scan needs no bounds checks of its own. Returns the position
     * after the literal, or -1 where the text is not such a literal (the general parser then reads
     * it, or words its error).
     *
     * <p>One tight loop per part, on local copies of the arrays; room is made as leaves and tokens
     * come (a predictable branch), since the text may be a whole input buffer, not one line.
     */
    public int read(byte[] text, int at) {
        clear();
        int p = readShape(text, at);
        if (p < 0 || text[p] != ':') {
            return -1;
        }
        return readStride(text, p + 1);
    }

    private int readShape(byte[] s, int p) {
        long[] values = shape;
        byte[] tk = tokens;
        int leaves = 0;
        int t = 0;
        int depth = 0;
        while (true) {
            if (t + 2 >= tk.length) { // room for this item's token and a close
                tokens = tk = java.util.Arrays.copyOf(tk, 2 * tk.length);
            }
            byte c = s[p];
            if (c == '(') {
                if (++depth > MAX_DEPTH) {
                    return -1;
                }
                tk[t++] = OPEN;
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
            if (leaves == values.length) {
                n = leaves;
                ensureRoom(2 * leaves);
                values = shape;
            }
            values[leaves++] = v;
            tk[t++] = LEAF;
            while (depth > 0 && s[p] == ')') {
                if (t == tk.length) {
                    tokens = tk = java.util.Arrays.copyOf(tk, 2 * tk.length);
                }
                tk[t++] = CLOSE;
                depth--;
                p++;
            }
            if (depth == 0) {
                n = leaves;
                length = t;
                return p;
            }
            if (s[p] != ',') {
                return -1;
            }
            p++;
        }
    }

    /** The stride, checked token by token against the shape's nesting (its arrays already have room). */
    private int readStride(byte[] s, int p) {
        long[] values = stride;
        byte[] tk = tokens;
        int end = length;
        int t = 0;
        int k = 0;
        while (true) {
            if (s[p] == '(') {
                if (t >= end || tk[t++] != OPEN) {
                    return -1;
                }
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
            if (p == start || p - start > MAX_DIGITS || t >= end || tk[t++] != LEAF) {
                return -1;
            }
            values[k++] = v;
            while (t < end && s[p] == ')') {
                if (tk[t++] != CLOSE) {
                    return -1;
                }
                p++;
            }
            if (t == end) {
                return p;
            }
            if (s[p] != ',') {
                return -1;
            }
            p++;
        }
    }

    /**
     * Scans the decimal digits at p in one pass: returns their value, or -1 when there are none or more
     * than 18 (never an overflow); {@code end[0]} receives the position after them.
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
        return p == start || p - start > 18 ? -1 : v;
    }

    /** An upper bound of the bytes {@link #write} writes. */
    public int maxChars() {
        return 2 * length + 40 * n + 1;
    }

    /** Writes {@code shape:stride} as ASCII into {@code out} from {@code at} (room: {@link #maxChars}); returns the end. */
    public int write(byte[] out, int at) {
        at = writePart(out, at, shape);
        out[at++] = ':';
        return writePart(out, at, stride);
    }

    private int writePart(byte[] out, int at, long[] values) {
        int k = 0;
        boolean afterItem = false;
        for (int t = 0; t < length; t++) {
            byte token = tokens[t];
            if (token == CLOSE) {
                out[at++] = ')';
                afterItem = true;
                continue;
            }
            if (afterItem) {
                out[at++] = ',';
            }
            if (token == OPEN) {
                out[at++] = '(';
                afterItem = false;
            } else {
                at = writeNumber(out, at, values[k++]);
                afterItem = true;
            }
        }
        return at;
    }

    /** "00".."99": two digits per table lookup instead of a division each. */
    private static final byte[] TWO_DIGITS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            TWO_DIGITS[2 * i] = (byte) ('0' + i / 10);
            TWO_DIGITS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    /** Decimal digits of v (any sign); values below 100, the common case, without a division. */
    public static int writeNumber(byte[] out, int at, long v) {
        if (v >= 0 && v < 100) {
            if (v < 10) {
                out[at] = (byte) ('0' + v);
                return at + 1;
            }
            out[at] = TWO_DIGITS[2 * (int) v];
            out[at + 1] = TWO_DIGITS[2 * (int) v + 1];
            return at + 2;
        }
        if (v < 0) {
            if (v == Long.MIN_VALUE) {
                byte[] s = Long.toString(v).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                System.arraycopy(s, 0, out, at, s.length);
                return at + s.length;
            }
            out[at++] = '-';
            v = -v;
        }
        int digits = 1;
        for (long p = 10; digits < 19 && v >= p; p *= 10) {
            digits++;
        }
        int end = at + digits;
        int i = end;
        while (v >= 100) {
            long q = v / 100;
            int r = (int) (v - q * 100);
            out[--i] = TWO_DIGITS[2 * r + 1];
            out[--i] = TWO_DIGITS[2 * r];
            v = q;
        }
        if (v >= 10) {
            out[--i] = TWO_DIGITS[2 * (int) v + 1];
            out[--i] = TWO_DIGITS[2 * (int) v];
        } else {
            out[--i] = (byte) ('0' + v);
        }
        return end;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        appendTo(sb);
        return sb.toString();
    }
}
