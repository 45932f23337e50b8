package cuteprover.report;

import cuteprover.render.Xml;

/**
 * Text made fit for XML 1.0: a character XML forbids (controls other than tab, newline and carriage return, U+FFFE,
 * U+FFFF, a lone surrogate) cannot be escaped either, so it is replaced by U+FFFD and counted; a spec file may hold one
 * and the report must still parse.
 */
final class XmlText {

    private int replaced;

    /** How many characters were replaced so far. */
    int replaced() {
        return replaced;
    }

    String clean(String s) {
        if (s.codePoints().allMatch(Xml::allowed)) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().forEach(c -> {
            if (Xml.allowed(c)) {
                sb.appendCodePoint(c);
            } else {
                sb.appendCodePoint(Xml.REPLACEMENT);
                replaced++;
            }
        });
        return sb.toString();
    }
}
