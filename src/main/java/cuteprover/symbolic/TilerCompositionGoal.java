package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Tiler;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code composition_valid(A, [B0,B1,...])}: CuTe composes A with a tiler mode by mode (modes of A
 * beyond the tiler are kept), so the property is {@code R_i(x) = A_i(B_i(x))} for every mode i of the
 * tiler and every x in the domain of B_i, one composition check per mode.
 */
final class TilerCompositionGoal {

    private TilerCompositionGoal() {
    }

    static Goal of(Scope scope, Expr.Call c, List<Object> args, Layout a, Tiler tiler) {
        List<Layout> modesA = a.shape().isLeaf() ? List.of(a) : a.modes();
        if (tiler.modes().size() > modesA.size()) {
            throw Goals.argError(c, 1, "the tiler " + tiler + " has " + tiler.modes().size() + " modes but " + a
                    + " has rank " + modesA.size());
        }
        Expr argA = c.args().get(0);
        Expr argB = c.args().get(1);
        List<Check> checks = new ArrayList<>();
        for (int i = 0; i < tiler.modes().size(); i++) {
            int k = i;
            Layout ai = modesA.get(i);
            Layout bi = tiler.modes().get(i);
            Layout ri = Composition.algorithm(ai, bi, scope.decider);
            checks.add(new CompositionCheck("composition of mode " + i + ": R(x) == A(B(x)) for x in the domain of B, A = "
                    + ai + ", B = " + bi + ", R = " + ri, ai, bi, ri, w -> {
                        Layout la = modeOf(w.layout(argA), k);
                        Tiler t = tilerOf(w.eval(argB));
                        if (t == null) {
                            throw new CuteError("expected a tiler, got " + w.eval(argB));
                        }
                        Layout lb = t.modes().get(k);
                        return new Layout[] {la, lb, Composition.algorithm(la, lb, Decider.CONCRETE)};
                    }));
        }
        return Goal.of(Goals.text(c, args), checks);
    }

    /** A tiler {@code [B0,B1,...]}, or a tuple of shapes (CuTe: each entry n is n:1), else null. */
    static Tiler tilerOf(Object v) {
        if (v instanceof Tiler t) {
            return t;
        }
        if (v instanceof cuteprover.tuple.Tuple t) {
            List<Layout> modes = new ArrayList<>();
            for (cuteprover.tuple.IntTuple e : t.elements()) {
                if (e instanceof cuteprover.tuple.ScaledBasis) {
                    return null;
                }
                modes.add(Layout.compact(e));
            }
            return new Tiler(modes);
        }
        return null;
    }

    private static Layout modeOf(Layout l, int i) {
        return l.shape().isLeaf() ? l : l.mode(i);
    }
}
