package cuteprover.specfile;

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
                inComment = false;
                inString = false;
            } else if (inComment) {
                sb.setCharAt(i, ' ');
            } else if (c == '"') {
                inString = !inString;
            } else if ((c == '#' || c == '/' && i + 1 < sb.length() && sb.charAt(i + 1) == '/') && !inString) {
                inComment = true;   // # comments, and C++'s // in lines pasted from a kernel
                sb.setCharAt(i, ' ');
            }
        }
        return sb.toString();
    }

    private static final Pattern PREPROCESSOR_IF = Pattern.compile("[ \\t]*#\\s*if(?:def|ndef)?\\b(.*)");
    private static final Pattern PREPROCESSOR_ELSE = Pattern.compile("[ \\t]*#\\s*(?:else|elif)\\b.*");
    private static final Pattern PREPROCESSOR_END = Pattern.compile("[ \\t]*#\\s*endif\\b.*");

    /**
     * Blanks the code a preprocessor conditional disables, {@code #if 0 ... #endif} (a kernel's debug prints): the
     * lines up to its {@code #else} or {@code #endif}, nested conditionals included. Other conditionals are kept (their
     * lines, # comments here, are blanked with the comments).
     */
    private static String blankDisabledCode(String text) {
        String[] lineTexts = text.split("\n", -1);
        int disabledDepth = 0;   // > 0: inside a disabled branch, counting the conditionals opened in it
        for (int l = 0; l < lineTexts.length; l++) {
            String line = lineTexts[l];
            Matcher open = PREPROCESSOR_IF.matcher(line);
            if (disabledDepth > 0) {
                if (open.matches()) {
                    disabledDepth++;
                } else if (PREPROCESSOR_END.matcher(line).matches()) {
                    disabledDepth--;
                } else if (disabledDepth == 1 && PREPROCESSOR_ELSE.matcher(line).matches()) {
                    disabledDepth = 0;   // #else of an #if 0: enabled again
                }
                lineTexts[l] = " ".repeat(line.length());
            } else if (open.matches() && open.group(1).strip().matches("0|false")) {
                disabledDepth = 1;
            }
        }
        return String.join("\n", lineTexts);
    }
}
