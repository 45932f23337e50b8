package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/**
 * C++'s reading of an expression pasted from a kernel, where the spec language reads it otherwise: {@code a / b} and
 * {@code a % b} truncate toward zero ({@code cpp_div}, {@code cpp_mod}; the spec language floors), CuTe's
 * {@code ceil_div(a, b)} is {@code (a + b - 1) / b} ({@code cpp_ceil_div}: not the ceiling for a negative a), and
 * parentheses only group ({@code int t = (M + M);} is an integer, never a tuple of one). What C++ reads otherwise and
 * is not modelled is an error, never a different meaning: {@code a | b} (a bitwise or, the spec language's "divides"),
 * {@code a < b < c} ({@code (a < b) < c}, a bool compared, the spec language's chained bounds) and an octal literal
 * ({@code 010} is 8).
 */
final class CppArithmetic {

    private CppArithmetic() {
    }

    /**
     * A C++ declaration's value converted to its declared integer type ({@code type}, the declaration's head before its
     * name): an unsigned one wraps modulo 2^bits ({@code unsigned K = M - 8;} at M = 1 is 4294967289), a narrow signed
     * one into its range; {@code int}, {@code int32_t}, {@code int64_t} and {@code long} are exact (C++'s signed overflow
     * is undefined), as is every other type.
     */
    static Expr convertedTo(String type, Expr value) {
        String t = type.replaceAll("\\b(?:static|constexpr|const|cute::)\\b|::", " ").strip().replaceAll("\\s+", " ");
        int unsignedBits = switch (t) {
            case "uint8_t" -> 8;
            case "uint16_t" -> 16;
            case "uint32_t", "unsigned", "unsigned int" -> 32;
            case "uint64_t", "size_t" -> 64;
            default -> 0;
        };
        int signedBits = switch (t) {
            case "int8_t" -> 8;
            case "int16_t" -> 16;
            default -> 0;
        };
        if (unsignedBits == 0 && signedBits == 0) {
            return value;
        }
        return new Expr.Call(unsignedBits > 0 ? "cpp_unsigned" : "cpp_signed",
                List.of(value, new Expr.Num(Math.max(unsignedBits, signedBits), value.pos())), value.pos());
    }

    /** A literal with a leading 0 and more digits, outside a name or a number: C++'s octal. */
    private static final java.util.regex.Pattern OCTAL = java.util.regex.Pattern.compile("(?<![A-Za-z0-9_.])0[0-9]+(?![.xXeE])");

    /** The C++ expression text, parsed and read as C++ does (an octal literal is an error naming it). */
    static Expr parse(String text) {
        java.util.regex.Matcher octal = OCTAL.matcher(text);
        if (octal.find()) {
            throw new cuteprover.CuteError(octal.start(), "'" + octal.group() + "' is an octal literal in C++ (010 is 8), which is"
                    + " not read here: write it in decimal", "");
        }
        return of(cuteprover.expr.Parser.parse(text));
    }

    static Expr of(Expr e) {
        if (e instanceof Expr.Binary b) {
            if (b.op().equals("|")) {
                throw new cuteprover.CuteError(b.pos(), "'|' is C++'s bitwise or, which is not read here (in the spec"
                        + " language a | b means 'a divides b': in C++ write b % a == 0)", "");
            }
            if (b.op().equals("&&") && b.right() instanceof Expr.Binary r && COMPARISONS.contains(r.op()) && r.pos() == b.pos()
                    && b.left() instanceof Expr.Binary l && COMPARISONS.contains(l.op())) {
                // the parser's chained bounds a < b < c: the && it builds sits at the second comparison's operator
                throw new cuteprover.CuteError(b.pos(), "a < b < c is (a < b) < c in C++, a bool compared with c, which is"
                        + " not read here: write a < b && b < c", "");
            }
            Expr left = of(b.left());
            Expr right = of(b.right());
            if (b.op().equals("/") || b.op().equals("%")) {
                return new Expr.Call(b.op().equals("/") ? "cpp_div" : "cpp_mod", List.of(left, right), b.pos());
            }
            if (b.op().equals("&&") || b.op().equals("||")) {
                return new Expr.Binary(b.op(), condition(left), condition(right), b.pos());
            }
            return new Expr.Binary(b.op(), left, right, b.pos());
        } else if (e instanceof Expr.Unary u && u.op().equals("!")) {
            return new Expr.Unary("!", condition(of(u.operand())), u.pos());
        } else if (e instanceof Expr.TupleExpr t) {
            if (t.grouping()) {
                return of(t.elements().get(0));
            }
            return new Expr.TupleExpr(all(t.elements()), false, t.pos());
        } else if (e instanceof Expr.Unary u) {
            return new Expr.Unary(u.op(), of(u.operand()), u.pos());
        } else if (e instanceof Expr.Call c) {
            return new Expr.Call(c.name().equals("ceil_div") ? "cpp_ceil_div" : c.name(), all(c.args()), c.pos());
        } else if (e instanceof Expr.Bracket b) {
            return new Expr.Bracket(all(b.elements()), b.close(), b.pos());
        } else if (e instanceof Expr.LayoutExpr l) {
            return new Expr.LayoutExpr(of(l.shape()), of(l.stride()), l.pos());
        } else if (e instanceof Expr.Composed c) {
            return new Expr.Composed(all(c.parts()), c.pos());
        }
        return e;
    }

    /**
     * An expression read as a C++ condition: an integer one ({@code M % 256}, {@code k - 1}) holds where it is not 0; a
     * name or call may be a condition itself and is left as it is.
     */
    static Expr condition(Expr e) {
        boolean integer = e instanceof Expr.Num || e instanceof Expr.Call c && (c.name().equals("cpp_div") || c.name().equals("cpp_mod"))
                || e instanceof Expr.Binary b && List.of("+", "-", "*").contains(b.op()) || e instanceof Expr.Unary u && u.op().equals("-");
        return integer ? new Expr.Binary("!=", e, new Expr.Num(0, e.pos()), e.pos()) : e;
    }

    private static final java.util.Set<String> COMPARISONS = java.util.Set.of("==", "!=", "<", "<=", ">", ">=");

    private static List<Expr> all(List<Expr> xs) {
        List<Expr> out = new ArrayList<>(xs.size());
        for (Expr x : xs) {
            out.add(of(x));
        }
        return out;
    }
}
