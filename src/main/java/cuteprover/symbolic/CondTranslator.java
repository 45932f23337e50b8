package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.expr.TupleComparison;
import cuteprover.expr.Values;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Turns the boolean structure of an assumption or predicate ({@code &&}, {@code ||}, {@code !},
 * comparisons, {@code a | b}, {@code x in {..}}, {@code x in [lo,hi)}) into a {@link Cond}; the
 * arithmetic operands are evaluated to symbolic integers by the {@link Evaluator}, so that layouts
 * and functions ({@code L(t,v)}, {@code size(L)}) can appear inside conditions.
 */
final class CondTranslator {

    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<", "<=", ">", ">=");

    private final Evaluator evaluator;

    CondTranslator(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** Adds entry-wise equalities of two tuples to {@code parts}; false when their nesting differs or two bases differ in mode. */
    private static boolean sameEntries(cuteprover.tuple.IntTuple a, cuteprover.tuple.IntTuple b, List<Cond> parts) {
        if (!cuteprover.tuple.Tuples.congruent(a, b)) {
            return false;
        }
        List<cuteprover.tuple.IntTuple> x = a.leaves();
        List<cuteprover.tuple.IntTuple> y = b.leaves();
        for (int i = 0; i < x.size(); i++) {
            if (x.get(i) instanceof SymInt p && y.get(i) instanceof SymInt q) {
                parts.add(new Cond.Cmp("==", p, q));
            } else if (x.get(i) instanceof cuteprover.tuple.ScaledBasis p && y.get(i) instanceof cuteprover.tuple.ScaledBasis q
                    && p.mode() == q.mode()) {
                parts.add(new Cond.Cmp("==", p.coeff(), q.coeff()));
            } else if (!x.get(i).equals(y.get(i))) {
                return false;
            }
        }
        return true;
    }

    Cond translate(Expr e) {
        if (e instanceof Expr.Binary b) {
            if (b.op().equals("&&") || b.op().equals("||")) {
                List<Cond> parts = new ArrayList<>();
                flatten(b.op(), e, parts);
                return b.op().equals("&&") ? new Cond.And(parts) : new Cond.Or(parts);
            }
            if ((b.op().equals("==") || b.op().equals("!=")) && (isCondition(b.left()) || isCondition(b.right()))) {
                return sameTruth(b);
            }
            if (b.op().equals("==") || b.op().equals("!=")) {
                Object l = cuteprover.layout.Slicing.layoutAtZeroOffset(evaluator.evaluate(b.left()));
                Object r = cuteprover.layout.Slicing.layoutAtZeroOffset(evaluator.evaluate(b.right()));
                if (l instanceof cuteprover.layout.Layout la && r instanceof cuteprover.layout.Layout lb) {
                    // CuTe's layout ==: the same shape and the same stride, entry by entry
                    List<Cond> parts = new ArrayList<>();
                    boolean congruent = sameEntries(la.shape(), lb.shape(), parts) && sameEntries(la.stride(), lb.stride(), parts);
                    Cond same = congruent ? new Cond.And(parts) : new Cond.Bool(false);
                    return b.op().equals("==") ? same : Cond.not(same);
                }
                if (l instanceof cuteprover.layout.ComposedLayout ca && r instanceof cuteprover.layout.ComposedLayout cb) {
                    // swizzled layouts: the same swizzle, then offset, shape and stride entry by entry
                    List<Cond> parts = new ArrayList<>();
                    boolean congruent = ca.outer().equals(cb.outer()) && sameEntries(ca.offset(), cb.offset(), parts)
                            && sameEntries(ca.inner().shape(), cb.inner().shape(), parts)
                            && sameEntries(ca.inner().stride(), cb.inner().stride(), parts);
                    Cond same = congruent ? new Cond.And(parts) : new Cond.Bool(false);
                    return b.op().equals("==") ? same : Cond.not(same);
                }
                if (l instanceof cuteprover.tuple.Tuple || r instanceof cuteprover.tuple.Tuple) {
                    // coordinates: entry by entry (== all equal, != some differ)
                    List<Cond> parts = new ArrayList<>();
                    for (SymInt[] pair : TupleComparison.pairs(l, r, b)) {
                        parts.add(new Cond.Cmp(b.op(), pair[0], pair[1]));
                    }
                    return b.op().equals("==") ? new Cond.And(parts) : new Cond.Or(parts);
                }
                return new Cond.Cmp(b.op(), integer(b.left(), l), integer(b.right(), r));
            }
            if (COMPARISONS.contains(b.op())) {
                return new Cond.Cmp(b.op(), integer(b.left()), integer(b.right()));
            }
            if (b.op().equals("|")) {
                return new Cond.Divides(integer(b.left()), integer(b.right()));
            }
        }
        if (e instanceof Expr.Unary u && u.op().equals("!")) {
            return Cond.not(translate(u.operand()));
        }
        if (e instanceof Expr.In in) {
            SymInt v = integer(in.value());
            if (in.set() instanceof Expr.SetExpr set) {
                List<SymInt> members = new ArrayList<>();
                for (Expr m : set.elements()) {
                    members.add(integer(m));
                }
                if (members.isEmpty()) {
                    throw CuteError.at(set.pos(), "the set after 'in' is empty in " + ExprText.of(in));
                }
                return new Cond.In(v, members);
            }
            Expr.Bracket range = (Expr.Bracket) in.set();
            return new Cond.And(List.of(new Cond.Cmp("<=", integer(range.elements().get(0)), v),
                    new Cond.Cmp("<", v, integer(range.elements().get(1)))));
        }
        if (e instanceof Expr.TupleExpr t && t.grouping()) {
            return translate(t.elements().get(0));
        }
        if (e instanceof Expr.Name n && (n.name().equals("true") || n.name().equals("false"))) {
            return new Cond.Bool(n.name().equals("true"));
        }
        Object v = evaluator.evaluate(e);
        if (v instanceof Boolean bool) {
            return new Cond.Bool(bool);
        }
        throw CuteError.at(e.pos(), "expected a condition, got " + Values.describe(v) + from(e, v));
    }

    /** Whether e is written as a condition: a comparison, a junction, a negation, 'in', true or false. */
    private static boolean isCondition(Expr e) {
        if (e instanceof Expr.TupleExpr t && t.grouping()) {
            return isCondition(t.elements().get(0));
        }
        return e instanceof Expr.Binary b && (COMPARISONS.contains(b.op()) || Set.of("&&", "||", "|").contains(b.op()))
                || e instanceof Expr.Unary u && u.op().equals("!")
                || e instanceof Expr.In
                || e instanceof Expr.Name n && (n.name().equals("true") || n.name().equals("false"));
    }

    /** {@code (a < M) == (b < M)}: both hold or neither does (!= : exactly one holds), as C++'s bool ==. */
    private Cond sameTruth(Expr.Binary b) {
        Cond l = translate(b.left());
        Cond r = translate(b.right());
        Cond same = new Cond.Or(List.of(new Cond.And(List.of(l, r)), new Cond.And(List.of(Cond.not(l), Cond.not(r)))));
        return b.op().equals("==") ? same : Cond.not(same);
    }

    private void flatten(String op, Expr e, List<Cond> out) {
        if (e instanceof Expr.Binary b && b.op().equals(op)) {
            flatten(op, b.left(), out);
            flatten(op, b.right(), out);
        } else {
            out.add(translate(e));
        }
    }

    SymInt integer(Expr e) {
        return integer(e, evaluator.evaluate(e));
    }

    private static SymInt integer(Expr e, Object v) {
        if (v instanceof SymInt s) {
            return s;
        }
        String hint = v instanceof cuteprover.tuple.Tuple ? " (compare coordinates with elem_less(a, b), elem_leq, elem_gtr, elem_geq"
                + " or lex_less, as CuTe does)" : "";
        throw CuteError.at(e.pos(), "expected an integer, got " + Values.describe(v) + from(e, v) + hint);
    }

    /** The term a wrongly typed value came from, where the value's own text does not already say it. */
    private static String from(Expr e, Object v) {
        String term = ExprText.of(e);
        return Values.describe(v).endsWith(term) ? "" : " from " + term;
    }
}
