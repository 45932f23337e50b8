package cuteprover.tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/** Structural helpers on IntTuples: congruence, flattening, products, transforms. */
public final class Tuples {

    private Tuples() {
    }

    /** Same profile: both leaves, or both tuples of equal rank with congruent modes (Cecka D2.3). */
    public static boolean congruent(IntTuple a, IntTuple b) {
        if (a.isLeaf() || b.isLeaf()) {
            return a.isLeaf() && b.isLeaf();
        }
        if (a.rank() != b.rank()) {
            return false;
        }
        for (int i = 0; i < a.rank(); i++) {
            if (!congruent(a.mode(i), b.mode(i))) {
                return false;
            }
        }
        return true;
    }

    /** Weak congruence P &lt;~ S: P is a leaf, or equal-rank tuples with weakly congruent modes. */
    public static boolean weaklyCongruent(IntTuple p, IntTuple s) {
        if (p.isLeaf()) {
            return true;
        }
        if (s.isLeaf() || p.rank() != s.rank()) {
            return false;
        }
        for (int i = 0; i < p.rank(); i++) {
            if (!weaklyCongruent(p.mode(i), s.mode(i))) {
                return false;
            }
        }
        return true;
    }

    public static Tuple flatten(IntTuple t) {
        return new Tuple(t.leaves());
    }

    /** Product of all leaves of a shape; overflow throws ArithmeticException. */
    public static SymInt product(IntTuple shape) {
        if (shape instanceof SymInt s) {
            return s;
        }
        SymInt p = SymInt.ONE;
        for (IntTuple leaf : shape.leaves()) {
            p = SymInt.mul(p, asInt(leaf));
        }
        return p;
    }

    public static SymInt asInt(IntTuple t) {
        if (t instanceof SymInt s) {
            return s;
        }
        throw new IllegalArgumentException("expected an integer, got " + t);
    }

    /** Applies f to every leaf, keeping the hierarchy. */
    public static IntTuple map(IntTuple t, Function<IntTuple, IntTuple> f) {
        if (t instanceof Tuple tuple) {
            List<IntTuple> out = new ArrayList<>(tuple.rank());
            for (IntTuple e : tuple.elements()) {
                out.add(map(e, f));
            }
            return new Tuple(out);
        }
        return f.apply(t);
    }

    /** Applies f leafwise to two congruent tuples. */
    public static IntTuple zipMap(IntTuple a, IntTuple b, BiFunction<IntTuple, IntTuple, IntTuple> f) {
        if (a instanceof Tuple ta && b instanceof Tuple tb) {
            List<IntTuple> out = new ArrayList<>(ta.rank());
            for (int i = 0; i < ta.rank(); i++) {
                out.add(zipMap(ta.mode(i), tb.mode(i), f));
            }
            return new Tuple(out);
        }
        return f.apply(a, b);
    }

    /** Exclusive prefix products of the flat leaves of a shape, in colexicographic order. */
    public static IntTuple prefixProducts(IntTuple shape) {
        SymInt[] running = {SymInt.ONE};
        return map(shape, leaf -> {
            SymInt here = running[0];
            running[0] = SymInt.mul(running[0], asInt(leaf));
            return here;
        });
    }
}
