package cuteprover.specfile;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What of a spec file's text is not code, blanked with spaces so that offsets stay those of the original text: {@code #}
 * and {@code //} comments, C's block comments, and the code a preprocessor conditional disables ({@code #if 0}).
 */
final class SourceBlanking {

    private SourceBlanking() {
    }

    /** Replaces comments by spaces so that offsets stay those of the original text. */
    static String blank(String text) {
        StringBuilder sb = new StringBuilder(blankDisabledCode(text));
        boolean inComment = false;
        boolean inString = false;
        boolean inBlockComment = false;
        for (int i = 0; i < sb.length(); i++) {
            char c = sb.charAt(i);
            if (inBlockComment) {   // C's /* ... */, over lines: blanked, its line breaks kept
                if (c == '*' && i + 1 < sb.length() && sb.charAt(i + 1) == '/') {
                    sb.setCharAt(i + 1, ' ');
                    inBlockComment = false;
                }
                if (c != '\n') {
                    sb.setCharAt(i, ' ');
                }
            } else if (c == '/' && !inComment && !inString && i + 1 < sb.length() && sb.charAt(i + 1) == '*') {
                inBlockComment = true;
                sb.setCharAt(i, ' ');
            } else if (c == '\n') {
                // C++ splices a line ending in a backslash onto the next: a // comment goes on there too
                inComment = inComment && i > 0 && sb.charAt(i - 1) == ' ' && lineEndsInBackslash(text, i);
                inString = false;
            } else if (inComment) {
                sb.setCharAt(i, ' ');
            } else if (inString && c == '\\' && i + 1 < sb.length() && sb.charAt(i + 1) != '\n') {
                // an escape in a string ("a\"//"): neither it nor the escaped character ends the string
                sb.setCharAt(i, ' ');
                sb.setCharAt(i + 1, ' ');
                i++;
            } else if (c == '"') {
                inString = !inString;
            } else if (inString && !lineStartsWith(sb, i, "include")) {
                sb.setCharAt(i, ' ');   // printf("(\n"): a string's brackets and comment marks are no code
            } else if ((c == '#' || c == '/' && i + 1 < sb.length() && sb.charAt(i + 1) == '/') && !inString) {
                inComment = true;   // # comments, and C++'s // in lines pasted from a kernel
                sb.setCharAt(i, ' ');
            }
        }
        return sb.toString();
    }

    /** Whether the line holding offset i starts (after blanks) with {@code word}: a spec's include "file", kept whole. */
    private static boolean lineStartsWith(CharSequence text, int i, String word) {
        int start = i;
        while (start > 0 && text.charAt(start - 1) != '\n') {
            start--;
        }
        while (start < i && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        return text.subSequence(start, Math.min(text.length(), start + word.length())).toString().equals(word);
    }

    /** Whether the original line ending at {@code newline} ends in a backslash (blanked in the copy). */
    private static boolean lineEndsInBackslash(String text, int newline) {
        int k = newline - 1;
        while (k >= 0 && (text.charAt(k) == ' ' || text.charAt(k) == '\t' || text.charAt(k) == '\r')) {
            k--;
        }
        return k >= 0 && text.charAt(k) == '\\';
    }

    private static final Pattern PREPROCESSOR_IF = Pattern.compile("[ \\t]*#\\s*if(def|ndef)?\\b(.*)");
    private static final Pattern PREPROCESSOR_ELSE = Pattern.compile("[ \\t]*#\\s*(else|elif)\\b(.*)");
    private static final Pattern PREPROCESSOR_END = Pattern.compile("[ \\t]*#\\s*endif\\b.*");

    /**
     * A preprocessor conditional whose condition is not known here ({@code #ifdef X}, {@code #if defined(X)}, {@code
     * #if X}): the offsets where its branches start (its {@code #if}, each {@code #elif} and {@code #else}) and where it
     * ends (its {@code #endif}). Every branch is read, each as a region whose guards do not hold after it.
     */
    record Conditional(String condition, List<Integer> branchStarts, int end) { }

    /** An object-like macro's definition, {@code #define K 7}: its name (a function-like one, {@code F(x)}, is not matched). */
    private static final Pattern DEFINE = Pattern.compile("(?m)^[ \\t]*#\\s*define\\s+([A-Za-z_][A-Za-z0-9_]*)(?!\\()");

    /** The object-like macros the text defines: where each definition starts, and its name. */
    static java.util.Map<Integer, String> defines(String text) {
        java.util.Map<Integer, String> out = new java.util.TreeMap<>();
        Matcher m = DEFINE.matcher(blankDisabledCode(text));
        while (m.find()) {
            out.put(m.start(), m.group(1));
        }
        return out;
    }

    /** The conditionals of the text whose conditions are not known, in the order they end. */
    static List<Conditional> unknownConditionals(String text) {
        List<Conditional> out = new ArrayList<>();
        scan(text, out);
        return out;
    }

    /**
     * Blanks the code a preprocessor conditional disables: the branch of {@code #if 0} (a kernel's debug prints) up to
     * its {@code #else} or {@code #endif}, and every {@code #elif}/{@code #else} branch after an {@code #if 1} branch;
     * nested conditionals included. The branches of a conditional whose condition is not known are kept (see {@link
     * Conditional}); the directive lines themselves are blanked with the # comments.
     */
    private static String blankDisabledCode(String text) {
        return scan(text, new ArrayList<>());
    }

    /** One open conditional: its condition, whether it is known, whether a branch was taken, its branches' offsets. */
    private static final class Frame {
        String condition;
        Boolean known;         // null: not known here (also from an #elif of an unknown condition on)
        boolean disabled;      // the current branch is blanked
        boolean taken;         // a branch of a known conditional was kept: every later one is blanked
        final boolean outerDisabled;
        final List<Integer> starts = new ArrayList<>();

        Frame(String condition, Boolean known, boolean outerDisabled) {
            this.condition = condition;
            this.known = known;
            this.outerDisabled = outerDisabled;
        }
    }

    private static String scan(String text, List<Conditional> unknown) {
        String[] lineTexts = text.split("\n", -1);
        java.util.ArrayDeque<Frame> frames = new java.util.ArrayDeque<>();
        int offset = 0;
        for (int l = 0; l < lineTexts.length; l++) {
            String line = lineTexts[l];
            boolean disabled = !frames.isEmpty() && (frames.peek().disabled || frames.peek().outerDisabled);
            Matcher open = PREPROCESSOR_IF.matcher(line);
            Matcher other = PREPROCESSOR_ELSE.matcher(line);
            if (open.matches()) {
                String condition = open.group(2).strip();
                Boolean known = open.group(1) != null ? null : condition.matches("0|false") ? Boolean.FALSE
                        : condition.matches("1|true") ? Boolean.TRUE : null;
                Frame f = new Frame((open.group(1) == null ? "#if " : "#if" + open.group(1) + " ") + condition, known, disabled);
                f.disabled = known == Boolean.FALSE;
                f.taken = known == Boolean.TRUE;
                f.starts.add(offset);
                frames.push(f);
            } else if (other.matches() && !frames.isEmpty()) {
                Frame f = frames.peek();
                if (f.known != null && !f.taken && other.group(1).equals("elif")
                        && !other.group(2).strip().matches("0|false|1|true")) {
                    f.known = null;   // #if 0 ... #elif X: from here on a conditional whose branches are not known
                    f.condition = "#elif " + other.group(2).strip();
                    f.disabled = false;
                    f.starts.add(offset);
                } else if (f.known != null) {
                    // #else of #if 0: enabled; of #if 1 (or after a kept branch): disabled
                    f.disabled = f.taken || other.group(1).equals("elif") && !other.group(2).strip().matches("1|true");
                    f.taken |= !f.disabled;
                } else {
                    f.starts.add(offset);
                }
            } else if (PREPROCESSOR_END.matcher(line).matches() && !frames.isEmpty()) {
                Frame f = frames.pop();
                if (f.known == null && !f.outerDisabled) {
                    unknown.add(new Conditional(f.condition, List.copyOf(f.starts), offset));
                }
            } else if (disabled) {
                lineTexts[l] = " ".repeat(line.length());
            }
            offset += line.length() + 1;
        }
        return String.join("\n", lineTexts);
    }
}
