package cuteprover.kernelcheck;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The properties of one shared-memory layout L, in the spec language. A layout of rank 3 or more is staged on its last
 * mode (CuTe's PIPE: {@code (BLK_M, BLK_K, PIPE)}); then
 * <ul>
 *   <li>{@code smem_injective(L)}: each stage {@code L(_,..,_,s)} is injective (no two elements of a stage share a
 *       cell), one {@code injective} per stage;</li>
 *   <li>{@code smem_stages_disjoint(L)}: no cell of stage s is a cell of a later stage t, stated on coordinates (one
 *       bounded variable per leaf of the stage's shape, as the prover's coordinate encoding wants them): {@code forall
 *       s in [0,S), t in [s+1,S), c.. , d..: L(c,s) != L(d,t)}.</li>
 * </ul>
 * A layout of rank 1 or 2 gets {@code smem_injective(L)} of the whole layout.
 */
final class SmemProperties {

    private SmemProperties() {
    }

    static List<AutoProperty> of(SmemBuffer b, String letName) {
        List<AutoProperty> out = new ArrayList<>();
        StaticShape shape;
        try {
            shape = StaticShape.parse(Values.format(Evaluator.concrete().evaluate("shape(" + b.layout() + ")")));
        } catch (CuteError e) {
            out.add(AutoProperty.notCheckable("smem_injective(" + b.name() + ")", b.offset(),
                    "the shared-memory layout " + b.name() + " does not read: " + e.getMessage()));
            return out;
        }
        Map<String, String> defs = Map.of(letName, b.layout());
        if (shape.rank() < 3) {
            out.add(new AutoProperty("smem_injective(" + b.name() + ")", defs, "injective(" + letName + ")", b.offset(), null));
            return out;
        }
        int r = shape.rank();
        long stages = shape.modes().get(r - 1).total();
        String slots = "_,".repeat(r - 1);
        List<String> perStage = new ArrayList<>();
        for (long s = 0; s < stages; s++) {
            perStage.add("injective(" + letName + "(" + slots + s + "))");
        }
        out.add(new AutoProperty("smem_injective(" + b.name() + ")", defs, String.join(" && ", perStage), b.offset(), null));
        if (stages > 1) {
            List<String> binders = new ArrayList<>();
            binders.add("s in [0," + stages + ")");
            binders.add("t in [s+1," + stages + ")");
            List<String> left = new ArrayList<>();
            List<String> right = new ArrayList<>();
            int[] counter = {0};
            for (int m = 0; m < r - 1; m++) {
                int first = counter[0];
                left.add(coordinate(shape.modes().get(m), "c", counter, binders));
                counter[0] = first;
                right.add(coordinate(shape.modes().get(m), "d", counter, binders));
            }
            String property = "forall " + String.join(", ", binders) + ": " + letName + "(" + String.join(",", left) + ",s) != "
                    + letName + "(" + String.join(",", right) + ",t)";
            out.add(new AutoProperty("smem_stages_disjoint(" + b.name() + ")", defs, property, b.offset(), null));
        }
        return out;
    }

    /** A coordinate of {@code shape}'s nesting: a bound variable per leaf of size > 1 (declared in {@code binders}), 0 for size 1. */
    private static String coordinate(StaticShape shape, String prefix, int[] counter, List<String> binders) {
        if (shape.leaf()) {
            if (shape.size() == 1) {
                return "0";
            }
            String v = prefix + counter[0]++;
            binders.add(v + " in [0," + shape.size() + ")");
            return v;
        }
        List<String> parts = new ArrayList<>();
        for (StaticShape m : shape.modes()) {
            parts.add(coordinate(m, prefix, counter, binders));
        }
        return "(" + String.join(",", parts) + ")";
    }
}
