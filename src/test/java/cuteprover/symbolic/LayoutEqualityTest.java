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

    /**
     * A shape tiler's tuple entry tiles its mode's sub-modes, for symbolic sizes and tile coordinates too: the tile of
     * ((4,K/4),8):((1,4),K) by ((2,2),4) keeps the nesting, ((2,2),4):((1,4),K) (CuTe C++ prints ((_2,_2),_4):((_1,_4),_16)
     * at K = 16), and its offset reads m in the rest sub-mode (2,K/8) of stride 2.
     */
    @Test
    void aTileOfANestedModeKeepsItsNestingForSymbolicSizes() {
        String assume = "K % 8 == 0 && 8 <= K <= 1024 && m < 2";
        Verdict shape = ProverTest.prove(session, "layout_of(local_tile(((4,K/4),8):((1,4),K), ((2,2),4), (m,0))) == ((2,2),4):((1,4),K)", assume);
        assertEquals(Verdict.Kind.PROVED, shape.kind(), shape::toString);
        Verdict offsets = ProverTest.prove(session,
                "forall i in [0,2), j in [0,2), k in [0,4): local_tile(((4,K/4),8):((1,4),K), ((2,2),4), (m,0))((i,j),k) == 2*m + i + 4*j + K*k", assume);
        assertEquals(Verdict.Kind.PROVED, offsets.kind(), offsets::toString);
    }
}
