package cuteprover.layout;

/**
 * The lean concrete path: coalesce, composition, complement and logical_divide of static
 * integer-strided layouts on flat arrays ({@link FlatTree}), each result checked by the O(rank)
 * certificates of {@link Certificates} and {@link CompositionCertificate} before it is returned.
 *
 * <p>The steps are those of {@link Coalesce}, {@link Composition}, {@link Complement} and
 * {@link Divide}, specialised to the concrete decider (every branch decided by comparing longs), so
 * that a batch of small expressions runs without boxing or building {@link Layout} trees. Each
 * method answers {@code true} with a certified result, or {@code false} (or an
 * {@link ArithmeticException} on overflow) when it has no certified answer: then the caller takes
 * the general path, which enumerates where no certificate applies and words every error. The lean
 * path never produces an error of its own, so its answers are the general path's answers
 * (LeanPathProperties compares the two).
 *
 * <p>One instance per thread: it reuses its working arrays across calls.
 */
public final class LeanAlgebra {

    private final CompositionCertificate.Work work = new CompositionCertificate.Work();
    private final ModeBuffer whole = new ModeBuffer();
    private final ModeBuffer filtered = new ModeBuffer();
    private final ModeBuffer remaining = new ModeBuffer();
    private final ModeBuffer gaps = new ModeBuffer();
    private final ModeBuffer complementOut = new ModeBuffer();
    private final ModeBuffer cotarget = new ModeBuffer();
    private final ModeBuffer both = new ModeBuffer();
    private final FlatTree pair = new FlatTree();
    private final FlatTree tileComplement = new FlatTree();
    private int[] partStart = new int[17];
    private int[] order = new int[32];

    /** coalesce(L): the flat layout of fewest modes with L's function on its domain. */
    public boolean coalesce(FlatTree in, FlatTree out) {
        int r = in.n;
        out.clear();
        if (r == 0) {
            out.flatTokens();
            return true;
        }
        // Coalesce's backward scan, with CuTe's unwrap as the nesting (flatTokens).
        out.ensureRoom(r + 1);
        long[] shape = in.shape;
        long[] stride = in.stride;
        out.n = coalesceScan(shape, stride, r, shape[r - 1], out.shape, out.stride);
        out.flatTokens();
        // The result is flat by construction; the certificate shows it is the same function.
        return Certificates.isCanonicalFormOf(shape, stride, 0, r, out.shape, out.stride, 0, out.n, 0);
    }

    /** A∘B: B's nesting with each leaf s:d of B replaced by A∘(s:d). */
    public boolean composition(FlatTree a, FlatTree b, FlatTree out) {
        coalesce(a.shape, a.stride, a.n, true, whole);
        return compositionWithWhole(a, b, out);
    }

    /** A∘B with {@code whole} holding coalesce(A) on A's extended domain (its last mode kept). */
    private boolean compositionWithWhole(FlatTree a, FlatTree b, FlatTree out) {
        out.clear();
        int leaves = b.n;
        out.reserve(leaves * (whole.n + 1)); // A∘(s:d) has at most rank(coalesce(A)) modes
        if (partStart.length < leaves + 1) {
            partStart = new int[leaves + 1];
        }
        for (int k = 0; k < leaves; k++) {
            int from = out.n;
            long s = b.shape[k];
            if (!composeLeaf(s, b.stride[k], out) || !out.nestLeafImage(from, s, b.opens[k], b.closes[k])) {
                return false; // not admissible, or R's shape does not refine B's: the general path words it
            }
            partStart[k + 1] = out.n;
        }
        return CompositionCertificate.proves(a.shape, a.stride, a.n, b.shape, b.stride, b.n,
                out.shape, out.stride, partStart, 0, work);
    }

