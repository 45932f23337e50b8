package cuteprover.smem;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

/**
 * A warp's access to shared memory as byte addresses: thread t, value v touches element
 * {@code SMEM(TV(t,v))} of {@code bytes} bytes, at byte address {@code bytes * SMEM(TV(t,v))}. TV is a
 * static (thread, value) layout whose values index SMEM's domain (a rank-1 TV has one value per
 * thread); SMEM is a layout or a composed (swizzled) layout of element offsets.
 */
public final class SmemAccess {

    private SmemAccess() {
    }

    /** The TV layout as a table {@code index[t][v]}, each index checked to lie in [0, domain). */
    public static long[][] indices(Layout tv, long domain) {
        if (!tv.isStatic() || !tv.hasIntegerStrides()) {
            throw new CuteError("the access layout TV = " + tv + " must be static with integer strides");
        }
        if (tv.rank() > 2) {
            throw new CuteError("the access layout TV = " + tv + " must have rank 1 or 2 (thread, value), got rank " + tv.rank());
        }
        long threads = tv.rank() == 0 ? 1 : tv.mode(0).size().value();
        long values = tv.rank() == 2 ? tv.mode(1).size().value() : 1;
        if (threads * values > (1 << 20)) {
            throw new CuteError("the access layout TV = " + tv + " has " + threads * values + " (thread, value) pairs; at most 2^20");
        }
        long[] table = FlatLayout.of(tv).table();
        long[][] out = new long[(int) threads][(int) values];
        for (int t = 0; t < threads; t++) {
            for (int v = 0; v < values; v++) {
                long i = table[(int) (t + threads * v)];
                if (i < 0 || i >= domain) {
                    throw new CuteError("access (thread " + t + ", value " + v + ") of TV = " + tv + " is element index " + i
                            + ", outside the domain [0," + domain + ") of the shared-memory layout: the access does not fit");
                }
                out[t][v] = i;
            }
        }
        return out;
    }

    /**
     * TV's accesses inside SMEM's domain, whose size may be symbolic: its largest index below size(SMEM)
     * (the definedness condition of every bank function, {@link #indices} at concrete sizes). A negative
     * index fits no domain: refused at once.
     */
    public static Requirement fitsDomain(Layout tv, Object smem) {
        long[][] idx = indices(tv, Long.MAX_VALUE);
        int[] largest = {0, 0};
        for (int t = 0; t < idx.length; t++) {
            for (int v = 0; v < idx[t].length; v++) {
                if (idx[t][v] < 0) {
                    throw new CuteError("access (thread " + t + ", value " + v + ") of TV = " + tv + " is element index " + idx[t][v]
                            + ", outside the domain of the shared-memory layout: the access does not fit");
                }
                if (idx[t][v] > idx[largest[0]][largest[1]]) {
                    largest[0] = t;
                    largest[1] = v;
                }
            }
        }
        return Requirement.below(SymInt.of(idx[largest[0]][largest[1]]), inner(smem).size(),
                (i, lo, domain) -> "access (thread " + largest[0] + ", value " + largest[1] + ") of TV = " + tv + " is element index " + i
                        + ", outside the domain [0," + domain + ") of the shared-memory layout: the access does not fit");
    }

    /** The size of SMEM's domain (static), for the bounds check of TV. */
    public static long domain(Object smem) {
        SymInt size = inner(smem).size();
        if (!size.isConst()) {
            throw new CuteError("the shared-memory layout " + smem + " needs a static size here");
        }
        return size.value();
    }

    /** The element offsets {@code SMEM(TV(t,v))} of a static SMEM. */
    public static long[][] elementOffsets(Object smem, Layout tv) {
        long[][] idx = indices(tv, domain(smem));
        long[] table = smem instanceof ComposedLayout c ? c.table() : FlatLayout.of(requireStatic(inner(smem), smem)).table();
        long[][] out = new long[idx.length][];
        for (int t = 0; t < idx.length; t++) {
            out[t] = new long[idx[t].length];
            for (int v = 0; v < idx[t].length; v++) {
                out[t][v] = table[(int) idx[t][v]];
            }
        }
        return out;
    }

    /** Byte addresses {@code bytes * SMEM(TV(t,v))} of a static SMEM. */
    public static long[][] addresses(Object smem, int bytes, Layout tv) {
        BankModel.requireElementBytes(bytes);
        long[][] off = elementOffsets(smem, tv);
        for (long[] row : off) {
            for (int v = 0; v < row.length; v++) {
                row[v] = Math.multiplyExact(row[v], bytes);
            }
        }
        return off;
    }

    /**
     * Byte addresses as terms of SMEM's variables (a symbolic stage offset, symbolic sizes), for the
     * prover; TV is static and indexes SMEM's domain (checked where that domain is static).
     */
    public static SymInt[][] addressTerms(Object smem, int bytes, Layout tv) {
        BankModel.requireElementBytes(bytes);
        SymInt size = inner(smem).size();
        long[][] idx = indices(tv, size.isConst() ? size.value() : Long.MAX_VALUE);
        Layout in = inner(smem);
        SymInt[][] out = new SymInt[idx.length][];
        for (int t = 0; t < idx.length; t++) {
            out[t] = new SymInt[idx[t].length];
            for (int v = 0; v < idx[t].length; v++) {
                IntTuple off = Coordinates.crd2offset(SymInt.of(idx[t][v]), in.shape(), in.stride());
                if (smem instanceof ComposedLayout c) {
                    off = c.outer().apply(SymInt.add((SymInt) c.offset(), (SymInt) off));
                }
                if (!(off instanceof SymInt s)) {
                    throw new CuteError("the shared-memory layout " + smem + " must give integer offsets");
                }
                out[t][v] = SymInt.mul(SymInt.of(bytes), s);
            }
        }
        return out;
    }

    static Layout inner(Object smem) {
        if (smem instanceof Layout l) {
            return l;
        }
        if (smem instanceof ComposedLayout c) {
            return c.inner();
        }
        throw new CuteError("expected a shared-memory layout (a layout or a swizzled layout), got " + smem);
    }

    private static Layout requireStatic(Layout l, Object smem) {
        if (!l.isStatic() || !l.hasIntegerStrides()) {
            throw new CuteError("the shared-memory layout " + smem + " must be static with integer strides here");
        }
        return l;
    }
}
