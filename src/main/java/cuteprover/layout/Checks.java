package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.Arrays;

/**
 * Post-condition checks by enumeration, for static layouts only. Functions are compared in chunks
 * streamed by {@link Odometer}s (no table of the whole domain); set questions (images, injectivity)
 * sort a table. A domain too large to enumerate is an error, never a silent pass.
 */
final class Checks {

    /** Largest domain a functional comparison walks (about 3 s at the measured rate). */
    static final long STREAM_LIMIT = 1L << 30;
    /** Largest domain a set question materialises (128 MiB per table). */
    static final long TABLE_LIMIT = 1L << 24;
    private static final int CHUNK = 2048;

    private Checks() {
    }

    /** The checks run only when every input and the result are static. */
    static boolean applicable(Layout... layouts) {
        for (Layout l : layouts) {
            if (!l.isStatic()) {
                return false;
            }
        }
        return true;
    }

    /** A function of the index, produced chunk by chunk, one array per codomain component. */
    interface Values {
        int width();

        boolean coordinates();

        /** Fills out[k][0..count) with component k of the values at start..start+count-1, in order. */
        void next(long[][] out, int count);
    }

    /** The offsets of a static layout. */
    static Values of(Layout layout) {
        StaticFunction f = StaticFunction.of(layout);
        Odometer[] odometers = new Odometer[f.width()];
        for (int k = 0; k < odometers.length; k++) {
            odometers[k] = new Odometer(f.parts[k], 0);
        }
        return new Values() {
            @Override
            public int width() {
                return odometers.length;
            }

            @Override
            public boolean coordinates() {
                return f.coordinates;
            }

            @Override
            public void next(long[][] out, int count) {
                for (int k = 0; k < odometers.length; k++) {
                    odometers[k].next(out[k], count);
                }
            }
        };
    }

    /** A(B(i)) on the extended domain of A; B may produce integers or coordinates of A's modes. */
    static Values composite(Layout a, Layout b) {
        StaticFunction fb = StaticFunction.of(b);
        StaticFunction[] fa;
        if (!fb.coordinates) {
            fa = new StaticFunction[] {StaticFunction.of(a)};
        } else {
            fa = new StaticFunction[fb.width()];
            for (int m = 0; m < fa.length; m++) {
                if (m >= a.rank()) {
                    throw new CuteError("the coordinates of " + b + " have " + fb.width() + " modes but " + a
                            + " has rank " + a.rank());
                }
                fa[m] = StaticFunction.of(a.mode(m));
            }
        }
        requireNoOverflow(fa, fb, a, b);
        int width = 0;
        boolean coords = false;
        for (StaticFunction f : fa) {
            width = Math.max(width, f.width());
            coords |= f.coordinates;
        }
        Values inner = of(b);
        long[][] bValues = new long[inner.width()][chunk(fb.size)];
        int finalWidth = width;
        boolean finalCoords = coords;
        return new Values() {
            @Override
            public int width() {
                return finalWidth;
            }

            @Override
            public boolean coordinates() {
                return finalCoords;
            }

            @Override
            public void next(long[][] out, int count) {
                inner.next(bValues, count);
                for (int k = 0; k < finalWidth; k++) {
                    Arrays.fill(out[k], 0, count, 0);
                }
                for (int m = 0; m < fa.length; m++) {
                    long[] bm = bValues[m];
                    StaticFunction am = fa[m];
                    for (int k = 0; k < am.width(); k++) {
                        FlatLayout part = am.parts[k];
                        long[] o = out[k];
                        for (int j = 0; j < count; j++) {
                            o[j] += part.offset(bm[j]);
                        }
                    }
                }
            }
        };
    }

    /** |A(x)| <= sum|d_A| * |x| for every x of B's image: refuse what could overflow. */
    private static void requireNoOverflow(StaticFunction[] fa, StaticFunction fb, Layout a, Layout b) {
        try {
            long bound = 0;
            for (FlatLayout part : fb.parts) {
                long partBound = 0;
                for (int i = 0; i < part.rank(); i++) {
                    partBound = Math.addExact(partBound, Math.multiplyExact(Math.abs(part.stride(i)), part.shape(i)));
                }
                bound = Math.max(bound, partBound);
            }
            for (StaticFunction f : fa) {
                for (FlatLayout part : f.parts) {
                    long strideSum = 0;
                    for (int i = 0; i < part.rank(); i++) {
                        strideSum = Math.addExact(strideSum, Math.abs(part.stride(i)));
                    }
                    Math.multiplyExact(Math.addExact(strideSum, 1), Math.addExact(bound, 1));
                }
            }
        } catch (ArithmeticException e) {
            throw CuteError.overflow("the offsets of " + a + " at the values of " + b);
        }
    }

    /** Buffers as long as the domain, up to CHUNK: small layouts allocate little. */
    private static int chunk(long size) {
        return (int) Math.max(1, Math.min(CHUNK, size));
    }

    /** Describes a mismatch: returns the message for index i with both values. */
    interface Witness {
        String describe(long index, String left, String right);
    }

