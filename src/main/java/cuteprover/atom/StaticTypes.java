package cuteprover.atom;

import cuteprover.CuteError;

/**
 * Static integers and shapes written as C++ types in template arguments: {@code _128}, {@code Int<128>},
 * {@code 128}, {@code Shape<_128,_128,_64>} (nested shapes too). A run-time type ({@code int}) is not static.
 */
final class StaticTypes {

    private StaticTypes() {
    }

    /** size(T): an integer's value, a shape's product of its modes' sizes. */
    static long size(TypeName t, String what) {
        if (isShape(t)) {
            long product = 1;
            for (TypeName mode : t.args()) {
                product = Math.multiplyExact(product, size(mode, what));
            }
            return product;
        }
        return integer(t, what);
    }

    /** size<i>(T); an integer is its own mode 0, as CuTe's get<0> of an integer is the integer. */
    static long modeSize(TypeName t, int i, String what) {
        if (isShape(t)) {
            if (i >= t.args().size()) {
                throw new CuteError(what + " " + t + " has no mode " + i);
            }
            return size(t.args().get(i), what);
        }
        if (i != 0) {
            throw new CuteError(what + " " + t + " has no mode " + i);
        }
        return integer(t, what);
    }

    static int rank(TypeName t) {
        return isShape(t) ? t.args().size() : 1;
    }

    private static boolean isShape(TypeName t) {
        String h = ElementType.strip(t.head());
        return h.equals("Shape") || h.equals("Tile") || h.equals("Coord") || h.equals("tuple");
    }

    private static long integer(TypeName t, String what) {
        String h = ElementType.strip(t.head());
        if (t.isInteger() && t.args().isEmpty()) {
            return Long.parseLong(h);
        }
        if (h.matches("_\\d+") && t.args().isEmpty()) {
            return Long.parseLong(h.substring(1));
        }
        if ((h.equals("Int") || h.equals("C")) && t.args().size() == 1 && t.args().get(0).isInteger()) {
            return Long.parseLong(t.args().get(0).head());
        }
        throw new CuteError(what + " must be static (an integer such as _128 or Int<128>, or a Shape of them), got " + t);
    }
}
