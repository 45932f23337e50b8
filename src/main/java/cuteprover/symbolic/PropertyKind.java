package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;

import java.util.List;
import java.util.Objects;

/**
 * One kind of property a spec can state ({@code injective(L)}, {@code covers(TV,S)}, a {@code forall}, a bare
 * condition, a conjunction): the goals the prover states it as, the rule the reports file its findings under,
 * and the picture a counterexample of it is drawn as. All three stand together in {@link PropertyKinds}.
 *
 * <p>A class, not a record: how a property call becomes goals is the prover's own business (package-private
 * types), while its rule and picture are read by the reports and the renderer.
 */
public final class PropertyKind {

    /** What the kind means and what to do when it fails: a SARIF rule's descriptions and help, a GitLab check's text. */
    public record Rule(String shortText, String fullText, String help) {
        public Rule {
            Objects.requireNonNull(shortText);
            Objects.requireNonNull(fullText);
            Objects.requireNonNull(help);
        }
    }

    /** How a counterexample of the kind is drawn, on the layouts its witness records. */
    public enum Picture {
        /** The layout with the two colliding cells x and y. */
        COLLIDING_CELLS,
        /** As {@link #COLLIDING_CELLS}, or the one cell x whose offset leaves {@code [0,size)}. */
        COLLIDING_OR_OUTSIDE_CELLS,
        /** The layout with the cell x whose offset leaves {@code [0,N)}. */
        CELL_OUTSIDE_BOUND,
        /** Both layouts with the cell x where they differ. */
        CELL_IN_BOTH,
        /** The thread-value layout on its tile, cells reached never or several times marked. */
        TILE_COVERAGE,
        /** B with the index, A with the cell B(i), and CuTe's result R with the index. */
        COMPOSITION,
        /** The layout and CuTe's complement with the witness cells. */
        COMPLEMENT,
        /** The layout and CuTe's right inverse with the witness cells. */
        RIGHT_INVERSE,
        /** The layout and CuTe's left inverse with the witness cells. */
        LEFT_INVERSE,
        /** The layout and the tiler with the witness cells. */
        ADMISSIBLE,
        /** Each layout the body evaluates at the bound values, with that coordinate marked. */
        BOUND_VALUES,
        /** The layouts among the arguments of the call (nothing where the property is no call). */
        ARGUMENTS,
        /** The picture of the conjunct the counterexample violates. */
        VIOLATED_CONJUNCT
    }

    /** Builds the goals of one property call from its evaluated arguments. */
    interface GoalBuilder {
        Goal build(Scope scope, Expr.Call call, List<Object> args);
    }

    private final String name;
    private final Rule rule;
    private final Picture picture;
    private final int minArity;
    private final int maxArity;
    /** Null for the kinds that are a form of expression, not a call: {@link Goals} states those by their form. */
    private final GoalBuilder goal;

    private PropertyKind(String name, Rule rule, Picture picture, int minArity, int maxArity, GoalBuilder goal) {
        this.name = Objects.requireNonNull(name);
        this.rule = Objects.requireNonNull(rule, name + " has no rule");
        this.picture = Objects.requireNonNull(picture, name + " has no picture");
        this.minArity = minArity;
        this.maxArity = maxArity;
        this.goal = goal;
    }

    /** A property call {@code name(args)} with {@code minArity} to {@code maxArity} arguments. */
    static PropertyKind call(String name, int minArity, int maxArity, GoalBuilder goal, Picture picture, Rule rule) {
        return new PropertyKind(name, rule, picture, minArity, maxArity, Objects.requireNonNull(goal, name + " has no goal"));
    }

    /** A form of expression ({@code forall}, a bare condition, a conjunction), whose goals follow its form. */
    static PropertyKind form(String name, Picture picture, Rule rule) {
        return new PropertyKind(name, rule, picture, 0, 0, null);
    }

    /** The property's name, which is also its rule id ({@code injective}, {@code forall}, {@code condition}). */
    public String name() {
        return name;
    }

    public Rule rule() {
        return rule;
    }

    public Picture picture() {
        return picture;
    }

    /** Whether the kind is a property call, with goals of its own (else a form of expression). */
    public boolean isCall() {
        return goal != null;
    }

    /** The goals of a call of this kind, at its evaluated arguments ({@link #checkArity} before evaluating them). */
    Goal goal(Scope scope, Expr.Call c, List<Object> args) {
        return goal.build(scope, c, args);
    }

    /** A positioned error where the call has too few or too many arguments. */
    void checkArity(Expr.Call c) {
        if (c.args().size() < minArity || c.args().size() > maxArity) {
            throw CuteError.at(c.pos(), c.name() + " takes " + minArity
                    + (maxArity > minArity ? " or " + maxArity : "") + " argument(s), got " + c.args().size());
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
