package cuteprover.symbolic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of one property.
 *
 * @param kind     PROVED (every value the assumptions allow), BOUNDED (every value up to a bound, on request:
 *                 never a proof, never reported as PROVED),
 *                 REFUTED (a counterexample the concrete engine re-checked), UNKNOWN (with the reason)
 * @param headline the first line {@code prove} prints: {@code PROVED}, {@code BOUNDED: holds for all values up to B ...},
 *                 {@code REFUTED} or {@code UNKNOWN: reason}
 * @param details  for REFUTED, one {@code name = value} line per variable and coordinate, then {@code lhs = ...}
 *                 and {@code rhs = ...}; for BOUNDED, one {@code name <= B} line per bounded variable;
 *                 empty otherwise
 * @param witness  the variable and coordinate values of a counterexample (not lhs/rhs); empty otherwise
 * @param notes    further lines that explain the verdict (which obligation failed, the cases of a case split)
 * @param satisfiedBy for a proved verdict, one assignment of the parameters that satisfies the assumptions:
 *                 the witness that the proof is not vacuous (empty when there are no parameters)
 * @param warnings  reasons why a proved property holds vacuously in part (an empty forall range, a guard
 *                 that never holds): the verdict stands, the reports show them
 * @param sides    for REFUTED, each side's value at the counterexample ({@code [lhs, rhs]}), as re-checked by
 *                 the concrete engine; empty otherwise. With {@code witness} this is the whole witness, which
 *                 reports and pictures read instead of re-deriving it from the detail lines
 * @param evaluated for REFUTED, the values the concrete re-check computed at the counterexample: the layouts
 *                 and arguments of the violated part of the property by their text, and what the check derived
 *                 from them; {@link Evaluated#NONE} otherwise
 * @param violation for REFUTED, the check the counterexample breaks, in its parts (also the {@code violated: } note
 *                 that {@code prove} prints); {@link Violation#NONE} otherwise
 */
public record Verdict(Kind kind, String headline, List<String> details, Map<String, Long> witness, List<String> notes,
                      Map<String, Long> satisfiedBy, List<String> warnings, List<String> sides, Evaluated evaluated,
                      Violation violation) {

    public enum Kind { PROVED, BOUNDED, REFUTED, UNKNOWN }

    /**
     * What the concrete re-check of a counterexample evaluated, so that pictures and reports draw and
     * describe the counterexample without evaluating the property again.
     *
     * @param conjunct    the text ({@link cuteprover.expr.ExprText}) of the conjunct of the property that the
     *                    counterexample violates; empty when not known
     * @param subject     the key in {@code terms} of the layout whose indices the coordinates {@code x} and
     *                    {@code y} are; empty when there is none
     * @param terms       values at the counterexample, in the order evaluated, by the text of the subterm they
     *                    are the value of: the conjunct's arguments ({@code L}, {@code (M,4):(1,8)}), the layouts a
     *                    {@code forall} body calls and their arguments, and the results the check derived, by the
     *                    text of the call that computes them ({@code composition(A,B)}, {@code right_inverse(L)})
     * @param coordinates each coordinate of the witness that indexes the subject, in the subject's own
     *                    (hierarchical) form: {@code x -> (8,0)}
     */
    public record Evaluated(String conjunct, String subject, Map<String, Object> terms, Map<String, String> coordinates) {
        public static final Evaluated NONE = new Evaluated("", "", Map.of(), Map.of());

        public Evaluated {
            conjunct = conjunct == null ? "" : conjunct;
            subject = subject == null ? "" : subject;
            terms = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(terms));
            coordinates = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(coordinates));
        }
    }

    public Verdict {
        details = List.copyOf(details);
        witness = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(witness));
        notes = List.copyOf(notes);
        satisfiedBy = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(satisfiedBy));
        warnings = List.copyOf(warnings);
        sides = List.copyOf(sides);
        evaluated = evaluated == null ? Evaluated.NONE : evaluated;
        violation = violation == null ? Violation.NONE : violation;
    }

    public Verdict(Kind kind, String headline, List<String> details, Map<String, Long> witness, List<String> notes,
                   Map<String, Long> satisfiedBy, List<String> warnings, List<String> sides, Evaluated evaluated) {
        this(kind, headline, details, witness, notes, satisfiedBy, warnings, sides, evaluated, Violation.NONE);
    }

    public Verdict(Kind kind, String headline, List<String> details, Map<String, Long> witness, List<String> notes,
                   Map<String, Long> satisfiedBy, List<String> warnings, List<String> sides) {
        this(kind, headline, details, witness, notes, satisfiedBy, warnings, sides, Evaluated.NONE);
    }

    public Verdict(Kind kind, String headline, List<String> details, Map<String, Long> witness, List<String> notes,
                   Map<String, Long> satisfiedBy, List<String> warnings) {
        this(kind, headline, details, witness, notes, satisfiedBy, warnings, List.of());
    }

    public Verdict(Kind kind, String headline, List<String> details, Map<String, Long> witness, List<String> notes) {
        this(kind, headline, details, witness, notes, Map.of(), List.of());
    }

    /** This verdict with the assignment that shows its assumptions satisfiable. */
    public Verdict withSatisfiedBy(Map<String, Long> assignment) {
        return new Verdict(kind, headline, details, witness, notes, assignment, warnings, sides, evaluated, violation);
    }

    /** This verdict with further warnings. */
    public Verdict withWarnings(List<String> more) {
        List<String> all = new ArrayList<>(warnings);
        all.addAll(more);
        return new Verdict(kind, headline, details, witness, notes, satisfiedBy, all, sides, evaluated, violation);
    }

    public static Verdict proved() {
        return new Verdict(Kind.PROVED, "PROVED", List.of(), Map.of(), List.of());
    }

    /** Holds for every value of the given variables up to the bound (one {@code name <= B} detail line each). */
    public static Verdict boundedUpTo(long bound, java.util.Collection<String> variables, List<String> notes) {
        List<String> lines = new ArrayList<>();
        for (String v : new java.util.TreeSet<>(variables)) {
            lines.add(v + " <= " + bound);
        }
        return new Verdict(Kind.BOUNDED, "BOUNDED: holds for all values up to " + bound + " (not proved for larger values)",
                lines, Map.of(), notes);
    }

    /** The variables of a BOUNDED verdict's detail lines. */
    List<String> boundedVariables() {
        List<String> out = new ArrayList<>();
        for (String d : details) {
            int at = d.indexOf(" <= ");
            if (kind == Kind.BOUNDED && at > 0) {
                out.add(d.substring(0, at));
            }
        }
        return out;
    }

    public static Verdict unknown(String reason) {
        return new Verdict(Kind.UNKNOWN, "UNKNOWN: " + reason, List.of(), Map.of(), List.of());
    }

    /**
     * A re-checked counterexample: variables, then coordinates (in the order given), then both sides; and the
     * statement of the check it breaks ({@link Check#description()}), noted as {@code violated: ...}.
     */
    public static Verdict refuted(Map<String, Long> witness, String lhs, String rhs, String violatedCheck) {
        List<String> lines = new ArrayList<>();
        witness.forEach((k, v) -> lines.add(k + " = " + v));
        lines.add("lhs = " + lhs);
        lines.add("rhs = " + rhs);
        return new Verdict(Kind.REFUTED, "REFUTED", lines, witness, List.of("violated: " + violatedCheck), Map.of(), List.of(),
                List.of(String.valueOf(lhs), String.valueOf(rhs)), Evaluated.NONE, Violation.of(violatedCheck));
    }

    /** This REFUTED verdict with what its concrete re-check evaluated. */
    Verdict withEvaluated(Evaluated values) {
        return new Verdict(kind, headline, details, witness, notes, satisfiedBy, warnings, sides, values, violation);
    }

    public Verdict withNotes(List<String> more) {
        List<String> all = new ArrayList<>(notes);
        all.addAll(more);
        return new Verdict(kind, headline, details, witness, all, satisfiedBy, warnings, sides, evaluated, violation);
    }

    /** PROVED for every value: a BOUNDED verdict is not a proof. */
    public boolean isProved() {
        return kind == Kind.PROVED;
    }

    /** Exit status of {@code prove}: 0 proved, or bounded (which the user asked for with --bound), 1 refuted, 2 unknown. */
    public int exitStatus() {
        return switch (kind) {
            case PROVED, BOUNDED -> 0;
            case REFUTED -> 1;
            case UNKNOWN -> 2;
        };
    }

    /** The block {@code prove} prints: headline, details, notes. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(headline);
        out.addAll(details);
        out.addAll(notes);
        return out;
    }
}
