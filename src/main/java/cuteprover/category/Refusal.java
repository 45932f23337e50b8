package cuteprover.category;

import cuteprover.CuteError;

/**
 * A categorical algorithm declined to answer, naming the step that failed. A refusal is not a
 * claim that no answer exists: CuTe composes {@code 4:1 ∘ 3:1} although no mutual refinement of
 * {@code (3)} and {@code (4)} exists (catalogue B §6.3).
 */
public final class Refusal extends CuteError {

    /** The step of the algorithm that failed. */
    public enum Step {
        /** Step 1: the layout applied first (CuTe's second argument) has no standard form. */
        FIRST_NOT_TRACTABLE("step 1 (standard form of the layout applied first)"),
        /** Step 1: the coalesced layout applied second (CuTe's first argument) has no standard form. */
        SECOND_NOT_TRACTABLE("step 1 (standard form of the coalesced layout applied second)"),
        /** Step 2: two entries met that do not divide one another. */
        MUTUAL_REFINEMENT_INDIVISIBLE("step 2 (mutual refinement)"),
        /** Step 2: the codomain of f is not used up when the domain of g is. */
        MUTUAL_REFINEMENT_EXHAUSTED("step 2 (mutual refinement)"),
        /** Complement: the layout has no standard form. */
        COMPLEMENT_NOT_TRACTABLE("complement (standard form)"),
        /** Complement: N is not a multiple of the size of the standard codomain. */
        COMPLEMENT_SIZE("complement (extending the codomain to N)");

        private final String label;

        Step(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private final Step step;

    public Refusal(String operation, Step step, String detail) {
        super(operation + " refused at " + step.label + ": " + detail);
        this.step = step;
    }

    /** The same refusal seen from an operation built on the one that refused. */
    public Refusal(String context, Refusal cause) {
        super(context + ": " + cause.getMessage());
        this.step = cause.step;
    }

    public Step step() {
        return step;
    }
}
