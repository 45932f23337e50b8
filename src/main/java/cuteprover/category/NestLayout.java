package cuteprover.category;

import cuteprover.CuteError;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A static layout {@code S:D} as the category package sees it: a {@link NestedTuple} shape and one
 * integer stride per flattened entry (same profile). This is the only place that converts to and
 * from the concrete engine's {@link Layout}; everything else in the package computes on these.
 *
 * <p>The layout function is {@code Φ_L = (D·) ∘ colex⁻¹ : [0,size) -> Z}.
 */
public final class NestLayout {

    private final NestedTuple shape;
    private final long[] stride;

    private NestLayout(NestedTuple shape, long[] stride) {
        this.shape = shape;
        this.stride = stride;
    }

    public static NestLayout of(NestedTuple shape, long[] stride) {
        if (stride.length != shape.length()) {
            throw new CuteError("shape " + shape + " has " + shape.length() + " entries but " + stride.length + " strides were given");
        }
        return new NestLayout(shape, stride.clone());
    }

    /** Reads {@code Shape:Stride} in CuTe notation (strides may be 0 or negative). */
    public static NestLayout parse(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new CuteError("expected Shape:Stride in \"" + text + "\"");
        }
        NestedTuple shape = NestedTuple.parse(text.substring(0, colon));
        String strideText = text.substring(colon + 1).trim();
        List<Long> values = new ArrayList<>();
        StringBuilder skeleton = new StringBuilder();
        int i = 0;
        while (i < strideText.length()) {
            char c = strideText.charAt(i);
            if (c == '-' || Character.isDigit(c)) {
                int start = i++;
                while (i < strideText.length() && Character.isDigit(strideText.charAt(i))) {
                    i++;
                }
                try {
                    values.add(Long.parseLong(strideText.substring(start, i)));
                } catch (NumberFormatException e) {
                    throw new CuteError("stride " + strideText.substring(start, i) + " is not a 64-bit integer in \"" + text + "\"");
                }
                skeleton.append('1');
            } else {
                if (!Character.isWhitespace(c)) {
                    skeleton.append(c);
                }
                i++;
            }
        }
        NestedTuple strideShape = NestedTuple.parse(skeleton.toString());
        if (!strideShape.congruent(shape)) {
            throw new CuteError("shape " + shape + " and stride " + strideText + " are not congruent in \"" + text + "\"");
        }
        long[] d = new long[values.size()];
        for (int k = 0; k < d.length; k++) {
            d[k] = values.get(k);
        }
        return new NestLayout(shape, d);
    }

    /** The boundary from the concrete engine: static shapes and integer strides only. */
    public static NestLayout of(Layout layout) {
        int n = countLeaves(layout.shape());
        long[] s = new long[n];
        long[] d = new long[n];
        int[] at = {0};
        Profile p = walk(layout.shape(), layout.stride(), s, d, at, layout);
        return new NestLayout(NestedTuple.trusted(p, s), d);
    }

    private static int countLeaves(IntTuple t) {
        if (t instanceof Tuple tuple) {
            int n = 0;
            for (IntTuple e : tuple.elements()) {
                n += countLeaves(e);
            }
            return n;
        }
        return 1;
    }

    /** One walk over the congruent shape and stride, refusing symbolic entries and basis strides. */
    private static Profile walk(IntTuple shape, IntTuple stride, long[] s, long[] d, int[] at, Layout whole) {
        if (shape instanceof Tuple tuple) {
            Profile[] modes = new Profile[tuple.rank()];
            for (int i = 0; i < modes.length; i++) {
                modes[i] = walk(tuple.mode(i), stride.mode(i), s, d, at, whole);
            }
            return Profile.ofOwned(modes);
        }
        if (!(shape instanceof SymInt si) || !si.isConst() || !(stride instanceof SymInt di) || !di.isConst()) {
            throw new CuteError("the categorical engine needs a static layout with integer strides, got " + whole);
        }
        s[at[0]] = si.value();
        d[at[0]] = di.value();
        at[0]++;
        return Profile.LEAF;
    }

    /** The boundary back to the concrete engine. */
    public Layout toLayout() {
        int[] next = {0};
        IntTuple s = build(shape.profile(), shape.entries(), next);
        next[0] = 0;
        IntTuple d = build(shape.profile(), stride, next);
        return new Layout(s, d);
    }

    private static IntTuple build(Profile p, long[] values, int[] next) {
        if (p.isLeaf()) {
            return SymInt.of(values[next[0]++]);
        }
        List<IntTuple> modes = new ArrayList<>(p.rank());
        for (int i = 0; i < p.rank(); i++) {
            modes.add(build(p.mode(i), values, next));
        }
        return new Tuple(modes);
    }

    public NestedTuple shape() {
        return shape;
    }

    /** The strides of the flattened entries (a copy). */
    public long[] stride() {
        return stride.clone();
    }

    public long stride(int i) {
        return stride[i];
    }

    public long size() {
        return shape.size();
    }

    public int length() {
        return stride.length;
    }

    public NestLayout mode(int i) {
        int off = shape.isInteger() ? 0 : shape.profile().modeOffset(i);
        NestedTuple m = shape.mode(i);
        return new NestLayout(m, Arrays.copyOfRange(stride, off, off + m.length()));
    }

    /** The flat layout of the entries; an integer-shaped layout stays as it is. */
    public NestLayout flatten() {
        return new NestLayout(shape.flatten(), stride);
    }

    /** The concatenation {@code (L_1,...,L_k)}: each argument becomes one mode. */
    public static NestLayout concat(List<NestLayout> modes) {
        List<NestedTuple> shapes = new ArrayList<>(modes.size());
        List<long[]> strides = new ArrayList<>(modes.size());
        for (NestLayout m : modes) {
            shapes.add(m.shape);
            strides.add(m.stride);
        }
        return new NestLayout(NestedTuple.tuple(shapes), NestedTuple.concatenation(strides));
    }

    public static NestLayout concat(NestLayout... modes) {
        return concat(List.of(modes));
    }

    /** {@code Φ_L(x)} for x in {@code [0,size)}. */
    public long apply(long x) {
        long size = size();
        if (x < 0 || x >= size) {
            throw new CuteError("index " + x + " is outside the domain [0," + size + ") of " + this);
        }
        long off = 0;
        for (int i = 0; i < stride.length; i++) {
            long s = shape.entry(i);
            off = Math.addExact(off, Math.multiplyExact(x % s, stride[i]));
            x /= s;
        }
        return off;
    }

    /** Same shape and strides (the same data, not only the same function). */
    @Override
    public boolean equals(Object o) {
        return o instanceof NestLayout l && l.shape.equals(shape) && Arrays.equals(l.stride, stride);
    }

    @Override
    public int hashCode() {
        return 31 * shape.hashCode() + Arrays.hashCode(stride);
    }

    /** CuTe notation without spaces, e.g. {@code ((2,2),6):((24,1),4)}. */
    @Override
    public String toString() {
        return shape + ":" + NestedTuple.format(shape.profile(), stride);
    }
}
