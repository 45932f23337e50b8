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

    /** A C++ declaration's value converted to its declared integer type ({@link cuteprover.expr.CppIntegerTypes}). */
    static Expr convertedTo(String type, Expr value) {
        return cuteprover.expr.CppIntegerTypes.convert(type, value);
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
            if (b.op().equals("-") && (readsCudaIndex(b.left()) || readsCudaIndex(b.right()))) {
                // threadIdx.x - 1 is unsigned in CUDA: at threadIdx.x = 0 it is 4294967295
                return new Expr.Call("cpp_unsigned", List.of(new Expr.Binary("-", left, right, b.pos()), new Expr.Num(32, b.pos())), b.pos());
            }
            if (b.op().equals("/") || b.op().equals("%")) {
                return new Expr.Call(b.op().equals("/") ? "cpp_div" : "cpp_mod", List.of(left, right), b.pos());
            }
            if (b.op().equals("&&") || b.op().equals("||")) {
                return new Expr.Binary(b.op(), condition(left), condition(right), b.pos());
            }
            return new Expr.Binary(b.op(), left, right, b.pos());
        } else if (e instanceof Expr.Unary u && u.op().equals("!")) {
            if (u.operand() instanceof Expr.Binary b && List.of("+", "-", "*", "/", "%").contains(b.op())) {
                // !M % 4 is (!M) % 4 in C++, where the spec language reads !(M % 4)
                throw new cuteprover.CuteError(u.pos(), "in C++, !a % b is (!a) % b, which is not read here: write !(a % b)"
                        + " or (!a) % b", "");
            }
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

    /** Whether the expression reads CUDA's unsigned built-ins (threadIdx, blockIdx, blockDim, gridDim). */
    private static boolean readsCudaIndex(Expr e) {
        return NameCheck.unknownNames(e).keySet().stream().anyMatch(n -> n.matches("(?:threadIdx|blockIdx|blockDim|gridDim)\\.[xyz]"));
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
