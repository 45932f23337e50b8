package cuteprover.atom;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code Step<...>}: as a projection ({@code Step<_1,X,_1>}), which modes of a tiler and coordinate a
 * partition keeps; as an order ({@code Step<_2,_1,_3>}, tile_to_shape's), the rank of each mode.
 *
 * @param keep  per mode: kept (an integer entry) or dropped (X)
 * @param steps per mode: the integer entry, 0 for X
 */
public record Projection(List<Boolean> keep, List<Long> steps) {

    public Projection {
        keep = List.copyOf(keep);
        steps = List.copyOf(steps);
    }

    /** The entries as an order tuple ({@code Step<_2,_1>} is (2,1)); every entry must be an integer. */
    public cuteprover.tuple.IntTuple order() {
        List<cuteprover.tuple.IntTuple> out = new ArrayList<>();
        for (int i = 0; i < keep.size(); i++) {
            if (!keep.get(i)) {
                throw new CuteError(this + " is a projection (it drops a mode with X), not an order");
            }
            out.add(cuteprover.tuple.SymInt.of(steps.get(i)));
        }
        return new cuteprover.tuple.Tuple(out);
    }

    static Projection of(TypeName t) {
        List<Boolean> keep = new ArrayList<>();
        List<Long> steps = new ArrayList<>();
        for (TypeName a : t.args()) {
            if (a.head().equals("X") || a.head().equals("Underscore")) {
                keep.add(false);
                steps.add(0L);
            } else if (a.isInteger()) {
                keep.add(true);
                steps.add(Long.parseLong(a.head()));
            } else {
                throw new CuteError("a Step entry is _1 (keep the mode) or X (drop it), got " + a + " in " + t);
            }
        }
        return new Projection(keep, steps);
    }

    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < keep.size(); i++) {
            parts.add(keep.get(i) ? "_" + steps.get(i) : "X");
        }
        return "Step<" + String.join(",", parts) + ">";
    }
}
