package cuteprover.expr;

import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * The symbolic integers an evaluated value holds (a layout's entries, a view's offset, a thread index):
 * where there are any, a function's definedness at that value is a question for the prover.
 */
public final class FreeVariables {

    private FreeVariables() {
    }

    /** Whether some value depends on a variable (a parameter or a forall binder). */
    static boolean any(List<Object> values) {
        for (Object v : values) {
            if (!integers(v).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The non-constant integers of a value. */
    public static List<SymInt> integers(Object v) {
        List<SymInt> out = new ArrayList<>();
        collect(v, out);
        return out;
    }

    private static void collect(Object v, List<SymInt> out) {
        if (v instanceof SymInt s) {
            if (!s.isConst()) {
                out.add(s);
            }
        } else if (v instanceof ScaledBasis b) {
            collect(b.coeff(), out);
        } else if (v instanceof IntTuple t) {
            for (IntTuple leaf : t.leaves()) {
                collect(leaf, out);
            }
        } else if (v instanceof Layout l) {
            collect(l.shape(), out);
            collect(l.stride(), out);
        } else if (v instanceof ComposedLayout c) {
            collect(c.inner(), out);
            collect(c.offset(), out);
            if (c.outer() instanceof ComposedLayout.LayoutFunction f) {
                collect(f.layout(), out);
            }
        } else if (v instanceof Slicing.Sliced s) {
            collect(s.offset(), out);
            collect(s.layout(), out);
        } else if (v instanceof Tiler t) {
            t.modes().forEach(m -> collect(m, out));
        } else if (v instanceof Evaluator.SliceCoord c) {
            c.elements().forEach(e -> collect(e, out));
        } else if (v instanceof ThreadSlice t) {
            collect(t.thread(), out);
        }
    }
}
