package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A layout as a table of offsets, in the format of CuTe's {@code print_layout}: rows are the first
 * mode, columns the second. A rank-1 layout is one row; for rank above 2 the columns are the
 * remaining modes together, in colexicographic order. Cells whose index is in {@code marked} are
 * flagged with {@code *}, to show where a counterexample lies.
 */
public final class LayoutTable {

    /** Tables larger than this are not drawn (counterexamples point at cells, not at pages). */
    public static final long MAX_CELLS = 4096;

    private LayoutTable() {
    }

    public static String render(Layout layout) {
        return render(layout, Set.of());
    }

    public static String render(Layout layout, Set<Long> marked) {
        Layout[] rc = rowsAndColumns(layout);
        FlatLayout flat = FlatLayout.of(layout);
        long rows = FlatLayout.of(rc[0]).size();
        long cols = FlatLayout.of(rc[1]).size();
        if (rows * cols > MAX_CELLS) {
            throw new CuteError("layout " + layout + " has " + rows * cols + " cells; tables are drawn up to " + MAX_CELLS);
        }
        long[] table = flat.table();
        int width = digits(table.length == 0 ? 0 : table[table.length - 1] + 1);
        for (long v : table) {
            width = Math.max(width, digits(v));
        }
        int idxWidth = width + 2 + (marked.isEmpty() ? 0 : 1);
        StringBuilder sb = new StringBuilder();
        sb.append(layout).append('\n');
        sb.append("    ");
        for (long n = 0; n < cols; n++) {
            sb.append("  ").append(pad(Long.toString(n), idxWidth - 2)).append(' ');
        }
        sb.append('\n');
        String rule = "    " + ("+" + "-".repeat(idxWidth)).repeat((int) cols) + "+\n";
        for (long m = 0; m < rows; m++) {
            sb.append(rule);
            sb.append(pad(Long.toString(m), 2)).append("  ");
            for (long n = 0; n < cols; n++) {
                long index = m + rows * n;
                String cell = Long.toString(table[(int) index]);
                if (!marked.isEmpty()) {
                    cell = cell + (marked.contains(index) ? "*" : " ");
                }
                sb.append("| ").append(pad(cell, idxWidth - 2)).append(' ');
            }
            sb.append("|\n");
        }
        sb.append(rule);
        return sb.toString();
    }

    /** Splits a layout into its row mode and its column mode (rank 1: a single row). */
    static Layout[] rowsAndColumns(Layout layout) {
        IntTuple shape = layout.shape();
        IntTuple stride = layout.stride();
        if (shape.isLeaf() || shape.rank() == 1) {
            Layout one = new Layout(cuteprover.tuple.SymInt.ONE, cuteprover.tuple.SymInt.ZERO);
            return new Layout[] {one, layout};
        }
        Layout rows = layout.mode(0);
        List<IntTuple> restShape = new ArrayList<>();
        List<IntTuple> restStride = new ArrayList<>();
        for (int i = 1; i < shape.rank(); i++) {
            restShape.add(shape.mode(i));
            restStride.add(stride.mode(i));
        }
        Layout cols = new Layout(new Tuple(restShape), new Tuple(restStride));
        return new Layout[] {rows, cols};
    }

    private static int digits(long v) {
        return Long.toString(v).length();
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }
}
