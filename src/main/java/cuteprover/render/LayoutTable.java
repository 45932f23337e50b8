package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.layout.Layout;

import java.util.Set;

/**
 * A layout as a table of offsets, in the format of CuTe's {@code print_layout}: rows are the first
 * mode, columns the second. A rank-1 layout is one row; for rank above 2 the columns are the
 * remaining modes together, in colexicographic order, with one label line per remaining mode. Cells
 * whose index is in {@code marked} are flagged with {@code *}, to show where a counterexample lies.
 * (The console form of {@link LayoutPicture}.)
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
        if (layout.isStatic() && layout.size().value() > MAX_CELLS) {
            throw new CuteError("layout " + layout + " has " + layout.size().value() + " cells; tables are drawn up to " + MAX_CELLS);
        }
        LayoutPicture picture = LayoutPicture.of(layout);
        for (long i : marked) {
            if (i >= 0 && i < picture.size()) {
                picture.mark(i, "");
            }
        }
        return picture.text();
    }
}
