package cuteprover.atom;

import cuteprover.cli.EvalCommand;
import cuteprover.expr.Evaluator;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Tensor-memory copy atoms and make_tmem_copy: refusals, and the warp-quadrant law by enumeration. */
class TmemCopyTest {

    private static final String[] SHAPES = {"32dp32b", "16dp64b", "16dp128b", "16dp256b", "16dp32b"};
    /** Columns one instruction reads per lane at N = 1 (32-bit cells): 32dp32b 1, 16dp64b 2, 16dp128b 4, 16dp256b 8, 16dp32b 2. */
    private static final int[] COLUMNS = {1, 2, 4, 8, 2};

    private static String eval(String e) {
        return EvalCommand.evaluateToLine(e);
    }

    private static long[] offsets(Slicing.Sliced s) {
        long base = ((cuteprover.tuple.SymInt) s.offset()).value();
        long[] t = FlatLayout.of((Layout) s.layout()).table();
        for (int i = 0; i < t.length; i++) {
            t[i] += base;
        }
        return t;
    }

    @Test
    void unknownTmemOpsListTheClosestNames() {
        assertTrue(eval("Copy_Atom<SM100_TMEM_LAOD_32dp32b4x,float>").contains("closest known names: SM100_TMEM_LOAD_32dp32b4x"));
        assertTrue(eval("Copy_Atom<SM100_TMEM_LOAD_16dp256b64x,float>").contains("CuTe has no LOAD atom of shape 16dp256b with N = 64"));
        assertTrue(eval("Copy_Atom<SM100_TMEM_LOAD_STAT_16dp256b4x,float>").contains("CuTe has no LOAD_STAT atom"));
    }

    @Test
    void makeTmemCopyRefusesWhatCuteRejects() {
        // Layout F (M=64) holds lanes 0..15 of each quadrant; a 32-lane access reaches lane 16.
        assertTrue(eval("make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b4x,float>, ((16,4),64):((65536,2097152),1))")
                .contains("does not exist in the DataLayout"));
        assertTrue(eval("make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b4x,double>, (128,64):(65536,1))").contains("64-bit values"));
        assertTrue(eval("make_tmem_copy(Copy_Atom<UniversalCopy<float>,float>, (128,64):(65536,1))").contains("needs a tensor-memory copy atom"));
        // CuTe takes a bare op's value type from the tensor, which this language's tensors do not carry: said, with the fix
        assertTrue(eval("make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, (128,64):(65536,1))")
                .contains("write Copy_Atom<SM100_TMEM_LOAD_32dp32b1x, T>{} with the tensor's element type T"));
    }

    @Test
    void storeIsTheLoadWithSidesSwapped() {
        String load = "make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_16dp256b2x,float>, (128,64):(65536,1))";
        String store = load.replace("LOAD", "STORE");
        assertEquals(eval("get_layoutS_TV(" + load + ")"), eval("get_layoutD_TV(" + store + ")"));
        assertEquals(eval("get_layoutD_TV(" + load + ")"), eval("get_layoutS_TV(" + store + ")"));
    }

    /**
     * For any atom and accumulator width, thread t of the warpgroup touches TMEM lanes of its quadrant
     * 32*(t/32).. only (PTX access restriction), and the threads' register partitions of an M x N tile
     * cover every (m, n) exactly once.
     */
    @Property(tries = 20)
    void eachWarpStaysInItsQuadrantAndTheTileIsCoveredOnce(@ForAll @IntRange(min = 0, max = 4) int shape,
            @ForAll @IntRange(min = 0, max = 3) int logN, @ForAll @IntRange(min = 0, max = 2) int logWidth) {
        int n = 1 << logN;
        int width = 64 << logWidth;
        if (2 * n * COLUMNS[shape] > width) {
            return;
        }
        Layout tmem = (Layout) Evaluator.concrete().evaluate("(128," + width + "):(65536,1)");
        Layout gmem = (Layout) Evaluator.concrete().evaluate("(128," + width + "):(" + width + ",1)");
        CopyAtom atom = CopyOps.resolve(TypeName.parse("Copy_Atom<SM100_TMEM_LOAD_" + SHAPES[shape] + n + "x,float>"));
        TiledCopy copy = TmemCopy.make(atom, tmem, Decider.CONCRETE);
        int[] seen = new int[128 * width];
        for (int t = 0; t < 128; t++) {
            for (long a : offsets(copy.partition(true, tmem, t, Decider.CONCRETE))) {
                assertEquals(t / 32, a / 65536 / 32, "thread " + t + " reaches lane " + a / 65536);
            }
            for (long x : offsets(copy.partition(false, gmem, t, Decider.CONCRETE))) {
                seen[(int) x]++;
            }
        }
        for (int i = 0; i < seen.length; i++) {
            assertEquals(1, seen[i], "element " + i + " of the tile");
        }
    }

