package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.layout.BrokenPostcondition;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatTree;
import cuteprover.layout.ForwardingDecider;
import cuteprover.layout.LeanAlgebra;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * {@code eval}'s engine for a stream of lines: one instance reuses one scanner, a few
 * {@link FlatTree}s and one output buffer across lines.
 *
 * <p>The common forms are answered on the lean path: a layout literal, {@code coalesce(L)},
 * {@code composition(A,B)}, {@code complement(A,n)}, {@code logical_divide(A,B)} and
 * {@code eval(L,i)}, with static integer shapes and non-negative integer strides written without
 * spaces. They are scanned straight into flat arrays, computed by {@link LeanAlgebra} and checked by
 * its O(rank) certificates. Every other line, and every line the lean path cannot certify (an
 * error, an overflow, a result that only enumeration could check), goes to the general path
 * ({@link Parser}, {@link Evaluator}), which writes exactly the same answers for the common forms
 * (LeanPathProperties compares them) and words every error.
 *
 * <p>Not thread-safe: one instance per thread.
 */
public final class StreamingEval {

    private final LeanAlgebra algebra = new LeanAlgebra();
    private final FlatTree first = new FlatTree();
    private final FlatTree second = new FlatTree();
    private final FlatTree result = new FlatTree();
    /** The String entry points' copy of their expression as bytes, then a line feed. */
    private byte[] text = new byte[256];
    private final LineBuffer scratch = new LineBuffer(256);
    /** The bytes being scanned by {@link #lean}, and the scan position in them. */
    private byte[] in;
    private int pos;
    private final int[] end = new int[1];
    private long errorLines;
    /** The last chunk ended a line with a carriage return: a line feed opening the next is its pair. */
    private boolean pendingLineFeed;

    /** Lines answered with an error so far by {@link #evaluateLines}. */
    public long errorLines() {
        return errorLines;
    }

    /**
     * Evaluates every complete line of the UTF-8 bytes {@code in[from, to)}, a line ending at a line
     * feed, a carriage return or both (as {@link java.io.BufferedReader#readLine} splits), and
     * appends each result line and a line feed to {@code out}. Returns the index after the last
     * complete line (the caller keeps the rest for the next chunk). A lean line is scanned in place:
     * the scan stops at the line's terminator, since no terminator is part of any lean form.
     */
    public int evaluateLines(byte[] in, int from, int to, LineBuffer out) {
        int limit = to - 1;
        while (limit >= from && in[limit] != '\n' && in[limit] != '\r') {
            limit--;
        }
        int p = from;
        if (pendingLineFeed && from < to) {
            pendingLineFeed = false;
            if (in[p] == '\n') {
                p++;
            }
        }
        while (p <= limit) {
            int mark = out.length;
            int stop = leanAt(in, p, out);
            if (stop < 0 || in[stop] != '\n' && in[stop] != '\r') {
                out.length = mark;
                stop = p;
                while (in[stop] != '\n' && in[stop] != '\r') {
                    stop++;
                }
                String line = generalLine(new String(in, p, stop - p, StandardCharsets.UTF_8));
                if (line.startsWith("error:")) {
                    errorLines++;
                }
                out.append(line);
            }
            out.append((byte) '\n');
            p = stop + 1;
            if (in[stop] == '\r') {
                if (p > limit) {
                    pendingLineFeed = true;
                } else if (in[p] == '\n') {
                    p++;
                }
            }
        }
        return limit + 1;
    }

    /** Appends the result line of one expression (no newline) to {@code out}. */
    public void evaluate(String expression, StringBuilder out) {
        if (!evaluateLean(expression, out)) {
            out.append(generalLine(expression));
        }
    }

    /** The result line of one expression, as {@code cute-prover eval} prints it. */
    public String evaluateToLine(String expression) {
        StringBuilder line = new StringBuilder(64);
        evaluate(expression, line);
        return line.toString();
    }

    /**
     * The result line of one expression, as {@link #evaluateToLine(String)}, adding to {@code notes} what
     * the algebra says of its result: a broken documented post-condition ({@link BrokenPostcondition}).
     * The lean path gives no such result (its certificates leave them to the general path).
     */
    public String evaluateToLine(String expression, List<String> notes) {
        StringBuilder line = new StringBuilder(64);
        if (!evaluateLean(expression, line)) {
            line.append(generalLine(expression, new ForwardingDecider(Decider.CONCRETE) {
                @Override
                public void postconditionBroken(BrokenPostcondition broken) {
                    notes.add(broken.message());
                }
            }));
        }
        return line.toString();
    }

    /** The general path: the full language, every error as one line. */
    public static String generalLine(String expression) {
        return generalLine(expression, Decider.CONCRETE);
    }

    private static String generalLine(String expression, Decider decider) {
        if (expression.isBlank()) {
            return "error: empty expression";
        }
        try {
            return Values.format(new Evaluator(decider, false, Map.of()).evaluate(expression));
        } catch (CuteError e) {
            return "error: " + e.getMessage();
        } catch (StackOverflowError e) {
            return "error: expression nested too deeply to evaluate";
        } catch (RuntimeException e) {
            // A bug of ours, not of the input: still one line, still no stack trace.
            return "error: internal error (" + e + ") while evaluating \"" + expression + "\"";
        }
    }

