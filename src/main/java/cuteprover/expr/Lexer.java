package cuteprover.expr;

import java.util.ArrayList;
import java.util.List;

/** Splits expression text into tokens. CuTe's static integers {@code _4} lex as the number 4. */
final class Lexer {

    private static final String[] MULTI = {"==", "!=", "<=", ">=", "&&", "||", "->"};

    private Lexer() {
    }

    /** C++'s {@code ::} inside a name ({@code GMMA::Major::K}), followed by a letter. */
    private static boolean qualifier(String src, int j) {
        return src.startsWith("::", j) && j + 2 < src.length() && (Character.isLetter(src.charAt(j + 2)) || src.charAt(j + 2) == '_');
    }

    static List<Token> lex(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < n && Character.isDigit(src.charAt(j))) {
                    j++;
                }
                out.add(new Token(Token.Kind.NUMBER, src.substring(i, j), i));
                i = j;
            } else if (c == '_' && i + 1 < n && Character.isDigit(src.charAt(i + 1))) {
                int j = i + 1;
                while (j < n && Character.isDigit(src.charAt(j))) {
                    j++;
                }
                out.add(new Token(Token.Kind.NUMBER, src.substring(i + 1, j), i));
                i = j;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(src.charAt(j)) || src.charAt(j) == '_' || src.charAt(j) == '.'
                        || qualifier(src, j))) {
                    j += qualifier(src, j) ? 2 : 1;
                }
                String word = src.substring(i, j);
                int at = i;
                if (word.startsWith("cute::") && word.length() > "cute::".length()) {
                    // cute::make_tiled_mma(...), cute::get<0>(...), cute::_128{}: CuTe's namespace as kernels qualify it
                    word = word.substring("cute::".length());
                    at = i + "cute::".length();
                    if (word.matches("_\\d+")) {
                        out.add(new Token(Token.Kind.NUMBER, word.substring(1), at));
                        i = j;
                        continue;
                    }
                }
                out.add(new Token(word.equals("_") ? Token.Kind.UNDERSCORE : Token.Kind.IDENT, word, at));
                i = j;
            } else if (c == '.' && i + 1 < n && (Character.isLetter(src.charAt(i + 1)) || src.charAt(i + 1) == '_')) {
                // a member call on a call's result: copy_a.get_slice(t).partition_S(gA)
                out.add(new Token(Token.Kind.SYMBOL, ".", i));
                i++;
            } else {
                String sym = String.valueOf(c);
                for (String m : MULTI) {
                    if (src.startsWith(m, i)) {
                        sym = m;
                        break;
                    }
                }
                if ("()[]{},:+-*/%@<>=!|&;?".indexOf(c) < 0) {
                    throw new ParseError(src, i, "unexpected character " + shown(c));
                }
                if (sym.length() == 1 && (c == '=' || c == '&')) {
                    throw new ParseError(src, i, "unexpected character '" + c + "' (did you mean '" + c + c + "'?)");
                }
                out.add(new Token(Token.Kind.SYMBOL, sym, i));
                i += sym.length();
            }
        }
        out.add(new Token(Token.Kind.END, "", n));
        return out;
    }

    /** A character as an error names it: quoted when it prints, else by its code ('U+FFFF'), which a log can show. */
    static String shown(char c) {
        boolean prints = !Character.isISOControl(c) && !Character.isWhitespace(c) && Character.isDefined(c)
                && Character.getType(c) != Character.SURROGATE && Character.getType(c) != Character.FORMAT && c != '\uFFFE' && c != '\uFFFF';
        return prints ? "'" + c + "'" : String.format("U+%04X", (int) c);
    }
}
