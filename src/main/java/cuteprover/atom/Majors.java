package cuteprover.atom;

import cuteprover.CuteError;

/** A major-ness template argument ({@code GMMA::Major::K}, {@code cute::UMMA::Major::MN}) as "K" or "MN". */
final class Majors {

    private Majors() {
    }

    static String of(TypeName t, String family, String where) {
        String s = t.toString();
        String[] parts = s.split("::");
        String last = parts[parts.length - 1];
        boolean ok = t.args().isEmpty() && parts.length >= 2 && parts[parts.length - 2].equals("Major")
                && (last.equals("K") || last.equals("MN"));
        if (!ok) {
            throw new CuteError(where + ": expected " + family + "::Major::K or " + family + "::Major::MN but found " + s);
        }
        return last;
    }
}
