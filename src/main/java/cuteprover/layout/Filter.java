package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.Tuples;

import java.util.Arrays;

/**
 * CuTe's filter: drop the stride-0 and size-1 modes, then coalesce. The function changes (the
 * domain shrinks) but the image does not: every offset of L is reached by filter(L) and no other.
 * {@link #filterZeros} only sets the size of stride-0 modes to 1, keeping the profile.
 */
public final class Filter {

    private Filter() {
    }

    /** filter(L), checked: same image as L, flat, no stride-0 mode and no size-1 mode (unless 1:0). */
    public static Layout filter(Layout layout, Decider d) {
        Layout result = algorithm(layout, d);
        if (Checks.applicable(layout, result)) {
            check(layout, result);
        }
        return result;
    }

    public static Layout filter(Layout layout) {
        return filter(layout, Decider.CONCRETE);
    }

    /** filter at the terminals of a profile; the other modes are kept. */
    public static Layout filter(Layout layout, IntTuple profile, Decider d) {
        if (profile.isLeaf()) {
            return filter(layout, d);
        }
        return ByMode.apply(layout, (Tuple) profile, "filter", (mode, sub) -> filter(mode, sub, d));
    }

    public static Layout filter(Layout layout, IntTuple profile) {
        return filter(layout, profile, Decider.CONCRETE);
    }

    public static Layout algorithm(Layout layout, Decider d) {
        return Coalesce.algorithm(filterZeros(layout, d), d);
    }

    /** filter on flat modes: stride-0 modes get size 1, then coalesce drops them. */
    static FlatModes flat(Layout layout, Decider d) {
        FlatModes m = FlatModes.of(layout);
        for (int i = 0; i < m.size(); i++) {
            if (Strides.isZero(m.strides.get(i), d)) {
                m.shapes.set(i, SymInt.ONE);
            }
        }
        return Coalesce.flat(m, d);
    }

    /** The shapes of stride-0 modes become 1; strides and profile are unchanged. */
    public static Layout filterZeros(Layout layout, Decider d) {
        IntTuple shape = Tuples.zipMap(layout.shape(), layout.stride(),
                (s, stride) -> Strides.isZero(stride, d) ? SymInt.ONE : s);
        return new Layout(shape, layout.stride());
    }

    private static void check(Layout in, Layout out) {
        String property = "filter changed the image";
        if (out.depth() > 1) {
            throw new CuteError(property + ": result " + out + " has depth " + out.depth());
        }
        boolean trivial = out.shape() instanceof SymInt s && s.isConstant(1);
        FlatModes modes = FlatModes.of(out);
        for (int i = 0; i < modes.size() && !trivial; i++) {
            if (modes.shapes.get(i).isConstant(1) || Strides.isZero(modes.strides.get(i), Decider.CONCRETE)) {
                throw new CuteError(property + ": result " + out + " keeps the mode " + modes.shapes.get(i) + ":"
                        + modes.strides.get(i));
            }
        }
        long[][] fin = Certificates.flat(in);
        long[][] fout = Certificates.flat(out);
        if (fin != null && fout != null && Certificates.sameFunction(Certificates.withoutZeroStrides(fin), fout)) {
            return; // dropping stride-0 modes keeps the image, and equal canonical forms are equal functions
        }
        if (StaticFunction.of(in).coordinates || StaticFunction.of(out).coordinates) {
            int width = Math.max(StaticFunction.of(in).width(), StaticFunction.of(out).width());
            java.util.Set<java.util.List<Long>> image = Checks.coordinateImage(in, width, property);
            java.util.Set<java.util.List<Long>> resultImage = Checks.coordinateImage(out, width, property);
            if (!image.equals(resultImage)) {
                throw new CuteError(property + ": L reaches " + image + " but R reaches " + resultImage);
            }
            return;
        }
        long[] image = distinct(Checks.table(in, property));
        long[] result = Checks.table(out, property);
        long[] resultImage = distinct(result);
        if (!Arrays.equals(image, resultImage)) {
            for (long v : image) {
                if (Arrays.binarySearch(resultImage, v) < 0) {
                    throw new CuteError(property + ": L reaches " + v + " but R does not");
                }
            }
            for (long v : resultImage) {
                if (Arrays.binarySearch(image, v) < 0) {
                    throw new CuteError(property + ": R reaches " + v + " but L does not");
                }
            }
        }
    }

    static long[] distinct(long[] table) {
        return Arrays.stream(Checks.sorted(table)).distinct().toArray();
    }
}
