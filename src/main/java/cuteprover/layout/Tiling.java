package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;

import java.util.ArrayList;
import java.util.List;

/**
 * The rearrangements shared by divides and products. A by-mode divide or product returns
 * {@code ((tile0,rest0),(tile1,rest1),...,A_k,...)}; CuTe's tile_unzip (zip2_by) gathers it into
 * {@code ((tile0,tile1,...),(rest0,rest1,...,A_k,...))}; the tiled and flat forms then unpack the
 * second (and first) mode one level. A mode of rank 1 is kept whole, as CuTe's {@code repeat<1>(_)}
 * slice keeps it.
 */
final class Tiling {

    private Tiling() {
    }

    /** zip2_by with a tiler of {@code tilerRank} modes; a layout tiler (-1) leaves the rank-2 result as it is. */
    static Layout zip(Layout logical, int tilerRank, String operation) {
        if (tilerRank < 0) {
            requireRank2(logical, operation);
            return logical;
        }
        List<Layout> tiles = new ArrayList<>();
        List<Layout> rests = new ArrayList<>();
        for (int i = 0; i < logical.rank(); i++) {
            Layout mode = logical.mode(i);
            if (i < tilerRank) {
                requireRank2(mode, operation);
                tiles.add(mode.mode(0));
                rests.add(mode.mode(1));
            } else {
                rests.add(mode);
            }
        }
        return Layout.concat(List.of(Layout.concat(tiles), Layout.concat(rests)));
    }

    /** {@link #zip} for a tiler with tuple entries: CuTe's tile_unzip, ((tiles...),(rests..., untiled modes...)). */
    static Layout zipTree(Layout logical, List<TileTree> tiler, String operation) {
        Layout[] tileAndRest = unzip(logical, tiler, operation);
        return Layout.concat(List.of(tileAndRest[0], tileAndRest[1]));
    }

    private static Layout[] unzip(Layout logical, List<TileTree> tiler, String operation) {
        List<Layout> tiles = new ArrayList<>();
        List<Layout> rests = new ArrayList<>();
        for (int i = 0; i < logical.rank(); i++) {
            Layout mode = logical.mode(i);
            if (i >= tiler.size()) {
                rests.add(mode);
            } else if (tiler.get(i) instanceof TileTree.Modes m) {
                Layout[] inner = unzip(mode, m.modes(), operation);
                tiles.add(inner[0]);
                rests.add(inner[1]);
            } else {
                requireRank2(mode, operation);
                tiles.add(mode.mode(0));
                rests.add(mode.mode(1));
            }
        }
        return new Layout[] {Layout.concat(tiles), Layout.concat(rests)};
    }

    private static void requireRank2(Layout l, String operation) {
        if (l.shape().isLeaf() || l.rank() != 2) {
            throw new CuteError(operation + ": expected a rank-2 (tile, rest) mode, got " + l);
        }
    }

    /** (mode0, mode1...) : mode 1 unpacked one level when its rank exceeds 1. */
    static Layout tiled(Layout zipped) {
        List<Layout> modes = new ArrayList<>();
        modes.add(zipped.mode(0));
        modes.addAll(unpack(zipped.mode(1)));
        return Layout.concat(modes);
    }

    /** (mode0..., mode1...) : both modes unpacked one level when their rank exceeds 1. */
    static Layout flat(Layout zipped) {
        List<Layout> modes = new ArrayList<>(unpack(zipped.mode(0)));
        modes.addAll(unpack(zipped.mode(1)));
        return Layout.concat(modes);
    }

    private static List<Layout> unpack(Layout mode) {
        if (mode.shape().isLeaf() || mode.rank() == 1) {
            return List.of(mode);
        }
        return mode.modes();
    }

    /** The same leaves (shape, stride pairs) in any arrangement: the rearranged forms are checked with it. */
    static void requireSameLeaves(Layout arranged, Layout logical, String operation) {
        List<String> a = leaves(arranged);
        List<String> b = leaves(logical);
        a.sort(null);
        b.sort(null);
        if (!a.equals(b)) {
            throw new CuteError(operation + " lost or changed modes: " + arranged + " is not a rearrangement of " + logical);
        }
    }

    private static List<String> leaves(Layout l) {
        List<IntTuple> s = l.shape().leaves();
        List<IntTuple> d = l.stride().leaves();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            out.add(s.get(i) + ":" + d.get(i));
        }
        return out;
    }

    /** Pads a layout to rank r with 1:0 modes (CuTe's append&lt;R&gt;); a rank-1 integral layout becomes a tuple. */
    static Layout pad(Layout l, int r) {
        List<Layout> modes = new ArrayList<>(l.shape().isLeaf() ? List.of(l) : l.modes());
        while (modes.size() < r) {
            modes.add(Layout.of(1, 0));
        }
        return Layout.concat(modes);
    }
}
