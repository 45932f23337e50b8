package cuteprover.symbolic;

import cuteprover.layout.Layout;
import cuteprover.layout.RunTimeDifference;
import cuteprover.layout.Unchecked;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The prover computes CuTe's answer for static sizes (Int&lt;N&gt;) at every value of a parameter. Where
 * CuTe's run-time path (the same sizes as {@code int}) answers differently or refuses to compile, a
 * proved property of such a term says that it holds for static sizes:
 * <ul>
 * <li>right_inverse and left_inverse keep only the modes of static stride and stop at the first
 * stride not known at compile time (CUTLASS issue 1625);</li>
 * <li>max_common_vector and max_common_layout return 1 and 1:0 unless the first mode of
 * coalesce(A∘right_inverse(B)) is static with stride 1, so a layout of run-time sizes is copied one
 * element at a time where the static answer vectorizes (told by the algebra);</li>
 * <li>complement static_asserts ("Dynamic-stride complement only for rank-1 layouts") on a layout
 * of more than one mode with a run-time stride, which logical_product and the products built on it
 * inherit;</li>
 * <li>coalesce merges and drops only modes whose sizes and strides are static (told by the algebra as a
 * {@link RunTimeDifference}: only where the forms differ).</li>
 * </ul>
 */
final class StaticOnlyWarnings {

    private StaticOnlyWarnings() {
    }

    private static final String STATIC_ONLY = "the property is proved for static sizes";

    /** Whether the warning is one of these (kept across case splits where any case has it). */
    static boolean isStaticOnly(String warning) {
        return warning.endsWith(STATIC_ONLY);
    }

    /** The warnings for the symbolic results a proof used, each once, in first-use order. */
    static List<String> of(List<Unchecked> results, List<RunTimeDifference> differences) {
        Set<String> out = new LinkedHashSet<>();
        for (RunTimeDifference d : differences) {
            out.add(d.operation() + " of a layout with symbolic sizes is CuTe's answer for static sizes (Int<N>); " + d.why()
                    + ": " + STATIC_ONLY);
        }
        for (Unchecked u : results) {
            String why = switch (u.operation()) {
                case "right_inverse", "left_inverse" -> "with run-time (int) sizes CuTe keeps only the modes of static stride"
                        + " and stops at the first stride it cannot know at compile time, which can give a smaller inverse";
                case "complement" -> u.inputs().get(0) instanceof Layout a && hasRunTimeStrideAmongModes(a)
                        ? "with run-time (int) strides CuTe refuses to compile it (static_assert \"Dynamic-stride complement"
                        + " only for rank-1 layouts\"): " + a + " keeps more than one mode after CuTe's filter and a"
                        + " stride with a parameter"
                        : null;
                default -> null;
            };
            if (why != null) {
                out.add(u.operation() + " of a layout with symbolic sizes is CuTe's answer for static sizes (Int<N>); "
                        + why + ": " + STATIC_ONLY);
            }
        }
        return List.copyOf(out);
    }

    /**
     * Whether A keeps at least two modes through CuTe's filter with run-time values, which drops only
     * modes of static size 1 or static stride 0 (it merges modes too, but never two that hold a
     * run-time stride: that needs a static comparison), and one of them has a stride with a parameter.
     */
    static boolean hasRunTimeStrideAmongModes(Layout a) {
        List<IntTuple> shapes = a.shape().leaves();
        List<IntTuple> strides = a.stride().leaves();
        int kept = 0;
        boolean runTimeStride = false;
        for (int i = 0; i < shapes.size(); i++) {
            if (!(shapes.get(i) instanceof SymInt s) || !(strides.get(i) instanceof SymInt d)) {
                return false; // a scaled-basis stride: no such layout reaches CuTe's complement
            }
            if (s.isConstant(1) || d.isConstant(0)) {
                continue;
            }
            kept++;
            runTimeStride |= !d.isConst();
        }
        return kept > 1 && runTimeStride;
    }
}
