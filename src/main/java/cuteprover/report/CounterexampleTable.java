package cuteprover.report;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.layout.Layout;
import cuteprover.render.LayoutTable;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.Witness;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Draws the layout a counterexample is about, with the offending cells marked: the layout the witness's
 * indices belong to (the first argument for most properties, B for a composition), as the verdict's
 * witness records it at the counterexample's sizes; the indices it records there (x, y) are marked.
 */
public final class CounterexampleTable {

    /** Larger layouts are not drawn under a console line. */
    static final long MAX_CELLS = 256;

    /**
     * Nor taller tables: a 64x4 layout drew 130 lines into a CI log, where the counterexample's own lines say it all
     * (the HTML report still draws it).
     */
    static final long MAX_LINES = 40;

    private CounterexampleTable() {
    }

    public static Optional<String> render(Obligation o, Witness witness) {
        if (!(o.property() instanceof Expr.Call call) || call.args().isEmpty()) {
            return Optional.empty();
        }
        String subject = witness.subject().isEmpty() ? ExprText.of(call.args().get(0)) : witness.subject();
        if (!(witness.term(subject) instanceof Layout layout)) {
            return Optional.empty();
        }
        try {
            if (!layout.isStatic() || !layout.hasIntegerStrides() || layout.size().value() > MAX_CELLS) {
                return Optional.empty();
            }
            Set<Long> marked = new HashSet<>();
            witness.coordinates().keySet().forEach(name -> marked.add(witness.values().get(name)));
            String table = LayoutTable.render(layout, marked);
            return table.lines().count() > MAX_LINES ? Optional.empty() : Optional.of(table);
        } catch (CuteError | ArithmeticException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
