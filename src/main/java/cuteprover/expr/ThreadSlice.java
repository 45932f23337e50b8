package cuteprover.expr;

/**
 * CuTe's {@code ThrMMA}/{@code ThrCopy}: a tiled MMA or copy with one thread chosen, as
 * {@code tiled.get_slice(threadIdx.x)} returns it. A call given a slice first stands for the tiled
 * object, with the thread appended where the function takes one more argument:
 * {@code thr_copy.partition_S(gA)} is {@code partition_S(tiled_copy, gA, thread)}.
 */
public record ThreadSlice(Object tiled, Object thread) {

    static void register(FunctionTable t) {
        t.register("get_slice", 2, 2, "get_slice(TILED_MMA | TILED_COPY, THREAD): the thread's slice (tiled.get_slice(t))",
                ThreadSlice::of);
        t.register("get_thread_slice", 2, 2, "get_thread_slice(TILED_MMA | TILED_COPY, THREAD): as get_slice", ThreadSlice::of);
    }

    private static ThreadSlice of(Args a) {
        Object tiled = a.value(0);
        if (tiled instanceof cuteprover.atom.TmaCopy tma) {
            tiled = tma.tiled();   // tma_load_a.get_slice(cluster_local_block_id.y): the CTA's slice of the TMA's TiledCopy
        }
        if (!(tiled instanceof cuteprover.atom.TiledMma) && !(tiled instanceof cuteprover.atom.TiledCopy)) {
            throw a.error(0, "expected a tiled MMA or a tiled copy but got " + Values.describe(tiled));
        }
        return new ThreadSlice(tiled, a.integer(1));
    }

    @Override
    public String toString() {
        return "thread " + thread + " of " + tiled;
    }
}
