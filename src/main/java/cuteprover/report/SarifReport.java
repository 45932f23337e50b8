package cuteprover.report;

import cuteprover.Version;
import cuteprover.spec.CheckResult;
import cuteprover.spec.Diagnostic;
import cuteprover.spec.SourcePos;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0, so that code-scanning tools annotate the spec line. Only problems are results:
 * refuted properties (error), unknown ones (warning, or error when they fail the gate), input errors.
 */
public final class SarifReport {

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private SarifReport() {
    }

    private static final String[][] RULES = {
            {"refuted", "A layout property is refuted: a counterexample exists."},
            {"proved-but-expected-refuted", "A property recorded as refuted (expect refuted) now proves."},
            {"unknown", "The prover could not decide a property (time-out or unsupported fragment)."},
            {"bounded", "A property holds for every value up to the bound given with --bound; it is not proved beyond it."},
            {"input-error", "The spec file has a syntax, name, type or include error."},
            {"vacuous", "A property is proved, but holds vacuously in part (an empty forall range, a guard that never holds)."},
    };

    public static String render(CheckSummary s, boolean allowUnknown) {
        List<Object> results = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            results.add(result("input-error", "error", d.message(), d.pos()));
        }
        for (CheckResult r : s.results()) {
            for (String w : r.outcome().warnings()) {
                results.add(result("vacuous", "warning", r.obligation().label() + ": " + w, r.obligation().pos()));
            }
            if (r.passed() && r.verdict() != CheckResult.Verdict.BOUNDED) {
                continue;
            }
            String text = r.obligation().label() + ": " + r.tag()
                    + (r.outcome().headline().isEmpty() ? "" : " — " + r.outcome().headline())
                    + (r.outcome().details().isEmpty() ? "" : " (" + String.join(", ", r.outcome().details()) + ")");
            switch (r.verdict()) {
                case REFUTED -> results.add(result("refuted", "error", text, r.obligation().pos()));
                case PROVED_BUT_EXPECTED_REFUTED -> results.add(result("proved-but-expected-refuted", "error", text, r.obligation().pos()));
                case UNKNOWN -> results.add(result("unknown", allowUnknown ? "warning" : "error", text, r.obligation().pos()));
                case BOUNDED -> results.add(result("bounded", "note", text, r.obligation().pos()));
                default -> results.add(result("input-error", "error", text, r.obligation().pos()));
            }
        }
        List<Object> rules = new ArrayList<>();
        for (String[] rule : RULES) {
            rules.add(map("id", rule[0], "shortDescription", map("text", rule[1])));
        }
        Map<String, Object> driver = map("name", "cute-prover", "version", Version.VERSION,
                "informationUri", "https://github.com/cute-prover/cute-prover", "rules", rules);
        Map<String, Object> run = map("tool", map("driver", driver), "results", results);
        return Json.write(map("$schema", SCHEMA, "version", "2.1.0", "runs", List.of(run)));
    }

    private static Map<String, Object> result(String rule, String level, String text, SourcePos pos) {
        Map<String, Object> region = map("startLine", pos.line(), "startColumn", pos.column());
        Map<String, Object> physical = map("artifactLocation", map("uri", pos.file().replace('\\', '/')), "region", region);
        return map("ruleId", rule, "level", level, "message", map("text", text), "locations", List.of(map("physicalLocation", physical)));
    }

    static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }
}
