package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;

/**
 * CuTe's {@code ComposedLayout<A,O,B>}: the function {@code c -> A(O + B(c))} of a layout B, an
 * offset O and an outer function A that is not itself a layout of the inner codomain, typically a
 * {@link Swizzle} ({@code Sw<3,4,3> o 0 o (8,64):(64,1)}) or a layout.
 *
 * <p>As in CuTe, the domain is B's: shape, size, rank and depth are B's, and so is the cosize
 * ({@code cosize(ComposedLayout) = cosize(B)} in CuTe; for a swizzle, which permutes aligned
 * power-of-two blocks, this is the cosize of the swizzled image whenever B's image is such a block).
 * It prints as CuTe prints it, {@code A o O o B}, without CuTe's static underscores.
 */
public record ComposedLayout(Outer outer, IntTuple offset, Layout inner) {

    /** The outer function of a composed layout: a swizzle or a layout. */
    public sealed interface Outer permits Swizzle, LayoutFunction {
        IntTuple apply(IntTuple offset);
    }

    /** A layout used as the outer function: evaluated at the integer (or coordinate) it receives. */
    public record LayoutFunction(Layout layout) implements Outer {
        @Override
        public IntTuple apply(IntTuple offset) {
            if (offset instanceof SymInt s && s.isConst() && s.value() < 0) {
                // CuTe would divide a negative index with truncation; no layout is meant to see one.
                throw new CuteError("the outer layout " + layout + " of a composed layout is applied to the negative index " + s);
            }
            return Coordinates.crd2offset(offset, layout.shape(), layout.stride());
        }

        @Override
        public String toString() {
            return layout.toString();
        }
    }

    public ComposedLayout {
        if (outer == null || offset == null || inner == null) {
            throw new IllegalArgumentException("composed layout parts must not be null");
        }
    }

    public static ComposedLayout of(Swizzle swizzle, long offset, Layout inner) {
        return new ComposedLayout(swizzle, SymInt.of(offset), inner);
    }

    /** {@code A(O + B(c))} for an index or a (hierarchical) coordinate of B. */
    public IntTuple apply(IntTuple coord) {
        IntTuple innerOffset = Coordinates.crd2offset(coord, inner.shape(), inner.stride());
        return outer.apply(Offsets.add(offset, innerOffset));
    }

    public SymInt size() {
        return inner.size();
    }

    public int rank() {
        return inner.rank();
    }

    public int depth() {
        return inner.depth();
    }

    public IntTuple shape() {
        return inner.shape();
    }

    /** The same outer function and offset over another inner layout (CuTe's get/flatten/slice of B). */
    public ComposedLayout withInner(IntTuple newOffset, Layout newInner) {
        return new ComposedLayout(outer, newOffset, newInner);
    }

    /**
     * All values A(O + B(i)) for i in [0,size), for a static composed layout with an integer
     * offset; swizzles are applied on primitive longs.
     */
    public long[] table() {
        if (!(offset instanceof SymInt o) || !o.isConst()) {
            throw new CuteError("composed layout " + this + " needs a static integer offset to be enumerated");
        }
        long[] out = FlatLayout.of(inner).table();
        long base = o.value();
        try {
            if (outer instanceof Swizzle sw) {
                for (int i = 0; i < out.length; i++) {
                    out[i] = sw.apply(Math.addExact(base, out[i]));
                }
            } else {
                for (int i = 0; i < out.length; i++) {
                    IntTuple v = outer.apply(SymInt.of(Math.addExact(base, out[i])));
                    if (!(v instanceof SymInt s && s.isConst())) {
                        throw new CuteError("composed layout " + this + " has non-integer values (" + v + "); it cannot be tabulated");
                    }
                    out[i] = s.value();
                }
            }
        } catch (ArithmeticException e) {
            throw CuteError.overflow("an offset of " + this);
        }
        return out;
    }

    @Override
    public String toString() {
        return outer + " o " + TupleFormat.format(offset) + " o " + inner;
    }
}