    /** complement(A, cotarget) for an integer cotarget. */
    public boolean complement(FlatTree a, long target, FlatTree out) {
        if (target >= 1) {
            long end = oneModeGap(a, out);
            boolean oneMode = end > 0;
            int m = oneMode ? 1 : imageModesByStride(a);
            if (!oneMode && m >= 0) {
                end = chainGaps(a, order, m, out);
            }
            if (end > 0 && withRest(out, ceilDiv(target, end), end) && (oneMode
                    ? LeanComplementCertificates.oneMode(a, out, target, 0) : LeanComplementCertificates.chain(a, order, m, out, target, 0))) {
                return true;
            }
        }
        cotarget.n = 0;
        cotarget.add(target, 0);
        out.clear();
        if (!complementModes(a) || !unwrap(complementOut, out)) {
            return false;
        }
        return complementCertified(a, out, target);
    }

    /** logical_divide(A, B) = A∘(B, complement(B, shape of coalesce(A))), with B a layout. */
    public boolean logicalDivide(FlatTree a, FlatTree b, FlatTree out) {
        // coalesce(A) on its extended domain differs from coalesce(A) only where A's last mode has size 1
        boolean extendedIsPlain = a.n > 0 && a.shape[a.n - 1] != 1;
        coalesce(a.shape, a.stride, a.n, extendedIsPlain, whole);
        cotarget.copyFrom(whole);
        if (cotarget.n == 0) {
            cotarget.add(1, 0); // coalesce gives 1:0
        }
        pair.clear();
        pair.open();
        pair.append(b);
        if (chainComplement(b, tileComplement)) {
            pair.append(tileComplement);
        } else if (!complementModes(b) || !unwrap(complementOut, pair)) {
            return false;
        }
        pair.close();
        if (!(extendedIsPlain ? compositionWithWhole(a, pair, out) : composition(a, pair, out))) {
            return false;
        }
        // (B,B*) a bijection onto [0,size(A)) makes R a permutation of A's domain (Divide's post-condition).
        ensureOrder(pair.n);
        return Certificates.bijective(pair.shape, pair.stride, pair.n, 0, order);
    }

    /**
     * The indices of A's modes of size > 1 and non-zero stride, sorted by stride, into {@code order}
     * (insertion sort: ranks are small); returns their number, or -1 where a stride is negative.
     */
    private int imageModesByStride(FlatTree a) {
        ensureOrder(a.n);
        return imageModesByStride(a, order);
    }

    static int imageModesByStride(FlatTree a, int[] sorted) {
        long[] stride = a.stride;
        int count = 0;
        for (int i = 0; i < a.n; i++) {
            long d = stride[i];
            if (d < 0) {
                return -1;
            }
            if (d != 0 && a.shape[i] != 1) {
                int j = count++;
                while (j > 0 && stride[sorted[j - 1]] > d) {
                    sorted[j] = sorted[j - 1];
                    j--;
                }
                sorted[j] = i;
            }
        }
        return count;
    }

    /**
     * The gap below A's image mode s:d, d:1 (none where d = 1), into {@code out} (cleared first),
     * where A has at most one image mode (size > 1, stride > 0; every other mode of size 1 or
     * stride 0), the common case of a tile; returns s*d, where the rest of the cotarget begins (1
     * for no image mode). -1 where A has a negative stride or several image modes. The chain
     * algorithm's answer ({@link #chainGaps}), without its sort.
     */
    private static long oneModeGap(FlatTree a, FlatTree out) {
        long[] shape = a.shape;
        long[] stride = a.stride;
        long s = 1;
        long d = 1;
        int image = 0;
        for (int i = 0; i < a.n; i++) {
            long di = stride[i];
            if (di < 0) {
                return -1;
            }
            if (di != 0 && shape[i] != 1) {
                image++;
                s = shape[i];
                d = di;
            }
        }
        if (image > 1) {
            return -1;
        }
        out.clear();
        out.ensureRoom(2);
        out.shape[0] = d;
        out.stride[0] = 1;
        out.n = d > 1 ? 1 : 0;
        return Math.multiplyExact(s, d);
    }

    /** Appends the rest of the cotarget, rest:end (none where rest = 1), and CuTe's unwrap nesting; true. */
    private static boolean withRest(FlatTree out, long rest, long end) {
        if (rest > 1) {
            out.add(rest, end);
        }
        out.flatTokens();
        return true;
    }

