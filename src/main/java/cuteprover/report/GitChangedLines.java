package cuteprover.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
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
        String reason = "";
        // actions/checkout fetches the base as origin/BASE when asked to (fetch-depth: 0); a local branch also serves.
        for (String ref : List.of("origin/" + base, base)) {
            try {
                return new Lookup(ChangedLines.fromUnifiedDiff(diff(root, ref)), "");
            } catch (IOException e) {
                reason = e.getMessage();
            }
        }
        return new Lookup(ChangedLines.NONE, reason);
    }

    /** {@code git diff -U0 REF...HEAD}: what HEAD changed since it left REF. */
    private static String diff(Path root, String ref) throws IOException {
        // The diff goes to a file, so that a git that hangs is given up after the timeout instead of blocking a read.
        Path out = java.nio.file.Files.createTempFile("cute-prover-diff", ".txt");
        try {
            Process p = new ProcessBuilder("git", "-C", root.toString(), "diff", "--no-color", "--no-ext-diff", "-U0",
                    ref + "...HEAD", "--").redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("git diff " + ref + "...HEAD took over " + TIMEOUT_SECONDS + " s");
            }
            if (p.exitValue() != 0) {
                throw new IOException("git diff " + ref + "...HEAD failed (exit " + p.exitValue() + ": no such ref here)");
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
