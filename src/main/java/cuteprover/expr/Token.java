package cuteprover.expr;

/** A lexical token with its 0-based offset in the source text. */
record Token(Kind kind, String text, int pos) {

    enum Kind { NUMBER, IDENT, UNDERSCORE, SYMBOL, END }

    boolean is(String symbol) {
        return (kind == Kind.SYMBOL || kind == Kind.IDENT) && text.equals(symbol);
    }

    String describe() {
        return kind == Kind.END ? "end of input" : "'" + text + "'";
    }
}
