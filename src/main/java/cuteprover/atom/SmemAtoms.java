package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Recast;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shared-memory layout atoms by CuTe name: {@code GMMA::Layout_K_SW128_Atom<T>},
 * {@code GMMA::Layout_MN_SW64_Atom<T>}, {@code UMMA::Layout_K_SW128_Atom<T>}, ... (INTER, SW32, SW64, SW128;
 * UMMA also SW128_32B for MN). Built from the byte models {@code sm90.gmma.{K,MN}_*.bytes} (UMMA's atoms are
 * the same as GMMA's, plus {@code sm100.umma.MN_SW128_32B.bytes}) recast to elements of T: the layout is upcast
 * by the element size and the swizzle moves to element offsets (its lowest permuted bit M drops by log2 of the
 * element size, which keeps whole elements together since M >= log2(size)). Printed in element offsets.
 */
public final class SmemAtoms {

    private static final Pattern NAME = Pattern.compile("(GMMA|UMMA)::Layout_(K|MN)_(INTER|SW32|SW64|SW128|SW128_32B)_Atom");

    private SmemAtoms() {
    }

    public static boolean looksLikeSmemAtom(String head) {
        return head.startsWith("GMMA::Layout_") || head.startsWith("UMMA::Layout_");
    }

    public static ComposedLayout resolve(TypeName t) {
        Matcher m = NAME.matcher(t.head());
        if (!m.matches()) {
            throw new CuteError("unknown shared-memory atom '" + t.head() + "'" + Closest.suggest(t.head(), names()));
        }
        if (t.args().size() != 1) {
            throw new CuteError(t.head() + " takes one element type, got " + t);
        }
        int bits = ElementType.bits(t.args().get(0).head());
        String model = m.group(3).equals("SW128_32B")
                ? (m.group(1).equals("UMMA") && m.group(2).equals("MN") ? "sm100.umma.MN_SW128_32B.bytes" : null)
                : "sm90.gmma." + m.group(2) + "_" + m.group(3) + ".bytes";
        if (model == null) {
            throw new CuteError("unknown shared-memory atom '" + t.head() + "'" + Closest.suggest(t.head(), names()));
        }
        Object v = AtomModels.value(model);
        // The INTER models are written Sw<0,4,3> o 0 o L; the identity swizzle evaluates to L itself.
        if (v instanceof Layout plain) {
            v = new ComposedLayout(new Swizzle(0, 4, 3), SymInt.ZERO, plain);
        }
        if (!(v instanceof ComposedLayout bytes) || !(bytes.outer() instanceof Swizzle sw)) {
            throw new CuteError("hardware model " + model + " is not a swizzled layout");
        }
        if (bits % 8 != 0) {
            throw new CuteError(t + ": elements of " + bits + " bits are not whole bytes");
        }
        int bytesPerElement = bits / 8;
        int shift = Integer.numberOfTrailingZeros(bytesPerElement);
        if (Integer.bitCount(bytesPerElement) != 1 || shift > sw.base()) {
            throw new CuteError(t + ": " + bytesPerElement + "-byte elements do not fit the swizzle " + sw + " of " + model);
        }
        Layout inner = Recast.upcast(bytes.inner(), SymInt.of(bytesPerElement), Decider.CONCRETE);
        return new ComposedLayout(new Swizzle(sw.bits(), sw.base() - shift, sw.shift()), SymInt.ZERO, inner);
    }

    static List<String> names() {
        List<String> out = new ArrayList<>();
        for (String ns : new String[] {"GMMA", "UMMA"}) {
            for (String major : new String[] {"K", "MN"}) {
                for (String sw : new String[] {"INTER", "SW32", "SW64", "SW128"}) {
                    out.add(ns + "::Layout_" + major + "_" + sw + "_Atom");
                }
            }
        }
        out.add("UMMA::Layout_MN_SW128_32B_Atom");
        return out;
    }
}
