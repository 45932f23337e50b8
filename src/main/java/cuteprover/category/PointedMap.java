package cuteprover.category;

import cuteprover.CuteError;

import java.util.Arrays;

/**
 * A map of finite pointed sets {@code α: {*,1..m} -> {*,1..n}} with {@code α(*) = *}: the data
 * under every tuple morphism. Stored as {@code images[i-1] = α(i)}, with 0 standing for the
 * basepoint {@code *}; the basepoint's own image is not stored because it is always {@code *}
 * (a map given with another basepoint image is rejected by {@link MorphismConditions}).
 */
public final class PointedMap {

    private final int[] images;
    private final int targetLength;

    private PointedMap(int[] images, int targetLength) {
        this.images = images;
        this.targetLength = targetLength;
    }

    /** α from its values on 1..m (0 = *) into {*,1..n}; every value must be * or an index 1..n. */
    public static PointedMap of(int targetLength, int... images) {
        for (int i = 0; i < images.length; i++) {
            if (images[i] < 0 || images[i] > targetLength) {
                throw new CuteError("α(" + (i + 1) + ") = " + images[i] + " is neither * nor an index 1.." + targetLength);
            }
        }
        return new PointedMap(images.clone(), targetLength);
    }

    /** For the package's constructions, whose values are in range by design; the array is handed over. */
    static PointedMap trusted(int targetLength, int[] images) {
        return new PointedMap(images, targetLength);
    }

    /** The identity of {*,1..m}. */
    public static PointedMap identity(int length) {
        int[] id = new int[length];
        for (int i = 0; i < length; i++) {
            id[i] = i + 1;
        }
        return new PointedMap(id, length);
    }

    /** m: the number of non-base points of the source. */
    public int sourceLength() {
        return images.length;
    }

    /** n: the number of non-base points of the target. */
    public int targetLength() {
        return targetLength;
    }

    /** α(i) for i in 1..m; 0 means *. */
    public int apply(int i) {
        return images[i - 1];
    }

    /** The values α(1..m), 0 for *. */
    public int[] images() {
        return images.clone();
    }

    /** {@code then ∘ this}: first this, then {@code then}; * goes to *. */
    public PointedMap andThen(PointedMap then) {
        if (then.sourceLength() != targetLength) {
            throw new CuteError("cannot compose pointed maps: the first lands in {*,1.." + targetLength
                    + "} but the second starts from {*,1.." + then.sourceLength() + "}");
        }
        int[] out = new int[images.length];
        for (int i = 0; i < images.length; i++) {
            out[i] = images[i] == 0 ? 0 : then.images[images[i] - 1];
        }
        return new PointedMap(out, then.targetLength);
    }

    /** No entry goes to *. */
    public boolean avoidsBasepoint() {
        for (int a : images) {
            if (a == 0) {
                return false;
            }
        }
        return true;
    }

    /** Which target indices 1..n are hit ({@code hit[j-1]}). */
    public boolean[] hit() {
        boolean[] hit = new boolean[targetLength];
        for (int a : images) {
            if (a != 0) {
                hit[a - 1] = true;
            }
        }
        return hit;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PointedMap p && p.targetLength == targetLength && Arrays.equals(p.images, images);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(images) + targetLength;
    }

    /** {@code (2,*,1)}: the values on 1..m, * for the basepoint. */
    @Override
    public String toString() {
        return format(images);
    }

    /** The printed form of unvalidated values, for error messages. */
    static String format(int[] images) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < images.length; i++) {
            sb.append(i > 0 ? "," : "").append(images[i] == 0 ? "*" : String.valueOf(images[i]));
        }
        return sb.append(')').toString();
    }
}
