package cuteprover.atom;

import cuteprover.cli.EvalCommand;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.layout.Composition;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.Verdict;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** retile_S/D, make_tiled_copy_C_atom, the sub-byte mma.sync atoms and symbolic thread indices. */
class RegisterCopyTest {

    private static final String[] LDSM = {"SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N", "SM75_U16x8_LDSM_T"};

    private static String eval(String e) {
        return EvalCommand.evaluateToLine(e);
    }

    private static String mma(int wm, int wn) {
        return "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (" + wm + "," + wn + ",1), (" + 16 * wm + "," + 16 * wn + ",16))";
    }

    /**
     * The law retile_D exists for: {@code copy(tiled_copy, partition_S(sA), retile_D(tCrA))} puts into each
     * register the element partition_A expects there. Value i of the copy's destination partition is the smem
     * element of register retile_D(frag)(i), where register r holds element r of partition_A (the fragment is
     * compact over partition_A's shape). Enumerated for every value of several threads.
     */
    @Property(tries = 40)
    void retileDPutsEachElementWhereTheMmaReadsIt(@ForAll @IntRange(min = 0, max = 2) int logWm, @ForAll @IntRange(min = 0, max = 2) int logWn,
            @ForAll @IntRange(min = 0, max = 3) int op, @ForAll @IntRange(min = 1, max = 2) int kBlocks, @ForAll @IntRange(min = 0, max = 127) int pick) {
        String tiled = mma(1 << logWm, 1 << logWn);
        String copy = "make_tiled_copy_A(Copy_Atom<" + LDSM[op] + ", half_t>, " + tiled + ")";
        int k = 16 * kBlocks;
        String smem = "(128," + k + "):(" + k + ",1)";
        long thread = pick % (32L << (logWm + logWn));
        IntTuple shape = (IntTuple) Evaluator.concrete().evaluate("partition_shape_A(" + tiled + ", (128," + k + "))");
        Layout frag = Layout.compact(shape);
        Layout view = (Layout) Evaluator.concrete().evaluate("retile_D(" + copy + ", " + frag + ")");
        Slicing.Sliced mmaPart = (Slicing.Sliced) Evaluator.concrete().evaluate("partition_A(" + tiled + ", " + smem + ", " + thread + ")");
        // the destination (register) side of the copy, read as the smem elements it receives
        Slicing.Sliced copyPart = (Slicing.Sliced) Evaluator.concrete().evaluate("partition_D(" + copy + ", " + smem + ", " + thread + ")");
        Layout mmaLayout = (Layout) mmaPart.layout();
        Layout copyLayout = (Layout) copyPart.layout();
        assertEquals(frag.size(), view.size(), "same number of values");
        assertEquals(copyLayout.size(), view.size(), "the copy moves every register");
        long[] registers = FlatLayout.of(view).table();
        long[] copied = FlatLayout.of(copyLayout).table();
        long[] read = FlatLayout.of(mmaLayout).table();
        for (int i = 0; i < registers.length; i++) {
            long copiedElement = ((SymInt) copyPart.offset()).value() + copied[i];
            long mmaElement = ((SymInt) mmaPart.offset()).value() + read[(int) registers[i]];
            assertEquals(mmaElement, copiedElement, "thread " + thread + ", copy value " + i + " lands in register " + registers[i]);
        }
    }

