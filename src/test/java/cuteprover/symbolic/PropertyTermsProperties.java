package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The property-language terms of issue 15, each against brute-force enumeration on random small
 * instances: covers_at_least_once, covers with scaled-basis strides, tile_to_shape_valid, sizes of
 * algebra results over a parameter, and min/max/ceil_div and / % by symbolic divisors. The prover runs
 * with enumeration switched off, so its verdicts come from certificates and Z3.
 */
class PropertyTermsProperties {

    private static final ThreadSessions SESSIONS = new ThreadSessions(ProverOptions.defaults().withEnumerationLimit(0).withMinimize(false));

    @AfterContainer
    static void closeSessions() {
        SESSIONS.closeOwn();
        ENUMERATING.closeOwn();
    }

    private static Verdict prove(String property, Map<String, Object> defs, String... assumptions) {
        List<cuteprover.expr.Expr> as = new ArrayList<>();
        for (String a : assumptions) {
            as.add(Parser.parse(a));
        }
        return SESSIONS.get().prove(Parser.parse(property), as, defs);
    }

    private static Verdict.Kind expected(boolean truth) {
        return truth ? Verdict.Kind.PROVED : Verdict.Kind.REFUTED;
    }

    @Property(tries = 150)
    void coversAtLeastOnceAgreesWithEnumeration(@ForAll("flat") Layout tv, @ForAll @IntRange(min = 1, max = 16) int cells) {
        Verdict v = prove("covers_at_least_once(TV, " + cells + ")", Map.of("TV", tv));
        long[] t = FlatLayout.of(tv).table();
        Set<Long> hit = new HashSet<>();
        boolean inside = true;
        for (long o : t) {
            inside &= o >= 0 && o < cells;
            hit.add(o);
        }
        boolean truth = inside && hit.size() == cells;
        assertEquals(expected(truth), v.kind(), () -> tv + " on " + cells + ": " + v.lines());
    }

    private static final ThreadSessions ENUMERATING = new ThreadSessions(ProverOptions.defaults().withMinimize(false));

    /**
     * covers_at_least_once of a swizzled TV {@code Sw<B,M,S> o O o L}: with enumeration off (Z3 only) the
     * verdict is the truth when O = 0 and the tile is whole swizzle periods (the reduction to L), and never
     * the wrong answer otherwise; with enumeration on it is always the truth.
     */
    @Property(tries = 150)
    void swizzledCoversAtLeastOnceAgreesWithEnumeration(@ForAll("flat") Layout random, @ForAll @IntRange(min = 1, max = 16) int cells,
                                                        @ForAll boolean broadcast,
                                                        @ForAll @IntRange(min = 0, max = 2) int bits, @ForAll @IntRange(min = 0, max = 2) int base,
                                                        @ForAll @IntRange(min = 0, max = 1) int extraShift, @ForAll @IntRange(min = 0, max = 2) int offset) {
        // Half the cases reach every cell before the swizzle (a broadcast of the tile), so that the offset and
        // the swizzle decide the verdict; random layouts rarely cover anything.
        Layout tv = broadcast ? new Layout(new Tuple(List.of(SymInt.of(cells), SymInt.of(2))), new Tuple(List.of(SymInt.ONE, SymInt.ZERO)))
                : random;
        int shift = Math.max(bits, 1) + extraShift;
        cuteprover.layout.Swizzle sw = new cuteprover.layout.Swizzle(bits, base, shift);
        cuteprover.layout.ComposedLayout f = new cuteprover.layout.ComposedLayout(sw, SymInt.of(offset), tv);
        Set<Long> hit = new HashSet<>();
        boolean inside = true;
        for (long o : FlatLayout.of(tv).table()) {
            long v = sw.apply(offset + o);
            inside &= v >= 0 && v < cells;
            hit.add(v);
        }
        boolean truth = inside && hit.size() == cells;
        String property = "covers_at_least_once(TV, " + cells + ")";
        Verdict enumerated = ENUMERATING.get().prove(Parser.parse(property), List.of(), Map.of("TV", f));
        assertEquals(expected(truth), enumerated.kind(), () -> f + " on " + cells + ": " + enumerated.lines());
        Verdict solver = prove(property, Map.of("TV", f));
        boolean periodic = offset == 0 && cells % (1L << sw.span()) == 0;
        if (periodic) {
            assertEquals(expected(truth), solver.kind(), () -> f + " on " + cells + " (Z3): " + solver.lines());
        } else {
            assertNotEquals(expected(!truth), solver.kind(), () -> f + " on " + cells + " (Z3): " + solver.lines());
        }
    }

