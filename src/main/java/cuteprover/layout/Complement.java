package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The complement of A with respect to a cotarget (an integer or a shape): an ordered layout C whose
 * image meets A's only in 0, so that (A, C) enumerates the codomain without repetition.
 *
 * <p>CuTe's algorithm: filter A (drop stride-0 and size-1 modes, coalesce); take its modes in order of
 * increasing stride; the gap before a mode of stride d, after the previous mode ended at stride
 * {@code e} (starting with 1), gives a complement mode {@code d/e : e}, and that mode ends at
 * {@code d*s}; a last mode {@code ceil(cotarget/E) : E} covers the rest up to the cotarget (a shape
 * cotarget is divided mode by mode, as CuTe's ceil_div does); the result is coalesced. Without a
 * cotarget, the cotarget is cosize(filter(A)). A gap quotient of 0 means that a mode starts before
 * the modes of smaller stride end: CuTe refuses ("Non-injective Layout detected"), although such a
 * layout may still be injective ({@code (2,2,7,2):(40,33,38,26)}). A layout that passes is injective.
 *
 * <p>Checked on static results: C is strictly increasing on its domain; no C(i), 0 &lt; i &lt; size(C),
 * is an offset of A; and where every gap quotient is exact (the strides of A, sorted, form a
 * divisibility chain: the case where CuTe's result is a complement in Lei Mao's sense) the
 * concatenation (filter(A), C) is a bijection onto [0, size(filter(A))·size(C)), which covers
 * [0, cotarget). Where a quotient is inexact ({@code (4,8):(1,5)}) the floor leaves holes that no
 * layout could fill, and only the first two properties hold; (A,C) must then still reach the cotarget,
 * {@code cosize((A,C)) >= size(cotarget)}. CuTe's documented bound {@code cosize(C) <= round_up(size(cotarget),
 * cosize(A))} is no defining property: CuTe's answer that breaks it is given, with a notice
 * ({@link BrokenPostcondition}).
 */
public final class Complement {

    private Complement() {
    }

    public static Layout complement(Layout a, IntTuple cotarget, Decider d) {
        Layout result = algorithm(a, cotarget, d);
        if (Checks.applicable(a, result) && isStatic(cotarget)) {
            // static here, so the concrete decider answers alike (and the check is no step of a traced derivation)
            BrokenPostcondition brokenBound = check(a, result, cotarget, Decider.CONCRETE);
            if (brokenBound != null) {
                d.postconditionBroken(brokenBound);
            }
        } else {
            d.unchecked(new Unchecked("complement", List.of(a, cotarget), result,
                    in -> complement((Layout) in.get(0), (IntTuple) in.get(1), Decider.CONCRETE)));
        }
        return result;
    }

    public static Layout complement(Layout a, IntTuple cotarget) {
        return complement(a, cotarget, Decider.CONCRETE);
    }

    /** complement(A) = complement(A, cosize(filter(A))). */
    public static Layout complement(Layout a, Decider d) {
        Layout filtered = Filter.algorithm(a, d);
        for (IntTuple s : filtered.stride().leaves()) {
            Strides.integer(s, "complement");
        }
        return complement(a, cosize(filtered, d), d);
    }

    public static Layout complement(Layout a) {
        return complement(a, Decider.CONCRETE);
    }

    /** CuTe's cosize: 1 + sum (s-1)*|d| over the leaves. */
    public static SymInt cosize(Layout l, Decider d) {
        FlatModes m = FlatModes.of(l);
        SymInt sum = SymInt.ONE;
        for (int i = 0; i < m.size(); i++) {
            SymInt stride = Strides.integer(m.strides.get(i), "cosize");
            sum = SymInt.add(sum, SymInt.mul(SymInt.sub(m.shapes.get(i), SymInt.ONE), Strides.abs(stride, d)));
        }
        return sum;
    }

    public static Layout algorithm(Layout a, IntTuple cotarget, Decider d) {
        return Trace.derive(d, () -> "complement of A = " + a + " with respect to " + TupleFormat.format(cotarget),
                t -> algorithmSteps(a, cotarget, d, t), c -> "result C = " + c, CuteError.class);
    }

