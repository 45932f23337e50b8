package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.SourcePos;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code check --gitlab FILE}: a GitLab Code Quality report (a JSON array of issues with
 * description, check_name, fingerprint, severity and location), shown in merge requests. The
 * fingerprint hashes file and property name, not the line, so an issue keeps its identity when
 * lines above it move. A finding suppressed in the source is left out (its author accepted it there); one the
 * baseline accepts stays, as {@code info}: it is still there to fix.
 */
public final class GitlabCodeQuality {

    private GitlabCodeQuality() {
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        Path root = RepoPaths.root();
        List<Object> issues = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            Optional<Waiver> waiver = s.waiver(Findings.of(d));
            if (waiver.map(w -> w instanceof Waiver.Suppressed).orElse(false)) {
                continue;
            }
            issues.add(issue("input-error", d.message(), waiver.isPresent() ? "info" : "blocker", d.pos(),
                    "input-error " + RepoPaths.relative(d.pos().file(), root) + " " + d.message(), root));
        }
        for (CheckResult r : s.results()) {
            List<Finding> warningFindings = Findings.warningsOf(r);
            for (int i = 0; i < warningFindings.size(); i++) {
                if (s.waiver(warningFindings.get(i)).isPresent()) {
                    continue;
                }
                String w = r.outcome().warnings().get(i);
                issues.add(issue(Rules.VACUOUS.id(), r.obligation().label() + ": " + w, "minor", r.obligation().pos(),
                        "vacuous " + RepoPaths.relative(r.obligation().pos().file(), root) + " " + r.obligation().label() + " " + w, root));
            }
            Optional<Waiver> waiver = Findings.verdictOf(r).flatMap(s::waiver);
            if (waiver.map(w -> w instanceof Waiver.Suppressed).orElse(false)) {
                continue;
            }
            if (r.verdict() == CheckResult.Verdict.BOUNDED) {
                issues.add(issue(Rules.BOUNDED.id(), Failures.oneLine(r), "info", r.obligation().pos(),
                        "bounded " + RepoPaths.relative(r.obligation().pos().file(), root) + " " + r.obligation().label(), root));
                continue;
            }
            if (r.passed()) {
                continue;
            }
            String severity = waiver.isPresent() ? "info" : r.verdict() == CheckResult.Verdict.UNKNOWN && allowUnknown ? "minor" : "critical";
            String check = Rules.of(r.obligation()).id();
            issues.add(issue(check, Failures.oneLine(r), severity, r.obligation().pos(),
                    check + " " + RepoPaths.relative(r.obligation().pos().file(), root) + " " + r.obligation().label(), root));
        }
        for (Finding w : s.triage().warnings()) {
            issues.add(issue(w.rule(), w.headline(), "minor", w.pos(),
                    w.rule() + " " + RepoPaths.relative(w.pos().file(), root) + " " + w.headline(), root));
        }
        return Json.write(issues);
    }

    private static Map<String, Object> issue(String check, String description, String severity, SourcePos pos,
                                             String identity, Path root) {
        Map<String, Object> lines = SarifReport.map("begin", pos.line());
        Map<String, Object> location = SarifReport.map("path", RepoPaths.relative(pos.file(), root), "lines", lines);
        return SarifReport.map("type", "issue", "description", description, "check_name", check,
                "categories", List.of("Bug Risk"), "fingerprint", sha256(identity), "severity", severity, "location", location);
    }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }
}
