package cuteprover.category;

import cuteprover.CuteError;

/**
 * The correspondence between Nest morphisms and tractable layouts, both ways.
 * <ul>
 *   <li>{@link #encode}: {@code f ↦ L_f = S:(d_1..d_m)} with {@code d_i = t_1⋯t_{α(i)-1}} (a prefix
 *   product of the codomain) when {@code α(i) ≠ *} and {@code d_i = 0} otherwise, nested like the
 *   domain. Every morphism encodes a tractable layout.</li>
 *   <li>{@link #standardForm}: the standard representation {@code f_L} of a tractable L: sort the
 *   flat modes by (d,s); the k stride-0 modes go to *; the codomain is
 *   {@code (d'_{k+1}, s'_{k+1}, d'_{k+2}/(s'_{k+1}d'_{k+1}), s'_{k+2}, …, s'_m)} with the gap entries
 *   equal to 1 deleted; each mode goes to its own {@code s'} entry. The domain is {@code shape(L)}
 *   itself, nesting included.</li>
 * </ul>
 * {@code encode(standardForm(L)) = L} exactly, as data (checked on every call).
 */
public final class LayoutFunctor {

    private LayoutFunctor() {
    }

    /** {@code L_f}. */
    public static NestLayout encode(NestMorphism f) {
        long[] t = f.codomain().entries();
        long[] prefix = new long[t.length];
        long running = 1;
        for (int j = 0; j < t.length; j++) {
            prefix[j] = running;
            // The product past the last image entry is never a stride, so only the used ones must fit.
            running = running > Long.MAX_VALUE / t[j] ? -1 : running * t[j];
            if (running < 0) {
                for (int k = j + 1; k < t.length; k++) {
                    prefix[k] = -1;
                }
                break;
            }
        }
        long[] d = new long[f.domain().length()];
        for (int i = 0; i < d.length; i++) {
            int a = f.apply(i + 1);
            if (a != 0) {
                if (prefix[a - 1] < 0) {
                    throw CuteError.overflow("the stride of entry " + (i + 1) + " of L_f for " + f);
                }
                d[i] = prefix[a - 1];
            }
        }
        return NestLayout.of(f.domain(), d);
    }

    /** {@code f_L}; a layout that is not tractable is refused with the reason. */
    public static NestMorphism standardForm(NestLayout layout) {
        Tractability t = Tractability.of(layout);
        if (!t.tractable()) {
            throw new CuteError("layout " + layout + " is not tractable: " + t.reason());
        }
        return standardForm(layout, t.order());
    }

    static NestMorphism standardForm(NestLayout layout, int[] order) {
        long[] s = layout.shape().entries();
        long[] d = layout.stride();
        long[] codomain = new long[2 * s.length];
        int n = 0;
        int[] alpha = new int[s.length];
        long previousSpan = 1;
        for (int p = 0; p < order.length; p++) {
            int i = order[p];
            if (d[i] == 0) {
                continue;
            }
            long gap = d[i] / previousSpan;
            if (gap != 1) {
                codomain[n++] = gap;
            }
            codomain[n++] = s[i];
            alpha[i] = n;
            // Tractability made every span that a later stride divides fit; an unused last one may not.
            previousSpan = s[i] > Long.MAX_VALUE / d[i] ? Long.MAX_VALUE : d[i] * s[i];
        }
        NestMorphism f = NestMorphism.trusted(layout.shape(), NestedTuple.flatTrusted(java.util.Arrays.copyOf(codomain, n)), alpha);
        // the round trip L_f = L, checked on the strides (the shape is L's own)
        long prefix = 1;
        long[] prefixes = new long[n];
        for (int j = 0; j < n; j++) {
            prefixes[j] = prefix;
            prefix = j + 1 < n ? Math.multiplyExact(prefix, codomain[j]) : prefix;
        }
        for (int i = 0; i < s.length; i++) {
            long encoded = alpha[i] == 0 ? 0 : prefixes[alpha[i] - 1];
            if (encoded != d[i]) {
                throw new CuteError("internal error: the standard form " + f + " of " + layout + " encodes " + encode(f));
            }
        }
        return f;
    }
}
