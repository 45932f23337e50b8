package cuteprover.expr;

import cuteprover.layout.Decider;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

/**
 * CuTe's comparisons of coordinates (int_tuple.hpp), as predicated copies test a coordinate against the residue,
 * {@code elem_less(tAcA(0,m,0), shape(mA))}: elem_less holds where every mode of A is less than B's (A may have fewer
 * modes, not more); elem_leq(a, b) is !elem_less(b, a), elem_gtr(a, b) is elem_less(b, a), elem_geq(a, b) is
 * !elem_less(a, b); lex_less is the lexicographic order (a shorter prefix is less).
 */
final class ElementComparisons {

    private ElementComparisons() {
    }

    static void register(FunctionTable t) {
        t.register("elem_less", 2, 2, "elem_less(A, B): every mode of A less than B's (CuTe's)", a -> elemLess(a, 0, 1));
        t.register("elem_leq", 2, 2, "elem_leq(A, B): !elem_less(B, A) (CuTe's)", a -> !elemLess(a, 1, 0));
        t.register("elem_gtr", 2, 2, "elem_gtr(A, B): elem_less(B, A) (CuTe's)", a -> elemLess(a, 1, 0));
        t.register("elem_geq", 2, 2, "elem_geq(A, B): !elem_less(A, B) (CuTe's)", a -> !elemLess(a, 0, 1));
        t.register("lex_less", 2, 2, "lex_less(A, B): A before B lexicographically (CuTe's)",
                a -> lexLess(a.tuple(0), a.tuple(1), a.decider()));
    }

    private static boolean elemLess(Args a, int left, int right) {
        return elemLess(a.tuple(left), a.tuple(right), a.decider());
    }

    static boolean elemLess(IntTuple a, IntTuple b, Decider d) {
        if (a.isLeaf() || b.isLeaf()) {
            if (!(a instanceof SymInt x) || !(b instanceof SymInt y)) {
                throw new cuteprover.CuteError("elem_less compares integers mode by mode, got " + a + " and " + b);
            }
            return d.lessThan(x, y);
        }
        for (int i = 0; i < a.rank(); i++) {
            if (i == b.rank() || !elemLess(a.mode(i), b.mode(i), d)) {
                return false;   // B exhausted before A, or a mode not less
            }
        }
        return true;
    }

    static boolean lexLess(IntTuple a, IntTuple b, Decider d) {
        if (a.isLeaf() || b.isLeaf()) {
            if (!(a instanceof SymInt x) || !(b instanceof SymInt y)) {
                throw new cuteprover.CuteError("lex_less compares integers, got " + a + " and " + b);
            }
            return d.lessThan(x, y);
        }
        for (int i = 0; ; i++) {
            if (i == b.rank()) {
                return false;
            }
            if (i == a.rank()) {
                return true;
            }
            if (lexLess(a.mode(i), b.mode(i), d)) {
                return true;
            }
            if (!(a.mode(i) instanceof SymInt x && b.mode(i) instanceof SymInt y ? d.equal(x, y) : a.mode(i).equals(b.mode(i)))) {
                return false;
            }
        }
    }
}
