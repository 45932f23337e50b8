package cuteprover.cli;

import cuteprover.symbolic.Verdict;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON object {@code prove --json} prints for one property: verdict, witness, both sides and the witness's layouts as fields. */
final class ProveJson {

    private ProveJson() {
    }

    static Map<String, Object> verdict(String property, Verdict v, boolean notes) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("property", property);
        m.put("verdict", v.kind().name());
        m.put("headline", v.headline());
        if (v.kind() == Verdict.Kind.UNKNOWN) {
            m.put("reason", v.headline().startsWith("UNKNOWN: ") ? v.headline().substring(9) : v.headline());
        }
        if (v.kind() == Verdict.Kind.REFUTED) {
            m.put("witness", new LinkedHashMap<>(v.witness()));
            m.put("lhs", v.sides().isEmpty() ? null : v.sides().get(0));
            m.put("rhs", v.sides().isEmpty() ? null : v.sides().get(1));
            // what the concrete re-check evaluated at the witness: the violated conjunct's values by their text
            // (the layouts at the counterexample's sizes) and the indices x, y as coordinates of their layout
            Map<String, String> terms = new LinkedHashMap<>();
            v.evaluated().terms().forEach((text, value) -> terms.put(text, cuteprover.expr.Values.format(value)));
            m.put("terms", terms);
            m.put("coordinates", v.evaluated().coordinates());
        }
        m.put("details", v.details());
        m.put("warnings", v.warnings());
        if (notes) {
            m.put("notes", v.notes());
        }
        m.put("exitStatus", v.exitStatus());
        return m;
    }

    static Map<String, Object> error(String property, String message, int status) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("property", property);
        m.put("verdict", "ERROR");
        m.put("error", message);
        m.put("exitStatus", status);
        return m;
    }
}
