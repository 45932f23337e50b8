package cuteprover.symbolic;

import cuteprover.tuple.Atom;
import cuteprover.tuple.Poly;
import cuteprover.tuple.SymInt;

import java.math.BigInteger;
import java.util.Map;

/**
 * Symbolic integers and conditions evaluated with unbounded integers. The concrete engine computes in
 * 64 bits and stops at an overflow; where a counterexample is re-checked and its values leave 64 bits
 * (a stride of 2^62 times 2), the re-check falls back to this, so a false property over large values
 * is still REFUTED rather than left UNKNOWN. Division and remainder round like the engine's
 * ({@code floorDiv}, {@code floorMod}; {@code ceil_div(a,b)} is {@code floorDiv(a+b-1, b)}).
 */
final class ExactArithmetic {

    private ExactArithmetic() {
    }

    static BigInteger value(SymInt s, Map<String, Long> env) {
        if (s.isConst()) {
            return BigInteger.valueOf(s.value());
        }
        BigInteger sum = BigInteger.ZERO;
        for (Poly.Term t : ((Poly) s).terms()) {
            BigInteger p = BigInteger.valueOf(t.coefficient());
            for (Atom a : t.factors()) {
                p = p.multiply(atom(a, env));
            }
            sum = sum.add(p);
        }
        return sum;
    }

    private static BigInteger atom(Atom a, Map<String, Long> env) {
        if (a instanceof Atom.Var v) {
            Long x = env.get(v.name());
            if (x == null) {
                throw new IllegalArgumentException("no value for variable " + v.name());
            }
            return BigInteger.valueOf(x);
        }
        Atom.Op op = (Atom.Op) a;
        BigInteger l = value(op.left(), env);
        BigInteger r = value(op.right(), env);
        return switch (op.kind()) {
            case DIV -> floorDiv(l, r);
            case MOD -> l.subtract(r.multiply(floorDiv(l, r)));
            case CEIL_DIV -> floorDiv(l.add(r).subtract(BigInteger.ONE), r);
            case MIN -> l.min(r);
            case MAX -> l.max(r);
        };
    }

    static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() != 0 && qr[1].signum() != b.signum() ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    /** The size of a layout and its offset at an index of its domain, exactly; null for non-integer strides. */
    static BigInteger[] sizeAndOffset(cuteprover.layout.Layout l, Map<String, Long> env, long index) {
        java.util.List<cuteprover.tuple.IntTuple> shape = l.shape().leaves();
        java.util.List<cuteprover.tuple.IntTuple> stride = l.stride().leaves();
        BigInteger size = BigInteger.ONE;
        BigInteger offset = BigInteger.ZERO;
        BigInteger rest = BigInteger.valueOf(index);
        for (int i = 0; i < shape.size(); i++) {
            if (!(stride.get(i) instanceof SymInt d)) {
                return null;
            }
            BigInteger s = value((SymInt) shape.get(i), env);
            size = size.multiply(s);
            BigInteger coord = i == shape.size() - 1 ? rest : rest.mod(s);
            rest = i == shape.size() - 1 ? BigInteger.ZERO : rest.divide(s);
            offset = offset.add(coord.multiply(value(d, env)));
        }
        return new BigInteger[] {size, offset};
    }

    static boolean holds(Cond c, Map<String, Long> env) {
        if (c instanceof Cond.Cmp cmp) {
            int k = value(cmp.left(), env).compareTo(value(cmp.right(), env));
            return switch (cmp.op()) {
                case "==" -> k == 0;
                case "!=" -> k != 0;
                case "<" -> k < 0;
                case "<=" -> k <= 0;
                case ">" -> k > 0;
                default -> k >= 0;
            };
        }
        if (c instanceof Cond.Divides d) {
            BigInteger divisor = value(d.divisor(), env);
            BigInteger v = value(d.value(), env);
            return divisor.signum() == 0 ? v.signum() == 0 : v.mod(divisor.abs()).signum() == 0;
        }
        if (c instanceof Cond.In in) {
            BigInteger v = value(in.value(), env);
            return in.members().stream().anyMatch(m -> value(m, env).equals(v));
        }
        if (c instanceof Cond.And a) {
            return a.parts().stream().allMatch(p -> holds(p, env));
        }
        if (c instanceof Cond.Or o) {
            return o.parts().stream().anyMatch(p -> holds(p, env));
        }
        if (c instanceof Cond.Not n) {
            return !holds(n.operand(), env);
        }
        return ((Cond.Bool) c).value();
    }

    /** The two sides of the first comparison that fails in c (a conjunction is searched), else null. */
    static String[] violatedSides(Cond c, Map<String, Long> env) {
        if (c instanceof Cond.Cmp cmp && !holds(c, env)) {
            return new String[] {value(cmp.left(), env).toString(), value(cmp.right(), env).toString()};
        }
        if (c instanceof Cond.And a) {
            for (Cond p : a.parts()) {
                String[] s = violatedSides(p, env);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }
}
