package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Recast;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Copy atoms by CuTe name, {@code Copy_Atom<OP, T>}. The layouts come from hardware models: ldmatrix and
 * stmatrix fragments ({@code sm75.ldmatrix.*}, {@code sm90.stmatrix.*}) and row addresses
 * ({@code sm75.ldmatrix.xN.rows}), in 16-bit elements; one-thread vector copies from the
 * {@code vector_copy.cute} family. A model in 16-bit elements is recast to T as CuTe recasts its bit layouts.
 */
public final class CopyOps {

    private static final Pattern LDSM = Pattern.compile("SM75_(U32x([124])_LDSM_N|U16x([248])_LDSM_T)");
    private static final Pattern STSM = Pattern.compile("SM90_(U32x([124])_STSM_N|U16x([248])_STSM_T)");
    private static final Pattern VECTOR = Pattern.compile("UniversalCopy|SM80_CP_ASYNC_CACHE(ALWAYS|GLOBAL)(_ZFILL)?");

    private CopyOps() {
    }

    public static boolean looksLikeCopy(String head) {
        return head.equals("Copy_Atom") || TmemCopyOps.looksLikeTmem(head) || LDSM.matcher(head).matches() || STSM.matcher(head).matches()
                || VECTOR.matcher(head).matches() || head.startsWith("AutoVectorizingCopy") || head.equals("DefaultCopy");
    }

    /** {@code Copy_Atom<OP, T>}. */
    public static CopyAtom resolve(TypeName t) {
        if (!t.head().equals("Copy_Atom")) {
            throw new CuteError("a copy op needs its value type: write Copy_Atom<" + t + ", T>");
        }
        if (t.args().size() != 2) {
            throw new CuteError("Copy_Atom takes <OP, T>, got " + t);
        }
        TypeName op = t.args().get(0);
        int bits = ElementType.bits(t.args().get(1).head());
        String text = t.toString();
        if (TmemCopyOps.looksLikeTmem(op.head())) {
            return TmemCopyOps.resolve(text, op, bits);
        }
        Matcher m = LDSM.matcher(op.head());
        if (m.matches()) {
            return matrix(text, m, bits, true);
        }
        m = STSM.matcher(op.head());
        if (m.matches()) {
            return matrix(text, m, bits, false);
        }
        m = VECTOR.matcher(op.head());
        if (m.matches()) {
            if (op.args().isEmpty() || op.args().size() > 2) {
                throw new CuteError(op.head() + " takes <S[, D]>, the type moved per thread, got " + op);
            }
            int s = ElementType.bits(op.args().get(0).head());
            int d = op.args().size() == 2 ? ElementType.bits(op.args().get(1).head()) : s;
            if (!op.head().equals("UniversalCopy") && (s != d || !(s == 32 || s == 64 || s == 128))) {
                throw new CuteError(text + " is rejected by CuTe: cp.async moves 4, 8 or 16 bytes with sizeof(S) == sizeof(D)");
            }
            if (op.head().startsWith("SM80_CP_ASYNC_CACHEGLOBAL") && s != 128) {
                throw new CuteError(text + " is rejected by CuTe: cp.async.cg moves 16 bytes (sizeof(S) == 16)");
            }
            return new CopyAtom(text, bits, Layout.of(1, 0), vector(s, bits, text), vector(d, bits, text), vector(s, bits, text));
        }
        if (op.head().startsWith("AutoVectorizingCopy") || op.head().equals("DefaultCopy")) {
            Layout one = vector(bits, bits, text);
            return new CopyAtom(text, bits, Layout.of(1, 0), one, one, one);
        }
        throw new CuteError("unknown copy op '" + op + "'" + Closest.suggest(op.head(), catalogue()));
    }

    private static Layout vector(int bits, int element, String text) {
        try {
            return AtomModels.family("vector_copy.cute", "vector", Map.of("BITS", (long) bits, "E", (long) element));
        } catch (CuteError e) {
            throw new CuteError(text + " is rejected: a " + bits + "-bit vector does not hold whole " + element + "-bit values ("
                    + e.reason() + ")");
        }
    }

    private static CopyAtom matrix(String text, Matcher m, int bits, boolean load) {
        boolean trans = m.group(3) != null;
        int count = trans ? Integer.parseInt(m.group(3)) / 2 : Integer.parseInt(m.group(2));
        String family = load ? "sm75.ldmatrix.x" : "sm90.stmatrix.x";
        Layout registers = recast(AtomModels.model(family + count + (trans ? ".trans" : "")), bits, text);
        Layout rows = recast(AtomModels.model("sm75.ldmatrix.x" + count + ".rows"), bits, text);
        return load ? new CopyAtom(text, bits, Layout.of(32, 1), rows, registers, registers)
                : new CopyAtom(text, bits, Layout.of(32, 1), registers, rows, registers);
    }

    /** A layout in 16-bit elements as elements of {@code bits} bits (CuTe's recast_layout). */
    private static Layout recast(Layout b16, int bits, String text) {
        try {
            if (bits == 16) {
                return b16;
            }
            return bits > 16 ? Recast.upcast(b16, SymInt.of(bits / 16), Decider.CONCRETE) : Recast.downcast(b16, SymInt.of(16 / bits), Decider.CONCRETE);
        } catch (CuteError e) {
            throw new CuteError(text + " is rejected: the 16-bit fragment does not recast to " + bits + "-bit values: " + e.getMessage());
        }
    }

    static List<String> catalogue() {
        List<String> out = new ArrayList<>(List.of("UniversalCopy", "SM80_CP_ASYNC_CACHEALWAYS", "SM80_CP_ASYNC_CACHEGLOBAL",
                "AutoVectorizingCopy", "DefaultCopy"));
        for (int n : new int[] {1, 2, 4}) {
            out.add("SM75_U32x" + n + "_LDSM_N");
            out.add("SM75_U16x" + 2 * n + "_LDSM_T");
            out.add("SM90_U32x" + n + "_STSM_N");
            out.add("SM90_U16x" + 2 * n + "_STSM_T");
        }
        out.addAll(TmemCopyOps.names());
        return out;
    }
}
