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
}
