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

/**
 * {@code check --gitlab FILE}: a GitLab Code Quality report (a JSON array of issues with
 * description, check_name, fingerprint, severity and location), shown in merge requests. The
 * fingerprint hashes file and property name, not the line, so an issue keeps its identity when
 * lines above it move.
 */
public final class GitlabCodeQuality {

    private GitlabCodeQuality() {
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        Path root = RepoPaths.root();
        List<Object> issues = new ArrayList<>();
        for (Diagnostic d : s.errors()) {
            issues.add(issue("input-error", d.message(), "blocker", d.pos(),
                    "input-error " + RepoPaths.relative(d.pos().file(), root) + " " + d.message(), root));
        }
        for (CheckResult r : s.results()) {
            for (String w : r.outcome().warnings()) {
                issues.add(issue(PropertyKinds.VACUOUS.id(), r.obligation().label() + ": " + w, "minor", r.obligation().pos(),
                        "vacuous " + RepoPaths.relative(r.obligation().pos().file(), root) + " " + r.obligation().label() + " " + w, root));
            }
            if (r.verdict() == CheckResult.Verdict.BOUNDED) {
                issues.add(issue(PropertyKinds.BOUNDED.id(), Failures.oneLine(r), "info", r.obligation().pos(),
                        "bounded " + RepoPaths.relative(r.obligation().pos().file(), root) + " " + r.obligation().label(), root));
                continue;
            }
            if (r.passed()) {
                continue;
            }
            String severity = r.verdict() == CheckResult.Verdict.UNKNOWN && allowUnknown ? "minor" : "critical";
            String check = PropertyKinds.of(r.obligation()).id();
            issues.add(issue(check, Failures.oneLine(r), severity, r.obligation().pos(),
                    check + " " + RepoPaths.relative(r.obligation().pos().file(), root) + " " + r.obligation().label(), root));
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
