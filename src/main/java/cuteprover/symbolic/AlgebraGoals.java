package cuteprover.symbolic;

import cuteprover.layout.Composition;
import cuteprover.layout.Layout;

import java.util.List;

/**
 * The validity properties of the algebra's operations. Each evaluates the operation with the
 * symbolic engine (CuTe's algorithm, branch questions answered by Z3, before the engine's own static
 * post-check) and states its defining property as checks.
 */
final class AlgebraGoals {

    private AlgebraGoals() {
    }

    static void register() {
        Goals.register("composition_valid", 2, (scope, c, args) -> {
            Layout a = Goals.layout(c, args, 0);
            Layout b = Goals.layout(c, args, 1);
            Layout r = Composition.algorithm(a, b, scope.decider);
            return Goal.of(Goals.text(c, args),
                    List.of(CompositionCheck.composition(c.args().get(0), a, c.args().get(1), b, r)));
        });
    }
}
