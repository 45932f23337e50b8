package cuteprover.report;

import cuteprover.expr.Parser;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.Outcome;
import cuteprover.specfile.SourcePos;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --format github}: findings on changed lines are annotated first (a fake change here, a real git diff below), and a
 * closing notice counts what GitHub's 10 per level leaves out.
 */
class GithubAnnotationsTest {

    @TempDir
    Path tmp;

    private static CheckResult result(String file, int line, String name, Outcome.Status status) {
        Obligation o = new Obligation(new SourcePos(file, line, 1), name, "injective((M,4):(1,8))",
                Parser.parse("injective((M,4):(1,8))"), List.of(), List.of(), Map.of(), false);
        return new CheckResult(o, new Outcome(status, status.name(), List.of(), 5, false));
    }

    /** Twelve refutations in a.cute (lines 1..12), then two in b.cute (lines 20, 30). */
    private static CheckSummary fourteenRefutations() {
        List<CheckResult> results = new ArrayList<>();
        for (int line = 1; line <= 12; line++) {
            results.add(result("specs/a.cute", line, "a" + line, Outcome.Status.REFUTED));
        }
        results.add(result("specs/b.cute", 20, "b20", Outcome.Status.REFUTED));
        results.add(result("specs/b.cute", 30, "b30", Outcome.Status.REFUTED));
        return new CheckSummary(results, List.of(), 1);
    }

    private static List<String> print(CheckSummary s, ChangedLines changed) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GithubAnnotations.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), s, false, changed);
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static String lineOf(String command) {
        return command.replaceFirst("^::\\w+ file=([^,]*),line=(\\d+),.*", "$1:$2");
    }

    @Test
    void findingsOnChangedLinesComeFirstAndEachGroupKeepsFileOrder() {
        List<String> out = print(fourteenRefutations(), ChangedLines.of(Map.of("specs/b.cute", List.of(30), "specs/a.cute", List.of(11, 12))));
        List<String> errors = out.stream().filter(l -> l.startsWith("::error ")).map(GithubAnnotationsTest::lineOf).toList();
        assertEquals(List.of("specs/a.cute:11", "specs/a.cute:12", "specs/b.cute:30", "specs/a.cute:1", "specs/a.cute:2"),
                errors.subList(0, 5), out.toString());
        assertEquals(14, errors.size(), "every finding is still printed: " + out);
        assertEquals("specs/b.cute:20", errors.get(13), out.toString());
    }

    @Test
    void withoutChangedLinesTheReportOrderStays() {
        List<String> errors = print(fourteenRefutations(), ChangedLines.NONE).stream().filter(l -> l.startsWith("::error "))
                .map(GithubAnnotationsTest::lineOf).toList();
        assertEquals("specs/a.cute:1", errors.get(0));
        assertEquals("specs/b.cute:30", errors.get(13));
    }

    @Test
    void aClosingNoticeCountsWhatGithubDoesNotAnnotate() {
        List<String> out = print(fourteenRefutations(), ChangedLines.NONE);
        String last = out.get(out.size() - 1);
        assertTrue(last.startsWith("::notice title=cute-prover%3A 4 findings not annotated::4 findings were not annotated (4 errors)"), last);
        assertTrue(last.contains("GitHub shows at most 10 errors, 10 warnings and 10 notices per step"), last);

        List<CheckResult> ten = fourteenRefutations().results().subList(0, 10);
        List<String> fits = print(new CheckSummary(ten, List.of(), 1), ChangedLines.NONE);
        assertFalse(fits.stream().anyMatch(l -> l.startsWith("::notice")), "ten errors are all shown: " + fits);
    }

    @Test
    void theClosingNoticeKeepsItsPlaceAmongTheNotices() {
        List<CheckResult> bounded = new ArrayList<>();
        for (int line = 1; line <= 12; line++) {
            bounded.add(result("specs/a.cute", line, "a" + line, Outcome.Status.BOUNDED));
        }
        List<String> out = print(new CheckSummary(bounded, List.of(), 1), ChangedLines.NONE);
        assertEquals(10, out.stream().filter(l -> l.startsWith("::notice")).count(), "nine BOUNDED notices and the closing one: " + out);
        assertTrue(out.get(out.size() - 1).contains("3 findings were not annotated (3 notices)"), out.toString());
    }

    @Test
    void aUnifiedDiffGivesTheNewSideLines() {
        String diff = """
                diff --git a/specs/a.cute b/specs/a.cute
                --- a/specs/a.cute
                +++ b/specs/a.cute
                @@ -3 +3 @@ param M
                -prove x: injective(A)
                +prove x: injective(B)
                @@ -10,0 +11,2 @@
                +prove y: bijective(A)
                +prove z: bijective(B)
                @@ -20,2 +22,0 @@
                -gone
                -gone too
                diff --git a/old.cute b/old.cute
                --- a/old.cute
                +++ /dev/null
                @@ -1 +0,0 @@
                -param M
                """;
        ChangedLines changed = ChangedLines.fromUnifiedDiff(diff);
        assertEquals(Map.of("specs/a.cute", java.util.Set.of(3, 11, 12)), changed.lines());
    }

    @Test
    void gitGivesTheLinesHeadChangedSinceTheBaseAndNothingWithoutTheBase() throws Exception {
        Path repo = tmp.resolve("repo");
        Files.createDirectories(repo.resolve("specs"));
        git(repo, "init", "-q", "-b", "main");
        Files.writeString(repo.resolve("specs/a.cute"), "param M\nprove x: injective((M,4):(1,8))\nprove y: bijective((M,4):(1,M))\n");
        git(repo, "add", ".");
        git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "base");
        git(repo, "checkout", "-q", "-b", "feature");
        Files.writeString(repo.resolve("specs/a.cute"), "param M\nprove x: injective((M,4):(1,8))\nprove y: bijective((M,4):(1,4))\n");
        git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-am", "change y");

        GitChangedLines.Lookup found = GitChangedLines.against("main", repo);
        assertEquals(Map.of("specs/a.cute", java.util.Set.of(3)), found.lines().lines(), found.reason());

        GitChangedLines.Lookup missing = GitChangedLines.against("no-such-branch", repo);
        assertTrue(missing.lines().isEmpty());
        assertTrue(missing.reason().contains("no-such-branch..HEAD failed"), missing.reason());

        // A base with no history in common (as a shallow fetch of it looks): the two trees' difference.
        git(repo, "checkout", "-q", "--orphan", "unrelated");
        Files.writeString(repo.resolve("specs/a.cute"), "param M\nprove x: injective((M,4):(1,4))\nprove y: bijective((M,4):(1,M))\n");
        git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-am", "unrelated base");
        git(repo, "checkout", "-q", "feature");
        GitChangedLines.Lookup shallow = GitChangedLines.against("unrelated", repo);
        assertEquals(Map.of("specs/a.cute", java.util.Set.of(2, 3)), shallow.lines().lines(), shallow.reason());
        assertTrue(GitChangedLines.against(null, repo).lines().isEmpty(), "no pull request, no changed lines");
    }

    private static void git(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + out);
    }
}
