package cuteprover.specfile;

import cuteprover.expr.Expr;

/**
 * A definition whose value depends on branch decisions about shape variables (a symbolic
 * composition, say). The loader cannot take those decisions without the assumptions' solver, so the
 * definition is kept as an expression and substituted into each property that uses it; the prover
 * then evaluates it with its own decider and case splits.
 */
public record DeferredDefinition(String text, Expr expr) {

    @Override
    public String toString() {
        return text;
    }
}
