package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * max_common_layout and max_common_vector: the longest run of indices 0,1,2,... that two layouts
 * store at the same, contiguous offsets. With R = right_inverse(B), C = coalesce(A∘R); when C's
 * first mode has stride 1, its size N is the common vector and R truncated to it
 * ({@code R∘C_0}) is the common layout; otherwise there is none beyond a single element (1 and 1:0).
 *
 * <p>Checked on static results: A(R(i)) = i and B(R(i)) = i for every i &lt; N.
 */
public final class CommonLayout {

    private CommonLayout() {
    }

    public static Layout maxCommonLayout(Layout a, Layout b, Decider d) {
        Layout inverse = Inverse.rightInverse(b, d);
        Layout composed = composedOrNull(a, inverse, d);
        if (composed == null) {
            return Layout.of(1, 0); // as max_common_vector's 1: no run of elements is known common
        }
        Layout common = Coalesce.algorithm(composed, d);
        Layout first = common.mode(0);
        if (!(first.stride() instanceof SymInt s && d.isOne(s))) {
            return Layout.of(1, 0);
        }
        Layout result = Composition.compose(inverse, first, d);
        if (Checks.applicable(a, b, result)) {
            check(a, b, result, "max_common_layout");
        } else {
            d.unchecked(new Unchecked("max_common_layout", List.of(a, b), result,
                    in -> maxCommonLayout((Layout) in.get(0), (Layout) in.get(1), Decider.CONCRETE)));
        }
        return result;
    }

    public static SymInt maxCommonVector(Layout a, Layout b, Decider d) {
        Layout inverse = Inverse.rightInverse(b, d);
        Layout composed = composedOrNull(a, inverse, d);
        if (composed == null) {
            return SymInt.ONE;
        }
        Layout common = Coalesce.algorithm(composed, d);
        Layout first = common.mode(0);
        if (!(first.stride() instanceof SymInt s && d.isOne(s))) {
            return SymInt.ONE;
        }
        SymInt n = first.size();
        if (Checks.applicable(a, b, inverse) && n.isConst()) {
            check(a, b, Composition.compose(inverse, first, d), "max_common_vector");
        } else {
            d.unchecked(new Unchecked("max_common_vector", List.of(a, b), n,
                    in -> maxCommonVector((Layout) in.get(0), (Layout) in.get(1), Decider.CONCRETE)));
        }
        return n;
    }

    /**
     * A∘B⁻¹, or null where CuTe's composition runs but is not A∘B⁻¹ (not admissible): then no run of
     * elements is known common, one element at a time, CuTe's answer where its (unchecked) composition
     * has no stride-1 first mode. Where CuTe's own divisibility static_asserts fail, refused as CuTe
     * refuses it.
     */
    private static Layout composedOrNull(Layout a, Layout inverse, Decider d) {
        try {
            return Composition.compose(a, inverse, d);
        } catch (CuteError e) {
            if (!e.getMessage().startsWith("composition is not admissible: R(")) {
                throw e;
            }
            return null;
        }
    }

    private static void check(Layout a, Layout b, Layout r, String operation) {
        String property = operation + " is not common";
        long[] indices = Checks.table(r, property);
        FlatLayout fa = FlatLayout.of(a.flatten());
        FlatLayout fb = FlatLayout.of(b.flatten());
        for (int i = 0; i < indices.length; i++) {
            long x = indices[i];
            // A and B on their extended domains, as CuTe's composition reads A: when A is the smaller layout, CuTe's
            // common layout runs past size(A) (max_common_layout((1,6):(6,1), (6,4):(1,6)) is 24:1)
            if (x < 0 || fa.offset(x) != i || fb.offset(x) != i) {
                throw new CuteError(property + ": R(" + i + ")=" + x + " but A(" + x + ")=" + fa.offset(x) + " and B(" + x
                        + ")=" + fb.offset(x) + " should both be " + i);
            }
        }
    }

    // Concrete convenience overloads.

    public static Layout maxCommonLayout(Layout a, Layout b) {
        return maxCommonLayout(a, b, Decider.CONCRETE);
    }

    public static SymInt maxCommonVector(Layout a, Layout b) {
        return maxCommonVector(a, b, Decider.CONCRETE);
    }
}
