package cuteprover.cxx;

import cuteprover.CuteError;
import cuteprover.atom.TypeName;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;

import java.util.List;

/** A C++ value read from its type, as one line: CuTe's own print where we know it, else our engine's reading of it. */
public final class CxxValues {

    private CxxValues() {
    }

    /** The line {@code eval --cxx} prints for a value (an error for a type that holds no CuTe value we read). */
    public static String printed(CxxEvaluation.Value v) {
        if (v.integer() != null) {
            return Long.toString(v.integer());
        }
        TypeName t = v.typeName();
        String cute = v.leaves() != null ? CuteTypes.cutePrint(t, v.leaves()) : CuteTypes.cutePrint(t);
        if (cute != null && !cute.contains("?")) {
            return cute;
        }
        return Values.format(evaluate(t));
    }

    /**
     * The value in our engine: an integer, or the type read with its run-time leaves as the compiler computed them
     * (what {@code show --cxx} draws); a type that holds no CuTe value we read is an error naming it.
     */
    public static Object value(CxxEvaluation.Value v) {
        if (!v.ok()) {
            throw new CuteError(v.expression() + ": " + v.error());
        }
        if (v.integer() != null) {
            return cuteprover.tuple.IntTuple.of(v.integer());
        }
        if (v.leaves() == null) {
            return evaluate(v.typeName());
        }
        List<Long> leaves = v.leaves();
        String text = CuteTypes.specText(v.typeName(), (index, type) -> {
            if (index >= leaves.size() || leaves.get(index) == null) {
                throw new CuteError(v.expression() + ": its run-time " + type + " number " + (index + 1) + " has no value at the end of the file");
            }
            return Long.toString(leaves.get(index));
        });
        try {
            return Evaluator.concrete().evaluate(text);
        } catch (CuteError e) {
            throw new CuteError("the compiler's value " + text + " does not read in cute-prover: " + e.getMessage());
        }
    }

    /** The value of a fully static type in our engine (a TiledMMA, a layout); run-time leaves are an error. */
    public static Object evaluate(TypeName t) {
        String text = CuteTypes.specText(t, CuteTypes.STATIC_ONLY);
        try {
            return Evaluator.concrete().evaluate(text);
        } catch (CuteError e) {
            throw new CuteError("the compiler's value " + text + " does not read in cute-prover: " + e.getMessage());
        }
    }
}
