package cuteprover.category;

import cuteprover.CuteError;

/**
 * The defining properties of the categorical results, checked by enumeration on primitive arrays
 * (this package's own, independent of the concrete engine's checks). A domain too large to
 * enumerate is an error, never a silent pass.
 */
final class Postconditions {

    /** Largest domain walked (about a few seconds). */
    static final long LIMIT = 1L << 30;

    private Postconditions() {
    }

    /** {@code result = outer ∘ inner}: shape(result) refines shape(inner) and the functions agree. */
    static void composition(NestLayout outer, NestLayout inner, NestLayout result) {
        if (!result.shape().refines(inner.shape())) {
            throw new CuteError("composition is not admissible: the shape " + result.shape() + " of the result "
                    + result + " does not refine the shape " + inner.shape() + " of " + inner);
        }
        long size = enumerable(inner, "composition");
        long outerSize = outer.size();
        offsetsFit(outer);
        long[] os = outer.shape().entries();
        long[] od = outer.stride();
        Walk in = new Walk(inner);
        Walk out = new Walk(result);
        for (long x = 0; x < size; x++) {
            long y = in.offset;
            if (y < 0 || y >= outerSize) {
                throw new CuteError("composition is not admissible: " + inner + " sends " + x + " to " + y
                        + ", outside the domain [0," + outerSize + ") of " + outer);
            }
            long expected = 0;
            long rest = y;
            for (int i = 0; i < os.length; i++) {
                expected += (rest % os[i]) * od[i];
                rest /= os[i];
            }
            if (out.offset != expected) {
                throw new CuteError("composition is not admissible: R(" + x + ")=" + out.offset + " but A(B(" + x + "))="
                        + expected + " for R = " + result + ", A = " + outer + ", B = " + inner);
            }
            in.next();
            out.next();
        }
    }

    /**
     * {@code (L, C)} with the stride-0 modes of L left out is a bijection onto {@code [0,n)}: the
     * defining property of {@code C = comp(L, n)}.
     */
    static void complement(NestLayout layout, long n, NestLayout injectivePart, NestLayout result) {
        NestLayout both = NestLayout.concat(injectivePart, result);
        long size = enumerable(both, "complement");
        if (size != n) {
            throw new CuteError("complement is not admissible: size(" + injectivePart + ") * size(" + result + ") = "
                    + size + " is not " + n);
        }
        long[] seen = new long[(int) ((n + 63) >>> 6)];
        Walk w = new Walk(both);
        for (long x = 0; x < size; x++) {
            long v = w.offset;
            if (v < 0 || v >= n) {
                throw new CuteError("complement is not admissible: (" + layout + ", " + result + ") sends " + x + " to "
                        + v + ", outside [0," + n + ")");
            }
            int word = (int) (v >>> 6);
            long bit = 1L << (v & 63);
            if ((seen[word] & bit) != 0) {
                throw new CuteError("complement is not admissible: (" + layout + ", " + result + ") hits " + v + " twice");
            }
            seen[word] |= bit;
            w.next();
        }
    }

    /** Every offset of the domain fits in 64 bits, so the loops need no overflow checks. */
    private static void offsetsFit(NestLayout l) {
        long bound = 0;
        try {
            for (int i = 0; i < l.length(); i++) {
                bound = Math.addExact(bound, Math.multiplyExact(l.shape().entry(i), Math.absExact(l.stride(i))));
            }
        } catch (ArithmeticException e) {
            throw CuteError.overflow("the offsets of " + l);
        }
    }

    private static long enumerable(NestLayout l, String what) {
        long size = l.size();
        if (size > LIMIT) {
            throw new CuteError(what + " result on a domain of size " + size + " is too large to check by enumeration (limit 2^30)");
        }
        return size;
    }

    /** An odometer over the colex order of a layout's flattening: one add per step. */
    private static final class Walk {
        private final long[] shape;
        private final long[] stride;
        private final long[] coord;
        long offset;

        Walk(NestLayout l) {
            offsetsFit(l);
            this.shape = l.shape().entries();
            this.stride = l.stride();
            this.coord = new long[shape.length];
        }

        void next() {
            for (int i = 0; i < shape.length; i++) {
                if (++coord[i] < shape[i]) {
                    offset += stride[i];
                    return;
                }
                offset -= (shape[i] - 1) * stride[i];
                coord[i] = 0;
            }
        }
    }
}