    /**
     * A symbolic complement the prover accepts (its existence proved for every N, with no bound on N, so
     * by the certificate of (A,C) and Z3, not by asking the concrete engine) exists on the concrete
     * engine at every N tried, with the same size.
     */
    @Property(tries = 120)
    void symbolicComplementExistsWhereverItIsAccepted(@ForAll @IntRange(min = 1, max = 4) int a, @ForAll @IntRange(min = 0, max = 8) int strides,
                                                      @ForAll @IntRange(min = 1, max = 8) int k, @ForAll boolean scaleTarget) {
        String[] s = {"(" + a + ",N):(1," + a + ")", "(N," + a + "):(1,N)", "(" + a + ",N):(N,1)", "(N," + a + "):(" + a + ",1)",
            "(" + a + ",N):(2," + 2 * a + ")", "(N," + a + "):(1," + 2 + "*N)",
            // Overlapping or holed for some N: the prover must refuse these or stay undecided, never accept.
            "(" + a + ",N):(1,1)", "(N," + a + "):(1,3)", "(" + a + ",N):(1," + (a + 2) + ")"};
        String layout = s[strides];
        String target = scaleTarget ? k + "*N" : Integer.toString(k);
        String term = "complement(" + layout + "," + target + ")";
        Verdict v;
        try {
            v = prove("size(" + term + ") >= 1", Map.of());
        } catch (cuteprover.CuteError refused) {
            return;
        }
        if (v.kind() != Verdict.Kind.PROVED) {
            return;
        }
        for (int n = 1; n <= 24; n++) {
            Evaluator ev = new Evaluator(Decider.CONCRETE, false, Map.of("N", SymInt.of(n)));
            Object c = ev.evaluate(term);
            assertTrue(c instanceof Layout, term + " at N = " + n + ": " + c);
        }
    }

    /** A TV layout with scaled-basis strides and the tile (m, n) it is asked to cover. */
    record BasisCase(Layout tv, int m, int n) { }

    @Property(tries = 150)
    void basisCoversAgreesWithEnumeration(@ForAll("basisCases") BasisCase bc) {
        Layout tv = bc.tv();
        int m = bc.m();
        int n = bc.n();
        Verdict v = prove("covers(TV, (" + m + "," + n + "))", Map.of("TV", tv));
        // Brute force over TV's coordinates: each value is a point (r, c) of the tile, reached once.
        List<IntTuple> shapes = tv.flatten().shape().leaves();
        List<IntTuple> strides = tv.flatten().stride().leaves();
        long size = tv.size().value();
        Set<Long> seen = new HashSet<>();
        boolean truth = size == (long) m * n;
        for (long i = 0; i < size && truth; i++) {
            long rest = i;
            long r = 0;
            long c = 0;
            for (int k = 0; k < shapes.size(); k++) {
                long s = ((SymInt) shapes.get(k)).value();
                long x = rest % s;
                rest /= s;
                ScaledBasis b = (ScaledBasis) strides.get(k);
                if (b.mode() == 0) {
                    r += x * b.coeff().value();
                } else {
                    c += x * b.coeff().value();
                }
            }
            truth = r < m && c < n && seen.add(r + (long) m * c);
        }
        assertEquals(expected(truth), v.kind(), () -> tv + " on (" + m + "," + n + "): " + v.lines());
    }

