package cuteprover.category;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A nested tuple of positive integers (a shape): an integer, or a finite tuple of nested tuples.
 * Stored as its flattening {@code S♭ = (s_1..s_m)} and its {@link Profile}, written
 * {@code S = (s_1..s_m)_P}. Entries are indexed from 0 in this API and from 1 in the printed
 * morphism notation, as in the slides.
 *
 * <p>Vocabulary (slides §1): the <em>modes</em> are the top-level components, the <em>entries</em>
 * the integers of the flattening, {@code rank} counts modes, {@code length} entries, {@code size}
 * multiplies entries. {@code S} <em>refines</em> {@code S'} ({@code S -> S'}) when S is obtained from
 * S' by replacing entries with nested tuples of the same size; the replacement of entry j is the
 * <em>relative mode</em> of j.
 */
public final class NestedTuple {

    private static final NestedTuple EMPTY = new NestedTuple(Profile.tuple(List.of()), new long[0]);

    private final Profile profile;
    private final long[] entries;

    private NestedTuple(Profile profile, long[] entries) {
        this.profile = profile;
        this.entries = entries;
    }

    /** The nested tuple with the given profile and flattened entries ({@code sub} in the catalogue). */
    public static NestedTuple of(Profile profile, long[] entries) {
        if (profile.length() != entries.length) {
            throw new CuteError("profile " + profile + " has " + profile.length() + " entries but "
                    + entries.length + " values were given");
        }
        for (long e : entries) {
            if (e < 1) {
                throw new CuteError("nested tuple entries must be positive integers, got " + e);
            }
        }
        return new NestedTuple(profile, entries.clone());
    }

    public static NestedTuple integer(long value) {
        if (value < 1) {
            throw new CuteError("nested tuple entries must be positive integers, got " + value);
        }
        return new NestedTuple(Profile.LEAF, new long[] {value});
    }

    /** The flat tuple {@code (s_1,...,s_m)}; with no arguments the empty tuple {@code ()} of size 1. */
    public static NestedTuple flat(long... values) {
        return values.length == 0 ? EMPTY : of(Profile.flat(values.length), values);
    }

    /** The tuple whose modes are the given nested tuples. */
    public static NestedTuple tuple(List<NestedTuple> modes) {
        Profile[] profiles = new Profile[modes.size()];
        List<long[]> entries = new ArrayList<>(profiles.length);
        for (int i = 0; i < profiles.length; i++) {
            profiles[i] = modes.get(i).profile;
            entries.add(modes.get(i).entries);
        }
        return new NestedTuple(Profile.ofOwned(profiles), concatenation(entries));
    }

