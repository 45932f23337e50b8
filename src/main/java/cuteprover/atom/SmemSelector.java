package cuteprover.atom;

import cuteprover.CuteError;

import java.util.List;

/**
 * CUTLASS's shared-memory atom selectors, as its collective builders call them:
 * {@code ss_smem_selector<Major, T, BLK_MN, BLK_K>()} and {@code rs_smem_selector<Major, T, BLK_MN, BLK_K[,
 * is_ws_transposed_B]>()} (gemm/collective/builders/sm90_common.inl, GMMA atoms) and
 * {@code sm100_smem_selector<Major, T, BLK_MN, BLK_K>()} (sm100_common.inl, UMMA atoms): the widest swizzle
 * atom whose extent along the major mode divides the tile's first sub-mode there. The atoms' extents are read
 * from the atoms themselves ({@link SmemAtoms}), so they follow the element width.
 */
final class SmemSelector {

    private static final String[] WIDEST_FIRST = {"SW128", "SW64", "SW32", "INTER"};

    private SmemSelector() {
    }

    static boolean isSelector(String head) {
        String h = head.substring(head.lastIndexOf(':') + 1);
        return h.equals("ss_smem_selector") || h.equals("rs_smem_selector") || h.equals("sm100_smem_selector");
    }

    static TypeName select(TypeName call) {
        String name = call.head().substring(call.head().lastIndexOf(':') + 1);
        boolean sm100 = name.equals("sm100_smem_selector");
        String family = sm100 ? "UMMA" : "GMMA";
        List<TypeName> a = call.args();
        boolean rs = name.equals("rs_smem_selector");
        if (a.size() != 4 && !(rs && a.size() == 5)) {
            throw new CuteError(name + " takes <Major, ElementType, BLK_MN, BLK_K" + (rs ? "[, is_ws_transposed_B]" : "") + ">, got " + call);
        }
        String major = Majors.of(a.get(0), family, name);
        TypeName element = a.get(1);
        long mn0 = StaticTypes.modeSize(a.get(2), 0, "BLK_MN");
        long k0 = StaticTypes.modeSize(a.get(3), 0, "BLK_K");
        if (mn0 % 8 != 0) {
            throw GmmaOpSelector.rejects(name, "BLK_MN0 must be a multiple of 8.", call);
        }
        if (k0 % 8 != 0) {
            throw GmmaOpSelector.rejects(name, "BLK_K0 must be a multiple of 8.", call);
        }
        if (major.equals("K")) {
            return widest(family, "K", element, 1, k0, WIDEST_FIRST, name, call);
        }
        int bytes = (ElementType.bits(element.toString()) + 7) / 8;
        if (sm100) {
            if (bytes == 4) {
                return widest(family, "MN", element, 0, mn0, new String[] {"SW128_32B"}, name, call,
                        "for mn-major tf32 operands, SW128_32B is the only available smem layout");
            }
            return widest(family, "MN", element, 0, mn0, WIDEST_FIRST, name, call);
        }
        if (!rs) {
            // CUTLASS's INTER fallback divides the whole of BLK_MN, so that hierarchical BLK_MN still finds an atom
            for (String s : new String[] {"SW128", "SW64", "SW32"}) {
                TypeName atom = atom(family, "MN", s, element);
                if (mn0 % extent(atom, 0) == 0) {
                    return atom;
                }
            }
            TypeName inter = atom(family, "MN", "INTER", element);
            if (StaticTypes.size(a.get(2), "BLK_MN") % extent(inter, 0) == 0) {
                return inter;
            }
            throw GmmaOpSelector.rejects(name, "BLK_MN must be a multiple of size<0>(GMMA::Layout_MN_INTER_Atom<ElementType>{})", call);
        }
        boolean transposedB = a.size() == 5 && isTrue(a.get(4), name);
        if (bytes % 4 == 0) {
            return widest(family, "MN", element, 0, mn0, transposedB ? new String[] {"SW32"} : new String[] {"SW32", "INTER"}, name, call);
        }
        if (bytes == 1 || bytes == 2) {
            if (bytes == 1 && transposedB) {
                return widest(family, "MN", element, 0, mn0, new String[] {"SW128"}, name, call,
                        "BLK_MN0 must be a multiple of size<0>(GMMA::Layout_MN_128_Atom<ElementType>{})");   // CUTLASS's words
            }
            return widest(family, "MN", element, 0, mn0, WIDEST_FIRST, name, call);
        }
        throw GmmaOpSelector.rejects(name, "Smem selector does not support this element type", call);
    }

    private static TypeName widest(String family, String major, TypeName element, int mode, long blk, String[] swizzles,
                                   String name, TypeName call) {
        return widest(family, major, element, mode, blk, swizzles, name, call, null);
    }

    /** The first atom of the list whose extent along {@code mode} divides {@code blk}; else CUTLASS's static_assert. */
    private static TypeName widest(String family, String major, TypeName element, int mode, long blk, String[] swizzles,
                                   String name, TypeName call, String failure) {
        TypeName atom = null;
        for (String s : swizzles) {
            atom = atom(family, major, s, element);
            if (blk % extent(atom, mode) == 0) {
                return atom;
            }
        }
        throw GmmaOpSelector.rejects(name, failure != null ? failure : "BLK_" + (mode == 0 ? "MN0" : "K0") + " must be a multiple of size<"
                + mode + ">(" + atom.head() + "<ElementType>{})", call);
    }

    private static TypeName atom(String family, String major, String swizzle, TypeName element) {
        return new TypeName(family + "::Layout_" + major + "_" + swizzle + "_Atom", List.of(element));
    }

    private static long extent(TypeName atom, int mode) {
        return SmemAtoms.resolve(atom).inner().mode(mode).size().value();
    }

    private static boolean isTrue(TypeName t, String name) {
        String s = t.toString();
        if (s.equals("true") || s.equals("1")) {
            return true;
        }
        if (s.equals("false") || s.equals("0")) {
            return false;
        }
        throw new CuteError(name + ": is_ws_transposed_B must be true or false, got " + s);
    }
}
