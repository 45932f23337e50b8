package cuteprover.atom;

import cuteprover.cli.EvalCommand;
import cuteprover.expr.Evaluator;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** TMA atoms and tma_partition: what CuTe refuses, and the law that makes the partition a copy. */
class TmaPartitionTest {

    private static String eval(String e) {
        return EvalCommand.evaluateToLine(e);
    }

    @Test
    void tmaAtomOfTheHopperTutorialMovesTheWholeTileInOneBox() {
        assertEquals("TMA(SM90_TMA_LOAD, NumValSrc=8192, box=(64,128), multicast=1)",
                eval("make_tma_atom(SM90_TMA_LOAD, (512,256):(256,1), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)), (128,64))"));
        assertEquals("TMA(SM90_TMA_LOAD_MULTICAST, NumValSrc=8192, box=(64,64), multicast=2)",
                eval("make_tma_copy(SM90_TMA_LOAD_MULTICAST, (512,256):(256,1), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)), 2)"));
    }

    /** Each refusal was checked against a host program: CuTe's make_tma_copy_desc asserts on the same input. */
    @Test
    void tmaConstructionsCuteRejectsAreRefused() {
        assertTrue(eval("make_tma_atom(SM90_TMA_LOAD, (512,256):(1,512), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)), (128,64))")
                .contains("majorness of smem does not match the majorness of gmem"));
        assertTrue(eval("make_tma_atom(SM90_TMA_LOAD, (1024,256):(1,1024), (512,8), (512,8))").contains("box extent 512 in TMA mode 0 exceeds 256"));
        assertTrue(eval("make_tma_atom(SM90_TMA_LOAD_MULTICAST, (1024,252):(1,1024), (64,6), (64,6), 4)")
                .contains("multicast over 4 CTAs does not split the box (64,6)"));
        assertTrue(eval("make_tma_atom(SM90_TMA_LOAD, (512,256):(1,512), (128,64), (128,32))").contains("size equivalence"));
        assertTrue(eval("make_tma_atom(SM90_TMA_LOAD, (512,256):(1,512), (128,64):(64,0), (128,64))").contains("could not find a common tile-gmem vectorization"));
        assertTrue(eval("tma_partition(make_tma_atom(SM90_TMA_LOAD, (512,256):(1,512), (128,64), (128,64)), group_modes<0,2>((128,64,2)), (128,64,3))")
                .contains("size<0> of"));
    }

    @Test
    void unknownTmaOpsListTheClosestNames() {
        assertTrue(eval("make_tma_atom(SM90_TMA_LAOD, (512,256):(1,512), (128,64), (128,64))").contains("closest known names: SM90_TMA_LOAD"));
    }

    @Test
    void groupModesGroupsAsCuteDoes() {
        assertEquals("((128,64),3):((1,128),8192)", eval("group_modes<0,2>((128,64,3))"));
        assertEquals("(128,(64,3)):(1,(128,8192))", eval("group_modes((128,64,3), 1, 3)"));
        assertTrue(eval("group_modes<1,4>((128,64,3))").contains("needs 0 <= B <= E <= rank"));
    }

