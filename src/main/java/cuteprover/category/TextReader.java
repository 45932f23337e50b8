package cuteprover.category;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the category package's text forms: nested tuples in CuTe notation and morphisms
 * {@code S-(α)->T} (see {@link NestMorphism#toString()}). Errors name the column.
 */
final class TextReader {

    private final String text;
    private int pos;

    TextReader(String text) {
        this.text = text;
    }

    NestedTuple readWholeTuple() {
        NestedTuple t = readTuple();
        expectEnd();
        return t;
    }

    NestMorphism readWholeMorphism() {
        NestedTuple domain = readTuple();
        skipSpaces();
        expect('-');
        expect('(');
        List<Integer> images = new ArrayList<>();
        skipSpaces();
        if (peek() != ')') {
            do {
                skipSpaces();
                if (peek() == '*') {
                    pos++;
                    images.add(0);
                } else {
                    long v = readNumber();
                    if (v > Integer.MAX_VALUE) {
                        throw error("codomain index " + v + " is too large");
                    }
                    images.add((int) v);
                }
                skipSpaces();
            } while (accept(','));
        }
        expect(')');
        expect('-');
        expect('>');
        NestedTuple codomain = readTuple();
        expectEnd();
        int[] map = new int[images.size()];
        for (int i = 0; i < map.length; i++) {
            map[i] = images.get(i);
        }
        return NestMorphism.of(domain, codomain, map);
    }

    private NestedTuple readTuple() {
        skipSpaces();
        if (accept('(')) {
            List<NestedTuple> modes = new ArrayList<>();
            skipSpaces();
            if (!accept(')')) {
                do {
                    modes.add(readTuple());
                    skipSpaces();
                } while (accept(','));
                expect(')');
            }
            return NestedTuple.tuple(modes);
        }
        long v = readNumber();
        if (v < 1) {
            throw error("a nested tuple entry must be a positive integer, got " + v);
        }
        return NestedTuple.integer(v);
    }

    private long readNumber() {
        skipSpaces();
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        if (start == pos) {
            throw error("expected a number");
        }
        try {
            return Long.parseLong(text.substring(start, pos));
        } catch (NumberFormatException e) {
            throw error("number " + text.substring(start, pos) + " does not fit in 64 bits");
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private boolean accept(char c) {
        skipSpaces();
        if (peek() == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!accept(c)) {
            throw error("expected '" + c + "'");
        }
    }

    private void expectEnd() {
        skipSpaces();
        if (pos != text.length()) {
            throw error("unexpected '" + text.charAt(pos) + "'");
        }
    }

    private void skipSpaces() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private CuteError error(String message) {
        String reason = message + " in \"" + text + "\"";
        return CuteError.at(pos, reason);
    }
}
