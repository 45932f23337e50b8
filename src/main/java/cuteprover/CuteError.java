package cuteprover;

/**
 * A rejected input or a failed defining property. The message is user-facing: it names the input,
 * the position where one exists, and the violated condition (with a witness where one exists). The
 * CLI prints it as {@code error: <message>} and never shows a stack trace.
 */
public class CuteError extends RuntimeException {

    public CuteError(String message) {
        super(message, null, false, false);
    }

    public static CuteError overflow(String what) {
        return new CuteError("integer overflow: " + what + " does not fit in 64 bits");
    }
}
