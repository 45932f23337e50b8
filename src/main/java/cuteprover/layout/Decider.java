package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;

/**
 * Answers the value-dependent questions that CuTe's algorithms ask (does a divide b, is a &lt; b,
 * is a == 1). The algebra is written once against this interface: {@link #CONCRETE} computes on
 * constants; the symbolic engine answers with Z3 under the assumptions and throws
 * {@link Undecided} when the assumptions do not settle the question, never guessing.
 */
public interface Decider {

    boolean lessThan(SymInt a, SymInt b);

    boolean equal(SymInt a, SymInt b);

    /** a | b: a divides b (a != 0). */
    boolean divides(SymInt a, SymInt b);

    default boolean lessEqual(SymInt a, SymInt b) {
        return !lessThan(b, a);
    }

    default boolean isOne(SymInt a) {
        return equal(a, SymInt.ONE);
    }

    default boolean isZero(SymInt a) {
        return equal(a, SymInt.ZERO);
    }

    default SymInt min(SymInt a, SymInt b) {
        return lessEqual(a, b) ? a : b;
    }

    default SymInt max(SymInt a, SymInt b) {
        return lessEqual(a, b) ? b : a;
    }

    /**
     * Told of a symbolic result whose post-condition the engine cannot check by enumeration. The
     * concrete engine cannot vouch for it, so by default the question goes to the prover (as
     * {@link NeedsSymbolic}); the prover's decider proves that the term exists.
     */
    default void unchecked(Unchecked result) {
        throw new NeedsSymbolic("the result " + result.term() + " has symbolic sizes; whether it exists is a question for prove");
    }

    /**
     * Told of every layout with symbolic shape entries that an evaluation builds, so that the prover
     * can require its entries to be >= 1 for every value the assumptions allow; by default ignored.
     */
    default void built(Layout layout) {
    }

    /**
     * A condition of the operation's definedness contract ({@link Requirement}). The concrete engine
     * checks it and refuses the operation where it fails; on symbolic values it cannot, so the question
     * goes to the prover (as {@link NeedsSymbolic}), whose decider requires it for every allowed value.
     */
    default void require(Requirement requirement) {
        if (!requirement.isConstant()) {
            throw new NeedsSymbolic("whether " + requirement + " holds is a question for prove (symbolic values)");
        }
        requirement.check();
    }

    /**
     * Told that a result is CuTe's static answer (Int&lt;N&gt;) and that CuTe's run-time path, with the
     * same sizes as {@code int}, gives another: the prover warns that its verdict holds for static
     * sizes; the concrete engine, whose sizes are static, ignores it.
     */
    default void runTimeDiffers(RunTimeDifference difference) {
    }

    /**
     * Told that a result is CuTe's answer, with its operation's defining properties, but breaks a
     * post-condition that CuTe documents: the result is given, and {@code eval --json} and the prover say
     * so (a note, a warning); by default ignored.
     */
    default void postconditionBroken(BrokenPostcondition broken) {
    }

    /** Where the algorithms report their steps ({@code explain}); by default nowhere. */
    default Trace trace() {
        return Trace.NONE;
    }

    /** This decider, reporting the algorithms' steps to {@code trace}. */
    default Decider withTrace(Trace trace) {
        return new ForwardingDecider(this) {
            @Override
            public Trace trace() {
                return trace;
            }
        };
    }

    /** The concrete engine: every question is about known integers. */
    Decider CONCRETE = new Decider() {
        @Override
        public boolean lessThan(SymInt a, SymInt b) {
            return value(a) < value(b);
        }

        @Override
        public boolean equal(SymInt a, SymInt b) {
            return a.equals(b) || value(a) == value(b);
        }

        @Override
        public boolean divides(SymInt a, SymInt b) {
            long x = value(a);
            return x != 0 && value(b) % x == 0;
        }

        private long value(SymInt s) {
            if (!s.isConst()) {
                throw new NeedsSymbolic(s);
            }
            return s.value();
        }
    };

    /** The concrete engine met a branch on a symbolic value: the question belongs to the prover. */
    final class NeedsSymbolic extends CuteError {
        private final SymInt value;

        public NeedsSymbolic(SymInt value) {
            super("value " + value + " is symbolic; this operation needs static sizes here (use prove for symbolic layouts)");
            this.value = value;
        }

        public NeedsSymbolic(String message) {
            super(message);
            this.value = null;
        }

        /** The symbolic value that met the branch. */
        public SymInt value() {
            return value;
        }
    }

    /** The assumptions do not decide a branch condition. */
    final class Undecided extends CuteError {
        private final String condition;
        private final String detail;

        public Undecided(String condition, String detail) {
            super("the assumptions do not decide whether " + condition + (detail.isEmpty() ? "" : "; " + detail));
            this.condition = condition;
            this.detail = detail;
        }

        public String condition() {
            return condition;
        }

        /** The values on each side (or why the solver gave none), as the message gives them. */
        public String detail() {
            return detail;
        }
    }
}
