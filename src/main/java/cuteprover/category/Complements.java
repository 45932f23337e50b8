package cuteprover.category;

import cuteprover.CuteError;

import java.util.Arrays;

/**
 * Complements (slides §4).
 * <ul>
 *   <li>{@link #of(NestMorphism)}: for an injective {@code f: S -> T}, {@code f^c: (t_j)_{j∉im f} -> T}
 *   sends the codomain entries outside the image, in order, to themselves. Its layout fills exactly
 *   the offsets that {@code L_f} leaves out: {@code (L_f, L_{f^c})} is compact.</li>
 *   <li>{@link #of(NestLayout, long)}: {@code comp(L, N) = coal(L_{f^c})} where f is the standard form
 *   of L restricted to its nonzero-stride modes (a stride-0 mode does not change the image that the
 *   complement fills), with the codomain T extended by one entry {@code N/size(T)}. N must be a
 *   multiple of {@code size(T)}, the extent of L's largest mode; otherwise refused.</li>
 * </ul>
 */
public final class Complements {

    private static final String OPERATION = "categorical complement";

    private Complements() {
    }

    /** {@code f^c} of an injective morphism. */
    public static NestMorphism of(NestMorphism f) {
        if (!f.isInjective()) {
            int i = 1;
            while (f.apply(i) != 0) {
                i++;
            }
            throw new CuteError("the complement needs an injective morphism, but entry " + i + " of " + f + " goes to *");
        }
        boolean[] hit = f.map().hit();
        long[] t = f.codomain().entries();
        long[] entries = new long[t.length];
        int[] alpha = new int[t.length];
        int n = 0;
        for (int j = 0; j < t.length; j++) {
            if (!hit[j]) {
                entries[n] = t[j];
                alpha[n] = j + 1;
                n++;
            }
        }
        return NestMorphism.trusted(NestedTuple.flat(Arrays.copyOf(entries, n)), f.codomain(), Arrays.copyOf(alpha, n));
    }

    /** {@code comp(L, N)}, coalesced as CuTe prints it, checked. */
    public static NestLayout of(NestLayout layout, long n) {
        if (n < 1) {
            throw new CuteError("the complement size N must be positive, got " + n);
        }
        NestLayout injective = nonzeroModes(layout);
        Tractability t = Tractability.of(injective);
        if (!t.tractable()) {
            throw new Refusal(OPERATION, Refusal.Step.COMPLEMENT_NOT_TRACTABLE, layout + " is not tractable: " + t.reason());
        }
        NestMorphism f = LayoutFunctor.standardForm(injective, t.order());
        NestMorphism extended = extend(f, n, layout);
        NestLayout result = LayoutCoalesce.coalesce(LayoutFunctor.encode(of(extended)));
        Postconditions.complement(layout, n, injective, result);
        return result;
    }

    /** f with its codomain T extended to {@code (T, N/size T)} (unchanged when that is 1). */
    static NestMorphism extend(NestMorphism f, long n, NestLayout layout) {
        long span = f.codomain().size();
        if (n % span != 0) {
            throw new Refusal(OPERATION, Refusal.Step.COMPLEMENT_SIZE, "N = " + n + " is not a multiple of " + span
                    + ", the size of the codomain " + f.codomain() + " of the standard form " + f + " of " + layout);
        }
        if (n == span) {
            return f;
        }
        long[] t = f.codomain().entries();
        long[] ext = Arrays.copyOf(t, t.length + 1);
        ext[t.length] = n / span;
        return NestMorphism.trusted(f.domain(), NestedTuple.flat(ext), f.map().images());
    }

    /** The flat layout of the modes with a nonzero stride (size-1 modes included). */
    static NestLayout nonzeroModes(NestLayout layout) {
        long[] s = layout.shape().entries();
        long[] d = layout.stride();
        long[] ks = new long[s.length];
        long[] kd = new long[s.length];
        int k = 0;
        for (int i = 0; i < s.length; i++) {
            if (d[i] != 0) {
                ks[k] = s[i];
                kd[k] = d[i];
                k++;
            }
        }
        return NestLayout.of(NestedTuple.flat(Arrays.copyOf(ks, k)), Arrays.copyOf(kd, k));
    }
}
