package cuteprover.atom;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * CUTLASS's SM100 builder helpers (gemm/collective/builders/sm100_common.inl) that pick the UMMA op of a
 * mainloop: {@code sm100_make_1sm_trivial_tiled_mma<ElementA, ElementB, ElementAcc, TileShape_MNK, ClusterShape_MNK,
 * MajorA, MajorB[, ANeg, BNeg]>()}, {@code sm100_make_2sm_trivial_tiled_mma<...>()} and
 * {@code sm100_make_trivial_tiled_mma<..., MajorA, MajorB, ScheduleTag[, ANeg, BNeg]>()} (a 2SM schedule, a 1SM
 * schedule, or KernelScheduleAuto: 2SM when the cluster's M is even and the tile's M a multiple of 128). Each
 * returns {@code make_tiled_mma(OP{})}; the op is returned here and the refusals are CUTLASS's static_asserts.
 */
final class Sm100TrivialTiledMma {

    private static final Set<String> FP8_FAMILY = Set.of("type_erased_dynamic_float8_t", "type_erased_dynamic_float6_unpacksmem_t",
            "type_erased_dynamic_float4_unpacksmem_t", "float_e4m3_t", "float_e5m2_t", "float_e2m3_unpacksmem_t",
            "float_e3m2_unpacksmem_t", "float_e2m1_unpacksmem_t");

    private Sm100TrivialTiledMma() {
    }

    static boolean isBuilder(String head) {
        String h = head.substring(head.lastIndexOf(':') + 1);
        return h.equals("sm100_make_1sm_trivial_tiled_mma") || h.equals("sm100_make_2sm_trivial_tiled_mma")
                || h.equals("sm100_make_trivial_tiled_mma");
    }

    /** The UMMA op the helper hands to make_tiled_mma. */
    static TypeName op(TypeName call) {
        String name = call.head().substring(call.head().lastIndexOf(':') + 1);
        List<TypeName> a = call.args();
        boolean chooses = name.equals("sm100_make_trivial_tiled_mma");
        int fixed = chooses ? 8 : 7;
        if (a.size() < fixed || a.size() > fixed + 2) {
            throw new CuteError(name + " takes <ElementAMma, ElementBMma, ElementAccumulator, TileShape_MNK, ClusterShape_MNK, "
                    + "UmmaMajorA, UmmaMajorB" + (chooses ? ", BuilderScheduleTag" : "") + "[, ANeg, BNeg]>, got " + call);
        }
        boolean twoSm = name.equals("sm100_make_2sm_trivial_tiled_mma");
        if (chooses) {
            twoSm = twoSm(a.get(7), a.get(4), a.get(3), name, call);
        }
        List<TypeName> scale = new ArrayList<>(a.subList(fixed, a.size()));
        return op(a, twoSm, scale, twoSm ? "sm100_make_2sm_trivial_tiled_mma" : "sm100_make_1sm_trivial_tiled_mma", call);
    }

    private static boolean twoSm(TypeName tag, TypeName cluster, TypeName tile, String name, TypeName call) {
        String t = ElementType.strip(tag.toString());
        t = t.startsWith("gemm::") ? t.substring("gemm::".length()) : t;
        if (t.contains("2Sm")) {
            return true;
        }
        if (t.contains("1Sm")) {
            return false;
        }
        if (t.equals("KernelScheduleAuto")) {
            // A run-time cluster shape cannot promise the CTA pair: 1SM then, as CUTLASS decides
            long clusterM;
            try {
                clusterM = StaticTypes.modeSize(cluster, 0, "ClusterShape_MNK");
            } catch (CuteError dynamic) {
                return false;
            }
            return clusterM % 2 == 0 && StaticTypes.modeSize(tile, 0, "TileShape_MNK") % 128 == 0;
        }
        throw new CuteError(name + ": the schedule " + tag + " is neither a 1SM nor a 2SM SM100 schedule nor KernelScheduleAuto "
                + "(CUTLASS returns no TiledMMA for it): " + call);
    }

    /** An element type without cutlass::, cute:: or detail:: (cutlass::detail::float_e2m1_unpacksmem_t). */
    private static String element(TypeName t) {
        String e = ElementType.strip(t.toString());
        return e.startsWith("detail::") ? e.substring("detail::".length()) : e;
    }

    private static TypeName umma(TypeName major, String name) {
        return new TypeName("UMMA::Major::" + Majors.of(major, "UMMA", name), List.of());
    }

    private static TypeName op(List<TypeName> a, boolean twoSm, List<TypeName> scale, String name, TypeName call) {
        long m = StaticTypes.modeSize(a.get(3), 0, "TileShape_MNK");
        if (twoSm ? m != 128 && m != 256 : m != 64 && m != 128) {
            throw GmmaOpSelector.rejects(name, "Invalid TileShape_M.", call);
        }
        long n = StaticTypes.modeSize(a.get(3), 1, "TileShape_MNK");
        if (n % 8 != 0 || n > 256) {
            throw GmmaOpSelector.rejects(name, "Invalid TileShape_N.", call);
        }
        String elementA = element(a.get(0));
        String elementB = element(a.get(1));
        String family;
        boolean takesScale = true;
        boolean sameTypes = true;
        if (elementA.equals("tfloat32_t")) {
            family = "TF32";
        } else if (elementA.equals("half_t") || elementA.equals("bfloat16_t")) {
            family = "F16BF16";
        } else if (elementA.equals("int8_t") || elementA.equals("uint8_t")) {
            family = "S8";
            takesScale = false;
            sameTypes = false;
        } else if (FP8_FAMILY.contains(elementA)) {
            family = "F8F6F4";
            sameTypes = false;
        } else {
            throw GmmaOpSelector.rejects(name, "Unsupported configuration for SM100 collective builder.", call);
        }
        if (sameTypes && !elementA.equals(elementB)) {
            throw GmmaOpSelector.rejects(name, "ElementAMma and ElementBMma must match.", call);
        }
        List<TypeName> args = new ArrayList<>(List.of(a.get(0), a.get(1), a.get(2), new TypeName(Long.toString(m), List.of()),
                new TypeName(Long.toString(n), List.of()), umma(a.get(5), name), umma(a.get(6), name)));
        if (takesScale) {
            args.addAll(scale);
        }
        return new TypeName("SM100_MMA_" + family + (twoSm ? "_2x1SM" : "") + "_SS", args);
    }
}
