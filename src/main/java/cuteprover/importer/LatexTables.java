package cuteprover.importer;

import cuteprover.CuteError;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Layout;
import cuteprover.layout.LayoutInference;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CuTe's {@code print_latex(layout)}: a {@code % Layout: L} comment, then a TikZ picture with one
 * {@code \node[fill=...] at (m,n) {offset};} per cell. With the comment, the layout is read and every cell is
 * checked against it; a picture without it is turned into the layout it draws (layout inference, shape
 * (rows, columns)). The LaTeX preamble, the grid and the row/column labels are skipped.
 */
final class LatexTables {

    static final String HEADER = "% Layout:";
    private static final Pattern CELL = Pattern.compile("^\\\\node\\[[^\\]]*\\] at \\((\\d+),(\\d+)\\) \\{(-?\\d+)\\};$");

    private LatexTables() {
    }

    static boolean startsPicture(String trimmed) {
        return trimmed.startsWith(HEADER) || trimmed.startsWith("\\documentclass") || trimmed.startsWith("\\begin{tikzpicture}");
    }

    /** One cell of the picture: row, column, printed offset, and where it was printed. */
    private record Cell(int row, int column, long offset, int line, int col) { }

    static int read(PrintoutReader r, int header) {
        String first = r.line(header);
        Layout printed = null;
        String name = null;
        if (first.trim().startsWith(HEADER)) {
            int column = first.indexOf(':') + 1;
            String text = first.substring(column).trim();
            Object v = r.evaluate(PrintedText.withoutStaticMarks(text), header, column + 1, PrintedText.strippedToOriginal(text));
            if (!(v instanceof Layout l)) {
                throw new PrintoutReader.Located(header, column + 1, "print_latex's layout is not a layout: " + text);
            }
            printed = l;
            name = r.define(null, l.toString(), List.of("print_latex at line " + (header + 1) + "; its cells are checked against the layout"), header);
        }
        List<Cell> cells = new ArrayList<>();
        int i = header + 1;
        while (i < r.lineCount() && r.line(i) != null && !r.line(i).trim().equals("\\end{tikzpicture}")) {
            Matcher m = CELL.matcher(r.line(i).trim());
            if (m.matches()) {
                cells.add(new Cell(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Long.parseLong(m.group(3)), i, r.line(i).indexOf('{')));
            }
            i++;
        }
        if (printed != null) {
            check(r, printed, name, cells);
        } else {
            infer(r, cells, header);
        }
        i++;
        if (i < r.lineCount() && r.line(i) != null && r.line(i).trim().equals("\\end{document}")) {
            i++;
        }
        return i;
    }

    private static void check(PrintoutReader r, Layout printed, String name, List<Cell> cells) {
        if (!printed.isStatic() || !printed.hasIntegerStrides()) {
            return;
        }
        for (Cell c : cells) {
            IntTuple coord = printed.shape().isLeaf() || printed.rank() == 1 ? SymInt.of(c.row())
                    : IntTuple.of(SymInt.of(c.row()), SymInt.of(c.column()));
            long want = ((SymInt) Coordinates.crd2offset(coord, printed.shape(), printed.stride())).value();
            if (want != c.offset()) {
                r.problem(new PrintoutReader.Located(c.line(), c.col(), "cell (" + c.row() + "," + c.column() + ") of the print_latex picture is "
                        + c.offset() + " but " + name + " gives " + want));
            }
        }
    }

    private static void infer(PrintoutReader r, List<Cell> cells, int header) {
        int rows = 0;
        int columns = 0;
        for (Cell c : cells) {
            rows = Math.max(rows, c.row() + 1);
            columns = Math.max(columns, c.column() + 1);
        }
        if (cells.isEmpty() || cells.size() != rows * columns) {
            throw new PrintoutReader.Located(header, 0, "the print_latex picture has " + cells.size() + " cells, not a full " + rows + " x "
                    + columns + " table");
        }
        long[] f = new long[rows * columns];
        for (Cell c : cells) {
            f[c.row() + rows * c.column()] = c.offset();
        }
        try {
            Layout inferred = LayoutInference.explain(f, IntTuple.of(SymInt.of(rows), SymInt.of(columns))).orThrow();
            r.define(null, inferred.toString(), List.of("inferred from the print_latex picture at line " + (header + 1) + " (" + rows + " x "
                    + columns + ")"), header);
        } catch (CuteError e) {
            throw new PrintoutReader.Located(header, 0, "the print_latex picture is no layout: " + e.getMessage());
        }
    }
}
