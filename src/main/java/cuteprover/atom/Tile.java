package cuteprover.atom;

import cuteprover.layout.Layout;
import cuteprover.layout.TileTree;
import cuteprover.tuple.IntTuple;

import java.util.List;

/**
 * A CuTe tiler as the atom constructors use it: {@code _} (keep the mode), a layout, or a tuple of
 * tilers applied mode by mode ({@code make_tile(_, make_tile(L1, L2))}).
 */
public sealed interface Tile {

    /** {@code _}: the mode is kept as it is. */
    record Keep() implements Tile {
        @Override
        public String toString() {
            return "_";
        }
    }

    /** One layout applied to the whole mode. */
    record Of(Layout layout) implements Tile {
        @Override
        public String toString() {
            return layout.toString();
        }
    }

    /** Mode by mode. */
    record Modes(List<Tile> modes) implements Tile {
        public Modes {
            modes = List.copyOf(modes);
        }

        @Override
        public String toString() {
            return modes.toString();
        }
    }

    Tile KEEP = new Keep();

    static Tile of(Layout l) {
        return new Of(l);
    }

    static Tile modes(Tile... modes) {
        return new Modes(List.of(modes));
    }

    /**
     * A by-mode tiler's entry as CuTe's divides read it ({@link TileTree}): a layout as it is, an integer n as
     * make_layout(n), a tuple as a tiler of its mode's sub-modes, one by one. A shape tiler is thus a tuple of
     * integer tilers: {@code ((2,2),4)} halves each sub-mode of a mode (4,4), where the compact layout (2,2):(1,2)
     * of the entry would take the mode's first 4 elements.
     */
    static Tile of(TileTree entry) {
        if (entry instanceof TileTree.Modes m) {
            return new Modes(m.modes().stream().map(Tile::of).toList());
        }
        return of(TileTree.layoutOf(entry, true));
    }

    /** A shape tiler ({@code (64,64)}, {@code ((2,2),4)}) mode by mode, as CuTe's divides read it ({@link #of(TileTree)}). */
    static Tile ofShape(IntTuple shape) {
        return of(TileTree.ofShape(shape));
    }
}