    /**
     * The lean path alone: appends the certified answer and returns true, or returns false (having
     * appended nothing) where the line is not one of its forms or its answer is not certified.
     */
    public boolean evaluateLean(String expression, StringBuilder out) {
        int n = expression.length();
        if (text.length < n + 1) {
            text = new byte[2 * n + 1];
        }
        for (int i = 0; i < n; i++) {
            char c = expression.charAt(i);
            // Anything outside ASCII is no lean form: a byte no scan accepts stands for it.
            text[i] = c < 0x80 ? (byte) c : (byte) 0x80;
        }
        text[n] = '\n';
        scratch.length = 0;
        if (leanAt(text, 0, scratch) != n) {
            return false;
        }
        out.append(scratch.toString());
        return true;
    }

    /**
     * Scans one expression at {@code in[at]} and appends its certified lean answer to {@code out};
     * returns the position after the expression (the caller checks that the line ends there), or -1
     * (having appended nothing) where it is not a lean form or has no certified lean answer. The
     * bytes must hold a terminator (a line feed) at the end of the line.
     */
    private int leanAt(byte[] bytes, int at, LineBuffer out) {
        in = bytes;
        pos = at;
        int mark = out.length;
        try {
            if (lean(out)) {
                return pos;
            }
        } catch (ArithmeticException e) {
            // overflow: no lean answer
        }
        out.length = mark;
        return -1;
    }

    private boolean lean(LineBuffer out) {
        byte[] s = in;
        int p = pos;
        byte c = s[p];
        if (c == '(' || c >= '0' && c <= '9') {
            return layout(first) && emit(first, out);
        }
        // Control bytes (the terminator among them) and non-ASCII bytes are no part of a name: the
        // fifth byte is read only when the four before it are none of them.
        if (c <= ' ' || s[p + 1] <= ' ' || s[p + 2] <= ' ' || s[p + 3] <= ' ') {
            return false;
        }
        // The fifth character tells the five calls apart (coal[e]sce, comp[o]sition, comp[l]ement,
        // logi[c]al_divide, eval[(]): one switch instead of trying each name in turn, whose
        // mispredicted comparisons cost more than the rest of a short line's dispatch.
        switch (s[p + 4]) {
            case 'e':
                if (!call(COALESCE) || !layout(first) || !end()) {
                    return false;
                }
                return emit(algebra.coalesce(first, result), out);
            case 'o':
                if (!call(COMPOSITION) || !layout(first) || !comma() || !layout(second) || !end()) {
                    return false;
                }
                return emit(algebra.composition(first, second, result), out);
            case 'l': {
                long target;
                if (!call(COMPLEMENT) || !layout(first) || !comma() || (target = number()) < 1 || !end()) {
                    return false;
                }
                return emit(algebra.complement(first, target, result), out);
            }
            case 'c':
                if (!call(LOGICAL_DIVIDE) || !layout(first) || !comma() || !layout(second) || !end()) {
                    return false;
                }
                return emit(algebra.logicalDivide(first, second, result), out);
            case '(': {
                long index;
                if (!call(EVAL) || !layout(first) || !comma() || (index = number()) < 0 || !end()) {
                    return false;
                }
                long offset = LeanAlgebra.offset(first, index);
                out.ensure(20);
                out.length = FlatTree.writeNumber(out.bytes, out.length, offset);
                return true;
            }
            default:
                return false;
        }
    }

    private static final byte[] COALESCE = ascii("coalesce(");
    private static final byte[] COMPOSITION = ascii("composition(");
    private static final byte[] COMPLEMENT = ascii("complement(");
    private static final byte[] LOGICAL_DIVIDE = ascii("logical_divide(");
    private static final byte[] EVAL = ascii("eval(");

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private boolean emit(boolean certified, LineBuffer out) {
        return certified && emit(result, out);
    }

    /** The layout's line, written straight into the output bytes. */
    private static boolean emit(FlatTree layout, LineBuffer out) {
        out.ensure(layout.maxChars());
        out.length = layout.write(out.bytes, out.length);
        return true;
    }

    /** The call's name and opening parenthesis; a mismatch stops at the latest at the terminator. */
    private boolean call(byte[] head) {
        byte[] s = in;
        int p = pos;
        for (byte b : head) {
            if (s[p++] != b) {
                return false;
            }
        }
        pos = p;
        return true;
    }

    private boolean comma() {
        return accept(',');
    }

    /** The closing parenthesis of the call (the caller checks that the line ends after it). */
    private boolean end() {
        return accept(')');
    }

    /** The terminator never matches, so no bounds check is needed. */
    private boolean accept(char c) {
        if (in[pos] == c) {
            pos++;
            return true;
        }
        return false;
    }

    /** Digits only (at most 18: no overflow); -1 when there are none. */
    private long number() {
        long v = FlatTree.digits(in, pos, end);
        pos = end[0];
        return v;
    }

    /** {@code shape:stride}, congruent, shape entries >= 1, into {@code t}. */
    private boolean layout(FlatTree t) {
        int after = t.read(in, pos);
        if (after < 0) {
            return false;
        }
        pos = after;
        return true;
    }
}
