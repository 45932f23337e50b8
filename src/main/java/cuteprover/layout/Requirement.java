package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;

/**
 * One condition of an operation's definedness contract, {@code low <= value < high}: an index, a
 * coordinate or a thread inside its range, an access inside a layout's domain. The concrete engine
 * refuses the operation where it fails, with {@link #reason}; the prover requires it for every value
 * the assumptions allow and reports the first allowed value where it fails, with the same reason.
 * Written once, where the operation checks it, through {@link Decider#require}.
 *
 * @param value  the checked integer (a coordinate, a thread index, a largest accessed index)
 * @param low    its least allowed value
 * @param high   one past its largest allowed value, or null when it has no upper bound
 * @param reason the operation's refusal at concrete values
 */
public record Requirement(SymInt value, SymInt low, SymInt high, Reason reason) {

    /** The refusal's text at the concrete values ({@code high} is {@link Long#MAX_VALUE} without an upper bound). */
    @FunctionalInterface
    public interface Reason {
        String at(long value, long low, long high);
    }

    /** {@code 0 <= value < high}. */
    public static Requirement below(SymInt value, SymInt high, Reason reason) {
        return new Requirement(value, SymInt.ZERO, high, reason);
    }

    /** {@code low <= value}. */
    public static Requirement atLeast(SymInt value, SymInt low, Reason reason) {
        return new Requirement(value, low, null, reason);
    }

    /** Whether every term is a constant (the concrete engine can decide it). */
    public boolean isConstant() {
        return value.isConst() && low.isConst() && (high == null || high.isConst());
    }

    /** The concrete check: throws the operation's refusal where it fails. */
    public void check() {
        long v = value.value();
        long lo = low.value();
        long hi = high == null ? Long.MAX_VALUE : high.value();
        if (v < lo || v >= hi) {
            throw new CuteError(reason.at(v, lo, hi));
        }
    }

    /** The same requirement with the variables replaced (the unmapped ones stay). */
    public Requirement substitute(java.util.Map<String, ? extends SymInt> values) {
        return new Requirement(value.substitute(values), low.substitute(values), high == null ? null : high.substitute(values), reason);
    }

    @Override
    public String toString() {
        return low + " <= " + value + (high == null ? "" : " < " + high);
    }
}
