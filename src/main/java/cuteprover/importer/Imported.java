package cuteprover.importer;

import java.util.List;

/** What {@code import} read from a printout: definitions to write as {@code let}s, and the lines it could not read. */
public record Imported(List<Definition> definitions, List<Problem> problems) {

    /** {@code let name = value}, with comments (what it was printed as, what the printout lost). */
    public record Definition(String name, String value, List<String> comments, int line) { }

    /** A line that could not be read: 1-based line and column. */
    public record Problem(int line, int column, String message) { }
}
