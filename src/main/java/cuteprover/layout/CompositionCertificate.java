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

    /** A in mixed radix: sizes S (the last unbounded), strides D, prefix products P. */
    private record Radix(long[] size, long[] stride, long[] prefix) {

        static Radix of(long[] shape, long[] stride) {
            int last = shape.length - 1;
            long[] s = new long[shape.length];
            long[] d = new long[shape.length];
            int n = 0;
            for (int i = 0; i <= last; i++) {
                if (shape[i] == 1 && i != last) {
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
            long[] p = new long[n];
            long running = 1;
            for (int i = 0; i < n; i++) {
                p[i] = running;
                if (i < n - 1) {
                    running = Math.multiplyExact(running, s[i]);
                }
            }
            return new Radix(java.util.Arrays.copyOf(s, n), java.util.Arrays.copyOf(d, n), p);
        }

        int last() {
            return size.length - 1;
        }
    }

    /**
     * The layouts E_b, one per leaf (shape[b], stride[b]) of B, with k ↦ A(k·d_b) = E_b(k) and no
     * carries between leaves; null when the certificate does not apply. {@code slack} weakens the
     * carry bound (tests only).
     */
    static long[][][] leafImages(long[][] a, long[] bShape, long[] bStride, long slack) {
        if (a == null || a[0].length == 0) {
            return null;
        }
        try {
            Radix radix = Radix.of(a[0], a[1]);
            long[] digitMax = new long[radix.size.length];
            long[][][] out = new long[bShape.length][][];
            for (int b = 0; b < bShape.length; b++) {
                out[b] = leafImage(radix, bShape[b], bStride[b], digitMax);
                if (out[b] == null) {
                    return null;
                }
            }
            for (int p = 0; p < radix.last(); p++) {
                if (digitMax[p] >= radix.size[p] + slack) {
                    return null;
                }
            }
            return out;
        } catch (ArithmeticException e) {
            return null;
        }
    }

    private static long[][] leafImage(Radix a, long s, long d, long[] digitMax) {
        if (s == 1 || d == 0) {
            return new long[][] {{s}, {0}};
        }
        if (d < 0) {
            return null;
        }
        int last = a.last();
        int i = 0;
        while (i < last && d % Math.multiplyExact(a.prefix[i], a.size[i]) == 0) {
            i++;
        }
        long c = d / a.prefix[i];
        long first = Math.multiplyExact(c, a.stride[i]);
        if (i == last || Math.multiplyExact(s - 1, c) < a.size[i]) {
            digitMax[i] = Math.addExact(digitMax[i], Math.multiplyExact(s - 1, c));
            return new long[][] {{s}, {first}};
        }
        if (a.size[i] % c != 0) {
            return null;
        }
        long m = a.size[i] / c;
        if (s % m != 0) {
            return null;
        }
        List<long[]> modes = new ArrayList<>();
        modes.add(new long[] {m, first});
        digitMax[i] = Math.addExact(digitMax[i], Math.multiplyExact(m - 1, c));
        long rest = s / m;
        for (int j = i + 1; rest > 1; j++) {
            if (j == last || rest <= a.size[j]) {
                modes.add(new long[] {rest, a.stride[j]});
                digitMax[j] = Math.addExact(digitMax[j], rest - 1);
                break;
            }
            if (rest % a.size[j] != 0) {
                return null;
            }
            modes.add(new long[] {a.size[j], a.stride[j]});
            digitMax[j] = Math.addExact(digitMax[j], a.size[j] - 1);
            rest /= a.size[j];
        }
        long[][] e = new long[2][modes.size()];
        for (int k = 0; k < modes.size(); k++) {
            e[0][k] = modes.get(k)[0];
            e[1][k] = modes.get(k)[1];
        }
        return e;
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
        long[][][] images = leafImages(fa, fb[0], fb[1], slack);
        if (images == null) {
            return false;
        }
        List<long[][]> parts = new ArrayList<>(fb[0].length);
        if (!underLeaves(b.shape(), r.shape(), r.stride(), parts) || parts.size() != images.length) {
            return false;
        }
        for (int k = 0; k < images.length; k++) {
            if (parts.get(k) == null || !Certificates.sameFunction(parts.get(k), images[k])) {
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
