package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Recast;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SM100 shared-to-tensor-memory copy atoms ({@code tcgen05.cp}) by CuTe name:
 * {@code SM100_UTCCP_<shape>_{1cta,2cta}}. Their layouts are the {@code sm100_utccp.cute} models in bits
 * ({@code .src}, {@code .dst}, {@code .val_id}), recast to T as CuTe's Copy_Atom recasts them. One thread
 * issues the copy (ThrID 1), or one per CTA of a pair for 2cta (ThrID 2; both CTAs read the same bits, which
 * CuTe writes as thread stride 0). The Ref layout is the Dst layout, as in CuTe's traits.
 */
final class UtccpOps {

    static final Pattern NAME = Pattern.compile("SM100_UTCCP_(128dp256bit|128dp128bit|4dp256bit|4x32dp128bit|2x64dp128bitlw0213|2x64dp128bitlw0123)_([12])cta");

    private UtccpOps() {
    }

    static boolean looksLikeUtccp(String head) {
        return head.startsWith("SM100_UTCCP_");
    }

    static CopyAtom resolve(String text, TypeName op, int bits) {
        Matcher m = TmemOpNames.parts(NAME, op, UtccpOps::names);
        String model = "sm100.utccp." + m.group(1);
        long ctas = Long.parseLong(m.group(2));
        Layout src = perCta(TmemOpNames.toElements(AtomModels.model(model + ".src"), bits, text), ctas);
        Layout dst = perCta(TmemOpNames.toElements(AtomModels.model(model + ".dst"), bits, text), ctas);
        return new CopyAtom(text, bits, Layout.of(ctas, 1), src, dst, dst, AtomModels.model(model + ".val_id"));
    }

    /** The models' one-thread mode (1):(0) as the CTAs of the op, all at stride 0. */
    private static Layout perCta(Layout oneThread, long ctas) {
        Layout threads = Layout.of(ctas, 0);
        return Layout.concat(List.of(threads, oneThread.mode(1)));
    }

    /**
     * CuTe's make_utccp_copy(op, tmem_tensor): the atom's threads all at TMEM address 0 ({@code (ctas):(0)}), its
     * values at {@code coalesce(upcast<bits(T)>(ValID))}, cotiled against the TMEM tensor's layout (in T units).
     */
    static TiledCopy make(CopyAtom atom, Layout tmem, Decider d) {
        if (!NAME.matcher(TypeName.parse(atom.name()).args().get(0).head()).matches()) {
            throw new CuteError("make_utccp_copy needs a tcgen05.cp copy atom (Copy_Atom<SM100_UTCCP_..., T>), got " + atom.name());
        }
        int bits = atom.valueBits();
        if (bits > 32 || 32 % bits != 0) {
            throw new CuteError("make_utccp_copy: " + atom.name() + " has " + bits + "-bit values; TMEM is addressed in 32-bit "
                    + "cells, so the type must be 32 bits or a divisor of 32 (CuTe's tmem_ptr<T>)");
        }
        if (!tmem.isStatic() || !tmem.hasIntegerStrides()) {
            throw new CuteError("make_utccp_copy: the TMEM layout must be static with integer strides, got " + tmem);
        }
        Layout threads = Layout.of(atom.thrId().size().value(), 0);
        Layout values = cuteprover.layout.Coalesce.coalesce(Recast.upcast(atom.valId(), SymInt.of(bits), d), d);
        return TmemCopy.cotiled(atom, Layout.concat(List.of(threads, values)), tmem, d, "make_utccp_copy", "issuing thread (CTA) {t}");
    }

    static List<String> names() {
        List<String> out = new ArrayList<>();
        for (String s : new String[] {"128dp256bit", "128dp128bit", "4dp256bit", "4x32dp128bit", "2x64dp128bitlw0213", "2x64dp128bitlw0123"}) {
            out.add("SM100_UTCCP_" + s + "_1cta");
            out.add("SM100_UTCCP_" + s + "_2cta");
        }
        return out;
    }
}
