package cuteprover.specfile;

import cuteprover.symbolic.Verdict;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The concrete witness of a refuted obligation, as the prover's verdict carries it: the values of the
 * parameters, bound variables and coordinates (in the verdict's order), each side's value at them, and
 * the values the concrete re-check evaluated there. Reports and pictures read this instead of
 * re-deriving it from the printed detail lines or evaluating the property again.
 *
 * @param values      the numeric {@code name = value} entries (not the sides)
 * @param lhs         the left side's value, empty when the verdict has none
 * @param rhs         the right side's value, empty when the verdict has none
 * @param conjunct    the text ({@link cuteprover.expr.ExprText}) of the violated conjunct of the property;
 *                    empty when not known
 * @param subject     the key in {@code terms} of the layout the index {@code x} belongs to; empty when none
 * @param terms       the values at the witness by the text of the subterm they are the value of (layouts,
 *                    shapes, integers; see {@link Verdict.Evaluated#terms()})
 * @param coordinates the indices {@code x}, {@code y} as coordinates in their layout's own form
 */
public record Witness(Map<String, Long> values, String lhs, String rhs, String conjunct, String subject,
                      Map<String, Object> terms, Map<String, String> coordinates) {

    public static final Witness NONE = new Witness(Map.of(), "", "");

    public Witness {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        lhs = lhs == null ? "" : lhs;
        rhs = rhs == null ? "" : rhs;
        conjunct = conjunct == null ? "" : conjunct;
        subject = subject == null ? "" : subject;
        terms = Collections.unmodifiableMap(new LinkedHashMap<>(terms));
        coordinates = Collections.unmodifiableMap(new LinkedHashMap<>(coordinates));
    }

    /** A witness of values and sides only (no evaluated terms: nothing to draw). */
    public Witness(Map<String, Long> values, String lhs, String rhs) {
        this(values, lhs, rhs, "", "", Map.of(), Map.of());
    }

    /** A REFUTED verdict's whole witness: values, sides, and what its re-check evaluated; {@link #NONE} for any other. */
    public static Witness of(Verdict v) {
        if (v.kind() != Verdict.Kind.REFUTED) {
            return NONE;
        }
        Verdict.Evaluated e = v.evaluated();
        String lhs = v.sides().size() == 2 ? v.sides().get(0) : "";
        String rhs = v.sides().size() == 2 ? v.sides().get(1) : "";
        return new Witness(v.witness(), lhs, rhs, e.conjunct(), e.subject(), e.terms(), e.coordinates());
    }

    /** The value of a subterm at the witness, by its text; null when the re-check did not evaluate it. */
    public Object term(String text) {
        return terms.get(text);
    }

    /**
     * The witness of detail lines {@code name = value} followed by {@code lhs = ...} and {@code rhs = ...},
     * for an outcome made without one (read from an older cache entry, or built by hand).
     */
    public static Witness fromDetails(List<String> details) {
        Map<String, Long> values = new LinkedHashMap<>();
        String lhs = "";
        String rhs = "";
        for (String d : details) {
            int eq = d.indexOf(" = ");
            if (eq <= 0) {
                continue;
            }
            String name = d.substring(0, eq);
            String value = d.substring(eq + 3);
            if (name.equals("lhs")) {
                lhs = value;
            } else if (name.equals("rhs")) {
                rhs = value;
            } else {
                try {
                    values.put(name, Long.parseLong(value.strip()));
                } catch (NumberFormatException e) {
                    // a note, not a value of the witness
                }
            }
        }
        return new Witness(values, lhs, rhs);
    }

    public boolean isEmpty() {
        return values.isEmpty() && lhs.isEmpty() && rhs.isEmpty();
    }
}