    /**
     * {@link Complement}'s algorithm against {@code cotarget} where A's sorted strides chain exactly
     * (each divisible by the end of the modes below it), the common case: the gaps below A's modes
     * ({@link #oneModeGap} for one image mode, else {@link #chainGaps}), then the rest of the
     * cotarget. False where the chain is not exact: then the general algorithm runs.
     */
    private boolean chainComplement(FlatTree a, FlatTree out) {
        long end = oneModeGap(a, out);
        if (end < 0) {
            int m = imageModesByStride(a);
            end = m >= 0 ? chainGaps(a, order, m, out) : -1;
        }
        return end > 0 && withRest(out, restSize(end), end);
    }

    /**
     * The gaps below and between A's image modes, sorted by stride ({@code order[0..m)}), into
     * {@code out} (cleared first), in one pass: below each mode s:d, {@code d/end : end}; gaps of
     * size 1 vanish in CuTe's final coalesce, and no two remaining gaps merge (between them lies a
     * mode of A of size > 1). Returns the chain's end, the last mode's stride times its size, or -1
     * where the chain is not exact.
     */
    private static long chainGaps(FlatTree a, int[] order, int m, FlatTree out) {
        out.clear();
        out.ensureRoom(m + 2);
        long[] gapShape = out.shape;
        long[] gapStride = out.stride;
        long[] shape = a.shape;
        long[] stride = a.stride;
        int n = 0;
        long end = 1;
        for (int k = 0; k < m; k++) {
            int i = order[k];
            long d = stride[i];
            long gap = Quotients.quotient(d, end);
            if (d < end || gap * end != d) {
                return -1;
            }
            gapShape[n] = gap;
            gapStride[n] = end;
            n += gap > 1 ? 1 : 0; // a gap of 1 is written and then overwritten: no branch
            end = Math.multiplyExact(d, shape[i]);
        }
        out.n = n;
        return end;
    }

    /** L(i) for an index i >= 0: the colexicographic digits of i, the last one unbounded. */
    public static long offset(FlatTree layout, long index) {
        long offset = 0;
        int last = layout.n - 1;
        for (int k = 0; k < last; k++) {
            long s = layout.shape[k];
            long quotient = Quotients.quotient(index, s);
            offset = Math.addExact(offset, Math.multiplyExact(index - quotient * s, layout.stride[k]));
            index = quotient;
        }
        return Math.addExact(offset, Math.multiplyExact(index, layout.stride[last]));
    }

    /** {@link Coalesce}'s backward scan; {@code keepLast} keeps the extension (coalesce_x). */
    private static void coalesce(long[] shape, long[] stride, int r, boolean keepLast, ModeBuffer out) {
        out.n = 0;
        if (r == 0) {
            return;
        }
        out.ensureRoom(r);
        long last = shape[r - 1];
        out.n = coalesceScan(shape, stride, r, keepLast && last == 1 ? 2 : last, out.shape, out.stride);
    }

    /**
     * {@link Coalesce}'s backward scan of the r modes, the last one's size read as {@code lastSize}:
     * written from the back of the out arrays (which have room for r modes; the result so far is the
     * modes [front, r)), then moved to the front, with no growth checks and no reversal. Returns the
     * number of modes, 0 for a single size-1 mode (CuTe's 1:0).
     */
    private static int coalesceScan(long[] shape, long[] stride, int r, long lastSize, long[] outShape, long[] outStride) {
        int front = r - 1;
        outShape[front] = lastSize;
        outStride[front] = stride[front];
        for (int i = r - 2; i >= 0; i--) {
            long s = shape[i];
            if (s == 1) {
                continue;
            }
            long d = stride[i];
            if (outShape[front] == 1) {
                outShape[front] = s;
                outStride[front] = d;
            } else if (Math.multiplyExact(d, s) == outStride[front]) {
                outShape[front] = Math.multiplyExact(s, outShape[front]);
                outStride[front] = d;
            } else {
                front--;
                outShape[front] = s;
                outStride[front] = d;
            }
        }
        int n = r - front;
        if (n == 1 && outShape[front] == 1) {
            return 0;
        }
        for (int k = 0; k < n; k++) { // a few modes: cheaper than System.arraycopy's set-up
            outShape[k] = outShape[front + k];
            outStride[k] = outStride[front + k];
        }
        return n;
    }

