package cuteprover.specfile;

import cuteprover.expr.Tiler;
import cuteprover.layout.BrokenPostcondition;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Decider;
import cuteprover.layout.ForwardingDecider;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.HashSet;
import java.util.Set;

/**
 * The concrete decider for a {@code let}'s eager evaluation, remembering the symbolic shape entries of
 * every layout the evaluation builds. The prover requires each such entry to be >= 1 for every allowed
 * value, but it sees only the let's value: an intermediate layout that the value no longer contains
 * ({@code get<0>((1,N/2):(1,1))} is {@code 1:1}; {@code size((1,N/2):(1,1))} is a number) would escape
 * that check, and a property over the let would be proved at N = 1, where the literal is no layout.
 * Such a let is deferred instead, so that the prover evaluates (and checks) the whole expression. So is a let
 * whose evaluation gives a result that breaks a post-condition CuTe documents ({@link BrokenPostcondition}): the
 * prover, evaluating it again, warns of it on each property that reads the let.
 */
final class LetShapes extends ForwardingDecider {

    private final Set<SymInt> built = new HashSet<>();
    private boolean postconditionBroken;

    LetShapes() {
        super(Decider.CONCRETE);
    }

    @Override
    public void built(Layout layout) {
        built.addAll(symbolicEntries(layout));
    }

    @Override
    public void postconditionBroken(BrokenPostcondition broken) {
        postconditionBroken = true;
    }

    /** Whether some result built on the way breaks a post-condition CuTe documents. */
    boolean postconditionBroken() {
        return postconditionBroken;
    }

    /** Whether some symbolic shape entry built on the way is not a shape entry of the value itself. */
    boolean lostOn(Object value) {
        Set<SymInt> kept = new HashSet<>();
        collect(value, kept);
        return !kept.containsAll(built);
    }

    /** The shape entries of the layouts a value carries (a layout, a tensor view, a composed layout, a tiler). */
    private static void collect(Object value, Set<SymInt> out) {
        if (value instanceof Layout l) {
            out.addAll(symbolicEntries(l));
        } else if (value instanceof Slicing.Sliced view) {
            collect(view.layout(), out);
        } else if (value instanceof ComposedLayout c) {
            collect(c.inner(), out);
            if (c.outer() instanceof ComposedLayout.LayoutFunction f) {
                collect(f.layout(), out);
            }
        } else if (value instanceof Tiler t) {
            t.modes().forEach(m -> collect(m, out));
        }
    }

    private static Set<SymInt> symbolicEntries(Layout layout) {
        Set<SymInt> out = new HashSet<>();
        for (IntTuple leaf : layout.shape().leaves()) {
            if (leaf instanceof SymInt s && !s.isConst()) {
                out.add(s);
            }
        }
        return out;
    }
}
