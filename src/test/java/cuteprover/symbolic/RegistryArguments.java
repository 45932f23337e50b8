package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Argument values for the registry's functions, by the words of their signatures. A word names a kind
 * ({@code LAYOUT}, {@code TILER}, {@code THREAD}, ...); a kind is drawn from small static values mixed with
 * terms in the spec's parameters ({@code N}, {@code N-1}, {@code (4,N/2):(1,4)}, a coordinate past the last
 * tile), or, for the kinds that cannot be made up (MMA and copy atoms, TMA ops), from a fixed pool of values
 * taken from the shipped specs and tests. Arguments that must agree with each other (a partition's tile and
 * its tiled MMA, a TMA atom's gmem, smem and tile) are drawn from one scenario per call.
 */
final class RegistryArguments {

    private RegistryArguments() {
    }

    /** What an argument is. */
    enum Kind {
        INTEGER, SIZE, INDEX, THREAD, MODE_INDEX, BITS, BYTES, OFFSET, CONDITION,
        LAYOUT, SHAPE, STRIDE, TILER, COORD, SLICE_COORD, PROFILE, ORDER, TENSOR, TENSOR_VIEW, POINTER, SWIZZLE,
        THR_LAYOUT, VAL_LAYOUT, TV_LAYOUT, ELEMENT_TYPE, INTEGER_TABLE,
        MMA_ATOM, ATOM_LAYOUT, PERMUTATION_MNK, TILED_MMA, COPY_ATOM, TILED_COPY, TMEM_COPY_ATOM, TMEM_LAYOUT,
        UTCCP_COPY_ATOM, UTCCP_TMEM_LAYOUT, SMEM_ATOM, MMA_SHAPE,
        TMA_OP, TMA, TMA_GMEM, TMA_GMEM_SHAPE, TMA_SMEM, TMA_TILER, TMA_CLUSTER_SIZE, TMA_TILER_MNK_A, TMA_TILER_MNK_B,
        TMA_TILER_MNK_C, TMA_CLUSTER_A, TMA_CLUSTER_B, TMA_CTA_COORD, TMA_CTA_LAYOUT, TMA_SMEM_STAGES, TMA_GMEM_TILES,
        MMA_PARTITION_A, MMA_PARTITION_B, MMA_PARTITION_C, MMA_PARTITION_SHAPE_A, MMA_PARTITION_SHAPE_C,
        SM100_TMA_OP, SM100_GMEM_A, SM100_GMEM_B, SM100_SMEM_A, SM100_SMEM_B, SM100_MMA_TILER, SM100_TILED_MMA, SM100_CLUSTER,
        /** A word that is its own value ({@code Step<_1,X,_1>}, {@code LayoutLeft{}}). */
        LITERAL
    }

    /** The kind each signature word names, wherever it appears. */
    static final Map<String, Kind> WORDS = new HashMap<>();
    /** Words whose kind depends on the function ({@code B} is a layout to admissibility, a mode index to take). */
    static final Map<String, Kind> BY_FUNCTION = new HashMap<>();

    private static void words(Kind kind, String... words) {
        for (String w : words) {
            WORDS.put(w, kind);
        }
    }

    private static void byFunction(Kind kind, String word, String... functions) {
        for (String f : functions) {
            BY_FUNCTION.put(f + "." + word, kind);
        }
    }

    static {
        words(Kind.INTEGER, "a", "b", "x", "y", "z", "v", "f0", "f1", "f2");
        words(Kind.SIZE, "N", "cotarget");
        words(Kind.INDEX, "index", "idx", "INDEX", "thread");
        words(Kind.THREAD, "THREAD");
        words(Kind.MODE_INDEX, "i", "I");
        words(Kind.BITS, "bits", "OLD_BITS", "NEW_BITS");
        words(Kind.BYTES, "BYTES");
        words(Kind.OFFSET, "OFFSET");
        words(Kind.CONDITION, "COND");
        words(Kind.LAYOUT, "L", "A", "B", "X", "L0", "L1", "LAYOUT", "data", "block", "thr", "val", "FRAGMENT");
        words(Kind.SHAPE, "SHAPE", "shape");
        words(Kind.STRIDE, "STRIDE");
        words(Kind.TILER, "TILER", "[B0,B1,...]");
        words(Kind.COORD, "COORD", "coord", "(coord)");
        words(Kind.SLICE_COORD, "(2,_)");
        words(Kind.PROFILE, "profile");
        words(Kind.ORDER, "ORDER", "order");
        words(Kind.TENSOR, "TENSOR", "T");
        words(Kind.TENSOR_VIEW, "{offset} o L");
        words(Kind.POINTER, "PTR");
        words(Kind.SWIZZLE, "Swizzle<B,M,S>{}");
        words(Kind.THR_LAYOUT, "THR_LAYOUT");
        words(Kind.VAL_LAYOUT, "VAL_LAYOUT");
        words(Kind.TV_LAYOUT, "TV", "LAYOUT_TV", "TV1");
        words(Kind.MMA_ATOM, "ATOM");
        words(Kind.ATOM_LAYOUT, "ATOM_LAYOUT");
        words(Kind.PERMUTATION_MNK, "PERMUTATION_MNK");
        words(Kind.TILED_MMA, "TILED_MMA");
        words(Kind.COPY_ATOM, "COPY_ATOM");
        words(Kind.TILED_COPY, "TILED_COPY");
        words(Kind.TMEM_COPY_ATOM, "Copy_Atom<SM100_TMEM_LOAD_...,T>");
        words(Kind.UTCCP_COPY_ATOM, "Copy_Atom<SM100_UTCCP_...,T>");
        words(Kind.TMEM_LAYOUT, "TMEM_LAYOUT");
        words(Kind.SMEM_ATOM, "SMEM_ATOM");
        words(Kind.MMA_SHAPE, "MMA_SHAPE");
        words(Kind.TMA_OP, "TMA_OP", "OP");
        words(Kind.TMA, "TMA");
        words(Kind.TMA_GMEM, "GMEM");
        words(Kind.TMA_SMEM, "SMEM");
        words(Kind.TMA_TILER, "CTA_TILER", "EPILOGUE_TILE_MN");
        words(Kind.TMA_CLUSTER_SIZE, "CLUSTER_SIZE", "CLUSTER_EXTENT");
        words(Kind.TMA_CTA_COORD, "CTA_COORD");
        words(Kind.TMA_CTA_LAYOUT, "CTA_LAYOUT");
        words(Kind.LITERAL, "Step<_1,X,_1>", "LayoutLeft{}", "LayoutRight{}");

        byFunction(Kind.ELEMENT_TYPE, "T", "sizeof", "sizeof_bits");
        byFunction(Kind.COORD, "A", "elem_less", "elem_leq", "elem_gtr", "elem_geq", "lex_less");
        byFunction(Kind.COORD, "B", "elem_less", "elem_leq", "elem_gtr", "elem_geq", "lex_less");
        byFunction(Kind.MODE_INDEX, "B", "take", "group_modes");
        byFunction(Kind.SHAPE, "A", "congruent", "weakly_congruent");
        byFunction(Kind.SHAPE, "B", "congruent", "weakly_congruent");
        byFunction(Kind.MODE_INDEX, "E", "take", "group_modes");
        byFunction(Kind.LAYOUT, "SMEM", "bank_conflicts", "bank_report", "bank_wavefronts", "synthesize_swizzle", "synthesize_tma_swizzle");
        byFunction(Kind.TV_LAYOUT, "thr", "make_layout_tv", "tiler_mn");
        byFunction(Kind.VAL_LAYOUT, "val", "make_layout_tv", "tiler_mn");
        byFunction(Kind.INTEGER_TABLE, "f0", "infer");
        byFunction(Kind.INTEGER_TABLE, "f1", "infer");
        byFunction(Kind.TMA_GMEM_SHAPE, "SHAPE", "get_tma_tensor");
        byFunction(Kind.TMA_SMEM_STAGES, "SMEM", "tma_partition");
        byFunction(Kind.TMA_GMEM_TILES, "GMEM", "tma_partition");
        byFunction(Kind.TMA_TILER_MNK_A, "CTA_TILER_MNK", "make_tma_copy_A_sm90");
        byFunction(Kind.TMA_TILER_MNK_B, "CTA_TILER_MNK", "make_tma_copy_B_sm90");
        byFunction(Kind.TMA_TILER_MNK_C, "CTA_TILER_MNK", "make_tma_copy_C_sm90");
        byFunction(Kind.TMA_CLUSTER_A, "CLUSTER_MNK", "make_tma_copy_A_sm90");
        byFunction(Kind.TMA_CLUSTER_B, "CLUSTER_MNK", "make_tma_copy_B_sm90");
        byFunction(Kind.UTCCP_TMEM_LAYOUT, "TMEM_LAYOUT", "make_utccp_copy");
        // a fragment is made of a thread's partition of the same tiled MMA (rank >= 3), or of its partition's shape
        byFunction(Kind.MMA_PARTITION_A, "TENSOR", "make_fragment_A");
        byFunction(Kind.MMA_PARTITION_B, "TENSOR", "make_fragment_B");
        byFunction(Kind.MMA_PARTITION_C, "TENSOR", "make_fragment_C");
        byFunction(Kind.MMA_PARTITION_SHAPE_A, "SHAPE", "make_fragment_A");
        byFunction(Kind.MMA_PARTITION_SHAPE_C, "SHAPE", "make_fragment_C");
        // SM100's TMA atoms: gmem, smem (the UMMA's partition of the tile), MMA tiler, UMMA and cluster of one scenario
        for (String operand : List.of("A", "B")) {
            String f = "make_tma_atom_" + operand + "_sm100";
            byFunction(Kind.SM100_TMA_OP, "TMA_OP", f);
            byFunction(operand.equals("A") ? Kind.SM100_GMEM_A : Kind.SM100_GMEM_B, "GMEM", f);
            byFunction(operand.equals("A") ? Kind.SM100_SMEM_A : Kind.SM100_SMEM_B, "SMEM", f);
            byFunction(Kind.SM100_MMA_TILER, "MMA_TILER", f);
            byFunction(Kind.SM100_TILED_MMA, "TILED_MMA", f);
            byFunction(Kind.SM100_CLUSTER, "CLUSTER_LAYOUT_VMNK", f);
        }
    }

    /** The kind of {@code word} in a call of {@code function}; null where the word names nothing we can draw. */
    static Kind kind(String function, String word) {
        Kind k = BY_FUNCTION.get(function + "." + word);
        return k != null ? k : WORDS.get(word);
    }

    // Pools: values of the kinds that cannot be made up, each from the shipped specs, README or tests.
    static final List<String> MMA_ATOMS = List.of("SM80_16x8x16_F16F16F16F16_TN", "SM80_16x8x8_F32F16F16F32_TN",
            "SM80_8x8x4_F64F64F64F64_TN", "UniversalFMA<float,float,float>", "SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>");
    static final List<String> TILED_MMAS = List.of("make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN)",
            "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1), (32,32,16))",
            "make_tiled_mma(UniversalFMA<float,float,float>, (4,2,1))",
            "make_tiled_mma(SM80_8x8x4_F64F64F64F64_TN, (2,1,1))",
            "make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
            "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::K>)");
    static final List<String> COPY_ATOMS = List.of("Copy_Atom<UniversalCopy<half_t>, half_t>", "Copy_Atom<UniversalCopy<uint32_t>, half_t>",
            "Copy_Atom<SM75_U32x4_LDSM_N, half_t>", "Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>", "Copy_Atom<DefaultCopy, float>",
            "Copy_Atom<UniversalCopy<float>, float>");
    static final List<String> TILED_COPIES = List.of(
            "make_tiled_copy(Copy_Atom<UniversalCopy<half_t>, half_t>, (4,2):(2,1), (1,2))",
            "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>, (4,2), (2,1))",
            "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>, (16,8):(8,1), (1,8))",
            "make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2), (32,32,16)))",
            "make_tiled_copy_C(Copy_Atom<UniversalCopy<float>, float>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1), (32,32,16)))");
    static final List<String> TMEM_COPY_ATOMS = List.of("Copy_Atom<SM100_TMEM_LOAD_32dp32b8x, float>", "Copy_Atom<SM100_TMEM_LOAD_16dp128b8x, float>");
    static final List<String> UTCCP_COPY_ATOMS = List.of("Copy_Atom<SM100_UTCCP_4x32dp128bit_1cta, float_ue8m0_t>",
            "Copy_Atom<SM100_UTCCP_128dp256bit_1cta, half_t>");
    static final List<String> ELEMENT_TYPES = List.of("half_t", "float", "uint8_t", "int32_t", "bfloat16_t", "double", "uint128_t");
    static final List<String> SMEM_ATOMS = List.of("UMMA::Layout_K_SW128_Atom<half_t>", "UMMA::Layout_MN_SW128_Atom<half_t>",
            "GMMA::Layout_K_SW64_Atom<half_t>");
    static final String UMMA = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>)";

    /** A value of the concrete engine, for the sizes of a pool value (its tile, its threads). */
    private static final Map<String, Object> CONCRETE = new ConcurrentHashMap<>();

    private static long[] longs(String expr) {
        Object v = CONCRETE.computeIfAbsent(expr, e -> Evaluator.concrete().evaluate(e));
        IntTuple t = (IntTuple) v;
        long[] out = new long[t.isLeaf() ? 1 : t.rank()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Tuples.product(t.isLeaf() ? t : t.mode(i)).value();
        }
        return out;
    }

    private static long count(String expr) {
        return ((SymInt) CONCRETE.computeIfAbsent(expr, e -> Evaluator.concrete().evaluate(e))).value();
    }

    /**
     * Draws the arguments of one call. The parameters are the spec's ({@code N}, or {@code N} and {@code M});
     * {@code layoutRank} and {@code tilerRank} are the ranks of the call's layouts and of its tilers and
     * coordinates (a projection {@code Step<_1,X,_1>} makes them differ).
     */
    static final class Draw {
        final Random random;
        final List<String> params;
        int layoutRank;
        int tilerRank;
        private String mma;
        private long[] mmaTile;
        /** The thread count of the call's tiled MMA, copy or static thread layout (0: none yet), for its thread index. */
        private long threads;
        private long[] copyTile;
        private Tma tma;
        private Sm100 sm100;
        private List<Integer> lastShapeModes;

        Draw(Random random, List<String> params) {
            this.random = random;
            this.params = params;
            this.layoutRank = 1 + random.nextInt(3);
            this.tilerRank = layoutRank;
        }

        String pick(List<String> values) {
            return values.get(random.nextInt(values.size()));
        }

        private String pick(String... values) {
            return values[random.nextInt(values.length)];
        }

        private boolean chance(double p) {
            return random.nextDouble() < p;
        }

        String param() {
            return pick(params);
        }

        /** A shape entry: mostly static, else a term that may be 0 at the smallest allowed value (N/2, N-1). */
        String sizeTerm() {
            if (chance(0.55)) {
                return pick("1", "2", "2", "3", "4", "8");
            }
            String p = param();
            return pick(p, p, "2*" + p, p + "+1", p + "/2", p + "-1", "4*" + p);
        }

        /** A positive size: cotargets, up- and downcast factors. */
        String positiveTerm() {
            if (chance(0.5)) {
                return pick("1", "2", "4", "8", "16");
            }
            String p = param();
            return pick(p, "2*" + p, p + "+1", "4*" + p, p + "/2");
        }

        /** An index or coordinate entry: static, or a term that may be past the end or negative (N-2 at N = 1). */
        String indexTerm() {
            if (chance(0.45)) {
                return String.valueOf(random.nextInt(8));
            }
            String p = param();
            return pick(p, p + "-1", p + "/2", "2*" + p, p + "+1", p + "-2");
        }

        String integer() {
            if (chance(0.4)) {
                return String.valueOf(random.nextInt(13) - 3);
            }
            String p = param();
            return pick(p, p + "-1", p + "/2", "2*" + p, p + "+3", "-" + p, p + "*" + param(), "3-" + p);
        }

        String draw(Kind kind, String word) {
            switch (kind) {
                case INTEGER: return integer();
                case SIZE: return positiveTerm();
                case INDEX: return threads > 0 ? thread() : indexTerm();
                case THREAD: return thread();
                case MODE_INDEX: return chance(0.85) ? String.valueOf(random.nextInt(3)) : param() + "-1";
                case BITS: return chance(0.9) ? pick("8", "16", "32", "64") : param();
                case BYTES: return pick("1", "2", "4", "8", "16");
                case OFFSET: return chance(0.6) ? pick("0", "4", "16") : pick(param(), "4*" + param());
                case CONDITION: return pick(param() + " > 2", param() + " % 2 == 0", param() + " <= 3");
                case LAYOUT: return layout();
                case SHAPE: return shape(layoutRank);
                case STRIDE: return stride();
                case TILER: return tiler();
                case COORD: return coordinate(tilerRank, false);
                case SLICE_COORD: return coordinate(layoutRank, true);
                case PROFILE: return pick("Step<_1,_1>", "(1,1)", "(1,(1,1))", "_");
                case ORDER: return order();
                case TENSOR: return tensor(false);
                case TENSOR_VIEW: return tensor(true);
                case POINTER: return "0";
                case SWIZZLE: return pick("Swizzle<1,0,1>{}", "Swizzle<2,0,2>{}", "Swizzle<1,1,2>{}", "Swizzle<2,1,3>{}");
                case THR_LAYOUT: return threadLayout();
                case VAL_LAYOUT: return pick("(1,2)", "(2,1)", "(1,1)", "(2,2):(2,1)", "(1," + param() + ")", "(1,8)");
                case TV_LAYOUT: return pick("((4,8),2):((16,1),8)", "(8,2):(2,1)", "((2,4),2):((8,1),4)", "(" + param() + ",2):(2,1)",
                        "((4,8),8):((64,1),8)", "(4,2):(1,4)");
                case ELEMENT_TYPE: return pick(ELEMENT_TYPES);
                case INTEGER_TABLE: return pick("0", "2", "4", param(), "2*" + param(), "7");
                case MMA_ATOM: return pick(MMA_ATOMS);
                case ATOM_LAYOUT: return "(" + pick("1", "2", param()) + "," + pick("1", "2", param()) + ",1)";
                case PERMUTATION_MNK: return pick("(32,32,16)", "(16,16,16)", "(32,16,16)", "(16*" + param() + ",16,16)", "(_,_,_)");
                case TILED_MMA: return tiledMma();
                case COPY_ATOM: return pick(COPY_ATOMS);
                case TILED_COPY: return tiledCopy();
                case TMEM_COPY_ATOM: return pick(TMEM_COPY_ATOMS);
                case TMEM_LAYOUT: return pick("(128,64):(65536,1)", "(128,32):(65536,1)", "(128,32*" + param() + "):(65536,1)");
                case UTCCP_COPY_ATOM: return pick(UTCCP_COPY_ATOMS);
                case UTCCP_TMEM_LAYOUT: return pick("(128,16):(262144,1)", "(128,64):(131072,1)", "(32,8):(65536,1)");
                case SMEM_ATOM: return pick(SMEM_ATOMS);
                case MMA_SHAPE: return "partition_shape_" + pick("A", "B") + "(" + UMMA + ", (256," + pick("64", "128", "64*" + param()) + "))";
                case TMA_OP: return tma().op;
                case TMA: return tma().atom();
                case TMA_GMEM: return tma().gmem;
                case TMA_GMEM_SHAPE: return tma().gmemShape;
                case TMA_SMEM: return tma().smem(0);
                case TMA_TILER: return tma().tile();
                case TMA_CLUSTER_SIZE: return String.valueOf(tma().cluster);
                case TMA_TILER_MNK_A: return "(" + tma().rows + ",64," + tma().cols + ")";
                case TMA_TILER_MNK_B: return "(64," + tma().rows + "," + tma().cols + ")";
                case TMA_TILER_MNK_C: return "(" + tma().rows + "," + tma().cols + ",64)";
                case TMA_CLUSTER_A: return "(1," + tma().cluster + ",1)";
                case TMA_CLUSTER_B: return "(" + tma().cluster + ",1,1)";
                case TMA_CTA_COORD: return chance(0.5) ? String.valueOf(random.nextInt(tma().cluster + 1)) : pick(param() + "-1", param());
                case TMA_CTA_LAYOUT: return String.valueOf(tma().cluster);
                case TMA_SMEM_STAGES: return "group_modes<0,2>(" + tma().smem(1 + random.nextInt(3)) + ")";
                case TMA_GMEM_TILES: return "group_modes<0,2>(local_tile(" + tma().gmem + ", " + tma().tile() + ", (" + indexTerm() + ",_)))";
                case MMA_PARTITION_A: return "partition_A(" + mmaOrDraw() + ", " + layout() + ", " + thread() + ")";
                case MMA_PARTITION_B: return "partition_B(" + mmaOrDraw() + ", " + layout() + ", " + thread() + ")";
                case MMA_PARTITION_C: return "partition_C(" + mmaOrDraw() + ", " + layout() + ", " + thread() + ")";
                case MMA_PARTITION_SHAPE_A: return "partition_shape_A(" + mmaOrDraw() + ", " + tiledShape() + ")";
                case MMA_PARTITION_SHAPE_C: return "partition_shape_C(" + mmaOrDraw() + ", " + tiledShape() + ")";
                case SM100_TMA_OP: return sm100().op;
                case SM100_GMEM_A: return sm100().gmem("A");
                case SM100_GMEM_B: return sm100().gmem("B");
                case SM100_SMEM_A: return sm100().smem("A");
                case SM100_SMEM_B: return sm100().smem("B");
                case SM100_MMA_TILER: return sm100().tiler;
                case SM100_TILED_MMA: return sm100().mma;
                case SM100_CLUSTER: return sm100().cluster;
                case LITERAL: return word;
                default: throw new IllegalStateException("no value for " + kind);
            }
        }

        /** A thread index around the call's thread count: inside, at the end or past it. */
        String thread() {
            long count = threads > 0 ? threads : 32;
            String p = param();
            if (chance(0.3)) {
                return String.valueOf(random.nextInt((int) count + 2));
            }
            return pick(p, p + "-1", (count - 1) + "-" + p, count + "-" + p, p + "+" + (count - 3), "8*" + p);
        }

        /** The call's tiled MMA (drawn here if the call has none yet). */
        private String mmaOrDraw() {
            return mma != null ? mma : tiledMma();
        }

        /** A shape of whole tiles of the call's tiled MMA (M x N, M x K or N x K), some counts of tiles a parameter. */
        private String tiledShape() {
            String l = layout();
            return l.contains(":") && !l.contains(" o ") ? l.substring(0, l.indexOf(':')) : l;
        }

        String tiledMma() {
            mma = pick(TILED_MMAS);
            mmaTile = longs("tile_size(" + mma + ")");
            threads = count("size(" + mma + ")");
            return mma;
        }

        String tiledCopy() {
            String copy = pick(TILED_COPIES);
            copyTile = longs("tile_size(" + copy + ")");
            threads = count("size(" + copy + ")");
            return copy;
        }

        /** A layout; one whose modes are whole tiles of the call's tiled MMA or copy where the call has one. */
        String layout() {
            if (mma != null && chance(0.75)) {
                int a = random.nextInt(3);
                int b = (a + 1 + random.nextInt(2)) % 3;
                return tiledLayout(mmaTile[a], mmaTile[b]);
            }
            if (copyTile != null && copyTile.length >= 2 && chance(0.75)) {
                return tiledLayout(copyTile[0], copyTile[1]);
            }
            if (chance(0.15)) {
                String p = param();
                return pick("(4," + p + "/2):(1,4)", "(" + p + ",4):(1," + p + ")", "(4," + p + "):(" + p + ",1)", "(2,(" + p + ",2)):(1,(2,2*" + p + "))",
                        "Sw<2,0,2> o 0 o (4," + p + "):(" + p + ",1)", "(" + p + ",2):(2,1)", "(8," + p + "):(1,8)");
            }
            String l = layout(layoutRank);
            return chance(0.1) ? pick("Sw<1,0,1>", "Sw<2,0,2>", "Sw<1,1,1>", "Sw<2,1,3>", "Sw<1,2,2>") + " o 0 o " + l : l;
        }

        /** A column-major layout of whole tiles (rows x cols), some counts of tiles a parameter. */
        private String tiledLayout(long rows, long cols) {
            String r = rows + (chance(0.4) ? "*" + param() : chance(0.3) ? "*2" : "");
            String c = cols + (chance(0.3) ? "*" + param() : "");
            return chance(0.7) ? "(" + r + "," + c + "):(1," + r + ")" : "(" + r + "," + c + "):(" + c + ",1)";
        }

        /** A layout of that rank: shapes with terms, strides compact (either order), static or symbolic. */
        String layout(int rank) {
            List<List<String>> modes = shapeModes(rank);
            List<String> leaves = new ArrayList<>();
            modes.forEach(leaves::addAll);
            List<String> strides = new ArrayList<>();
            double style = random.nextDouble();
            if (style < 0.6) {
                List<String> running = new ArrayList<>();
                List<String> order = new ArrayList<>(leaves);
                boolean rowMajor = style >= 0.4;
                String[] out = new String[leaves.size()];
                for (int k = 0; k < leaves.size(); k++) {
                    int at = rowMajor ? leaves.size() - 1 - k : k;
                    out[at] = product(running);
                    running.add(order.get(at));
                }
                strides.addAll(List.of(out));
            } else {
                for (int k = 0; k < leaves.size(); k++) {
                    strides.add(chance(0.15) ? pick(param(), "2*" + param()) : pick("0", "1", "1", "2", "3", "4", "8", "16"));
                }
            }
            return nest(modes, leaves) + ":" + nest(modes, strides);
        }

        String shape(int rank) {
            List<List<String>> modes = shapeModes(rank);
            List<String> leaves = new ArrayList<>();
            modes.forEach(leaves::addAll);
            lastShapeModes = modes.stream().map(List::size).toList();
            return nest(modes, leaves);
        }

        private String stride() {
            List<Integer> modes = lastShapeModes != null ? lastShapeModes : List.of(1, 1);
            List<List<String>> shapeLike = new ArrayList<>();
            List<String> strides = new ArrayList<>();
            for (int m : modes) {
                List<String> mode = new ArrayList<>();
                for (int k = 0; k < m; k++) {
                    mode.add("");
                    strides.add(chance(0.2) ? pick(param(), "2*" + param()) : pick("0", "1", "2", "4", "8"));
                }
                shapeLike.add(mode);
            }
            return nest(shapeLike, strides);
        }

        /** Modes of a shape: each a leaf or, sometimes, two leaves. */
        private List<List<String>> shapeModes(int rank) {
            List<List<String>> modes = new ArrayList<>();
            for (int m = 0; m < rank; m++) {
                List<String> mode = new ArrayList<>();
                mode.add(sizeTerm());
                if (chance(0.15)) {
                    mode.add(sizeTerm());
                }
                modes.add(mode);
            }
            return modes;
        }

        /** The text of a tuple with that nesting: ((a,b),c) for modes [[a,b],[c]]; a rank-1 flat tuple is its leaf. */
        private static String nest(List<List<String>> modes, List<String> leaves) {
            StringBuilder sb = new StringBuilder();
            int k = 0;
            for (List<String> mode : modes) {
                sb.append(sb.length() == 0 ? "" : ",");
                if (mode.size() == 1) {
                    sb.append(leaves.get(k++));
                } else {
                    sb.append('(');
                    for (int j = 0; j < mode.size(); j++) {
                        sb.append(j == 0 ? "" : ",").append(leaves.get(k++));
                    }
                    sb.append(')');
                }
            }
            return modes.size() == 1 && modes.get(0).size() == 1 ? sb.toString() : "(" + sb + ")";
        }

        private static String product(List<String> factors) {
            List<String> kept = new ArrayList<>();
            for (String f : factors) {
                if (!f.equals("1")) {
                    kept.add(f.matches("[0-9]+|[A-Za-z]+|[0-9]+\\*[A-Za-z]+") ? f : "(" + f + ")");
                }
            }
            return kept.isEmpty() ? "1" : String.join("*", kept);
        }

        private String tiler() {
            if (chance(0.3)) {
                List<String> layouts = new ArrayList<>();
                for (int m = 0; m < tilerRank; m++) {
                    layouts.add(pick("1", "2", param(), param() + "/2") + ":" + pick("1", "1", "2", param()));
                }
                return "[" + String.join(",", layouts) + "]";
            }
            List<String> entries = new ArrayList<>();
            for (int m = 0; m < tilerRank; m++) {
                entries.add(chance(0.7) ? pick("1", "2", "2", "4") : pick(param(), param() + "/2", "2*" + param()));
            }
            return entries.size() == 1 ? entries.get(0) : "(" + String.join(",", entries) + ")";
        }

        private String coordinate(int rank, boolean slice) {
            List<String> entries = new ArrayList<>();
            int free = slice ? random.nextInt(rank) : -1;
            for (int m = 0; m < rank; m++) {
                entries.add(m == free || (!slice && chance(0.1)) ? "_" : indexTerm());
            }
            return entries.size() == 1 ? (slice ? "(_)" : entries.get(0)) : "(" + String.join(",", entries) + ")";
        }

        private String order() {
            List<String> entries = new ArrayList<>();
            for (int m = 0; m < layoutRank; m++) {
                entries.add(String.valueOf(m));
            }
            java.util.Collections.shuffle(entries, random);
            return entries.size() == 1 ? entries.get(0) : "(" + String.join(",", entries) + ")";
        }

        /** A tensor: a layout, or a view {offset} o L (make_tensor, or a tile of whole tiles at a coordinate that may be past them). */
        private String tensor(boolean viewOnly) {
            String l = layout();
            double r = random.nextDouble();
            if (!viewOnly && r < 0.3) {
                return l;
            }
            if (r < 0.6) {
                return "make_tensor(0, " + l + ")";
            }
            String t0 = pick("2", "4", param());
            String t1 = pick("1", "2", "4", param());
            String rows = t0 + "*" + pick("1", "2", param());
            String cols = t1 + "*" + pick("1", "2", param());
            String whole = mma != null || copyTile != null ? l : "(" + rows + "," + cols + "):(1," + rows + ")";
            return "local_tile(" + whole + ", (" + t0 + "," + t1 + "), (" + indexTerm() + "," + indexTerm() + "))";
        }

        /** A thread layout, static as CuTe's must be: its thread count is the call's, for its index. */
        private String threadLayout() {
            List<String> entries = new ArrayList<>();
            threads = 1;
            for (int m = 0; m < tilerRank; m++) {
                String e = pick("1", "2", "2", "4");
                entries.add(e);
                threads *= Long.parseLong(e);
            }
            String shape = entries.size() == 1 ? entries.get(0) : "(" + String.join(",", entries) + ")";
            if (chance(0.5)) {
                return shape;
            }
            List<String> running = new ArrayList<>();
            List<String> strides = new ArrayList<>();
            for (String e : entries) {
                strides.add(product(running));
                running.add(e);
            }
            return shape + ":" + (strides.size() == 1 ? strides.get(0) : "(" + String.join(",", strides) + ")");
        }

        private Sm100 sm100() {
            if (sm100 == null) {
                sm100 = new Sm100(this);
            }
            return sm100;
        }

        /** Whether the call drew a TMA scenario (its properties can then build the partition of the same TMA). */
        boolean hasTma() {
            return tma != null;
        }

        Tma tmaScenario() {
            return tma();
        }

        private Tma tma() {
            if (tma == null) {
                tma = new Tma(this);
            }
            return tma;
        }
    }

    /**
     * One SM100 TMA configuration (cute/atom/copy_traits_sm100_tma.hpp as the Blackwell tutorials call it): a UMMA, its
     * MMA tiler, the smem of its partition of one tile (tile_to_mma_shape), K- or MN-major gmem of whole tiles (a
     * parameter's count of them, or a stride that is a parameter) and a cluster, multicast or not.
     */
    static final class Sm100 {
        final String op;
        final String mma;
        final String tiler;
        final String cluster;
        private final boolean kMajor;
        private final long m;
        private final long n;
        private final Draw draw;

        Sm100(Draw d) {
            draw = d;
            kMajor = d.random.nextBoolean();
            m = 128;
            n = kMajor ? 256 : 128;
            String major = kMajor ? "UMMA::Major::K" : "UMMA::Major::MN";
            mma = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float," + m + "," + n + "," + major + "," + major + ">)";
            tiler = "(" + m + "," + n + ",64)";
            boolean multicast = d.random.nextBoolean();
            op = multicast ? "SM90_TMA_LOAD_MULTICAST" : "SM90_TMA_LOAD";
            cluster = multicast ? d.pick(List.of("((1),2,2,1):((0),1,2,0)", "((1),4,1,1):((0),1,0,0)")) : "((1),1,1,1):((0),0,0,0)";
        }

        /** Operand A's (M,K) or B's (N,K) gmem. */
        String gmem(String operand) {
            long rows = operand.equals("A") ? m : n;
            String p = draw.param();
            String r = rows + draw.pick(List.of("*" + p, "*2", "*4"));
            String c = "64" + draw.pick(List.of("*" + p, "*2", "*16"));
            String stride = kMajor ? "(" + draw.pick(List.of(c, c, "64*" + p)) + ",1)" : "(1," + draw.pick(List.of(r, r, rows + "*" + p)) + ")";
            return "(" + r + "," + c + "):" + stride;
        }

        String smem(String operand) {
            long rows = operand.equals("A") ? m : n;
            return "UMMA::tile_to_mma_shape(UMMA::Layout_" + (kMajor ? "K" : "MN") + "_SW128_Atom<half_t>, partition_shape_" + operand + "("
                    + mma + ", (" + rows + ",64)))";
        }
    }

    /**
     * One TMA configuration whose parts agree (CuTe's refusals are the majorness of gmem and smem, a box above 256,
     * a multicast that does not split the box, sizes that differ): a half_t tile of rows x cols, gmem of whole
     * tiles (a parameter's count of them, or a stride that is a parameter), smem K- or MN-major, swizzled or not.
     */
    static final class Tma {
        final String op;
        final int cluster;
        final long rows;
        final long cols;
        final boolean kMajor;
        final String gmem;
        final String gmemShape;
        private final String smemForm;
        private final Draw draw;

        Tma(Draw d) {
            draw = d;
            cluster = d.random.nextInt(3) == 0 ? 2 : 1;
            op = cluster > 1 ? "SM90_TMA_LOAD_MULTICAST" : d.pick(List.of("SM90_TMA_LOAD", "SM90_TMA_LOAD", "SM90_TMA_STORE"));
            rows = List.of(16L, 32L, 64L).get(d.random.nextInt(3));
            cols = List.of(16L, 32L, 64L).get(d.random.nextInt(3));
            kMajor = d.random.nextBoolean();
            String p = d.param();
            String r = rows + d.pick(List.of("*" + p, "*2", ""));
            String c = cols + d.pick(List.of("*" + p, "*2", ""));
            gmemShape = "(" + r + "," + c + ")";
            String stride;
            if (d.random.nextInt(5) == 0) {
                stride = "(1@0,1@1)";
            } else if (kMajor) {
                stride = "(" + d.pick(List.of(c, c, p, cols + "*" + p)) + ",1)";
            } else {
                stride = "(1," + d.pick(List.of(r, r, p, rows + "*" + p)) + ")";
            }
            gmem = gmemShape + ":" + stride;
            String mode = kMajor ? "K" : "MN";
            smemForm = d.pick(List.of("tile_to_shape(GMMA::Layout_" + mode + "_SW32_Atom<half_t>, (%s))",
                    kMajor ? "tile_to_shape((1,8):(0,1), (%s))" : "tile_to_shape((8,1):(1,0), (%s))",
                    kMajor ? "tile_to_shape((1,16):(0,1), (%s))" : "tile_to_shape((16,1):(1,0), (%s))"));
        }

        String tile() {
            return "(" + rows + "," + cols + ")";
        }

        /** The smem tile, with that many pipeline stages as a third mode (none for 0). */
        String smem(int stages) {
            return String.format(smemForm, rows + "," + cols + (stages > 0 ? "," + stages : ""));
        }

        String atom() {
            return "make_tma_atom(" + op + ", " + gmem + ", " + smem(0) + ", " + tile() + (cluster > 1 ? ", " + cluster : "") + ")";
        }
    }
}
