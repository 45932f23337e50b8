package cuteprover.atom;

import cuteprover.cli.EvalCommand;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** MMA atoms by name, make_tiled_mma and its refusals. */
class MmaAtomTest {

    private static final String[] SM80 = {"SM80_16x8x8_F16F16F16F16_TN", "SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x8_F32BF16BF16F32_TN",
        "SM80_16x8x4_F32TF32TF32F32_TN", "SM80_16x8x8_F32TF32TF32F32_TN", "SM80_8x8x4_F64F64F64F64_TN", "SM80_16x8x32_S32S8S8S32_TN",
        "SM80_8x8x16_S32U8U8S32_TN"};

    private static String eval(String e) {
        return EvalCommand.evaluateToLine(e);
    }

    @Test
    void theIssuesExampleIsCutesAnswer() {
        assertEquals("((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))",
                eval("get_layoutA_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1), (32,32,16)))"));
        assertEquals("(32,32,16)", eval("tile_size(make_tiled_mma(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>, (2,2,1), (32,32,16)))"));
    }

    @Test
    void anUnknownOpListsTheClosestNames() {
        String r = eval("make_tiled_mma(SM80_16x8x16_F32F16F16F32_TM)");
        assertTrue(r.startsWith("error:") && r.contains("closest known names: SM80_16x8x16_F32F16F16F32_TN"), r);
        r = eval("SM90_64x100x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>");
        assertTrue(r.startsWith("error:") && r.contains("no wgmma with N = 100"), r);
    }

    @Test
    void anUnknownElementTypeListsTheClosestNames() {
        String r = eval("SM100_MMA_F16BF16_SS<halft,half_t,float,128,128,UMMA::Major::K,UMMA::Major::K>");
        assertTrue(r.startsWith("error:") && r.contains("unknown element type 'halft'") && r.contains("half_t"), r);
    }

    @Test
    void constructionsCuteRejectsAreRefusedWithTheReason() {
        assertTrue(eval("make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1,2))").contains("requires rank 3"));
        assertTrue(eval("SM90_64x64x16_F32F16F16_RS<GMMA::Major::MN,GMMA::Major::K>").contains("must have K major layout"));
        assertTrue(eval("SM90_64x64x16_F32F16F16_SS").contains("takes GMMA::Major tnspA"));
        assertTrue(eval("SM100_MMA_F16BF16_SS<half_t,half_t,float,128,40,UMMA::Major::K,UMMA::Major::K>").contains("multiple of 16"));
        String r = eval("SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>");
        assertTrue(r.contains("M-mode size should be 128 or 256, got 64"), r);
        assertTrue(eval("SM100_MMA_TF32_SS<half_t,half_t,float,128,128,UMMA::Major::K,UMMA::Major::K>").contains("32-bit A and B"));
        assertTrue(eval("partition_C(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN), (16,8), 32)").contains("outside the TiledMMA's 32 threads"));
        assertTrue(eval("get_layoutC_TV(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, (2,1,1), (24,8,8)))").startsWith("error:"));
    }

