package cuteprover.symbolic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The check a counterexample breaks, as the prover states it: which check ({@code injective}, {@code range},
 * {@code condition}), the equation the witness breaks ({@code L(x) != L(y) for x != y}), and the layouts the
 * equation names by a capital letter ({@code L = (M,4):(1,8)}). A refuted verdict carries it to the reports,
 * which read its parts instead of taking its printed line apart.
 *
 * @param check       what kind of check failed; empty where the statement names none
 * @param equation    the equation or condition the witness breaks
 * @param definitions the layouts the equation names, by those names, as printed
 */
public record Violation(String check, String equation, Map<String, String> definitions) {

    public static final Violation NONE = new Violation("", "", Map.of());

    /** {@code , L = } before a named layout of the statement. */
    private static final Pattern DEFINITION = Pattern.compile(", ([A-Z][A-Za-z0-9]*) = ");

    public Violation {
        check = check == null ? "" : check;
        equation = equation == null ? "" : equation;
        definitions = Collections.unmodifiableMap(new LinkedHashMap<>(definitions));
    }

    /**
     * A check's statement ({@link Check#description()}: {@code check: equation, A = a, B = b}) in its parts.
     * The checks write their statements in this one form; {@link #text()} gives the statement back whole.
     */
    public static Violation of(String statement) {
        if (statement == null || statement.isBlank()) {
            return NONE;
        }
        int colon = statement.indexOf(": ");
        String check = colon > 0 ? statement.substring(0, colon) : "";
        String rest = colon > 0 ? statement.substring(colon + 2) : statement;
        Map<String, String> defs = new LinkedHashMap<>();
        Matcher m = DEFINITION.matcher(rest);
        List<int[]> at = new ArrayList<>();
        List<String> names = new ArrayList<>();
        while (m.find()) {
            at.add(new int[] {m.start(), m.end()});
            names.add(m.group(1));
        }
        String equation = at.isEmpty() ? rest : rest.substring(0, at.get(0)[0]);
        for (int i = 0; i < at.size(); i++) {
            int end = i + 1 < at.size() ? at.get(i + 1)[0] : rest.length();
            defs.put(names.get(i), rest.substring(at.get(i)[1], end));
        }
        return new Violation(check, equation, defs);
    }

    /** This violation with another equation (the same check, the same layouts). */
    public Violation withEquation(String other) {
        return new Violation(check, other, definitions);
    }

    public boolean isEmpty() {
        return check.isEmpty() && equation.isEmpty() && definitions.isEmpty();
    }

    /** {@code A = a, B = b}: the layouts the equation names. */
    public String definitionText() {
        List<String> parts = new ArrayList<>();
        definitions.forEach((k, v) -> parts.add(k + " = " + v));
        return String.join(", ", parts);
    }

    /** The statement as one line, as the check wrote it: {@code check: equation, A = a}. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        if (!check.isEmpty()) {
            sb.append(check).append(": ");
        }
        sb.append(equation);
        definitions.forEach((k, v) -> sb.append(", ").append(k).append(" = ").append(v));
        return sb.toString();
    }
}
