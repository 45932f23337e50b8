package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Layout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MMA atoms by CuTe op name. The name is parsed into the instruction's shape and operand types, and the
 * thread-value layouts are looked up in the hardware models: {@code sm80.mma.*} for mma.sync,
 * {@code sm90.wgmma.*} (registers) and the {@code sm90_gmma_smem_operands.cute} family (descriptors) for
 * wgmma, the {@code sm100_umma_operands.cute} family for tcgen05.mma ({@link UmmaOps}). No layout is written here.
 */
public final class MmaOps {

    private static final Pattern SM80 = Pattern.compile("SM(75|80|89)_(\\d+)x(\\d+)x(\\d+)_([A-Z0-9]+)_TN(_SATURATE|_XORPOPC|_ANDPOPC)?");
    private static final Pattern SM90 = Pattern.compile(
            "SM90_64x(\\d+)x(\\d+)_(F16|F32|S32)(F16|BF16|TF32|S8|U8|E4M3|E5M2)(F16|BF16|TF32|S8|U8|E4M3|E5M2)_(SS|RS)(_TN)?(_SATURATE)?");
    private static final Pattern SM100 = UmmaOps.NAME;
    private static final Pattern TYPES = Pattern.compile("GC64|C64|F64|F32|F16|BF16|TF32|S32|S8|U8|S4|U4|U1|E4M3|E5M2");

    private MmaOps() {
    }

    /** {@code OP}, {@code OP<...>} or {@code MMA_Atom<OP>}. */
    public static MmaAtom resolve(TypeName t) {
        if (t.head().equals("MMA_Atom")) {
            if (t.args().size() != 1) {
                throw new CuteError("MMA_Atom takes one op, got " + t.args().size() + " in " + t);
            }
            return resolve(t.args().get(0));
        }
        String name = t.head();
        if (name.equals("UniversalFMA")) {
            return universalFma(t);
        }
        Matcher m = SM80.matcher(name);
        if (m.matches()) {
            noArgs(t);
            return sm80(t.toString(), m);
        }
        m = SM90.matcher(name);
        if (m.matches()) {
            return sm90(t, m);
        }
        m = SM100.matcher(name);
        if (m.matches()) {
            return UmmaOps.resolve(t);
        }
        throw new CuteError("unknown MMA op '" + t + "'" + Closest.suggest(name, catalogue()));
    }

    public static boolean looksLikeMma(String head) {
        return head.equals("MMA_Atom") || head.equals("UniversalFMA") || SM80.matcher(head).matches() || SM90.matcher(head).matches()
                || SM100.matcher(head).matches() || head.matches("SM(75|80|89)_.*_TN")
                || head.startsWith("SM90_64x") || head.startsWith("SM100_MMA");
    }

    /** CuTe's UniversalFMA<D[,A[,B[,C]]]>: one thread, one scalar FMA (model file universal_fma.cute). */
    private static MmaAtom universalFma(TypeName t) {
        if (t.args().isEmpty() || t.args().size() > 4) {
            throw new CuteError("UniversalFMA takes the value types <D[,A[,B[,C]]]>, got " + t);
        }
        for (TypeName type : t.args()) {
            ElementType.bits(type.toString());   // an unknown element type is refused with the closest names
        }
        return new MmaAtom(t.toString(), 1, 1, 1, Layout.of(1, 0), AtomModels.model("universal.fma.A"),
                AtomModels.model("universal.fma.B"), AtomModels.model("universal.fma.C"));
    }

    private static void noArgs(TypeName t) {
        if (!t.args().isEmpty()) {
            throw new CuteError(t.head() + " takes no template arguments, got " + t);
        }
    }