    private static Layout algorithmSteps(Layout a, IntTuple cotarget, Decider d, Trace t) {
        // A cotarget below 1 has no complement: CuTe's ceil_div by it divides by zero (cotarget 0) or
        // leaves a rest mode of size <= 0; refused here, a symbolic cotarget is asked as a branch.
        for (IntTuple leaf : cotarget.leaves()) {
            if (leaf instanceof SymInt c && d.lessThan(c, SymInt.ONE)) {
                throw new CuteError("complement of " + a + " with respect to " + TupleFormat.format(cotarget)
                        + " is undefined: the cotarget entry " + c + " is below 1");
            }
        }
        FlatModes f = Filter.flat(a, d);
        if (t.enabled()) {
            t.step("filter (drop size-1 and stride-0 modes): " + f.unwrap());
        }
        if (f.size() == 0) {
            f.add(SymInt.ONE, SymInt.ZERO);
        }
        List<SymInt> shapes = new ArrayList<>(f.shapes);
        List<SymInt> strides = new ArrayList<>();
        for (IntTuple s : f.strides) {
            SymInt stride = Strides.integer(s, "complement");
            if (Strides.isNegative(stride, d)) {
                throw new CuteError("complement of " + a + " is undefined: it has the negative stride " + stride);
            }
            strides.add(stride);
        }
        if (shapes.size() == 1 && Strides.isZero(strides.get(0), d)) {
            // make_layout(coalesce(cotarget)): compact, and a size-1 shape gets stride 0.
            SymInt size = coalescedSize(cotarget);
            return new Layout(size, d.isOne(size) ? SymInt.ZERO : SymInt.ONE);
        }
        FlatModes result = new FlatModes();
        SymInt end = SymInt.ONE;
        while (true) {
            int k = argMin(strides, d);
            SymInt gap = SymInt.div(strides.get(k), end);
            if (d.isZero(gap)) {
                throw new CuteError("complement of " + a + " is undefined: its modes overlap when sorted by stride"
                        + " (the mode " + shapes.get(k) + ":" + strides.get(k) + " starts before the modes of smaller"
                        + " stride end at " + end + "; CuTe: \"Non-injective Layout detected in complement\")");
            }
            result.add(gap, end);
            if (t.enabled()) {
                t.step("smallest remaining stride " + strides.get(k) + " (mode " + shapes.get(k) + ":" + strides.get(k)
                        + "): gap " + strides.get(k) + " / " + end + " = " + gap + " -> mode " + gap + ":" + end
                        + "; covered up to " + SymInt.mul(strides.get(k), shapes.get(k)));
            }
            end = SymInt.mul(strides.get(k), shapes.get(k));
            shapes.remove(k);
            strides.remove(k);
            if (shapes.isEmpty()) {
                break;
            }
        }
        result.add(restSize(cotarget, end), end);
        if (t.enabled()) {
            t.step("rest up to the cotarget: ceil_div(" + TupleFormat.format(cotarget) + "," + end + ") = "
                    + restSize(cotarget, end) + " -> mode " + restSize(cotarget, end) + ":" + end + "; then coalesce "
                    + result.unwrap());
        }
        return Coalesce.flat(result, d).unwrap();
    }

    private static boolean isStatic(IntTuple t) {
        for (IntTuple leaf : t.leaves()) {
            if (!(leaf instanceof SymInt s) || !s.isConst()) {
                return false;
            }
        }
        return true;
    }

    /** The first minimum, as CuTe's find(stride, min(stride)). */
    private static int argMin(List<SymInt> values, Decider d) {
        int best = 0;
        for (int i = 1; i < values.size(); i++) {
            if (d.lessThan(values.get(i), values.get(best))) {
                best = i;
            }
        }
        return best;
    }

    /** CuTe's coalesce(shape) of a static shape: the product of its entries. */
    private static SymInt coalescedSize(IntTuple shape) {
        return cuteprover.tuple.Tuples.product(shape);
    }

    /** size(coalesce(ceil_div(cotarget, stride))): a shape cotarget is divided mode by mode. */
    static SymInt restSize(IntTuple cotarget, SymInt stride) {
        return ceilDiv(cotarget, stride)[0];
    }

