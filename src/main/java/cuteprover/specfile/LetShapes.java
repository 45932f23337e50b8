package cuteprover.specfile;

import cuteprover.layout.Decider;
import cuteprover.layout.ForwardingDecider;
import cuteprover.layout.Layout;
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
 * Such a let is deferred instead, so that the prover evaluates (and checks) the whole expression.
 */
final class LetShapes extends ForwardingDecider {

    private final Set<SymInt> built = new HashSet<>();

    LetShapes() {
        super(Decider.CONCRETE);
    }

    @Override
    public void built(Layout layout) {
        built.addAll(symbolicEntries(layout));
    }

    /** Whether some symbolic shape entry built on the way is not a shape entry of the value itself. */
    boolean lostOn(Object value) {
        Set<SymInt> kept = new HashSet<>();
        for (Layout l : cuteprover.expr.CarriedLayouts.of(value)) {
            kept.addAll(symbolicEntries(l));
        }
        return !kept.containsAll(built);
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
