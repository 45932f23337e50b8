package cuteprover.report;

import cuteprover.expr.Values;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.Outcome;
import cuteprover.specfile.Witness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Every result and input error as JSON, for scripts. */
public final class JsonReport {

    private JsonReport() {
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        List<Object> results = new ArrayList<>();
        for (CheckResult r : s.results()) {
            Map<String, Object> result = SarifReport.map(
                    "file", r.obligation().pos().file(), "line", r.obligation().pos().line(), "column", r.obligation().pos().column(),
                    "name", r.obligation().name(), "property", r.obligation().propertyText(),
                    "expect", r.obligation().expectRefuted() ? "refuted" : "proved",
                    "verdict", r.verdict().name(), "status", r.outcome().status().name(),
                    "headline", r.outcome().headline(), "details", r.outcome().details(),
                    "millis", r.outcome().millis(), "cached", r.outcome().cached(), "passed", r.passed(),
                    "satisfiedBy", r.outcome().satisfiedBy(), "warnings", r.outcome().warnings());
            if (r.outcome().status() == Outcome.Status.REFUTED && !r.outcome().witness().isEmpty()) {
                result.put("witness", witness(r.outcome().witness()));
            }
            results.add(result);
        }
        List<Object> errors = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            errors.add(SarifReport.map("file", d.pos().file(), "line", d.pos().line(), "column", d.pos().column(), "message", d.message()));
        }
        return Json.write(SarifReport.map("summary", s.line(), "exitStatus", s.exitStatus(allowUnknown),
                "results", results, "errors", errors));
    }

    /**
     * A refuted result's witness as the verdict carries it: the values, both sides, the violated conjunct,
     * the values the re-check evaluated there by their text, and the indices as coordinates of their layout.
     */
    private static Map<String, Object> witness(Witness w) {
        Map<String, String> terms = new LinkedHashMap<>();
        w.terms().forEach((text, value) -> terms.put(text, Values.format(value)));
        return SarifReport.map("values", w.values(), "lhs", w.lhs(), "rhs", w.rhs(), "conjunct", w.conjunct(),
                "terms", terms, "coordinates", w.coordinates());
    }
}
