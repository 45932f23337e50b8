package cuteprover.symbolic;

import cuteprover.expr.Parser;
import cuteprover.layout.Complement;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The algebra's validity properties, and their checks shown able to fail: test-only properties feed
 * the same checks with deliberately broken results (a stride of the complement or inverse changed),
 * and the prover must refute them with a counterexample that holds on the concrete engine.
 */
class AlgebraChecksTest {

    private static ProofSession session;

    /** The layout with its last flat stride plus one: a broken result. */
    static Layout broken(Layout l) {
        return broken(l, 1);
    }

    static Layout broken(Layout l, long delta) {
        List<IntTuple> s = l.flatten().shape().leaves();
        List<IntTuple> d = new java.util.ArrayList<>(l.flatten().stride().leaves());
        int k = d.size() - 1;
        d.set(k, SymInt.add((SymInt) d.get(k), SymInt.of(delta)));
        return new Layout(new cuteprover.tuple.Tuple(s), new cuteprover.tuple.Tuple(d));
    }

    @BeforeAll
    static void open() {
        session = new ProofSession(ProverOptions.defaults());
        Goals.register("broken_complement_ordered_disjoint", 2, (scope, c, args) -> {
            Layout a = Goals.integerLayout(c, args, 0);
            IntTuple m = (IntTuple) args.get(1);
            Layout comp = broken(Complement.algorithm(a, m, scope.decider), -1);
            java.util.function.Function<World, Layout[]> concrete = w -> {
                Layout la = w.layout(c.args().get(0));
                return new Layout[] {la, broken(Complement.algorithm(la, w.tuple(c.args().get(1)), Decider.CONCRETE), -1)};
            };
            return Goal.of("broken complement", List.of(new ComplementChecks.Ordered(comp, w -> concrete.apply(w)[1]),
                    new ComplementChecks.Disjoint(a, comp, concrete)));
        });
        Goals.register("broken_right_inverse", 1, (scope, c, args) -> {
            Layout l = Goals.integerLayout(c, args, 0);
            Layout r = broken(Inverse.rightAlgorithm(l, scope.decider));
            return Goal.of("broken right inverse", List.of(new CompositionCheck("right inverse", l, r, Layout.compact(r.shape()),
                    w -> {
                        Layout lc = w.layout(c.args().get(0));
                        Layout rc = broken(Inverse.rightAlgorithm(lc, Decider.CONCRETE));
                        return new Layout[] {lc, rc, Layout.compact(rc.shape())};
                    })));
        });
        // R(x) == A(B(x)) with A's values coordinates (scaled-basis strides, a TMA coordinate tensor), R given
        Goals.register("basis_composition_is", 3, (scope, c, args) -> Goal.of("basis composition", List.of(new CompositionCheck(
                "basis composition", (Layout) args.get(0), (Layout) args.get(1), (Layout) args.get(2),
                w -> new Layout[] {w.layout(c.args().get(0)), w.layout(c.args().get(1)), w.layout(c.args().get(2))}))));
        Goals.register("broken_left_inverse", 1, (scope, c, args) -> {
            Layout l = Goals.integerLayout(c, args, 0);
            Layout r = broken(Inverse.leftAlgorithm(l, scope.decider));
            return Goal.of("broken left inverse", List.of(new InverseChecks.LeftInverse(l, r, w -> {
                Layout lc = w.layout(c.args().get(0));
                return new Layout[] {lc, broken(Inverse.leftAlgorithm(lc, Decider.CONCRETE))};
            })));
        });
    }

    @AfterAll
    static void close() {
        session.close();
    }

    private static Verdict prove(String property, String... assumptions) {
        return ProverTest.prove(session, property, assumptions);
    }

    @Test
    void catalogueComplementsAndInversesAreValid() {
        for (String p : List.of("complement_valid((4,8):(1,4), 64)", "complement_valid((4,8):(1,5), 39)",
                "complement_valid((3,4):(4,1), 120)", "complement_valid((4,8):(20,2), 192)",
                "right_inverse_valid((3,7,5):(5,15,1))", "right_inverse_valid((4,(4,2)):(4,(1,16)))",
                "left_inverse_valid((4,8):(1,5))", "left_inverse_valid(((2,2),(2,4)):((0,2),(0,4)))")) {
            assertEquals(Verdict.Kind.PROVED, prove(p).kind(), p);
        }
    }

