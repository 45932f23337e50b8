package cuteprover.smem;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * Chooses a swizzle for a shared-memory layout: the {@code Sw<B,M,S>} with the fewest bits B, then
 * the smallest M, then the smallest S (S &gt;= B), such that every given access is conflict-free on
 * {@code Sw<B,M,S> o 0 o SMEM} and keeps the vector width it has on SMEM (a swizzle that splits a
 * 16-byte ldmatrix row or cp.async vector is no solution). B = 0 (no swizzle) comes first.
 *
 * <p>Only swizzles whose YYY bits lie within the accesses' element offsets can change anything, so
 * M + S + B is bounded by their bit length: the search is complete for B &lt;= 5. The TMA variant
 * tries only what a TMA swizzle mode produces for the element size, {@code Sw<B, 4-log2(bytes), 3>}
 * with B = 0..3 (none, 32B, 64B, 128B). The answer is proved: it is re-analysed on the composed layout
 * through {@link SmemAccess}, every thread and phase (the accesses are static and finite).
 */
public final class SwizzleSynthesis {

    public static final int MAX_BITS = 5;
    private static final String[] TMA_MODES = {"CU_TENSOR_MAP_SWIZZLE_NONE", "CU_TENSOR_MAP_SWIZZLE_32B",
            "CU_TENSOR_MAP_SWIZZLE_64B", "CU_TENSOR_MAP_SWIZZLE_128B"};

    private SwizzleSynthesis() {
    }

    /** A chosen swizzle; for the TMA variant, the tensor-map mode that produces it. */
    public record Choice(Swizzle swizzle, String tmaMode) {
        @Override
        public String toString() {
            return tmaMode == null ? swizzle.toString() : swizzle + " (" + tmaMode + ")";
        }
    }

    public static Choice synthesize(Layout smem, int bytes, List<Layout> accesses, boolean tmaOnly) {
        BankModel.requireElementBytes(bytes);
        if (accesses.isEmpty()) {
            throw new CuteError("synthesize_swizzle needs at least one access layout TV");
        }
        List<long[][]> offsets = new ArrayList<>();
        int[] widths = new int[accesses.size()];
        long maxOffset = 0;
        for (int i = 0; i < accesses.size(); i++) {
            long[][] e = SmemAccess.elementOffsets(smem, accesses.get(i));
            for (long[] row : e) {
                for (long x : row) {
                    if (x < 0) {
                        throw new CuteError("the shared-memory layout " + smem + " has the negative offset " + x + " for access " + (i + 1));
                    }
                    maxOffset = Math.max(maxOffset, x);
                }
            }
            offsets.add(e);
            widths[i] = BankModel.vectorWidth(scaled(e, bytes, null), bytes);
        }
        int bitLength = 64 - Long.numberOfLeadingZeros(maxOffset);
        Swizzle best = null;
        int bestDegree = Integer.MAX_VALUE;
        for (Swizzle sw : candidates(bytes, bitLength, tmaOnly)) {
            int degree = worstDegree(offsets, widths, bytes, sw);
            if (degree == 1) {
                return proved(smem, bytes, accesses, widths, sw, tmaOnly);
            }
            if (degree < bestDegree) {
                bestDegree = degree;
                best = sw;
            }
        }
        String where = tmaOnly ? "no TMA swizzle mode for " + bytes + "-byte elements" : "no swizzle Sw<B,M,S> with B <= " + MAX_BITS;
        throw new CuteError(where + " makes every access conflict-free on Sw o 0 o " + smem + " while keeping its vector width; "
                + (best == null ? "no swizzle keeps the vector widths"
                : "the best is " + (tmaOnly ? new Choice(best, TMA_MODES[best.bits()]) : best) + " with a " + bestDegree + "-way conflict"));
    }

    private static List<Swizzle> candidates(int bytes, int bitLength, boolean tmaOnly) {
        List<Swizzle> out = new ArrayList<>();
        if (tmaOnly) {
            int m = 4 - Integer.numberOfTrailingZeros(bytes);
            for (int b = 0; b <= 3; b++) {
                out.add(new Swizzle(b, Math.max(m, 0), 3));
            }
            return out;
        }
        out.add(new Swizzle(0, 0, 0));
        for (int b = 1; b <= MAX_BITS; b++) {
            for (int m = 0; m + 2 * b <= Math.max(bitLength, 2 * b); m++) {
                for (int s = b; m + b + s <= Math.max(bitLength, 2 * b); s++) {
                    out.add(new Swizzle(b, m, s));
                }
            }
        }
        return out;
    }

    /** The worst degree over the accesses on Sw o 0 o SMEM, or MAX_VALUE when a vector width changes. */
    private static int worstDegree(List<long[][]> offsets, int[] widths, int bytes, Swizzle sw) {
        int worst = 0;
        for (int i = 0; i < offsets.size(); i++) {
            long[][] addr = scaled(offsets.get(i), bytes, sw);
            if (BankModel.vectorWidth(addr, bytes) != widths[i]) {
                return Integer.MAX_VALUE;
            }
            worst = Math.max(worst, BankModel.analyze(addr, bytes, widths[i]).degree());
        }
        return worst;
    }

    private static long[][] scaled(long[][] e, int bytes, Swizzle sw) {
        long[][] out = new long[e.length][];
        for (int t = 0; t < e.length; t++) {
            out[t] = new long[e[t].length];
            for (int v = 0; v < e[t].length; v++) {
                out[t][v] = (sw == null ? e[t][v] : sw.apply(e[t][v])) * bytes;
            }
        }
        return out;
    }

    /** The answer's proof: every access re-analysed on the composed layout itself, through the public path. */
    private static Choice proved(Layout smem, int bytes, List<Layout> accesses, int[] widths, Swizzle sw, boolean tmaOnly) {
        ComposedLayout composed = new ComposedLayout(sw, SymInt.ZERO, smem);
        for (int i = 0; i < accesses.size(); i++) {
            BankModel.Result r = BankModel.analyze(SmemAccess.addresses(composed, bytes, accesses.get(i)), bytes);
            if (r.degree() != 1 || r.vector() != widths[i]) {
                throw new IllegalStateException("synthesis check failed for " + sw + " on access " + (i + 1) + ": " + r);
            }
        }
        return new Choice(sw, tmaOnly ? TMA_MODES[sw.bits()] : null);
    }
}
