package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The algorithms are written once over SymInt + Decider: run on layouts whose shapes and strides
 * are variables, with a decider that answers from a hidden assignment, they must give (after
 * substitution) exactly what the concrete engine gives. This also proves that no algorithm reads
 * {@code .value()} of a symbolic integer.
 */
class SymbolicConsistencyProperties {

    /** Answers every question by evaluating both sides under the assignment. */
    record AssignmentDecider(Map<String, Long> env) implements Decider {
        @Override
        public boolean lessThan(SymInt a, SymInt b) {
            return a.evaluate(env) < b.evaluate(env);
        }

        @Override
        public boolean equal(SymInt a, SymInt b) {
            return a.evaluate(env) == b.evaluate(env);
        }

        @Override
        public boolean divides(SymInt a, SymInt b) {
            long x = a.evaluate(env);
            return x != 0 && b.evaluate(env) % x == 0;
        }

        /** This property compares the algorithms; whether a symbolic result exists is the prover's question. */
        @Override
        public void unchecked(Unchecked result) {
        }
    }

    /** A layout with every leaf replaced by a variable, and the assignment that gives it back. */
    record Symbolic(Layout concrete, Layout symbolic, Map<String, Long> env) { }

    static Symbolic symbolize(Layout l, String prefix) {
        Map<String, Long> env = new java.util.HashMap<>();
        AtomicInteger n = new AtomicInteger();
        IntTuple shape = Tuples.map(l.shape(), leaf -> variable(prefix + "s", n, ((SymInt) leaf).value(), env));
        IntTuple stride = Tuples.map(l.stride(), leaf -> variable(prefix + "d", n, ((SymInt) leaf).value(), env));
        return new Symbolic(l, new Layout(shape, stride), env);
    }

    private static SymInt variable(String prefix, AtomicInteger n, long value, Map<String, Long> env) {
        String name = prefix + n.getAndIncrement();
        env.put(name, value);
        return SymInt.var(name);
    }

    static IntTuple substitute(IntTuple t, Map<String, Long> env) {
        return Tuples.map(t, leaf -> leaf instanceof ScaledBasis b ? new ScaledBasis(SymInt.of(b.coeff().evaluate(env)), b.mode())
                : SymInt.of(((SymInt) leaf).evaluate(env)));
    }

    static Object substitute(Object result, Map<String, Long> env) {
        if (result instanceof Layout l) {
            return new Layout(substitute(l.shape(), env), substitute(l.stride(), env));
        }
        if (result instanceof IntTuple t) {
            return substitute(t, env);
        }
        return result;
    }

    /** The outcome of a computation: its value, or the kind of refusal. */
    static Object outcome(Supplier<Object> f, Map<String, Long> env) {
        try {
            return substitute(f.get(), env);
        } catch (CuteError e) {
            return "refused";
        }
    }

    static void agreeWhereConcreteSucceeds(Object concrete, Object symbolic) {
        if (!"refused".equals(concrete)) {
            assertEquals(concrete, symbolic);
        }
    }

    @Provide
    Arbitrary<Layout[]> pairs() {
        return Arbitraries.randomValue((Random r) -> {
            Layout a = r.nextBoolean() ? Gen.injective(r) : Gen.nest(Gen.flatShapes(r, 4), List.of(1L, 3L, 8L, 0L, 5L, 2L), r);
            return new Layout[] {a, r.nextBoolean() ? Gen.subLayout(a, r) : Gen.injective(r)};
        });
    }

    @Property(tries = 300)
    void symbolicRunsAgreeWithConcreteRuns(@ForAll("pairs") Layout[] p) {
        Symbolic a = symbolize(p[0], "a");
        Symbolic b = symbolize(p[1], "b");
        Map<String, Long> env = new java.util.HashMap<>(a.env());
        env.putAll(b.env());
        Decider s = new AssignmentDecider(env);
        Decider c = Decider.CONCRETE;
        Layout ca = p[0];
        Layout cb = p[1];
        Layout sa = a.symbolic();
        Layout sb = b.symbolic();
        assertEquals(outcome(() -> Coalesce.algorithm(ca, c), env), outcome(() -> Coalesce.algorithm(sa, s), env));
        assertEquals(outcome(() -> Filter.algorithm(ca, c), env), outcome(() -> Filter.algorithm(sa, s), env));
        assertEquals(outcome(() -> Composition.algorithm(ca, cb, c), env), outcome(() -> Composition.algorithm(sa, sb, s), env));
        assertEquals(outcome(() -> Complement.algorithm(ca, SymInt.of(96), c), env),
                outcome(() -> Complement.algorithm(sa, SymInt.of(96), s), env));
        assertEquals(outcome(() -> Inverse.rightAlgorithm(ca, c), env), outcome(() -> Inverse.rightAlgorithm(sa, s), env));
        assertEquals(outcome(() -> Inverse.leftAlgorithm(ca, c), env), outcome(() -> Inverse.leftAlgorithm(sa, s), env));
        // Checked operations: the enumeration checks run only on static layouts, so a concrete refusal
        // by a check may be a symbolic result; a concrete result must be the symbolic one.
        agreeWhereConcreteSucceeds(outcome(() -> TiledFamily.DIVIDE.logical(ca, cb, c), env),
                outcome(() -> TiledFamily.DIVIDE.logical(sa, sb, s), env));
        agreeWhereConcreteSucceeds(outcome(() -> TiledFamily.PRODUCT.logical(ca, cb, c), env),
                outcome(() -> TiledFamily.PRODUCT.logical(sa, sb, s), env));
        assertEquals(outcome(() -> Admissibility.shah(ca, cb, true, c), env), outcome(() -> Admissibility.shah(sa, sb, true, s), env));
        assertEquals(outcome(() -> Admissibility.cecka(ca, cb, c), env), outcome(() -> Admissibility.cecka(sa, sb, s), env));
    }
}
