package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntSort;
import cuteprover.tuple.Atom;
import cuteprover.tuple.Poly;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Translates symbolic integers and conditions into Z3 integer terms, after applying the
 * assumptions' substitution. Division and modulo become a fresh quotient with two linear bounds
 * ({@code c*q <= a < c*q + c}) — linear when the divisor is a constant, which the substitutions
 * arrange for divisibility assumptions. Every variable the assumptions leave unbounded is constrained
 * to be positive the first time it is encoded. Definitions of fresh terms and variable domains are
 * collected as side constraints that every query asserts.
 *
 * <p>One encoder belongs to one {@link Context}, hence to one thread.
 */
final class Z3Encoder {

    private final Context ctx;
    private final Assumptions assumptions;
    private final Map<String, IntExpr> constants = new HashMap<>();
    private final Map<Atom.Op, ArithExpr<IntSort>> quotients = new HashMap<>();
    private final List<BoolExpr> side = new ArrayList<>();
    private final Set<String> originals = new LinkedHashSet<>();
    private final Set<String> locals = new java.util.HashSet<>();
    private int fresh;
    private boolean nonlinear;

    Z3Encoder(Context ctx, Assumptions assumptions) {
        this.ctx = ctx;
        this.assumptions = assumptions;
    }

    Context ctx() {
        return ctx;
    }

    Assumptions assumptions() {
        return assumptions;
    }

    /** Definitions of fresh terms and domains of variables encoded so far. */
    List<BoolExpr> sideConstraints() {
        return side;
    }

    /** Whether some encoded term multiplies two unknowns (the formula is in QF_NIA rather than QF_LIA). */
    boolean nonlinear() {
        return nonlinear;
    }

    /** Original (user) variables encoded so far, in first-use order. */
    Set<String> originalVariables() {
        return originals;
    }

    IntExpr freshInt(String hint) {
        return ctx.mkIntConst(hint + "!" + (fresh++));
    }

    ArithExpr<IntSort> num(long v) {
        return ctx.mkInt(v);
    }

    /** The Z3 term of an original variable: its substitution, or the variable itself. */
    ArithExpr<IntSort> variable(String name) {
        return encode(SymInt.var(name));
    }

    ArithExpr<IntSort> encode(SymInt s) {
        for (String v : s.variables()) {
            declareOriginal(v);
        }
        return encodeNormal(s.substitute(assumptions.substitution()));
    }

    /** s in the assumptions' normal form: {@code ceil_div(M,128)} and {@code M/128} are both {@code M#q} under {@code M % 128 == 0}. */
    SymInt normal(SymInt s) {
        return s.substitute(assumptions.substitution());
    }

    /** Declares the variables of a layout (their domains), for encodings that work on substituted forms. */
    void declare(cuteprover.layout.Layout l) {
        for (cuteprover.tuple.IntTuple t : l.shape().leaves()) {
            encode((SymInt) t);
        }
        for (cuteprover.tuple.IntTuple t : l.stride().leaves()) {
            encode(t instanceof SymInt s ? s : ((cuteprover.tuple.ScaledBasis) t).coeff());
        }
    }

    /**
     * A Z3 term as a symbolic integer: a fresh bound name equal to the term, so that symbolic-integer
     * functions (a swizzle's exact term) can be applied to a point of an encoding.
     */
    SymInt asSymInt(ArithExpr<IntSort> term, String hint) {
        IntExpr v = freshInt(hint);
        String name = v.getFuncDecl().getName().toString();
        bindLocal(name);
        constants.put(name, v);
        side.add(ctx.mkEq(v, term));
        return SymInt.var(name);
    }

    /** Whether a name is bound here (a forall binder), not a parameter. */
    boolean isLocal(String name) {
        return locals.contains(name);
    }

    /** Declares bound names (forall binders): no default domain, not reported as variables. */
    void bindLocal(String name) {
        locals.add(name);
    }

    private void declareOriginal(String v) {
        if (Assumptions.isQuotient(v) || locals.contains(v) || !originals.add(v)) {
            return;
        }
        if (!assumptions.hasLowerBound(v)) {
            side.add(ctx.mkGe(encodeNormal(SymInt.var(v).substitute(assumptions.substitution())), num(1)));
        }
        // Variables that the substitution brings in (M := K*M#q) get their own domains too.
        for (String w : SymInt.var(v).substitute(assumptions.substitution()).variables()) {
            declareOriginal(w);
        }
    }