    /** {product of the quotients, what is left of the divisor}. */
    private static SymInt[] ceilDiv(IntTuple a, SymInt b) {
        if (a instanceof SymInt x) {
            return new SymInt[] {SymInt.ceilDiv(x, b), SymInt.ceilDiv(b, x)};
        }
        SymInt product = SymInt.ONE;
        SymInt rest = b;
        for (IntTuple ai : ((Tuple) a).elements()) {
            SymInt[] q = ceilDiv(ai, rest);
            product = SymInt.mul(product, q[0]);
            rest = q[1];
        }
        return new SymInt[] {product, rest};
    }

    /**
     * Whether every gap quotient of the algorithm is exact: the sorted strides of filter(A) form a
     * divisibility chain (the prover then also asks that (A,C) is a bijection).
     */
    public static boolean exactChain(Layout a, Decider d) {
        FlatModes f = Filter.flat(a, d);
        if (f.size() == 0) {
            return true;
        }
        if (f.size() == 1 && Strides.isZero(f.strides.get(0), d)) {
            return true;
        }
        List<SymInt> shapes = new ArrayList<>(f.shapes);
        List<SymInt> strides = new ArrayList<>();
        for (IntTuple s : f.strides) {
            strides.add((SymInt) s);
        }
        SymInt end = SymInt.ONE;
        while (!shapes.isEmpty()) {
            int k = argMin(strides, d);
            if (!d.divides(end, strides.get(k))) {
                return false;
            }
            end = SymInt.mul(strides.get(k), shapes.get(k));
            shapes.remove(k);
            strides.remove(k);
        }
        return true;
    }

    /**
     * CuTe's documented post-condition that (A,C) reaches the cotarget, {@code cosize((A,C)) >=
     * size(cotarget)}, a defining property: it holds for every chain; a layout whose sorted strides do
     * not form a chain can miss it ({@code (4,6):(1,6)} with respect to 72: CuTe answers 2:36, which
     * reaches 69 only), and then no answer is given.
     */
    private static void checkReach(Layout a, Layout c, IntTuple cotarget, long sizeC, long lastC) {
        long target = coalescedSize(cotarget).value();
        long cosizeA = cosize(a, Decider.CONCRETE).value();
        long cosizeC = sizeC == 0 ? 0 : 1 + lastC;
        long reach = cosizeA + cosizeC - 1;
        if (reach < target) {
            throw new CuteError("complement(" + a + ", " + TupleFormat.format(cotarget) + ") is refused: CuTe's algorithm gives C = " + c
                    + (exactChain(a, Decider.CONCRETE) ? "" : " (the sorted strides of A do not form a divisibility chain)")
                    + ", but that breaks the complement's post-condition cosize((A,C)) >= size(cotarget): (A,C) reaches offset "
                    + (reach - 1) + " only, cosize((A,C)) = " + reach + " < " + target);
        }
    }

    /** CuTe's documented bound on the complement's cosize, as {@link BrokenPostcondition} names it. */
    public static final String COSIZE_BOUND = "cosize(C) <= round_up(size(cotarget), cosize(A))";

    /**
     * CuTe's documented bound {@link #COSIZE_BOUND} where C breaks it, else null. No defining property:
     * where A's strides chain, a C that is ordered, disjoint from A and makes (A,C) cover [0, n) without
     * holes, n >= the cotarget, can exceed it ({@code complement((1,2):(2,8), 36)}: C must hold 1..7 and
     * 16.., so C = (8,3):(1,16), cosize 40 > 36).
     */
    private static BrokenPostcondition brokenBound(Layout a, Layout c, IntTuple cotarget, long sizeC, long lastC) {
        long target = coalescedSize(cotarget).value();
        long cosizeA = cosize(a, Decider.CONCRETE).value();
        long cosizeC = sizeC == 0 ? 0 : 1 + lastC;
        long bound = Math.multiplyExact(Math.floorDiv(target + cosizeA - 1, cosizeA), cosizeA);
        if (cosizeC <= bound) {
            return null;
        }
        return new BrokenPostcondition("complement(" + a + ", " + TupleFormat.format(cotarget) + ") = " + c, COSIZE_BOUND,
                "C(" + (sizeC - 1) + ") = " + lastC + ", cosize(C) = " + cosizeC + " > round_up(" + target + ", " + cosizeA + ") = " + bound,
                "a complement (ordered, meeting A only at 0, (A,C) covering the cotarget)");
    }

