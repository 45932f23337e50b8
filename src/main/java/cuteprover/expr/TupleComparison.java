package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code a == b} and {@code a != b} on coordinates, such as an identity tensor's value {@code (r,c)}: equal
 * when the tuples have the same nesting and equal entries. Both the concrete evaluator and the prover
 * read them as these entry pairs.
 */
public final class TupleComparison {

    private TupleComparison() {
    }

    /** The entry pairs of two congruent integer tuples, else an error naming both sides. */
    public static List<SymInt[]> pairs(Object left, Object right, Expr.Binary at) {
        if (!(left instanceof IntTuple l) || !(right instanceof IntTuple r) || !Tuples.congruent(l, r)) {
            String reason = "== and != compare integers or tuples of the same nesting, got " + Values.describe(left)
                    + " and " + Values.describe(right) + " in " + ExprText.of(at);
            throw CuteError.at(at.pos(), reason);
        }
        List<IntTuple> a = l.leaves();
        List<IntTuple> b = r.leaves();
        List<SymInt[]> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (!(a.get(i) instanceof SymInt x) || !(b.get(i) instanceof SymInt y)) {
                String reason = "== compares integer entries, got " + a.get(i) + " and " + b.get(i) + " in " + ExprText.of(at);
                throw CuteError.at(at.pos(), reason);
            }
            out.add(new SymInt[] {x, y});
        }
        return out;
    }
}
