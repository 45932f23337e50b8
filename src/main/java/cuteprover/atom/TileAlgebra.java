package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.TiledFamily;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's divide, zip and compose with tilers that mix {@code _}, layouts and nested tuples
 * (layout.hpp: logical_divide, zipped_divide = tile_unzip(logical_divide), composition with a tiler;
 * tuple_algorithms.hpp: zip2_by). Every division and composition goes through the checked layout
 * algebra; this class only distributes the tiler over the modes.
 */
public final class TileAlgebra {

    private TileAlgebra() {
    }

    /** logical_divide(L, T): {@code _} keeps a mode; modes beyond the tiler are kept. */
    public static Layout logicalDivide(Layout l, Tile t, Decider d) {
        return byTile(l, t, d, "logical_divide", TiledFamily.DIVIDE::logical, true);
    }

    /** zipped_divide(L, T) = zip2_by(logical_divide(L, T), T). */
    public static Layout zippedDivide(Layout l, Tile t, Decider d) {
        return zip2By(logicalDivide(l, t, d), t);
    }

    /**
     * zip2_by: a tuple guide gathers the first sub-modes of the guided modes into mode 0 and the second
     * sub-modes, then the unguided modes, into mode 1; a leaf guide requires a rank-2 mode and keeps it.
     */
    public static Layout zip2By(Layout l, Tile guide) {
        if (!(guide instanceof Tile.Modes m)) {
            if (l.rank() != 2 || l.shape().isLeaf()) {
                throw new CuteError("zip2_by: mode " + l + " must have rank 2 to be split by the tiler");
            }
            return l;
        }
        List<Tile> gs = m.modes();
        requireRank(l, gs.size(), "zip2_by");
        List<Layout> first = new ArrayList<>();
        List<Layout> second = new ArrayList<>();
        for (int i = 0; i < gs.size(); i++) {
            Layout split = zip2By(modeOf(l, i), gs.get(i));
            first.add(split.mode(0));
            second.add(split.mode(1));
        }
        for (int i = gs.size(); i < l.rank(); i++) {
            second.add(modeOf(l, i));
        }
        return Layout.concat(List.of(Layout.concat(first), Layout.concat(second)));
    }

    /** composition(L, T): {@code _} keeps a mode; as in CuTe, modes of L beyond a tuple tiler are dropped. */
    public static Layout compose(Layout l, Tile t, Decider d) {
        return byTile(l, t, d, "composition", Composition::compose, false);
    }

    /** An operation of a layout with one tile layout. */
    private interface TileOp {
        Layout apply(Layout l, Layout tile, Decider d);
    }

    /**
     * The tiler distributed over L's modes: {@code _} keeps a mode, a layout applies {@code op}, a
     * tuple recurses mode by mode; the modes of L beyond a tuple tiler are kept or dropped.
     */
    private static Layout byTile(Layout l, Tile t, Decider d, String name, TileOp op, boolean keepRest) {
        if (t instanceof Tile.Keep) {
            return l;
        }
        if (t instanceof Tile.Of of) {
            return op.apply(l, of.layout(), d);
        }
        List<Tile> ts = ((Tile.Modes) t).modes();
        requireRank(l, ts.size(), name);
        List<Layout> out = new ArrayList<>();
        int modes = keepRest ? l.rank() : ts.size();
        for (int i = 0; i < modes; i++) {
            out.add(i < ts.size() ? byTile(modeOf(l, i), ts.get(i), d, name, op, keepRest) : modeOf(l, i));
        }
        return Layout.concat(out);
    }

    /** Mode i; a leaf layout is its own only mode. */
    static Layout modeOf(Layout l, int i) {
        return l.shape().isLeaf() && i == 0 ? l : l.mode(i);
    }

    private static void requireRank(Layout l, int tilerRank, String op) {
        if (tilerRank > l.rank()) {
            throw new CuteError(op + ": the tiler has " + tilerRank + " modes but the layout " + l + " has rank " + l.rank());
        }
    }
}
