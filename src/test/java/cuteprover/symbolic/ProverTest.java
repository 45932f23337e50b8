package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.SymInt;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProverTest extends SharedProofSession {


    private static List<Expr> parseAll(String... assumptions) {
        List<Expr> out = new ArrayList<>();
        for (String a : assumptions) {
            out.add(Parser.parse(a));
        }
        return out;
    }

    static Verdict prove(ProofSession s, String property, String... assumptions) {
        return s.prove(Parser.parse(property), parseAll(assumptions), Map.of());
    }

    private static Verdict prove(String property, String... assumptions) {
        return prove(session, property, assumptions);
    }

    @Test
    void issueExamplesOfDynamicBijectionsAreProved() {
        for (String p : List.of("bijective((M,N):(1,M))", "bijective((M,N):(N,1))",
                "bijective(((8,M),(4,N)):((1,32),(8,32*M)))")) {
            Verdict v = prove(p);
            assertEquals(Verdict.Kind.PROVED, v.kind(), p);
            assertEquals("PROVED", v.headline());
            assertTrue(v.details().isEmpty() && v.witness().isEmpty());
        }
    }

    @Test
    void nonInjectiveDynamicLayoutGivesTheSmallestCounterexampleWithBothCoordinates() {
        Verdict v = prove("injective((M,N):(1,8))");
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals("REFUTED", v.headline());
        assertEquals(9L, v.witness().get("M"));
        assertTrue(v.witness().get("N") <= 2);
        long x = v.witness().get("x");
        long y = v.witness().get("y");
        assertNotEquals(x, y);
        // Independent re-check on the concrete engine: both coordinates land on the same offset.
        FlatLayout l = FlatLayout.of(new Layout(cuteprover.tuple.IntTuple.of(SymInt.of(9), SymInt.of(v.witness().get("N"))),
                cuteprover.tuple.IntTuple.of(SymInt.of(1), SymInt.of(8))));
        assertEquals(l.offset(x), l.offset(y));
        assertEquals(List.of("M = 9", "N = 2", "x = 8", "y = 9", "lhs = 8", "rhs = 8"), v.details());
    }

    @Test
    void cuteCompositionThatIsWrongAtIndexFiveIsRefutedWithBothSides() {
        Verdict v = prove("composition_valid((6,2):(1,7),(3,2):(2,3))");
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals(List.of("x = 5", "lhs = 7", "rhs = 8"), v.details());
        assertEquals(Map.of("x", 5L), v.witness());
    }

    @Test
    void tiledDynamicCompositionIsProvedFromItsStructure() {
        Verdict v = prove("composition_valid((M,N):(N,1), ((128,M/128),(64,N/64)):((1,128),(M,64*M)))",
                "M % 128 == 0 && N % 64 == 0");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        List<String> scripts = session.smtlib(Parser.parse("composition_valid((M,N):(N,1), ((128,M/128),(64,N/64)):((1,128),(M,64*M)))"),
                parseAll("M % 128 == 0 && N % 64 == 0"), Map.of());
        assertTrue(scripts.stream().anyMatch(s -> s.contains("lemma: A's coordinates of B(x) are in range")), "the bound lemma is exported");
    }

    @Test
    void compositionUndefinedForSomeValuesNamesTheMissingAssumption() {
        CuteError e = assertThrows(CuteError.class, () -> prove("composition_valid((M,N):(N,1),(4,8):(1,M))"));
        assertTrue(e.getMessage().startsWith("composition needs "), e.getMessage());
        assertTrue(e.getMessage().contains("4 % M == 0") && e.getMessage().contains("fails for M = 3"), e.getMessage());
    }

    @Test
    void divisibilityAssumptionsBecomeSubstitutions() {
        Assumptions a = Assumptions.of(List.of(new CondTranslator(new cuteprover.expr.Evaluator(Decider.CONCRETE, true, Map.of()))
                .translate(Parser.parse("M % 64 == 3"))));
        assertEquals("64*M#q+3", a.substitution().get("M").toString());
        // Exact division after substitution: no div/mod reaches the solver.
        assertEquals("8*M#q", SymInt.div(SymInt.var("M"), SymInt.of(8)).substitute(
                Map.of("M", SymInt.mul(SymInt.of(64), SymInt.var("M#q")))).toString());
        Verdict v = prove("bijective((8,M/8):(1,8))", "64 | M");
        assertEquals(Verdict.Kind.PROVED, v.kind());
        Verdict w = prove("injective((M/8,8):(1,M/16))", "M % 8 == 0");
        assertEquals(Verdict.Kind.REFUTED, w.kind());
        assertEquals(8L, w.witness().get("M"));
    }

    @Test
    void symbolicDivisibilityAndSetsAndBounds() {
        assertEquals(Verdict.Kind.PROVED, prove("equal((K,N/K):(1,K), N:1)", "K | N").kind());
        assertEquals(Verdict.Kind.PROVED, prove("cosize((M,4):(1,M)) <= 1024", "M in {64,128,256}").kind());
        Verdict v = prove("cosize((M,4):(1,M)) <= 512", "M in {64,128,256}");
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals(256L, v.witness().get("M"));
        assertEquals(List.of("M = 256", "lhs = 1024", "rhs = 512"), v.details());
        // Unbounded variables are positive: M >= 1 makes M*N >= N.
        assertEquals(Verdict.Kind.PROVED, prove("M*N >= N").kind());
        // An explicit lower bound replaces positivity: M = 0 is then allowed.
        assertEquals(Verdict.Kind.REFUTED, prove("M*N >= N", "M >= 0").kind());
        // An equation between two variables determines one of them, not both: k stays positive (k = ldA = 0 was a
        // counterexample, a kernel's lda tied to its K); so does a variable with a congruence.
        assertEquals(Verdict.Kind.PROVED, prove("k >= 1", "k % 64 == 0 && ldA == k").kind());
        assertEquals(Verdict.Kind.PROVED, prove("k >= 1 && ldA >= 1", "ldA == k").kind());
        assertEquals(Verdict.Kind.PROVED, prove("k >= 1 && ldA >= 1", "k == ldA").kind());
        assertEquals(Verdict.Kind.PROVED, prove("N >= 2", "N == 2*M").kind());
        assertEquals(Verdict.Kind.REFUTED, prove("N >= 1", "N == M - 4").kind(), "N is determined by M: it may be <= 0");
        // CuTe's cosize counts a negative stride by its magnitude (CUTLASS issue 1497): 1 + (M-1)*1 + 3*M, not L(size-1)+1 = 2*M+2
        assertEquals(Verdict.Kind.PROVED, prove("cosize((M,4):(-1,M)) == 4*M").kind());
    }

    @Test
    void forallPredicatesAreProvedOrRefutedWithBinderValues() {
        String lane = "forall t in [0,128), v in [0,V): eval(((32,4),V):((65536,32*65536),1),(t,v)) / 65536 / 32 == (t / 32) % 4";
        assertEquals(Verdict.Kind.PROVED, prove(lane, "V <= 65536").kind());
        Verdict v = prove(lane);
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals(65537L, v.witness().get("V"));
        assertTrue(v.witness().containsKey("t") && v.witness().containsKey("v"));
        assertTrue(ConcreteOracle.holds(lane, Map.of("V", 8L), Map.of()));
        assertTrue(!ConcreteOracle.holds("forall t in [0,128), v in [0,V): eval(((32,4),V):((65536,32*65536),1),(t,v)) / 65536 / 32 == (t / 32) % 4"
                .replace("[0,V)", "[" + v.witness().get("v") + "," + (v.witness().get("v") + 1) + ")"), Map.of("V", 65537L), Map.of()));
    }

    @Test
    void definitionsAreUsedAsLayoutsAndCanBeCalled() {
        Map<String, Object> defs = Map.of("L", new cuteprover.expr.Evaluator(Decider.CONCRETE, true, Map.of())
                .evaluate("((32,4),V):((65536,32*65536),1)"));
        Verdict v = session.prove(Parser.parse("forall t in [0,128), v in [0,V): L(t,v) / 65536 / 32 == (t / 32) % 4"),
                parseAll("V <= 65536"), defs);
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.headline());
    }

    @Test
    void staticLayoutOfSize2To30IsCertifiedAndAMutatedOneIsRefutedWithARecheckedWitness() {
        String big = "((8,1024),(4,32768)):((4,1048576),(1,32))";
        assertEquals(Verdict.Kind.PROVED, prove("bijective(" + big + ")").kind());
        String broken = "((8,1024),(4,32768)):((4,1048576),(1,33))";
        Verdict v = prove("bijective(" + broken + ")");
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        FlatLayout f = FlatLayout.of((Layout) cuteprover.expr.Evaluator.concrete().evaluate(broken));
        long x = v.witness().get("x");
        long y = v.witness().get("y");
        assertTrue(x != y && x < f.size() && y < f.size());
        assertEquals(f.offset(x), f.offset(y));
    }

    @Test
    void resourceLimitGivesUnknownNeverProved() {
        try (ProofSession tight = new ProofSession(ProverOptions.defaults().withRlimit(1).withEnumerationLimit(0))) {
            // (M,2):(2,3) is injective for every M, but no stride chain shows it: the solver must answer
            Verdict v = prove(tight, "injective((M,2,K):(2,3,4*M))");
            assertEquals(Verdict.Kind.UNKNOWN, v.kind());
            assertTrue(v.headline().startsWith("UNKNOWN: "), v.headline());
            assertTrue(v.headline().contains("resource limit"), v.headline());
        }
    }

    @Test
    void boundedVerdictsComeOnlyFromTheBoundAndNameTheVariables() {
        try (ProofSession bounded = new ProofSession(ProverOptions.defaults().withBound(64L))) {
            assertEquals(Verdict.Kind.PROVED, prove(bounded, "injective((M,N):(1,M))").kind());
        }
        // Fermat for cubes is beyond the solver (the resource limit makes that deterministic); with a
        // bound, every assignment up to it is decided on the concrete engine instead.
        try (ProofSession tight = new ProofSession(ProverOptions.defaults().withRlimit(20_000).withBound(12L))) {
            Verdict v = prove(tight, "X*X*X + Y*Y*Y != Z*Z*Z");
            assertEquals(Verdict.Kind.BOUNDED, v.kind(), v.lines().toString());
            assertEquals("BOUNDED: holds for all values up to 12 (not proved for larger values)", v.headline());
            assertTrue(!v.isProved() && !v.headline().contains("PROVED for"), v.headline());
            assertEquals(List.of("X <= 12", "Y <= 12", "Z <= 12"), v.details());
            Verdict squares = prove(tight, "X*X + Y*Y != Z*Z");
            assertEquals(Verdict.Kind.REFUTED, squares.kind(), squares.lines().toString());
            long x = squares.witness().get("X");
            long y = squares.witness().get("Y");
            long z = squares.witness().get("Z");
            assertEquals(x * x + y * y, z * z);
        }
        try (ProofSession unbounded = new ProofSession(ProverOptions.defaults().withRlimit(20_000))) {
            Verdict v = prove(unbounded, "X*X*X + Y*Y*Y != Z*Z*Z");
            assertEquals(Verdict.Kind.UNKNOWN, v.kind(), "never PROVED without a proof: " + v.lines());
        }
    }

    @Test
    void smtlibScriptsAreSelfContainedAndUnsatWhenTheProofHolds() {
        List<String> scripts = session.smtlib(Parser.parse("bijective(((8,M),(4,N)):((1,32),(8,32*M)))"), List.of(), Map.of());
        assertEquals(2, scripts.size());
        for (String s : scripts) {
            assertTrue(s.contains("(set-logic QF_NIA)"), s);
            assertTrue(s.contains("(check-sat)"), s);
            try (Context ctx = new Context()) {
                Solver solver = ctx.mkSolver();
                for (BoolExpr f : ctx.parseSMTLIB2String(s, null, null, null, null)) {
                    solver.add(f);
                }
                assertEquals(Status.UNSATISFIABLE, solver.check());
            }
        }
        List<String> linear = session.smtlib(Parser.parse("injective((4,8):(1,4))"), List.of(), Map.of());
        assertTrue(linear.get(0).contains("(set-logic QF_LIA)"), linear.get(0));
        List<String> refutable = session.smtlib(Parser.parse("injective((M,N):(1,8))"), List.of(), Map.of());
        try (Context ctx = new Context()) {
            Solver solver = ctx.mkSolver();
            for (BoolExpr f : ctx.parseSMTLIB2String(refutable.get(0), null, null, null, null)) {
                solver.add(f);
            }
            assertEquals(Status.SATISFIABLE, solver.check());
        }
    }

    @Test
    void badInputIsACuteErrorNamingTheProblem() {
        CuteError e = assertThrows(CuteError.class, () -> prove("injective((M,N):(1,8), 3)"));
        assertTrue(e.getMessage().contains("injective takes 1 argument"), e.getMessage());
        CuteError f = assertThrows(CuteError.class, () -> prove("image_within((4,8):(1,4), (2,3))"));
        assertTrue(f.getMessage().contains("argument 2 of image_within"), f.getMessage());
        CuteError g = assertThrows(CuteError.class, () -> prove("forall M in [0,4): M < 5", "M > 2"));
        assertTrue(g.getMessage().contains("forall variable M"), g.getMessage());
    }

    @Test
    void sessionsRefuseUseFromAnotherThread() throws InterruptedException {
        Throwable[] seen = new Throwable[1];
        Thread t = new Thread(() -> {
            try {
                prove("injective(4:1)");
            } catch (Throwable ex) {
                seen[0] = ex;
            }
        });
        t.start();
        t.join();
        assertTrue(seen[0] instanceof IllegalStateException, String.valueOf(seen[0]));
    }
}
