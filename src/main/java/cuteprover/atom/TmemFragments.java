package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.TiledFamily;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * CuTe's make_fragment_C / make_fragment_A of a UMMA (tcgen05.mma) tiled MMA: the tensor-memory tensor
 * {@code UMMA::tmem_frg<ValueType, StorageType, N_SM, TmemAlloc>::make(shape)} (atom/mma_traits_sm100_frag.hpp).
 * The per-MMA placement atom, (m, n) -> lane + 128*column, is the {@code sm100_tmem_frg.cute} model; it is tiled
 * over the MMA repetitions ({@code tiled_product} with a compact layout of the rest of the shape, skipping every
 * other 16-lane tile for NonInterleaved M = 64) and restrided to tmem_ptr units, {@code (128,16384):(DP<T>,
 * StorageBits/ValueBits)}. Which ValueType, StorageType and TmemAlloc an op uses is its MMA_Traits' FrgTypeA/C.
 */
public final class TmemFragments {

    private TmemFragments() {
    }

    /** make_fragment_C(shape) of a UMMA atom; shape is partition_shape_C's ((M_MMA,N_MMA),MMA_M,MMA_N,...). */
    public static Layout accumulator(MmaAtom atom, IntTuple shape, Decider d) {
        UmmaOps.Fragments f = UmmaOps.fragments(atom.name());
        return make(f.cBits(), 32, f.pair(), f.ts() && !f.pair() ? Alloc.NON_INTERLEAVED : Alloc.INTERLEAVED, shape, d);
    }

    /** make_fragment_A(shape) of a TS UMMA atom (A read from tensor memory); SS ops read A through a descriptor. */
    public static Layout operandA(MmaAtom atom, IntTuple shape, Decider d) {
        UmmaOps.Fragments f = UmmaOps.fragments(atom.name());
        if (!f.ts()) {
            throw new CuteError("make_fragment_A of " + atom.name() + ": an SS op reads A from shared memory through a descriptor"
                    + " (CuTe's FrgTypeA is UMMA::smem_desc), so its fragment is the smem tensor itself, not tensor memory");
        }
        return make(f.aBits(), f.aBits(), f.pair(), f.pair() ? Alloc.DUPLICATED : Alloc.NON_INTERLEAVED, shape, d);
    }

    enum Alloc { INTERLEAVED, NON_INTERLEAVED, DUPLICATED }

    static Layout make(int valueBits, int storageBits, boolean pair, Alloc alloc, IntTuple shape, Decider d) {
        if (shape.isLeaf() || shape.rank() < 1 || shape.mode(0).isLeaf() || shape.mode(0).rank() != 2) {
            throw new CuteError("expected a post-partitioned shape ((M_MMA,N_MMA),MMA_M,MMA_N,...) (partition_shape_C/A), got " + shape);
        }
        long mmaM = Tuples.product(shape.mode(0).mode(0)).value();
        long mmaN = Tuples.product(shape.mode(0).mode(1)).value();
        // a 64-bit value (the interleaved complex tf32 op's A) takes two 32-bit cells: CuTe's tmem_ptr<T> counts columns in
        // T units, so the lane stride halves and the column stride stays 1
        boolean wide = valueBits == 64 && storageBits == 64;
        if (!wide && (storageBits > 32 || 32 % valueBits != 0)) {
            throw new CuteError("a tensor-memory fragment needs a value type of at most 32 bits that divides 32, got " + valueBits);
        }
        String atomName;
        if (!pair) {
            atomName = mmaM == 128 ? "frg_m128" : mmaM == 64 ? "frg_m64" : null;
        } else if (mmaM == 128 || mmaM == 64 && alloc == Alloc.DUPLICATED) {
            atomName = "frg_m128";
        } else {
            atomName = mmaM == 64 ? "frg_2sm_m64" : mmaM == 32 ? "frg_2sm_m32" : null;
        }
        if (atomName == null) {
            throw new CuteError("UMMA_" + (pair ? "2SM" : "1SM") + " M-mode size per CTA should be " + (pair ? "32, 64 or 128" : "64 or 128")
                    + ", got " + mmaM + " (CuTe's tmem_frg static_assert)");
        }
        Layout atom = AtomModels.family("sm100_tmem_frg.cute", atomName, Map.of("N", mmaN));
        List<IntTuple> rest = new ArrayList<>();
        for (int i = 1; i < shape.rank(); i++) {
            rest.add(shape.mode(i));
        }
        long tileStride = !pair && mmaM == 64 && alloc == Alloc.NON_INTERLEAVED ? 2 : 1;
        IntTuple restShape = IntTuple.of(rest);
        Layout repeat = new Layout(restShape, Tuples.map(Tuples.prefixProducts(restShape), s -> SymInt.mul((SymInt) s, SymInt.of(tileStride))));
        Layout logical = TiledFamily.PRODUCT.tiled(atom, repeat, d);
        long laneStride = 65536L * 32 / valueBits;
        Layout restride = new Layout(IntTuple.of(SymInt.of(128), SymInt.of(16384)),
                IntTuple.of(SymInt.of(laneStride), SymInt.of(storageBits / valueBits)));
        return Composition.compose(restride, logical, d);
    }
}
