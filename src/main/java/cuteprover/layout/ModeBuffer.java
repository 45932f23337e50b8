package cuteprover.layout;

/**
 * A growable list of flat modes {@code shape[i]:stride[i]}, i &lt; n: the working form of the lean
 * path ({@link LeanAlgebra}), reused across calls so that it allocates only when it outgrows itself.
 */
class ModeBuffer {

    long[] shape = new long[16];
    long[] stride = new long[16];
    int n;

    void add(long s, long d) {
        if (n == shape.length) {
            shape = java.util.Arrays.copyOf(shape, n * 2);
            stride = java.util.Arrays.copyOf(stride, n * 2);
        }
        shape[n] = s;
        stride[n] = d;
        n++;
    }

    /** Room for at least {@code capacity} modes (the entries so far are kept). */
    void ensureRoom(int capacity) {
        if (shape.length < capacity) {
            shape = java.util.Arrays.copyOf(shape, capacity);
            stride = java.util.Arrays.copyOf(stride, capacity);
        }
    }

    void remove(int k) {
        System.arraycopy(shape, k + 1, shape, k, n - k - 1);
        System.arraycopy(stride, k + 1, stride, k, n - k - 1);
        n--;
    }

    void copyFrom(ModeBuffer other) {
        int m = other.n;
        ensureRoom(m);
        for (int i = 0; i < m; i++) {
            shape[i] = other.shape[i];
            stride[i] = other.stride[i];
        }
        n = m;
    }

    /** The product of the shapes (overflow: ArithmeticException). */
    long size() {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p = Math.multiplyExact(p, shape[i]);
        }
        return p;
    }
}
