package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.List;

/**
 * A result of the algebra whose defining post-condition could not be checked because its inputs are
 * symbolic: {@code composition((6,2):(1,N),(3,2):(2,3))} is CuTe's {@code (3,2):(2,3)} only for the
 * values of N at which the enumeration check passes (not N = 7). The operation hands this to its
 * {@link Decider}; the prover proves that the term exists for every value the assumptions allow
 * (or finds the first value where the concrete engine refuses it), the concrete engine defers it.
 *
 * @param operation the operation's name as the user calls it
 * @param inputs    its symbolic inputs (layouts or integer tuples), in call order
 * @param result    the symbolic result, valid wherever the post-condition holds
 * @param concrete  the same operation on the concrete engine, with its checks, for instantiated inputs
 */
public record Unchecked(String operation, List<Object> inputs, Object result, Concrete concrete) {

    /** Runs the operation on instantiated (static) inputs; throws the concrete engine's error where it refuses. */
    public interface Concrete {
        Object apply(List<Object> inputs);
    }

    /** The term as the user would write it, e.g. {@code composition((6,2):(1,N),(3,2):(2,3))}. */
    public String term() {
        List<String> parts = new ArrayList<>();
        for (Object o : inputs) {
            parts.add(o instanceof IntTuple t ? TupleFormat.format(t) : String.valueOf(o));
        }
        return operation + "(" + String.join(",", parts) + ")";
    }
}
