package cuteprover.atom;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;

/** CuTe's projection {@code Step<_1,X,_1>}: which modes of a tiler and coordinate a partition keeps. */
public record Projection(List<Boolean> keep) {

    public Projection {
        keep = List.copyOf(keep);
    }

    static Projection of(TypeName t) {
        List<Boolean> keep = new ArrayList<>();
        for (TypeName a : t.args()) {
            if (a.head().equals("X") || a.head().equals("Underscore")) {
                keep.add(false);
            } else if (a.isInteger()) {
                keep.add(true);
            } else {
                throw new CuteError("a Step entry is _1 (keep the mode) or X (drop it), got " + a + " in " + t);
            }
        }
        return new Projection(keep);
    }

    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        for (boolean k : keep) {
            parts.add(k ? "_1" : "X");
        }
        return "Step<" + String.join(",", parts) + ">";
    }
}
