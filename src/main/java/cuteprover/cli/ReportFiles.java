package cuteprover.cli;

import cuteprover.report.CheckSummary;
import cuteprover.report.GitlabCodeQuality;
import cuteprover.report.JUnitReport;
import cuteprover.report.JsonReport;
import cuteprover.report.SarifReport;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/** The report files {@code check} writes besides its console report, and their writing. */
final class ReportFiles {

    @Option(names = "--junit", paramLabel = "FILE", description = "write JUnit XML (junit-10.xsd)")
    Path junit;

    @Option(names = "--sarif", paramLabel = "FILE", description = "write SARIF 2.1.0 (one rule per property kind)")
    Path sarif;

    @Option(names = "--gitlab", paramLabel = "FILE", description = "write a GitLab Code Quality report")
    Path gitlab;

    @Option(names = "--json", paramLabel = "FILE", description = "write JSON")
    Path json;

    @Option(names = "--html", paramLabel = "DIR", description = "write a static HTML report (index.html and one page per spec file) with pictures")
    Path html;

    /** Whether any report file is asked for (a run that writes one is not replayed from the run cache). */
    boolean any() {
        return junit != null || sarif != null || gitlab != null || json != null || html != null;
    }

    /** Writes the report files asked for; each is rendered only then, so a gate run without them does not pay for them. */
    void write(CheckSummary summary, boolean allowUnknown) throws IOException {
        write(junit, () -> JUnitReport.render(summary, allowUnknown));
        write(sarif, () -> SarifReport.render(summary, allowUnknown));
        write(gitlab, () -> GitlabCodeQuality.render(summary, allowUnknown));
        write(json, () -> JsonReport.render(summary, allowUnknown));
        if (html != null) {
            cuteprover.report.HtmlReport.write(html, summary, allowUnknown);
        }
    }

    private static void write(Path file, Supplier<String> render) throws IOException {
        if (file != null) {
            String content = render.get();
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            Files.writeString(file, content, StandardCharsets.UTF_8);
        }
    }
}