    @Property(tries = 200)
    void tileToShapeValidAgreesWithEnumeration(@ForAll @IntRange(min = 1, max = 4) int b0, @ForAll @IntRange(min = 1, max = 4) int b1,
                                               @ForAll @IntRange(min = 1, max = 9) int t0, @ForAll @IntRange(min = 1, max = 9) int t1,
                                               @ForAll boolean compact, @ForAll @IntRange(min = 0, max = 5) int d0,
                                               @ForAll @IntRange(min = 0, max = 5) int d1) {
        // Compact blocks tile wherever the sizes divide; blocks with arbitrary strides may overlap.
        Layout block = compact ? Layout.compact(new Tuple(List.of(SymInt.of(b0), SymInt.of(b1))))
                : new Layout(new Tuple(List.of(SymInt.of(b0), SymInt.of(b1))), new Tuple(List.of(SymInt.of(d0), SymInt.of(d1))));
        String property = "tile_to_shape_valid(B, (" + t0 + "," + t1 + "))";
        boolean divides = t0 % b0 == 0 && t1 % b1 == 0;
        boolean blockInjective = ConcreteOracle.injective(FlatLayout.of(block).table());
        boolean truth = divides && blockInjective;
        if (truth) {
            long[] table;
            try {
                table = FlatLayout.of(cuteprover.layout.BlockedProducts.tileToShape(block,
                        new Tuple(List.of(SymInt.of(t0), SymInt.of(t1))), null)).table();
            } catch (cuteprover.CuteError undefined) {
                // A block with holes that CuTe's tile_to_shape cannot build: an input error naming it.
                cuteprover.CuteError e = org.junit.jupiter.api.Assertions.assertThrows(cuteprover.CuteError.class,
                        () -> prove(property, Map.of("B", block)));
                assertTrue(e.getMessage().contains("CuTe's tile_to_shape(" + block), e.getMessage());
                return;
            }
            truth = ConcreteOracle.injective(table);
        }
        Verdict v = prove(property, Map.of("B", block));
        assertEquals(expected(truth), v.kind(), () -> block + " to (" + t0 + "," + t1 + "): " + v.lines());
        if (!divides) {
            Long m0 = v.witness().get("uncovered m0");
            Long m1 = v.witness().get("uncovered m1");
            assertTrue(m0 != null ? t0 % b0 != 0 && m0 == t0 / b0 * b0 : m1 != null && t1 % b1 != 0 && m1 == t1 / b1 * b1,
                    v.lines()::toString);
        } else if (!truth) {
            // Two cells at one offset: both named as coordinates of the target, with the shared offset.
            assertTrue(v.lines().stream().anyMatch(l -> l.startsWith("lhs = coordinate (")) && v.lines().stream()
                    .anyMatch(l -> l.startsWith("rhs = coordinate (") && l.endsWith(" too")), v.lines()::toString);
        }
    }

    /** size/cosize of a product and of its right inverse as terms over N, against the values at each N. */
    @Property(tries = 80)
    void sizesOfSymbolicResultsAgreeWithEnumeration(@ForAll("compact") Layout a, @ForAll @IntRange(min = 0, max = 3) int which,
                                                    @ForAll("valueSets") List<Integer> values) {
        String term = switch (which) {
            case 0 -> "size(logical_product(A, N:1))";
            case 1 -> "cosize(logical_product(A, N:1))";
            case 2 -> "size(right_inverse(blocked_product(A, make_layout(N:1))))";
            default -> "size(zipped_divide(logical_product(A, N:1), size(A)))";
        };
        List<Long> at = new ArrayList<>();
        for (int n : values) {
            Evaluator ev = new Evaluator(Decider.CONCRETE, false, Map.of("A", a, "N", SymInt.of(n)));
            at.add(((SymInt) ev.evaluate(term)).value());
        }
        long target = at.get(0);
        boolean truth = at.stream().allMatch(x -> x == target);
        String set = values.stream().map(String::valueOf).reduce((x, y) -> x + "," + y).orElseThrow();
        Verdict v = prove(term + " == " + target, Map.of("A", a), "N in {" + set + "}");
        assertEquals(expected(truth), v.kind(), () -> term + " for A = " + a + ", N in {" + set + "}: " + at + " " + v.lines());
        if (!truth) {
            int n = v.witness().get("N").intValue();
            assertNotEquals(target, at.get(values.indexOf(n)), v.lines()::toString);
        }
    }

    @Property(tries = 120)
    void integerFunctionsAgreeWithEnumeration(@ForAll @IntRange(min = 0, max = 6) int which, @ForAll("valueSets") List<Integer> ms,
                                              @ForAll("valueSets") List<Integer> ns, @ForAll @IntRange(min = 0, max = 12) int k) {
        String f = switch (which) {
            case 0 -> "min(M,N)";
            case 1 -> "max(M,N)";
            case 2 -> "ceil_div(M,N)";
            case 3 -> "M / N";
            case 4 -> "M % N";
            case 5 -> "ceil_div(M*M,N) - M / N";
            default -> "min(M % N, max(M,N) / N)";
        };
        boolean truth = true;
        for (int m : ms) {
            for (int n : ns) {
                Evaluator ev = new Evaluator(Decider.CONCRETE, false, Map.of("M", SymInt.of(m), "N", SymInt.of(n)));
                truth &= ((SymInt) ev.evaluate(f)).value() <= k;
            }
        }
        String sm = ms.stream().map(String::valueOf).reduce((x, y) -> x + "," + y).orElseThrow();
        String sn = ns.stream().map(String::valueOf).reduce((x, y) -> x + "," + y).orElseThrow();
        Verdict v = prove(f + " <= " + k, Map.of(), "M in {" + sm + "} && N in {" + sn + "}");
        assertEquals(expected(truth), v.kind(), () -> f + " <= " + k + " for M in {" + sm + "}, N in {" + sn + "}: " + v.lines());
    }

