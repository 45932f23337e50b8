package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.expr.Values;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 12, item 0: a property over a symbolic algebra term is proved only where the term exists. */
class DefinednessTest extends SharedProofSession {


    /** Proves with the lets substituted into the property as expressions (as the spec loader defers them). */
    private static Verdict prove(String property, String... assumptions) {
        List<Expr> as = new ArrayList<>();
        for (String a : assumptions) {
            as.add(Parser.parse(a));
        }
        return session.prove(Parser.parse(property), as, Map.of());
    }

    private static String error(String property, String... assumptions) {
        return assertThrows(CuteError.class, () -> prove(property, assumptions)).getMessage();
    }

    private static String concreteError(String expr) {
        return assertThrows(CuteError.class, () -> Evaluator.concrete().evaluate(expr)).getMessage();
    }

    /**
     * A layout that is none for an allowed value is the property's input error inside a forall too, and where the
     * assumptions pin the value (fuzzing found PROVED for forall i in [0,2): size(M:1) != 7 under M in {0,4}, and a
     * division by zero for coalesce((K,2):(1,2*K)) under 0 <= K).
     */
    @Test
    void aLayoutThatIsNoneForAnAllowedValueIsAnInputErrorInsideAForallAndWhenPinned() {
        assertEquals("layout M:1 is not a layout for M = 0: shape 0 has entry 0; shape entries must be >= 1 (add an assumption"
                + " that excludes M = 0)", error("forall i in [0, 2): size(M:1) != 7", "M in {0,4}"));
        assertTrue(error("size(M:1) != 7", "M == 0").startsWith("layout M:1 is not a layout for M = 0"));
        assertTrue(error("forall i in [0, 2*K): coalesce((K,2):(1,2*K))(i) == (K,2):(1,2*K)(i)", "0 <= K")
                .startsWith("layout (K,2):(1,2*K) is not a layout for K = 0"));
        assertTrue(error("forall i in [0, 5): size((M-i,2):(1,4)) >= 1", "M in {2,4}").contains("for M = 2, i = 2"));
    }

    /**
     * max_common_vector of symbolic layouts exists where its terms do: right_inverse(B) and A∘right_inverse(B), whose
     * existence the prover proves, then coalesce keeps the function. It was UNKNOWN ("more than 256 values ..., no
     * symbolic proof applies") on every kernel's vectorization check with a symbolic gmem stride; now it is decided,
     * and a wrong guess is refuted with a value the concrete engine confirms.
     */
    @Test
    void aCommonVectorOfSymbolicLayoutsIsDecidedThroughItsTerms() {
        String sizes = "M % 64 == 0 && K % 128 == 0 && 64 <= M <= 4096 && 128 <= K <= 4096";
        assertEquals(Verdict.Kind.PROVED, prove("max_common_vector((M,K):(1,M), (64,128):(1,64)) >= 8", sizes).kind());
        Verdict wrong = prove("max_common_vector((M,128):(1,M), (64,128):(1,64)) == 64", "M % 64 == 0 && 64 <= M <= 4096");
        assertEquals(Verdict.Kind.REFUTED, wrong.kind(), wrong.lines().toString());
        assertEquals(String.valueOf(Evaluator.concrete().evaluate("max_common_vector((64,128):(1,64), (64,128):(1,64))")),
                "8192");
        Verdict layout = prove("size(max_common_layout((M,K):(1,M), (64,128):(1,64))) == 8192", sizes);
        assertEquals(Verdict.Kind.PROVED, layout.kind(), layout.lines().toString());
    }

    @Test
    void cutlass2955CompositionIsAnInputErrorAtNEquals7WithTheEnginesReason() {
        String m = error("forall i in [0,6): eval(composition((6,2):(1,N), (3,2):(2,3)), i) != N+1", "N in {7,9}");
        assertEquals("composition((6,2):(1,N),(3,2):(2,3)) does not exist for N = 7: "
                + concreteError("composition((6,2):(1,7),(3,2):(2,3))"), m);
        assertTrue(m.contains("R(5)=7 but A(B(5))=8"), m);
    }

