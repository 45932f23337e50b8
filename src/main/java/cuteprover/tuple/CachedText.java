package cuteprover.tuple;

import java.util.function.Supplier;

/**
 * An immutable value's text, formatted once: a polynomial's or an operation's text is the sort key
 * of atoms and is asked for at every comparison. A racing thread may format the same string again.
 */
final class CachedText {

    private String text;

    String get(Supplier<String> format) {
        String t = text;
        if (t == null) {
            t = format.get();
            text = t;
        }
        return t;
    }
}
