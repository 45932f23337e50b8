package cuteprover.cxx;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One of clang's diagnostics ({@code file:line:col: error: message}) with the notes that follow it: for an error inside
 * CuTe's headers, the notes' chain of "in instantiation of ... requested here" leads to the user's line.
 */
public record ClangDiagnostic(String file, int line, int col, String severity, String message, List<ClangDiagnostic> notes) {

    private static final Pattern LINE = Pattern.compile("^(.*?):(\\d+):(\\d+): (fatal error|error|warning|note): (.*)$");
    /** The include stack clang prints above a diagnostic in a header: the user's #include line is in it. */
    private static final Pattern INCLUDED = Pattern.compile("^(?:In file included from|\\s+from) (.*?):(\\d+):$");

    public boolean isError() {
        return severity.endsWith("error");
    }

    /** {@code file:line:col: severity: message}, the compiler's own format. */
    public String text() {
        return file + ":" + line + ":" + col + ": " + severity + ": " + message;
    }

    /** Clang's standard error output, read as diagnostics (with carets off); lines of no diagnostic are skipped. */
    static List<ClangDiagnostic> parse(String stderr) {
        List<ClangDiagnostic> out = new ArrayList<>();
        List<ClangDiagnostic> notes = null;
        List<ClangDiagnostic> includedFrom = new ArrayList<>();
        for (String l : stderr.split("\n")) {
            Matcher inc = INCLUDED.matcher(l);
            if (inc.matches()) {
                // innermost first, as clang prints it: the outermost (the user's file) ends the list
                includedFrom.add(new ClangDiagnostic(inc.group(1), Integer.parseInt(inc.group(2)), 1, "note", "included from here", List.of()));
                continue;
            }
            Matcher m = LINE.matcher(l);
            if (!m.matches()) {
                continue;
            }
            if (m.group(4).equals("note")) {
                if (notes != null) {
                    notes.add(new ClangDiagnostic(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), "note", m.group(5), List.of()));
                }
                continue;
            }
            notes = new ArrayList<>(includedFrom);
            includedFrom.clear();
            out.add(new ClangDiagnostic(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), m.group(4), m.group(5), notes));
        }
        List<ClangDiagnostic> frozen = new ArrayList<>();
        for (ClangDiagnostic d : out) {
            frozen.add(new ClangDiagnostic(d.file, d.line, d.col, d.severity, d.message, List.copyOf(d.notes)));
        }
        return frozen;
    }

    /**
     * Where in the user's files ({@code isUsers}) this diagnostic comes from: its own position when it is there, else the last note there
     * (the outermost "requested here" of an instantiation chain), else null.
     */
    public ClangDiagnostic inFile(java.util.function.Predicate<String> isUsers) {
        if (isUsers.test(file)) {
            return this;
        }
        ClangDiagnostic found = null;
        for (ClangDiagnostic n : notes) {
            if (isUsers.test(n.file)) {
                found = n;
            }
        }
        return found;
    }

    static boolean sameFile(String reported, Path file) {
        Path p = Path.of(reported);
        return p.isAbsolute() ? p.normalize().equals(file.toAbsolutePath().normalize()) : file.endsWith(p);
    }
}
