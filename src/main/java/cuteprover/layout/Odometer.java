package cuteprover.layout;

/**
 * Streams the offsets of a {@link FlatLayout} in index order, one add per index, starting at any
 * index: the post-condition checks walk domains in chunks so that they need no table of the whole
 * domain. Offsets stay in range because FlatLayout proved the whole domain free of overflow.
 */
final class Odometer {

    private final long[] shape;
    private final long[] stride;
    private final long[] coord;
    private long offset;

    Odometer(FlatLayout layout, long start) {
        int n = layout.rank();
        this.shape = new long[n];
        this.stride = new long[n];
        this.coord = new long[n];
        for (int i = 0; i < n; i++) {
            shape[i] = layout.shape(i);
            stride[i] = layout.stride(i);
        }
        long rest = start;
        long off = 0;
        for (int i = 0; i < coord.length; i++) {
            boolean last = i == n - 1;
            coord[i] = last ? rest : rest % shape[i];
            rest = last ? 0 : rest / shape[i];
            off += coord[i] * stride[i];
        }
        this.offset = off;
    }

    /** Writes the next {@code count} offsets into {@code out[0..count)}. */
    void next(long[] out, int count) {
        int n = coord.length;
        long off = offset;
        for (int k = 0; k < count; k++) {
            out[k] = off;
            for (int i = 0; i < n; i++) {
                if (++coord[i] < shape[i] || i == n - 1) {
                    off += stride[i];
                    break;
                }
                off -= (shape[i] - 1) * stride[i];
                coord[i] = 0;
            }
        }
        offset = off;
    }
}
