package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * O(rank) sufficient conditions for the defining properties of static results, each a small
 * theorem about flat (shape, stride) arrays. A certificate answers "proved" or "does not apply";
 * it never refutes, so a check falls back to enumeration whenever one does not apply.
 * <ul>
 * <li><b>Canonical form</b>: dropping size-1 modes and merging {@code s0:d0, s1:s0*d0} into
 * {@code s0*s1:d0} keeps the function on [0,size); equal canonical forms are equal functions.</li>
 * <li><b>Dominance</b> (injectivity): sorted by |stride|, if every |d_k| exceeds the largest offset
 * reachable with the smaller modes, {@code sum_{j<k} (s_j-1)|d_j|}, the layout is injective: the
 * highest mode where two coordinates differ decides the difference's sign.</li>
 * <li><b>Exact chain</b> (bijection): sorted by stride, {@code d_0 = 1, d_{k+1} = s_k*d_k}: the
 * layout is mixed-radix notation, a bijection onto [0, size).</li>
 * <li><b>Increasing</b>: positive strides with {@code d_k > sum_{j<k} (s_j-1) d_j} for every k, in
 * index order: the step from index P_k - 1 to P_k is then positive, and so is every step.</li>
 * </ul>
 * The {@code slack} arguments exist only so that a test can weaken a certificate on purpose and
 * watch the certificate-vs-enumeration property catch it; production code passes 0.
 */
final class Certificates {

    private Certificates() {
    }

    /** Flat (shape, stride) arrays of a static integer-strided layout, or null (no certificate applies). */
    static long[][] flat(Layout layout) {
        List<IntTuple> s = layout.shape().leaves();
        List<IntTuple> d = layout.stride().leaves();
        long[] shape = new long[s.size()];
        long[] stride = new long[s.size()];
        for (int i = 0; i < shape.length; i++) {
            if (!(s.get(i) instanceof SymInt si) || !si.isConst() || !(d.get(i) instanceof SymInt di) || !di.isConst()) {
                return null;
            }
            shape[i] = si.value();
            stride[i] = di.value();
        }
        return new long[][] {shape, stride};
    }

    /** Size-1 modes dropped, {@code s0:d0, s1:s0*d0} merged; null on overflow. */
    static long[][] canonical(long[] shape, long[] stride) {
        long[] s = new long[shape.length];
        long[] d = new long[shape.length];
        int n = canonical(shape, stride, 0, shape.length, false, s, d);
        return n < 0 ? null : new long[][] {java.util.Arrays.copyOf(s, n), java.util.Arrays.copyOf(d, n)};
    }

    /**
     * The canonical form of the modes [from, to) written to s, d; returns its length, or -1 on
     * overflow. With {@code keepLast}, the last mode is kept even when its size is 1 (the mixed-radix
     * form of a layout on its extended domain, where the last mode is unbounded).
     */
    static int canonical(long[] shape, long[] stride, int from, int to, boolean keepLast, long[] s, long[] d) {
        int n = 0;
        try {
            for (int i = from; i < to; i++) {
                if (shape[i] == 1 && !(keepLast && i == to - 1)) {
                    continue;
                }
                if (n > 0 && stride[i] == Math.multiplyExact(s[n - 1], d[n - 1])) {
                    s[n - 1] = Math.multiplyExact(s[n - 1], shape[i]);
                } else {
                    s[n] = shape[i];
                    d[n] = stride[i];
                    n++;
                }
            }
        } catch (ArithmeticException e) {
            return -1;
        }
        return n;
    }

    /** Equal canonical forms: the same function on [0,size). */
    static boolean sameFunction(long[][] x, long[][] y) {
        int cap = Math.max(x[0].length, y[0].length);
        return sameFunction(x[0], x[1], 0, x[0].length, y[0], y[1], 0, y[0].length, new Scratch(cap));
    }