    /**
     * The partition is a copy: value i of the TMA mode is the same logical element (m,k) in the gmem view
     * (a coordinate tensor) and the smem view, for every CTA of the multicast, every pipeline stage and tile.
     * Checked by enumerating every index against the smem layout's own function. And the values of one
     * instruction are one contiguous run of (unswizzled) smem, which is why CuTe orders them by smem.
     */
    @Property(tries = 60)
    void smemAndGmemViewsNameTheSameElement(@ForAll @IntRange(min = 4, max = 7) int logM, @ForAll @IntRange(min = 4, max = 6) int logK,
            @ForAll boolean kMajor, @ForAll boolean swizzled, @ForAll @IntRange(min = 0, max = 2) int logCluster,
            @ForAll @IntRange(min = 1, max = 3) int stages) {
        int bm = 1 << logM;
        int bk = 1 << logK;
        int cluster = 1 << logCluster;
        String smemTile = swizzled ? "tile_to_shape(GMMA::Layout_" + (kMajor ? "K" : "MN") + "_SW32_Atom<half_t>, (" + bm + "," + bk
                : kMajor ? "tile_to_shape((1,8):(0,1), (" + bm + "," + bk : "tile_to_shape((8,1):(1,0), (" + bm + "," + bk;
        String gmem = "(" + 4 * bm + "," + 4 * bk + "):(1@0,1@1)";
        String op = cluster > 1 ? "SM90_TMA_LOAD_MULTICAST" : "SM90_TMA_LOAD";
        String atom = "make_tma_atom(" + op + ", " + gmem + ", " + smemTile + ")), (" + bm + "," + bk + "), " + cluster + ")";
        Object smemOnly = Evaluator.concrete().evaluate(smemTile + "," + stages + "))");
        int[] copies = new int[bm * bk * stages];
        for (int cta = 0; cta < cluster; cta++) {
            String call = "tma_partition(" + atom + ", " + cta + ", " + cluster + ", group_modes<0,2>(" + smemTile + "," + stages + "))), "
                    + "group_modes<0,2>(local_tile(" + gmem + ", (" + bm + "," + bk + "), (1,2))))";
            TmaPartition.Parts parts = (TmaPartition.Parts) Evaluator.concrete().evaluate(call);
            checkCta(parts, smemOnly, bm, bk, cluster, stages, copies);
        }
        for (int x = 0; x < copies.length; x++) {
            assertEquals(1, copies[x], "smem element " + x + " is written by " + copies[x] + " CTAs' slices");
        }
    }

    /** Value i of this CTA's slices: the same (m,k) in gmem and smem; counts the smem elements it writes. */
    private static void checkCta(TmaPartition.Parts parts, Object smemOnly, int bm, int bk, int cluster, int stages, int[] copies) {
        Slicing.Sliced g = parts.tensors().get(0);
        Slicing.Sliced s = parts.tensors().get(1);
        Layout gl = (Layout) g.layout();
        Layout smemInner = s.layout() instanceof ComposedLayout c ? c.inner() : (Layout) s.layout();
        assertEquals(SymInt.ONE, smemInner.mode(0).mode(0).stride(), "one instruction fills a contiguous run of smem: " + smemInner);
        long tileValues = gl.mode(0).size().value();
        long perInstruction = gl.mode(0).mode(0).size().value();
        for (long stage = 0; stage < stages; stage++) {
            for (long i = 0; i < tileValues; i++) {
                if (i % perInstruction >= perInstruction / cluster) {
                    continue; // another CTA's slice of the multicast box
                }
                IntTuple coord = Coordinates.crd2offset(SymInt.of(i), gl.mode(0).shape(), gl.mode(0).stride());
                long m = component(g.offset(), 0) + component(coord, 0) - bm;
                long k = component(g.offset(), 1) + component(coord, 1) - 2L * bk;
                long ours = smemOffset(s, IntTuple.of(SymInt.of(i), SymInt.of(stage)));
                long want = apply(smemOnly, IntTuple.of(SymInt.of(m), SymInt.of(k), SymInt.of(stage)));
                assertEquals(want, ours, "value " + i + " of stage " + stage + " is (" + m + "," + k + ") in gmem");
                copies[(int) ours]++;
            }
        }
    }

    private static long smemOffset(Slicing.Sliced s, IntTuple index) {
        return ((SymInt) s.offset()).value() + apply(s.layout(), index);
    }

    private static long apply(Object layout, IntTuple coord) {
        if (layout instanceof ComposedLayout c) {
            return ((SymInt) c.apply(coord)).value();
        }
        Layout l = (Layout) layout;
        return ((SymInt) Coordinates.crd2offset(coord, l.shape(), l.stride())).value();
    }

    /** Component m of a coordinate offset: a tuple (0,128), a basis element 64@1, or 0. */
    private static long component(IntTuple offset, int m) {
        if (offset instanceof Tuple t) {
            return m < t.rank() ? ((SymInt) t.mode(m)).value() : 0;
        }
        if (offset instanceof ScaledBasis b) {
            return b.mode() == m ? b.coeff().value() : 0;
        }
        return 0;
    }
}
