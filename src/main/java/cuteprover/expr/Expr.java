package cuteprover.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * The syntax tree of the one expression language shared by {@code eval}, {@code prove} and spec
 * files. Every node keeps its source offset so that errors can point at it.
 */
public sealed interface Expr {

    int pos();

    /**
     * The direct subexpressions in source order (a forall's: each binder's bounds, then its body),
     * for the walks over the tree that treat every node alike.
     */
    default List<Expr> children() {
        if (this instanceof TupleExpr t) {
            return t.elements();
        } else if (this instanceof Bracket b) {
            return b.elements();
        } else if (this instanceof SetExpr s) {
            return s.elements();
        } else if (this instanceof LayoutExpr l) {
            return List.of(l.shape(), l.stride());
        } else if (this instanceof Basis b) {
            return List.of(b.coeff());
        } else if (this instanceof Call c) {
            return c.args();
        } else if (this instanceof Composed c) {
            return c.parts();
        } else if (this instanceof Binary b) {
            return List.of(b.left(), b.right());
        } else if (this instanceof Unary u) {
            return List.of(u.operand());
        } else if (this instanceof In in) {
            return List.of(in.value(), in.set());
        } else if (this instanceof Forall f) {
            List<Expr> out = new ArrayList<>();
            for (Binder b : f.binders()) {
                out.add(b.low());
                out.add(b.high());
            }
            out.add(f.body());
            return out;
        }
        return List.of();
    }

    /** An integer literal. */
    record Num(long value, int pos) implements Expr { }

    /** A name: a variable, a definition, or a function when called. */
    record Name(String name, int pos) implements Expr { }

    /** {@code _}: a free mode in slicing. */
    record Underscore(int pos) implements Expr { }

    /** {@code (a,b,...)}; {@code grouping} marks a single parenthesised element, which is a rank-1 tuple
     * unless it is an operand of arithmetic, where it is just grouping. */
    record TupleExpr(List<Expr> elements, boolean grouping, int pos) implements Expr { }

    /** {@code [a,b,...]}: a tiler, or a half-open interval in forall. */
    record Bracket(List<Expr> elements, String close, int pos) implements Expr { }

    /** {@code {a,b,...}}: a set, in {@code M in {64,128}}. */
    record SetExpr(List<Expr> elements, int pos) implements Expr { }

    /** {@code shape:stride}. */
    record LayoutExpr(Expr shape, Expr stride, int pos) implements Expr { }

    /** {@code coeff@mode}: a scaled basis element. */
    record Basis(Expr coeff, int mode, int pos) implements Expr { }

    /** {@code name(args)}. */
    record Call(String name, List<Expr> args, int pos) implements Expr { }

    /** A C++ type as a kernel spells it, canonical text without spaces: {@code SM80_16x8x16_F32F16F16F32_TN},
     * {@code Copy_Atom<SM75_U32x4_LDSM_N,half_t>}, {@code GMMA::Layout_K_SW128_Atom<half_t>} (see cuteprover.atom). */
    record CuteType(String text, int pos) implements Expr { }

    /** {@code Sw<B,M,S>} (also {@code Swizzle<B,M,S>}). */
    record SwizzleExpr(int bits, int base, int shift, int pos) implements Expr { }

    /** {@code A o B o C}: CuTe's composed layout (swizzle o offset o layout). */
    record Composed(List<Expr> parts, int pos) implements Expr { }

    /** Binary operators: + - * / % and comparisons, {@code &&} {@code ||} and the divisibility {@code a | b}. */
    record Binary(String op, Expr left, Expr right, int pos) implements Expr { }

    /** Unary - and !. */
    record Unary(String op, Expr operand, int pos) implements Expr { }

    /** {@code x in {v1,...}} or {@code x in [lo,hi)}. */
    record In(Expr value, Expr set, int pos) implements Expr { }

    /** {@code forall v1 in [lo,hi), v2 in [lo,hi): body}. */
    record Forall(List<Binder> binders, Expr body, int pos) implements Expr { }

    /** A bound variable of a forall with its half-open range. */
    record Binder(String name, Expr low, Expr high, int pos) { }
}
