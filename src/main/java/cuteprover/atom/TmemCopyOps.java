package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SM100 tensor-memory copy atoms ({@code tcgen05.ld} / {@code tcgen05.st}) by CuTe name:
 * {@code SM100_TMEM_LOAD_<shape><N>x[_16b]}, {@code SM100_TMEM_STORE_...} and
 * {@code SM100_TMEM_LOAD_STAT_32dp32b<N>x}. Their layouts are the {@code sm100_tmem_copy.cute} models
 * (in bits, proved there against the PTX access maps): the register side {@code .regs}, and {@code .val_id}
 * (logical bit -> TMEM bit address). The TMEM side is the warp's one address seen by all 32 threads,
 * {@code (32,bits):(0,1)}; it is also the reference layout, for loads and stores alike (as in CuTe, where a
 * STORE op's traits are its LOAD op's with source and destination swapped).
 */
final class TmemCopyOps {

    static final Pattern NAME = Pattern.compile("SM100_TMEM_(LOAD|STORE|LOAD_STAT)_(32dp32b|16dp256b|16dp128b|16dp64b|16dp32b)(\\d+)x(_16b)?");
    private static final String[] SHAPES = {"32dp32b", "16dp64b", "16dp128b", "16dp256b", "16dp32b"};

    private TmemCopyOps() {
    }

    static boolean looksLikeTmem(String head) {
        return head.startsWith("SM100_TMEM_");
    }

    static CopyAtom resolve(String text, TypeName op, int bits) {
        Matcher m = TmemOpNames.parts(NAME, op, TmemCopyOps::names);
        String kind = m.group(1);
        String shape = m.group(2);
        String n = m.group(3);
        boolean packed = m.group(4) != null;
        String model = "sm100.tmem_copy." + shape + ".x" + n;
        boolean stat = kind.equals("LOAD_STAT");
        if (!AtomModels.exists(model + ".regs") || stat && (packed || !shape.equals("32dp32b") || !(n.equals("32") || n.equals("128")))) {
            throw new CuteError("unknown copy op '" + op + "': CuTe has no " + kind + " atom of shape " + shape + " with N = " + n
                    + (packed ? " and _16b" : "") + Closest.suggest(op.head(), names()));
        }
        Layout regs = AtomModels.model(model + ".regs");
        Layout valId = AtomModels.model(model + (packed ? ".16b" : "") + ".val_id");
        Layout tmem = new Layout(IntTuple.of(SymInt.of(32), valId.size()), IntTuple.of(SymInt.ZERO, SymInt.ONE));
        Layout r = TmemOpNames.toElements(regs, bits, text);
        Layout t = TmemOpNames.toElements(tmem, bits, text);
        boolean load = !kind.equals("STORE");
        return new CopyAtom(text, bits, Layout.of(32, 1), load ? t : r, load ? r : t, t, valId);
    }

    static List<String> names() {
        List<String> out = new ArrayList<>();
        int[] max = {128, 128, 64, 32, 128};
        for (String kind : new String[] {"LOAD", "STORE"}) {
            for (int s = 0; s < SHAPES.length; s++) {
                for (int n = 1; n <= max[s]; n *= 2) {
                    out.add("SM100_TMEM_" + kind + "_" + SHAPES[s] + n + "x");
                    out.add("SM100_TMEM_" + kind + "_" + SHAPES[s] + n + "x_16b");
                }
            }
        }
        out.add("SM100_TMEM_LOAD_STAT_32dp32b32x");
        out.add("SM100_TMEM_LOAD_STAT_32dp32b128x");
        return out;
    }
}
