package cuteprover.layout;

/**
 * The lean path's complement certificates ({@link LeanAlgebra#complement}), O(rank) sufficient conditions for
 * {@link Complement}'s defining property on flat arrays, checked against enumeration by
 * LeanCertificateProperties: {@link #oneMode} where A has at most one image mode, {@link #chain} where A's
 * sorted strides chain exactly. {@code slack} weakens a certificate (tests only; production passes 0).
 */
final class LeanComplementCertificates {

    private LeanComplementCertificates() {
    }

    /**
     * The complement certificate ({@link #chain}) where A has at most one image
     * mode, found here by its own scan of A: C's modes, visited in index order with A's mode
     * inserted before the first of C's modes whose stride is not below it, form an exact chain
     * d = 1, s_0·d_0, ... (so (filter(A),C) is a bijection onto [0, n), and C increasing) with
     * n >= target; then cosize(C) stays within round_up(target, cosize(A)). {@code slack} weakens the
     * chain test (tests only; production passes 0).
     */
    static boolean oneMode(FlatTree a, FlatTree c, long target, long slack) {
        try {
            long s = 1;
            long d = 0;
            int image = 0;
            for (int i = 0; i < a.n; i++) {
                long di = a.stride[i];
                if (di < 0) {
                    return false;
                }
                if (di != 0 && a.shape[i] != 1) {
                    image++;
                    s = a.shape[i];
                    d = di;
                }
            }
            if (image > 1) {
                return false;
            }
            long cosizeA = Math.multiplyExact(s - 1, d) + 1;
            boolean placed = image == 0;
            long next = 1;
            long lastC = 0;
            for (int j = 0; j < c.n; j++) {
                long cs = c.shape[j];
                long cd = c.stride[j];
                if (cs == 1) {
                    continue;
                }
                if (!placed && d <= cd) {
                    if (Math.abs(d - next) > slack) {
                        return false;
                    }
                    next = Math.multiplyExact(s, d);
                    placed = true;
                }
                if (Math.abs(cd - next) > slack || cd <= 0) {
                    return false;
                }
                lastC = Math.addExact(lastC, Math.multiplyExact(cs - 1, cd));
                next = Math.multiplyExact(cs, cd);
            }
            if (!placed) {
                if (Math.abs(d - next) > slack) {
                    return false;
                }
                next = Math.multiplyExact(s, d);
            }
            return complementSizes(next, cosizeA, lastC + 1, target);
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /**
     * Complement's certificate ({@link Complement#certified}, exact-chain branch, and its size
     * post-conditions) in one merge instead of sorts: C's modes are visited in index order, merged
     * by stride with A's modes {@code order[0..m)}, and must form an exact chain d = 1, s_0·d_0, ...
     * (a bijection of (filter(A),C) onto [0, n), whatever the order the modes are visited in) with
     * n >= the cotarget. Each stride of an exact chain exceeds the largest offset of the modes
     * before it (their sizes' product minus 1), so C, visited in index order, is increasing
     * ({@link Certificates#increasing}) without a test of its own. {@code order}'s entries must be
     * modes of size > 1, so the chain's strides strictly increase and the entries are distinct, with
     * non-zero strides; their number is compared with A's modes of size > 1 and non-zero stride, so
     * they are exactly filter(A)'s image modes. Then cosize((A,C)) reaches the
     * cotarget and cosize(C) stays within round_up(cotarget, cosize(A)). {@code slack} weakens the
     * chain test (tests only; production passes 0).
     */
    static boolean chain(FlatTree a, int[] order, int m, FlatTree c, long target, long slack) {
        try {
            long cosizeA = 1;
            int imageModes = 0;
            for (int i = 0; i < a.n; i++) {
                long d = a.stride[i];
                if (d < 0) {
                    return false;
                }
                cosizeA = Math.addExact(cosizeA, Math.multiplyExact(a.shape[i] - 1, d));
                if (d != 0 && a.shape[i] != 1) {
                    imageModes++;
                }
            }
            if (imageModes != m) {
                return false;
            }
            long next = 1;
            long lastC = 0; // C's largest value so far, C(size-1) at the end
            int i = 0;
            int j = 0;
            while (i < m || j < c.n) {
                long s;
                long d;
                if (j == c.n || i < m && a.stride[order[i]] <= c.stride[j]) {
                    s = a.shape[order[i]];
                    d = a.stride[order[i]];
                    i++;
                    if (s == 1) {
                        return false; // order lists modes of size > 1 only (so the chain's strides strictly increase)
                    }
                } else {
                    s = c.shape[j];
                    d = c.stride[j];
                    j++;
                    if (s == 1) {
                        continue;
                    }
                    lastC = Math.addExact(lastC, Math.multiplyExact(s - 1, d));
                }
                if (Math.abs(d - next) > slack || d <= 0) {
                    return false;
                }
                next = Math.multiplyExact(s, d);
            }
            // next is now the product of the chain's sizes: size((filter(A),C)).
            return complementSizes(next, cosizeA, lastC + 1, target);
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /**
     * The size conditions of a complement C of A whose modes with filter(A)'s form a bijection onto
     * [0, chainSize): that reaches the cotarget, so does cosize((A,C)), and cosize(C) stays within
     * round_up(target, cosize(A)). That bound is no defining property, but a C that breaks it is left to
     * the general path, which gives it with its notice ({@link BrokenPostcondition}).
     */
    private static boolean complementSizes(long chainSize, long cosizeA, long cosizeC, long target) {
        if (chainSize < target || Math.addExact(cosizeA, cosizeC) - 1 < target) {
            return false;
        }
        // round_up(target, cosize(A)) >= target: the division only where C reaches past the target
        return cosizeC <= target
                || cosizeC <= Math.multiplyExact(Math.floorDiv(Math.addExact(target, cosizeA - 1), cosizeA), cosizeA);
    }

    /** The complement certificate on its own (tests: C may be any candidate; {@code slack} weakens it). */
    static boolean certifiesComplement(FlatTree a, FlatTree c, long target, long slack) {
        int[] sorted = new int[a.n];
        int m = LeanAlgebra.imageModesByStride(a, sorted);
        return m >= 0 && chain(a, sorted, m, c, target, slack);
    }
}
