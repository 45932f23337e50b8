package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which variables the assumptions leave positive by default (no constant lower bound among them, as
 * {@link Assumptions} decides): an assumption the code implies (a guard's) must not widen their domain by giving one a
 * lower bound of 0, so its writer states {@code v >= 1} first.
 */
public final class DefaultPositivity {

    private DefaultPositivity() {
    }

    public static Set<String> of(List<Expr> assumptions, Map<String, Object> definitions, Collection<String> variables) {
        CondTranslator concrete = new CondTranslator(new Evaluator(Decider.CONCRETE, true, definitions));
        List<Cond> conds = new ArrayList<>();
        for (Expr a : assumptions) {
            for (Expr conjunct : AssumptionTranslator.conjuncts(a)) {
                try {
                    conds.add(concrete.translate(conjunct));
                } catch (CuteError symbolic) {
                    // an algebra result of symbolic sizes: no constant lower bound in it
                }
            }
        }
        Assumptions all = Assumptions.of(conds);
        Set<String> out = new LinkedHashSet<>();
        for (String v : variables) {
            if (!all.hasLowerBound(v)) {
                out.add(v);
            }
        }
        return out;
    }
}
