package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;

/**
 * Value questions about stride leaves (integers or scaled basis elements {@code c@m}) that the
 * algebra asks, each answered through the {@link Decider} so that the same code serves the
 * concrete and the symbolic engine.
 */
final class Strides {

    private Strides() {
    }

    /** CuTe's {@code is_constant<0, Stride>}: the stride (or the basis coefficient) is zero. */
    static boolean isZero(IntTuple stride, Decider d) {
        if (stride instanceof SymInt s) {
            return d.isZero(s);
        }
        if (stride instanceof ScaledBasis b) {
            return d.isZero(b.coeff());
        }
        return false;
    }

    /** {@code k * stride}; a scaled basis element keeps its mode. */
    static IntTuple scale(IntTuple stride, SymInt k) {
        return Offsets.scale(stride, k);
    }

    /** Equality of two stride leaves: integers by value, basis elements by mode and coefficient. */
    static boolean same(IntTuple a, IntTuple b, Decider d) {
        if (a instanceof SymInt x && b instanceof SymInt y) {
            return d.equal(x, y);
        }
        if (a instanceof ScaledBasis x && b instanceof ScaledBasis y) {
            return x.path().equals(y.path()) && d.equal(x.coeff(), y.coeff());
        }
        // An integer zero equals a basis element with coefficient zero; nothing else mixes.
        return isZero(a, d) && isZero(b, d);
    }

    /** The stride as an integer, for operations that CuTe defines on integer strides only. */
    static SymInt integer(IntTuple stride, String operation) {
        if (stride instanceof SymInt s) {
            return s;
        }
        throw new CuteError(operation + " needs integer strides, got the scaled-basis stride " + stride);
    }

    static boolean isNegative(SymInt a, Decider d) {
        return d.lessThan(a, SymInt.ZERO);
    }

    static SymInt abs(SymInt a, Decider d) {
        return isNegative(a, d) ? SymInt.neg(a) : a;
    }
}
