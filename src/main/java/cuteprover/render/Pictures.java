package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.category.NestMorphism;
import cuteprover.expr.Values;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;

/** Chooses the picture of an evaluated value: what {@code show} draws for it. */
public final class Pictures {

    private Pictures() {
    }

    /**
     * The picture of a value: a layout's offset table, a TV layout on {@code tvTile} (when given), a
     * swizzled layout before and after, or a morphism's arrows.
     */
    public static Picture of(Object value, IntTuple tvTile) {
        if (tvTile != null) {
            if (!(value instanceof Layout l)) {
                throw new CuteError("--tv draws a thread-value layout, got " + Values.describe(value));
            }
            return TvPicture.of(l, tvTile);
        }
        if (value instanceof Layout l) {
            return LayoutPicture.of(l);
        }
        if (value instanceof ComposedLayout c) {
            return c.outer() instanceof Swizzle ? new SwizzlePicture(c) : LayoutPicture.of(c);
        }
        if (value instanceof NestMorphism m) {
            return new MorphismPicture(m);
        }
        if (value instanceof cuteprover.atom.MmaAtom a) {
            // an op by its CuTe name draws as its hardware model does (the atom's layouts are the model's)
            return new MmaPicture(a.name(), (int) a.m(), (int) a.n(), (int) a.k(), a.layoutA(), a.layoutB(), a.layoutC());
        }
        throw new CuteError("show draws layouts, thread-value layouts (--tv), swizzled layouts, MMA atoms and morphisms; got "
                + Values.describe(value));
    }
}
