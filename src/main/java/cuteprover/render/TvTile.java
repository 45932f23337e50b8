package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;

import java.util.Arrays;

/**
 * A thread-value layout evaluated on its tile: for every (thread, value), in CuTe's order (thread
 * outer, value inner), the tile cell it maps to, and for every cell the first (thread, value) that
 * reaches it and how many do. The layout maps (t,v) to a 1-D index of the tile; {@link Orientation}
 * says how the index is a cell: colexicographically (CuTe's identity tensor: {@code idx = m + M*n})
 * or row-major ({@code idx = c + cols*r}, PTX's K x N picture of an MMA B operand, which CuTe stores
 * as N x K).
 */
final class TvTile {

    enum Orientation { COLEX, ROW_MAJOR }

    final String text;
    final int threads;
    final int values;
    final int rows;
    final int cols;
    /** Cell of (t,v) at t*values+v: row*cols+col. */
    final int[] cellOf;
    final int[] ownerThread;
    final int[] ownerValue;
    final int[] count;

    TvTile(String text, Layout tv, int rows, int cols, Orientation orientation) {
        this.text = text;
        if (!tv.isStatic() || !tv.hasIntegerStrides()) {
            throw new CuteError("cannot draw " + text + " as a thread-value layout: it is not a static integer layout");
        }
        if (tv.shape().isLeaf() || tv.rank() != 2) {
            throw new CuteError("a thread-value layout has two modes (thread, value); " + text + " has rank "
                    + (tv.shape().isLeaf() ? 1 : tv.rank()));
        }
        long cells = (long) rows * cols;
        if (cells > LayoutPicture.MAX_CELLS || tv.size().value() > 4 * LayoutPicture.MAX_CELLS) {
            throw new CuteError(text + " on a " + rows + "x" + cols + " tile is too large to draw (pictures are drawn up to "
                    + LayoutPicture.MAX_CELLS + " cells)");
        }
        this.rows = rows;
        this.cols = cols;
        this.threads = (int) tv.mode(0).size().value();
        this.values = (int) tv.mode(1).size().value();
        long[] table = FlatLayout.of(tv).table();
        this.cellOf = new int[threads * values];
        this.ownerThread = new int[(int) cells];
        this.ownerValue = new int[(int) cells];
        this.count = new int[(int) cells];
        Arrays.fill(ownerThread, -1);
        for (int t = 0; t < threads; t++) {
            for (int v = 0; v < values; v++) {
                long idx = table[t + threads * v];
                if (idx < 0 || idx >= cells) {
                    throw new CuteError(text + " maps thread " + t + ", value " + v + " to " + idx
                            + ", outside the " + rows + "x" + cols + " tile [0," + cells + ")");
                }
                int r = (int) (orientation == Orientation.COLEX ? idx % rows : idx / cols);
                int c = (int) (orientation == Orientation.COLEX ? idx / rows : idx % cols);
                int cell = r * cols + c;
                cellOf[t * values + v] = cell;
                if (count[cell]++ == 0) {
                    ownerThread[cell] = t;
                    ownerValue[cell] = v;
                }
            }
        }
    }

    int uncovered() {
        int n = 0;
        for (int c : count) {
            n += c == 0 ? 1 : 0;
        }
        return n;
    }

    int shared() {
        int n = 0;
        for (int c : count) {
            n += c > 1 ? 1 : 0;
        }
        return n;
    }

    /** The grid: cells labelled {@code T<t>} over {@code V<v>}, colored by thread; uncovered cells grey. */
    Grid grid(String title) {
        Grid g = new Grid(title, rows, cols);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                if (count[cell] == 0) {
                    g.set(r, c, null, Palette.UNCOVERED);
                } else {
                    g.set(r, c, "T" + ownerThread[cell] + "\nV" + ownerValue[cell], Palette.thread(ownerThread[cell]));
                }
            }
        }
        return g;
    }

    /** Cells a coverage property objects to: none ({@code 0}) or several ({@code xN}) (thread, value) pairs. */
    void markCoverage(Grid g) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int k = count[r * cols + c];
                if (k == 0) {
                    g.fill(r, c, Palette.MISSING);
                    g.mark(r, c, "0");
                } else if (k > 1) {
                    g.mark(r, c, "x" + k);
                }
            }
        }
    }

    /** The TikZ nodes of CuTe's print_latex_tv, at (row + rowShift, col + colShift), first (t,v) per cell. */
    void latexNodes(StringBuilder sb, int rowShift, int colShift) {
        boolean[] filled = new boolean[rows * cols];
        for (int t = 0; t < threads; t++) {
            for (int v = 0; v < values; v++) {
                int cell = cellOf[t * values + v];
                if (!filled[cell]) {
                    filled[cell] = true;
                    sb.append(Latex.tvNode(Palette.threadTikz(t), cell / cols + rowShift, cell % cols + colShift, t, v));
                }
            }
        }
    }
}
