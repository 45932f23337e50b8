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

/**
 * Every result and input error as JSON, for scripts. A finding that a suppression or the baseline accepts has a
 * {@code suppressed} field (a result's warning, an entry of {@code suppressedWarnings}); {@code warnings} holds the
 * suppressions' own warnings, {@code fixedSinceBaseline} the baseline's entries no longer found.
 */
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
                result.put("witness", witness(r.obligation(), r.outcome().witness()));
            }
            Findings.verdictOf(r).flatMap(s::waiver).ifPresent(w -> result.put("suppressed", suppressed(w)));
            List<ChangeChains.Link> chain = s.chains().of(r.obligation().pos().file());
            if (!chain.isEmpty()) {
                result.put("includedFrom", chain.stream().<Object>map(l -> SarifReport.map("file", l.at().file(), "line", l.at().line(),
                        "column", l.at().column(), "message", l.message())).toList());
            }
            List<Object> suppressedWarnings = new ArrayList<>();
            List<Finding> warningFindings = Findings.warningsOf(r);
            for (int i = 0; i < warningFindings.size(); i++) {
                String warning = r.outcome().warnings().get(i);
                s.waiver(warningFindings.get(i)).ifPresent(w -> {
                    Map<String, Object> entry = SarifReport.map("warning", warning);
                    entry.putAll(suppressed(w));
                    suppressedWarnings.add(entry);
                });
            }
            if (!suppressedWarnings.isEmpty()) {
                result.put("suppressedWarnings", suppressedWarnings);
            }
            results.add(result);
        }
        List<Object> errors = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            Map<String, Object> error = SarifReport.map("file", d.pos().file(), "line", d.pos().line(), "column", d.pos().column(),
                    "message", d.message());
            s.waiver(Findings.of(d)).ifPresent(w -> error.put("suppressed", suppressed(w)));
            errors.add(error);
        }
        List<Object> warnings = new ArrayList<>();
        for (Finding w : s.triage().warnings()) {
            warnings.add(SarifReport.map("file", w.pos().file(), "line", w.pos().line(), "column", w.pos().column(),
                    "rule", w.rule(), "message", w.headline()));
        }
        List<Object> fixed = new ArrayList<>();
        for (Baseline.Fixed f : s.triage().fixed()) {
            fixed.add(SarifReport.map("baseline", f.baselineFile(), "file", f.entry().file(), "line", f.entry().line(),
                    "property", f.entry().property(), "kind", f.entry().kind(), "text", f.entry().text()));
        }
        return Json.write(SarifReport.map("summary", s.line(), "exitStatus", s.exitStatus(allowUnknown),
                "results", results, "errors", errors, "warnings", warnings, "fixedSinceBaseline", fixed));
    }

    /**
     * Why a finding is accepted: {@code kind} {@code inSource} (SARIF's word) with the comment's {@code file}, {@code line}
     * and {@code justification}, or {@code baseline} with the baseline's {@code file}.
     */
    private static Map<String, Object> suppressed(Waiver w) {
        if (w instanceof Waiver.Suppressed s) {
            return SarifReport.map("kind", "inSource", "justification", s.reason(), "target", s.target(),
                    "file", s.at().file(), "line", s.at().line());
        }
        Waiver.Baselined b = (Waiver.Baselined) w;
        return SarifReport.map("kind", "baseline", "justification", b.justification(), "file", b.baselineFile());
    }

    /**
     * A refuted result's witness as the verdict carries it: the values (those of parameters the property does not
     * mention left out, as on the console), both sides, the violated conjunct,
     * the values the re-check evaluated there by their text, and the indices as coordinates of their layout.
     */
    private static Map<String, Object> witness(cuteprover.specfile.Obligation o, Witness w) {
        Map<String, String> terms = new LinkedHashMap<>();
        w.terms().forEach((text, value) -> terms.put(text, Values.format(value)));
        return SarifReport.map("values", ReadableFailure.mentionedValues(o, w), "lhs", w.lhs(), "rhs", w.rhs(), "conjunct", w.conjunct(),
                "terms", terms, "coordinates", w.coordinates());
    }
}
