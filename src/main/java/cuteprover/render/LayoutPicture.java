package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A layout as a table of offsets, as CuTe's {@code print_layout} and {@code print_latex} draw it:
 * rows are mode 0, columns mode 1, the cell at (m,n) holds L(m,n). A rank-1 layout is one row
 * (one column in LaTeX, where CuTe appends a {@code 1:0} mode). A layout of rank 3 or more is drawn
 * as mode 0 by the remaining modes together (colexicographic), with one column-label line per
 * remaining mode giving each column's coordinate in it. Cells are shaded with CuTe's eight greys by
 * offset. Composed layouts ({@code Sw<3,3,3> o 0 o L}) show their composed offsets, as
 * {@code print_layout} does; layouts with scaled-basis strides show coordinate tuples.
 */
public final class LayoutPicture implements GridPicture {

    /** Pictures larger than this are refused (slice the layout first). */
    public static final long MAX_CELLS = 1L << 16;

    private final String header;
    private final IntTuple shape;
    private final String[] labels;
    private final long[] values;
    private final String latexHeader;
    private final Map<Long, String> marks = new LinkedHashMap<>();

    private LayoutPicture(String header, String latexHeader, IntTuple shape, String[] labels, long[] values) {
        this.header = header;
        this.latexHeader = latexHeader;
        this.shape = shape;
        this.labels = labels;
        this.values = values;
    }

    public static LayoutPicture of(Layout layout) {
        long size = staticSize(layout.toString(), layout);
        if (layout.hasIntegerStrides()) {
            long[] table = FlatLayout.of(layout).table();
            return new LayoutPicture(layout.toString(), latexHeader(layout), layout.shape(), numbers(table), table);
        }
        String[] labels = new String[(int) size];
        for (int i = 0; i < size; i++) {
            labels[i] = TupleFormat.format(Coordinates.crd2offset(SymInt.of(i), layout.shape(), layout.stride()));
        }
        return new LayoutPicture(layout.toString(), latexHeader(layout), layout.shape(), labels, null);
    }

    public static LayoutPicture of(ComposedLayout composed) {
        staticSize(composed.toString(), composed.inner());
        long[] table = composed.table();
        return new LayoutPicture(composed.toString(), composed.toString(), composed.inner().shape(), numbers(table), table);
    }

    /** A table of given values over a shape (e.g. a layout's offsets before a swizzle moves them). */
    static LayoutPicture ofValues(String header, IntTuple shape, long[] values) {
        return new LayoutPicture(header, header, shape, numbers(values), values);
    }

    /** CuTe's print_latex prints the layout after {@code append<2>(L, 1:0)}: a rank-1 layout gains a mode. */
    private static String latexHeader(Layout layout) {
        if (layout.shape().isLeaf()) {
            return Layout.concat(List.of(layout, Layout.of(1, 0))).toString();
        }
        if (layout.rank() == 1) {
            return Layout.concat(List.of(layout.mode(0), Layout.of(1, 0))).toString();
        }
        return layout.toString();
    }

    /** Marks the cell of a 1-D index with a tag (a counterexample's coordinate). */
    public LayoutPicture mark(long index, String tag) {
        if (index < 0 || index >= labels.length) {
            throw new CuteError("index " + index + " is outside the domain [0," + labels.length + ") of " + header);
        }
        marks.merge(index, tag, (a, b) -> a + "," + b);
        return this;
    }

    static long staticSize(String text, Layout layout) {
        if (!layout.isStatic()) {
            throw new CuteError("cannot draw " + text + ": its shape or strides are symbolic (give the variables values, e.g. with let)");
        }
        long size = layout.size().value();
        if (size > MAX_CELLS) {
            throw new CuteError(text + " has " + size + " cells; pictures are drawn up to " + MAX_CELLS + " cells (slice it first)");
        }
        return size;
    }

    private static String[] numbers(long[] table) {
        String[] out = new String[table.length];
        for (int i = 0; i < table.length; i++) {
            out[i] = Long.toString(table[i]);
        }
        return out;
    }

    @Override
    public String title() {
        return header;
    }

    /** The value at a 1-D index (integer-valued layouts only). */
    public long value(long index) {
        return values[(int) index];
    }

    public int size() {
        return labels.length;
    }

    /** Rows: the size of mode 0 (1 for rank 1). */
    public int rows() {
        return shape.isLeaf() || shape.rank() == 1 ? 1 : (int) ((SymInt) cuteprover.tuple.Tuples.product(shape.mode(0))).value();
    }

    public int cols() {
        return labels.length / Math.max(1, rows());
    }

    /** The table cell {row, col} of a 1-D index. */
    public int[] cell(long index) {
        int rows = rows();
        return new int[] {(int) (index % rows), (int) (index / rows)};
    }

    @Override
    public Grid grid() {
        int rows = rows();
        int cols = cols();
        Grid g = new Grid(header, rows, cols);
        for (int i = 0; i < labels.length; i++) {
            int[] rc = cell(i);
            g.set(rc[0], rc[1], labels[i], values == null ? Palette.WHITE : Palette.grey(values[i]));
        }
        marks.forEach((i, tag) -> {
            int[] rc = cell(i);
            g.mark(rc[0], rc[1], tag);
        });
        if (!shape.isLeaf() && shape.rank() >= 3) {
            List<String> names = new ArrayList<>();
            List<String[]> levels = new ArrayList<>();
            long[] sizes = new long[shape.rank()];
            for (int k = 1; k < shape.rank(); k++) {
                sizes[k] = ((SymInt) cuteprover.tuple.Tuples.product(shape.mode(k))).value();
            }
            for (int k = shape.rank() - 1; k >= 1; k--) {
                String[] level = new String[cols];
                long below = 1;
                for (int j = 1; j < k; j++) {
                    below *= sizes[j];
                }
                for (int c = 0; c < cols; c++) {
                    level[c] = Long.toString(c / below % sizes[k]);
                }
                names.add("m" + k);
                levels.add(level);
            }
            g.columnLevels(names, levels);
        }
        return g;
    }

    /** CuTe's print_layout (any rank; rank 1 as one row); marked cells carry a {@code *}. */
    @Override
    public String text() {
        long max = 0;
        if (values != null) {
            for (long v : values) {
                max = Math.max(max, v);
            }
        }
        int minWidth = values == null || values.length == 0 ? 1 : Long.toString(max + 1).length();
        return TextTable.render(grid(), header, minWidth);
    }

    /** CuTe's print_latex: TikZ nodes at (m,n), greys by offset, the grid, row and column labels. */
    @Override
    public String latex() {
        boolean rankOne = shape.isLeaf() || shape.rank() == 1;
        int m = rankOne ? labels.length : rows();
        int n = rankOne ? 1 : cols();
        StringBuilder sb = new StringBuilder();
        sb.append("% Layout: ").append(latexHeader).append('\n');
        Latex.begin(sb);
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                int i = r + m * c;
                String fill = values == null ? "white" : Palette.greyTikz(values[i]);
                sb.append(String.format(Locale.ROOT, "\\node[fill=%s] at (%d,%d) {%s};%n", fill, r, c, labels[i]));
            }
        }
        sb.append(String.format(Locale.ROOT, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (%d,%d);%n%n", m, n));
        Latex.rowLabels(sb, m, 0);
        Latex.columnLabels(sb, n, 0);
        Latex.end(sb);
        return sb.toString();
    }
}
