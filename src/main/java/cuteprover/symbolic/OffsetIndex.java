package cuteprover.symbolic;

import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;

import java.util.HashMap;
import java.util.Map;

/**
 * The enumeration that the complement and inverse checks share: the offset tables of static layouts
 * and, for the layout whose image is asked about, where each offset first and second occurs. A
 * disjointness, membership or uniqueness question is then one scan of the other layout's table.
 */
final class OffsetIndex {

    private final Map<Long, Long> first = new HashMap<>();
    private final Map<Long, Long> second = new HashMap<>();

    private OffsetIndex(long[] table) {
        for (int i = 0; i < table.length; i++) {
            if (first.putIfAbsent(table[i], (long) i) != null) {
                second.putIfAbsent(table[i], (long) i);
            }
        }
    }

    static OffsetIndex of(long[] table) {
        return new OffsetIndex(table);
    }

    /** The offset tables of the layouts, or null when one is not static or larger than {@code limit}. */
    static long[][] tables(Scope scope, long limit, Layout... layouts) {
        long[][] out = new long[layouts.length][];
        for (int k = 0; k < layouts.length; k++) {
            FlatLayout f = LayoutChecks.enumerable(scope, layouts[k], limit);
            if (f == null) {
                return null;
            }
            out[k] = f.table();
        }
        return out;
    }

    /** Where the property fails at one offset of the scanned layout: the witness there, or null. */
    interface Probe {
        Long[] failureAt(OffsetIndex image, int index, long offset);
    }

    /**
     * Decides a check by one scan: the offsets of {@code scanned}, from index {@code from} on, each
     * asked against the index of {@code imaged}'s offsets; the first failure is the witness. Not
     * applicable when either layout is not static or is larger than {@code limit}.
     */
    static Check.Enumerated scan(Scope scope, long limit, Layout imaged, Layout scanned, int from, Probe probe) {
        long[][] t = tables(scope, limit, imaged, scanned);
        if (t == null) {
            return Check.Enumerated.NOT_APPLICABLE;
        }
        OffsetIndex image = of(t[0]);
        for (int i = from; i < t[1].length; i++) {
            Long[] witness = probe.failureAt(image, i, t[1][i]);
            if (witness != null) {
                return Check.Enumerated.found(witness);
            }
        }
        return Check.Enumerated.HOLDS;
    }

    /** The first index with this offset, or null when the offset is not in the image. */
    Long first(long offset) {
        return first.get(offset);
    }

    /** The second index with this offset, or null when it occurs at most once. */
    Long second(long offset) {
        return second.get(offset);
    }
}