    private static MmaAtom sm80(String text, Matcher m) {
        String arch = m.group(1);
        long mm = Long.parseLong(m.group(2));
        long n = Long.parseLong(m.group(3));
        long k = Long.parseLong(m.group(4));
        if (!arch.equals("80") && !olderNames().contains(text)) {
            // CuTe defines only a few sm_75 and sm_89 mma.sync ops; their shapes and types are not a free product
            throw new CuteError("unknown MMA op '" + text + "'" + Closest.suggest(text, catalogue()));
        }
        List<String> types = new ArrayList<>();
        Matcher tm = TYPES.matcher(m.group(5));
        while (tm.find()) {
            types.add(tm.group());
        }
        if (types.size() != 4) {
            throw new CuteError("unknown MMA op '" + text + "': expected four types D,A,B,C" + Closest.suggest(text, catalogue()));
        }
        String dtype = switch (types.get(1)) {
            case "F16" -> "f16";
            case "BF16" -> "bf16";
            case "TF32" -> "tf32";
            case "S8", "U8" -> "s8";
            case "S4", "U4" -> "s4";
            case "U1" -> "b1";
            case "F64", "C64", "GC64" -> "f64";
            case "E4M3", "E5M2" -> "f8"; // PTX: .e4m3 and .e5m2 share one fragment layout (that of .s8)
            default -> null;
        };
        boolean popc = m.group(6) != null && m.group(6).endsWith("POPC");
        if ("b1".equals(dtype) != popc) {
            throw new CuteError("unknown MMA op '" + text + "': " + (popc ? "_XORPOPC/_ANDPOPC are the 1-bit (U1U1) ops"
                    : "1-bit ops end in _XORPOPC or _ANDPOPC") + Closest.suggest(text, catalogue()));
        }
        if ("b1".equals(dtype) && mm == 16 && k == 128) {
            // mma_traits_sm80.hpp writes this ALayout's stride as Stride<Stride<_16,_8>> for Shape<_32,_2>; a host
            // program's make_tiled_mma fails to compile on it (layout.hpp: no operator* for tuple and C<1>).
            throw new CuteError(text + " is rejected by CuTe: its MMA_Traits ALayout ((4,8),(32,2)):((512,1),((16,8))) is not congruent,"
                    + " so make_tiled_mma does not compile (the instruction itself is modelled as sm80.mma.m16n8k128.b1)");
        }
        String prefix = "sm" + arch + ".mma.m" + mm + "n" + n + "k" + k + "." + dtype;
        if (dtype == null || !AtomModels.exists(prefix + ".A")) {
            throw new CuteError("MMA op '" + text + "' has no hardware model (" + prefix + ".A/B/C); modelled mma.sync ops: "
                    + String.join(", ", sm80Names()));
        }
        return new MmaAtom(text, mm, n, k, Layout.of(32, 1), AtomModels.model(prefix + ".A"), AtomModels.model(prefix + ".B"),
                AtomModels.model(prefix + ".C"));
    }

    private static MmaAtom sm90(TypeName t, Matcher m) {
        String text = t.toString();
        long n = Long.parseLong(m.group(1));
        long k = Long.parseLong(m.group(2));
        String a = m.group(4);
        String b = m.group(5);
        boolean rs = m.group(6).equals("RS");
        boolean tn = m.group(7) != null;
        if (m.group(8) != null && !(a.endsWith("8") && !a.startsWith("E") && b.endsWith("8") && !b.startsWith("E"))) {
            throw new CuteError("unknown MMA op '" + text + "': _SATURATE is an integer (S8/U8) wgmma only"
                    + Closest.suggest(t.head(), catalogue()));
        }
        int bits = a.equals("TF32") ? 32 : a.endsWith("16") ? 16 : 8;
        long expectK = 256 / bits;
        if (k != expectK || !(b.equals(a) || bits == 8 && !b.equals("F16") && !b.equals("BF16") && !b.equals("TF32"))) {
            throw new CuteError("unknown MMA op '" + text + "': wgmma with " + a + " inputs has K = " + expectK
                    + Closest.suggest(t.head(), catalogue()));
        }
        if (bits == 16 && tn || bits != 16 && !tn) {
            throw new CuteError("unknown MMA op '" + text + "': " + (bits == 16 ? "16-bit ops take GMMA::Major arguments, not _TN"
                    : "tf32 and 8-bit wgmma ops are K-major only and end in _TN") + Closest.suggest(t.head(), catalogue()));
        }
        if (a.startsWith("S") || a.startsWith("U")) {
            if (!integerN(n)) {
                // PTX (wgmma shapes): .s8/.u8 take N in {8, 16, 24} and multiples of 16 up to 256; CuTe defines no other op
                throw new CuteError("unknown MMA op '" + text + "': integer wgmma has N = 8, 16, 24 or a multiple of 16 up to 256, got "
                        + n + Closest.suggest(t.head(), catalogue()));
            }
        }
        List<TypeName> args = t.args();
        int majors = tn ? 0 : 2;
        if (args.size() < majors || args.size() > majors + 2) {
            throw new CuteError(t.head() + " takes " + (tn ? "" : "GMMA::Major tnspA, GMMA::Major tnspB and ")
                    + "optional GMMA::ScaleIn arguments, got " + text);
        }
        for (int i = 0; i < args.size(); i++) {
            String v = args.get(i).head();
            boolean ok = i < majors ? v.equals("GMMA::Major::K") || v.equals("GMMA::Major::MN")
                    : v.equals("GMMA::ScaleIn::One") || v.equals("GMMA::ScaleIn::Neg");
            if (!ok) {
                throw new CuteError("template argument " + (i + 1) + " of " + t.head() + " must be "
                        + (i < majors ? "GMMA::Major::K or GMMA::Major::MN" : "GMMA::ScaleIn::One or GMMA::ScaleIn::Neg") + ", got " + v);
            }
        }
        if (rs && majors > 0 && !args.get(0).head().equals("GMMA::Major::K")) {
            throw new CuteError(text + " is rejected by CuTe: register source operand A must have K major layout");
        }
        String dtype = switch (a) {
            case "F16" -> "f16";
            case "BF16" -> "bf16";
            case "TF32" -> "tf32";
            default -> "s8"; // every 8-bit type shares the s8 fragment layouts (CuTe's ALayout_64x32, CLayout_64xN)
        };
        String cName = "sm90.wgmma.m64n" + n + "k" + k + "." + dtype + ".C";
        if (!AtomModels.exists(cName)) {
            throw new CuteError("unknown MMA op '" + text + "': no wgmma with N = " + n + " (model " + cName + ")"
                    + Closest.suggest(t.head(), catalogue()));
        }
        Layout layoutA = rs ? AtomModels.model("sm90.wgmma.m64k" + k + "." + dtype + ".A") : gmmaSmem(64, k);
        return new MmaAtom(text, 64, n, k, Layout.of(128, 1), layoutA, gmmaSmem(n, k), AtomModels.model(cName));
    }