    /**
     * Refuses C unless it is a complement of A with respect to the cotarget; returns CuTe's documented
     * bound where C breaks it ({@link #brokenBound}), else null.
     */
    static BrokenPostcondition check(Layout a, Layout c, IntTuple cotarget, Decider d) {
        if (!certified(a, c, cotarget, d)) {
            return enumerate(a, c, cotarget, d);
        }
        // C is increasing (certified), so its last value is its largest: sum (s-1)*d over its modes.
        long[][] fc = Certificates.flat(c);
        long last = 0;
        for (int i = 0; i < fc[0].length; i++) {
            last = Math.addExact(last, Math.multiplyExact(fc[0][i] - 1, fc[1][i]));
        }
        long sizeC = Certificates.size(fc[0]);
        checkReach(a, c, cotarget, sizeC, last);
        return brokenBound(a, c, cotarget, sizeC, last);
    }

    /**
     * C increasing by its strides; then (A without its stride-0 modes, C) injective by dominance (so C
     * meets A's image only in C(0) = 0), or, where A's sorted strides chain exactly, an exact chain (a
     * bijection onto [0,n), n = size(filter(A))*size(C)) with n reaching the cotarget.
     */
    static boolean certified(Layout a, Layout c, IntTuple cotarget, Decider d) {
        long[][] fa = Certificates.flat(a);
        long[][] fc = Certificates.flat(c);
        if (fa == null || fc == null || !Certificates.increasing(fc[0], fc[1], 0)) {
            return false;
        }
        long[][] image = Certificates.withoutZeroStrides(fa);
        long[][] both = Certificates.concat(image, fc);
        if (!exactChain(a, d)) {
            return Certificates.injective(both);
        }
        try {
            return Certificates.bijective(both[0], both[1], 0)
                    && Certificates.size(both[0]) >= coalescedSize(cotarget).value();
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** The fallback: the three properties by enumeration; returns {@link #brokenBound}'s answer. */
    static BrokenPostcondition enumerate(Layout a, Layout c, IntTuple cotarget, Decider d) {
        String property = "complement is not a complement";
        long[] values = Checks.table(c, property);
        for (int i = 1; i < values.length; i++) {
            if (values[i - 1] >= values[i]) {
                throw new CuteError(property + ": it is not ordered: C(" + (i - 1) + ")=" + values[i - 1] + " but C(" + i
                        + ")=" + values[i]);
            }
        }
        long[] image = Checks.sorted(Checks.table(a, property));
        for (int i = 1; i < values.length; i++) {
            if (Arrays.binarySearch(image, values[i]) >= 0) {
                throw new CuteError(property + ": C(" + i + ")=" + values[i] + " is also an offset of A=" + a);
            }
        }
        checkReach(a, c, cotarget, values.length, values[values.length - 1]);
        BrokenPostcondition brokenBound = brokenBound(a, c, cotarget, values.length, values[values.length - 1]);
        if (!exactChain(a, d)) {
            return brokenBound;
        }
        Layout filtered = Filter.algorithm(a, d);
        long n = Checks.size(filtered) * values.length;
        long target = coalescedSize(cotarget).value();
        if (n < target) {
            throw new CuteError(property + ": (A,C) has size " + n + " < the cotarget " + TupleFormat.format(cotarget));
        }
        long[] both = Checks.table(Layout.concat(List.of(filtered, c)), property);
        boolean[] seen = new boolean[(int) n];
        for (int i = 0; i < both.length; i++) {
            long v = both[i];
            if (v < 0 || v >= n || seen[(int) v]) {
                throw new CuteError(property + ": (filter(A),C)(" + i + ")=" + v
                        + (v < 0 || v >= n ? " is outside [0," + n + ")" : " repeats an earlier offset"));
            }
            seen[(int) v] = true;
        }
        return brokenBound;
    }
}
