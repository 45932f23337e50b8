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

/** Copy atoms, tiled copies and tensor partitioning: refusals and laws. */
class CopyAtomTest {

    private static String eval(String e) {
        return EvalCommand.evaluateToLine(e);
    }

    @Test
    void sgemmSm80CopyIsCutes() {
        assertEquals("TiledCopy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,cutlass::half_t>, Tiler_MN=(16,64), TiledLayout_TV=((8,16),8):((128,1),16))",
                eval("make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, cutlass::half_t>, (16,8):(8,1), (1,8))"));
    }

    @Test
    void unknownOpsAndTypesListTheClosestNames() {
        assertTrue(eval("Copy_Atom<SM75_U32x4_LDSM_M,half_t>").contains("closest known names: SM75_U32x4_LDSM_N"));
        assertTrue(eval("Copy_Atom<SM75_U32x4_LDSM_N,hlf_t>").contains("unknown element type 'hlf_t'; closest known names: half_t"));
        assertTrue(eval("GMMA::Layout_K_SW12_Atom<half_t>").contains("GMMA::Layout_K_SW128_Atom"));
    }

    @Test
    void copiesCuteRejectsAreRefused() {
        assertTrue(eval("Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint16_t>,half_t>").contains("cp.async moves 4, 8 or 16 bytes"));
        assertTrue(eval("make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N,half_t>, (16,1), (1,8))").contains("too few threads"));
        assertTrue(eval("make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>, (16,8), (1,4))").contains("too few values"));
        assertTrue(eval("local_tile((128,64):(64,1), (32,16,8), (0,0))").contains("has rank 2"));
        assertTrue(eval("local_partition((128,64):(64,1), (32,8), 256)").contains("outside the thread layout"));
    }

    /**
     * A TiledCopy keeps one layout per mode of a [...] tiler, so one whose entry tiles sub-modes ([[L1,L2],L3]) is refused,
     * not read as the concatenation (4,2):(1,1); its shape form ((4,2),4) tiles by sub-mode (cute-atoms.tsv).
     */
    @Test
    void aTiledCopyTilerThatTilesSubModesIsRefusedUnlessAShape() {
        String nested = eval("partition_S(make_tiled_copy_impl(Copy_Atom<UniversalCopy<float>,float>, (8,4):(4,1), [[4:1,2:1],4:1]),"
                + " ((8,4),8):((1,8),32), 3)");
        assertTrue(nested.startsWith("error: ") && nested.contains("tiles its mode's sub-modes"), nested);
        assertEquals("{40} o ((1,4),(2,2),2):((0,1),(4,16),128)", eval("partition_S(make_tiled_copy_impl(Copy_Atom<UniversalCopy<float>,float>,"
                + " (8,4):(4,1), ((4,2),4)), ((8,4),8):((1,8),32), 3)"));
    }

    @Test
    void byteMatrixOpsKeepTheirThreadsOrAreRefused() {
        // CuTe's Copy_Atom static_assert: an 8-bit .trans fragment has no 16-bit view (a thread holds single bytes of a row)
        assertTrue(eval("Copy_Atom<SM100_U8x8_LDSM_T, half_t>").contains("CopyOperation is not valid for Dst of ValType"));
        assertTrue(eval("Copy_Atom<SM100_U8x4_STSM_T, half_t>").contains("CopyOperation is not valid for Src of ValType"));
        assertTrue(eval("Copy_Atom<SM100_U8x16_LDSM_T<uint8_t>, uint8_t>").contains("takes no template arguments"));
        assertTrue(eval("Copy_Atom<SM100_U8x8_LDSM_N, uint8_t>").contains("closest known names: SM100_U8x8_LDSM_T"));
        assertTrue(eval("Copy_Atom<SM100_SU5_DU8x16_x1_LDSM_N, uint8_t>").contains("closest known names: SM100_SU4_DU8x16_x1_LDSM_N"));
        // CuTe's "TiledCopy uses too few vals for selected CopyAtom" (host program): B of SM89 has 8 fp8 values per thread
        assertTrue(eval("make_tiled_copy_B(Copy_Atom<SM100_U8x16_LDSM_T,float_e4m3_t>, make_tiled_mma(SM89_16x8x32_F32E4M3E4M3F32_TN, (2,2,1)))")
                .contains("too few values for the copy atom: 8 per thread is not a multiple of the atom's 16"));
    }

    /** local_partition gives the threads disjoint parts that together are the whole tensor. */
    @Property(tries = 40)
    void localPartitionSplitsTheTensorAmongTheThreads(@ForAll @IntRange(min = 0, max = 3) int tm, @ForAll @IntRange(min = 0, max = 3) int tn,
            @ForAll boolean rowMajor) {
        int m = 1 << tm;
        int n = 1 << tn;
        String data = rowMajor ? "(64,32):(32,1)" : "(64,32):(1,64)";
        long[] seen = new long[64 * 32];
        for (int t = 0; t < m * n; t++) {
            String r = eval("local_partition(" + data + ", (" + m + "," + n + "), " + t + ")");
            long offset = Long.parseLong(r.substring(1, r.indexOf('}')));
            Layout l = (Layout) cuteprover.expr.Evaluator.concrete().evaluate(r.substring(r.indexOf("} o ") + 4));
            for (long x : FlatLayout.of(l).table()) {
                seen[(int) (offset + x)]++;
            }
        }
        long[] ones = new long[seen.length];
        Arrays.fill(ones, 1);
        assertTrue(Arrays.equals(ones, seen), "each element once");
    }
}
