package cuteprover.cxx;

import cuteprover.expr.Expr;

import java.util.List;

/**
 * C++'s bitwise operators with one constant operand, as exact integer arithmetic in two's complement: the spec language's
 * {@code /} and {@code %} floor, so {@code (x / 2^k) % 2} is bit k of x for every integer x, negative ones included.
 * {@code x & c} is the sum of c's runs of ones taken from x, {@code x | c = x + c - (x & c)}, {@code x ^ c = x + c -
 * 2 (x & c)}, {@code x << k = x * 2^k}, {@code x >> k = x / 2^k} (an arithmetic shift). Two symbolic operands or a
 * shift by a symbolic amount give null: not followed, never a guess.
 */
final class BitwiseLowering {

    private BitwiseLowering() {
    }

    /** {@code left OP right} before the conversion to the operator's type, or null where it is not followed. */
    static Expr lower(String op, Expr left, Expr right, int bits, int pos) {
        Long l = constant(left);
        Long r = constant(right);
        return switch (op) {
            case "<<" -> r == null || r < 0 || r >= Math.min(bits, 62) ? null : times(left, 1L << r, pos);
            case ">>" -> r == null || r < 0 || r >= 63 ? null : r >= 62 ? null : divided(left, 1L << r, pos);
            case "&", "|", "^" -> {
                if (r == null && l == null) {
                    yield null;
                }
                Expr x = r != null ? left : right;
                long c = r != null ? r : l;
                Expr and = and(x, c, pos);
                Expr sum = new Expr.Binary("+", x, new Expr.Num(c, pos), pos);
                yield switch (op) {
                    case "&" -> and;
                    case "|" -> new Expr.Binary("-", sum, and, pos);
                    default -> new Expr.Binary("-", sum, times(and, 2, pos), pos);
                };
            }
            default -> null;
        };
    }

    /** {@code ~x = -x - 1} in two's complement. */
    static Expr complement(Expr x, int pos) {
        return new Expr.Binary("-", new Expr.Unary("-", x, pos), new Expr.Num(1, pos), pos);
    }

    /** {@code x & c}: for c >= 0 the sum over c's runs of ones [lo, lo+len) of {@code (x / 2^lo) % 2^len * 2^lo}. */
    private static Expr and(Expr x, long c, int pos) {
        if (c < 0) {
            return new Expr.Binary("-", x, and(x, ~c, pos), pos);   // x & c = x - (x & ~c)
        }
        Expr sum = null;
        long rest = c;
        while (rest != 0) {
            int lo = Long.numberOfTrailingZeros(rest);
            int len = Long.numberOfTrailingZeros(~(rest >>> lo));
            Expr run = times(new Expr.Binary("%", divided(x, 1L << lo, pos), new Expr.Num(1L << len, pos), pos), 1L << lo, pos);
            sum = sum == null ? run : new Expr.Binary("+", sum, run, pos);
            rest &= ~(((1L << len) - 1) << lo);
        }
        return sum == null ? new Expr.Num(0, pos) : sum;
    }

    private static Expr times(Expr x, long k, int pos) {
        return k == 1 ? x : new Expr.Binary("*", x, new Expr.Num(k, pos), pos);
    }

    private static Expr divided(Expr x, long k, int pos) {
        return k == 1 ? x : new Expr.Binary("/", x, new Expr.Num(k, pos), pos);
    }

    /** The integer a lowered operand is, where it is a literal (through C++'s conversions of a literal), else null. */
    static Long constant(Expr e) {
        if (e instanceof Expr.Num n) {
            return n.value();
        }
        if (e instanceof Expr.Unary u && u.op().equals("-")) {
            Long v = constant(u.operand());
            return v == null ? null : -v;
        }
        if (e instanceof Expr.Call c && List.of("cpp_unsigned", "cpp_signed").contains(c.name()) && c.args().size() == 2) {
            Long v = constant(c.args().get(0));
            Long b = constant(c.args().get(1));
            if (v == null || b == null || b < 1 || b > 62) {
                return null;
            }
            boolean unsigned = c.name().equals("cpp_unsigned");
            long low = unsigned ? 0 : -(1L << (b - 1));
            long high = unsigned ? 1L << b : 1L << (b - 1);
            return v >= low && v < high ? v : null;   // a literal its type holds; a wrapped one is not a constant here
        }
        return null;
    }
}
