package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.Arrays;

/**
 * Independent evaluation for the tests: every offset through {@link Coordinates#crd2offset}
 * (coordinate decomposition and inner product, no FlatLayout, no algebra), slow but obviously right.
 * Out-of-domain indices follow C++'s truncating division, as CuTe does.
 */
final class Reference {

    private Reference() {
    }

    static long size(Layout l) {
        return l.size().value();
    }

    static long at(Layout l, long index) {
        if (index >= 0) {
            IntTuple off = Coordinates.crd2offset(SymInt.of(index), l.shape(), l.stride());
            return ((SymInt) off).value();
        }
        // Negative indices: C++ truncation toward zero in every mode but the last.
        long off = 0;
        long rest = index;
        java.util.List<IntTuple> s = l.shape().leaves();
        java.util.List<IntTuple> d = l.stride().leaves();
        for (int i = 0; i < s.size(); i++) {
            long si = ((SymInt) s.get(i)).value();
            long c = i == s.size() - 1 ? rest : rest % si;
            rest = i == s.size() - 1 ? 0 : rest / si;
            off += c * ((SymInt) d.get(i)).value();
        }
        return off;
    }

    /** All offsets: the colexicographic decomposition of each index, written out on long arrays. */
    static long[] table(Layout l) {
        java.util.List<IntTuple> s = l.shape().leaves();
        java.util.List<IntTuple> d = l.stride().leaves();
        long[] shape = new long[s.size()];
        long[] stride = new long[s.size()];
        for (int k = 0; k < shape.length; k++) {
            shape[k] = ((SymInt) s.get(k)).value();
            stride[k] = ((SymInt) d.get(k)).value();
        }
        long[] out = new long[(int) size(l)];
        for (int i = 0; i < out.length; i++) {
            long rest = i;
            long off = 0;
            for (int k = 0; k < shape.length; k++) {
                long c = k == shape.length - 1 ? rest : rest % shape[k];
                rest = k == shape.length - 1 ? 0 : rest / shape[k];
                off += c * stride[k];
            }
            out[i] = off;
        }
        return out;
    }

    static long[] sortedDistinct(long[] t) {
        return Arrays.stream(t).sorted().distinct().toArray();
    }

    static boolean injective(Layout l) {
        long[] t = table(l);
        return sortedDistinct(t).length == t.length;
    }
}
