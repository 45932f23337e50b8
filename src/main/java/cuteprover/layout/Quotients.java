package cuteprover.layout;

/**
 * Quotient and remainder of a non-negative long by a positive one, a shift and a mask where the
 * divisor is a power of two (most shapes and strides of real layouts are): a 64-bit division
 * costs about 4 ns on the benchmark machine, and the lean path's operations and certificates do
 * a dozen per line. Any other operands take the ordinary operators, so the results (and a
 * division by zero) are exactly theirs.
 */
final class Quotients {

    private Quotients() {
    }

    /** Whether b >= 1 is a power of two and a >= 0 (one test for both). */
    private static boolean shiftable(long a, long b) {
        return ((b & (b - 1)) | (a >> 63) | ((b - 1) >> 63)) == 0;
    }

    static long quotient(long a, long b) {
        return shiftable(a, b) ? a >>> Long.numberOfTrailingZeros(b) : a / b;
    }

    static long remainder(long a, long b) {
        return shiftable(a, b) ? a & (b - 1) : a % b;
    }
}
