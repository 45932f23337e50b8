package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import java.util.ArrayList;
import java.util.List;

/** Every result and input error as JSON, for scripts. */
public final class JsonReport {

    private JsonReport() {
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        List<Object> results = new ArrayList<>();
        for (CheckResult r : s.results()) {
            results.add(SarifReport.map(
                    "file", r.obligation().pos().file(), "line", r.obligation().pos().line(), "column", r.obligation().pos().column(),
                    "name", r.obligation().name(), "property", r.obligation().propertyText(),
                    "expect", r.obligation().expectRefuted() ? "refuted" : "proved",
                    "verdict", r.verdict().name(), "status", r.outcome().status().name(),
                    "headline", r.outcome().headline(), "details", r.outcome().details(),
                    "millis", r.outcome().millis(), "cached", r.outcome().cached(), "passed", r.passed(),
                    "satisfiedBy", r.outcome().satisfiedBy(), "warnings", r.outcome().warnings()));
        }
        List<Object> errors = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            errors.add(SarifReport.map("file", d.pos().file(), "line", d.pos().line(), "column", d.pos().column(), "message", d.message()));
        }
        return Json.write(SarifReport.map("summary", s.line(), "exitStatus", s.exitStatus(allowUnknown),
                "results", results, "errors", errors));
    }
}
