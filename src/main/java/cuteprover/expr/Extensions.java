package cuteprover.expr;

import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
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
            if (o instanceof cuteprover.tuple.Tuple t && t.rank() == 1 && t.mode(0) instanceof SymInt single) {
                o = single; // a parenthesised offset, (1024*s)
            }
            if (!(o instanceof SymInt)) {
                throw ev.errorAt(parts.get(1), "the offset of a composed layout must be an integer, got " + Values.describe(o));
            }
            offset = (IntTuple) o;
        } else if (outer instanceof ComposedLayout.LayoutFunction f) {
            Object b = ev.evaluate(parts.get(1));
            if (!(b instanceof Layout inner)) {
                throw ev.errorAt(parts.get(1), "A o B composes two layouts, got " + Values.describe(b));
            }
            return cuteprover.layout.Composition.compose(f.layout(), inner, ev.decider()); // A o B is composition(A,B)
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

    /** True when a call's arguments contain {@code _} (syntactically): the call slices. */
    static boolean hasFreeMode(Expr.Call c, Evaluator ev) {
        for (Expr a : c.args()) {
            if (containsUnderscore(a)) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsUnderscore(Expr e) {
        if (e instanceof Expr.Underscore) {
            return true;
        }
        if (e instanceof Expr.TupleExpr t) {
            for (Expr x : t.elements()) {
                if (containsUnderscore(x)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@code A(2,_)} or {@code A(i)} for a defined layout or composed layout A: slicing when the
     * coordinate has a {@code _} (CuTe's operator()), evaluation otherwise.
     */
    static Object callDefined(Object view, Expr.Call c, Evaluator ev) {
        List<Object> values = new ArrayList<>();
        boolean free = false;
        for (Expr a : c.args()) {
            Object v = ev.evaluate(a);
            free |= ViewFunctions.isSliceCoord(v);
            values.add(v);
        }
        Object coord;
        if (values.size() == 1) {
            coord = values.get(0);
        } else if (free) {
            coord = new Evaluator.SliceCoord(values);
        } else {
            List<IntTuple> items = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                if (!(values.get(i) instanceof IntTuple t)) {
                    throw ev.errorAt(c.args().get(i), "a coordinate must be an integer or a tuple, got " + Values.describe(values.get(i)));
                }
                items.add(t);
            }
            coord = new cuteprover.tuple.Tuple(items);
        }
        if (ViewFunctions.isSliceCoord(coord)) {
            return ViewFunctions.slice(view, toSpec(coord, c, ev), ev.decider()).layout();
        }
        if (!(coord instanceof IntTuple t)) {
            throw ev.errorAt(c, "a coordinate must be an integer or a tuple, got " + Values.describe(coord));
        }
        return ((ComposedLayout) view).apply(t);
    }

    private static cuteprover.layout.Slicing.Spec toSpec(Object v, Expr.Call c, Evaluator ev) {
        if (v instanceof Evaluator.Free) {
            return cuteprover.layout.Slicing.Free.FREE;
        }
        if (v instanceof IntTuple t) {
            return new cuteprover.layout.Slicing.Fixed(t);
        }
        if (v instanceof Evaluator.SliceCoord sc) {
            List<cuteprover.layout.Slicing.Spec> modes = new ArrayList<>();
            for (Object e : sc.elements()) {
                modes.add(toSpec(e, c, ev));
            }
            return new cuteprover.layout.Slicing.Nested(modes);
        }
        throw ev.errorAt(c, "expected a slicing coordinate such as (2,_) but got " + Values.describe(v));
    }
}
