package cuteprover.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs {@code check} as the command line does and returns its report, for tests. */
final class SpecRuns {

    /** The exit status and the report of one run. */
    record Run(int status, String out) { }

    private SpecRuns() {
    }

    static Run check(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = CheckCommand.execute(new PrintStream(bytes, true, StandardCharsets.UTF_8), args);
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    /** Writes {@code text} to {@code dir/name}, creating its directories. */
    static Path write(Path dir, String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
        return f;
    }

    /** The lines written as dir/spec.cute, checked alone without the cache. */
    static String checkLines(Path dir, String... lines) throws IOException {
        Path f = dir.resolve("spec.cute");
        Files.writeString(f, String.join("\n", lines) + "\n");
        return check(f.toString(), "--no-cache", "--jobs", "1").out();
    }
}