    /** Equal canonical forms of the modes [xFrom, xTo) of x and [yFrom, yTo) of y (no allocation). */
    static boolean sameFunction(long[] xs, long[] xd, int xFrom, int xTo, long[] ys, long[] yd, int yFrom, int yTo, Scratch w) {
        int nx = canonical(xs, xd, xFrom, xTo, false, w.s1, w.d1);
        int ny = canonical(ys, yd, yFrom, yTo, false, w.s2, w.d2);
        if (nx < 0 || nx != ny) {
            return false;
        }
        for (int i = 0; i < nx; i++) {
            if (w.s1[i] != w.s2[i] || w.d1[i] != w.d2[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether y's modes [yFrom, yTo) are, mode by mode, the canonical form of x's modes [xFrom, xTo),
     * a lone size-1 mode of y counting as the empty form: then canonical(y) = y (a canonical form
     * has no size-1 modes and no two neighbours that merge) = canonical(x), so x and y are the same
     * function on [0,size). One pass over x, no working arrays. {@code slack} lets a stride differ
     * by that much (tests only; production passes 0).
     */
    static boolean isCanonicalFormOf(long[] xs, long[] xd, int xFrom, int xTo,
                                     long[] ys, long[] yd, int yFrom, int yTo, long slack) {
        if (yTo - yFrom == 1 && ys[yFrom] == 1) {
            yTo = yFrom;
        }
        try {
            int k = yFrom - 1; // the canonical mode of x being built, ms:md, is compared with y's mode k
            long ms = 0;
            long md = 0;
            for (int i = xFrom; i < xTo; i++) {
                long s = xs[i];
                if (s == 1) {
                    continue;
                }
                long d = xd[i];
                if (k >= yFrom && d == Math.multiplyExact(ms, md)) {
                    ms = Math.multiplyExact(ms, s);
                    continue;
                }
                if (k >= yFrom && (k >= yTo || ys[k] != ms || Math.abs(yd[k] - md) > slack)) {
                    return false;
                }
                k++;
                ms = s;
                md = d;
            }
            return k + 1 == yTo && (k < yFrom || ys[k] == ms && Math.abs(yd[k] - md) <= slack);
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** Working arrays of the allocation-free certificates, reused by one thread across calls. */
    static final class Scratch {
        long[] s1;
        long[] d1;
        long[] s2;
        long[] d2;
        int[] order;

        Scratch(int capacity) {
            ensure(capacity);
        }

        void ensure(int capacity) {
            if (s1 == null || s1.length < capacity) {
                int c = Math.max(capacity, 16);
                s1 = new long[c];
                d1 = new long[c];
                s2 = new long[c];
                d2 = new long[c];
                order = new int[c];
            }
        }
    }

    /** Indices of the modes of size > 1 among the first n, sorted by |stride| (insertion sort: ranks are small). */
    private static int byAbsStride(long[] shape, long[] stride, int n, int[] order) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (shape[i] != 1) {
                long key = Math.abs(stride[i]);
                int j = count++;
                while (j > 0 && Math.abs(stride[order[j - 1]]) > key) {
                    order[j] = order[j - 1];
                    j--;
                }
                order[j] = i;
            }
        }
        return count;
    }

    /** Dominance: proves injectivity on [0,size). */
    static boolean injective(long[] shape, long[] stride, long slack) {
        return injective(shape, stride, shape.length, slack, new int[shape.length]);
    }

    /** Dominance on the first n modes; {@code order} is working space of at least n entries. */
    static boolean injective(long[] shape, long[] stride, int n, long slack, int[] order) {
        try {
            long reach = 0;
            int count = byAbsStride(shape, stride, n, order);
            for (int k = 0; k < count; k++) {
                int i = order[k];
                long d = Math.abs(stride[i]);
                if (d + slack <= reach) {
                    return false;
                }
                reach = Math.addExact(reach, Math.multiplyExact(shape[i] - 1, d));
            }
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    static boolean injective(long[][] flat) {
        return flat != null && injective(flat[0], flat[1], 0);
    }

    /** Exact chain: proves a bijection onto [0,size) (size-1 modes ignored, strides positive). */
    static boolean bijective(long[] shape, long[] stride, long slack) {
        return bijective(shape, stride, shape.length, slack, new int[shape.length]);
    }

    /** Exact chain on the first n modes; {@code order} is working space of at least n entries. */
    static boolean bijective(long[] shape, long[] stride, int n, long slack, int[] order) {
        try {
            long next = 1;
            int count = byAbsStride(shape, stride, n, order);
            for (int k = 0; k < count; k++) {
                int i = order[k];
                if (Math.abs(stride[i] - next) > slack || stride[i] <= 0) {
                    return false;
                }
                next = Math.multiplyExact(shape[i], stride[i]);
            }
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** Proves that the layout is strictly increasing in index order on [0,size). */
    static boolean increasing(long[] shape, long[] stride, long slack) {
        return increasing(shape, stride, 0, shape.length, slack);
    }

    /** The same for the modes [from, to). */
    static boolean increasing(long[] shape, long[] stride, int from, int to, long slack) {
        try {
            long reach = 0;
            for (int i = from; i < to; i++) {
                if (shape[i] == 1) {
                    continue;
                }
                if (stride[i] <= 0 || stride[i] + slack <= reach) {
                    return false;
                }
                reach = Math.addExact(reach, Math.multiplyExact(shape[i] - 1, stride[i]));
            }
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** The modes of non-zero stride: the same image (a stride-0 mode adds 0 to every offset). */
    static long[][] withoutZeroStrides(long[][] x) {
        int n = 0;
        for (long d : x[1]) {
            n += d != 0 ? 1 : 0;
        }
        long[][] out = new long[2][n];
        int k = 0;
        for (int i = 0; i < x[0].length; i++) {
            if (x[1][i] != 0) {
                out[0][k] = x[0][i];
                out[1][k++] = x[1][i];
            }
        }
        return out;
    }

    /** The concatenation of two flat forms (a layout (X,Y) as flat arrays). */
    static long[][] concat(long[][] x, long[][] y) {
        long[] s = java.util.Arrays.copyOf(x[0], x[0].length + y[0].length);
        long[] d = java.util.Arrays.copyOf(x[1], x[1].length + y[1].length);
        System.arraycopy(y[0], 0, s, x[0].length, y[0].length);
        System.arraycopy(y[1], 0, d, x[1].length, y[1].length);
        return new long[][] {s, d};
    }

    static long size(long[] shape) {
        long n = 1;
        for (long s : shape) {
            n = Math.multiplyExact(n, s);
        }
        return n;
    }
}
