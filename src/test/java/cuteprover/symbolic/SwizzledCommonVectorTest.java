package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.cli.EvalCommand;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * max_common_vector of a swizzled shared-memory layout and a plain one (a cp.async copy of sgemm_sm80): CuTe's
 * min(max_common_vector(L, B), 2^M) where the run stays contiguous under the swizzle, refused where it does not
 * (CuTe assumes it). The rows CuTe answers are in cute-random-algebra.tsv.
 */
class SwizzledCommonVectorTest extends SharedProofSession {

    private static String eval(String text) {
        return EvalCommand.evaluateToLine(text);
    }

    @Test
    void aRunIsCutAtTheSwizzleUnitAndMustStayContiguous() {
        assertEquals("4", eval("max_common_vector(Sw<2,2,3> o 32 o (16,16):(16,1), (16,16):(16,1))"));
        // from offset 30 the run crosses a swizzle unit: Sw(32) = 36
        String crossing = eval("max_common_vector(Sw<2,2,3> o 30 o (16,16):(16,1), (16,16):(16,1))");
        assertTrue(crossing.contains("does not: element 2 of it is at 36, not 32"), crossing);
        assertTrue(eval("max_common_vector(Sw<2,2,3> o 0 o (16,16):(16,1), Sw<2,2,3> o 0 o (16,16):(16,1))")
                .contains("two swizzled layouts is not modelled"));
    }

    @Test
    void aThreadsSwizzledPartitionVectorizesForEveryThread() {
        String sA = "Sw<3,3,3> o 64*t o ((8,16),((8,8),1)):((8,512),((1,64),0))";
        assertEquals(Verdict.Kind.PROVED, ProverTest.prove(session, "max_common_vector((128,64):(1024,1), " + sA + ") == 8", "t < 128").kind());
        Verdict wrong = ProverTest.prove(session, "max_common_vector((128,64):(1024,1), " + sA + ") == 16", "t < 128");
        assertEquals(Verdict.Kind.REFUTED, wrong.kind(), wrong.lines().toString());
        // from 4*t the run of 8 stays contiguous for t < 15 (Sw<3,3,3> moves nothing below 64), not for t = 15: the run
        // 60..67 crosses 64, which the swizzle moves to 72; decided at each allowed value by the concrete engine
        String odd = "Sw<3,3,3> o 4*t o ((8,16),((8,8),1)):((8,512),((1,64),0))";
        assertEquals(Verdict.Kind.PROVED, ProverTest.prove(session, "max_common_vector((128,64):(1024,1), " + odd + ") == 8", "t < 15").kind());
        String error = assertThrows(CuteError.class,
                () -> ProverTest.prove(session, "max_common_vector((128,64):(1024,1), " + odd + ") == 8", "t < 128")).getMessage();
        assertTrue(error.contains("assumes that the run stays contiguous under the swizzle"), error);
    }
}
