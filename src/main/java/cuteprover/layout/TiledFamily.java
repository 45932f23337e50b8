package cuteprover.layout;

import java.util.List;

/**
 * The skeleton that logical division and logical product share: one "logical" operation of a
 * layout by a layout, and, written once here, its by-mode form with a tiler {@code [B0,B1,...]}
 * (the modes the tiler does not reach are kept) and its zipped, tiled and flat rearrangements
 * ({@link Tiling}), which must keep the logical result's leaves.
 */
final class TiledFamily {

    /** The logical operation on one layout pair (logical_divide, logical_product). */
    interface Logical {
        Layout apply(Layout a, Layout b, Decider d);
    }

    static final TiledFamily DIVIDE = new TiledFamily("divide", Divide::logicalDivide);
    static final TiledFamily PRODUCT = new TiledFamily("product", Product::logicalProduct);

    private final String name;
    private final Logical logical;

    private TiledFamily(String name, Logical logical) {
        this.name = name;
        this.logical = logical;
    }

    Layout logical(Layout a, List<Layout> tiler, Decider d) {
        return ByMode.apply(a, tiler, "logical_" + name, true, (mode, t) -> logical.apply(mode, t, d));
    }

    Layout zipped(Layout a, Layout b, Decider d) {
        return Tiling.zip(logical.apply(a, b, d), -1, "zipped_" + name);
    }

    Layout zipped(Layout a, List<Layout> tiler, Decider d) {
        Layout byMode = logical(a, tiler, d);
        Layout zipped = Tiling.zip(byMode, tiler.size(), "zipped_" + name);
        Tiling.requireSameLeaves(zipped, byMode, "zipped_" + name);
        return zipped;
    }

    Layout tiled(Layout a, Layout b, Decider d) {
        return Tiling.tiled(zipped(a, b, d));
    }

    Layout tiled(Layout a, List<Layout> tiler, Decider d) {
        return Tiling.tiled(zipped(a, tiler, d));
    }

    Layout flat(Layout a, Layout b, Decider d) {
        return Tiling.flat(zipped(a, b, d));
    }

    Layout flat(Layout a, List<Layout> tiler, Decider d) {
        return Tiling.flat(zipped(a, tiler, d));
    }
}
