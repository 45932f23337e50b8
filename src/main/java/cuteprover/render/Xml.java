package cuteprover.render;

/** Escaping for XML and HTML text and attribute values. */
public final class Xml {

    private Xml() {
    }

    /** U+FFFD, written for a character XML 1.0 forbids. */
    public static final int REPLACEMENT = 0xFFFD;

    /**
     * Whether XML 1.0 allows the character at all (its Char production): not the controls other than tab, newline and
     * carriage return, not U+FFFE or U+FFFF, not a lone surrogate. A forbidden one cannot even be escaped.
     */
    public static boolean allowed(int codePoint) {
        return codePoint == '\t' || codePoint == '\n' || codePoint == '\r' || (codePoint >= 0x20 && codePoint <= 0xD7FF)
                || (codePoint >= 0xE000 && codePoint <= 0xFFFD) || (codePoint >= 0x10000 && codePoint <= 0x10FFFF);
    }

    public static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 8);
        text.codePoints().forEach(c -> {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.appendCodePoint(allowed(c) ? c : REPLACEMENT);
            }
        });
        return sb.toString();
    }
}
