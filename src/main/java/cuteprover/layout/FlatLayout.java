package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * A static integer-strided layout compiled to primitive arrays, for evaluation and enumeration in
 * the post-condition checks (no boxing in the hot loop). Construction proves that no offset of the
 * domain overflows 64 bits, so the loops need no overflow checks.
 */
public final class FlatLayout {

    private final long[] shape;
    private final long[] stride;
    private final long size;

    private FlatLayout(long[] shape, long[] stride, long size) {
        this.shape = shape;
        this.stride = stride;
        this.size = size;
    }

    public static FlatLayout of(Layout layout) {
        List<IntTuple> s = layout.shape().leaves();
        List<IntTuple> d = layout.stride().leaves();
        long[] shape = new long[s.size()];
        long[] stride = new long[d.size()];
        long size = 1;
        long bound = 0;
        try {
            for (int i = 0; i < shape.length; i++) {
                if (!(s.get(i) instanceof SymInt si) || !si.isConst()
                        || !(d.get(i) instanceof SymInt di) || !di.isConst()) {
                    throw new CuteError("layout " + layout + " is not static with integer strides");
                }
                shape[i] = si.value();
                stride[i] = di.value();
                size = Math.multiplyExact(size, shape[i]);
                bound = Math.addExact(bound, Math.multiplyExact(Math.abs(stride[i]), shape[i]));
            }
        } catch (ArithmeticException e) {
            throw CuteError.overflow("size or offsets of " + layout);
        }
        return new FlatLayout(shape, stride, size);
    }

    public long size() {
        return size;
    }

    public int rank() {
        return shape.length;
    }

    public long shape(int i) {
        return shape[i];
    }

    public long stride(int i) {
        return stride[i];
    }

    /** L(i) for an index of the domain; the last mode absorbs the rest (extended domain). */
    public long offset(long index) {
        long off = 0;
        int last = shape.length - 1;
        for (int i = 0; i < last; i++) {
            long s = shape[i];
            off += (index % s) * stride[i];
            index /= s;
        }
        return last >= 0 ? off + index * stride[last] : 0;
    }

    /** Writes L(0..size-1) into out with an odometer: one add per index. */
    public void offsets(long[] out) {
        int n = shape.length;
        long[] crd = new long[n];
        long off = 0;
        int count = (int) Math.min(size, out.length);
        for (int k = 0; k < count; k++) {
            out[k] = off;
            for (int i = 0; i < n; i++) {
                if (++crd[i] < shape[i]) {
                    off += stride[i];
                    break;
                }
                off -= (shape[i] - 1) * stride[i];
                crd[i] = 0;
            }
        }
    }

    /** All offsets of the domain in index order; sizes above 2^28 are refused. */
    public long[] table() {
        if (size > (1L << 28)) {
            throw new CuteError("layout of size " + size + " is too large to enumerate (limit 2^28)");
        }
        long[] out = new long[(int) size];
        offsets(out);
        return out;
    }
}