    @Test
    void symbolicComplementsAndInversesAreValid() {
        assertEquals(Verdict.Kind.PROVED, prove("complement_valid((M,4):(1,M), 8*M)").kind());
        assertEquals(Verdict.Kind.PROVED, prove("complement_valid(8:K, 8*K*Q)", "K >= 2").kind());
        assertEquals(Verdict.Kind.PROVED, prove("right_inverse_valid((M,N):(N,1))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("left_inverse_valid((M,N):(1,M+1))").kind());
    }

    /** A TMA coordinate tensor composed with a layout: R and A's values compared coordinate by coordinate. */
    @Test
    void compositionWithScaledBasisValuesIsCheckedPerCoordinate() {
        assertEquals(Verdict.Kind.PROVED, prove("basis_composition_is((M,N):(1@0,1@1), (N,M):(M,1), (N,M):(1@1,1@0))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("basis_composition_is((M,(N,2)):(1@0,(1@1,0)), (M,N):(1,M), (M,N):(1@0,1@1))").kind());
        Verdict swapped = prove("basis_composition_is((M,N):(1@0,1@1), (N,M):(M,1), (N,M):(1@0,1@1))", "M >= 2", "N >= 2");
        assertEquals(Verdict.Kind.REFUTED, swapped.kind(), swapped::toString);
        Verdict shifted = prove("basis_composition_is((M,N):(1@0,1@1), (M,N):(1,M), (M,N):(1@0,2@1))", "N >= 2");
        assertEquals(Verdict.Kind.REFUTED, shifted.kind(), shifted::toString);
    }

    /** Issue 15: without a stride chain CuTe's complement can stop short of the cotarget. */
    @Test
    void complementThatFallsShortOfTheCotargetIsRefuted() {
        Verdict fixed = prove("complement_valid(((4,6)):((1,6)), 72)");
        assertEquals(Verdict.Kind.REFUTED, fixed.kind(), fixed::toString);
        Verdict symbolic = prove("complement_valid((4,6):(1,M), 12*M)", "M >= 4");
        assertEquals(Verdict.Kind.REFUTED, symbolic.kind(), symbolic::toString);
        assertEquals(Verdict.Kind.PROVED, prove("complement_valid((4,6):(1,M), 12*M)", "M % 4 == 0 && M >= 4").kind());
    }

    @Test
    void brokenComplementIsRefutedConcretely() {
        Verdict v = prove("broken_complement_ordered_disjoint((M,4):(1,M), 8*M)");
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
        long m = v.witness().get("M");
        Layout a = (Layout) new cuteprover.expr.Evaluator(Decider.CONCRETE, false, Map.of()).evaluate("(" + m + ",4):(1," + m + ")");
        Layout c = broken(Complement.algorithm(a, SymInt.of(8 * m), Decider.CONCRETE), -1);
        long[] tc = FlatLayout.of(c).table();
        long[] ta = FlatLayout.of(a).table();
        if (v.witness().containsKey("y")) {
            assertEquals(ta[(int) (long) v.witness().get("x")], tc[(int) (long) v.witness().get("y")]);
        } else {
            long x = v.witness().get("x");
            assertTrue(tc[(int) x - 1] >= tc[(int) x]);
        }
    }

    @Test
    void brokenInversesAreRefutedConcretely() {
        Verdict r = prove("broken_right_inverse((M,N):(N,1))", "M >= 2 && N >= 2");
        assertEquals(Verdict.Kind.REFUTED, r.kind(), r.lines().toString());
        long m = r.witness().get("M");
        long n = r.witness().get("N");
        FlatLayout l = FlatLayout.of(new Layout(IntTuple.of(SymInt.of(m), SymInt.of(n)), IntTuple.of(SymInt.of(n), SymInt.ONE)));
        Layout rc = broken(Inverse.rightAlgorithm(new Layout(IntTuple.of(SymInt.of(m), SymInt.of(n)),
                IntTuple.of(SymInt.of(n), SymInt.ONE)), Decider.CONCRETE));
        long x = r.witness().get("x");
        assertTrue(l.offset(FlatLayout.of(rc).offset(x)) != x);
        Verdict left = prove("broken_left_inverse((M,N):(N,1))", "M >= 2 && N >= 2");
        assertEquals(Verdict.Kind.REFUTED, left.kind(), left.lines().toString());
    }

    @Test
    void admissibilityFindsMissingAndAmbiguousOffsets() {
        Verdict missing = prove("admissible((8,8):(1,9), (4,8):(1,8))");
        assertEquals(Verdict.Kind.REFUTED, missing.kind());
        assertEquals(4L, missing.witness().get("x"));
        Verdict ambiguous = prove("admissible((M,2):(1,1), 4:1)", "M >= 4");
        assertEquals(Verdict.Kind.REFUTED, ambiguous.kind());
        assertEquals(List.of("M = 4", "x = 1", "a = 1", "b = 4", "lhs = 1", "rhs = 1"), ambiguous.details());
        assertEquals(Verdict.Kind.PROVED, prove("admissible((M,N):(1,M), (4,8):(1,M))", "M >= 4 && N >= 8").kind());
        // TMEM-style: 32 lanes x 2 columns of a (128,N) tensor-memory layout, lane stride 65536; more
        // than 65536 columns would make two coordinates share an address.
        assertEquals(Verdict.Kind.PROVED, prove("admissible((128,N):(65536,1), (32,2):(65536,1))", "2 <= N <= 512").kind());
        Verdict wide = prove("admissible((128,N):(65536,1), (32,2):(65536,1))", "N >= 2");
        assertEquals(Verdict.Kind.REFUTED, wide.kind());
        assertEquals(65537L, wide.witness().get("N"));
        assertTrue(Tuples.product(IntTuple.of(SymInt.of(2), SymInt.of(3))).isConstant(6));
    }
}
