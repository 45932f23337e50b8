package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.layout.FlatTree;
import cuteprover.layout.LeanAlgebra;

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
    private final StringBuilder line = new StringBuilder(128);
    /** The current line's characters, then a 0 sentinel (no bounds checks while scanning). */
    private char[] text = new char[256];
    private int textLength;
    private int pos;
    private char[] output = new char[256];
    private final int[] end = new int[1];

    /** Appends the result line of one expression (no newline) to {@code out}. */
    public void evaluate(String expression, StringBuilder out) {
        if (!evaluateLean(expression, out)) {
            out.append(generalLine(expression));
        }
    }

    /** The result line of one expression, as {@code cute-prover eval} prints it. */
    public String evaluateToLine(String expression) {
        line.setLength(0);
        evaluate(expression, line);
        return line.toString();
    }

    /** The general path: the full language, every error as one line. */
    public static String generalLine(String expression) {
        if (expression.isBlank()) {
            return "error: empty expression";
        }
        try {
            return Values.format(Evaluator.concrete().evaluate(expression));
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
        int mark = out.length();
        try {
            if (lean(expression, out)) {
                return true;
            }
        } catch (ArithmeticException e) {
            // overflow: no lean answer
        }
        out.setLength(mark);
        return false;
    }

    private boolean lean(String expression, StringBuilder out) {
        textLength = expression.length();
        if (textLength == 0) {
            return false;
        }
        if (text.length < textLength + 1) {
            text = new char[2 * textLength + 1];
        }
        expression.getChars(0, textLength, text, 0);
        text[textLength] = 0;
        pos = 0;
        char c = text[0];
        if (c == '(' || c >= '0' && c <= '9') {
            if (!layout(first) || pos != textLength) {
                return false;
            }
            return emit(first, out);
        }
        if (textLength < 6) {
            return false;
        }
        // The fifth character tells the five calls apart (coal[e]sce, comp[o]sition, comp[l]ement,
        // logi[c]al_divide, eval[(]): one switch instead of trying each name in turn, whose
        // mispredicted comparisons cost more than the rest of a short line's dispatch.
        switch (text[4]) {
            case 'e':
                if (!call("coalesce(") || !layout(first) || !end()) {
                    return false;
                }
                return emit(algebra.coalesce(first, result), out);
            case 'o':
                if (!call("composition(") || !layout(first) || !comma() || !layout(second) || !end()) {
                    return false;
                }
                return emit(algebra.composition(first, second, result), out);
            case 'l': {
                long target;
                if (!call("complement(") || !layout(first) || !comma() || (target = number()) < 1 || !end()) {
                    return false;
                }
                return emit(algebra.complement(first, target, result), out);
            }
            case 'c':
                if (!call("logical_divide(") || !layout(first) || !comma() || !layout(second) || !end()) {
                    return false;
                }
                return emit(algebra.logicalDivide(first, second, result), out);
            case '(': {
                long index;
                if (!call("eval(") || !layout(first) || !comma() || (index = number()) < 0 || !end()) {
                    return false;
                }
                out.append(LeanAlgebra.offset(first, index));
                return true;
            }
            default:
                return false;
        }
    }

    private boolean emit(boolean certified, StringBuilder out) {
        return certified && emit(result, out);
    }

    /** The layout's line through the reused character buffer: one copy into {@code out}. */
    private boolean emit(FlatTree layout, StringBuilder out) {
        int most = layout.maxChars();
        if (output.length < most) {
            output = new char[2 * most];
        }
        out.append(output, 0, layout.write(output, 0));
        return true;
    }

    private boolean call(String head) {
        int n = head.length();
        if (textLength < n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (text[i] != head.charAt(i)) {
                return false;
            }
        }
        pos = n;
        return true;
    }

    private boolean comma() {
        return accept(',');
    }

    /** The closing parenthesis of the call, and nothing after it. */
    private boolean end() {
        return accept(')') && pos == textLength;
    }

    /** The sentinel 0 never matches, so no bounds check is needed. */
    private boolean accept(char c) {
        if (text[pos] == c) {
            pos++;
            return true;
        }
        return false;
    }

    /** Digits only (at most 18: no overflow); -1 when there are none. */
    private long number() {
        long v = FlatTree.digits(text, pos, end);
        pos = end[0];
        return v;
    }

    /** {@code shape:stride}, congruent, shape entries >= 1, into {@code t}. */
    private boolean layout(FlatTree t) {
        int end = t.read(text, pos);
        if (end < 0) {
            return false;
        }
        pos = end;
        return true;
    }
}
