package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Layout inference: given an offset table f(0..n-1), find a layout L of size n with L(x) = f(x)
 * for every x, or prove that none exists.
 *
 * <h2>The math</h2>
 * Every layout can be flattened and stripped of its size-1 modes without changing its function,
 * so it suffices to search flat layouts {@code (n0,n1,...):(s0,s1,...)} with every {@code ni > 1}
 * and {@code n0*n1*... = n}. Then {@code s0 = f(1)}, and {@code f(x) = s0*(x mod n0) + g(x div n0)}
 * where {@code g(y) = f(n0*y)} is the function of the remaining modes. Call a divisor
 * {@code p > 1} of n <em>consistent</em> when f is linear with slope f(1) inside every block of p
 * consecutive indices: {@code f(x) - f(x-1) = f(1)} whenever {@code x mod p != 0}.
 * <ol>
 * <li>Every divisor of a consistent value is consistent (its blocks lie inside the larger ones), and
 * the lcm of two consistent values is consistent (a step x-1 to x crosses an lcm-block boundary only
 * if it crosses both): the consistent divisors of n are exactly the divisors of the largest one.</li>
 * <li>If a layout admits f, coalesce it (merge adjacent modes with {@code s(i+1) = ni*si}); call its
 * first mode m0. Any consistent p &lt; m0 divides m0: otherwise x = m0 is inside a p-block, so
 * {@code f(m0) = f(m0-1) + s0 = m0*s0}, i.e. the second stride is m0*s0 and the layout was not
 * coalesced. Splitting m0 into {@code (p, m0/p):(s0, p*s0)} keeps the function, so some layout
 * admitting f begins with the mode p:s0, and its remaining modes admit g.</li>
 * <li>Hence: take any consistent prime (here the smallest), recurse on g.
 * If no prime divisor of n is consistent, or the recursion fails, <b>no layout admits f</b>
 * (the contrapositive of 2 at every level). This search is complete, not a heuristic.</li>
 * </ol>
 * The modes found are merged as they come ({@code s' = p*s} merges), so the result is coalesced:
 * no size-1 modes (except {@code 1:0} for n = 1) and no mergeable neighbours. By step 2 applied
 * repeatedly, every coalesced layout admitting f has as first mode the <em>largest</em> consistent
 * divisor of n, so the coalesced form is unique: the result equals CuTe's {@code coalesce} of any
 * layout admitting f, and it has the minimal rank among them.
 *
 * <p>The blog "On CuTe layouts" recursed on the largest consistent value and had several bugs
 * (unchecked columns, crashes on stride 0, sizes other than n); this search is rewritten from the
 * argument above. Every result is re-checked by enumeration before it is returned.
 */
public final class LayoutInference {

    private LayoutInference() {
    }

    /**
     * The outcome of an inference: the layout when one exists; otherwise the index of the table
     * entry that no layout can match (-1 when no entry is to blame, e.g. an empty table) and why.
     */
    public record Result(Optional<Layout> layout, long failingIndex, String reason) {

        static Result found(Layout layout) {
            return new Result(Optional.of(layout), -1, "");
        }

        static Result none(long failingIndex, String reason) {
            return new Result(Optional.empty(), failingIndex, reason);
        }

        public boolean isFound() {
            return layout.isPresent();
        }

        /** The layout, or a CuteError {@code no layout admits the table: <reason>}. */
        public Layout orThrow() {
            return layout.orElseThrow(() -> new CuteError("no layout admits the table: " + reason));
        }
    }

    /** The coalesced layout whose function on [0,n) equals the table, or empty. */
    public static Optional<Layout> infer(long[] offsets) {
        return explain(offsets).layout();
    }

    /** A layout of the given shape whose function equals the table, or empty. */
    public static Optional<Layout> infer(long[] offsets, IntTuple shape) {
        return explain(offsets, shape).layout();
    }

    /** Inference with the reason and the failing index when no layout admits the table. */
    public static Result explain(long[] f) {
        int n = f.length;
        if (n == 0) {
            return Result.none(-1, "the table is empty, but every layout has size >= 1");
        }
        if (f[0] != 0) {
            return Result.none(0, "f(0)=" + f[0] + " but every layout maps index 0 to offset 0");
        }
        List<long[]> modes = new ArrayList<>(); // {size, stride}, coalesced as they come
        long done = 1;                           // product of the sizes found so far
        while (done < n) {
            long rest = n / done;
            long stride = f[(int) done];
            long[] primes = primeFactors(rest);
            long chosen = 0;
            List<long[]> witnesses = new ArrayList<>(); // {prime, index}
            for (long p : primes) {
                long bad = firstInconsistency(f, done, rest, p, stride);
                if (bad < 0) {
                    chosen = p;
                    break;
                }
                witnesses.add(new long[]{p, bad});
            }
            if (chosen == 0) {
                return refusal(f, modes, done, stride, witnesses);
            }
            append(modes, chosen, stride);
            done *= chosen;
        }
        Layout result = toLayout(modes);
        requireReproduces(result, f);
        return Result.found(result);
    }

    /**
     * Inference with a prescribed shape (of size n). The strides are forced: a leaf of size &gt; 1
     * whose colexicographic prefix product is q must have stride f(q); size-1 leaves get stride 0.
     * So a layout of this shape admits the table iff the forced one does.
     */
    public static Result explain(long[] f, IntTuple shape) {
        SymInt size = Tuples.product(shape);
        if (!size.isConst()) {
            throw new CuteError("layout inference needs a static shape, got " + TupleFormat.format(shape));
        }
        if (size.value() != f.length) {
            return Result.none(-1, "the shape " + TupleFormat.format(shape) + " has size " + size
                    + " but the table has " + f.length + " entries");
        }
        if (f[0] != 0) {
            return Result.none(0, "f(0)=" + f[0] + " but every layout maps index 0 to offset 0");
        }
        long[] prefix = {1};
        IntTuple stride = Tuples.map(shape, leaf -> {
            long m = ((SymInt) leaf).value();
            long d = m > 1 ? f[(int) prefix[0]] : 0;
            prefix[0] *= m;
            return SymInt.of(d);
        });
        Layout candidate = new Layout(shape, stride);
        long[] table = FlatLayout.of(candidate).table();
        for (int x = 0; x < f.length; x++) {
            if (table[x] != f[x]) {
                return Result.none(x, "f(" + x + ")=" + f[x] + " but the only layout of shape " + TupleFormat.format(shape)
                        + " that matches f at the unit coordinates is " + candidate + ", which gives " + table[x]);
            }
        }
        return Result.found(candidate);
    }

    /**
     * First index (in the original table) where the mode p:stride breaks linearity inside a block
     * of g(y) = f(done*y), or -1 if p is consistent.
     */
    private static long firstInconsistency(long[] f, long done, long rest, long p, long stride) {
        for (long y = 1; y < rest; y++) {
            if (y % p == 0) {
                continue;
            }
            long here = f[(int) (done * y)];
            long before = f[(int) (done * (y - 1))];
            long step;
            try {
                step = Math.subtractExact(here, before);
            } catch (ArithmeticException e) {
                return done * y; // the step does not even fit in 64 bits, so it is not the stride
            }
            if (step != stride) {
                return done * y;
            }
        }
        return -1;
    }

    private static Result refusal(long[] f, List<long[]> modes, long done, long stride, List<long[]> witnesses) {
        StringBuilder why = new StringBuilder();
        long first = witnesses.get(0)[1];
        why.append("f(").append(first).append(")=").append(f[(int) first]).append("; every layout admitting the table can be taken to begin with ");
        if (!modes.isEmpty()) {
            why.append(toLayout(modes)).append(" followed by ");
        }
        why.append("a mode of prime size dividing ").append(f.length / done).append(" and stride f(").append(done).append(")=")
                .append(stride).append(", but ");
        for (int i = 0; i < witnesses.size(); i++) {
            long p = witnesses.get(i)[0];
            long x = witnesses.get(i)[1];
            if (i > 0) {
                why.append(i == witnesses.size() - 1 ? " and " : ", ");
            }
            why.append(p).append(':').append(stride).append(" needs f(").append(x).append(")=f(").append(x - done).append(")+")
                    .append(stride).append('=').append(expected(f[(int) (x - done)], stride));
        }
        return Result.none(first, why.toString());
    }

    private static String expected(long before, long stride) {
        try {
            return Long.toString(Math.addExact(before, stride));
        } catch (ArithmeticException e) {
            return before + "+" + stride + " (beyond 64 bits)";
        }
    }

    /** Appends p:stride, merging with the previous mode when it continues it (coalescing). */
    private static void append(List<long[]> modes, long p, long stride) {
        if (!modes.isEmpty()) {
            long[] last = modes.get(modes.size() - 1);
            try {
                if (Math.multiplyExact(last[0], last[1]) == stride) {
                    last[0] *= p;
                    return;
                }
            } catch (ArithmeticException e) {
                // cannot continue the previous mode: keep a separate mode
            }
        }
        modes.add(new long[]{p, stride});
    }

    private static Layout toLayout(List<long[]> modes) {
        if (modes.isEmpty()) {
            return Layout.of(1, 0);
        }
        if (modes.size() == 1) {
            return Layout.of(modes.get(0)[0], modes.get(0)[1]);
        }
        List<IntTuple> shape = new ArrayList<>();
        List<IntTuple> stride = new ArrayList<>();
        for (long[] m : modes) {
            shape.add(SymInt.of(m[0]));
            stride.add(SymInt.of(m[1]));
        }
        return new Layout(new Tuple(shape), new Tuple(stride));
    }

    /** Distinct prime factors in increasing order (trial division; n fits in an int here). */
    static long[] primeFactors(long n) {
        List<Long> out = new ArrayList<>();
        long rest = n;
        for (long d = 2; d * d <= rest; d++) {
            if (rest % d == 0) {
                out.add(d);
                while (rest % d == 0) {
                    rest /= d;
                }
            }
        }
        if (rest > 1) {
            out.add(rest);
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    /** The defining property, by enumeration: the result reproduces the table exactly. */
    private static void requireReproduces(Layout layout, long[] f) {
        long[] table = FlatLayout.of(layout).table();
        if (table.length != f.length) {
            throw new CuteError("layout inference is wrong: " + layout + " has size " + table.length + " but the table has "
                    + f.length + " entries");
        }
        for (int x = 0; x < f.length; x++) {
            if (table[x] != f[x]) {
                throw new CuteError("layout inference is wrong: " + layout + " gives " + table[x] + " at " + x
                        + " but f(" + x + ")=" + f[x]);
            }
        }
    }
}
