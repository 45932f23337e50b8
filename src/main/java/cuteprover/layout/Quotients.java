package cuteprover.layout;

/**
 * Quotient and remainder of longs, by a 32-bit division where both operands are non-negative ints
 * (the shapes, strides and indices of real layouts are), which costs about half a 64-bit one, and
 * by the ordinary operators otherwise, so the results (and a division by zero) are exactly theirs.
 * Measured on the benchmark batch: a test for a power-of-two divisor (a shift and a mask) was slower
 * than dividing, because with shapes such as 3 and 6 among the powers of two its branch is
 * mispredicted, which costs more than the division it saves.
 */
final class Quotients {

    private Quotients() {
    }

    static long quotient(long a, long b) {
        return ((a | b) >>> 31) == 0 ? (int) a / (int) b : a / b;
    }

    static long remainder(long a, long b) {
        return ((a | b) >>> 31) == 0 ? (int) a % (int) b : a % b;
    }
}
