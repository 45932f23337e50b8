package cuteprover.atom;

import cuteprover.layout.Layout;

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
}
