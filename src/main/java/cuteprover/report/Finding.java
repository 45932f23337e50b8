package cuteprover.report;

import cuteprover.specfile.SourcePos;

import java.util.List;

/**
 * One thing a check run reports beyond a pass, whatever the report: an input error, a refutation, an UNKNOWN, a warning
 * on a proved property, a BOUNDED verdict. Suppressions, the baseline and every report see the same findings.
 *
 * @param type     what happened, which decides whether it fails the gate
 * @param pos      where: the property's line, or the input error's position
 * @param rule     the rule id, as SARIF's rules ({@link Rules}): the property kind, {@code input-error}, ...
 * @param name     the property's name as written ({@code @ launch ...} included), else null
 * @param property the property's name or text as reports show it, else null (an input error of no property)
 * @param headline one sentence ({@link Failures#headline}), or the input error's message
 * @param details  the counterexample or bound lines, else empty
 */
public record Finding(Type type, SourcePos pos, String rule, String name, String property, String headline,
                      List<String> details) {

    /** What a finding says about the property. */
    public enum Type { INPUT_ERROR, REFUTED, UNKNOWN, WARNING, BOUNDED }

    public Finding {
        details = List.copyOf(details);
    }

    /** Whether it fails the gate unless suppressed or baselined. */
    public boolean fails(boolean allowUnknown) {
        return type == Type.INPUT_ERROR || type == Type.REFUTED || type == Type.UNKNOWN && !allowUnknown;
    }

    /** The compiler's word for it: {@code error}, {@code warning} or {@code note}. */
    public String severity(boolean allowUnknown) {
        if (fails(allowUnknown)) {
            return "error";
        }
        return type == Type.BOUNDED ? "note" : "warning";
    }

    /** The name without the launch or call it was checked at: {@code tile @ launch k.cu:9:3} is {@code tile}. */
    public String baseName() {
        if (name == null) {
            return null;
        }
        int at = name.indexOf(" @ ");
        return at < 0 ? name : name.substring(0, at);
    }
}
