package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * An O(rank(A)·rank(B)) proof that R(i) = A(B(i)) on B's domain, A on its extended domain, for
 * static integer-strided A, B and R with R's shape refining B's.
 *
 * <p>Write A in mixed radix: flattened, size-1 modes dropped, {@code s0:d0, s1:s0*d0} merged, the
 * last mode unbounded (the extension), so x = sum_p x_p P_p with digits x_p &lt; S_p and
 * A(x) = sum_p x_p D_p. For a leaf s:d of B with d &gt; 0, let i be the largest position with
 * P_i | d and c = d/P_i. Then k ↦ A(k·d), k &lt; s, is itself a layout E when
 * <ul>
 * <li>i is the last position (E = s : c·D_i), or (s-1)·c &lt; S_i (E = s : c·D_i, no digit wraps), or</li>
 * <li>c | S_i: the first m = S_i/c values of k step position i by c; if m | s, the rest of k runs
 * through the next positions as whole digits, ending with a last digit of size t &lt;= S_j
 * (E = (m, S_{i+1}, .., t) : (c·D_i, D_{i+1}, .., D_j)).</li>
 * </ul>
 * Each leaf puts at most a known digit on each position. If, at every bounded position, the
 * leaves' largest digits sum to less than S_p, adding the leaves' x values never carries, so
 * A(sum_b k_b d_b) = sum_b A(k_b d_b) = sum_b E_b(k_b) (A is linear on digit vectors). Since R's
 * leaves under B's leaf b form a layout R_b and R(i) = sum_b R_b(k_b), R = A∘B follows when every
 * R_b has E_b's canonical form (a leaf with d = 0 or s = 1 needs R_b to be the zero function).
 * Negative strides of B, scaled-basis strides and overflow: no certificate.
 */
final class CompositionCertificate {

    private CompositionCertificate() {
    }

    /**
     * Working arrays, reused across calls by one thread: A in mixed radix (sizes S with the last
     * unbounded, strides D, the largest digit the leaves put on each position)
     * and the images E_b, image b in modes [imageStart[b], imageStart[b+1]).
     */
    static final class Work {
        final Certificates.Scratch scratch = new Certificates.Scratch(16);
        long[] size = new long[16];
        long[] stride = new long[16];
        long[] digitMax = new long[16];
        int positions;
        long[] imageShape = new long[64];
        long[] imageStride = new long[64];
        int[] imageStart = new int[17];

        void ensure(int aModes, int bLeaves) {
            if (size.length < aModes) {
                size = new long[aModes];
                stride = new long[aModes];
                digitMax = new long[aModes];
            }
            int images = bLeaves * (aModes + 1);
            if (imageShape.length < images) {
                imageShape = new long[images];
                imageStride = new long[images];
            }
            if (imageStart.length < bLeaves + 1) {
                imageStart = new int[bLeaves + 1];
            }
            scratch.ensure(Math.max(aModes, images));
        }

        int last() {
            return positions - 1;
        }

        /** A's modes [0, n) in mixed radix; false on overflow. */
        boolean radix(long[] shape, long[] strides, int n) {
            positions = Certificates.canonical(shape, strides, 0, n, true, size, stride);
            if (positions <= 0) {
                return false;
            }
            for (int i = 0; i < positions; i++) {
                digitMax[i] = 0;
            }
            return true;
        }
    }

    /**
     * The layouts E_b, one per leaf (shape[b], stride[b]) of B, with k ↦ A(k·d_b) = E_b(k) and no
     * carries between leaves; null when the certificate does not apply. {@code slack} weakens the
     * carry bound (tests only).
     */
    static long[][][] leafImages(long[][] a, long[] bShape, long[] bStride, long slack) {
        if (a == null) {
            return null;
        }
        Work w = new Work();
        if (!leafImages(a[0], a[1], a[0].length, bShape, bStride, bShape.length, slack, w)) {
            return null;
        }
        long[][][] out = new long[bShape.length][][];
        for (int b = 0; b < out.length; b++) {
            int from = w.imageStart[b];
            int to = w.imageStart[b + 1];
            out[b] = new long[][] {java.util.Arrays.copyOfRange(w.imageShape, from, to),
                    java.util.Arrays.copyOfRange(w.imageStride, from, to)};
        }
        return out;
    }