    @Provide
    Arbitrary<Layout> flat() {
        return Combinators.combine(Arbitraries.integers().between(1, 4).list().ofMinSize(1).ofMaxSize(3),
                Arbitraries.integers().between(0, 6).list().ofSize(3)).as((s, d) -> {
                    List<IntTuple> shape = new ArrayList<>();
                    List<IntTuple> stride = new ArrayList<>();
                    for (int i = 0; i < s.size(); i++) {
                        shape.add(SymInt.of(s.get(i)));
                        stride.add(SymInt.of(d.get(i)));
                    }
                    return new Layout(new Tuple(shape), new Tuple(stride));
                });
    }

    Arbitrary<Layout> basis() {
        return Combinators.combine(Arbitraries.integers().between(1, 4).list().ofMinSize(1).ofMaxSize(3),
                Arbitraries.integers().between(0, 3).list().ofSize(3), Arbitraries.integers().between(0, 1).list().ofSize(3))
                .as((s, c, m) -> {
                    List<IntTuple> shape = new ArrayList<>();
                    List<IntTuple> stride = new ArrayList<>();
                    for (int i = 0; i < s.size(); i++) {
                        shape.add(SymInt.of(s.get(i)));
                        stride.add(new ScaledBasis(SymInt.of(c.get(i)), m.get(i)));
                    }
                    return new Layout(new Tuple(shape), new Tuple(stride));
                });
    }

    /**
     * Half exact covers of (m, n): modes a:1@0, (m/a):a@0, c:1@1, (n/c):c@1 in a random order; half of
     * them with one coefficient changed, and random basis layouts besides.
     */
    @Provide
    Arbitrary<BasisCase> basisCases() {
        Arbitrary<BasisCase> exact = Combinators.combine(Arbitraries.integers().between(1, 4), Arbitraries.integers().between(1, 4),
                Arbitraries.longs(), Arbitraries.integers().between(0, 2)).as((m, n, seed, mutate) -> {
                    java.util.Random r = new java.util.Random(seed);
                    int a = divisor(m, r);
                    int c = divisor(n, r);
                    List<long[]> modes = new ArrayList<>(List.of(new long[] {a, 1, 0}, new long[] {m / a, a, 0},
                            new long[] {c, 1, 1}, new long[] {n / c, c, 1}));
                    java.util.Collections.shuffle(modes, r);
                    if (mutate == 0) {
                        modes.get(r.nextInt(4))[1] += 1;
                    }
                    List<IntTuple> shape = new ArrayList<>();
                    List<IntTuple> stride = new ArrayList<>();
                    for (long[] md : modes) {
                        shape.add(SymInt.of(md[0]));
                        stride.add(new ScaledBasis(SymInt.of(md[1]), (int) md[2]));
                    }
                    return new BasisCase(new Layout(new Tuple(shape), new Tuple(stride)), m, n);
                });
        Arbitrary<BasisCase> random = Combinators.combine(basis(), Arbitraries.integers().between(1, 4), Arbitraries.integers().between(1, 4))
                .as(BasisCase::new);
        return Arbitraries.oneOf(exact, random);
    }

    private static int divisor(int n, java.util.Random r) {
        List<Integer> ds = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            if (n % d == 0) {
                ds.add(d);
            }
        }
        return ds.get(r.nextInt(ds.size()));
    }

    /** Compact layouts with their modes permuted: injective, so complements and products exist. */
    @Provide
    Arbitrary<Layout> compact() {
        return Combinators.combine(Arbitraries.integers().between(1, 4).list().ofMinSize(1).ofMaxSize(2), Arbitraries.of(true, false))
                .as((s, swap) -> {
                    List<IntTuple> shape = new ArrayList<>();
                    for (int x : s) {
                        shape.add(SymInt.of(x));
                    }
                    if (s.size() == 2 && swap) {
                        return new Layout(new Tuple(shape), new Tuple(List.of(SymInt.of(s.get(1)), SymInt.ONE)));
                    }
                    return Layout.compact(new Tuple(shape));
                });
    }

    @Provide
    Arbitrary<List<Integer>> valueSets() {
        return Arbitraries.integers().between(1, 8).set().ofMinSize(1).ofMaxSize(3).map(ArrayList::new);
    }
}
