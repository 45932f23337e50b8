package cuteprover.importer;

import java.util.List;

/**
 * What {@code import} read from a printout, in the order to write it: definitions to write as {@code let}s,
 * notes for printed values the spec language cannot hold, and the lines it could not read.
 */
public record Imported(List<Entry> entries, List<Problem> problems) {

    /** One thing to write, from a 1-based line of the printout. */
    public sealed interface Entry permits Definition, Note {
        List<String> comments();

        int line();
    }

    /** {@code let name = value}, with comments (what it was printed as, what the printout lost). */
    public record Definition(String name, String value, List<String> comments, int line) implements Entry { }

    /** A printed field with no value in the spec language (a copy atom's element type): written as comments only. */
    public record Note(List<String> comments, int line) implements Entry { }

    /** A line that could not be read: 1-based line and column. */
    public record Problem(int line, int column, String message) { }

    public List<Definition> definitions() {
        return entries.stream().filter(e -> e instanceof Definition).map(e -> (Definition) e).toList();
    }
}
