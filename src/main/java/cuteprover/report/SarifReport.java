package cuteprover.report;

import cuteprover.Version;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.SourcePos;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * SARIF 2.1.0, so that code-scanning tools annotate the spec line. One rule per property kind
 * ({@link Rules}) with short and full descriptions and help; only problems are results:
 * refuted properties and expected refutations that prove (error), unknown ones (warning, or error
 * when they fail the gate), input errors. Locations are relative to the repository root through
 * the {@code %SRCROOT%} base, and messages carry the counterexample. A finding that a suppression or the baseline
 * accepts keeps its result, with a {@code suppressions} entry ({@code inSource} with the comment's reason and place, or
 * {@code external} for the baseline), as code scanning reads them.
 */
public final class SarifReport {

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String SRCROOT = "%SRCROOT%";

    private SarifReport() {
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        Path root = RepoPaths.root();
        List<Rules.Rule> kinds = Rules.all();
        List<Object> results = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            results.add(result(Rules.INPUT_ERROR, kinds, "error", d.message(), d.pos(), d.message(), root,
                    s.waiver(Findings.of(d))));
        }
        for (CheckResult r : s.results()) {
            List<String> warnings = r.outcome().warnings();
            List<Finding> warningFindings = Findings.warningsOf(r);
            for (int i = 0; i < warnings.size(); i++) {
                results.add(result(Rules.VACUOUS, kinds, "warning", r.obligation().label() + ": " + warnings.get(i),
                        r.obligation().pos(), r.obligation().label() + " " + warnings.get(i), root, s.waiver(warningFindings.get(i))));
            }
            if (r.passed() && r.verdict() != CheckResult.Verdict.BOUNDED) {
                continue;
            }
            Optional<Waiver> waiver = Findings.verdictOf(r).flatMap(s::waiver);
            if (r.verdict() == CheckResult.Verdict.BOUNDED) {
                // Passes (the run asked for --bound) but is no proof: a note, never silent.
                results.add(result(Rules.BOUNDED, kinds, "note", Failures.oneLine(r), r.obligation().pos(),
                        r.obligation().label(), root, waiver));
                continue;
            }
            Rules.Rule kind = r.verdict() == CheckResult.Verdict.ERROR ? Rules.INPUT_ERROR : Rules.of(r.obligation());
            String level = r.verdict() == CheckResult.Verdict.UNKNOWN && allowUnknown ? "warning" : "error";
            Map<String, Object> result = result(kind, kinds, level, Failures.oneLine(r), r.obligation().pos(), r.obligation().label(), root, waiver);
            List<ChangeChains.Link> chain = s.chains().of(r.obligation().pos().file());
            if (!chain.isEmpty()) {
                // the include chain from the property's file to the changed file: SARIF viewers link each step
                List<Object> related = new ArrayList<>();
                for (int i = 0; i < chain.size(); i++) {
                    related.add(map("id", i, "physicalLocation", physical(chain.get(i).at(), root), "message", map("text", chain.get(i).message())));
                }
                result.put("relatedLocations", related);
            }
            results.add(result);
        }
        for (Finding w : s.triage().warnings()) {
            results.add(result(Rules.UNUSED_SUPPRESSION, kinds, "warning", w.headline(), w.pos(), w.headline(), root,
                    Optional.empty()));
        }
        List<Object> rules = new ArrayList<>();
        for (Rules.Rule k : kinds) {
            rules.add(map("id", k.id(), "name", camel(k.id()),
                    "shortDescription", map("text", k.shortText()),
                    "fullDescription", map("text", k.fullText()),
                    "help", map("text", k.help()),
                    "defaultConfiguration", map("level", "error")));
        }
        Map<String, Object> driver = map("name", "cute-prover", "version", Version.VERSION, "semanticVersion", Version.VERSION,
                "informationUri", "https://github.com/cute-prover/cute-prover", "rules", rules);
        Map<String, Object> run = map("tool", map("driver", driver),
                "originalUriBaseIds", map(SRCROOT, map("uri", root.toUri().toString())),
                "results", results);
        return Json.write(map("$schema", SCHEMA, "version", "2.1.0", "runs", List.of(run)));
    }

    private static Map<String, Object> result(Rules.Rule kind, List<Rules.Rule> kinds, String level, String text,
                                              SourcePos pos, String identity, Path root, Optional<Waiver> waiver) {
        String file = RepoPaths.relative(pos.file(), root);
        Map<String, Object> result = map("ruleId", kind.id(), "level", level, "ruleIndex", kinds.indexOf(kind), "message", map("text", text),
                "locations", List.of(map("physicalLocation", physical(pos, root))),
                "partialFingerprints", map("cuteProperty/v1", GitlabCodeQuality.sha256(kind.id() + " " + file + " " + identity)));
        waiver.ifPresent(w -> result.put("suppressions", List.of(suppression(w, root))));
        return result;
    }

    private static Map<String, Object> physical(SourcePos pos, Path root) {
        Map<String, Object> region = map("startLine", pos.line(), "startColumn", pos.column());
        Map<String, Object> artifact = map("uri", uri(RepoPaths.relative(pos.file(), root)), "uriBaseId", SRCROOT);
        return map("artifactLocation", artifact, "region", region);
    }

    /** SARIF's suppression: {@code inSource} at the comment for an inline one, {@code external} for the baseline. */
    private static Map<String, Object> suppression(Waiver w, Path root) {
        if (w instanceof Waiver.Suppressed s) {
            return map("kind", "inSource", "status", "accepted", "justification", s.reason(),
                    "location", map("physicalLocation", physical(s.at(), root)));
        }
        return map("kind", "external", "status", "accepted", "justification", w.justification());
    }

    /** A relative path as a URI reference (spaces and the like percent-encoded). */
    static String uri(String path) {
        try {
            return new URI(null, null, path, null).getRawPath();
        } catch (URISyntaxException e) {
            return path;
        }
    }

    private static String camel(String id) {
        StringBuilder sb = new StringBuilder();
        boolean up = true;
        for (char c : id.toCharArray()) {
            if (c == '_' || c == '-') {
                up = true;
            } else {
                sb.append(up ? Character.toUpperCase(c) : c);
                up = false;
            }
        }
        return sb.toString();
    }

    static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }
}
