package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;
import cuteprover.tuple.Tuples;

import java.util.Locale;

/**
 * A thread-value layout on its tile, as CuTe's {@code print_latex_tv} draws it: the TV layout maps
 * (thread, value) to the colexicographic index {@code m + M*n} of a cell of the M x N tile (the
 * meaning {@code covers(TV,(M,N))} proves), and each cell is labelled {@code T<thread> V<value>}
 * and colored by thread (CuTe's eight colors, thread modulo 8). A cell reached by several pairs
 * shows the first in CuTe's order (thread outer, value inner); a cell reached by none is grey.
 * The tile is a shape: {@code (M,N)}, a single {@code N} (one row), or higher rank (mode 0 by the
 * rest, like {@link LayoutPicture}).
 */
public final class TvPicture implements GridPicture {

    private final String header;
    private final TvTile tile;
    private boolean coverageMarks;

    private TvPicture(String header, TvTile tile) {
        this.header = header;
        this.tile = tile;
    }

    public static TvPicture of(Layout tv, IntTuple tileShape) {
        for (IntTuple leaf : tileShape.leaves()) {
            if (!(leaf instanceof SymInt s) || !s.isConst() || s.value() < 1) {
                throw new CuteError("the tile of a TV picture must be a static shape of positive integers, got " + TupleFormat.format(tileShape));
            }
        }
        long rows = tileShape.isLeaf() || tileShape.rank() == 1 ? 1 : Tuples.product(tileShape.mode(0)).value();
        long cells = Tuples.product(tileShape).value();
        if (cells > LayoutPicture.MAX_CELLS) {
            throw new CuteError("tile " + TupleFormat.format(tileShape) + " has " + cells + " cells; pictures are drawn up to "
                    + LayoutPicture.MAX_CELLS);
        }
        String header = tv + " on tile " + TupleFormat.format(tileShape);
        return new TvPicture(header, new TvTile(tv.toString(), tv, (int) rows, (int) (cells / rows), TvTile.Orientation.COLEX));
    }

    /** A TV layout whose index is read row-major on a rows x cols tile (an MMA B operand in PTX's K x N). */
    public static TvPicture rowMajor(String title, Layout tv, int rows, int cols) {
        return new TvPicture(title, new TvTile(tv.toString(), tv, rows, cols, TvTile.Orientation.ROW_MAJOR));
    }

    /** A TV layout on a rows x cols tile read colexicographically, under a given title. */
    public static TvPicture colex(String title, Layout tv, int rows, int cols) {
        return new TvPicture(title, new TvTile(tv.toString(), tv, rows, cols, TvTile.Orientation.COLEX));
    }

    /** Marks the cells that break coverage: uncovered ({@code 0}) and covered more than once ({@code xN}). */
    public TvPicture markCoverage() {
        coverageMarks = true;
        return this;
    }

    public int uncovered() {
        return tile.uncovered();
    }

    public int shared() {
        return tile.shared();
    }

    @Override
    public String title() {
        return header;
    }

    @Override
    public Grid grid() {
        Grid g = tile.grid(header);
        g.caption(tile.threads + " threads x " + tile.values + " values on " + tile.rows + "x" + tile.cols + " cells");
        if (tile.shared() > 0) {
            g.caption(tile.shared() + " cells are reached by more than one (thread, value); the first is shown");
        }
        if (tile.uncovered() > 0) {
            g.caption(tile.uncovered() + " cells are reached by no (thread, value)");
        }
        if (coverageMarks) {
            tile.markCoverage(g);
        }
        return g;
    }

    @Override
    public String text() {
        return TextTable.render(grid(), header, 1);
    }

    /** CuTe's print_latex_tv. */
    @Override
    public String latex() {
        StringBuilder sb = new StringBuilder();
        sb.append("% Layout TV: ").append(header).append('\n');
        Latex.begin(sb);
        tile.latexNodes(sb, 0, 0);
        sb.append(String.format(Locale.ROOT, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (%d,%d);%n%n", tile.rows, tile.cols));
        Latex.rowLabels(sb, tile.rows, 0);
        Latex.columnLabels(sb, tile.cols, 0);
        Latex.end(sb);
        return sb.toString();
    }
}
