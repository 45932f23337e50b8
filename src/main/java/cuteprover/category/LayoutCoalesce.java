package cuteprover.category;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Coalesce on layouts, written for this package (the concrete engine's is not used here):
 * flatten, drop shape-1 modes, and merge adjacent modes {@code s_i:d_i, s_{i+1}:d_{i+1}} into
 * {@code s_i s_{i+1}:d_i} when {@code s_i d_i = d_{i+1}}. No mode left gives {@code 1:0}; one mode
 * gives the scalar {@code s:d}. The function on {@code [0,size)} is unchanged.
 *
 * <p>The by-mode form {@code coal(L, P)} coalesces within each leaf of a target profile P: where P
 * is a tuple, L must be a tuple of the same rank and each mode is coalesced against P's mode. This is
 * how a composite, whose shape refines the inner layout's shape, is compared with CuTe's output.
 */
public final class LayoutCoalesce {

    private LayoutCoalesce() {
    }

    public static NestLayout coalesce(NestLayout layout) {
        long[] s = layout.shape().entries();
        long[] d = layout.stride();
        long[] outS = new long[s.length];
        long[] outD = new long[s.length];
        int n = 0;
        for (int i = 0; i < s.length; i++) {
            if (s[i] == 1) {
                continue;
            }
            if (n > 0 && mergeable(outS[n - 1], outD[n - 1], d[i])) {
                outS[n - 1] = Math.multiplyExact(outS[n - 1], s[i]);
            } else {
                outS[n] = s[i];
                outD[n] = d[i];
                n++;
            }
        }
        if (n == 0) {
            return NestLayout.of(NestedTuple.integer(1), new long[] {0});
        }
        if (n == 1) {
            return NestLayout.of(NestedTuple.integer(outS[0]), new long[] {outD[0]});
        }
        return NestLayout.of(NestedTuple.flat(Arrays.copyOf(outS, n)), Arrays.copyOf(outD, n));
    }

    /** {@code s·d == next}, without overflow: an overflowing product equals no stride. */
    private static boolean mergeable(long s, long d, long next) {
        try {
            return Math.multiplyExact(s, d) == next;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** {@code coal(L, P)}: coalesce within each leaf of the target profile P. */
    public static NestLayout coalesce(NestLayout layout, Profile target) {
        if (target.isLeaf()) {
            return coalesce(layout);
        }
        if (layout.shape().isInteger() || layout.shape().rank() != target.rank()) {
            throw new CuteError("cannot coalesce " + layout + " by the modes of profile " + target
                    + ": its shape does not have the profile's " + target.rank() + " top-level modes");
        }
        List<NestLayout> modes = new ArrayList<>(target.rank());
        for (int i = 0; i < target.rank(); i++) {
            modes.add(coalesce(layout.mode(i), target.mode(i)));
        }
        return NestLayout.concat(modes);
    }
}
