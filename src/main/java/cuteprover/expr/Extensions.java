package cuteprover.expr;

import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * Evaluation of the value kinds that are not plain layouts: swizzles {@code Sw<B,M,S>} and composed
 * layouts {@code A o O o B}. Follows CuTe's {@code composition(A, O, B)}: a swizzle with B = 0 and
 * offset 0 is the identity and the result is B itself; {@code Sw<..> o L} means offset 0.
 */
final class Extensions {

    private Extensions() {
    }

    static Object swizzle(Expr.SwizzleExpr s, Evaluator ev) {
        try {
            return new Swizzle(s.bits(), s.base(), s.shift());
        } catch (cuteprover.CuteError e) {
            throw ev.errorAt(s, e.getMessage());
        }
    }

    static Object composed(Expr.Composed c, Evaluator ev) {
        List<Expr> parts = c.parts();
        if (parts.size() > 3) {
            throw ev.errorAt(parts.get(3), "a composed layout has at most three parts, outer o offset o inner");
        }
        Object first = ev.evaluate(parts.get(0));
        ComposedLayout.Outer outer;
        if (first instanceof Swizzle sw) {
            outer = sw;
        } else if (first instanceof Layout l) {
            outer = new ComposedLayout.LayoutFunction(l);
        } else {
            throw ev.errorAt(parts.get(0), "the outer part of a composed layout must be a swizzle or a layout, got "
                    + Values.describe(first));
        }
        IntTuple offset = SymInt.ZERO;
        if (parts.size() == 3) {
            Object o = ev.evaluate(parts.get(1));
            if (!(o instanceof SymInt) || o instanceof SymInt s && !s.isConst() && outer instanceof Swizzle) {
                throw ev.errorAt(parts.get(1), "the offset of a composed layout must be "
                        + (outer instanceof Swizzle ? "a static integer" : "an integer") + ", got " + Values.describe(o));
            }
            offset = (IntTuple) o;
        } else if (outer instanceof ComposedLayout.LayoutFunction) {
            throw ev.errorAt(c, "A o B of two layouts is their composition: write composition(A,B), or A o 0 o B for CuTe's"
                    + " ComposedLayout");
        }
        Expr innerExpr = parts.get(parts.size() - 1);
        Object last = ev.evaluate(innerExpr);
        if (!(last instanceof Layout inner)) {
            throw ev.errorAt(innerExpr, "the inner part of a composed layout must be a layout, got " + Values.describe(last));
        }
        if (outer instanceof Swizzle sw && sw.bits() == 0 && offset instanceof SymInt s && s.isConstant(0)) {
            return inner; // CuTe: composition(Swizzle<0,M,S>, _0, layout) is the layout itself
        }
        return new ComposedLayout(outer, offset, inner);
    }
}
