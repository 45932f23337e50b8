package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * Arithmetic on the codomain of a layout: integers, or coordinates of Z^(*,*) when strides are
 * scaled basis elements ({@code 2@1 + 3@0 = (3,2)}). Integers and coordinates do not mix: CuTe
 * cannot concatenate {@code 4:2} with {@code 3:1@0} either (Cecka D31).
 */
public final class Offsets {

    private Offsets() {
    }

    public static IntTuple zero() {
        return SymInt.ZERO;
    }

    public static IntTuple scale(IntTuple stride, SymInt k) {
        if (stride instanceof SymInt s) {
            return SymInt.mul(s, k);
        }
        if (stride instanceof ScaledBasis b) {
            return b.scale(k);
        }
        List<IntTuple> out = new ArrayList<>();
        for (IntTuple e : ((Tuple) stride).elements()) {
            out.add(scale(e, k));
        }
        return new Tuple(out);
    }

    public static IntTuple add(IntTuple a, IntTuple b) {
        if (isZero(a)) {
            return b;
        }
        if (isZero(b)) {
            return a;
        }
        if (a instanceof SymInt x && b instanceof SymInt y) {
            return SymInt.add(x, y);
        }
        if (a instanceof SymInt || b instanceof SymInt) {
            throw new cuteprover.CuteError("cannot add integer offset and coordinate: " + a + " + " + b
                    + " (integer and scaled-basis strides do not mix)");
        }
        List<IntTuple> x = coordinates(a);
        List<IntTuple> y = coordinates(b);
        List<IntTuple> out = new ArrayList<>();
        for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
            IntTuple xi = i < x.size() ? x.get(i) : SymInt.ZERO;
            IntTuple yi = i < y.size() ? y.get(i) : SymInt.ZERO;
            out.add(add(xi, yi));
        }
        return new Tuple(out);
    }

    public static boolean isZero(IntTuple t) {
        return t instanceof SymInt s && s.isConstant(0);
    }

    /** A basis element c@m as the coordinate (0,...,0,c); a nested one E<m,s,..> * c as (0,...,0,(0,...,0,c)). */
    private static List<IntTuple> coordinates(IntTuple t) {
        if (t instanceof ScaledBasis b) {
            return positioned(b.coeff(), b.path(), 0);
        }
        return ((Tuple) t).elements();
    }

    private static List<IntTuple> positioned(SymInt c, List<Integer> path, int level) {
        List<IntTuple> out = new ArrayList<>();
        for (int i = 0; i < path.get(level); i++) {
            out.add(SymInt.ZERO);
        }
        out.add(level + 1 == path.size() ? c : new Tuple(positioned(c, path, level + 1)));
        return out;
    }
}
