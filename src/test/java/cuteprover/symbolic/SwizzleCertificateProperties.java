package cuteprover.symbolic;

import cuteprover.expr.Parser;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The certificates of swizzled layouts against enumeration: {@code bijective}, {@code injective} and
 * {@code image_within} of {@code Sw<B,M,S> o O o L} with L, O and the bound in a parameter N, proved with enumeration
 * switched off (so the certificates, or else the exact encoding, decide). Every PROVED holds on the concrete engine at
 * every allowed value of N; every REFUTED fails at its witness. The fallback gets a small resource limit: its
 * UNKNOWNs are never wrong, and the certificates must carry a good share of the proofs.
 */
class SwizzleCertificateProperties {

    private static final List<Long> VALUES = List.of(1L, 2L, 3L, 4L, 5L, 8L, 16L);
    private static final ThreadSessions SESSIONS = new ThreadSessions(
            ProverOptions.defaults().withEnumerationLimit(0).withMinimize(false).withRlimit(300_000));
    private static final SymInt N = SymInt.var("N");

    @AfterContainer
    static void closeSessions() {
        SESSIONS.closeOwn();
    }

    enum Kind { BIJECTIVE, INJECTIVE, IMAGE_WITHIN }

    /** A swizzled layout in N, the property asked of it (with its bound for image_within) and the allowed values of N. */
    record Case(ComposedLayout layout, Kind kind, SymInt bound, List<Long> allowed) {
        String property() {
            return switch (kind) {
                case BIJECTIVE -> "bijective(F)";
                case INJECTIVE -> "injective(F)";
                case IMAGE_WITHIN -> "image_within(F, " + bound + ")";
            };
        }

        /** The property on the concrete engine at N = n. */
        boolean holdsAt(long n) {
            Map<String, SymInt> at = Map.of("N", SymInt.of(n));
            ComposedLayout c = (ComposedLayout) Instances.substitute(layout, at);
            long[] t = c.table();
            return switch (kind) {
                case BIJECTIVE -> ConcreteOracle.injective(t) && ConcreteOracle.within(t, t.length);
                case INJECTIVE -> ConcreteOracle.injective(t);
                case IMAGE_WITHIN -> ConcreteOracle.within(t, bound.substitute(at).value());
            };
        }
    }

    @Property(tries = 400)
    void everyVerdictAgreesWithEnumeration(@ForAll("cases") Case c) {
        String assumption = "N in {" + String.join(", ", c.allowed().stream().map(String::valueOf).toList()) + "}";
        Verdict v = SESSIONS.get().prove(Parser.parse(c.property()), List.of(Parser.parse(assumption)), Map.of("F", c.layout()));
        boolean byBlocks = v.notes().stream().anyMatch(n -> n.contains("swizzle block certificate"));
        Statistics.label("verdict").collect(v.kind(), byBlocks ? "block certificate" : "other");
        // the block certificate must carry a good share of the proofs, or this property tests the solver only
        Statistics.label("verdict").coverage(check -> check.check(Verdict.Kind.PROVED, "block certificate").percentage(p -> p >= 15));
        if (v.kind() == Verdict.Kind.PROVED) {
            for (long n : c.allowed()) {
                assertTrue(c.holdsAt(n), () -> c.property() + " with F = " + c.layout() + " is false at N = " + n + ": " + v.lines());
            }
        } else if (v.kind() == Verdict.Kind.REFUTED) {
            long n = v.witness().get("N");
            assertTrue(c.allowed().contains(n) && !c.holdsAt(n), () -> c + ": " + v.lines());
        } else {
            assertEquals(Verdict.Kind.UNKNOWN, v.kind(), () -> c + ": " + v.lines());
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<Swizzle> swizzles = Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 2), Arbitraries.of(1, -1))
                .as((b, m, extra, sign) -> new Swizzle(b, m, sign * Math.max(1, b + extra)));
        Arbitrary<List<Long>> allowed = Arbitraries.of(VALUES).set().ofMinSize(1).ofMaxSize(3).map(s -> new ArrayList<>(new TreeSet<>(s)));
        Arbitrary<List<SymInt>> shapes = Arbitraries.of(SymInt.of(1), SymInt.of(2), SymInt.of(4), SymInt.of(8), SymInt.of(16), SymInt.of(3),
                N, SymInt.mul(SymInt.of(4), N), SymInt.mul(SymInt.of(16), N)).list().ofMinSize(1).ofMaxSize(3);
        return Combinators.combine(swizzles, shapes, Arbitraries.longs(), Arbitraries.of(Kind.values()), allowed)
                .as((sw, shape, seed, kind, values) -> build(sw, shape, new Random(seed), kind, values));
    }

    /** Compact strides in a random mode order (the certificates' case) or, one time in three, scattered ones. */
    private static Case build(Swizzle sw, List<SymInt> shape, Random r, Kind kind, List<Long> allowed) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < shape.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, r);
        SymInt[] stride = new SymInt[shape.size()];
        SymInt next = SymInt.ONE;
        for (int i : order) {
            stride[i] = next;
            next = SymInt.mul(next, shape.get(i));
        }
        if (r.nextInt(3) == 0) {
            stride[r.nextInt(stride.length)] = r.nextBoolean() ? SymInt.of(r.nextInt(40)) : SymInt.mul(SymInt.of(1L + r.nextInt(8)), N);
        }
        Layout inner = new Layout(new Tuple(new ArrayList<IntTuple>(shape)), new Tuple(new ArrayList<IntTuple>(List.of(stride))));
        long block = 1L << r.nextInt(8);
        SymInt offset = switch (r.nextInt(4)) {
            case 0 -> SymInt.of(block);
            case 1 -> SymInt.mul(SymInt.of(block), N);
            default -> SymInt.ZERO;
        };
        SymInt size = inner.size();
        SymInt bound = switch (r.nextInt(4)) {
            case 0 -> SymInt.add(size, offset);
            case 1 -> SymInt.add(SymInt.mul(SymInt.of(block), size), offset);
            case 2 -> SymInt.add(size, SymInt.of(r.nextInt(5)));
            default -> SymInt.mul(SymInt.of(64), N);
        };
        return new Case(new ComposedLayout(sw, offset, inner), kind, bound, allowed);
    }
}
