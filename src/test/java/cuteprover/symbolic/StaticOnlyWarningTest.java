package cuteprover.symbolic;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CUTLASS issue 1625: CuTe's right_inverse with run-time sizes stops at the first stride it cannot know
 * at compile time, so it can be smaller than for the same sizes as Int<N>. A proved property of an
 * inverse with symbolic sizes says that it holds for static sizes; one of a static inverse does not.
 */
class StaticOnlyWarningTest extends SharedProofSession {

    @Test
    void anInverseOfSymbolicSizesIsProvedForStaticSizesAndSaysSo() {
        Verdict v = ProverTest.prove(session, "size(right_inverse(blocked_product((2,3):(1,2),(P,Q):(1,P)))) == 6*P*Q");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertEquals(1, v.warnings().size(), v.warnings().toString());
        assertTrue(v.warnings().get(0).startsWith("right_inverse of a layout with symbolic sizes is CuTe's answer for static sizes"),
                v.warnings().toString());
        Verdict left = ProverTest.prove(session, "size(left_inverse((P,4):(1,P))) >= 4*P");
        assertTrue(left.warnings().stream().anyMatch(w -> w.startsWith("left_inverse of a layout with symbolic sizes")),
                left.lines().toString());
        Verdict fixed = ProverTest.prove(session, "size(right_inverse((4,8):(8,1))) == 32");
        assertEquals(Verdict.Kind.PROVED, fixed.kind());
        assertTrue(fixed.warnings().isEmpty(), fixed.warnings().toString());
    }

    /**
     * CuTe's max_common_vector((M,128):(1,M), (64,128):(1,64)) is 1 with an int M (8192 with M = Int<64>):
     * checked with CUTLASS 7107b05 on the host. Proved for static sizes, and said so.
     */
    @Test
    void aCommonVectorOfRunTimeSizesIsOneInCuTeAndSaysSo() {
        Verdict v = ProverTest.prove(session, "max_common_vector((M,128):(1,M), (64,128):(1,64)) >= 64", "M % 64 == 0 && 64 <= M <= 4096");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.warnings().stream().anyMatch(w -> w.startsWith("max_common_vector of a layout with symbolic sizes")
                && w.contains("CuTe returns 1 unless")), v.warnings().toString());
        Verdict layout = ProverTest.prove(session, "size(max_common_layout((M,128):(1,M), (64,128):(1,64))) >= 64",
                "M % 64 == 0 && 64 <= M <= 4096");
        assertTrue(layout.warnings().stream().anyMatch(w -> w.startsWith("max_common_layout of a layout with symbolic sizes")),
                layout.lines().toString());
        Verdict fixed = ProverTest.prove(session, "max_common_vector((64,128):(1,64), (64,128):(1,64)) == 8192");
        assertEquals(Verdict.Kind.PROVED, fixed.kind());
        assertTrue(fixed.warnings().isEmpty(), fixed.warnings().toString());
    }

    /**
     * CuTe refuses complement((4,M):(M,1), 8*M) with an int M at compile time ("Dynamic-stride complement only
     * for rank-1 layouts", CUTLASS 7107b05); a symbolic size with static strides, or one mode, compiles.
     */
    @Test
    void aComplementOfSeveralModesWithRunTimeStridesDoesNotCompileInCuTeAndSaysSo() {
        Verdict v = ProverTest.prove(session, "size(complement((4,M):(M,1), 8*M)) == 2", "1 <= M <= 4096");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.warnings().stream().anyMatch(w -> w.startsWith("complement of a layout with symbolic sizes")
                && w.contains("Dynamic-stride complement only for rank-1 layouts")), v.warnings().toString());
        for (String fine : new String[] {"rank(complement((M,4):(4,1))) >= 1", "size(complement(4:M, 4*M)) == M",
                "size(complement((4,1,M):(M,7,0), 4*M)) == M"}) {
            Verdict f = ProverTest.prove(session, fine, "1 <= M <= 4096");
            assertEquals(Verdict.Kind.PROVED, f.kind(), fine + ": " + f.lines());
            assertTrue(f.warnings().isEmpty(), fine + ": " + f.warnings());
        }
    }

    /**
     * CUTLASS issue 3469: coalesce((16,N):(8,128)) keeps both modes with a run-time N ("intended behavior"), where the
     * static answer is (16*N):8. A proved property of a coalesce whose run-time form differs says so; one whose
     * forms agree does not.
     */
    @Test
    void aCoalesceThatMergesRunTimeSizesSaysSo() {
        Verdict v = ProverTest.prove(session, "rank(coalesce((16,N):(8,128))) == 1", "N >= 2");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.warnings().stream().anyMatch(w -> w.startsWith("coalesce of a layout with symbolic sizes")
                && w.contains("coalesce((16,N):(8,128)) is (16,N):(8,128) there")), v.warnings().toString());
        Verdict split = ProverTest.prove(session, "rank(coalesce((16,N):(8,128))) == 1");
        assertTrue(split.warnings().stream().anyMatch(w -> w.startsWith("coalesce of a layout with symbolic sizes")),
                "kept across the case split on N == 1: " + split.lines());
        Verdict same = ProverTest.prove(session, "rank(coalesce((2,4,N):(1,2,16))) == 2", "N >= 2");
        assertEquals(Verdict.Kind.PROVED, same.kind(), same.lines().toString());
        assertTrue(same.warnings().isEmpty(), same.warnings().toString());
    }

    /** static_assert(is_static<ASmemLayout>::value) of sgemm_sm70: true for static sizes; of a parameter's layout, warned. */
    @Test
    void isStaticHoldsForStaticSizesAndSaysWhereARunTimeSizeIsNot() {
        Verdict smem = ProverTest.prove(session, "is_static<decltype((128,8):(1,128))>::value");
        assertEquals(Verdict.Kind.PROVED, smem.kind(), smem.lines().toString());
        assertTrue(smem.warnings().isEmpty(), smem.warnings().toString());
        Verdict gmem = ProverTest.prove(session, "is_static_v<decltype((M,8):(1,M))>");
        assertEquals(Verdict.Kind.PROVED, gmem.kind(), gmem.lines().toString());
        assertTrue(gmem.warnings().stream().anyMatch(w -> w.startsWith("is_static of a layout with symbolic sizes")
                && w.contains("(M,8):(1,M) is not static")), gmem.warnings().toString());
    }
}
