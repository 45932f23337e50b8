package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * Which published admissibility rules accept a composition A∘B (the reference catalogue, §5 item 3,
 * shows that they differ), and whether A∘B exists at all:
 * <ul>
 * <li><b>weak</b> — Shah / Lei Mao Def. 2.12 and 2.17: on the coalesced shape
 * {@code M0..Ma} of A (last factor read as ∞), for every mode N:r of flattened B, M is left divisible
 * by r (division index i: {@code M0..M(i-1) | r}, {@code c = r/(M0..M(i-1))}, and for i &lt; a also
 * {@code 1 <= c < Mi} and {@code c | Mi}); the induced factorization {@code (Mi/c, M(i+1), .., ∞)} is
 * weakly left divisible by N (the same without {@code c | Mi}); and the intervals of definition
 * {@code [r, r(N-1)] ∩ [1, M0..M(a-1))} of the modes are pairwise disjoint.</li>
 * <li><b>strong</b> — CUTLASS, Def. 2.21: the same with N left divisible (not only weakly).</li>
 * <li><b>cecka</b> — Cecka §3.3.2, as printed: for each mode s:d of B, A (coalesced) truncated to the
 * modes r whose prefix product {@code S̄r <= (s-1)d}, with the stride divisibility condition (20)
 * {@code S̄r | d or d | S̄r} and the shape divisibility condition (21) {@code ceil(S̄r/d) | s} for
 * those r; for several modes, also pairwise segregated images {@code si*di <= dj or sj*dj <= di}
 * (unless B produces coordinates, whose modes compose with separate modes of A). Each base case is
 * truncated on its own, as printed: the catalogue's erratum 4 shows this literal rule accepting a
 * wrong composition.</li>
 * <li><b>semantic</b> — some layout R with a shape compatible with B's equals A∘B on B's domain
 * (CuTe's result when it passes the check, else the layout inference finds one), decided by
 * enumeration.</li>
 * </ul>
 * The rules speak of positive integer strides: modes of B of size 1 or stride 0 (which map to
 * offset 0 in every regime) are skipped; a negative stride makes a rule {@code n/a}, and so do
 * scaled-basis strides for weak and strong.
 */
public final class Admissibility {

    private Admissibility() {
    }

    public enum Verdict { YES, NO, NA;
        @Override
        public String toString() {
            return this == NA ? "n/a" : name().toLowerCase();
        }
    }

    public record Report(Verdict weak, Verdict strong, Verdict cecka, Verdict semantic) {
        @Override
        public String toString() {
            return "weak=" + weak + " strong=" + strong + " cecka=" + cecka + " semantic=" + semantic;
        }
    }

    public static Report of(Layout a, Layout b, Decider d) {
        return new Report(shah(a, b, false, d), shah(a, b, true, d), cecka(a, b, d), semantic(a, b));
    }

    public static Report of(Layout a, Layout b) {
        return of(a, b, Decider.CONCRETE);
    }

    /** Positive (shape, stride) modes of flattened B; null when a stride is negative or not an integer. */
    private static List<SymInt[]> integerModes(Layout b, Decider d) {
        FlatModes modes = FlatModes.of(b);
        List<SymInt[]> out = new ArrayList<>();
        for (int k = 0; k < modes.size(); k++) {
            if (!(modes.strides.get(k) instanceof SymInt r)) {
                return null;
            }
            SymInt n = modes.shapes.get(k);
            if (d.isOne(n) || d.isZero(r)) {
                continue;
            }
            if (Strides.isNegative(r, d)) {
                return null;
            }
            out.add(new SymInt[] {n, r});
        }
        return out;
    }

    /** The coalesced shape of A, extension kept (its last factor stands for ∞). */
    private static List<SymInt> coalescedShape(Layout a, Decider d) {
        return Coalesce.extended(a, d).shapes;
    }

    static Verdict shah(Layout a, Layout b, boolean strong, Decider d) {
        List<SymInt[]> modes = integerModes(b, d);
        if (modes == null) {
            return Verdict.NA;
        }
        List<SymInt> m = coalescedShape(a, d);
        List<SymInt[]> intervals = new ArrayList<>();
        SymInt mPrime = FlatModes.product(m.subList(0, Math.max(0, m.size() - 1)));
        for (SymInt[] mode : modes) {
            SymInt n = mode[0];
            SymInt r = mode[1];
            List<SymInt> rest = divide(m, r, true, d);
            if (rest == null || divide(rest, n, strong, d) == null) {
                return Verdict.NO;
            }
            if (m.size() > 1) {
                SymInt hi = d.min(SymInt.mul(r, SymInt.sub(n, SymInt.ONE)), SymInt.sub(mPrime, SymInt.ONE));
                if (d.lessEqual(r, hi)) {
                    intervals.add(new SymInt[] {r, hi});
                }
            }
        }
        for (int i = 0; i < intervals.size(); i++) {
            for (int j = i + 1; j < intervals.size(); j++) {
                SymInt[] x = intervals.get(i);
                SymInt[] y = intervals.get(j);
                if (d.lessEqual(x[0], y[1]) && d.lessEqual(y[0], x[1])) {
                    return Verdict.NO;
                }
            }
        }
        return Verdict.YES;
    }

    /**
     * Left division of the factorization {@code f0·f1·…·∞} (the last entry stands for ∞) by v:
     * the induced factorization of the quotient, or null when there is no division index.
     * {@code strong} requires {@code c | fi} (left divisibility), else weak left divisibility.
     */
    static List<SymInt> divide(List<SymInt> factors, SymInt v, boolean strong, Decider d) {
        SymInt prefix = SymInt.ONE;
        int last = factors.size() - 1;
        for (int i = 0; i <= last; i++) {
            if (d.divides(prefix, v)) {
                SymInt c = SymInt.div(v, prefix);
                if (i == last) {
                    List<SymInt> out = new ArrayList<>();
                    out.add(SymInt.ZERO); // ∞ alone
                    return out;
                }
                SymInt fi = factors.get(i);
                if (d.lessEqual(SymInt.ONE, c) && d.lessThan(c, fi) && (!strong || d.divides(c, fi))) {
                    List<SymInt> out = new ArrayList<>();
                    if (d.divides(c, fi)) {
                        out.add(SymInt.div(fi, c));
                    }
                    out.addAll(factors.subList(i + 1, factors.size()));
                    return out;
                }
            }
            prefix = SymInt.mul(prefix, factors.get(i));
        }
        return null;
    }

    static Verdict cecka(Layout a, Layout b, Decider d) {
        FlatModes modes = FlatModes.of(b);
        boolean coordinates = false;
        List<SymInt[]> bases = new ArrayList<>();
        for (int k = 0; k < modes.size(); k++) {
            SymInt s = modes.shapes.get(k);
            IntTuple stride = modes.strides.get(k);
            Layout target = a;
            SymInt dk;
            if (stride instanceof ScaledBasis basis) {
                coordinates = true;
                if (basis.mode() >= a.rank()) {
                    return Verdict.NO;
                }
                target = a.mode(basis.mode());
                dk = basis.coeff();
            } else {
                dk = (SymInt) stride;
            }
            if (d.isOne(s) || d.isZero(dk)) {
                continue;
            }
            if (Strides.isNegative(dk, d)) {
                return Verdict.NA;
            }
            if (!ceckaBase(Coalesce.extended(target, d).shapes, s, dk, d)) {
                return Verdict.NO;
            }
            bases.add(new SymInt[] {s, dk});
        }
        if (!coordinates) {
            for (int i = 0; i < bases.size(); i++) {
                for (int j = i + 1; j < bases.size(); j++) {
                    SymInt[] x = bases.get(i);
                    SymInt[] y = bases.get(j);
                    if (!d.lessEqual(SymInt.mul(x[0], x[1]), y[1]) && !d.lessEqual(SymInt.mul(y[0], y[1]), x[1])) {
                        return Verdict.NO;
                    }
                }
            }
        }
        return Verdict.YES;
    }

    /** Base case s:d against the coalesced shape S: truncation, then (20) and (21). */
    private static boolean ceckaBase(List<SymInt> shape, SymInt s, SymInt dStride, Decider d) {
        SymInt bound = SymInt.mul(SymInt.sub(s, SymInt.ONE), dStride);
        SymInt prefix = SymInt.ONE;
        for (int r = 0; r < shape.size(); r++) {
            if (r > 0 && d.lessThan(bound, prefix)) {
                break;
            }
            if (!d.divides(prefix, dStride) && !d.divides(dStride, prefix)) {
                return false;
            }
            if (!d.divides(SymInt.ceilDiv(prefix, dStride), s)) {
                return false;
            }
            prefix = SymInt.mul(prefix, shape.get(r));
        }
        return true;
    }

    static Verdict semantic(Layout a, Layout b) {
        if (!Checks.applicable(a, b)) {
            return Verdict.NA;
        }
        try {
            Composition.compose(a, b);
            return Verdict.YES;
        } catch (CuteError e) {
            try {
                return Composition.byInference(a, b).isPresent() ? Verdict.YES : Verdict.NO;
            } catch (CuteError inner) {
                return Verdict.NO;
            }
        }
    }
}