    /** CuTe's unwrap appended to a tree: one mode s:d, several a flat tuple, none 1:0. */
    private static boolean unwrap(ModeBuffer m, FlatTree out) {
        if (m.n == 0) {
            out.leaf(1, 0);
            return true;
        }
        if (m.n > 1) {
            out.open();
        }
        for (int i = 0; i < m.n; i++) {
            if (m.shape[i] < 1) {
                return false; // a shape entry must be >= 1: the general path refuses it
            }
            out.leaf(m.shape[i], m.stride[i]);
        }
        if (m.n > 1) {
            out.close();
        }
        return true;
    }

    /**
     * {@link Composition}'s base case: the coalesced A ({@code whole}) with the mode s:d, its modes
     * appended to {@code out} (which has room for rank(whole) more); false where CuTe's divisibility
     * conditions fail.
     */
    private boolean composeLeaf(long s, long d, ModeBuffer out) {
        long[] shape = out.shape;
        long[] stride = out.stride;
        int n = out.n;
        int r = whole.n;
        if (d == 0 || r == 0) {
            shape[n] = s;
            stride[n] = 0;
            out.n = n + 1;
            return true;
        }
        if (d < 0) {
            return false;
        }
        long[] wholeShape = whole.shape;
        long[] wholeStride = whole.stride;
        int first = n;
        long restShape = s;
        long restStride = d;
        for (int i = 0; i < r - 1; i++) {
            long currShape = wholeShape[i];
            // CuTe's next_shape = ceil_div(curr_shape, rest_stride), next_stride = ceil_div(rest_stride,
            // curr_shape), under its divisibility condition; restStride >= 1 here, so a divisible
            // restStride is >= currShape (next_shape 1) and a smaller one gives next_stride 1.
            long nextShape;
            long nextStride;
            if (restStride < currShape) {
                // not divisible (1 <= restStride < currShape); restStride 1, the common case, needs no division
                nextShape = restStride == 1 ? currShape : ceilDiv(currShape, restStride);
                nextStride = 1;
            } else {
                long quotient = Quotients.quotient(restStride, currShape);
                if (restStride - quotient * currShape != 0) {
                    return false; // CuTe's stride divisibility condition fails
                }
                nextShape = 1;
                nextStride = quotient;
            }
            if (nextShape != 1 && restShape != 1) {
                long newShape = Math.min(nextShape, restShape);
                long restQuotient = Quotients.quotient(restShape, newShape);
                if (restQuotient * newShape != restShape) {
                    return false; // CuTe's shape divisibility condition fails
                }
                shape[n] = newShape;
                stride[n] = Math.multiplyExact(wholeStride[i], restStride);
                n++;
                restShape = restQuotient;
            }
            restStride = nextStride;
        }
        if (n == first || restShape != 1) {
            shape[n] = restShape;
            stride[n] = Math.multiplyExact(wholeStride[r - 1], restStride);
            n++;
        }
        out.n = n;
        return true;
    }

    /** ceil(a/b) for a >= 0, b >= 1 (every caller's operands are shapes and positive strides). */
    private static long ceilDiv(long a, long b) {
        return Quotients.quotient(Math.addExact(a, b - 1), b);
    }

    /** filter(A): stride-0 modes get size 1, then coalesce drops them. */
    private void filter(FlatTree a) {
        remaining.n = 0;
        for (int i = 0; i < a.n; i++) {
            remaining.add(a.stride[i] == 0 ? 1 : a.shape[i], a.stride[i]);
        }
        coalesce(remaining.shape, remaining.stride, remaining.n, false, filtered);
    }

