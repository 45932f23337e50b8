package cuteprover.category;

import java.util.Arrays;
import java.util.List;

/**
 * The nesting of a nested tuple with its entries forgotten: {@code prof(((3,2),2)) = ((*,*),*)}.
 * A profile is either the leaf {@code *} or a (possibly empty) tuple of profiles. Two nested tuples
 * with the same profile differ only in their entries, which is what lets a layout's stride re-use its
 * shape's nesting and what Nest's composition compares.
 */
public final class Profile {

    /** The profile of an integer. */
    public static final Profile LEAF = new Profile(null);

    private static final Profile[] FLAT = new Profile[17];

    static {
        for (int n = 0; n < FLAT.length; n++) {
            Profile[] leaves = new Profile[n];
            Arrays.fill(leaves, LEAF);
            FLAT[n] = new Profile(leaves);
        }
    }

    private final Profile[] modes;
    private final int[] offsets;
    private final int length;
    private final int depth;

    private Profile(Profile[] modes) {
        this.modes = modes;
        if (modes == null) {
            this.length = 1;
            this.depth = 0;
            this.offsets = new int[] {0};
        } else {
            int len = 0;
            int deepest = 0;
            this.offsets = new int[modes.length];
            for (int i = 0; i < modes.length; i++) {
                offsets[i] = len;
                len += modes[i].length;
                deepest = Math.max(deepest, modes[i].depth);
            }
            this.length = len;
            this.depth = 1 + deepest;
        }
    }

    public static Profile tuple(List<Profile> modes) {
        return new Profile(modes.toArray(new Profile[0]));
    }

    /** A tuple profile over an array that the caller hands over (no copy). */
    static Profile ofOwned(Profile[] modes) {
        return new Profile(modes);
    }

    /** A flat tuple profile {@code (*,...,*)} with the given number of entries. */
    public static Profile flat(int length) {
        if (length < FLAT.length) {
            return FLAT[length];
        }
        Profile[] leaves = new Profile[length];
        Arrays.fill(leaves, LEAF);
        return new Profile(leaves);
    }

    public boolean isLeaf() {
        return modes == null;
    }

    /** Number of top-level modes; an integer has rank 1 (it is its own only mode). */
    public int rank() {
        return modes == null ? 1 : modes.length;
    }

    /** Number of entries (leaves). */
    public int length() {
        return length;
    }

    /** 0 for an integer, 1 for a flat tuple, 1 + the deepest mode otherwise. */
    public int depth() {
        return depth;
    }

    /** Top-level mode i; an integer is its own mode 0. */
    public Profile mode(int i) {
        if (modes == null) {
            if (i != 0) {
                throw new IndexOutOfBoundsException("mode " + i + " of an integer");
            }
            return this;
        }
        return modes[i];
    }

    /** Index of the first entry of mode i in the flattening. */
    public int modeOffset(int i) {
        return offsets[i];
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Profile p) || p.length != length || p.depth != depth) {
            return false;
        }
        return modes == null ? p.modes == null : Arrays.equals(modes, p.modes);
    }

    @Override
    public int hashCode() {
        return modes == null ? 1 : 31 * Arrays.hashCode(modes) + 7;
    }

    @Override
    public String toString() {
        if (modes == null) {
            return "*";
        }
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < modes.length; i++) {
            sb.append(i > 0 ? "," : "").append(modes[i]);
        }
        return sb.append(')').toString();
    }
}
