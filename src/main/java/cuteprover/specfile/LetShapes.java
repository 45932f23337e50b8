package cuteprover.specfile;

import cuteprover.layout.BrokenPostcondition;
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
 * Such a let is deferred instead, so that the prover evaluates (and checks) the whole expression. So is a let
 * whose evaluation gives a result that breaks a post-condition CuTe documents ({@link BrokenPostcondition}): the
 * prover, evaluating it again, warns of it on each property that reads the let.
 */
final class LetShapes extends ForwardingDecider {

    private final Set<SymInt> built = new HashSet<>();

    LetShapes() {
        super(Decider.CONCRETE);
    }

    private boolean postconditionBroken;

    /** Whether the evaluation met a definedness requirement on symbolic values ({@link cuteprover.layout.Requirement}). */
    private boolean symbolicRequirement;

    @Override
    public void built(Layout layout) {
        built.addAll(symbolicEntries(layout));
    }

    /** A requirement on constants is checked now; one on symbolic values is the prover's, with the deferred let. */
    @Override
    public void require(cuteprover.layout.Requirement requirement) {
        if (requirement.isConstant()) {
            requirement.check();
        } else {
            symbolicRequirement = true;
        }
    }

    @Override
    public void postconditionBroken(BrokenPostcondition broken) {
        postconditionBroken = true;
    }

    /** Whether some result built on the way breaks a post-condition CuTe documents. */
    boolean postconditionBroken() {
        return postconditionBroken;
    }

    /**
     * Whether the value cannot stand for the let by itself: some symbolic shape entry built on the way is not
     * a shape entry of the value, or a requirement on symbolic values must hold (a tile coordinate inside
     * the tiles) that only the prover, evaluating the whole expression, can require.
     */
    boolean lostOn(Object value) {
        if (symbolicRequirement) {
            return true;
        }
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
