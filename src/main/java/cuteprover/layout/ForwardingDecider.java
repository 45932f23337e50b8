package cuteprover.layout;

import cuteprover.tuple.SymInt;

/** A decider that asks another for everything; a subclass overrides what it adds (a trace, a record of built layouts). */
public abstract class ForwardingDecider implements Decider {

    private final Decider inner;

    protected ForwardingDecider(Decider inner) {
        this.inner = inner;
    }

    @Override
    public boolean lessThan(SymInt a, SymInt b) {
        return inner.lessThan(a, b);
    }

    @Override
    public boolean equal(SymInt a, SymInt b) {
        return inner.equal(a, b);
    }

    @Override
    public boolean divides(SymInt a, SymInt b) {
        return inner.divides(a, b);
    }

    @Override
    public void built(Layout layout) {
        inner.built(layout);
    }

    @Override
    public void require(Requirement requirement) {
        inner.require(requirement);
    }

    @Override
    public void unchecked(Unchecked result) {
        inner.unchecked(result);
    }

    @Override
    public void runTimeDiffers(RunTimeDifference difference) {
        inner.runTimeDiffers(difference);
    }

    @Override
    public void postconditionBroken(BrokenPostcondition broken) {
        inner.postconditionBroken(broken);
    }

    @Override
    public Trace trace() {
        return inner.trace();
    }
}
