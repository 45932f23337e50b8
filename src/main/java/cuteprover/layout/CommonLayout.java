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
        Layout first = commonRun(a, inverse, d);
        if (first == null) {
            return Layout.of(1, 0);
        }
        Layout result = Composition.compose(inverse, first, d);
        if (Checks.applicable(a, b, result)) {
            check(a, b, result, "max_common_layout");
        } else {
            symbolic("max_common_layout", "1:0", d);
        }
        return result;
    }

    /**
     * max_common_vector where one side is swizzled, Sw o O o L, as a copy between swizzled shared memory
     * and a plain layout pairs them: CuTe's {@code min(max_common_vector(L, other), 2^M)}. A swizzle
     * moves only bits M and up, so a run of i &lt; 2^M elements from an offset O that is a multiple of 2^M
     * stays contiguous and aligned: Sw(O + i) = Sw(O) + i. CuTe assumes that the run stays contiguous
     * ("Offset is in the YZ domain of the Swizzle"); here a static run is checked element by element, a
     * symbolic one by that rule or else at each allowed value, and where it breaks the answer is refused,
     * not returned wrong. Two swizzled sides are refused: no copy
     * of the kernels this models pairs them.
     */
    public static SymInt maxCommonVector(Object a, Object b, Decider d) {
        if (a instanceof Layout la && b instanceof Layout lb) {
            return maxCommonVector(la, lb, d);
        }
        if (a instanceof ComposedLayout && b instanceof ComposedLayout) {
            throw new CuteError("max_common_vector of two swizzled layouts is not modelled: give one side as a plain layout");
        }
        ComposedLayout swizzled = (ComposedLayout) (a instanceof ComposedLayout ? a : b);
        Layout plain = (Layout) (a instanceof ComposedLayout ? b : a);
        if (!(swizzled.outer() instanceof Swizzle sw) || !(swizzled.offset() instanceof SymInt offset)) {
            throw new CuteError("max_common_vector of a composed layout needs a swizzle with an integer offset, got " + swizzled);
        }
        SymInt unit = SymInt.of(1L << sw.base());
        SymInt vector = a instanceof ComposedLayout ? maxCommonVector(swizzled.inner(), plain, d) : maxCommonVector(plain, swizzled.inner(), d);
        SymInt run = d.lessEqual(vector, unit) ? vector : unit;
        if (offset.isConst() && run.isConst()) {
            // static: the run itself is checked, element by element (it is at most 2^M long)
            long o = offset.value();
            for (long i = 1; i < run.value(); i++) {
                if (sw.apply(o + i) != sw.apply(o) + i) {
                    throw notContiguous(a, b, offset, unit, run, "element " + i + " of it is at " + sw.apply(o + i) + ", not "
                            + (sw.apply(o) + i));
                }
            }
            return run;
        }
        if (!d.divides(unit, offset)) {
            // not contiguous by the rule: the concrete engine checks the run at each allowed value (Definedness)
            d.unchecked(new Unchecked("max_common_vector", List.of(a, b), run,
                    in -> maxCommonVector(in.get(0), in.get(1), Decider.CONCRETE)));
        }
        return run;
    }

    private static CuteError notContiguous(Object a, Object b, SymInt offset, SymInt unit, SymInt run, String why) {
        return new CuteError("max_common_vector(" + a + ", " + b + "): CuTe's answer, a run of " + run + " = min(max_common_vector(L, B), "
                + unit + ") elements from the swizzle's offset " + offset + ", assumes that the run stays contiguous under the swizzle"
                + " (as it does from a multiple of 2^M = " + unit + "), and it does not: " + why);
    }

    public static SymInt maxCommonVector(Layout a, Layout b, Decider d) {
        Layout inverse = Inverse.rightInverse(b, d);
        Layout first = commonRun(a, inverse, d);
        if (first == null) {
            return SymInt.ONE;
        }
        SymInt n = first.size();
        if (Checks.applicable(a, b, inverse) && n.isConst()) {
            check(a, b, Composition.compose(inverse, first, d), "max_common_vector");
        } else {
            symbolic("max_common_vector", "1", d);
        }
        return n;
    }

    /**
     * A result of symbolic layouts needs no check of its own: its terms carry theirs. The prover proves that
     * right_inverse(B) is a right inverse and that A∘B⁻¹ is a composition for every allowed value; then
     * coalesce (each merge decided for those values) keeps the function, so a first mode n:1 of it says
     * A(B⁻¹(i)) = i = B(B⁻¹(i)) for i &lt; n. CuTe's run-time path differs: said as a warning.
     */
    private static void symbolic(String operation, String runTimeAnswer, Decider d) {
        d.runTimeDiffers(new RunTimeDifference(operation, "with run-time (int) sizes CuTe returns " + runTimeAnswer
                + " unless the first mode of coalesce(composition(A, right_inverse(B))) is static with stride 1, so a copy"
                + " of such layouts can run one element at a time"));
    }

    /** The first mode of coalesce(A∘B⁻¹) where it is n:1 (the common run of n elements), else null (none beyond one element). */
    private static Layout commonRun(Layout a, Layout inverse, Decider d) {
        Layout first = Coalesce.algorithm(cuteComposition(a, inverse, d), d).mode(0);
        return first.stride() instanceof SymInt s && d.isOne(s) ? first : null;
    }

    /**
     * CuTe's composition A∘B⁻¹. Where its algorithm runs but the result is not A∘B⁻¹ everywhere (not
     * admissible), CuTe still coalesces that result and reads its first mode, and so does this: the run
     * it gives is then checked element by element like any other (max_common_vector(((4,6),8):((48,8),1),
     * (3,8,4,2):(64,4,1,32)) is 4 in CuTe, and A and B do agree on those 4). Where CuTe's own divisibility
     * static_asserts fail, refused as CuTe refuses it.
     */
    private static Layout cuteComposition(Layout a, Layout inverse, Decider d) {
        try {
            return Composition.compose(a, inverse, d);
        } catch (CuteError e) {
            if (!e.getMessage().startsWith("composition is not admissible: R(")) {
                throw e;
            }
            return Composition.algorithm(a, inverse, d);
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