    /** {@link Complement}'s algorithm against {@code cotarget} (a flat shape), into {@code complementOut}. */
    private boolean complementModes(FlatTree a) {
        for (int i = 0; i < a.n; i++) {
            if (a.stride[i] < 0) {
                return false;
            }
        }
        filter(a);
        if (filtered.n == 0) {
            filtered.add(1, 0);
        }
        complementOut.n = 0;
        if (filtered.n == 1 && filtered.stride[0] == 0) {
            long size = cotarget.size();
            complementOut.add(size, size == 1 ? 0 : 1);
            return true;
        }
        remaining.copyFrom(filtered);
        gaps.n = 0;
        long end = 1;
        while (remaining.n > 0) {
            int k = argMin(remaining);
            long gap = Math.floorDiv(remaining.stride[k], end);
            if (gap == 0) {
                return false; // the modes overlap: CuTe refuses, and so does the general path
            }
            gaps.add(gap, end);
            end = Math.multiplyExact(remaining.stride[k], remaining.shape[k]);
            remaining.remove(k);
        }
        gaps.add(restSize(end), end);
        coalesce(gaps.shape, gaps.stride, gaps.n, false, complementOut);
        return true;
    }

    /** The first minimum stride, as CuTe's find(stride, min(stride)). */
    private static int argMin(ModeBuffer m) {
        int best = 0;
        for (int i = 1; i < m.n; i++) {
            if (m.stride[i] < m.stride[best]) {
                best = i;
            }
        }
        return best;
    }

    /** size(ceil_div(cotarget, stride)), the cotarget divided mode by mode. */
    private long restSize(long stride) {
        long product = 1;
        long rest = stride;
        int last = cotarget.n - 1;
        for (int i = 0; i <= last; i++) {
            long shape = cotarget.shape[i];
            if (rest == 1) { // ceil_div(shape, 1) and ceil_div(1, shape): no division
                product = Math.multiplyExact(product, shape);
                continue;
            }
            long q = ceilDiv(shape, rest);
            if (i < last) { // the last mode's remaining stride is not needed: one division saved
                rest = ceilDiv(rest, shape);
            }
            product = Math.multiplyExact(product, q);
        }
        return product;
    }

    /** {@link Complement#certified} and its size post-conditions, on flat arrays ({@code filtered} holds filter(A)). */
    private boolean complementCertified(FlatTree a, FlatTree c, long target) {
        if (!Certificates.increasing(c.shape, c.stride, 0, c.n, 0)) {
            return false;
        }
        both.n = 0;
        for (int i = 0; i < a.n; i++) {
            if (a.stride[i] != 0) {
                both.add(a.shape[i], a.stride[i]);
            }
        }
        for (int i = 0; i < c.n; i++) {
            both.add(c.shape[i], c.stride[i]);
        }
        ensureOrder(both.n);
        if (exactChain()) {
            if (!Certificates.bijective(both.shape, both.stride, both.n, 0, order) || both.size() < target) {
                return false;
            }
        } else if (!Certificates.injective(both.shape, both.stride, both.n, 0, order)) {
            return false;
        }
        long cosizeA = 1;
        for (int i = 0; i < a.n; i++) {
            cosizeA = Math.addExact(cosizeA, Math.multiplyExact(a.shape[i] - 1, Math.abs(a.stride[i])));
        }
        long lastC = 0;
        for (int i = 0; i < c.n; i++) {
            lastC = Math.addExact(lastC, Math.multiplyExact(c.shape[i] - 1, c.stride[i]));
        }
        long cosizeC = lastC + 1;
        if (Math.addExact(cosizeA, cosizeC) - 1 < target) {
            return false; // (A,C) falls short of the cotarget: refused, in words, by the general path
        }
        long bound = Math.multiplyExact(Math.floorDiv(Math.addExact(target, cosizeA - 1), cosizeA), cosizeA);
        return cosizeC <= bound; // else the general path gives C with its notice (BrokenPostcondition)
    }

    /** Whether filter(A)'s strides, sorted, form a divisibility chain ({@link Complement}'s exactChain). */
    private boolean exactChain() {
        if (filtered.n == 0 || filtered.n == 1 && filtered.stride[0] == 0) {
            return true;
        }
        remaining.copyFrom(filtered);
        long end = 1;
        while (remaining.n > 0) {
            int k = argMin(remaining);
            if (remaining.stride[k] % end != 0) {
                return false;
            }
            end = Math.multiplyExact(remaining.stride[k], remaining.shape[k]);
            remaining.remove(k);
        }
        return true;
    }

    private void ensureOrder(int n) {
        if (order.length < n) {
            order = new int[n];
        }
    }
}
