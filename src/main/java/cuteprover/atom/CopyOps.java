package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Recast;
import cuteprover.tuple.IntTuple;
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
    /** One thread, one 256-bit vector, no template argument (arch/copy_sm100.hpp). */
    private static final Pattern WIDE = Pattern.compile("SM100_(LOAD|STORE)_256bit_CACHE_NOALLOCATION");
    /** The sm_100 8-bit ldmatrix/stmatrix ops and sm_75 movmatrix: models in sm100_ldmatrix_stmatrix_b8.cute, sm75_movmatrix.cute. */
    private static final Pattern BYTE_MATRIX = Pattern.compile(
            "SM100_U8x(8|16)_LDSM_T|SM100_U8x(4|8|16)_STSM_T|SM100_SU([46])_DU8x16_x([124])_LDSM_N|SM75_U32x1_MOVM_T");

    private CopyOps() {
    }

    public static boolean looksLikeCopy(String head) {
        return head.equals("Copy_Atom") || TmemCopyOps.looksLikeTmem(head) || UtccpOps.looksLikeUtccp(head) || LDSM.matcher(head).matches() || STSM.matcher(head).matches()
                || VECTOR.matcher(head).matches() || WIDE.matcher(head).matches() || BYTE_MATRIX.matcher(head).matches()
                || head.startsWith("AutoVectorizingCopy") || head.equals("DefaultCopy");
    }

    /** {@code Copy_Atom<OP, T>}. */
    public static CopyAtom resolve(TypeName t) {
        CopyAtom atom = resolveUnchecked(t);
        return atom.valId() == null ? threadsKept(atom) : atom;
    }

    /**
     * CuTe's Copy_Atom static_asserts: recast to T, each of Src, Dst and Ref still has ThrID's threads
     * ("CopyOperation is not valid for Dst of ValType"), e.g. an 8-bit ldmatrix whose thread holds single bytes has
     * no 16-bit view.
     */
    private static CopyAtom threadsKept(CopyAtom a) {
        long threads = a.thrId().size().value();
        String[] names = {"Src", "Dst", "Ref"};
        Layout[] sides = {a.src(), a.dst(), a.ref()};
        for (int i = 0; i < 3; i++) {
            long got = sides[i].mode(0).size().value();
            if (got != threads) {
                throw new CuteError(a.name() + " is rejected by CuTe: CopyOperation is not valid for " + names[i] + " of ValType: recast to "
                        + a.valueBits() + "-bit values its " + names[i] + " layout " + sides[i] + " has " + got + " threads, ThrID has " + threads);
            }
        }
        return a;
    }

    private static CopyAtom resolveUnchecked(TypeName t) {
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
        if (UtccpOps.looksLikeUtccp(op.head())) {
            return UtccpOps.resolve(text, op, bits);
        }
        Matcher m = LDSM.matcher(op.head());
        if (m.matches()) {
            return matrix(text, m, bits, true);
        }
        m = STSM.matcher(op.head());
        if (m.matches()) {
            return matrix(text, m, bits, false);
        }
        m = BYTE_MATRIX.matcher(op.head());
        if (m.matches()) {
            noArgs(op);
            return byteMatrix(text, m, bits);
        }
        if (WIDE.matcher(op.head()).matches()) {
            noArgs(op);
            Layout v = vector(256, bits, text);
            return new CopyAtom(text, bits, Layout.of(1, 0), v, v, v);
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
        Layout model = AtomModels.model(family + count + (trans ? ".trans" : ""));
        Layout registers = bits == 16 ? model : recast(inBits(model), 1, bits, text);
        Layout rows = recast(AtomModels.model("sm75.ldmatrix.x" + count + ".rows"), bits, text);
        return load ? new CopyAtom(text, bits, Layout.of(32, 1), rows, registers, registers)
                : new CopyAtom(text, bits, Layout.of(32, 1), registers, rows, registers);
    }

    private static void noArgs(TypeName op) {
        if (!op.args().isEmpty()) {
            throw new CuteError(op.head() + " takes no template arguments, got " + op);
        }
    }

    /**
     * The 8-bit matrix ops, whose models count bytes, and movmatrix (16-bit elements). ldmatrix's Ref is its
     * Dst (registers), stmatrix's its Src, as in CuTe's traits; movmatrix has registers on both sides.
     */
    private static CopyAtom byteMatrix(String text, Matcher m, int bits) {
        Layout warp = Layout.of(32, 1);
        if (m.group(1) != null) {
            String x = m.group(1).equals("8") ? "x1" : "x2";
            Layout regs = recast(AtomModels.model("sm100.ldmatrix.m16n16." + x + ".trans.b8"), 8, bits, text);
            Layout rows = recast(AtomModels.model("sm100.ldmatrix.m16n16." + x + ".trans.b8.rows"), 8, bits, text);
            return new CopyAtom(text, bits, warp, rows, regs, regs);
        }
        if (m.group(2) != null) {
            String x = "x" + Integer.parseInt(m.group(2)) / 4;
            Layout regs = recast(AtomModels.model("sm100.stmatrix.m16n8." + x + ".trans.b8"), 8, bits, text);
            Layout rows = recast(AtomModels.model("sm100.stmatrix.m16n8." + x + ".trans.b8.rows"), 8, bits, text);
            return new CopyAtom(text, bits, warp, regs, rows, regs);
        }
        if (m.group(3) != null) {
            // the 4-bit and 6-bit source formats differ in padding only: one 16-byte smem row per 16 values either way
            String x = "x" + m.group(4);
            Layout regs = recast(AtomModels.model("sm100.ldmatrix.m8n16." + x + ".b8x16"), 8, bits, text);
            Layout rows = recast(AtomModels.model("sm100.ldmatrix.m8n16." + x + ".b8x16.rows"), 8, bits, text);
            return new CopyAtom(text, bits, warp, rows, regs, regs);
        }
        Layout regs = recast(AtomModels.model("sm75.movmatrix.trans"), 16, bits, text);
        return new CopyAtom(text, bits, warp, regs, regs, regs);
    }

    /**
     * A (thread, value) register fragment in 16-bit elements as CuTe's traits write it in bits, the form that CuTe
     * recasts to the value type: each element becomes a 16:1 leaf of the value mode, merged into the value mode's
     * stride-1 leaf where there is one (ldmatrix's 2:1 halves are its 32:1 word) and ahead of the value modes where
     * the stride-1 leaf is a thread's (the transposed ops: ((4,8),(16,2)):((256,16),(1,128))). The recast keeps that
     * 16:1 leaf with the values, so an 8-bit view still has 32 threads, as CuTe's static_assert finds.
     */
    static Layout inBits(Layout b16) {
        SymInt sixteen = SymInt.of(16);
        Layout thr = new Layout(b16.mode(0).shape(), cuteprover.tuple.Tuples.map(b16.mode(0).stride(), d -> SymInt.mul((SymInt) d, sixteen)));
        Layout val = b16.mode(1);
        List<IntTuple> shapes = new ArrayList<>(val.shape().leaves());
        List<IntTuple> strides = new ArrayList<>();
        int unit = -1;
        for (int i = 0; i < shapes.size(); i++) {
            SymInt d = (SymInt) val.stride().leaves().get(i);
            strides.add(SymInt.mul(d, sixteen));
            if (unit < 0 && d.isConst() && d.value() == 1) {
                unit = i;
            }
        }
        if (unit >= 0) {
            shapes.set(unit, SymInt.mul((SymInt) shapes.get(unit), sixteen));
            strides.set(unit, SymInt.ONE);
        } else {
            shapes.add(0, sixteen);
            strides.add(0, SymInt.ONE);
        }
        Layout bitsVal = shapes.size() == 1 ? new Layout(shapes.get(0), strides.get(0))
                : new Layout(new cuteprover.tuple.Tuple(shapes), new cuteprover.tuple.Tuple(strides));
        return Layout.concat(List.of(thr, bitsVal));
    }

    /** A layout in 16-bit elements as elements of {@code bits} bits (CuTe's recast_layout). */
    private static Layout recast(Layout b16, int bits, String text) {
        return recast(b16, 16, bits, text);
    }

    /** A layout in elements of {@code unit} bits as elements of {@code bits} bits (CuTe's recast_layout). */
    private static Layout recast(Layout layout, int unit, int bits, String text) {
        try {
            if (bits == unit) {
                return layout;
            }
            return bits > unit ? Recast.upcast(layout, SymInt.of(bits / unit), Decider.CONCRETE)
                    : Recast.downcast(layout, SymInt.of(unit / bits), Decider.CONCRETE);
        } catch (CuteError e) {
            throw new CuteError(text + " is rejected: the " + unit + "-bit fragment does not recast to " + bits + "-bit values: " + e.getMessage());
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
        out.addAll(List.of("SM100_LOAD_256bit_CACHE_NOALLOCATION", "SM100_STORE_256bit_CACHE_NOALLOCATION", "SM75_U32x1_MOVM_T",
                "SM100_U8x8_LDSM_T", "SM100_U8x16_LDSM_T", "SM100_U8x4_STSM_T", "SM100_U8x8_STSM_T", "SM100_U8x16_STSM_T"));
        for (int n : new int[] {1, 2, 4}) {
            out.add("SM100_SU4_DU8x16_x" + n + "_LDSM_N");
            out.add("SM100_SU6_DU8x16_x" + n + "_LDSM_N");
        }
        out.addAll(TmemCopyOps.names());
        out.addAll(UtccpOps.names());
        return out;
    }
}
