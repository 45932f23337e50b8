package cuteprover.report;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.specfile.DeferredDefinition;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.AbstractMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Definitions at sample sizes, for the HTML report's pictures of the layouts a property involves
 * (proved or not; a counterexample's own picture is drawn from its witness, see
 * {@link cuteprover.render.CounterexamplePicture}): definitions whose shapes mention variables
 * ({@code (M,K):(K,1)}) with the variables replaced by sample values that satisfy the assumptions,
 * so that the concrete engine can evaluate them. Deferred definitions (kept as expressions because
 * their algebra branches on the variables) are evaluated once the variables are known.
 */
final class SampleInstances {

    private SampleInstances() {
    }

    /** An evaluator over the definitions instantiated at {@code env}; names in env not otherwise defined are integers. */
    static Evaluator evaluator(Map<String, Object> definitions, Map<String, Long> env) {
        Map<String, Object> memo = new HashMap<>();
        Evaluator[] self = new Evaluator[1];
        Map<String, Object> view = new AbstractMap<>() {
            @Override
            public Object get(Object key) {
                if (!(key instanceof String name)) {
                    return null;
                }
                if (memo.containsKey(name)) {
                    return memo.get(name);
                }
                Object v = definitions.get(name);
                Object out;
                if (v instanceof DeferredDefinition d) {
                    memo.put(name, null); // a cycle reads as an unknown name, not a stack overflow
                    out = self[0].evaluate(d.expr(), d.text());
                } else if (v != null) {
                    out = instantiate(v, env);
                } else if (env.containsKey(name)) {
                    out = SymInt.of(env.get(name));
                } else {
                    return null;
                }
                memo.put(name, out);
                return out;
            }

            @Override
            public boolean containsKey(Object key) {
                return get(key) != null;
            }

            @Override
            public Set<Entry<String, Object>> entrySet() {
                return Set.of();
            }
        };
        self[0] = new Evaluator(Decider.CONCRETE, false, view);
        return self[0];
    }

    private static Object instantiate(Object v, Map<String, Long> env) {
        if (v instanceof Layout l) {
            return new Layout(tuple(l.shape(), env), tuple(l.stride(), env));
        }
        if (v instanceof ComposedLayout c) {
            return c.withInner(tuple(c.offset(), env), (Layout) instantiate(c.inner(), env));
        }
        if (v instanceof IntTuple t) {
            return tuple(t, env);
        }
        return v;
    }

    private static IntTuple tuple(IntTuple t, Map<String, Long> env) {
        return Tuples.map(t, leaf -> {
            if (leaf instanceof SymInt s && !s.isConst()) {
                return SymInt.of(value(s, env));
            }
            if (leaf instanceof ScaledBasis b && !b.coeff().isConst()) {
                return b.withCoeff(SymInt.of(value(b.coeff(), env)));
            }
            return leaf;
        });
    }

    private static long value(SymInt s, Map<String, Long> env) {
        for (String v : s.variables()) {
            if (!env.containsKey(v)) {
                throw new CuteError("the sample gives no value for " + v);
            }
        }
        return s.evaluate(env);
    }
}