    @Test
    void compositionUnderAnInfiniteSetIsRefusedAtTheSmallestFailingValue() {
        String d = "composition((4,N):(N,2), (8,2):(3,2*N))";
        String m = error("image_within(" + d + ", N*N*8)", "N % 4 == 0");
        assertEquals("composition((4,N):(N,2),(8,2):(3,2*N)) does not exist for N = 4: "
                + concreteError("composition((4,4):(4,2),(8,2):(3,8))"), m);
        assertTrue(error("equal(" + d + ", coalesce(" + d + "))", "N % 4 == 0").contains(" does not exist for N = "));
        Verdict v = prove("composition_valid((4,N):(N,2), (8,2):(3,2*N))", "N % 4 == 0");
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals(4L, v.witness().get("N"));
    }

    @Test
    void compositionsThatExistForEveryValueStillProve() {
        Verdict v = prove("injective(composition((M,N):(1,M), (4,8):(1,M)))", "M >= 4 && N >= 8");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.headline());
        assertEquals(Verdict.Kind.PROVED, prove("bijective(composition((8,M):(1,8), (8,M):(1,8)))").kind());
    }

    @Test
    void negativeOffsetsFollowCuteArithmeticInBothEngines() {
        // One rule: A at a negative offset is evaluated by C++'s truncating division, A(-b) = -A(b).
        assertEquals("(6,2):(-4,26)", Values.format(Evaluator.concrete().evaluate("composition((7):(1),(6,2):(-4,26))")));
        assertEquals(Verdict.Kind.PROVED, prove("composition_valid((7):(1),(6,2):(-4,26))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("composition_valid((7):(1),(6,N):(-4,26))").kind());
        assertTrue(concreteError("composition((4,2):(1,10), (2,2):(-1,4))").contains("R(3)=9 but A(B(3))=3"));
        Verdict v = prove("composition_valid((4,2):(1,10), (2,2):(-1,4))");
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals(3L, v.witness().get("x"));
    }

    @Test
    void termsWithoutASymbolicEncodingAreDecidedByEnumerationWhenFinite() {
        Map<String, Object> none = new LinkedHashMap<>();
        Verdict v = session.prove(Parser.parse("injective(complement((N,4):(1,N),64*N))"), List.of(Parser.parse("N in {2,3,5}")), none);
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.headline());
        // A holed A: (A,C) has no sorted-stride certificate and the values are unbounded, but the
        // concrete engine refuses the term at N = 2 (was UNKNOWN: the solver's enumeration gave up first).
        String refused = error("injective(complement((4,N):(1,6),6*N))");
        assertTrue(refused.startsWith("complement((4,N):(1,6),6*N) does not exist for N = 2"), refused);
        // Accepted at every small value, unbounded, no symbolic proof: UNKNOWN, settled by the scan of small
        // values on the concrete engine rather than by 257 solver queries.
        Verdict open = prove("size(left_inverse((N,2):(0,1))) >= 1");
        assertEquals(Verdict.Kind.UNKNOWN, open.kind(), open.headline());
        assertTrue(open.headline().contains("cannot show that left_inverse((N,2):(0,1)) exists for every value")
                && open.headline().contains("more than 256 values of N")
                && open.headline().contains("the smallest 32 are accepted"), open.headline());
    }

    /**
     * The engine asks a logical product to be injective only where A and B are: with an operand that
     * repeats an offset for every value (a stride-0 mode of size 2, a static non-injective B), the
     * product exists wherever its size is right (these were UNKNOWN: the injectivity check failed).
     */
    /** The engine reads A's image without its stride-0 modes: so does the proof that complement(A, M) exists. */
    @Test
    void aComplementOfStrideZeroModesExists() {
        assertEquals(Verdict.Kind.PROVED, prove("size(complement(N:0, 1)) == 1").kind());
        assertEquals(Verdict.Kind.PROVED, prove("size(complement((4,N):(1,0), 16)) == 4").kind());
        Verdict wrong = prove("size(complement((4,N):(1,0), 16)) == 5");
        assertEquals(Verdict.Kind.REFUTED, wrong.kind(), wrong.lines().toString());
    }

    @Test
    void aProductOfANonInjectiveOperandExists() {
        assertEquals(Verdict.Kind.PROVED, prove("size(logical_product((N,2):(2,0), 4:1)) == 8*N").kind());
        assertEquals(Verdict.Kind.PROVED, prove("size(logical_product((1,M):(1,2),(8,3):(8,4))) == 24*M").kind());
        assertEquals(Verdict.Kind.PROVED, prove("injective(logical_product((M,2):(1,M), 4:1))").kind());
    }

    /**
     * A term that fails at a small value of a case allowing infinitely many is an input error at once
     * (the solver enumerated 256 values with a blocking clause each first: 20-75 s per property).
     */
    @Test
    void aCaseWithInfinitelyManyValuesIsRefusedAtASmallOneFirst() {
        String e = error("covers(composition(make_layout(2:1,(M,4):(1,2*M)),zipped_product(4:1,((M,M),4):((2,0),2))),(M,8))");
        assertTrue(e.contains("fails for M = 5") && e.contains("not a multiple of ceil_div(M,4)"), e);
    }

    /** Issue 15 item 4: a chained complement exists for every N by the certificate of (A,C), with no bound on N. */
    @Test
    void chainedSymbolicComplementsAreProvedToExist() {
        assertEquals(Verdict.Kind.PROVED, prove("injective(complement((N,4):(1,N),64*N))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("bijective(make_layout((N,4):(1,N), complement((N,4):(1,N),64*N)))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("injective(complement((M,4):(1,M),64*M))", "M % 64 == 0").kind());
    }

    /**
     * CuTe's documented bound cosize(C) <= round_up(M, cosize(A)) is no defining property: for N > 2,
     * complement(2:N, 4*N+4) is (N,3):(1,2*N) (CuTe C++ prints (_5,_3):(_1,_10) for N = 5), a complement whose
     * cosize 5*N passes round_up(4*N+4, N+1) = 4*N+4 from N = 5 on. It exists, and a proved property over it
     * warns of the bound, as over a static one; one within the bound does not.
     */
    @Test
    void aComplementBreakingOnlyItsDocumentedBoundExistsWithAWarning() {
        Verdict v = prove("injective(complement(2:N, 4*N+4))", "N >= 2");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.warnings().stream().anyMatch(w -> w.startsWith("complement(2:N,4*N+4) = ")
                && w.contains(cuteprover.layout.Complement.COSIZE_BOUND) && w.contains("it fails for N = ")), v.warnings().toString());
        Verdict fixed = prove("equal(complement((1,2):(2,8), 36), (8,3):(1,16))");
        assertEquals(Verdict.Kind.PROVED, fixed.kind(), fixed.lines().toString());
        assertTrue(fixed.warnings().stream().anyMatch(w -> w.contains("cosize(C) = 40 > round_up(36, 9) = 36")), fixed.warnings().toString());
        Verdict within = prove("injective(complement(2:N, 4*N))", "N >= 2");
        assertEquals(Verdict.Kind.PROVED, within.kind(), within.lines().toString());
        assertTrue(within.warnings().isEmpty(), within.warnings().toString());
    }

    @Test
    void inversesAndProductsOfSymbolicLayoutsAreProvedToExist() {
        assertEquals(Verdict.Kind.PROVED, prove("injective(left_inverse((N,4):(1,N)))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("size(right_inverse(blocked_product((2,3):(1,2),(P,Q):(1,P)))) == 6*P*Q").kind());
        assertEquals(Verdict.Kind.PROVED, prove("cosize(logical_product(4:1, N:1)) == 4*N").kind());
    }

    @Test
    void evalRefusesTheSameTermWithTheSameReason() {
        String m = error("forall i in [0,6): eval(composition((6,2):(1,N), (3,2):(2,3)), i) >= 0", "N in {7}");
        assertTrue(m.endsWith(": " + concreteError("composition((6,2):(1,7),(3,2):(2,3))")), m);
    }
    /**
     * Found by the soundness fuzz: complement(4:1, M-1) has no complement at M = 1 (the concrete engine
     * divided by zero there), yet complement_valid(4:1, M-1) was PROVED for every M.
     */
    @Test
    void aCotargetBelowOneIsAnInputErrorInBothEngines() {
        assertTrue(concreteError("complement(4:1,0)").contains("the cotarget entry 0 is below 1"));
        assertTrue(error("complement_valid(4:1,M-1)").startsWith("complement needs M-1 >= 1; fails for M = 1"),
                error("complement_valid(4:1,M-1)"));
        assertTrue(error("size(complement((2,2):(1,2),M-1)) >= 1").contains("fails for M = 1"));
        assertTrue(error("complement_valid(4:1,0)").contains("the cotarget entry 0 is below 1"));
        assertEquals(Verdict.Kind.PROVED, prove("complement_valid(4:1,M-1)", "M >= 2").kind());
    }
    /** Found by the soundness fuzz: M % (M/4) has no value for M < 4, yet M % (M/4) >= 0 was PROVED. */
    @Test
    void aRemainderByASymbolicZeroIsNeverProvedButAnInputErrorNamingTheValue() {
        // never PROVED, and not UNKNOWN either: the property has no value at an allowed M, which is bad input
        String e = error("M % (M/4) >= 0");
        assertEquals("(M % (M / 4)) >= 0 has no value at M = 1, which the assumptions allow: modulo by zero: 1%0; "
                + "add an assumption that excludes it", e);
        String shape = error("size((4, M/(M/4)):(1,4)) >= 4");
        assertEquals("layout (4,M/(M/4)):(1,4) is not a layout for M = 1: its shape has no value there (division by zero: 1/0); "
                + "add an assumption that excludes M = 1", shape);
        // undefined at N = 8 (N % 2 == 0), but refuted where it has a value: the confirmed counterexample wins
        Verdict both = prove("(M%3)/(N%2) * N%2 >= M%3", "N >= 8");
        assertEquals(Verdict.Kind.REFUTED, both.kind(), both.lines().toString());
        assertEquals(1L, both.witness().get("N") % 2, both.witness().toString());
        // ceil_div and round_up are registered functions: their divisor is a requirement of their declared contract (an input
        // error at the first value below 1, as local_tile's coordinate is), which the registry's fuzz found checked on
        // constants only: ceil_div(2*N, 3-N) was PROVED equal to itself under N in {2,4,8}, round_up(3-N, 3-N) under N in {1,3}
        assertEquals("ceil_div needs a positive divisor, got 0 for M = 1 (add an assumption that excludes M = 1)",
                error("ceil_div(M, M/4) * M/4 >= M"));
        assertEquals("ceil_div needs a positive divisor, got -1 for N = 4 (add an assumption that excludes N = 4)",
                error("ceil_div(2*N, 3-N) == ceil_div(2*N, 3-N)", "N in {2,4,8}"));
        assertEquals("round_up needs a positive multiple, got 0 for N = 3 (add an assumption that excludes N = 3)",
                error("round_up(3-N, 3-N) >= 0", "N in {1,3}"));
        assertEquals(Verdict.Kind.PROVED, prove("M % N >= 0 && M % N < N").kind());
        assertEquals(Verdict.Kind.PROVED, prove("M % (M/4) >= 0", "M >= 4").kind());
    }
}
