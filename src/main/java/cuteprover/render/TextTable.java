package cuteprover.render;

/**
 * A {@link Grid} as text, in the format of CuTe's {@code print_layout}: a header line, the column
 * labels, then one row of {@code | cell } entries per grid row between {@code +----+} rules. Cells
 * are right-aligned to the widest label (at least {@code minWidth} characters); a label of two lines
 * is printed on one, separated by a space. A grid with several column-label levels prints one label
 * line per level, each named in the left margin. Marked cells carry a trailing {@code *}.
 */
public final class TextTable {

    private TextTable() {
    }

    public static String render(Grid g, String header, int minWidth) {
        int width = minWidth;
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                width = Math.max(width, text(g.label(r, c)).length());
            }
        }
        boolean marks = g.hasMarks();
        int idxWidth = width + 2 + (marks ? 1 : 0);
        StringBuilder sb = new StringBuilder();
        if (header != null) {
            sb.append(header).append('\n');
        }
        for (int l = 0; l < g.columnLevels().size(); l++) {
            String name = g.columnLevelNames().get(l);
            sb.append(name.isEmpty() ? "    " : pad(name, 3) + " ");
            String[] labels = g.columnLevels().get(l);
            for (int c = 0; c < g.cols(); c++) {
                sb.append("  ").append(pad(labels[c], idxWidth - 2)).append(' ');
            }
            sb.append('\n');
        }
        String rule = "    " + ("+" + "-".repeat(idxWidth)).repeat(g.cols()) + "+\n";
        for (int r = 0; r < g.rows(); r++) {
            sb.append(rule);
            sb.append(pad(g.rowLabel(r), 2)).append("  ");
            for (int c = 0; c < g.cols(); c++) {
                String cell = text(g.label(r, c));
                if (marks) {
                    cell = cell + (g.mark(r, c) != null ? "*" : " ");
                }
                sb.append("| ").append(pad(cell, idxWidth - 2)).append(' ');
            }
            sb.append("|\n");
        }
        sb.append(rule);
        for (String caption : g.captions()) {
            sb.append(caption).append('\n');
        }
        return sb.toString();
    }

    private static String text(String label) {
        return label == null ? "" : label.replace('\n', ' ');
    }

    static String pad(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }
}
