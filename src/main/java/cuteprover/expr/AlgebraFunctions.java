package cuteprover.expr;

import cuteprover.layout.Admissibility;
import cuteprover.layout.BlockedProducts;
import cuteprover.layout.Coalesce;
import cuteprover.layout.CommonLayout;
import cuteprover.layout.Complement;
import cuteprover.layout.Composition;
import cuteprover.layout.Filter;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.tuple.SymInt;
import cuteprover.layout.TiledFamily;

/** The layout algebra: coalesce, filter, composition, complement, inverses, divides, products, recasts. */
final class AlgebraFunctions {

    private AlgebraFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("coalesce", 1, 2, "coalesce(L) or coalesce(L,profile)", a -> a.count() == 1
                ? Coalesce.coalesce(a.layout(0), a.decider())
                : Coalesce.coalesce(a.layout(0), profile(a, 1), a.decider()));
        t.register("filter", 1, 2, "filter(L) or filter(L,profile)", a -> a.count() == 1
                ? Filter.filter(a.layout(0), a.decider())
                : Filter.filter(a.layout(0), a.tuple(1), a.decider()));
        t.register("filter_zeros", 1, 1, "filter_zeros(L)", a -> Filter.filterZeros(a.layout(0), a.decider()));
        t.register("admissibility", 2, 2, "admissibility(A,B)",
                a -> Admissibility.of(a.layout(0), a.layout(1), a.decider()).toString());
        t.register("complement", 1, 2, "complement(A) or complement(A,cotarget)", a -> a.count() == 1
                ? Complement.complement(a.layout(0), a.decider())
                : Complement.complement(a.layout(0), a.tuple(1), a.decider()));
        t.register("right_inverse", 1, 1, "right_inverse(L)", a -> Inverse.rightInverse(a.layout(0), a.decider()));
        t.register("left_inverse", 1, 1, "left_inverse(L)", a -> Inverse.leftInverse(a.layout(0), a.decider()));
        t.register("composition", 2, 2, "composition(A,B) or composition(A,[B0,B1,...]) or composition(Swizzle<B,M,S>{}, L)",
                AlgebraFunctions::composition);
        t.register("make_composed_layout", 3, 3, "make_composed_layout(Swizzle<B,M,S>{}, OFFSET, L): Sw o OFFSET o L",
                a -> a.value(0) instanceof cuteprover.layout.Swizzle sw ? swizzled(sw, a.integer(1), a.layout(2))
                        : new cuteprover.layout.ComposedLayout(new cuteprover.layout.ComposedLayout.LayoutFunction(a.layout(0)), a.integer(1), a.layout(2)));
        registerDividesAndProducts(t);
    }

    /**
     * Every member of the divide and product families ({@link TiledFamily}): each takes a layout B
     * or a by-mode tiler [B0,B1,...].
     */
    private static void registerDividesAndProducts(FunctionTable t) {
        for (TiledFamily family : TiledFamily.values()) {
            for (TiledFamily.Arrangement arrangement : TiledFamily.Arrangement.values()) {
                String name = arrangement.cuteName(family);
                t.register(name, 2, 2, name + "(A,B) or " + name + "(A,[B0,B1,...])",
                        a -> onInner(a, inner -> member(family, arrangement, inner, a)));
            }
        }
        t.register("blocked_product", 2, 2, "blocked_product(A,B)",
                a -> onInner(a, inner -> BlockedProducts.blockedProduct(inner, a.layout(1), a.decider())));
        t.register("raked_product", 2, 2, "raked_product(A,B)",
                a -> onInner(a, inner -> BlockedProducts.rakedProduct(inner, a.layout(1), a.decider())));
        t.register("tile_to_shape", 2, 3, "tile_to_shape(block,shape) or tile_to_shape(block,shape,order)",
                a -> {
                    // The order may be CuTe's Step<_2,_1> as well as a tuple (2,1).
                    cuteprover.tuple.IntTuple order = a.count() < 3 ? null
                            : a.value(2) instanceof cuteprover.atom.Projection p ? p.order() : a.tuple(2);
                    // CuTe tiles a swizzled (composed) block by its inner layout: A o O o tile_to_shape(B, shape)
                    if (a.value(0) instanceof cuteprover.layout.ComposedLayout c) {
                        return c.withInner(c.offset(), BlockedProducts.tileToShape(c.inner(), a.tuple(1), order, a.decider()));
                    }
                    return BlockedProducts.tileToShape(a.layout(0), a.tuple(1), order, a.decider());
                });
        t.register("max_common_layout", 2, 2, "max_common_layout(A,B)",
                a -> CommonLayout.maxCommonLayout(a.layout(0), a.layout(1), a.decider()));
        t.register("max_common_vector", 2, 2, "max_common_vector(A,B): layouts, one of them may be swizzled (Sw o O o L)",
                a -> CommonLayout.maxCommonVector(commonOperand(a, 0), commonOperand(a, 1), a.decider()));
        t.register("upcast", 2, 2, "upcast(L,N)", a -> cuteprover.layout.ComposedRecast.up(recastable(a), a.integer(1), a.decider()));
        t.register("downcast", 2, 2, "downcast(L,N)", a -> cuteprover.layout.ComposedRecast.down(recastable(a), a.integer(1), a.decider()));
        t.register("recast_layout", 3, 3, "recast_layout(L,OLD_BITS,NEW_BITS): CuTe's recast_layout<Old,New>",
                a -> cuteprover.layout.ComposedRecast.recast(recastable(a), a.staticInt(1), a.staticInt(2), a.decider()));
    }

    /** A divide or product of A by argument 1; CuTe reads an integer tile n as make_layout(n). */
    private static Layout member(TiledFamily family, TiledFamily.Arrangement arrangement, Layout layout, Args a) {
        Tiler tiler = a.tilerOrNull(1);
        if (tiler != null && tiler.nested()) {
            return family.applyTree(arrangement, layout, tiler.tree(), a.decider());
        }
        return tiler != null ? family.apply(arrangement, layout, tiler.madeLayouts(), a.decider())
                : family.apply(arrangement, layout, a.madeLayout(1), a.decider());
    }

    /**
     * The operation on argument 0; of a swizzled layout {@code Sw o O o B}, on its inner layout B, the swizzle and
     * offset kept (CuTe's layout_composed.hpp divides and multiplies a ComposedLayout so).
     */
    private static Object onInner(Args a, java.util.function.UnaryOperator<Layout> op) {
        if (a.value(0) instanceof cuteprover.layout.ComposedLayout c) {
            return c.withInner(c.offset(), op.apply(c.inner()));
        }
        return op.apply(a.layout(0));
    }

    private static Object composition(Args a) {
        if (a.value(0) instanceof cuteprover.layout.Swizzle outer && a.value(1) instanceof cuteprover.layout.Swizzle inner) {
            try {
                return cuteprover.layout.SwizzleMerge.compose(outer, inner);   // CUTLASS issue 1531
            } catch (cuteprover.CuteError e) {
                throw a.error(1, e.getMessage());
            }
        }
        if (a.value(0) instanceof cuteprover.layout.Swizzle sw) {
            // CuTe: composition(Swizzle<B,M,S>{}, layout) is the composed layout Sw o 0 o layout
            return swizzled(sw, SymInt.ZERO, a.layout(1));
        }
        if (a.value(0) instanceof cuteprover.layout.ComposedLayout c) {
            // CuTe composes a swizzled layout by its inner layout: A o O o composition(B, T)
            Tiler t = a.tilerOrNull(1);
            Layout inner = t != null ? composeTiler(c.inner(), t, a) : Composition.compose(c.inner(), a.layout(1), a.decider());
            return c.withInner(c.offset(), inner);
        }
        Tiler tiler = a.tilerOrNull(1);
        if (tiler != null) {
            return composeTiler(a.layout(0), tiler, a);
        }
        return Composition.compose(a.layout(0), a.layout(1), a.decider());
    }

    /** Composition by a tiler; a tuple entry composes its mode's sub-modes one by one, as CuTe recurses. */
    private static Layout composeTiler(Layout layout, Tiler tiler, Args a) {
        return tiler.nested() ? Composition.composeTree(layout, tiler.tree(), a.decider())
                : Composition.compose(layout, tiler.modes(), a.decider());
    }

    /** A profile tuple, or CuTe's {@code Step<_1,_1>{}} spelling of one. */
    private static cuteprover.tuple.IntTuple profile(Args a, int i) {
        return a.value(i) instanceof cuteprover.atom.Projection p ? p.order() : a.tuple(i);
    }

    /** Sw o offset o inner; CuTe's Swizzle<0,M,S> at offset 0 is the layout itself. */
    private static Object swizzled(cuteprover.layout.Swizzle sw, SymInt offset, Layout inner) {
        if (sw.bits() == 0 && offset.isConst() && offset.value() == 0) {
            return inner;
        }
        return new cuteprover.layout.ComposedLayout(sw, offset, inner);
    }

    /** A layout, a swizzle or a composed layout: what upcast, downcast and recast_layout take. */
    private static Object recastable(Args a) {
        Object v = a.value(0);
        return v instanceof cuteprover.layout.ComposedLayout || v instanceof cuteprover.layout.Swizzle ? v : a.layout(0);
    }

    /** A layout, or a swizzled layout as it is (max_common_vector reads its swizzle). */
    private static Object commonOperand(Args a, int i) {
        return a.value(i) instanceof cuteprover.layout.ComposedLayout c ? c : a.layout(i);
    }
}
