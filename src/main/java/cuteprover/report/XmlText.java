package cuteprover.report;

/**
 * Text made fit for XML 1.0: a character XML forbids (controls other than tab, newline and carriage return, U+FFFE,
 * U+FFFF, a lone surrogate) cannot be escaped either, so it is replaced by U+FFFD and counted; a spec file may hold one
 * and the report must still parse.
 */
final class XmlText {

    static final char REPLACEMENT = '\uFFFD';

    private int replaced;

    /** How many characters were replaced so far. */
    int replaced() {
        return replaced;
    }

    String clean(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
            boolean allowed = pair || c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD);
            if (!allowed && sb == null) {
                sb = new StringBuilder(s.length()).append(s, 0, i);
            }
            if (sb != null) {
                if (allowed) {
                    sb.append(c);
                } else {
                    sb.append(REPLACEMENT);
                    replaced++;
                }
            }
            if (pair) {
                i++;
                if (sb != null) {
                    sb.append(s.charAt(i));
                }
            }
        }
        return sb == null ? s : sb.toString();
    }
}