    /**
     * The accumulator is owned once: get_layoutC_TV is a bijection onto the (tile_M, tile_N) tile. (With
     * threads along K, CuTe's C layout sends the K threads past the tile; the cross-check table records it.)
     */
    @Property(tries = 60)
    void accumulatorTvLayoutIsABijectionOntoTheTile(@ForAll @IntRange(min = 0, max = 7) int op, @ForAll @IntRange(min = 1, max = 4) int am,
            @ForAll @IntRange(min = 1, max = 4) int an) {
        String tm = "make_tiled_mma(" + SM80[op] + ", (" + am + "," + an + ",1))";
        Layout c = (Layout) cuteprover.expr.Evaluator.concrete().evaluate("get_layoutC_TV(" + tm + ")");
        long[] t = FlatLayout.of(c).table();
        long[] sorted = t.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            assertEquals(i, sorted[i], () -> tm + " gives " + c);
        }
    }

    /** A is shared by the N threads: every (m,k) of the tile is held by an threads of each K slice. */
    @Property(tries = 60)
    void operandATvLayoutCoversTheTileOncePerNThread(@ForAll @IntRange(min = 0, max = 7) int op, @ForAll @IntRange(min = 1, max = 3) int am,
            @ForAll @IntRange(min = 1, max = 3) int an) {
        String tm = "make_tiled_mma(" + SM80[op] + ", (" + am + "," + an + ",1))";
        Layout a = (Layout) cuteprover.expr.Evaluator.concrete().evaluate("get_layoutA_TV(" + tm + ")");
        long[] sorted = FlatLayout.of(a).table().clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            assertEquals(i / an, sorted[i], () -> tm + " gives " + a);
        }
    }

    @Test
    void ummaOpsCuteRejectsAreRefusedWithTheReason() {
        // each message is the static_assert a host program hit for the same op (arch/mma_sm100_umma.hpp)
        assertTrue(eval("SM100_MMA_S8_SS<int8_t,int8_t,float,128,128,UMMA::Major::K,UMMA::Major::K>").contains("result type can only be int32_t"));
        assertTrue(eval("SM100_MMA_F8F6F4_2x1SM_TS<float_e4m3_t,float_e4m3_t,float,256,48,UMMA::Major::K,UMMA::Major::K>")
                .contains("multiple of 32 between 32 and 256, got 48"));
        assertTrue(eval("SM100_MMA_F16BF16_TS<half_t,half_t,float,128,128,UMMA::Major::MN,UMMA::Major::K>").contains("A from TMEM can't be transposed"));
        assertTrue(eval("SM100_MMA_MXF4_SS<float_e2m1_t,float_e2m1_t,float,float_ue8m0_t,128,64,8,UMMA::Major::K,UMMA::Major::K>")
                .contains("VS can only be 16 or 32"));
        assertTrue(eval("SM100_MMA_F8F6F4_SS<half_t,half_t,float,128,128,UMMA::Major::K,UMMA::Major::K>").contains("at most 8 bits"));
        assertTrue(eval("SM100_MMA_MXF4_TS<float_e2m1_t>").contains("closest known names: SM100_MMA_MXF4_SS"));
        assertTrue(eval("SM100_MMA_I8_SS").contains("closest known names: SM100_MMA_S8_SS"));
    }

    @Test
    void ummaKIsTwoHundredFiftySixBitsExceptF8F6F4AndMxf4() {
        assertTrue(eval("tile_size(make_tiled_mma(SM100_MMA_S8_TS<int8_t,int8_t,int32_t,128,64,UMMA::Major::K,UMMA::Major::K>))").equals("(128,64,32)"));
        assertTrue(eval("tile_size(make_tiled_mma(SM100_MMA_F8F6F4_SS<float_e2m1_t,float_e2m1_t,float,128,64,UMMA::Major::K,UMMA::Major::K>))")
                .equals("(128,64,32)"));
        assertTrue(eval("tile_size(make_tiled_mma(SM100_MMA_MXF4_SS<float_e2m1_t,float_e2m1_t,float,float_ue8m0_t,128,64,32,"
                + "UMMA::Major::K,UMMA::Major::K>))").equals("(128,64,64)"));
    }

    @Test
    void tileToMmaShapeNeedsAnMmaShape() {
        assertTrue(eval("UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<half_t>, (128,64))").contains("expected an MMA shape ((MMA_M,MMA_K)"));
        assertTrue(eval("UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<half_t>, ((128,16),1,3))").contains("error"));
    }

    @Test
    void tensorMemoryFragmentsAreForUmmaOnly() {
        String ss = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,128,UMMA::Major::K,UMMA::Major::K>)";
        assertTrue(eval("make_fragment_A(" + ss + ", partition_shape_A(" + ss + ", (128,64)))").contains("reads A from shared memory through a descriptor"));
        assertTrue(eval("make_fragment_C(" + ss + ", (128,128))").contains("expected a post-partitioned shape ((M_MMA,N_MMA)"));
        assertTrue(eval("make_fragment_A(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN), ((8,2),1,1))").contains("make_fragment_like"));
    }

    @Test
    void onlyTheSm75AndSm89OpsCuteDefinesAreKnown() {
        assertTrue(eval("SM75_8x8x16_S32U8S8S32_TN").contains("closest known names: SM75_8x8x16_S32S8S8S32_TN"));
        assertTrue(eval("SM89_16x8x16_F32E4M3E4M3F32_TN").contains("closest known names: SM89_16x8x32_F32E4M3E4M3F32_TN"));
        assertEquals("(16,8,32)", eval("tile_size(make_tiled_mma(SM89_16x8x32_F16E5M2E4M3F16_TN))"));
    }

    @Test
    void integerWgmmaHasPtxsNAndOnlyItSaturates() {
        assertTrue(eval("SM90_64x40x32_S32S8S8_SS_TN").contains("N = 8, 16, 24 or a multiple of 16"));
        assertTrue(eval("SM90_64x40x32_S32S8S8_SS_TN_SATURATE").contains("N = 8, 16, 24 or a multiple of 16"));
        assertTrue(eval("SM90_64x64x32_F32E4M3E4M3_SS_TN_SATURATE").contains("_SATURATE is an integer (S8/U8) wgmma only"));
        assertEquals("(64,24,32)", eval("tile_size(make_tiled_mma(SM90_64x24x32_S32U8S8_RS_TN_SATURATE))"));
    }

    @Test
    void ummaVariantsCuteLacksAreRefusedByName() {
        String k = "UMMA::Major::K";
        assertTrue(eval("SM100_MMA_TF32_SS_SCALED<tfloat32_t,tfloat32_t,float,128,64," + k + "," + k + ",1>").contains("no MMA_Traits"));
        assertTrue(eval("SM100_MMA_S8_SS_SCALED").contains("the _SCALED ops are F16BF16 and TF32; closest known names:"));
        assertTrue(eval("SM100_MMA_MXF4_SS_SPARSE").contains("sparse fp4 op is MXF4NVF4"));
        assertTrue(eval("SM100_MMA_F16BF16_TS_SPARSE").contains("sparse ops read A from shared memory"));
        assertTrue(eval("SM100_MMA_TF32_TS_INTERLEAVED_CF32CTF32CTF32CF32_TN<128,64," + k + ",UMMA::Major::MN>").contains("B from SMEM requires non-transpose"));
        assertTrue(eval("SM100_MMA_F8F6F4_2x1SM_SS_SPARSE<float_e4m3_t,float_e4m3_t,float,256,48," + k + "," + k + ">").contains("multiple of 32"));
        assertEquals("(128,64,128)", eval("tile_size(make_tiled_mma(SM100_MMA_MXF4NVF4_SS_SPARSE<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,64,32,"
                + k + "," + k + ">))"));
    }
}
