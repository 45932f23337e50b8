package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.List;

/**
 * upcast&lt;N&gt; and downcast&lt;N&gt;: a layout of elements seen as a layout of N-element
 * vectors, or of 1/N-element pieces (CuTe's recast of strides, leaf by leaf).
 *
 * <p>upcast: a stride-0 leaf is kept; a stride d with N | d becomes d/N; a stride with d | N
 * ({@code |d| < N}) becomes ±1 and its shape {@code ceil(s/(N/|d|))}; anything else fails CuTe's
 * divisibility condition. Checked: {@code N·upcast(L)(c) = L(c')} where c' scales the coordinate of
 * each small-stride leaf by N/|d|, for every c whose c' lies in L's domain.
 *
 * <p>downcast: a leaf of stride ±1 gets N times the shape, every other stride is multiplied by N;
 * CuTe requires some stride 1. Checked: {@code downcast(L)(c) = N·L(c') + Σ d·(c_k mod N)} where c'
 * divides the coordinate of each ±1 leaf by N, for every c of the domain.
 */
public final class Recast {

    private Recast() {
    }

    public static Layout upcast(Layout l, SymInt n, Decider d) {
        requirePositive(n, "upcast", d);
        IntTuple shape = Tuples.zipMap(l.shape(), l.stride(), (s, stride) -> upShape((SymInt) s, integer(stride, "upcast"), n, d));
        IntTuple stride = Tuples.map(l.stride(), x -> upStride(integer(x, "upcast"), n, d));
        Layout result = new Layout(shape, stride);
        if (Checks.applicable(l, result) && n.isConst()) {
            checkUp(l, result, n.value());
        } else {
            d.unchecked(new Unchecked("upcast", List.of(l, n), result,
                    in -> upcast((Layout) in.get(0), (SymInt) in.get(1), Decider.CONCRETE)));
        }
        return result;
    }

    public static Layout downcast(Layout l, SymInt n, Decider d) {
        requirePositive(n, "downcast", d);
        boolean adjacent = false;
        for (IntTuple x : l.stride().leaves()) {
            adjacent |= x instanceof SymInt s && d.isOne(s);
        }
        if (!adjacent) {
            throw new CuteError("downcast of " + l + " is undefined: no mode has stride 1 (CuTe: \"Downcast requires adjacent elements\")");
        }
        IntTuple shape = Tuples.zipMap(l.shape(), l.stride(), (s, stride) ->
                unit(integer(stride, "downcast"), d) ? SymInt.mul((SymInt) s, n) : s);
        IntTuple stride = Tuples.map(l.stride(), x -> {
            SymInt s = integer(x, "downcast");
            return unit(s, d) ? s : SymInt.mul(s, n);
        });
        Layout result = new Layout(shape, stride);
        if (Checks.applicable(l, result) && n.isConst()) {
            checkDown(l, result, n.value());
        } else {
            d.unchecked(new Unchecked("downcast", List.of(l, n), result,
                    in -> downcast((Layout) in.get(0), (SymInt) in.get(1), Decider.CONCRETE)));
        }
        return result;
    }

    private static void requirePositive(SymInt n, String op, Decider d) {
        d.require(Requirement.atLeast(n, SymInt.ONE, (v, lo, hi) -> op + ": the factor must be >= 1, got " + v));
    }

    private static SymInt integer(IntTuple stride, String op) {
        return Strides.integer(stride, op);
    }

    private static boolean unit(SymInt s, Decider d) {
        return d.isOne(s) || d.equal(s, SymInt.of(-1));
    }

    private static IntTuple upShape(SymInt s, SymInt stride, SymInt n, Decider d) {
        if (d.isZero(stride)) {
            return s;
        }
        SymInt abs = Strides.abs(stride, d);
        if (!d.divides(n, abs) && !d.divides(abs, n)) {
            throw new CuteError("upcast by " + n + " is undefined: the stride " + stride + " is neither a multiple nor a divisor of "
                    + n + " (CuTe: \"Divisibility condition\")");
        }
        return SymInt.ceilDiv(s, SymInt.ceilDiv(n, abs));
    }

    private static IntTuple upStride(SymInt stride, SymInt n, Decider d) {
        if (d.isZero(stride)) {
            return stride;
        }
        SymInt q = SymInt.ceilDiv(Strides.abs(stride, d), n);
        return Strides.isNegative(stride, d) ? SymInt.neg(q) : q;
    }

    private static long[] flat(IntTuple t) {
        List<IntTuple> leaves = t.leaves();
        long[] out = new long[leaves.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((SymInt) leaves.get(i)).value();
        }
        return out;
    }

    private static void checkUp(Layout l, Layout up, long n) {
        String property = "upcast is not a coarser view";
        long[] s = flat(l.shape());
        long[] dl = flat(l.stride());
        long[] su = flat(up.shape());
        long[] du = flat(up.stride());
        long size = Checks.size(up);
        Checks.requireEnumerable(property, size, Checks.TABLE_LIMIT);
        long[] c = new long[su.length];
        for (long i = 0; i < size; i++) {
            long rest = i;
            long fine = 0;
            long coarse = 0;
            boolean inside = true;
            for (int k = 0; k < su.length; k++) {
                c[k] = k == su.length - 1 ? rest : rest % su[k];
                rest = k == su.length - 1 ? 0 : rest / su[k];
                long scale = dl[k] != 0 && Math.abs(dl[k]) < n ? n / Math.abs(dl[k]) : 1;
                long ck = c[k] * scale;
                inside &= ck < s[k];
                fine += ck * dl[k];
                coarse += c[k] * du[k];
            }
            if (inside && n * coarse != fine) {
                throw new CuteError(property + ": " + n + "*U(" + i + ")=" + (n * coarse) + " but L at the matching coordinate is " + fine);
            }
        }
    }

    private static void checkDown(Layout l, Layout down, long n) {
        String property = "downcast is not a finer view";
        long[] dl = flat(l.stride());
        long[] sd = flat(down.shape());
        long[] dd = flat(down.stride());
        long size = Checks.size(down);
        Checks.requireEnumerable(property, size, Checks.TABLE_LIMIT);
        for (long i = 0; i < size; i++) {
            long rest = i;
            long coarse = 0;
            long within = 0;
            long value = 0;
            for (int k = 0; k < sd.length; k++) {
                long ck = k == sd.length - 1 ? rest : rest % sd[k];
                rest = k == sd.length - 1 ? 0 : rest / sd[k];
                value += ck * dd[k];
                if (Math.abs(dl[k]) == 1) {
                    coarse += (ck / n) * dl[k];
                    within += (ck % n) * dl[k];
                } else {
                    coarse += ck * dl[k];
                }
            }
            if (value != n * coarse + within) {
                throw new CuteError(property + ": D(" + i + ")=" + value + " but " + n + "*L(...)+r=" + (n * coarse + within));
            }
        }
    }

    // Concrete convenience overloads.

    public static Layout upcast(Layout l, SymInt n) {
        return upcast(l, n, Decider.CONCRETE);
    }

    public static Layout downcast(Layout l, SymInt n) {
        return downcast(l, n, Decider.CONCRETE);
    }
}
