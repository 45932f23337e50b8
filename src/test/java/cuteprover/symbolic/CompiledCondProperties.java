package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The compiled form of a condition answers as {@link Cond#holds} does at every point: the same
 * truth value, or the same kind of failure (overflow, a zero divisor), on random conditions over
 * three variables with division, modulo, ceil_div, min and max; the block form (a block of points
 * at once) answers as the point form does at each of its lanes.
 */
class CompiledCondProperties {

    private static final List<String> SLOTS = List.of("a", "b", "c");

    @Property(tries = 3000)
    void compiledConditionAgreesWithTheInterpreter(@ForAll("conditions") Cond c, @ForAll("points") long[] point) {
        Map<String, Long> env = Map.of("a", point[0], "b", point[1], "c", point[2]);
        assertEquals(outcome(() -> c.holds(env)), outcome(() -> CompiledCond.compile(c, SLOTS).at(point)), c + " at " + env);
    }

    /**
     * The block form agrees with the point form at every lane it is given: the lanes where the
     * condition holds are those where the point form says true, and it fails (overflow, a zero
     * divisor) exactly when the point form fails at one of those lanes.
     */
    @Property(tries = 2000)
    void blockConditionAgreesWithThePointForm(@ForAll("conditions") Cond c, @ForAll("blocks") List<long[]> points,
                                               @ForAll("laneMasks") List<Boolean> given) {
        long[][] columns = new long[SLOTS.size()][BlockCond.LANES];
        int[] lanes = new int[BlockCond.LANES];
        int count = 0;
        StringBuilder expected = new StringBuilder();
        boolean fails = false;
        for (int j = 0; j < points.size(); j++) {
            for (int i = 0; i < SLOTS.size(); i++) {
                columns[i][j] = points.get(j)[i];
            }
            if (!given.get(j % given.size())) {
                continue;
            }
            lanes[count++] = j;
            long[] point = points.get(j);
            String at = outcome(() -> CompiledCond.compile(c, SLOTS).at(point));
            fails |= !at.equals("true") && !at.equals("false");
            if (at.equals("true")) {
                expected.append(j).append(' ');
            }
        }
        int[] out = new int[BlockCond.LANES];
        String block;
        try {
            int n = BlockCond.compile(c, SLOTS).holding(columns, lanes, count, out);
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < n; k++) {
                sb.append(out[k]).append(' ');
            }
            block = sb.toString();
        } catch (ArithmeticException | CuteError e) {
            block = "fails";
        }
        assertEquals(fails ? "fails" : expected.toString(), block, c + " at " + points.size() + " points");
    }

    @Provide
    Arbitrary<List<long[]>> blocks() {
        return points().list().ofMinSize(1).ofMaxSize(40);
    }

    @Provide
    Arbitrary<List<Boolean>> laneMasks() {
        return Arbitraries.of(true, true, true, false).list().ofMinSize(1).ofMaxSize(7);
    }

    private static String outcome(java.util.function.BooleanSupplier s) {
        try {
            return String.valueOf(s.getAsBoolean());
        } catch (ArithmeticException e) {
            return "overflow or zero divisor: " + e.getClass().getSimpleName();
        } catch (CuteError e) {
            return "error: " + e.getClass().getSimpleName();
        }
    }

    @Provide
    Arbitrary<long[]> points() {
        Arbitrary<Long> v = Arbitraries.oneOf(Arbitraries.longs().between(-9, 9), Arbitraries.longs().between(-(1L << 40), 1L << 40),
                Arbitraries.of(0L, Long.MAX_VALUE, Long.MIN_VALUE + 1));
        return v.list().ofSize(3).map(l -> new long[] {l.get(0), l.get(1), l.get(2)});
    }

    @Provide
    Arbitrary<Cond> conditions() {
        return condition(3);
    }

    private static Arbitrary<Cond> condition(int depth) {
        Arbitrary<SymInt> t = term(3);
        Arbitrary<Cond> leaf = Arbitraries.oneOf(
                Arbitraries.of("==", "!=", "<", "<=", ">", ">=")
                        .flatMap(op -> t.list().ofSize(2).map(l -> (Cond) new Cond.Cmp(op, l.get(0), l.get(1)))),
                t.list().ofSize(2).map(l -> (Cond) new Cond.Divides(l.get(0), l.get(1))),
                t.list().ofMinSize(2).ofMaxSize(4).map(l -> (Cond) new Cond.In(l.get(0), l.subList(1, l.size()))),
                Arbitraries.of(true, false).map(b -> (Cond) new Cond.Bool(b)));
        if (depth == 0) {
            return leaf;
        }
        Arbitrary<Cond> inner = Arbitraries.lazy(() -> condition(depth - 1));
        return Arbitraries.oneOf(leaf, leaf,
                inner.list().ofMinSize(1).ofMaxSize(3).map(l -> (Cond) new Cond.And(l)),
                inner.list().ofMinSize(1).ofMaxSize(3).map(l -> (Cond) new Cond.Or(l)),
                inner.map(x -> (Cond) new Cond.Not(x)));
    }

    private static Arbitrary<SymInt> term(int depth) {
        Arbitrary<SymInt> leaf = Arbitraries.oneOf(
                Arbitraries.of(SLOTS).map(SymInt::var),
                Arbitraries.oneOf(Arbitraries.longs().between(-12, 12), Arbitraries.of(16L, 64L, 1L << 20)).map(SymInt::of));
        if (depth == 0) {
            return leaf;
        }
        Arbitrary<SymInt> inner = Arbitraries.lazy(() -> term(depth - 1));
        return Arbitraries.oneOf(leaf, leaf, inner.list().ofSize(2).map(l -> combine(l.get(0), l.get(1))),
                Arbitraries.integers().between(0, 6).flatMap(k -> inner.list().ofSize(2).map(l -> apply(k, l.get(0), l.get(1)))));
    }

    private static SymInt combine(SymInt a, SymInt b) {
        try {
            return SymInt.add(SymInt.mul(a, SymInt.of(3)), b);
        } catch (ArithmeticException | CuteError e) {
            return a;
        }
    }

    /** One operation of the term language; one whose symbolic form cannot be built keeps the left operand. */
    private static SymInt apply(int k, SymInt a, SymInt b) {
        try {
            return switch (k) {
                case 0 -> SymInt.mul(a, b);
                case 1 -> SymInt.div(a, b);
                case 2 -> SymInt.mod(a, b);
                case 3 -> SymInt.ceilDiv(a, b);
                case 4 -> SymInt.min(a, b);
                case 5 -> SymInt.max(a, b);
                default -> SymInt.sub(a, b);
            };
        } catch (ArithmeticException | CuteError e) {
            return a;
        }
    }
}
