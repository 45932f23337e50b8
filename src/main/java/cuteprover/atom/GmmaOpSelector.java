package cuteprover.atom;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * CuTe's {@code GMMA::ss_op_selector<ElementA, ElementB, ElementC, TileShape_MNK, MajorA, MajorB>()} and
 * {@code rs_op_selector<...>()} (cute/arch/mma_sm90.hpp), which CUTLASS's SM90 collective builders call to
 * pick the wgmma op: by the element types the op family and its K, then the largest N of the family's list
 * that divides the tile's N. The list is the one of CUTLASS's default build (256, 192, 128, 96, 64, 32, 16, 8;
 * the build flag CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED adds the other N, which are named directly here).
 * A configuration the selector's static_asserts refuse is refused with the same words.
 */
final class GmmaOpSelector {

    /** The N the selector tries, in its order, in CUTLASS's default build. */
    private static final long[] N = {256, 192, 128, 96, 64, 32, 16, 8};

    /** Operand types (A, B) to the op's type letters and K, per accumulator type. */
    private record Family(String letters, int k, boolean kMajorOnly) { }

    private static final Map<String, Map<String, Family>> FAMILIES = Map.of(
            "half_t", Map.of(
                    "half_t,half_t", new Family("F16F16F16", 16, false),
                    "float_e4m3_t,float_e4m3_t", new Family("F16E4M3E4M3", 32, true),
                    "float_e4m3_t,float_e5m2_t", new Family("F16E4M3E5M2", 32, true),
                    "float_e5m2_t,float_e4m3_t", new Family("F16E5M2E4M3", 32, true),
                    "float_e5m2_t,float_e5m2_t", new Family("F16E5M2E5M2", 32, true)),
            "float", Map.of(
                    "half_t,half_t", new Family("F32F16F16", 16, false),
                    "bfloat16_t,bfloat16_t", new Family("F32BF16BF16", 16, false),
                    "tfloat32_t,tfloat32_t", new Family("F32TF32TF32", 8, true),
                    "float_e4m3_t,float_e4m3_t", new Family("F32E4M3E4M3", 32, true),
                    "float_e4m3_t,float_e5m2_t", new Family("F32E4M3E5M2", 32, true),
                    "float_e5m2_t,float_e4m3_t", new Family("F32E5M2E4M3", 32, true),
                    "float_e5m2_t,float_e5m2_t", new Family("F32E5M2E5M2", 32, true)),
            "int32_t", Map.of(
                    "int8_t,int8_t", new Family("S32S8S8", 32, true),
                    "int8_t,uint8_t", new Family("S32S8U8", 32, true),
                    "uint8_t,int8_t", new Family("S32U8S8", 32, true),
                    "uint8_t,uint8_t", new Family("S32U8U8", 32, true)));

    private GmmaOpSelector() {
    }

    static boolean isSelector(String head) {
        String h = head.substring(head.lastIndexOf(':') + 1);
        return h.equals("ss_op_selector") || h.equals("rs_op_selector");
    }

    /** The op the selector returns, as CuTe names it ({@code SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>}). */
    static TypeName select(TypeName call) {
        boolean rs = call.head().endsWith("rs_op_selector");
        String name = rs ? "rs_op_selector" : "ss_op_selector";
        List<TypeName> a = call.args();
        if (a.size() < 4) {
            throw new CuteError(name + " takes <ElementA, ElementB, ElementC, TileShape_MNK[, MajorA, MajorB, Args...]>, got " + call);
        }
        String majorA = a.size() > 4 ? Majors.of(a.get(4), "GMMA", name) : "K";
        String majorB = a.size() > 5 ? Majors.of(a.get(5), "GMMA", name) : "K";
        TypeName tile = a.get(3);
        if (StaticTypes.rank(tile) != 3) {
            throw rejects(name, "TileShape_MNK must be rank 3.", call);
        }
        long tileM = StaticTypes.modeSize(tile, 0, "TileShape_MNK");
        long tileN = StaticTypes.modeSize(tile, 1, "TileShape_MNK");
        long tileK = StaticTypes.modeSize(tile, 2, "TileShape_MNK");
        if (tileM % 64 != 0) {
            throw rejects(name, "Tile_M must be a multiple of 64.", call);
        }
        if (rs && !majorA.equals("K")) {
            throw rejects(name, "Register source A operand GMMAs must have K-major A layout.", call);
        }
        String c = ElementType.strip(a.get(2).toString());
        Map<String, Family> byOperands = FAMILIES.get(c);
        if (byOperands == null) {
            throw rejects(name, "Unknown ElementC accumulator type.", call);
        }
        Family f = byOperands.get(ElementType.strip(a.get(0).toString()) + "," + ElementType.strip(a.get(1).toString()));
        if (f == null) {
            throw rejects(name, "No eligible GMMA operator for request configuration.", call);
        }
        if (f.kMajorOnly() && !majorA.equals("K")) {
            throw rejects(name, "MajorA must be GMMA::Major::K for this config.", call);
        }
        if (f.kMajorOnly() && !majorB.equals("K")) {
            throw rejects(name, "MajorB must be GMMA::Major::K for this config.", call);
        }
        if (tileK % f.k() != 0) {
            throw rejects(name, "Tile_K must be a multiple of " + f.k() + ".", call);
        }
        for (long n : N) {
            if (tileN % n == 0) {
                String op = "SM90_64x" + n + "x" + f.k() + "_" + f.letters() + "_" + (rs ? "RS" : "SS");
                if (f.kMajorOnly()) {
                    return new TypeName(op + "_TN", List.of());
                }
                List<TypeName> args = new ArrayList<>();
                args.add(new TypeName("GMMA::Major::" + majorA, List.of()));
                args.add(new TypeName("GMMA::Major::" + majorB, List.of()));
                args.addAll(a.subList(Math.min(a.size(), 6), a.size()));   // ScaleOut, ScaleIn... passed on
                return new TypeName(op, args);
            }
        }
        throw rejects(name, "Tile_N must be a multiple of 8.", call);
    }

    static CuteError rejects(String selector, String staticAssert, TypeName call) {
        return new CuteError("CuTe rejects this " + selector + " ('" + staticAssert + "'): " + call);
    }
}
