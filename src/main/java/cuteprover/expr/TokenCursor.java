package cuteprover.expr;

import java.util.List;

/**
 * The parser's position in the token list of one source text: look-ahead, consuming, the nesting
 * bound and errors at a token's position.
 */
final class TokenCursor {

    /** Deepest tuple/call nesting accepted; CLI threads have stack for well beyond this. */
    static final int MAX_NESTING = 20_000;

    private final String src;
    private final List<Token> tokens;
    private int at;
    private int nesting;

    TokenCursor(String src) {
        this.src = src;
        this.tokens = Lexer.lex(src);
    }

    String source() {
        return src;
    }

    /** One level deeper (a tuple, a call, template arguments); an error past {@link #MAX_NESTING}. */
    void enter(Token open) {
        if (++nesting > MAX_NESTING) {
            throw error(open, "nesting deeper than " + MAX_NESTING + " levels");
        }
    }

    void leave() {
        nesting--;
    }

    Token peek() {
        return tokens.get(at);
    }

    Token peekAhead(int k) {
        return tokens.get(Math.min(at + k, tokens.size() - 1));
    }

    Token next() {
        return tokens.get(at++);
    }

    boolean accept(String symbol) {
        if (peek().is(symbol)) {
            at++;
            return true;
        }
        return false;
    }

    Token expect(String symbol) {
        Token t = peek();
        if (!t.is(symbol)) {
            throw error(t, "expected '" + symbol + "' but found " + t.describe());
        }
        return next();
    }

    void expectEnd() {
        Token t = peek();
        if (t.kind() != Token.Kind.END) {
            throw error(t, "unexpected " + t.describe() + " after a complete expression");
        }
    }

    ParseError error(Token t, String message) {
        return new ParseError(src, t.pos(), message);
    }

    long number(Token t) {
        try {
            return Long.parseLong(t.text());
        } catch (NumberFormatException ex) {
            throw error(t, "integer " + t.text() + " does not fit in 64 bits");
        }
    }

    /** Whether the call whose '(' is next has two arguments or more (a top-level comma before its ')'). */
    boolean pointerFirst() {
        int depth = 0;
        for (int k = at; k < tokens.size(); k++) {
            Token tk = tokens.get(k);
            if (tk.is("(") || tk.is("[") || tk.is("{")) {
                depth++;
            } else if (tk.is(")") || tk.is("]") || tk.is("}")) {
                if (--depth == 0) {
                    return false;
                }
            } else if (tk.is(",") && depth == 1) {
                return true;
            } else if (tk.kind() == Token.Kind.END) {
                return false;
            }
        }
        return false;
    }

    /** Skips make_tensor's pointer argument and its comma (balanced brackets; the call's '(' already taken). */
    void skipPointer(Token open) {
        int depth = 0;
        while (!(depth == 0 && peek().is(","))) {
            Token tk = next();
            if (tk.kind() == Token.Kind.END) {
                throw error(open, "make_tensor: expected the pointer, then the layout (or shape and stride)");
            }
            if (tk.is("(") || tk.is("[") || tk.is("{")) {
                depth++;
            } else if (tk.is(")") || tk.is("]") || tk.is("}")) {
                depth--;
            }
        }
        next();
    }
}
