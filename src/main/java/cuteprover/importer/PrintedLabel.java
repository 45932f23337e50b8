package cuteprover.importer;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The free text a program prints in front of a printout ({@code print("tensor sB: "); print(sB);}): everything
 * before the line's first colon, when that colon ends the line or is followed by white space. A layout's own
 * colons never are (CuTe prints {@code (_8,_4):(_1,_8)}), so the label may hold spaces and any other text.
 *
 * @param text       the label, trimmed
 * @param bodyColumn 0-based column where the printout after the label starts (the line's length if none)
 */
record PrintedLabel(String text, int bodyColumn) {

    /** The label in front of {@code line}, or null: it must start with a letter (or {@code _} and a letter). */
    static PrintedLabel find(String line) {
        int colon = line.indexOf(':');
        if (colon < 0 || colon + 1 < line.length() && !Character.isWhitespace(line.charAt(colon + 1))) {
            return null;
        }
        String text = line.substring(0, colon).trim();
        boolean startsLikeAName = !text.isEmpty() && (Character.isLetter(text.charAt(0))
                || text.length() > 1 && text.charAt(0) == '_' && Character.isLetter(text.charAt(1)));
        if (!startsLikeAName) {
            return null;
        }
        int body = colon + 1;
        while (body < line.length() && Character.isWhitespace(line.charAt(body))) {
            body++;
        }
        return new PrintedLabel(text, body);
    }

    /**
     * The let name for a label: its words joined by {@code _} ({@code tensor sB} gives {@code tensor_sB},
     * {@code sA (smem) [0]} gives {@code sA_smem_0}). Every word is kept so that two labels of one tensor
     * ({@code tensor sB}, {@code layout of sB}) stay two names, each found by reading the printout.
     */
    static String identifier(String label) {
        String joined = Arrays.stream(label.split("[^A-Za-z0-9_]+")).filter(w -> !w.isEmpty()).collect(Collectors.joining("_"));
        if (joined.isEmpty()) {
            return "layout";
        }
        return Character.isLetter(joined.charAt(0)) ? joined : "l" + joined;
    }
}
