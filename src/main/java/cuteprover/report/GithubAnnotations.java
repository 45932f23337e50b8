package cuteprover.report;

import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.SourcePos;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code check --format github}: GitHub Actions workflow commands
 * ({@code ::error file=F,line=L,col=C,title=T::message}), one per problem, so that a refuted property
 * shows as an annotation on its line of the pull request.
 */
public final class GithubAnnotations {

    private GithubAnnotations() {
    }

    public static void print(PrintStream out, CheckSummary s, boolean allowUnknown) {
        Path root = RepoPaths.root();
        for (Diagnostic d : s.errors()) {
            out.println(command("error", d.pos(), "cute-prover: input error", d.message(), root));
        }
        for (CheckResult r : s.results()) {
            for (String w : r.outcome().warnings()) {
                out.println(command("warning", r.obligation().pos(), "cute-prover: vacuous " + r.obligation().label(), w, root));
            }
            if (r.verdict() == CheckResult.Verdict.BOUNDED) {
                out.println(command("notice", r.obligation().pos(), "cute-prover: BOUNDED " + r.obligation().label(),
                        Failures.headline(r), root));
                continue;
            }
            if (r.passed()) {
                continue;
            }
            String level = r.verdict() == CheckResult.Verdict.UNKNOWN && allowUnknown ? "warning" : "error";
            List<String> lines = new ArrayList<>();
            lines.add(Failures.headline(r));
            lines.addAll(Failures.details(r));
            out.println(command(level, r.obligation().pos(), "cute-prover: " + r.tag() + " " + r.obligation().label(),
                    String.join("\n", lines), root));
        }
    }

    static String command(String level, SourcePos pos, String title, String message, Path root) {
        return "::" + level + " file=" + property(RepoPaths.relative(pos.file(), root)) + ",line=" + pos.line()
                + ",col=" + pos.column() + ",title=" + property(title) + "::" + data(message);
    }

    /** The escaping GitHub's runner undoes in a command's message. */
    static String data(String s) {
        return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** The escaping of a command's property values (also ':' and ',', which separate them). */
    static String property(String s) {
        return data(s).replace(":", "%3A").replace(",", "%2C");
    }
}
