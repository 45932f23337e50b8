package cuteprover.expr;

import cuteprover.CuteError;

/** A syntax error: names the input, the 1-based column, and what was expected. */
public final class ParseError extends CuteError {

    private final int column;

    public ParseError(String source, int offset, String message) {
        super(offset, message, CuteError.message(offset, message, source));
        this.column = offset + 1;
    }

    public int column() {
        return column;
    }
}
