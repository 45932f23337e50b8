package cuteprover.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The lines a pull request changed, from {@code git diff} against its base branch ({@code GITHUB_BASE_REF}, which GitHub
 * sets for pull requests). Without the variable, git, or the base's commits (a shallow checkout), there are none: the
 * annotations keep the report's order and the run goes on.
 */
public final class GitChangedLines {

    /** A diff that takes longer than this is not worth holding the gate for. */
    private static final long TIMEOUT_SECONDS = 30;

    /** The changed lines, or none with the reason (for a {@code ::debug::} line; empty when there is nothing to say). */
    public record Lookup(ChangedLines lines, String reason) { }

    private GitChangedLines() {
    }

    /** The pull request's changed lines, seen from the repository at {@code root}. */
    public static Lookup fromEnvironment(Path root) {
        return against(System.getenv("GITHUB_BASE_REF"), root);
    }

    /** The lines HEAD changed since it left {@code base} (null or blank: none, nothing to say). */
    public static Lookup against(String base, Path root) {
        if (base == null || base.isBlank()) {
            return new Lookup(ChangedLines.NONE, "");   // no pull request: nothing to say
        }
        List<String> reasons = new ArrayList<>();
        // actions/checkout fetches the base as origin/BASE when asked to (fetch-depth: 0); a local branch also serves.
        // REF...HEAD is what HEAD changed since it left REF; without their common history (a shallow fetch of the base
        // beside the pull request's merge commit) REF..HEAD, the two trees' difference, is that same change.
        for (String ref : List.of("origin/" + base, base)) {
            for (String range : List.of(ref + "...HEAD", ref + "..HEAD")) {
                try {
                    return new Lookup(ChangedLines.fromUnifiedDiff(diff(root, range)), "");
                } catch (IOException e) {
                    reasons.add(e.getMessage());
                }
            }
        }
        return new Lookup(ChangedLines.NONE, reasons.get(reasons.size() - 1));
    }

    /** {@code git diff -U0 RANGE}. */
    private static String diff(Path root, String range) throws IOException {
        // The diff goes to a file, so that a git that hangs is given up after the timeout instead of blocking a read.
        Path out = java.nio.file.Files.createTempFile("cute-prover-diff", ".txt");
        try {
            Process p = new ProcessBuilder("git", "-C", root.toString(), "diff", "--no-color", "--no-ext-diff", "-U0",
                    range, "--").redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("git diff " + range + " took over " + TIMEOUT_SECONDS + " s");
            }
            if (p.exitValue() != 0) {
                throw new IOException("git diff " + range + " failed (exit " + p.exitValue() + ": no such ref here)");
            }
            return java.nio.file.Files.readString(out, StandardCharsets.UTF_8);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } finally {
            java.nio.file.Files.deleteIfExists(out);
        }
    }
}