    /** Compares two value streams on [0, size); throws with the first differing index. */
    static void equalOn(long size, Values left, Values right, String property, Witness witness) {
        requireEnumerable(property, size, STREAM_LIMIT);
        int width = Math.max(left.width(), right.width());
        long[][] l = new long[width][chunk(size)];
        long[][] r = new long[width][chunk(size)];
        for (long start = 0; start < size; start += CHUNK) {
            int count = (int) Math.min(CHUNK, size - start);
            left.next(l, count);
            right.next(r, count);
            for (int j = 0; j < count; j++) {
                for (int k = 0; k < width; k++) {
                    if (l[k][j] != r[k][j]) {
                        throw new CuteError(property + ": " + witness.describe(start + j,
                                format(l, j, left), format(r, j, right)));
                    }
                }
            }
        }
    }

    private static String format(long[][] values, int j, Values v) {
        long[] comps = new long[values.length];
        for (int k = 0; k < values.length; k++) {
            comps[k] = values[k][j];
        }
        return StaticFunction.format(comps, v.coordinates());
    }

    /** actual(i) == expected(i) for every index of the (equal) domains. */
    static void sameFunction(String property, Layout actual, String actualName, Layout expected, String expectedName) {
        long size = size(actual);
        if (size != size(expected)) {
            throw new CuteError(property + ": size(" + actualName + ")=" + size + " but size(" + expectedName + ")="
                    + size(expected));
        }
        equalOn(size, of(actual), of(expected), property,
                (i, x, y) -> actualName + "(" + i + ")=" + x + " but " + expectedName + "(" + i + ")=" + y);
    }

    static long size(Layout layout) {
        return layout.size().value();
    }

    static void requireEnumerable(String property, long size, long limit) {
        if (size > limit) {
            throw new CuteError(property + ": cannot be verified: the domain has " + size
                    + " indices, more than the " + limit + " that the enumeration check covers");
        }
    }

    /** The integer offsets of a static layout as a table (set questions only). */
    static long[] table(Layout layout, String property) {
        StaticFunction f = StaticFunction.of(layout);
        if (f.coordinates) {
            throw new CuteError(property + ": needs integer offsets, but " + layout + " has scaled-basis strides");
        }
        requireEnumerable(property, f.size, TABLE_LIMIT);
        return f.parts[0].table();
    }

    /** Sorted copy of a table. */
    static long[] sorted(long[] table) {
        long[] s = table.clone();
        Arrays.sort(s);
        return s;
    }

    /** Index of a repeated offset (the second occurrence), or -1 if the table has no repeats. */
    static long repeatedIndex(long[] table) {
        long[] s = sorted(table);
        for (int i = 1; i < s.length; i++) {
            if (s[i] == s[i - 1]) {
                long value = s[i];
                boolean seen = false;
                for (int j = 0; j < table.length; j++) {
                    if (table[j] == value) {
                        if (seen) {
                            return j;
                        }
                        seen = true;
                    }
                }
            }
        }
        return -1;
    }

    static boolean injective(Layout layout, String property) {
        return repeatedIndex(table(layout, property)) < 0;
    }

    /** B ⪯ R: at every leaf of B's shape, R has a leaf or a tuple of the same size. */
    static boolean refines(IntTuple coarse, IntTuple fine) {
        if (coarse instanceof SymInt c) {
            return Tuples.product(fine).equals(c);
        }
        if (fine.isLeaf() || fine.rank() != coarse.rank()) {
            return false;
        }
        for (int i = 0; i < coarse.rank(); i++) {
            if (!refines(coarse.mode(i), fine.mode(i))) {
                return false;
            }
        }
        return true;
    }

    /** The image of a static layout as a set of coordinate vectors (scaled-basis codomains; slow path). */
    static java.util.Set<java.util.List<Long>> coordinateImage(Layout layout, int width, String property) {
        StaticFunction f = StaticFunction.of(layout);
        requireEnumerable(property, f.size, TABLE_LIMIT);
        long[][] tables = new long[Math.max(width, f.width())][];
        for (int k = 0; k < tables.length; k++) {
            tables[k] = k < f.width() ? f.parts[k].table() : new long[(int) f.size];
        }
        java.util.Set<java.util.List<Long>> out = new java.util.TreeSet<>((x, y) -> {
            for (int k = 0; k < x.size(); k++) {
                int c = Long.compare(x.get(k), y.get(k));
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        });
        for (int i = 0; i < f.size; i++) {
            java.util.List<Long> row = new java.util.ArrayList<>(tables.length);
            for (long[] t : tables) {
                row.add(t[i]);
            }
            out.add(row);
        }
        return out;
    }

    /** The first n values (component 0) of a stream as a table. */
    static long[] collect(Values values, long n) {
        long[] table = new long[(int) n];
        long[][] buffer = new long[Math.max(1, values.width())][chunk(n)];
        for (int start = 0; start < n; start += CHUNK) {
            int count = (int) Math.min(CHUNK, n - start);
            values.next(buffer, count);
            System.arraycopy(buffer[0], 0, table, start, count);
        }
        return table;
    }
}