    private ArithExpr<IntSort> constant(String name) {
        return constants.computeIfAbsent(name, ctx::mkIntConst);
    }

    @SuppressWarnings("unchecked")
    private ArithExpr<IntSort> encodeNormal(SymInt s) {
        if (s.isConst()) {
            return num(s.value());
        }
        List<ArithExpr<IntSort>> sum = new ArrayList<>();
        for (Poly.Term t : ((Poly) s).terms()) {
            List<ArithExpr<IntSort>> factors = new ArrayList<>();
            if (t.coefficient() != 1 || t.factors().isEmpty()) {
                factors.add(num(t.coefficient()));
            }
            for (Atom a : t.factors()) {
                factors.add(atom(a));
            }
            if (t.factors().size() > 1) {
                nonlinear = true;
            }
            sum.add(factors.size() == 1 ? factors.get(0) : ctx.mkMul(factors.toArray(new ArithExpr[0])));
        }
        return sum.size() == 1 ? sum.get(0) : ctx.mkAdd(sum.toArray(new ArithExpr[0]));
    }

    private ArithExpr<IntSort> atom(Atom a) {
        if (a instanceof Atom.Var v) {
            return constant(v.name());
        }
        Atom.Op op = (Atom.Op) a;
        return switch (op.kind()) {
            case DIV -> floorDiv(op);
            case MOD -> floorMod(op);
            case CEIL_DIV -> ctx.mkUnaryMinus(floorDiv(new Atom.Op(Atom.Kind.DIV, SymInt.neg(op.left()), op.right())));
            case MIN -> minMax(op, true);
            case MAX -> minMax(op, false);
        };
    }

    private ArithExpr<IntSort> minMax(Atom.Op op, boolean min) {
        ArithExpr<IntSort> l = encodeNormal(op.left());
        ArithExpr<IntSort> r = encodeNormal(op.right());
        return (ArithExpr<IntSort>) ctx.mkITE(min ? ctx.mkLe(l, r) : ctx.mkGe(l, r), l, r);
    }

    /**
     * a - b*floor(a/b); where a symbolic divisor is 0 the remainder is left unconstrained, as the
     * quotient is: a - 0*q would be a for any q, and a property that holds for it (M % (M/4) >= 0) was
     * PROVED although M % 0 has no value. Now the solver finds the zero divisor and the concrete
     * re-check refuses it (never PROVED, never a wrong REFUTED).
     */
    private ArithExpr<IntSort> floorMod(Atom.Op op) {
        ArithExpr<IntSort> a = encodeNormal(op.left());
        ArithExpr<IntSort> b = encodeNormal(op.right());
        ArithExpr<IntSort> r = ctx.mkSub(a, ctx.mkMul(b, floorDiv(op)));
        if (op.right().isConst()) {
            return r;
        }
        IntExpr free = freshInt("mod");
        side.add(ctx.mkImplies(ctx.mkNot(ctx.mkEq(b, num(0))), ctx.mkEq(free, r)));
        return free;
    }

    /**
     * floor(a/b) as a fresh q with {@code b*q <= a < b*q + b} (b > 0) or {@code b*q >= a > b*q + b} (b < 0);
     * shared by {@code a/b} and {@code a%b}. A zero divisor leaves q unconstrained: the concrete re-check
     * of any counterexample then rejects it, so this never yields a wrong REFUTED.
     */
    private ArithExpr<IntSort> floorDiv(Atom.Op op) {
        Atom.Op key = new Atom.Op(Atom.Kind.DIV, op.left(), op.right());
        ArithExpr<IntSort> known = quotients.get(key);
        if (known != null) {
            return known;
        }
        ArithExpr<IntSort> a = encodeNormal(op.left());
        ArithExpr<IntSort> b = encodeNormal(op.right());
        IntExpr q = freshInt("div");
        if (op.right().isConst()) {
            long c = op.right().value();
            ArithExpr<IntSort> cq = ctx.mkMul(num(c), q);
            if (c > 0) {
                side.add(ctx.mkLe(cq, a));
                side.add(ctx.mkLt(a, ctx.mkAdd(cq, num(c))));
            } else if (c < 0) {
                side.add(ctx.mkGe(cq, a));
                side.add(ctx.mkGt(a, ctx.mkAdd(cq, num(c))));
            }
        } else {
            nonlinear = true;
            ArithExpr<IntSort> bq = ctx.mkMul(b, q);
            side.add(ctx.mkImplies(ctx.mkGt(b, num(0)), ctx.mkAnd(ctx.mkLe(bq, a), ctx.mkLt(a, ctx.mkAdd(bq, b)))));
            side.add(ctx.mkImplies(ctx.mkLt(b, num(0)), ctx.mkAnd(ctx.mkGe(bq, a), ctx.mkGt(a, ctx.mkAdd(bq, b)))));
        }
        quotients.put(key, q);
        return q;
    }

