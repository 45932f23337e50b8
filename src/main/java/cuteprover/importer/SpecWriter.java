package cuteprover.importer;

import java.util.List;

/** Writes what {@link PrintoutReader} read as a spec file: one commented {@code let} per layout found. */
public final class SpecWriter {

    private SpecWriter() {
    }

    public static String write(String source, List<String> sourceLines, Imported imported) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Imported by cute-prover import from ").append(source).append(": ").append(imported.definitions().size())
                .append(" definition(s), each the layout that a CuTe printout showed (static values as printed).\n");
        if (!imported.problems().isEmpty()) {
            sb.append("# ").append(imported.problems().size()).append(" line(s) could not be read (see the errors).\n");
        }
        int lastLine = -1;
        for (Imported.Entry e : imported.entries()) {
            if (e.line() != lastLine) {
                sb.append('\n');
            }
            if (e.line() != lastLine && e.line() - 1 < sourceLines.size()) {
                sb.append("# ").append(source).append(':').append(e.line()).append(": ").append(sourceLines.get(e.line() - 1).strip()).append('\n');
            }
            lastLine = e.line();
            for (String c : e.comments()) {
                sb.append("# ").append(c).append('\n');
            }
            if (e instanceof Imported.Definition d) {
                sb.append("let ").append(d.name()).append(" = ").append(d.value()).append('\n');
            }
        }
        return sb.toString();
    }
}