    /** tidfrg_S/D hold every thread's partition: slicing them at thread t gives partition_S/D(t), offset included. */
    @Property(tries = 15)
    void threadFragmentsAreEveryThreadsPartition(@ForAll @IntRange(min = 0, max = 4) int shape, @ForAll @IntRange(min = 0, max = 2) int logN,
            @ForAll @IntRange(min = 0, max = 127) int thread, @ForAll boolean source) {
        int n = 1 << logN;
        Layout tmem = (Layout) Evaluator.concrete().evaluate("(128,256):(65536,1)");
        Layout data = source ? tmem : (Layout) Evaluator.concrete().evaluate("(128,256):(256,1)");
        TiledCopy copy = TmemCopy.make(CopyOps.resolve(TypeName.parse("Copy_Atom<SM100_TMEM_LOAD_" + SHAPES[shape] + n + "x,float>")),
                tmem, Decider.CONCRETE);
        long[] all = FlatLayout.of(copy.threadFragments(source, data, Decider.CONCRETE)).table();
        long[] mine = offsets(copy.partition(source, data, thread, Decider.CONCRETE));
        for (int i = 0; i < mine.length; i++) {
            assertEquals(all[thread + 128 * i], mine[i], "value " + i);
        }
    }

    @Test
    void aSwizzledSmemTileIsPartitionedInsideTheSwizzle() {
        // CuTe (tutorial 05_mma_tma_epi_sm100, thread 37): tTR_sD = ((_1,_1),_1,(_32,_2)):((_0,_0),_0,(_1,_4096)) at
        // row 37 of sD, whose K-major SW128 atom puts row 37 at 32*(37%8) + 256*(37/8) = 1184 floats.
        String copy = "make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b1x,float>, ((128,64)):((65536,1)))";
        assertEquals("{0} o Sw<3,2,3> o 1184 o ((1,1),1,(32,2)):((0,0),0,(1,4096))",
                eval("partition_D(" + copy + ", tile_to_shape(UMMA::Layout_K_SW128_Atom<float>, (128,64)), 37)"));
    }

    @Test
    void utccpAtomsGoThroughMakeUtccpCopyOnly() {
        assertTrue(eval("make_tmem_copy(Copy_Atom<SM100_UTCCP_128dp256bit_1cta, half_t>, (128,64):(131072,1))")
                .contains("a tcgen05.cp atom takes make_utccp_copy"));
        assertTrue(eval("make_utccp_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b8x, float>, (128,64):(65536,1))").contains("needs a tcgen05.cp copy atom"));
        assertTrue(eval("Copy_Atom<SM100_UTCCP_4x32dp128bit_3cta, float>").contains("closest known names: SM100_UTCCP_4x32dp128bit_1cta"));
        // the 2x64 ::01_23 copy needs the 64-lane repeat in the tensor: a 32-lane tensor lacks lanes 64..127
        assertTrue(eval("make_utccp_copy(Copy_Atom<SM100_UTCCP_2x64dp128bitlw0123_1cta, float>, (32,8):(65536,1))")
                .contains("CuTe rejects this make_utccp_copy ('The memory pointed to by AtomTVLayout does not exist"));
    }
}