    /** The arrays one after the other: the flattening of a tuple of modes (their entries, or their strides). */
    static long[] concatenation(List<long[]> parts) {
        int len = 0;
        for (long[] p : parts) {
            len += p.length;
        }
        long[] out = new long[len];
        int at = 0;
        for (long[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    /** For the package's builders: entries already validated and owned. */
    static NestedTuple trusted(Profile profile, long[] entries) {
        return new NestedTuple(profile, entries);
    }

    /** A flat tuple over positive values that the caller hands over. */
    static NestedTuple flatTrusted(long[] values) {
        return values.length == 0 ? EMPTY : new NestedTuple(Profile.flat(values.length), values);
    }

    public static NestedTuple tuple(NestedTuple... modes) {
        return tuple(Arrays.asList(modes));
    }

    /** Parses CuTe notation: {@code 8}, {@code (8)}, {@code ((2,3),4)}, {@code ()}; spaces allowed. */
    public static NestedTuple parse(String text) {
        return new TextReader(text).readWholeTuple();
    }

    public Profile profile() {
        return profile;
    }

    /** The flattened entries (a copy). */
    public long[] entries() {
        return entries.clone();
    }

    /** Entry i of the flattening, 0-based. */
    public long entry(int i) {
        return entries[i];
    }

    public boolean isInteger() {
        return profile.isLeaf();
    }

    public int rank() {
        return profile.rank();
    }

    public int length() {
        return entries.length;
    }

    public int depth() {
        return profile.depth();
    }

    /** The product of the entries; an overflow is an input error. */
    public long size() {
        long p = 1;
        try {
            for (long e : entries) {
                p = Math.multiplyExact(p, e);
            }
        } catch (ArithmeticException ex) {
            throw CuteError.overflow("size of " + this);
        }
        return p;
    }

    public NestedTuple mode(int i) {
        if (i < 0 || i >= rank()) {
            throw new CuteError("mode " + i + " does not exist in rank-" + rank() + " tuple " + this);
        }
        if (isInteger()) {
            return this;
        }
        int off = profile.modeOffset(i);
        Profile p = profile.mode(i);
        return new NestedTuple(p, Arrays.copyOfRange(entries, off, off + p.length()));
    }

    public List<NestedTuple> modes() {
        List<NestedTuple> out = new ArrayList<>(rank());
        for (int i = 0; i < rank(); i++) {
            out.add(mode(i));
        }
        return out;
    }

    /** The flat tuple of the entries; an integer stays an integer (as CuTe's flatten). */
    public NestedTuple flatten() {
        return isInteger() ? this : flat(entries);
    }

    /** Same profile as {@code other} (congruent), entries aside. */
    public boolean congruent(NestedTuple other) {
        return profile.equals(other.profile);
    }

    /**
     * {@code this -> coarser}: this is obtained from {@code coarser} by replacing some entries with
     * nested tuples of the same size. An integer refines only an integer equal to it; a tuple
     * refines an integer equal to its size, or a tuple of the same rank mode by mode. An integer
     * never refines a tuple: {@code 6} does not refine {@code (6)}.
     */
    public boolean refines(NestedTuple coarser) {
        return relativeModesOrNull(coarser) != null;
    }

    /**
     * The relative modes of this refinement: for each entry {@code t_j} of {@code coarser}, the
     * sub-tuple of this that replaced it. Their concatenated flattenings are this tuple's flattening
     * (the relative flattening).
     */
    public List<NestedTuple> relativeModes(NestedTuple coarser) {
        List<NestedTuple> out = relativeModesOrNull(coarser);
        if (out == null) {
            throw new CuteError(this + " does not refine " + coarser);
        }
        return out;
    }

    private List<NestedTuple> relativeModesOrNull(NestedTuple coarser) {
        List<NestedTuple> out = new ArrayList<>(coarser.length());
        return collectRelative(profile, 0, coarser.profile, 0, coarser.entries, out) ? out : null;
    }

    /** Walks both profiles by entry offsets, materializing only the relative modes. */
    private boolean collectRelative(Profile fine, int fineAt, Profile coarse, int coarseAt, long[] coarseEntries,
                                    List<NestedTuple> out) {
        if (coarse.isLeaf()) {
            if (sizeOrZero(fineAt, fineAt + fine.length()) != coarseEntries[coarseAt]) {
                return false;
            }
            out.add(new NestedTuple(fine, Arrays.copyOfRange(entries, fineAt, fineAt + fine.length())));
            return true;
        }
        if (fine.isLeaf() || fine.rank() != coarse.rank()) {
            return false;
        }
        for (int i = 0; i < coarse.rank(); i++) {
            if (!collectRelative(fine.mode(i), fineAt + fine.modeOffset(i), coarse.mode(i), coarseAt + coarse.modeOffset(i),
                    coarseEntries, out)) {
                return false;
            }
        }
        return true;
    }

    /** Size for comparison only: an overflowing product cannot equal any entry, so it reads as 0. */
    private long sizeOrZero() {
        return sizeOrZero(0, entries.length);
    }

    private long sizeOrZero(int from, int to) {
        long p = 1;
        for (int k = from; k < to; k++) {
            long e = entries[k];
            long q = p * e;
            if (Math.multiplyHigh(p, e) != 0 || q < 0) {
                return 0;
            }
            p = q;
        }
        return p;
    }

    /**
     * Replaces entry j by {@code replacements.get(j)} (each of the same size as the entry it
     * replaces), keeping the nesting around it: the refinement of this tuple that has the given
     * relative modes.
     */
    public NestedTuple substitute(List<NestedTuple> replacements) {
        if (replacements.size() != entries.length) {
            throw new CuteError("substitute needs " + entries.length + " replacements for " + this + ", got " + replacements.size());
        }
        for (int j = 0; j < entries.length; j++) {
            if (replacements.get(j).sizeOrZero() != entries[j]) {
                throw new CuteError("entry " + (j + 1) + " of " + this + " is " + entries[j]
                        + " but its replacement " + replacements.get(j) + " has another size");
            }
        }
        return substituteTrusted(replacements);
    }

    /** {@link #substitute} for replacements whose sizes are right by construction. */
    NestedTuple substituteTrusted(List<NestedTuple> replacements) {
        int total = 0;
        for (NestedTuple r : replacements) {
            total += r.entries.length;
        }
        long[] out = new long[total];
        int[] cursor = {0, 0}; // next replacement, next output entry
        Profile p = substitute(profile, replacements, cursor, out);
        return new NestedTuple(p, out);
    }

    private static Profile substitute(Profile p, List<NestedTuple> replacements, int[] cursor, long[] out) {
        if (p.isLeaf()) {
            NestedTuple r = replacements.get(cursor[0]++);
            System.arraycopy(r.entries, 0, out, cursor[1], r.entries.length);
            cursor[1] += r.entries.length;
            return r.profile;
        }
        Profile[] modes = new Profile[p.rank()];
        for (int i = 0; i < modes.length; i++) {
            modes[i] = substitute(p.mode(i), replacements, cursor, out);
        }
        return Profile.ofOwned(modes);
    }

    /** colex: {@code [0,S) -> [0,size S)}, {@code x = Σ (s_1⋯s_{i-1}) x_i} over the flattening. */
    public long colex(long[] coordinate) {
        if (coordinate.length != entries.length) {
            throw new CuteError("coordinate has " + coordinate.length + " entries but " + this + " has " + entries.length);
        }
        long x = 0;
        long scale = 1;
        for (int i = 0; i < entries.length; i++) {
            if (coordinate[i] < 0 || coordinate[i] >= entries[i]) {
                throw new CuteError("coordinate entry " + (i + 1) + " is " + coordinate[i] + ", outside [0," + entries[i] + ")");
            }
            x += scale * coordinate[i];
            scale *= entries[i];
        }
        return x;
    }

    /** colex⁻¹: {@code x -> (⌊x / (s_1⋯s_{i-1})⌋ mod s_i)_i}; x must lie in {@code [0,size S)}. */
    public long[] colexInverse(long x) {
        long size = size();
        if (x < 0 || x >= size) {
            throw new CuteError("index " + x + " is outside [0," + size + ") of " + this);
        }
        long[] out = new long[entries.length];
        for (int i = 0; i < entries.length; i++) {
            out[i] = x % entries[i];
            x /= entries[i];
        }
        return out;
    }

    /**
     * The colex isomorphism {@code [0,S) ≅ [0,S')} of a refinement {@code S -> S'}: each relative
     * mode's coordinates are colex-ed onto the entry it refines.
     */
    public long[] relativeColex(NestedTuple coarser, long[] coordinate) {
        List<NestedTuple> rel = relativeModes(coarser);
        long[] out = new long[rel.size()];
        int at = 0;
        for (int j = 0; j < rel.size(); j++) {
            NestedTuple r = rel.get(j);
            out[j] = r.colex(Arrays.copyOfRange(coordinate, at, at + r.length()));
            at += r.length();
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NestedTuple t && t.profile.equals(profile) && Arrays.equals(t.entries, entries);
    }

    @Override
    public int hashCode() {
        return 31 * profile.hashCode() + Arrays.hashCode(entries);
    }

    /** CuTe notation without spaces: {@code 8}, {@code (8)}, {@code ((2,3),4)}. */
    @Override
    public String toString() {
        return format(profile, entries);
    }

    /** Prints {@code values} (one per entry) nested like {@code p}. */
    static String format(Profile p, long[] values) {
        StringBuilder sb = new StringBuilder();
        append(sb, p, values, new int[] {0});
        return sb.toString();
    }

    private static void append(StringBuilder sb, Profile p, long[] values, int[] next) {
        if (p.isLeaf()) {
            sb.append(values[next[0]++]);
            return;
        }
        sb.append('(');
        for (int i = 0; i < p.rank(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            append(sb, p.mode(i), values, next);
        }
        sb.append(')');
    }
}
