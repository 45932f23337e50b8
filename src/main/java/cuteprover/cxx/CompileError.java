package cuteprover.cxx;

import cuteprover.CuteError;

import java.util.List;

/**
 * The user's C++ does not compile as clang reads it: the compiler's own errors, each at the user's file:line:col (an
 * error inside CuTe's headers, such as a failed {@code static_assert}, at the user's line that instantiated it).
 */
public final class CompileError extends CuteError {

    private final List<Located> errors;

    /** One error: where it is in the user's file (or clang's own position where there is none) and clang's message. */
    public record Located(String file, int line, int col, String message) {
        public String text() {
            return file + ":" + line + ":" + col + ": error: " + message;
        }
    }

    public CompileError(List<Located> errors) {
        super(summary(errors));
        this.errors = List.copyOf(errors);
    }

    public List<Located> errors() {
        return errors;
    }

    private static String summary(List<Located> errors) {
        StringBuilder sb = new StringBuilder();
        for (Located e : errors) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(e.text());
        }
        return sb.toString();
    }
}
