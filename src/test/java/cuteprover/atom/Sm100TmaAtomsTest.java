package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * make_tma_atom_A_sm100 / _B_sm100 against CuTe C++: the values one instruction moves (size<1> of the atom's
 * ValLayoutSrc), printed by a host program built against CUTLASS include/ and run on an H200 (kept outside the
 * repository), for K- and MN-major operands, UMMA M = 64 and 128, half_t and tfloat32_t, with and without multicast.
 */
class Sm100TmaAtomsTest {

    private static final String MMA_128x256 = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>)";
    private static final String MMA_MN = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,128,UMMA::Major::MN,UMMA::Major::MN>)";
    private static final String MMA_64 = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>)";
    private static final String MMA_TF32 = "make_tiled_mma(SM100_MMA_TF32_SS<tfloat32_t,tfloat32_t,float,128,128,UMMA::Major::K,UMMA::Major::K>)";

    private static long values(String expr) {
        return ((TmaAtom) Evaluator.concrete().evaluate(expr)).values();
    }

    private static String smem(String atom, String mma, String operand, String tile) {
        return "UMMA::tile_to_mma_shape(" + atom + ", partition_shape_" + operand + "(" + mma + ", " + tile + "))";
    }

    @Test
    void valuesPerInstructionAreCuteCs() {
        assertEquals(8192, values("make_tma_atom_A_sm100(SM90_TMA_LOAD_MULTICAST, (512,1024):(1024,1), "
                + smem("UMMA::Layout_K_SW128_Atom<half_t>", MMA_128x256, "A", "(128,64)") + ", (128,256,64), " + MMA_128x256 + ", ((1),2,2,1):((0),1,2,0))"));
        assertEquals(16384, values("make_tma_atom_B_sm100(SM90_TMA_LOAD_MULTICAST, (1024,1024):(1024,1), "
                + smem("UMMA::Layout_K_SW128_Atom<half_t>", MMA_128x256, "B", "(256,64)") + ", (128,256,64), " + MMA_128x256 + ", ((1),2,2,1):((0),1,2,0))"));
        assertEquals(8192, values("make_tma_atom_A_sm100(SM90_TMA_LOAD, (512,1024):(1024,1), "
                + smem("UMMA::Layout_K_SW128_Atom<half_t>", MMA_128x256, "A", "(128,64)") + ", (128,256,64), " + MMA_128x256 + ", ((1),2,2,1):((0),1,2,0))"));
        assertEquals(512, values("make_tma_atom_A_sm100(SM90_TMA_LOAD_MULTICAST, (512,1024):(1,512), "
                + smem("UMMA::Layout_MN_SW128_Atom<half_t>", MMA_MN, "A", "(128,64)") + ", (128,128,64), " + MMA_MN + ", ((1),4,1,1):((0),1,0,0))"));
        assertEquals(512, values("make_tma_atom_B_sm100(SM90_TMA_LOAD_MULTICAST, (1024,1024):(1,1024), "
                + smem("UMMA::Layout_MN_SW128_Atom<half_t>", MMA_MN, "B", "(128,64)") + ", (128,128,64), " + MMA_MN + ", ((1),4,1,1):((0),1,0,0))"));
        assertEquals(2048, values("make_tma_atom_A_sm100(SM90_TMA_LOAD, (512,1024):(1024,1), "
                + smem("UMMA::Layout_K_SW64_Atom<half_t>", MMA_64, "A", "(64,64)") + ", (64,128,64), " + MMA_64 + ", ((1),1,1,1):((0),0,0,0))"));
        assertEquals(4096, values("make_tma_atom_A_sm100(SM90_TMA_LOAD_MULTICAST, (512,1024):(1024,1), "
                + smem("UMMA::Layout_K_SW128_Atom<tfloat32_t>", MMA_TF32, "A", "(128,32)") + ", (128,128,32), " + MMA_TF32 + ", ((1),1,2,1):((0),0,1,0))"));
    }

    @Test
    void theMulticastIsAlongNForAAndAlongMForB() {
        TmaAtom a = (TmaAtom) Evaluator.concrete().evaluate("make_tma_atom_A_sm100(SM90_TMA_LOAD_MULTICAST, (512,1024):(1024,1), "
                + smem("UMMA::Layout_K_SW128_Atom<half_t>", MMA_128x256, "A", "(128,64)") + ", (128,256,64), " + MMA_128x256 + ", ((1),2,4,1):((0),1,2,0))");
        TmaAtom b = (TmaAtom) Evaluator.concrete().evaluate("make_tma_atom_B_sm100(SM90_TMA_LOAD_MULTICAST, (1024,1024):(1024,1), "
                + smem("UMMA::Layout_K_SW128_Atom<half_t>", MMA_128x256, "B", "(256,64)") + ", (128,256,64), " + MMA_128x256 + ", ((1),2,4,1):((0),1,2,0))");
        assertEquals(4, a.multicast());
        assertEquals(2, b.multicast());
    }

    private static final String MMA_2SM = "make_tiled_mma(SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,256,256,UMMA::Major::K,UMMA::Major::K>)";
    private static final String MMA_2SM_MN = "make_tiled_mma(SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,128,128,UMMA::Major::MN,UMMA::Major::K>)";

    /** 2-SM loads (the same host program): each CTA of the pair moves its peer's half of the tile. */
    @Test
    void twoSmValuesPerInstructionAreCuteCs() {
        String sA = smem("UMMA::Layout_K_SW128_Atom<half_t>", MMA_2SM, "A", "(256,64)");
        String sB = smem("UMMA::Layout_K_SW128_Atom<half_t>", MMA_2SM, "B", "(256,64)");
        TmaAtom a = (TmaAtom) Evaluator.concrete().evaluate("make_tma_atom_A_sm100(SM100_TMA_2SM_LOAD_MULTICAST, (1024,1024):(1024,1), " + sA
                + ", (256,256,64), " + MMA_2SM + ", ((2),2,4,1):((1),2,4,0))");
        TmaAtom b = (TmaAtom) Evaluator.concrete().evaluate("make_tma_atom_B_sm100(SM100_TMA_2SM_LOAD_MULTICAST, (1024,1024):(1024,1), " + sB
                + ", (256,256,64), " + MMA_2SM + ", ((2),2,4,1):((1),2,4,0))");
        assertEquals(8192, a.values());
        assertEquals(8192, b.values());
        assertEquals(4, a.multicast());
        assertEquals(2, b.multicast());
        assertEquals(8192, values("make_tma_atom_A_sm100(SM100_TMA_2SM_LOAD, (1024,1024):(1024,1), " + sA + ", (256,256,64), " + MMA_2SM
                + ", ((2),2,4,1):((1),2,4,0))"));
        assertEquals(4096, values("make_tma_atom_A_sm100(SM100_TMA_2SM_LOAD, (1024,1024):(1,1024), "
                + smem("UMMA::Layout_MN_SW128_Atom<half_t>", MMA_2SM_MN, "A", "(128,64)") + ", (128,128,64), " + MMA_2SM_MN + ", ((2),1,2,1):((1),0,2,0))"));
    }

    @Test
    void twoSmLoadsOutsideTheSm100InterfaceAreRefusedByName() {
        CuteError e = assertThrows(CuteError.class, () -> Evaluator.concrete().evaluate(
                "make_tma_atom(SM100_TMA_2SM_LOAD, (512,256):(256,1), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)), (128,64))"));
        assertTrue(e.getMessage().contains("make_tma_atom_A_sm100") && e.getMessage().contains("SM100_TMA_2SM_LOAD"), e.getMessage());
    }
}
