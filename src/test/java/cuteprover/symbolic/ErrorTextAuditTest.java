package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15 item 6: every UNKNOWN reason and input error the prover gives names its cause in the user's
 * terms. A corpus of undecidable, undefined and malformed properties is proved (with a small resource
 * limit, so undecided queries end the same way on every machine) and every line of every answer is
 * searched for the prover's internal names: Z3 constants ({@code div0}, {@code k!1}, {@code x!3},
 * {@code premise!0}), the quotient variables of divisibility substitutions ({@code M#q}), Java class
 * and exception names, object hashes, {@code null}, SMT-LIB text, and an empty quoted source {@code in ""}.
 */
public class ErrorTextAuditTest {

    /** Internal names that must not reach a user. */
    public static final Pattern LEAK = Pattern.compile(
            "#q|\\b[A-Za-z_]\\w*![0-9]+|\\bdiv0\\b|\\bmod0\\b|Int!val|premise!|implicit!|cuteprover\\.|java\\.|Exception"
                    + "|@[0-9a-f]{6,}|\\bnull\\b|\\(declare-|\\(assert |\\(check-sat|in \"\"|\\bSymInt\\b|\\bIntTuple\\b|\\bScaledBasis\\b"
                    + "|\\bComposedLayout\\b|\\bLayoutFn\\b|\\bCond\\b|\\bBoolExpr\\b|\\bArithExpr\\b"
                    // Texts with a hole where a value belongs: "for : shape", "excludes )", "entry ?".
                    + "| for : |excludes \\)|entry \\?|= ;");

    /** A property, its assumptions, and the definitions it refers to. */
    record Case(String property, List<String> assumptions, Map<String, String> lets) {
        static Case of(String property, String... assumptions) {
            return new Case(property, List.of(assumptions), Map.of());
        }
    }

    static final List<Case> CORPUS = List.of(
            // Undecidable within the budget: nonlinear, symbolic modulo, symbolic bank conflicts, big forall.
            Case.of("X*X*X + Y*Y*Y != Z*Z*Z"),
            Case.of("forall i in [0, M): (i*i) % M != M - 1", "M % 64 == 0"),
            Case.of("forall i in [0, N/K): (i*i*K) % (N+M) != 3", "M % 64 == 0 && N % K == 0"),
            Case.of("bank_conflicts((8,M):(M,1), 2, (32,1):(1,0)) == 1", "M % 8 == 0 && M <= 4096"),
            Case.of("bank_conflicts((16,64):(P,1), 2, ((16,2),8):((1,8*P),16)) == 1", "P % 64 == 8 && 64 <= P"),
            Case.of("bank_conflicts(Sw<3,3,3> o 0 o (16,M):(M,1), 2, ((16,2),8):((1,128),16)) == 1", "M % 64 == 0 && 64 <= M"),
            Case.of("injective(complement((N,4):(1,N),64*N))"),
            Case.of("injective(complement((M,4):(1,M),64*M))", "M % 64 == 0"),
            Case.of("covers_at_least_once(Sw<3,0,3> o 0 o (8,M):(1,8), (8,M))"),
            Case.of("forall i in [0, M): eval(composition((M,2):(1,M), 2:1), i % 2) >= 0"),
            Case.of("injective(Sw<3,4,3> o (K*M) o (M,N):(N*P,1))", "M % 8 == 0"),
            Case.of("composition_valid((M,N,P):(1,M,M*N), (2,2,2):(A,B,C))"),
            Case.of("left_inverse_valid((M,N):(Q,P))", "M % 4 == 0"),
            Case.of("equal(right_inverse((M,N):(N,1)), (N,M):(M,1))", "N % 4 == 0"),
            // Undefined for some allowed value, invalid layouts, vacuous or contradictory assumptions.
            Case.of("size(zipped_divide((12,(4,8)):(7,(1,30)), T)) == 384", "T in {12,24,128}"),
            Case.of("injective((N-2,4):(1,N-2))", "N in {1,2,3}"),
            Case.of("bijective((M, N/M):(1,M))", "M % 8 == 0"),
            Case.of("injective((4,N):(1,4))", "N > 4 && N < 3"),
            Case.of("injective((4,N):(1,4))", "N % 64 == 0 && N < 64"),
            Case.of("forall i in [0,M): i % (M - M) == 0"),
            Case.of("forall i in [0, M): size((8,i+1):(i+1,1)) >= 8"),
            Case.of("composition_valid((6,2):(1,N), (3,2):(2,3))", "N in {7,9}"),
            Case.of("tile_to_shape_valid((1,2):(0,3), (1,8))"),
            Case.of("descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 40, 16, 1024), (64,16):(16,1))"),
            Case.of("raked_product(2:2, 6:1) == 3"),
            // Malformed input: syntax, names, arity, kinds.
            Case.of("bijective((4,8):(1,4)"),
            Case.of("forall x in [0, 2**M): x < M"),
            Case.of("bijective(undefined_fn(3))"),
            Case.of("bijective(4:1, 2)"),
            Case.of("bijective(M:1) && frob"),
            Case.of("size(bijective(4:1)) == 1"),
            Case.of("covers((4,8):(1@0,1@1@0), (4,8))"),
            Case.of("composition(make_identity_layout(((2,3),4)), 6:1)(2) == 0"),
            Case.of("injective(Sw<3,4,3> o 0 o (8,8):(8,1) o 2)"),
            Case.of("image_within((4,8):(1,4), (2,2))"));

    private static ProofSession session;

    @BeforeAll
    static void open() {
        session = new ProofSession(ProverOptions.defaults().withTimeoutMs(2_000).withRlimit(200_000));
    }

    @AfterAll
    static void close() {
        session.close();
    }

    /** Every line a user sees for one case: the verdict's lines and warnings, or the input error. */
    static List<String> answer(ProofSession s, Case c) {
        List<String> out = new ArrayList<>();
        try {
            List<Expr> as = new ArrayList<>();
            for (String a : c.assumptions()) {
                as.add(Parser.parse(a));
            }
            Map<String, Object> defs = new LinkedHashMap<>();
            c.lets().forEach((k, v) -> defs.put(k, new Evaluator(Decider.CONCRETE, true, defs).evaluate(Parser.parse(v))));
            Verdict v = s.prove(Parser.parse(c.property()), as, defs);
            out.addAll(v.lines());
            out.addAll(v.warnings());
        } catch (CuteError e) {
            out.add("error: " + e.getMessage());
        }
        return out;
    }

    @Test
    void noInternalNameReachesTheUser() {
        List<String> leaks = new ArrayList<>();
        int unknowns = 0;
        int errors = 0;
        for (Case c : CORPUS) {
            List<String> lines = answer(session, c);
            unknowns += lines.get(0).startsWith("UNKNOWN") ? 1 : 0;
            errors += lines.get(0).startsWith("error: ") ? 1 : 0;
            for (String line : lines) {
                Matcher m = LEAK.matcher(line);
                if (m.find()) {
                    leaks.add(c.property() + " " + c.assumptions() + " -> '" + m.group() + "' in: " + line);
                }
            }
        }
        assertTrue(leaks.isEmpty(), String.join("\n", leaks));
        // The corpus exercises both kinds of answer it is about.
        assertTrue(unknowns >= 4 && errors >= 15, "unknowns " + unknowns + ", errors " + errors);
    }

    @Test
    void theLeakPatternCatchesEachInternalName() {
        for (String leak : new String[] {"M#q", "k!1", "div0", "x!3", "cuteprover.symbolic.Scope", "java.lang.ArithmeticException",
                "Layout@1a2b3c4d", "null", "(declare-const M Int)", "in \"\"", "SymInt", "not a layout for : shape",
                "excludes )", "has entry ?"}) {
            assertTrue(LEAK.matcher("reason: " + leak + " here").find(), leak);
        }
        assertTrue(!LEAK.matcher("UNKNOWN: condition: X*X*X+Y*Y*Y != Z*Z*Z: resource limit 200000 exceeded").find());
    }

    /** A layout in a forall body is a layout where its binders range: checked inside the ranges, named by the binder. */
    @Test
    void shapeEntriesOverForallBindersAreCheckedInsideTheirRanges() {
        List<String> ok = answer(session, Case.of("forall i in [0, M): size((8,i+1):(i+1,1)) >= 8"));
        assertTrue(ok.get(0).equals("PROVED"), ok.toString());
        List<String> bad = answer(session, Case.of("forall i in [0, M): size((8,i-3):(1,8)) >= 8"));
        assertTrue(bad.get(0).startsWith("error: layout (8,i-3):(1,8) is not a layout for M = 1, i = 0: shape (8,-3) has entry -3")
                && bad.get(0).contains("narrow the forall's range"), bad.toString());
    }
}
