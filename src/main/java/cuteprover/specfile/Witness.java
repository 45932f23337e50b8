package cuteprover.specfile;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The concrete witness of a refuted obligation, as the prover's verdict carries it: the values of the
 * parameters, bound variables and coordinates (in the verdict's order), and each side's value at them.
 * Reports and pictures read this instead of re-deriving it from the printed detail lines.
 *
 * @param values the numeric {@code name = value} entries (not the sides)
 * @param lhs    the left side's value, empty when the verdict has none
 * @param rhs    the right side's value, empty when the verdict has none
 */
public record Witness(Map<String, Long> values, String lhs, String rhs) {

    public static final Witness NONE = new Witness(Map.of(), "", "");

    public Witness {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        lhs = lhs == null ? "" : lhs;
        rhs = rhs == null ? "" : rhs;
    }

    /** The verdict's witness: its values and its two sides. */
    public static Witness of(Map<String, Long> values, List<String> sides) {
        return sides.size() == 2 ? new Witness(values, sides.get(0), sides.get(1)) : new Witness(values, "", "");
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
