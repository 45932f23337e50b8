package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Layout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SM100 UMMA ops ({@code tcgen05.mma}) by CuTe name: {@code SM100_MMA_<kind>[_2x1SM]_{SS,TS}<...>} for the kinds
 * F16BF16, TF32, S8 (I8), F8F6F4 and the block-scaled MXF8F6F4 and MXF4. Every op has the same operand layouts
 * (the {@code sm100_umma_operands.cute} family at the op's M, N and K): one thread issues the instruction for
 * a CTA or a CTA pair, and an operand is the whole tile. The ops differ in their template arguments, their K
 * (256 bits of A's type; 32 for F8F6F4 and MXF8F6F4, 64 for MXF4) and their legal M and N, which are CuTe's
 * static_asserts (arch/mma_sm100_umma.hpp and atom/mma_traits_sm100.hpp), checked here in the same order.
 * TS ops read A from tensor memory; its placement is the accumulator-like tmem_frg, not the ALayout.
 */
final class UmmaOps {

    static final Pattern NAME = Pattern.compile(
            "SM100_MMA_(F16BF16|TF32|S8|F8F6F4|MXF8F6F4|MXF4NVF4|MXF4)(_2x1SM)?_(SS|TS)(_SPARSE|_SCALED|_INTERLEAVED_CF32CTF32CTF32CF32_TN)?");
    private static final String SPARSE = "_SPARSE";
    private static final String SCALED = "_SCALED";
    private static final String K = "UMMA::Major::K";
    private static final String MN = "UMMA::Major::MN";

    private UmmaOps() {
    }

    /** The template arguments an op takes: names of the required ones, then how many optional ones may follow. */
    private record Signature(List<String> required, int optional) {
        String describe() {
            return "<" + String.join(", ", required) + (optional > 0 ? ", ...up to " + optional + " optional" : "") + ">";
        }
    }

    private static Signature signature(String kind, boolean ts, String variant) {
        if (isInterleaved(variant)) {
            // complex<tfloat32_t> A and B, float C are fixed by the op
            return new Signature(List.of("M", "N", "a_major", "b_major"), 3);
        }
        List<String> req = new ArrayList<>(List.of("a_type", "b_type", "c_type"));
        if (kind.startsWith("MX")) {
            req.add("sf_type");
        }
        req.add("M");
        req.add("N");
        if (kind.startsWith("MXF4")) {
            req.add("VS");
        }
        req.add("a_major");
        req.add("b_major");
        if (SCALED.equals(variant)) {
            req.add("ScaleC");
        }
        // a_neg, b_neg (and c_sat for TS ops); S8_SS takes only c_sat
        int optional = kind.equals("S8") && !ts ? 1 : ts ? 3 : 2;
        return new Signature(req, optional);
    }

    static MmaAtom resolve(TypeName t) {
        Matcher m = NAME.matcher(t.head());
        if (!m.matches()) {
            throw new CuteError("unknown MMA op '" + t + "'" + Closest.suggest(t.head(), names()));
        }
        String kind = m.group(1);
        boolean pair = m.group(2) != null;
        boolean ts = m.group(3).equals("TS");
        String variant = m.group(4);
        if (ts && kind.startsWith("MX")) {
            throw new CuteError("unknown MMA op '" + t.head() + "': CuTe's block-scaled " + kind + " ops read A from shared memory only (_SS)"
                    + Closest.suggest(t.head(), names()));
        }
        String unknown = variantRule(kind, ts, variant);
        if (unknown != null) {
            throw new CuteError("unknown MMA op '" + t.head() + "': " + unknown + Closest.suggest(t.head(), names()));
        }
        if (SCALED.equals(variant) && kind.equals("TF32") && !ts) {
            throw new CuteError(t.head() + " is rejected by CuTe: arch/mma_sm100_umma.hpp defines the op but atom/mma_traits_sm100.hpp gives it"
                    + " no MMA_Traits, so MMA_Atom and make_tiled_mma do not compile on it (the _TS_SCALED and F16BF16 _SS_SCALED ops have them)");
        }
        String text = t.toString();
        Signature sig = signature(kind, ts, variant);
        List<TypeName> args = t.args();
        if (args.size() < sig.required().size() || args.size() > sig.required().size() + sig.optional()) {
            throw new CuteError(t.head() + " takes " + sig.describe() + ", got " + args.size() + " arguments in " + text);
        }
        int i = 0;
        boolean interleaved = isInterleaved(variant);
        int aBits = interleaved ? 64 : ElementType.bits(args.get(i++).head());
        int bBits = interleaved ? 64 : ElementType.bits(args.get(i++).head());
        String cType = interleaved ? "float" : ElementType.strip(args.get(i++).head());
        ElementType.bits(cType);
        if (kind.startsWith("MX")) {
            ElementType.bits(args.get(i++).head());
        }
        long mm = integer(t, args, i++, "M");
        long n = integer(t, args, i++, "N");
        long vs = kind.startsWith("MXF4") ? integer(t, args, i++, "VS") : 0;
        String aMajor = major(t, args, i++);
        String bMajor = major(t, args, i++);
        if (SCALED.equals(variant)) {
            integer(t, args, i, "ScaleC");
        }
        String reason = interleaved ? null : typeRule(kind, aBits, bBits, cType, ts);
        if (reason == null) {
            reason = SPARSE.equals(variant) ? sparseSizeRule(kind, pair, mm, n, bMajor, vs) : sizeRule(kind, pair, ts, mm, n, bMajor, vs);
        }
        if (reason == null && ts && !aMajor.equals(K)) {
            reason = "A from TMEM can't be transposed (a_major must be UMMA::Major::K)";
        }
        if (reason == null && interleaved && !bMajor.equals(K)) {
            reason = "B from SMEM requires non-transpose (b_major must be UMMA::Major::K)";
        }
        if (reason != null) {
            throw new CuteError(text + " is rejected by CuTe: " + t.head() + " " + reason);
        }
        String ptx = ptxRule(kind, pair, mm, n);
        if (ptx != null) {
            throw new CuteError(text + " is rejected: " + ptx);
        }
        long k = kAtom(kind, aBits, SPARSE.equals(variant));
        String file = "sm100_umma_operands.cute";
        Map<String, Long> p = pair ? Map.of("M2", mm, "N2", n, "K2", k) : Map.of("M", mm, "N", n, "K", k);
        String suffix = pair ? "_2sm" : "_1sm";
        try {
            return new MmaAtom(text, mm, n, k, pair ? Layout.of(2, 1) : Layout.of(1, 0), AtomModels.family(file, "A" + suffix, p),
                    AtomModels.family(file, "B" + suffix, p), AtomModels.family(file, "C" + suffix, p));
        } catch (CuteError e) {
            throw new CuteError(text + " is rejected: " + e.reason());
        }
    }

    /** Shape K: 256 bits of A's type, 512 for the sparse ops (A is stored 2:4 compressed); CuTe fixes it for the f8f6f4 and fp4 kinds. */
    private static long kAtom(String kind, int aBits, boolean sparse) {
        long dense = switch (kind) {
            case "F8F6F4", "MXF8F6F4" -> 32;
            case "MXF4", "MXF4NVF4" -> 64;
            default -> 256 / aBits;
        };
        return sparse ? 2 * dense : dense;
    }

    private static boolean isInterleaved(String variant) {
        return variant != null && variant.startsWith("_INTERLEAVED");
    }

    /** Which variants exist in CuTe (arch/mma_sm100_umma.hpp); null when this one does, else why not. */
    private static String variantRule(String kind, boolean ts, String variant) {
        if (kind.equals("MXF4NVF4") && !SPARSE.equals(variant)) {
            return "CuTe's MXF4NVF4 ops are the sparse SM100_MMA_MXF4NVF4[_2x1SM]_SS_SPARSE";
        }
        if (kind.equals("MXF4") && SPARSE.equals(variant)) {
            return "CuTe has no sparse MXF4 op (its sparse fp4 op is MXF4NVF4)";
        }
        if (SPARSE.equals(variant) && ts) {
            return "sparse ops read A from shared memory (_SS_SPARSE)";
        }
        if (SCALED.equals(variant) && !kind.equals("F16BF16") && !kind.equals("TF32")) {
            return "the _SCALED ops are F16BF16 and TF32";
        }
        if (isInterleaved(variant) && !(kind.equals("TF32") && ts)) {
            return "the interleaved complex op is SM100_MMA_TF32[_2x1SM]_TS_INTERLEAVED_CF32CTF32CTF32CF32_TN";
        }
        return null;
    }

    /** The sparse ops' M and N static_asserts where they differ from the dense op's; null when they hold. */
    private static String sparseSizeRule(String kind, boolean pair, long m, long n, String bMajor, long vs) {
        if (kind.equals("MXF4NVF4")) {
            if (vs != 32 && vs != 64) {
                return "vector size VS can only be 32 or 64, got " + vs;
            }
            if (!pair && m != 128) {
                return "needs M = 128 for 1 CTA cluster MMA, got " + m;
            }
            if (pair && m != 128 && m != 256) {
                return "M-mode size should be 128 or 256, got " + m;
            }
            return multiple(n, pair ? 16 : 8);
        }
        if (kind.equals("F8F6F4")) {
            long lo = pair ? 128 : 64;
            if (m != lo && m != 2 * lo) {
                return "M-mode size should be " + lo + " or " + 2 * lo + ", got " + m;
            }
            return multiple(n, pair ? 32 : m == 128 ? 16 : 8);
        }
        return sizeRule(kind, pair, false, m, n, bMajor, 0);
    }

    private static long integer(TypeName t, List<TypeName> args, int i, String what) {
        if (!args.get(i).isInteger()) {
            throw new CuteError(t.head() + ": " + what + " (template argument " + (i + 1) + ") must be an integer, got " + args.get(i));
        }
        return Long.parseLong(args.get(i).head());
    }

    private static String major(TypeName t, List<TypeName> args, int i) {
        String v = args.get(i).head();
        if (!v.equals(K) && !v.equals(MN)) {
            throw new CuteError("template argument " + (i + 1) + " of " + t.head() + " must be UMMA::Major::K or UMMA::Major::MN, got " + v);
        }
        return v;
    }

    /** The element-type static_asserts; null when they hold. */
    private static String typeRule(String kind, int a, int b, String c, boolean ts) {
        return switch (kind) {
            case "F16BF16" -> a == 16 && b == 16 ? null : "supports 16-bit A and B types, got " + a + " and " + b + " bits";
            case "TF32" -> a == 32 && b == 32 ? null : "supports 32-bit A and B types, got " + a + " and " + b + " bits";
            case "S8" -> a != 8 || b != 8 ? "supports 8-bit A and B types, got " + a + " and " + b + " bits"
                    : !ts && !c.equals("int32_t") ? "result type can only be int32_t, got " + c : null;
            case "F8F6F4", "MXF8F6F4" -> a <= 8 && b <= 8 ? null : "supports A and B types of at most 8 bits, got " + a + " and " + b;
            default -> a == 4 && b == 4 ? null : "supports 4-bit A and B types, got " + a + " and " + b + " bits";
        };
    }

    /** The M, N (and VS) static_asserts; null when they hold. */
    private static String sizeRule(String kind, boolean pair, boolean ts, long m, long n, String bMajor, long vs) {
        if (kind.equals("MXF8F6F4")) {
            long only = pair ? 256 : 128;
            return m != only ? "needs M = " + only + ", got " + m : multiple(n, pair ? 16 : 8);
        }
        if (kind.equals("MXF4") && vs != 16 && vs != 32) {
            return "vector size VS can only be 16 or 32, got " + vs;
        }
        if (kind.equals("MXF4") && !pair && m != 128) {
            return "needs M = 128 for 1 CTA cluster MMA, got " + m;
        }
        long lo = pair ? 128 : 64;
        if (m != lo && m != 2 * lo) {
            return "M-mode size should be " + lo + " or " + 2 * lo + ", got " + m;
        }
        if (pair) {
            return multiple(n, ts || kind.equals("S8") || kind.equals("F8F6F4") && bMajor.equals(MN) ? 32 : 16);
        }
        if (kind.equals("S8")) {
            return n == 8 ? null : multiple(n, 16);
        }
        return multiple(n, ts && m == 128 || kind.equals("F8F6F4") && bMajor.equals(MN) ? 16 : 8);
    }

    /**
     * PTX's tcgen05.mma shape rule for one CTA: M = 128 needs N a multiple of 16 (M = 64: of 8). CuTe's SS ops
     * check only N % 8 and build the atom, so this is stricter than CuTe: the instruction would be illegal.
     */
    private static String ptxRule(String kind, boolean pair, long m, long n) {
        if (pair || kind.equals("S8") || m != 128 || n % 16 == 0) {
            return null;
        }
        return "tcgen05.mma with M = 128 on one CTA needs N a multiple of 16 between 16 and 256 (PTX shape rule; CuTe's "
                + "static_asserts allow N % 8 == 0 and would build an atom the hardware rejects), got N = " + n;
    }

    private static String multiple(long n, int step) {
        return n % step == 0 && step <= n && n <= 256 ? null
                : "N-mode size should be a multiple of " + step + " between " + step + " and 256, got " + n;
    }

    /** What make_fragment_A/C need of an op: CTA pair, A from TMEM, and the A and C value widths. */
    record Fragments(boolean pair, boolean ts, int aBits, int cBits) {
    }

    /** The fragment facts of a UMMA atom by its name (as {@link #resolve} accepted it); an error for other atoms. */
    static Fragments fragments(String atomName) {
        TypeName t = TypeName.parse(atomName);
        Matcher m = NAME.matcher(t.head());
        if (!m.matches()) {
            throw new CuteError(atomName + " is not a UMMA (SM100_MMA_...) atom: its fragments are registers, not tensor memory");
        }
        if (isInterleaved(m.group(4))) {
            // complex<tfloat32_t> A (64 bits) and float C, fixed by the op
            return new Fragments(m.group(2) != null, true, 64, 32);
        }
        int cIndex = 2;
        return new Fragments(m.group(2) != null, m.group(3).equals("TS"), ElementType.bits(t.args().get(0).head()),
                ElementType.bits(t.args().get(cIndex).head()));
    }

    static List<String> names() {
        List<String> out = new ArrayList<>();
        for (String kind : new String[] {"F16BF16", "TF32", "S8", "F8F6F4", "MXF8F6F4", "MXF4", "MXF4NVF4"}) {
            for (String pair : new String[] {"", "_2x1SM"}) {
                String p = "SM100_MMA_" + kind + pair;
                if (!kind.equals("MXF4NVF4")) {
                    out.add(p + "_SS");
                }
                if (!kind.startsWith("MX")) {
                    out.add(p + "_TS");
                }
                if (!kind.equals("MXF4")) {
                    out.add(p + "_SS_SPARSE");
                }
                if (kind.equals("F16BF16")) {
                    out.add(p + "_SS_SCALED");
                }
                if (kind.equals("F16BF16") || kind.equals("TF32")) {
                    out.add(p + "_TS_SCALED");
                }
                if (kind.equals("TF32")) {
                    out.add(p + "_TS_INTERLEAVED_CF32CTF32CTF32CF32_TN");
                }
            }
        }
        return out;
    }
}
