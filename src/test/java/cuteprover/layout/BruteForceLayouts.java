package cuteprover.layout;

/**
 * An oracle for layout existence that shares nothing with {@link LayoutInference}: it tries every
 * ordered factorisation of n into factors &gt; 1. For a fixed flat shape the strides are forced
 * (the stride of mode i is f at the unit coordinate of mode i, i.e. at the prefix product), so
 * trying every factorisation with its forced strides is a complete search over all layouts,
 * with no bound on the strides.
 */
final class BruteForceLayouts {

    private BruteForceLayouts() {
    }

    static boolean admits(long[] f) {
        if (f.length == 0 || f[0] != 0) {
            return false;
        }
        return search(f, new long[64], 0, f.length);
    }

    private static boolean search(long[] f, long[] shape, int depth, long rest) {
        if (rest == 1) {
            return matches(f, shape, depth);
        }
        for (long d = 2; d <= rest; d++) {
            if (rest % d == 0) {
                shape[depth] = d;
                if (search(f, shape, depth + 1, rest / d)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Evaluates the forced-stride layout at every index by explicit digit decomposition. */
    private static boolean matches(long[] f, long[] shape, int rank) {
        long[] stride = new long[rank];
        long prefix = 1;
        for (int i = 0; i < rank; i++) {
            stride[i] = f[(int) prefix];
            prefix *= shape[i];
        }
        for (int x = 0; x < f.length; x++) {
            long rest = x;
            long value = 0;
            for (int i = 0; i < rank; i++) {
                value += (rest % shape[i]) * stride[i];
                rest /= shape[i];
            }
            if (value != f[x]) {
                return false;
            }
        }
        return true;
    }
}