    /** make_tiled_copy_C_atom: the copy's (thread, value), read through its tiler, is the MMA's C element at (thread, value). */
    @Property(tries = 30)
    void copyCAtomAgreesWithTheAccumulator(@ForAll @IntRange(min = 0, max = 2) int logWm, @ForAll @IntRange(min = 0, max = 2) int logWn,
            @ForAll boolean wide) {
        String tiled = mma(1 << logWm, 1 << logWn);
        TiledMma m = (TiledMma) Evaluator.concrete().evaluate(tiled);
        CopyAtom atom = (CopyAtom) Evaluator.concrete().evaluate("Copy_Atom<UniversalCopy<" + (wide ? "uint32_t" : "half_t") + ">, half_t>");
        TiledCopy c = Retile.tiledCopyCAtom(atom, m, Decider.CONCRETE);
        Layout accumulator = m.layoutTv(TiledMma.Operand.C, Decider.CONCRETE);
        Layout tileToMma = Composition.compose(Layout.compact(IntTuple.of(m.tileSize(0), m.tileSize(1))), c.tilerLayouts(), Decider.CONCRETE);
        long threads = accumulator.mode(0).size().value();
        long values = c.layoutTv().mode(1).size().value();
        for (long t = 0; t < threads; t++) {
            for (long v = 0; v < values; v++) {
                IntTuple tv = IntTuple.of(SymInt.of(t), SymInt.of(v));
                long cell = at(c.layoutTv(), tv);
                assertEquals(at(accumulator, tv), at(tileToMma, SymInt.of(cell)), "thread " + t + " value " + v);
            }
        }
    }

    private static long at(Layout l, IntTuple coord) {
        return ((SymInt) Coordinates.crd2offset(coord, l.shape(), l.stride())).value();
    }

    @Test
    void copyCAtomWiderThanTheAccumulatorIsRefused() {
        assertTrue(eval("make_tiled_copy_C_atom(Copy_Atom<SM90_U32x4_STSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2,1)))")
                .contains("moves 8 values per thread but the MMA's C layout has only 4"));
    }

    @Test
    void subByteMmaOpsAreCutesAndCutesBrokenTraitsAreRefused() {
        assertEquals("((4,8),((8,2,2),(1,1))):((128,1),((16,8,512),(0,0)))", eval("get_layoutA_TV(make_tiled_mma(SM80_16x8x64_S32S4U4S32_TN))"));
        assertTrue(eval("SM80_16x8x128_S32U1U1S32_TN_XORPOPC").contains("is not congruent, so make_tiled_mma does not compile"));
        assertTrue(eval("SM80_16x8x256_S32U1U1S32_TN").contains("1-bit ops end in _XORPOPC or _ANDPOPC"));
        assertTrue(eval("SM80_16x8x64_S32S4S4S32_TN_ANDPOPC").contains("_XORPOPC/_ANDPOPC are the 1-bit (U1U1) ops"));
    }

    /** A thread index may be a parameter (partition_A/B/C, partition_S/D, local_partition): the offset is a term, proved equal to the hand formula. */
    @Test
    void partitionsTakeASymbolicThread() {
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            List<cuteprover.expr.Expr> tid = List.of(Parser.parse("0 <= tid && tid < 128"));
            String c = "offset_of(partition_C(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2), (32,32,16)), (128,128):(1,128), tid))";
            assertEquals(Verdict.Kind.PROVED, s.prove(Parser.parse(c + " == (tid%32)/4 + 16*((tid/32)%2) + 128*(2*(tid%4) + 8*(tid/64))"),
                    tid, Map.of()).kind());
            assertEquals(Verdict.Kind.REFUTED, s.prove(Parser.parse(c + " == (tid%32)/4 + 16*((tid/32)%2) + 128*(2*(tid%4))"), tid, Map.of()).kind());
            String cp = "offset_of(partition_S(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>, (16,8):(8,1), (1,8)),"
                    + " (128,64):(64,1), tid))";
            assertEquals(Verdict.Kind.PROVED, s.prove(Parser.parse(cp + " == 8*(tid%8) + 64*(tid/8)"), tid, Map.of()).kind());
            List<cuteprover.expr.Expr> t256 = List.of(Parser.parse("0 <= tid && tid < 256"));
            String lp = "offset_of(local_partition((128,64):(1,128), (32,8), tid))";
            assertEquals(Verdict.Kind.PROVED, s.prove(Parser.parse(lp + " == tid%32 + 128*(tid/32)"), t256, Map.of()).kind());
        }
    }
}
