package cuteprover.category;

/**
 * Tractable layouts: those obtainable from a column-major layout by permuting modes, removing
 * modes, inserting stride-0 modes and reparenthesizing (slides §2) — exactly the layouts
 * {@code L_f} encoded by Nest morphisms. The explicit condition decided here:
 * <blockquote>flatten {@code L}, stable-sort the modes {@code s_k:d_k} by {@code (d, s)}; every
 * stride is {@code ≥ 0}, and for each consecutive pair with {@code d_k ≠ 0},
 * {@code s_k·d_k} divides {@code d_{k+1}}.</blockquote>
 *
 * <p><b>Degenerate modes</b> (shape 1) are <em>not</em> nullified: a mode {@code 1:d} with
 * {@code d ≠ 0} takes part in the chain like any other mode, because a morphism can encode it
 * only as an arrow to a codomain entry 1 whose prefix product is {@code d}. This keeps the functor
 * round trip {@code L_(std L) = L} exact as data. So {@code (1,4):(3,1)} is not tractable (4·1 does
 * not divide 3) although it has the same function as the tractable {@code (1,4):(0,1)}.
 * Equal nonzero strides are allowed only behind a shape-1 mode, which the same rule gives.
 */
public record Tractability(boolean tractable, String reason, int[] order) {

    /** Decides tractability; {@code order} is the stable (stride, shape) order of the flat modes. */
    public static Tractability of(NestLayout layout) {
        long[] s = layout.shape().entries();
        long[] d = layout.stride();
        for (int i = 0; i < d.length; i++) {
            if (d[i] < 0) {
                return new Tractability(false, "flat mode " + (i + 1) + " (" + s[i] + ":" + d[i]
                        + ") has a negative stride; tuple morphisms encode only strides >= 0", null);
            }
        }
        int[] order = sortedOrder(s, d);
        for (int k = 0; k + 1 < order.length; k++) {
            int a = order[k];
            int b = order[k + 1];
            if (d[a] == 0) {
                continue;
            }
            long span = s[a] > Long.MAX_VALUE / d[a] ? -1 : s[a] * d[a];
            if (span < 0 || d[b] % span != 0) {
                String product = span < 0 ? "exceeds 64 bits and" : "= " + span;
                return new Tractability(false, "sorted by (stride, shape), flat mode " + (a + 1) + " (" + s[a] + ":" + d[a]
                        + ") is followed by flat mode " + (b + 1) + " (" + s[b] + ":" + d[b] + "), and " + s[a] + "*" + d[a]
                        + " " + product + " does not divide " + d[b], null);
            }
        }
        return new Tractability(true, "", order);
    }

    /** Stable sort of the flat mode indices by (stride, shape). */
    static int[] sortedOrder(long[] s, long[] d) {
        // insertion sort: layouts have few modes, and it is stable without boxing
        int[] out = new int[s.length];
        for (int i = 0; i < out.length; i++) {
            int k = i;
            while (k > 0 && (d[out[k - 1]] > d[i] || d[out[k - 1]] == d[i] && s[out[k - 1]] > s[i])) {
                out[k] = out[k - 1];
                k--;
            }
            out[k] = i;
        }
        return out;
    }

    /** {@code true}, or {@code false: <reason>}: the one-line form {@code is_tractable} prints. */
    @Override
    public String toString() {
        return tractable ? "true" : "false: " + reason;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tractability t && t.tractable == tractable && t.reason.equals(reason);
    }

    @Override
    public int hashCode() {
        return Boolean.hashCode(tractable) * 31 + reason.hashCode();
    }
}
