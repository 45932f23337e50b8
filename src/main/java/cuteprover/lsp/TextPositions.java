package cuteprover.lsp;

import cuteprover.specfile.SourcePos;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

import java.util.List;

/**
 * Positions between the checker and the protocol: the checker counts lines and columns from 1, LSP from 0. Both count
 * columns in UTF-16 code units (Java's chars, LSP's default encoding), so a column converts by subtracting one.
 */
final class TextPositions {

    private TextPositions() {
    }

    static Position of(SourcePos pos) {
        return new Position(Math.max(0, pos.line() - 1), Math.max(0, pos.column() - 1));
    }

    /** The text's lines without their terminators ({@code \r\n} or {@code \n}). */
    static List<String> lines(String text) {
        return List.of(text.split("\r?\n", -1));
    }

    /**
     * A property's range: from its position to the end of its line's text (a statement's squiggle covers the statement
     * as written on that line). A position past the text is a zero-width range there.
     */
    static Range toLineEnd(List<String> lines, SourcePos pos) {
        Position start = of(pos);
        String line = start.getLine() < lines.size() ? lines.get(start.getLine()) : "";
        int end = line.stripTrailing().length();
        return new Range(start, new Position(start.getLine(), Math.max(start.getCharacter(), end)));
    }

    /**
     * An input error's range: the word (a name, a number) at its position, else the one character there, else (at the end
     * of a line) nothing; a client then marks the place itself.
     */
    static Range word(List<String> lines, SourcePos pos) {
        Position start = of(pos);
        String line = start.getLine() < lines.size() ? lines.get(start.getLine()) : "";
        int from = Math.min(start.getCharacter(), line.length());
        int to = from;
        while (to < line.length() && isNameChar(line.charAt(to))) {
            to++;
        }
        if (to == from && from < line.length()) {
            to = from + 1;
        }
        return new Range(new Position(start.getLine(), from), new Position(start.getLine(), to));
    }

    /** The name under a cursor ({@code sA}, a dotted model name {@code sm90.gmma}), or null where there is none. */
    static Name nameAt(List<String> lines, Position at) {
        if (at.getLine() >= lines.size()) {
            return null;
        }
        String line = lines.get(at.getLine());
        int c = Math.min(at.getCharacter(), line.length());
        int from = c;
        while (from > 0 && isNameChar(line.charAt(from - 1))) {
            from--;
        }
        int to = c;
        while (to < line.length() && isNameChar(line.charAt(to))) {
            to++;
        }
        if (from == to || Character.isDigit(line.charAt(from))) {
            return null;
        }
        return new Name(line.substring(from, to), new Range(new Position(at.getLine(), from), new Position(at.getLine(), to)));
    }

    /** A name as written in the text, with where it is written. */
    record Name(String text, Range range) { }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '.';
    }
}
