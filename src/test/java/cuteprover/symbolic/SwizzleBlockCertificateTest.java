package cuteprover.symbolic;

import cuteprover.expr.Parser;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The swizzle block certificate and the ordered-stride certificates on the properties that sat at Z3's limits
 * (issue 31): they are proved by certificate, under a resource limit far below what the bit encoding needs, and
 * where a premise fails the exact encoding still refutes.
 */
class SwizzleBlockCertificateTest {

    /** A tenth of what the exact encoding of the easiest of these needs: only the certificates' small queries fit. */
    private static final ProofSession SESSION = new ProofSession(ProverOptions.defaults().withRlimit(300_000));

    @AfterAll
    static void close() {
        SESSION.close();
    }

    private static Verdict prove(String property, String assumption) {
        return SESSION.prove(Parser.parse(property), List.of(Parser.parse(assumption)), Map.of());
    }

    private static void assertCertified(Verdict v, String certificate) {
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines()::toString);
        assertTrue(v.notes().stream().anyMatch(n -> n.contains(certificate)), v.notes()::toString);
    }

    @Test
    void symbolicSwizzledBijectionsAreCertified() {
        for (String sw : List.of("Sw<3,3,3>", "Sw<2,3,3>", "Sw<3,4,3>")) {
            assertCertified(prove("bijective(" + sw + " o 0 o (M,N):(N,1))", "N % 128 == 0"), "swizzle block certificate");
            assertCertified(prove("bijective(" + sw + " o 0 o (M,N,K):(N*K,K,1))", "K % 128 == 0"), "swizzle block certificate");
        }
        // a stage offset: O + L(x) within [0, 1024*s + 8*M), a multiple of Sw<3,4,3>'s block of 128
        assertCertified(prove("image_within(Sw<3,4,3> o (1024*s) o (8,M):(M,1), 1024*s + 8*M)", "s >= 0 && M % 16 == 0"),
                "swizzle block certificate");
    }

    /** Sw<B,M,S> with S < 0 rewrites the bits above YYY: its block is 2^(M+B+|S|), and a smaller one is refuted. */
    @Test
    void aNegativeShiftMovesTheBlockUp() {
        assertCertified(prove("bijective(Sw<2,0,-3> o 0 o (M,4):(4,1))", "M % 8 == 0"), "swizzle block certificate");
        Verdict v = prove("bijective(Sw<2,0,-3> o 0 o (M,4):(4,1))", "M % 4 == 0");
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines()::toString);
    }

    /** 32-byte rows under Sw<3,4,3>: no aligned block holds them for every M, and row 8 goes to row 9 (README). */
    @Test
    void anUnprovedPremiseLeavesTheVerdictToTheExactEncoding() {
        Verdict v = prove("bijective(Sw<3,4,3> o 0 o (M,32):(32,1))", "M <= 64");
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines()::toString);
        assertEquals(9L, v.witness().get("M"));
    }

    @Test
    void rankEightInjectivityIsCertified() {
        assertCertified(prove("injective((M,N,K,P,Q,R,S,T):(1,M,M*N,M*N*K,M*N*K*P,M*N*K*P*Q,M*N*K*P*Q*R,M*N*K*P*Q*R*S))", "M >= 1"),
                "sorted-stride certificate");
        assertCertified(prove("injective(Sw<3,4,3> o 0 o (M,N,K,P,Q,R,S,T):(1,2*M,4*M*N,4*M*N*K,4*M*N*K*P,8*M*N*K*P*Q,8*M*N*K*P*Q*R,"
                + "8*M*N*K*P*Q*R*S))", "M >= 1"), "spread-stride certificate");
    }
}
