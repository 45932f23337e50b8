package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Values;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

/**
 * What a layout property quantifies over: a layout L, or a composed layout {@code A o O o L} (A a
 * swizzle or a layout, O an offset that may be symbolic). The domain is always L's; the value at a
 * point is {@code A(O + L(x))}, with A applied to the symbolic offset as an exact term (a swizzle's
 * bit decomposition, {@link cuteprover.layout.Swizzle#term}), so every property sees the same function.
 */
record LayoutFn(Layout inner, ComposedLayout composed) {

    static LayoutFn of(Layout l) {
        return new LayoutFn(l, null);
    }

    /** A layout, an integer n (the layout n:1) or a composed layout; null for any other value. */
    static LayoutFn ofValue(Object value) {
        Object v = cuteprover.layout.Slicing.layoutAtZeroOffset(value);
        if (v instanceof Layout l) {
            return of(l);
        }
        if (v instanceof SymInt n) {
            return of(new Layout(n, SymInt.ONE));
        }
        if (v instanceof ComposedLayout c) {
            return new LayoutFn(c.inner(), c);
        }
        return null;
    }

    static LayoutFn require(Object v) {
        LayoutFn f = ofValue(v);
        if (f == null) {
            throw new CuteError("expected a layout, got " + Values.describe(v));
        }
        return f;
    }

    boolean isComposed() {
        return composed != null;
    }

    SymInt size() {
        return inner.size();
    }

    /** The function's value at the inner layout's (integer) offset: A(O + off), or off itself. */
    SymInt outerAt(SymInt innerOffset) {
        if (composed == null) {
            return innerOffset;
        }
        IntTuple v = composed.outer().apply(SymInt.add((SymInt) composed.offset(), innerOffset));
        if (!(v instanceof SymInt s)) {
            throw new CuteError("composed layout " + composed + " has non-integer values (" + v + ")");
        }
        return s;
    }

    /** The value at an index of the domain (the last mode absorbs indices beyond the size), on the concrete engine. */
    IntTuple at(long index) {
        IntTuple inside = Coordinates.crd2offset(SymInt.of(index), inner.shape(), inner.stride());
        return composed == null ? inside : outerAt((SymInt) inside);
    }

    /** This function after the assumptions' substitution. */
    LayoutFn substituted(Scope scope) {
        Object v = Instances.substitute(composed != null ? composed : inner, scope.assumptions.substitution());
        return ofValue(v);
    }

    /** All values on the domain for a static function within the limit, else null. */
    long[] table(Scope scope, long limit) {
        LayoutFn s = substituted(scope);
        if (!s.inner.isStatic() || !s.inner.hasIntegerStrides()) {
            return null;
        }
        try {
            if (s.composed != null && !(s.composed.offset() instanceof SymInt o && o.isConst())) {
                return null;
            }
            FlatLayout f = FlatLayout.of(s.inner);
            if (f.size() > limit) {
                return null;
            }
            return s.composed != null ? s.composed.table() : f.table();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * The layout whose injectivity is this function's: the inner layout when the outer function is a
     * swizzle (x -> Sw(O + x) is injective on all integers: the swizzle leaves its YYY bits alone and
     * is therefore its own inverse), else this function itself.
     */
    LayoutFn injectivityCore() {
        return composed != null && composed.outer() instanceof cuteprover.layout.Swizzle ? of(inner) : this;
    }

    boolean hasIntegerStrides() {
        return inner.hasIntegerStrides();
    }

    @Override
    public String toString() {
        return composed != null ? composed.toString() : inner.toString();
    }
}