    private static boolean integerN(long n) {
        return n == 8 || n == 24 || n % 16 == 0 && n >= 16 && n <= 256;
    }

    private static Layout gmmaSmem(long mn, long k) {
        return AtomModels.family("sm90_gmma_smem_operands.cute", "smem_operand", Map.of("MN", mn, "K", k));
    }

    private static List<String> sm80Names() {
        List<String> out = new ArrayList<>();
        for (String s : new String[] {"16x8x8_F16F16F16F16", "16x8x16_F16F16F16F16", "16x8x8_F32F16F16F32", "16x8x16_F32F16F16F32",
            "16x8x8_F32BF16BF16F32", "16x8x16_F32BF16BF16F32", "16x8x4_F32TF32TF32F32", "16x8x8_F32TF32TF32F32",
            "8x8x4_F64F64F64F64", "8x8x4_C64C64C64C64", "8x8x16_S32S8S8S32", "16x8x16_S32S8S8S32", "16x8x32_S32S8S8S32",
            "8x8x16_S32S8U8S32", "16x8x16_S32S8U8S32", "16x8x32_S32S8U8S32", "8x8x16_S32U8S8S32", "16x8x16_S32U8S8S32",
            "16x8x32_S32U8S8S32", "8x8x16_S32U8U8S32", "16x8x16_S32U8U8S32", "16x8x32_S32U8U8S32"}) {
            out.add("SM80_" + s + "_TN");
        }
        for (String ab : new String[] {"S4S4", "S4U4", "U4S4", "U4U4"}) {
            for (String shape : new String[] {"8x8x32", "16x8x32", "16x8x64"}) {
                out.add("SM80_" + shape + "_S32" + ab + "S32_TN");
            }
        }
        for (String shape : new String[] {"8x8x128", "16x8x256"}) {
            out.add("SM80_" + shape + "_S32U1U1S32_TN_XORPOPC");
            out.add("SM80_" + shape + "_S32U1U1S32_TN_ANDPOPC");
        }
        return out;
    }

    /** CuTe's sm_75 (mma_sm75.hpp) and sm_89 (mma_sm89.hpp) mma.sync ops: a short list, not a product of shapes and types. */
    private static List<String> olderNames() {
        List<String> out = new ArrayList<>(List.of("SM75_16x8x8_F32F16F16F32_TN", "SM75_16x8x8_F16F16F16F16_TN", "SM75_8x8x16_S32S8S8S32_TN"));
        for (String acc : new String[] {"F32", "F16"}) {
            for (String a : new String[] {"E4M3", "E5M2"}) {
                for (String b : new String[] {"E4M3", "E5M2"}) {
                    out.add("SM89_16x8x32_" + acc + a + b + acc + "_TN");
                }
            }
        }
        return out;
    }

    private static List<String> catalogue;

    /** Every op name this class accepts (SM100 ops without their template arguments). */
    static synchronized List<String> catalogue() {
        if (catalogue != null) {
            return catalogue;
        }
        List<String> out = new ArrayList<>(sm80Names());
        out.addAll(olderNames());
        Map<String, Integer> sm90 = new LinkedHashMap<>();
        for (String s : new String[] {"F16F16F16", "F32F16F16", "F32BF16BF16"}) {
            sm90.put(s, 16);
        }
        sm90.put("F32TF32TF32", 8);
        for (String s : new String[] {"S32S8S8", "S32S8U8", "S32U8S8", "S32U8U8", "F32E4M3E4M3", "F32E5M2E5M2", "F16E4M3E4M3"}) {
            sm90.put(s, 32);
        }
        for (int n = 8; n <= 256; n += 8) {
            for (Map.Entry<String, Integer> e : sm90.entrySet()) {
                if (e.getKey().startsWith("S32") && !integerN(n)) {
                    continue;
                }
                for (String src : new String[] {"SS", "RS"}) {
                    String name = "SM90_64x" + n + "x" + e.getValue() + "_" + e.getKey() + "_" + src + (e.getValue() == 16 ? "" : "_TN");
                    out.add(name);
                    if (e.getKey().startsWith("S32")) {
                        out.add(name + "_SATURATE");
                    }
                }
            }
        }
        out.addAll(UmmaOps.names());
        catalogue = List.copyOf(out);
        return catalogue;
    }
}
