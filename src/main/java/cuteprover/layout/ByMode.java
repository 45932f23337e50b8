package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * CuTe's transform_layout with a guide: apply an operation to each of the first rank(guide) modes
 * of a layout with the matching guide entry, keep the remaining modes, and concatenate.
 */
final class ByMode {

    private ByMode() {
    }

    static Layout apply(Layout layout, Tuple profile, String operation, BiFunction<Layout, IntTuple, Layout> f) {
        int rank = layout.rank();
        if (profile.rank() > rank) {
            throw new CuteError(operation + ": the profile " + TupleFormat.format(profile) + " has " + profile.rank()
                    + " modes but the layout " + layout + " has rank " + rank);
        }
        List<Layout> modes = new ArrayList<>(rank);
        for (int i = 0; i < rank; i++) {
            Layout mode = layout.mode(i);
            modes.add(i < profile.rank() ? f.apply(mode, profile.mode(i)) : mode);
        }
        return Layout.concat(modes);
    }

    /** The tiler form: modes beyond the tiler are kept ({@code keepRest}) or dropped. */
    static <T> Layout apply(Layout layout, List<T> tiler, String operation, boolean keepRest,
                            BiFunction<Layout, T, Layout> f) {
        int rank = layout.rank();
        if (tiler.size() > rank) {
            throw new CuteError(operation + ": the tiler has " + tiler.size() + " modes but the layout " + layout
                    + " has rank " + rank + " (too many modes in the tiler)");
        }
        List<Layout> modes = new ArrayList<>(rank);
        for (int i = 0; i < tiler.size(); i++) {
            modes.add(f.apply(layout.mode(i), tiler.get(i)));
        }
        if (keepRest) {
            for (int i = tiler.size(); i < rank; i++) {
                modes.add(layout.mode(i));
            }
        }
        return Layout.concat(modes);
    }
}
