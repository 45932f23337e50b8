package cuteprover.importer;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.LayoutInference;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CuTe's {@code print_layout} tables: a line of column indices, then rows {@code r | v | v | ... |} between
 * {@code +----+} lines. Below a printed layout, every cell is checked against it; alone, the table is
 * turned into the layout that it is a picture of (layout inference, shape (rows, columns)).
 */
final class Tables {

    private static final Pattern ROW = Pattern.compile("^\\s*(\\d+)\\s+\\|(.*)\\|\\s*$");
    private static final Pattern RULE = Pattern.compile("^\\s*\\+(-+\\+)+\\s*$");

    private Tables() {
    }

    /** The table at {@code header}; {@code printed} is the layout or composed layout printed above it, or null. */
    static int read(PrintoutReader r, int header, Object printed, String printedName) {
        int columns = r.line(header).trim().split("\\s+").length;
        List<long[]> rows = new ArrayList<>();
        int i = header + 1;
        while (i < r.lineCount() && r.line(i) != null && !r.line(i).isBlank()) {
            String line = r.line(i);
            if (RULE.matcher(line).matches()) {
                i++;
                continue;
            }
            Matcher m = ROW.matcher(line);
            if (!m.matches()) {
                break;
            }
            if (Integer.parseInt(m.group(1)) != rows.size()) {
                throw new PrintoutReader.Located(i, PrintoutReader.indentOf(line), "expected row " + rows.size() + " of the table, found row " + m.group(1));
            }
            String[] cells = m.group(2).split("\\|", -1);
            if (cells.length != columns) {
                throw new PrintoutReader.Located(i, m.start(2), "row " + m.group(1) + " has " + cells.length + " cells but the table has "
                        + columns + " columns");
            }
            long[] row = new long[columns];
            int col = m.start(2);
            for (int c = 0; c < columns; c++) {
                String cell = cells[c].trim();
                try {
                    row[c] = Long.parseLong(cell);
                } catch (NumberFormatException e) {
                    throw new PrintoutReader.Located(i, col + cells[c].indexOf(cell.isEmpty() ? " " : cell), "cell '" + cell
                            + "' is not an integer offset");
                }
                col += cells[c].length() + 1;
            }
            rows.add(row);
            i++;
        }
        if (rows.isEmpty()) {
            throw new PrintoutReader.Located(header, 0, "a print_layout header without rows");
        }
        int nRows = rows.size();
        long[] f = new long[nRows * columns];
        for (int c = 0; c < columns; c++) {
            for (int k = 0; k < nRows; k++) {
                f[k + nRows * c] = rows.get(k)[c];
            }
        }
        if (printed != null) {
            try {
                check(printed, printedName, f, nRows, columns, header);
            } catch (PrintoutReader.Located e) {
                r.problem(e); // the table is read; go on after it
            }
            return i;
        }
        try {
            Layout inferred = LayoutInference.explain(f, IntTuple.of(SymInt.of(nRows), SymInt.of(columns))).orThrow();
            r.define(null, inferred.toString(), List.of("inferred from the print_layout table at line " + (header + 1) + " (" + nRows + " x "
                    + columns + ")"), header);
        } catch (CuteError e) {
            // one error for the table; its rows are not read again as printouts of their own
            r.problem(new PrintoutReader.Located(header, 0, "the print_layout table is no layout: " + e.getMessage()));
        }
        return i;
    }

    private static void check(Object printed, String name, long[] f, int rows, int columns, int header) {
        Layout inner = printed instanceof ComposedLayout c ? c.inner() : (Layout) printed;
        if (!inner.isStatic() || !inner.hasIntegerStrides()) {
            return;
        }
        long[] table = printed instanceof ComposedLayout c ? c.table() : FlatLayout.of(inner).table();
        if (table.length != f.length) {
            throw new PrintoutReader.Located(header, 0, "the table has " + f.length + " cells but " + name + " has " + table.length);
        }
        for (int k = 0; k < f.length; k++) {
            if (table[k] != f[k]) {
                throw new PrintoutReader.Located(header + 2 + 2 * (k % rows), 0, "cell (" + (k % rows) + "," + (k / rows) + ") of the table is "
                        + f[k] + " but " + name + " gives " + table[k]);
            }
        }
    }
}
