package cuteprover.report;

import cuteprover.specfile.Obligation;
import cuteprover.symbolic.PropertyKind;
import cuteprover.symbolic.PropertyKinds;

import java.util.ArrayList;
import java.util.List;

/**
 * The rules the reports file findings under (SARIF's rules, GitLab's check names): one for each kind of
 * property ({@link PropertyKinds}, where each kind's meaning and help are written beside its goals and
 * picture), then the report's own rules for what is no property's failure.
 */
public final class Rules {

    /** One rule: its id, a short and a full description, and help text. */
    public record Rule(String id, String shortText, String fullText, String help) {

        static Rule of(PropertyKind kind) {
            return new Rule(kind.name(), kind.rule().shortText(), kind.rule().fullText(), kind.rule().help());
        }
    }

    /** Rule for spec-file errors: syntax, names, types, includes, missing files. */
    public static final Rule INPUT_ERROR = new Rule("input-error", "The spec file cannot be read",
            "A syntax, name, type or include error, or a path without spec files: nothing was proved.",
            "Fix the spec at the given line and column; unknown names come with the closest known ones.");

    /** Rule for a property proved only vacuously in part (an empty forall range, a guard that never holds). */
    public static final Rule VACUOUS = new Rule("vacuous", "A property holds vacuously in part",
            "The property is proved, but part of it holds only because nothing is checked: an empty forall range, a guard that never holds, assumptions no value satisfies.",
            "Check the assumptions and ranges named in the message: a proof about nothing protects nothing.");

    /** Rule for a property decided only up to the bound of --bound: it holds there, it is not proved. */
    public static final Rule BOUNDED = new Rule("bounded", "A property holds up to a bound, not for every value",
            "The property holds for every parameter value up to the bound given with --bound; the solver could not decide it for all values, so it is not proved.",
            "Add assumptions that bound the parameters, simplify the property, or raise --timeout; a bounded verdict protects only the sizes it names.");

    /** Rule for a {@code cute-prover: ignore[...]} comment that names no finding on its line. */
    public static final Rule UNUSED_SUPPRESSION = new Rule("unused-suppression", "A suppression matches no finding",
            "A cute-prover: ignore[NAME-or-rule] comment names no finding on its line (or the line below, for a comment alone on its line): the finding was fixed, or the name is misspelt.",
            "Remove the comment, or correct the name: it takes a property's name or a rule id (injective, input-error, vacuous, ...).");

    private Rules() {
    }

    /** Every rule, in a fixed order (SARIF results cite them by index): the property kinds', then the report's own. */
    public static List<Rule> all() {
        List<Rule> out = new ArrayList<>();
        PropertyKinds.all().forEach(k -> out.add(Rule.of(k)));
        out.add(INPUT_ERROR);
        out.add(VACUOUS);
        out.add(BOUNDED);
        out.add(UNUSED_SUPPRESSION);
        return out;
    }

    /** The rule of an obligation's property kind. */
    public static Rule of(Obligation o) {
        return Rule.of(PropertyKinds.of(o.property()));
    }
}
