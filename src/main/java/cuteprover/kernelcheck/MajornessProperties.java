package cuteprover.kernelcheck;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code smem_major_A(SmemLayoutA, TiledMma: K-major)}: the shared-memory layout of an operand that a GMMA or UMMA atom reads
 * through descriptors has the majorness the atom names. K-major: the element after (0,0) along K is the next element
 * in memory, {@code L(0,1,0) == 1}; MN-major: the one along M (N for B), {@code L(1,0,0) == 1}. One layout cannot be
 * both (it is injective within a stage), so a K-major atom over an MN-major layout is refuted with the offset the
 * layout gives instead. The swizzle is part of the layout and evaluated exactly (it leaves offsets below its base alone).
 * A UMMA's layouts are shaped by the MMA, ((MMA_MN,MMA_K),rest_MN,rest_K[,PIPE]): there the step is inside mode 0,
 * {@code L((0,1),0,0,0) == 1}.
 */
final class MajornessProperties {

    private MajornessProperties() {
    }

    /** {@code layoutLet}: the spec-language name the layout is defined under. */
    static AutoProperty of(String operand, String major, boolean mmaShaped, SmemBuffer layout, String layoutLet, String mmaName) {
        // the TiledMMA named after the layout's collective: X::SmemLayoutA, TiledMma (both members of X)
        int cut = layout.name().lastIndexOf("::");
        String prefix = cut < 0 ? "" : layout.name().substring(0, cut + 2);
        String mma = !prefix.isEmpty() && mmaName.startsWith(prefix) ? mmaName.substring(prefix.length()) : mmaName;
        String name = "smem_major_" + operand + "(" + layout.name() + ", " + mma + ": " + major + "-major)";
        int rank;
        try {
            rank = StaticShape.parse(Values.format(Evaluator.concrete().evaluate("shape(" + layout.layout() + ")"))).rank();
        } catch (CuteError e) {
            return AutoProperty.notCheckable(name, layout.offset(), "the shared-memory layout " + layout.name() + " does not read: "
                    + e.getMessage());
        }
        if (rank < 2) {
            return AutoProperty.notCheckable(name, layout.offset(), "the shared-memory layout " + layout.name()
                    + " has rank " + rank + ", not (MN,K[,PIPE])");
        }
        String step;
        if (mmaShaped) {
            // ((MMA_MN, MMA_K), rest_MN, rest_K[, PIPE]): the step is inside mode 0
            StaticShape mode0;
            try {
                mode0 = StaticShape.parse(Values.format(Evaluator.concrete().evaluate("shape(" + layout.layout() + ")"))).modes().get(0);
            } catch (CuteError | NullPointerException e) {
                mode0 = null;
            }
            if (mode0 == null || mode0.rank() != 2 || rank < 3) {
                return AutoProperty.notCheckable(name, layout.offset(), "the shared-memory layout " + layout.name()
                        + " is not ((MMA_MN,MMA_K),rest_MN,rest_K[,PIPE]) as the MMA shapes it");
            }
            String rest = ",0".repeat(rank - 1);
            step = major.equals("K") ? "((0,1)" + rest + ")" : "((1,0)" + rest + ")";
        } else {
            String stage = ",0".repeat(rank - 2);
            step = major.equals("K") ? "(0,1" + stage + ")" : "(1,0" + stage + ")";
        }
        Map<String, String> defs = new LinkedHashMap<>();
        defs.put(layoutLet, layout.layout());
        return new AutoProperty(name, defs, layoutLet + step + " == 1", layout.offset(), null);
    }
}
