package cuteprover;

/**
 * A rejected input or a failed defining property. The message is user-facing: it names the input,
 * the position where one exists, and the violated condition (with a witness where one exists). The
 * CLI prints it as {@code error: <message>} and never shows a stack trace.
 */
public class CuteError extends RuntimeException {

    private final int offset;
    private final String reason;

    public CuteError(String message) {
        super(message, null, false, false);
        this.offset = -1;
        this.reason = message;
    }

    /**
     * An error at a 0-based offset of the source text: {@code reason} is the message without the
     * position, so that spec files can report it as {@code file:line:col: reason}.
     */
    public CuteError(int offset, String reason, String message) {
        super(message, null, false, false);
        this.offset = offset;
        this.reason = reason;
    }

    /** 0-based offset in the expression text, or -1 when the error has no position. */
    public int offset() {
        return offset;
    }

    /** The message without position and source text. */
    public String reason() {
        return reason;
    }

    /**
     * An error at a 0-based offset of an expression: {@code at column N: reason} where the expression is
     * the whole input; a spec file reports the reason under the property's own position.
     */
    public static CuteError at(int offset, String reason) {
        return new CuteError(offset, reason, message(offset, reason, null));
    }

    /** As {@link #at(int, String)}, naming the expression text it is in ({@code ... in "text"}) when there is one. */
    public static CuteError at(int offset, String reason, String source) {
        return new CuteError(offset, reason, message(offset, reason, source));
    }

    /** {@code at column N: reason in "source"}, the one form of a positioned message. */
    public static String message(int offset, String reason, String source) {
        return "at column " + (offset + 1) + ": " + reason + (source == null || source.isEmpty() ? "" : " in \"" + source + "\"");
    }

    public static CuteError overflow(String what) {
        return new CuteError("integer overflow: " + what + " does not fit in 64 bits");
    }
}
