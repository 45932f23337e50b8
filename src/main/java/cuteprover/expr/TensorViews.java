package cuteprover.expr;

import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Offsets;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

/**
 * Functions that take a tensor in CuTe ({@code local_tile(gC, ...)}, {@code thr_mma.partition_C(gC)})
 * also take a tensor view {@code {offset} o L} here, as a kernel chains them: the function runs on L
 * and the view's offset is added to the result's ({@code partition_C(mma, local_tile(gC, T, (bm,bn)), tid)}).
 */
final class TensorViews {

    private TensorViews() {
    }

    /**
     * A thread's partition of a swizzled smem tensor {@code Sw o O o L}: {@code partitionInner} partitions L,
     * and the swizzle keeps acting on the whole address O + offset + inner(x). A symbolic thread makes the offset
     * inside the swizzle a term in it, which the prover encodes like any other.
     */
    static Slicing.Sliced swizzled(ComposedLayout swizzled, Slicing.Sliced inner) {
        if (!(swizzled.offset() instanceof SymInt o) || !(inner.offset() instanceof SymInt i) || !(inner.layout() instanceof Layout l)) {
            throw new cuteprover.CuteError("partition of a swizzled layout needs integer (or symbolic integer) offsets, got " + swizzled.offset()
                    + " and " + inner.offset());
        }
        return new Slicing.Sliced(SymInt.ZERO, swizzled.withInner(SymInt.add(o, i), l));
    }

    /** {@code impl} with its argument {@code i} read through a tensor view. */
    static FunctionTable.Impl through(int i, FunctionTable.Impl impl) {
        return a -> {
            if (!(a.value(i) instanceof Slicing.Sliced view)) {
                return impl.apply(a);
            }
            IntTuple offset = view.offset();
            boolean atZero = offset instanceof SymInt s && s.isConst() && s.value() == 0;
            if (view.layout() instanceof ComposedLayout && !atZero) {
                // The swizzle acts on the whole address: an offset outside it cannot be moved inside.
                throw a.error(i, "a view of a swizzled layout at offset " + offset
                        + " cannot be partitioned further; partition the swizzled layout itself");
            }
            Object inner = impl.apply(a.with(i, view.layout()));
            if (atZero) {
                return inner;
            }
            if (inner instanceof Slicing.Sliced s && s.layout() instanceof Layout) {
                return new Slicing.Sliced(Offsets.add(offset, s.offset()), s.layout());
            }
            if (inner instanceof Layout l) {
                return new Slicing.Sliced(offset, l);
            }
            throw a.error(i, "cannot carry the view's offset " + offset + " into " + Values.describe(inner));
        };
    }
}