    /** k*x for a symbolic factor k and an unknown x (nonlinear unless k is a constant). */
    @SuppressWarnings("unchecked")
    ArithExpr<IntSort> scale(SymInt k, ArithExpr<IntSort> x) {
        if (k.isConstant(1)) {
            return x;
        }
        if (!k.isConst()) {
            nonlinear = true;
        }
        return ctx.mkMul(encode(k), x);
    }

    /** Product of two unknown terms. */
    @SuppressWarnings("unchecked")
    ArithExpr<IntSort> times(ArithExpr<IntSort> a, ArithExpr<IntSort> b) {
        if (!a.isIntNum() && !b.isIntNum()) {
            nonlinear = true;
        }
        return ctx.mkMul(a, b);
    }

    BoolExpr encode(Cond c) {
        if (c instanceof Cond.Cmp cmp) {
            ArithExpr<IntSort> l = encode(cmp.left());
            ArithExpr<IntSort> r = encode(cmp.right());
            return switch (cmp.op()) {
                case "==" -> ctx.mkEq(l, r);
                case "!=" -> ctx.mkNot(ctx.mkEq(l, r));
                case "<" -> ctx.mkLt(l, r);
                case "<=" -> ctx.mkLe(l, r);
                case ">" -> ctx.mkGt(l, r);
                default -> ctx.mkGe(l, r);
            };
        }
        if (c instanceof Cond.Divides d) {
            ArithExpr<IntSort> v = encode(d.value());
            ArithExpr<IntSort> k = encode(d.divisor());
            if (d.divisor().isConst()) {
                long dv = d.divisor().value();
                return dv == 0 ? ctx.mkEq(v, num(0)) : ctx.mkEq(ctx.mkMod(v, num(Math.abs(dv))), num(0));
            }
            // d | v as v == d*floor(v/d): the quotient is a function of v and d, so the encoding is
            // right under negation too (a fresh existential witness would not be).
            ArithExpr<IntSort> q = floorDiv(new Atom.Op(Atom.Kind.DIV, d.value().substitute(assumptions.substitution()),
                    d.divisor().substitute(assumptions.substitution())));
            BoolExpr zero = ctx.mkEq(k, num(0));
            return ctx.mkOr(ctx.mkAnd(zero, ctx.mkEq(v, num(0))),
                    ctx.mkAnd(ctx.mkNot(zero), ctx.mkEq(v, ctx.mkMul(k, q))));
        }
        if (c instanceof Cond.In in) {
            ArithExpr<IntSort> v = encode(in.value());
            List<BoolExpr> eqs = new ArrayList<>();
            for (SymInt m : in.members()) {
                eqs.add(ctx.mkEq(v, encode(m)));
            }
            return ctx.mkOr(eqs.toArray(new BoolExpr[0]));
        }
        if (c instanceof Cond.And a) {
            return ctx.mkAnd(encodeAll(a.parts()));
        }
        if (c instanceof Cond.Or o) {
            return ctx.mkOr(encodeAll(o.parts()));
        }
        if (c instanceof Cond.Not n) {
            return ctx.mkNot(encode(n.operand()));
        }
        return ctx.mkBool(((Cond.Bool) c).value());
    }

    private BoolExpr[] encodeAll(List<Cond> parts) {
        BoolExpr[] out = new BoolExpr[parts.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = encode(parts.get(i));
        }
        return out;
    }
}
