package cuteprover.layout;

import java.util.List;

/**
 * The skeleton that the divide and product families share, written once: each family has one
 * "logical" operation of a layout by a layout, traced here as one derivation, whose steps and
 * checks are the family's own ({@link Divide}, {@link Product}); its by-mode form with a tiler
 * {@code [B0,B1,...]} keeps the modes the tiler does not reach; and its zipped, tiled and flat
 * {@link Arrangement}s rearrange the logical result ({@link Tiling}) and must keep its leaves. CuTe
 * names each member {@code <arrangement>_<family>}, e.g. zipped_divide.
 */
public enum TiledFamily {
    DIVIDE("divide", "A ⊘ B = A∘(B,B*)", Divide::logicalDivideSteps),
    PRODUCT("product", "A ⊗ B = (A, A*∘B)", Product::logicalProductSteps);

    /** How a family member arranges the logical result's modes. */
    public enum Arrangement {
        LOGICAL, ZIPPED, TILED, FLAT;

        /** CuTe's name of this member of the family, e.g. tiled_product. */
        public String cuteName(TiledFamily family) {
            return name().toLowerCase(java.util.Locale.ROOT) + "_" + family.name;
        }
    }

    /** The steps of the logical operation on one layout pair. */
    interface Logical {
        Layout apply(Layout a, Layout b, Decider d);
    }

    private final String name;
    private final String definition;
    private final Logical steps;

    TiledFamily(String name, String definition, Logical steps) {
        this.name = name;
        this.definition = definition;
        this.steps = steps;
    }

    /** The logical operation (logical_divide, logical_product) of A by the layout B. */
    public Layout logical(Layout a, Layout b, Decider d) {
        return Trace.derive(d, () -> Arrangement.LOGICAL.cuteName(this) + " " + definition + ", A = " + a + ", B = " + b,
                t -> steps.apply(a, b, d), r -> "result " + r);
    }

    /** The member {@code arrangement} of this family, of A by the layout B. */
    public Layout apply(Arrangement arrangement, Layout a, Layout b, Decider d) {
        if (arrangement == Arrangement.LOGICAL) {
            return logical(a, b, d);
        }
        return arrange(arrangement, Tiling.zip(logical(a, b, d), -1, Arrangement.ZIPPED.cuteName(this)));
    }

    /** The member {@code arrangement} of this family, of A by the tiler [B0,B1,...], mode by mode. */
    public Layout apply(Arrangement arrangement, Layout a, List<Layout> tiler, Decider d) {
        Layout byMode = ByMode.apply(a, tiler, Arrangement.LOGICAL.cuteName(this), true,
                (mode, t) -> logical(mode, t, d));
        if (arrangement == Arrangement.LOGICAL) {
            return byMode;
        }
        String zippedName = Arrangement.ZIPPED.cuteName(this);
        Layout zipped = Tiling.zip(byMode, tiler.size(), zippedName);
        Tiling.requireSameLeaves(zipped, byMode, zippedName);
        return arrange(arrangement, zipped);
    }

    /**
     * The member {@code arrangement} of this family, of A by a tiler whose entries may be integers (CuTe's
     * make_layout(n)) or tuples of entries that tile a mode's sub-modes one by one, as CuTe's transform_layout
     * recurses; the zipped arrangement gathers the nested tiles and rests as CuTe's tile_unzip does.
     */
    public Layout applyTree(Arrangement arrangement, Layout a, List<TileTree> tiler, Decider d) {
        String logicalName = Arrangement.LOGICAL.cuteName(this);
        Layout byMode = logicalTree(a, tiler, logicalName, d);
        if (arrangement == Arrangement.LOGICAL) {
            return byMode;
        }
        String zippedName = Arrangement.ZIPPED.cuteName(this);
        Layout zipped = Tiling.zipTree(byMode, tiler, zippedName);
        Tiling.requireSameLeaves(zipped, byMode, zippedName);
        return arrange(arrangement, zipped);
    }

    private Layout logicalTree(Layout a, List<TileTree> tiler, String name, Decider d) {
        return ByMode.apply(a, tiler, name, true, (mode, t) -> t instanceof TileTree.Modes m
                ? logicalTree(mode, m.modes(), name, d)
                : logical(mode, TileTree.layoutOf(t, true), d));
    }

    public Layout logical(Layout a, List<Layout> tiler, Decider d) {
        return apply(Arrangement.LOGICAL, a, tiler, d);
    }

    public Layout zipped(Layout a, Layout b, Decider d) {
        return apply(Arrangement.ZIPPED, a, b, d);
    }

    public Layout zipped(Layout a, List<Layout> tiler, Decider d) {
        return apply(Arrangement.ZIPPED, a, tiler, d);
    }

    public Layout tiled(Layout a, Layout b, Decider d) {
        return apply(Arrangement.TILED, a, b, d);
    }

    public Layout tiled(Layout a, List<Layout> tiler, Decider d) {
        return apply(Arrangement.TILED, a, tiler, d);
    }

    public Layout flat(Layout a, List<Layout> tiler, Decider d) {
        return apply(Arrangement.FLAT, a, tiler, d);
    }

    /** The tiled and flat members rearrange the zipped one; the zipped one is itself. */
    private static Layout arrange(Arrangement arrangement, Layout zipped) {
        return switch (arrangement) {
            case TILED -> Tiling.tiled(zipped);
            case FLAT -> Tiling.flat(zipped);
            case ZIPPED, LOGICAL -> zipped;
        };
    }
}
