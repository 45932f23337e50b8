package cuteprover.symbolic;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code L1 == L2} on layouts is CuTe's: the same shape and the same stride, entry by entry (another nesting
 * is unequal), in eval and in the prover; a counterexample over names only the layout's offset would read
 * (local_tile's tile coordinates) is completed and re-checked instead of ending UNKNOWN.
 */
class LayoutEqualityTest extends SharedProofSession {

    @Test
    void concreteLayoutsCompareShapeAndStride() {
        assertEquals("true", EvalCommand.evaluateToLine("(4,8):(1,4) == make_layout(make_shape(4,8))"));
        assertEquals("false", EvalCommand.evaluateToLine("(4,8):(1,4) == (4,8):(8,1)"));
        assertEquals("true", EvalCommand.evaluateToLine("(4,8):(1,4) != ((4,8)):((1,4))"));
        assertEquals("true", EvalCommand.evaluateToLine("(4,3):(1@0,1@1) == make_identity_layout((4,3))"));
    }

    @Test
    void symbolicLayoutsAreEqualEntryByEntry() {
        assertEquals(Verdict.Kind.PROVED, ProverTest.prove(session, "layout_of(local_tile((M,K):(K,1), (128,64), (m,k))) == (128,64):(K,1)",
                "M % 128 == 0 && K % 64 == 0 && m < M/128 && k < K/64").kind());
        assertEquals(Verdict.Kind.PROVED, ProverTest.prove(session, "(M,N):(1,M) != (M,(N)):(1,(M))").kind());
        Verdict swapped = ProverTest.prove(session, "layout_of(local_tile((M,K):(K,1), (128,64), (m,k))) == (128,64):(1,K)",
                "M % 128 == 0 && K % 64 == 0 && m < M/128 && k < K/64");
        assertEquals(Verdict.Kind.REFUTED, swapped.kind(), swapped::toString);
        assertTrue(swapped.toString().contains("m = "), "the tile coordinate gets a value: " + swapped);
        Verdict sameShape = ProverTest.prove(session, "(M,N):(1,M) == (M,N):(1,N)");
        assertEquals(Verdict.Kind.REFUTED, sameShape.kind(), sameShape::toString);
    }
}
