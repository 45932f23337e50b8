package cuteprover.cxx;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;

/**
 * A compile command written as one string (the {@code command} of a compilation database, a
 * {@code --flags} option) is split into words as a POSIX shell splits it, because that is how the
 * build ran it; nothing is expanded.
 */
public final class CommandLine {

    private CommandLine() {
    }

    /**
     * The words of {@code flags}: blanks (space, tab, newline) separate words; {@code '...'} is literal;
     * inside {@code "..."} a backslash escapes only {@code "}, {@code \}, {@code $}, a backquote and a
     * newline; outside quotes a backslash escapes any character; a backslash-newline is removed. Quotes
     * join with the text around them, and {@code ''} is an empty word.
     *
     * @throws CuteError for a quote that is never closed, naming its 0-based offset and the flags
     */
    public static List<String> split(String flags) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        int n = flags.length();
        while (i < n) {
            char c = flags.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                i++;
            } else if (c == '\'') {
                int close = flags.indexOf('\'', i + 1);
                if (close < 0) {
                    throw unclosed("single quote", i, flags);
                }
                word.append(flags, i + 1, close);
                inWord = true;
                i = close + 1;
            } else if (c == '"') {
                i = doubleQuoted(flags, i, word);
                inWord = true;
            } else if (c == '\\') {
                if (i + 1 < n && flags.charAt(i + 1) == '\n') {
                    i += 2;
                } else if (i + 1 < n) {
                    word.append(flags.charAt(i + 1));
                    inWord = true;
                    i += 2;
                } else {
                    word.append('\\');
                    inWord = true;
                    i++;
                }
            } else {
                word.append(c);
                inWord = true;
                i++;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return List.copyOf(words);
    }

    /** Appends the double-quoted text opened at {@code open} to {@code word}; returns the offset after the closing quote. */
    private static int doubleQuoted(String flags, int open, StringBuilder word) {
        int i = open + 1;
        while (i < flags.length()) {
            char c = flags.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            if (c == '\\' && i + 1 < flags.length()) {
                char next = flags.charAt(i + 1);
                if (next == '\n') {
                    i += 2;
                    continue;
                }
                if (next == '"' || next == '\\' || next == '$' || next == '`') {
                    word.append(next);
                    i += 2;
                    continue;
                }
            }
            word.append(c);
            i++;
        }
        throw unclosed("double quote", open, flags);
    }

    private static CuteError unclosed(String quote, int offset, String flags) {
        String reason = "unclosed " + quote + " (opened at offset " + offset + ")";
        return new CuteError(offset, reason, reason + " in compile flags: " + flags);
    }
}
