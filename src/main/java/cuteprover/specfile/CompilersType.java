package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.Decider;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A kernel file's C++ declaration with run-time sizes, its reading and the compiler's type of it. The type fixes what
 * C++ fixes whatever the sizes (the nesting, every static leaf): a counterexample at sizes where the reading takes
 * another form (a run-time {@code m} read as the static 1, so that {@code coalesce} or {@code composition} drops a mode
 * CuTe keeps) is no counterexample of the C++, and is UNKNOWN naming the declaration, never REFUTED.
 */
record CompilersType(String name, SourcePos pos, Expr expanded, String type) {

    /** The refutation, or UNKNOWN where a declaration's reading at the counterexample's sizes disagrees with its type. */
    static Outcome check(Map<String, CompilersType> declarations, Outcome out) {
        if (out.status() != Outcome.Status.REFUTED || declarations.isEmpty() || out.witness() == null) {
            return out;
        }
        Map<String, Object> sizes = new HashMap<>();
        out.witness().values().forEach((k, v) -> sizes.put(k, SymInt.of(v)));
        for (CompilersType d : declarations.values()) {
            Optional<String> mismatch;
            Object value;
            try {
                value = new Evaluator(Decider.CONCRETE, false, sizes).evaluate(d.expanded());
                mismatch = cuteprover.cxx.TypeAgreement.mismatch(cuteprover.cxx.CuteTypes.parse(d.type()), value);
            } catch (RuntimeException e) {
                continue;   // not evaluated at these sizes alone: the refutation's own re-check stands
            }
            if (mismatch.isPresent()) {
                List<String> details = new ArrayList<>(out.details());
                details.add(0, "the counterexample found, where the reading of '" + d.name() + "' is not the C++'s:");
                String cute = cuteprover.cxx.CuteTypes.typeText(cuteprover.cxx.CuteTypes.parse(d.type()));
                return new Outcome(Outcome.Status.UNKNOWN, "a counterexample was found, but at its sizes '" + d.name() + "' ("
                        + d.pos() + ") reads as " + Values.format(value) + ", which the compiler's type of it, "
                        + (cute != null ? cute : d.type()) + ", does not allow (" + mismatch.get()
                        + "): C++ keeps these sizes run-time values there", details, out.millis(), false);
            }
        }
        return out;
    }
}
