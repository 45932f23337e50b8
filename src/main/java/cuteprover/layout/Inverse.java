package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * Right and left inverses of a layout with integer strides (CuTe C++ semantics).
 *
 * <p><b>right_inverse</b>: coalesce L, order its modes by stride (CuTe's exchange sort), and follow
 * the chain that starts at stride 1: a mode whose stride equals where the chain has reached is
 * appended as {@code s : (prefix product of its position)} and the chain moves to {@code s*d}; every
 * other mode (stride 0, negative, or past a gap) is skipped. Then L(R(i)) = i for i &lt; size(R).
 *
 * <p><b>left_inverse</b> (the CUTLASS 3.9+ algorithm): coalesce L, order its modes by stride, skip
 * stride-0 modes, and for each mode of stride d append the mode {@code d/n : (prefix product of its
 * position)}, where n is the size appended so far (d must be a multiple of n); finish with the shape
 * of the largest-stride mode. Then R(L(i)) = i when L is injective, and L(R(L(i))) = L(i) always.
 */
public final class Inverse {

    private Inverse() {
    }

    public static Layout rightInverse(Layout l, Decider d) {
        Layout r = rightAlgorithm(l, d);
        if (Checks.applicable(l, r)) {
            checkRight(l, r);
        } else {
            d.unchecked(new Unchecked("right_inverse", List.of(l), r, in -> rightInverse((Layout) in.get(0), Decider.CONCRETE)));
        }
        return r;
    }

    public static Layout rightInverse(Layout l) {
        return rightInverse(l, Decider.CONCRETE);
    }

    public static Layout leftInverse(Layout l, Decider d) {
        Layout r = leftAlgorithm(l, d);
        if (Checks.applicable(l, r)) {
            checkLeft(l, r);
        } else {
            d.unchecked(new Unchecked("left_inverse", List.of(l), r, in -> leftInverse((Layout) in.get(0), Decider.CONCRETE)));
        }
        return r;
    }

    public static Layout leftInverse(Layout l) {
        return leftInverse(l, Decider.CONCRETE);
    }

    /** Coalesced modes with integer strides, their exclusive prefix products, and the stride order. */
    private record Sorted(List<SymInt> shapes, List<SymInt> strides, List<SymInt> prefix, int[] order) {

        static Sorted of(Layout l, String operation, Decider d) {
            FlatModes c = Coalesce.flat(FlatModes.of(l), d);
            if (c.size() == 0) {
                c.add(SymInt.ONE, SymInt.ZERO);
            }
            List<SymInt> strides = new ArrayList<>();
            for (IntTuple s : c.strides) {
                strides.add(Strides.integer(s, operation));
            }
            List<SymInt> prefix = new ArrayList<>();
            SymInt p = SymInt.ONE;
            for (SymInt s : c.shapes) {
                prefix.add(p);
                p = SymInt.mul(p, s);
            }
            int[] order = new int[strides.size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            // CuTe's exchange sort (not stable): ties between equal strides resolve as it does.
            for (int i = 0; i < order.length; i++) {
                for (int j = i + 1; j < order.length; j++) {
                    if (d.lessThan(strides.get(order[j]), strides.get(order[i]))) {
                        int t = order[i];
                        order[i] = order[j];
                        order[j] = t;
                    }
                }
            }
            return new Sorted(c.shapes, strides, prefix, order);
        }

        /** For explain: the coalesced modes in stride order with their positions. */
        String describe() {
            StringBuilder sb = new StringBuilder("coalesced modes by stride (shape:stride at position):");
            for (int i : order) {
                sb.append(' ').append(shapes.get(i)).append(':').append(strides.get(i)).append(" at ").append(prefix.get(i)).append(';');
            }
            return sb.substring(0, sb.length() - 1);
        }
    }

    public static Layout rightAlgorithm(Layout l, Decider d) {
        return Trace.derive(d, () -> "right_inverse of L = " + l, t -> rightSteps(l, d, t), r -> "result R = " + r);
    }

    private static Layout rightSteps(Layout l, Decider d, Trace t) {
        Sorted s = Sorted.of(l, "right_inverse", d);
        if (t.enabled()) {
            t.step(s.describe());
        }
        FlatModes result = new FlatModes();
        result.add(SymInt.ONE, SymInt.ZERO);
        SymInt chain = SymInt.ONE;
        for (int i : s.order) {
            if (d.equal(s.strides.get(i), chain)) {
                result.add(s.shapes.get(i), s.prefix.get(i));
                if (t.enabled()) {
                    t.step("mode " + s.shapes.get(i) + ":" + s.strides.get(i) + " continues the chain at " + chain + " -> mode "
                            + s.shapes.get(i) + ":" + s.prefix.get(i) + " (its position); chain now "
                            + SymInt.mul(s.shapes.get(i), s.strides.get(i)));
                }
                chain = SymInt.mul(s.shapes.get(i), s.strides.get(i));
            } else if (t.enabled()) {
                t.step("mode " + s.shapes.get(i) + ":" + s.strides.get(i) + " does not continue the chain at " + chain + ": skipped");
            }
        }
        return Coalesce.flat(result, d).unwrap();
    }

    public static Layout leftAlgorithm(Layout l, Decider d) {
        return Trace.derive(d, () -> "left_inverse of L = " + l, t -> leftSteps(l, d, t), r -> "result R = " + r,
                CuteError.class);
    }

    private static Layout leftSteps(Layout l, Decider d, Trace t) {
        Sorted s = Sorted.of(l, "left_inverse", d);
        if (t.enabled()) {
            t.step(s.describe());
        }
        FlatModes result = new FlatModes();
        result.strides.add(SymInt.ZERO);
        SymInt size = SymInt.ONE;
        for (int i : s.order) {
            SymInt stride = s.strides.get(i);
            if (d.isZero(stride)) {
                continue;
            }
            if (Strides.isNegative(stride, d)) {
                throw new CuteError("left_inverse of " + l + " is undefined: it has the negative stride " + stride);
            }
            if (!d.divides(size, stride)) {
                throw new CuteError("left_inverse of " + l + " is undefined: CuTe's left inverse divisibility condition fails"
                        + " (the stride " + stride + " is not a multiple of " + size
                        + ", the size covered by the modes of smaller stride)");
            }
            SymInt shape = SymInt.div(stride, size);
            if (t.enabled()) {
                t.step("mode " + s.shapes.get(i) + ":" + stride + ": " + size + " divides " + stride + "; shape " + stride + "/"
                        + size + " = " + shape + " with stride " + s.prefix.get(i) + " (its position)");
            }
            result.shapes.add(shape);
            result.strides.add(s.prefix.get(i));
            size = SymInt.mul(size, shape);
        }
        result.shapes.add(s.shapes.get(s.order[s.order.length - 1]));
        return Coalesce.flat(result, d).unwrap();
    }

    /** L(R(i)) = i for every i &lt; size(R), with R(i) in L's domain. */
    private static void checkRight(Layout l, Layout r) {
        if (!CompositionCertificate.provesIdentity(Certificates.flat(l), Certificates.flat(r), true, 0)) {
            enumerateRight(l, r);
        }
    }

    /** R(L(i)) = i for L injective by dominance; otherwise (or without a certificate) by enumeration. */
    private static void checkLeft(Layout l, Layout r) {
        long[][] fl = Certificates.flat(l);
        if (!Certificates.injective(fl) || !CompositionCertificate.provesIdentity(Certificates.flat(r), fl, false, 0)) {
            enumerateLeft(l, r);
        }
    }

    static void enumerateRight(Layout l, Layout r) {
        String property = "right_inverse is not a right inverse";
        long[] rs = Checks.table(r, property);
        FlatLayout fl = FlatLayout.of(l.flatten());
        long n = fl.size();
        for (int i = 0; i < rs.length; i++) {
            if (rs[i] < 0 || rs[i] >= n) {
                throw new CuteError(property + ": R(" + i + ")=" + rs[i] + " is outside the domain [0," + n + ") of L");
            }
            long back = fl.offset(rs[i]);
            if (back != i) {
                throw new CuteError(property + ": L(R(" + i + "))=L(" + rs[i] + ")=" + back + " but should be " + i);
            }
        }
    }

    /** R(L(i)) = i for injective L; L(R(L(i))) = L(i) otherwise. */
    static void enumerateLeft(Layout l, Layout r) {
        String property = "left_inverse is not a left inverse";
        long[] ls = Checks.table(l, property);
        FlatLayout fr = FlatLayout.of(r.flatten());
        FlatLayout fl = FlatLayout.of(l.flatten());
        boolean injective = Checks.repeatedIndex(ls) < 0;
        for (int i = 0; i < ls.length; i++) {
            long back = fr.offset(ls[i]);
            if (injective && back != i) {
                throw new CuteError(property + ": R(L(" + i + "))=R(" + ls[i] + ")=" + back + " but should be " + i);
            }
            if (!injective && (back < 0 || back >= ls.length)) {
                throw new CuteError(property + ": R(L(" + i + "))=R(" + ls[i] + ")=" + back
                        + " is outside the domain [0," + ls.length + ") of L");
            }
            if (!injective && fl.offset(back) != ls[i]) {
                throw new CuteError(property + ": L(R(L(" + i + ")))=L(" + back + ") but should be L(" + i + ")=" + ls[i]);
            }
        }
    }
}
