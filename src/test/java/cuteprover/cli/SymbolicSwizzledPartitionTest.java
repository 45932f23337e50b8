package cuteprover.cli;

import cuteprover.expr.Evaluator;
import cuteprover.tuple.SymInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A thread's (or CTA's) partition of a swizzled smem tensor with a symbolic index: the swizzle acts on an offset that
 * is a term in the index. Soundness against the concrete engine: for random partitions (MMA, copy and TMA, swizzled smem and gmem), elements and indices t0, the
 * value the concrete engine computes at t0 is what the prover must find there: {@code t != t0 || P(v) == X} PROVED,
 * {@code t != t0 || P(v) == X + 1} REFUTED.
 */
class SymbolicSwizzledPartitionTest {

    private static final String[] PARTITIONS = {
        "partition_A(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2,1), (32,32,16)), tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>, (64,32)), %s)(%d,0,0)",
        "partition_B(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2,1), (32,32,16)), tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (64,64), Step<_2,_1>), %s)(%d,0,0)",
        "partition_D(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>, (16,8):(8,1), (1,8)), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)), %s)(%d,0,0)",
        "partition_D(make_tma_copy(SM90_TMA_LOAD_MULTICAST, (256,128):(128,1), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)), (128,64), 2), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64,2)), %s)(%d,0,0,1)",
        // a multicast TMA's gmem partition, composed by mode (each CTA's values run from its slice's start)
        "partition_S(make_tma_copy(SM90_TMA_LOAD_MULTICAST, (512,256):(1,512), tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (128,64), Step<_1,_2>), (128,64), 4), local_tile((512,256):(1,512), (128,64), (1,_)), %s)(%d,0,0,2)",
    };
    private static final int[] THREADS = {128, 128, 128, 2, 4};
    private static final int[] VALUES = {8, 4, 8, 8192, 8192};

    @Test
    void theProverFindsWhatTheConcreteEngineComputes(@TempDir Path dir) throws IOException {
        Random r = new Random(20261126);
        List<String> lines = new ArrayList<>();
        List<String> expectProved = new ArrayList<>();
        List<String> expectRefuted = new ArrayList<>();
        int k = 0;
        for (int p = 0; p < PARTITIONS.length; p++) {
            lines.add("param t" + p + " where 0 <= t" + p + " && t" + p + " < " + THREADS[p]);
            for (int j = 0; j < 4; j++) {
                int t0 = r.nextInt(THREADS[p]);
                int v = r.nextInt(VALUES[p]);
                long x = ((SymInt) Evaluator.concrete().evaluate(String.format(PARTITIONS[p], t0, v))).value();
                String symbolic = String.format(PARTITIONS[p], "t" + p, v);
                lines.add("prove holds" + k + ": t" + p + " != " + t0 + " || " + symbolic + " == " + x);
                lines.add("prove fails" + k + ": t" + p + " != " + t0 + " || " + symbolic + " == " + (x + 1));
                expectProved.add("holds" + k);
                expectRefuted.add("fails" + k);
                k++;
            }
        }
        String out = SpecRuns.checkLines(dir, lines.toArray(new String[0]));
        for (String name : expectProved) {
            assertTrue(out.matches("(?s).*PROVED +\\S+ +" + name + " .*"), name + " must be proved:\n" + out);
        }
        for (String name : expectRefuted) {
            assertTrue(out.matches("(?s).*REFUTED +\\S+ +" + name + " .*"), name + " must be refuted:\n" + out);
        }
        assertEquals(2 * k, expectProved.size() + expectRefuted.size());
        assertTrue(out.contains(" 0 unknown, 0 input errors"), out);
    }
}
