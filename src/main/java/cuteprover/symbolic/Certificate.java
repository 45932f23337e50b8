package cuteprover.symbolic;

import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Solver-free (or nearly) certificates of a layout's injectivity.
 *
 * <p>The sorted-stride certificate of bijectivity. If the modes of a layout (size-1 modes dropped)
 * can be ordered so that {@code d_0 = 1} and {@code d_{k+1} = s_k * d_k}, the layout is the
 * mixed-radix representation of {@code [0, size)} with digits permuted, hence a bijection onto
 * {@code [0, size)} — for every value of the variables, because each link is an identity of
 * polynomials (normal forms compare equal). No solver is involved, so a static layout of size
 * 2^30 is certified as fast as one of size 2^10. When no chain exists the certificate says
 * nothing; the prover then asks Z3 (which finds the counterexample if there is one).
 *
 * <p>The spread-stride certificate of injectivity: if the modes (size-1 modes dropped) can be ordered
 * so that {@code |d_0| >= 1} and {@code |d_{k+1}| >= s_k * |d_k|}, then by induction
 * {@code |d_{k+1}| > sum_{j<=k} (s_j - 1) |d_j|}, so the highest mode where two coordinates differ
 * decides the offsets' difference: the layout is injective (a negative stride reflects its
 * coordinate, which keeps that). Each inequality is asked of the solver for every allowed value as
 * one small linear question, where the injectivity query itself pairs two points of the whole domain.
 */
final class Certificate {

    static final String CHAIN = "sorted-stride certificate (d[0] = 1, d[k+1] = s[k]*d[k])";
    static final String SPREAD = "spread-stride certificate (|d[0]| >= 1, |d[k+1]| >= s[k]*|d[k]| for every allowed value)";

    private Certificate() {
    }

    /** The mode order of the chain (flattened mode indices), or null when the certificate does not apply. */
    static List<Integer> bijectiveChain(Layout layout) {
        List<IntTuple> shape = layout.shape().leaves();
        List<IntTuple> stride = layout.stride().leaves();
        List<Integer> pending = new ArrayList<>();
        for (int i = 0; i < shape.size(); i++) {
            if (!(stride.get(i) instanceof SymInt)) {
                return null;
            }
            if (!((SymInt) shape.get(i)).isConstant(1)) {
                pending.add(i);
            }
        }
        List<Integer> chain = new ArrayList<>();
        SymInt next = SymInt.ONE;
        while (!pending.isEmpty()) {
            Integer found = null;
            for (Integer i : pending) {
                if (stride.get(i).equals(next)) {
                    if (found != null) {
                        return null;
                    }
                    found = i;
                }
            }
            if (found == null) {
                return null;
            }
            pending.remove(found);
            chain.add(found);
            try {
                next = SymInt.mul((SymInt) shape.get(found), next);
            } catch (ArithmeticException e) {
                return null;
            }
        }
        return chain;
    }

    /**
     * Whether the spread-stride certificate proves {@code layout} injective for every allowed value.
     * The order is the strides' at a large sample value (any order would be sound: each link is proved).
     */
    static boolean injectiveSpread(Scope scope, Layout layout) {
        List<IntTuple> shape = layout.shape().leaves();
        List<IntTuple> stride = layout.stride().leaves();
        List<SymInt> sizes = new ArrayList<>();
        List<SymInt> magnitudes = new ArrayList<>();
        List<BigInteger> samples = new ArrayList<>();
        for (int i = 0; i < shape.size(); i++) {
            if (!(stride.get(i) instanceof SymInt d) || !(shape.get(i) instanceof SymInt s)) {
                return false;
            }
            if (s.isConstant(1)) {
                continue;
            }
            BigInteger sample = sampled(d);
            if (sample == null || sample.signum() == 0) {
                return false;
            }
            try {
                magnitudes.add(sample.signum() < 0 ? SymInt.sub(SymInt.ZERO, d) : d);
            } catch (ArithmeticException e) {
                return false;
            }
            sizes.add(s);
            samples.add(sample.abs());
        }
        Integer[] order = new Integer[sizes.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, java.util.Comparator.comparing(samples::get));
        try {
            SymInt previous = null;
            for (Integer k : order) {
                SymInt d = magnitudes.get(k);
                SymInt bound = previous == null ? SymInt.ONE : previous;
                if (!Premises.always(scope, new Cond.Cmp(">=", d, bound))) {
                    return false;
                }
                previous = SymInt.mul(sizes.get(k), d);
            }
        } catch (ArithmeticException | cuteprover.CuteError e) {
            return false;
        }
        return true;
    }

    /**
     * The value with every variable at 2^20 (the order of large instances), in exact integers (a rank-8 product of
     * parameters leaves 64 bits there); null on a zero divisor.
     */
    private static BigInteger sampled(SymInt d) {
        java.util.Map<String, Long> large = new java.util.HashMap<>();
        for (String v : d.variables()) {
            large.put(v, 1L << 20);
        }
        try {
            return ExactArithmetic.value(d, large);
        } catch (ArithmeticException | IllegalArgumentException | cuteprover.CuteError e) {
            return null;
        }
    }
}
