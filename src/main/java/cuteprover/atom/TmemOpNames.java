package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Recast;
import cuteprover.tuple.SymInt;

import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the SM100 tensor-memory copy op families ({@link TmemCopyOps}: tcgen05.ld/st, {@link UtccpOps}:
 * tcgen05.cp) share: an op named by a pattern without template arguments, and bit-level models recast
 * to the atom's value type.
 */
final class TmemOpNames {

    private TmemOpNames() {
    }

    /** The op's name matched against its family's pattern; an unknown name is an error with the closest names. */
    static Matcher parts(Pattern family, TypeName op, Supplier<List<String>> names) {
        Matcher m = family.matcher(op.head());
        if (!m.matches() || !op.args().isEmpty()) {
            throw new CuteError("unknown copy op '" + op + "'" + Closest.suggest(op.head(), names.get()));
        }
        return m;
    }

    /** CuTe's recast_layout&lt;uint1_t, T&gt;: a layout of bits as one of T values. */
    static Layout toElements(Layout bitLayout, int bits, String text) {
        try {
            return Recast.upcast(bitLayout, SymInt.of(bits), Decider.CONCRETE);
        } catch (CuteError e) {
            throw new CuteError(text + " is rejected: its bit layout " + bitLayout + " does not recast to " + bits + "-bit values ("
                    + e.getMessage() + ")");
        }
    }
}