    /** The same into {@code w} (no allocation): A's modes [0, aModes), B's leaves [0, bLeaves). */
    static boolean leafImages(long[] aShape, long[] aStride, int aModes, long[] bShape, long[] bStride, int bLeaves,
                              long slack, Work w) {
        if (aModes == 0) {
            return false;
        }
        w.ensure(aModes, bLeaves);
        try {
            if (!w.radix(aShape, aStride, aModes)) {
                return false;
            }
            int at = 0;
            for (int b = 0; b < bLeaves; b++) {
                w.imageStart[b] = at;
                at = leafImage(w, bShape[b], bStride[b], at);
                if (at < 0) {
                    return false;
                }
            }
            w.imageStart[bLeaves] = at;
            for (int p = 0; p < w.last(); p++) {
                if (w.digitMax[p] >= w.size[p] + slack) {
                    return false;
                }
            }
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** Appends E for the leaf s:d at mode {@code at} of the images; returns the next free mode, or -1. */
    private static int leafImage(Work a, long s, long d, int at) {
        if (s == 1 || d == 0) {
            return put(a, at, s, 0);
        }
        if (d < 0) {
            return -1;
        }
        int last = a.last();
        // the largest i with P_i | d, and c = d / P_i: as P_{i+1} = P_i·S_i, P_{i+1} | d exactly where
        // S_i | d / P_i (one division per position, on the smaller number, and no P_i to compute)
        int i = 0;
        long c = d;
        while (i < last && c >= a.size[i]) { // below the size, not divisible: no division
            long q = Quotients.quotient(c, a.size[i]);
            if (q * a.size[i] != c) {
                break;
            }
            c = q;
            i++;
        }
        long first = Math.multiplyExact(c, a.stride[i]);
        if (i == last || Math.multiplyExact(s - 1, c) < a.size[i]) {
            a.digitMax[i] = Math.addExact(a.digitMax[i], Math.multiplyExact(s - 1, c));
            return put(a, at, s, first);
        }
        long m = Quotients.quotient(a.size[i], c);
        if (m * c != a.size[i]) {
            return -1;
        }
        long rest = Quotients.quotient(s, m);
        if (rest * m != s) {
            return -1;
        }
        at = put(a, at, m, first);
        a.digitMax[i] = Math.addExact(a.digitMax[i], Math.multiplyExact(m - 1, c));
        for (int j = i + 1; rest > 1; j++) {
            if (j == last || rest <= a.size[j]) {
                a.digitMax[j] = Math.addExact(a.digitMax[j], rest - 1);
                return put(a, at, rest, a.stride[j]);
            }
            long next = Quotients.quotient(rest, a.size[j]);
            if (next * a.size[j] != rest) {
                return -1;
            }
            at = put(a, at, a.size[j], a.stride[j]);
            a.digitMax[j] = Math.addExact(a.digitMax[j], a.size[j] - 1);
            rest = next;
        }
        return at;
    }

    private static int put(Work w, int at, long shape, long stride) {
        w.imageShape[at] = shape;
        w.imageStride[at] = stride;
        return at + 1;
    }

    /** Proves R = A∘B (R's shape refines B's is checked by the caller). */
    static boolean proves(Layout r, Layout a, Layout b) {
        return proves(r, a, b, 0);
    }

    static boolean proves(Layout r, Layout a, Layout b, long slack) {
        long[][] fa = Certificates.flat(a);
        long[][] fb = Certificates.flat(b);
        if (fa == null || fb == null) {
            return false;
        }
        List<long[][]> parts = new ArrayList<>(fb[0].length);
        if (!underLeaves(b.shape(), r.shape(), r.stride(), parts) || parts.size() != fb[0].length) {
            return false;
        }
        int total = 0;
        for (long[][] p : parts) {
            if (p == null) {
                return false;
            }
            total += p[0].length;
        }
        long[] rShape = new long[total];
        long[] rStride = new long[total];
        int[] partStart = new int[parts.size() + 1];
        for (int k = 0; k < parts.size(); k++) {
            long[][] p = parts.get(k);
            System.arraycopy(p[0], 0, rShape, partStart[k], p[0].length);
            System.arraycopy(p[1], 0, rStride, partStart[k], p[1].length);
            partStart[k + 1] = partStart[k] + p[0].length;
        }
        return proves(fa[0], fa[1], fa[0].length, fb[0], fb[1], fb[0].length, rShape, rStride, partStart, slack, new Work());
    }

    /**
     * Proves R = A∘B on flat arrays: A's modes [0, aModes), B's leaves [0, bLeaves), and R's leaves
     * under B's leaf k in [partStart[k], partStart[k+1]) (the caller has checked that they refine it).
     */
    static boolean proves(long[] aShape, long[] aStride, int aModes, long[] bShape, long[] bStride, int bLeaves,
                          long[] rShape, long[] rStride, int[] partStart, long slack, Work w) {
        if (!leafImages(aShape, aStride, aModes, bShape, bStride, bLeaves, slack, w)) {
            return false;
        }
        for (int k = 0; k < bLeaves; k++) {
            int from = partStart[k];
            int to = partStart[k + 1];
            int imageFrom = w.imageStart[k];
            // R_b, as CuTe builds it, is usually E_b's canonical form already: one pass, no copies.
            if (!Certificates.isCanonicalFormOf(w.imageShape, w.imageStride, imageFrom, w.imageStart[k + 1], rShape, rStride, from, to, 0)
                    && !Certificates.sameFunction(rShape, rStride, from, to,
                    w.imageShape, w.imageStride, imageFrom, w.imageStart[k + 1], w.scratch)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Proves L(X(i)) = i on X's domain, L on its extended domain; with {@code withinDomain}, also
     * that every X(i) lies in L's domain (right inverses: L∘R; left inverses: R∘L).
     */
    static boolean provesIdentity(long[][] l, long[][] x, boolean withinDomain, long slack) {
        if (l == null || x == null) {
            return false;
        }
        try {
            long reach = 0;
            for (int k = 0; k < x[0].length; k++) {
                if (x[1][k] < 0) {
                    return false;
                }
                reach = Math.addExact(reach, Math.multiplyExact(x[0][k] - 1, x[1][k]));
            }
            if (withinDomain && reach >= Certificates.size(l[0])) {
                return false; // an X(i) would leave L's domain: the extension is not L
            }
            long[][][] images = leafImages(l, x[0], x[1], slack);
            if (images == null) {
                return false;
            }
            long position = 1;
            for (int k = 0; k < images.length; k++) {
                if (!Certificates.sameFunction(images[k], new long[][] {{x[0][k]}, {position}})) {
                    return false;
                }
                position = Math.multiplyExact(position, x[0][k]);
            }
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** The flat parts of R under each leaf of B's shape, in order; false if the shapes do not nest. */
    private static boolean underLeaves(IntTuple bShape, IntTuple rShape, IntTuple rStride, List<long[][]> out) {
        if (bShape instanceof Tuple t) {
            if (rShape.isLeaf() || rShape.rank() != t.rank()) {
                return false;
            }
            for (int i = 0; i < t.rank(); i++) {
                if (!underLeaves(t.mode(i), rShape.mode(i), rStride.mode(i), out)) {
                    return false;
                }
            }
            return true;
        }
        List<IntTuple> s = rShape.leaves();
        List<IntTuple> d = rStride.leaves();
        long[][] part = new long[2][s.size()];
        for (int k = 0; k < s.size(); k++) {
            if (!(s.get(k) instanceof SymInt sk) || !(d.get(k) instanceof SymInt dk) || !sk.isConst() || !dk.isConst()) {
                out.add(null);
                return true;
            }
            part[0][k] = sk.value();
            part[1][k] = dk.value();
        }
        out.add(part);
        return true;
    }
}
