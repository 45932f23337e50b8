package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One concrete instance of a property: every variable has a value, every definition is
 * instantiated, and expressions are evaluated by the concrete engine ({@link Decider#CONCRETE}).
 * Counterexamples are re-checked here, independently of the Z3 encoding.
 */
final class World {

    private final Map<String, Long> env;
    private final Map<String, Object> definitions;
    /**
     * Every value evaluated here, by expression: the check's re-check and the witness it records
     * (see {@link EvaluatedTerms}) then read the same values, each evaluated once.
     */
    private final Map<Expr, Object> evaluated = new java.util.HashMap<>();
    /** The results the check derived here (CuTe's algorithms at the witness), by the text of the call that computes them. */
    private final Map<String, Object> derived = new LinkedHashMap<>();

    World(Map<String, Object> symbolicDefinitions, Map<String, Long> env) {
        this.env = env;
        this.definitions = Instances.instantiate(symbolicDefinitions, env);
    }

    /** The same world with extra names bound (forall binders). */
    World with(Map<String, Long> more) {
        Map<String, Long> all = new LinkedHashMap<>(env);
        all.putAll(more);
        Map<String, Object> defs = new LinkedHashMap<>(definitions);
        more.forEach((k, v) -> defs.put(k, SymInt.of(v)));
        return new World(defs, all);
    }

    /**
     * A result the check derives from the property's values, such as CuTe's composition of its two
     * arguments: computed once, and kept under the text of the call that computes it
     * ({@code composition(A,B)}) so that the witness records the very value the check compared against.
     */
    <T> T derived(String call, java.util.function.Supplier<T> compute) {
        @SuppressWarnings("unchecked")
        T v = (T) derived.get(call);
        if (v == null) {
            v = compute.get();
            derived.put(call, v);
        }
        return v;
    }

    /** The results derived so far, in the order derived. */
    Map<String, Object> derivedResults() {
        return java.util.Collections.unmodifiableMap(derived);
    }

    Map<String, Long> env() {
        return env;
    }

    Object eval(Expr e) {
        Object v = evaluated.get(e);
        if (v == null) {
            v = new Evaluator(Decider.CONCRETE, false, definitions).evaluate(e);
            evaluated.put(e, v);
        }
        return v;
    }

    Layout layout(Expr e) {
        Object v = eval(e);
        if (v instanceof Layout l) {
            return l;
        }
        if (v instanceof SymInt n) {
            return new Layout(n, SymInt.ONE);
        }
        throw new CuteError("expected a layout, got " + Values.describe(v));
    }

    /** A layout or a composed layout, as the function a property quantifies over. */
    LayoutFn function(Expr e) {
        return LayoutFn.require(eval(e));
    }

    /** A layout, or the inner layout of a swizzled composed layout (see {@link Goals#swizzledInner}). */
    Layout innerLayout(Expr e) {
        Object v = eval(e);
        if (v instanceof cuteprover.layout.ComposedLayout c && c.outer() instanceof cuteprover.layout.Swizzle) {
            return c.inner();
        }
        return layout(e);
    }

    long integer(Expr e) {
        Object v = eval(e);
        if (v instanceof SymInt s && s.isConst()) {
            return s.value();
        }
        throw new CuteError("expected an integer, got " + Values.describe(v));
    }

    IntTuple tuple(Expr e) {
        Object v = eval(e);
        if (v instanceof IntTuple t) {
            return t;
        }
        if (v instanceof Layout l) {
            return l.shape();
        }
        throw new CuteError("expected a shape, got " + Values.describe(v));
    }

    /** A condition evaluated concretely ({@code in}, {@code |}, comparisons, connectives). */
    boolean holds(Expr condition) {
        Cond c = new CondTranslator(new Evaluator(Decider.CONCRETE, false, definitions)).translate(condition);
        return c.holds(env);
    }

    /** L(index) on the concrete engine (the last mode absorbs indices beyond the size). */
    static IntTuple at(Layout l, long index) {
        return Coordinates.crd2offset(SymInt.of(index), l.shape(), l.stride());
    }

    static String format(IntTuple t) {
        return TupleFormat.format(t);
    }

    static long size(Layout l) {
        return l.size().value();
    }
}
