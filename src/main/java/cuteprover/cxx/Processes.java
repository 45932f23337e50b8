package cuteprover.cxx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the compiler and its probes as processes: output to files (an AST dump is megabytes), a time limit, no shell. */
final class Processes {

    private Processes() {
    }

    record Result(int exitCode, String stdout, String stderr) { }

    /** Runs {@code command}, collecting both streams as text; a run past {@code seconds} is killed and reported. */
    static Result run(List<String> command, int seconds) throws IOException {
        Path out = Files.createTempFile("cute-prover-out", ".txt");
        Path err = Files.createTempFile("cute-prover-err", ".txt");
        try {
            int code = runTo(command, out, err, seconds);
            return new Result(code, Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** Runs {@code command} with its standard output into {@code out} and its errors into {@code err}; returns the exit status. */
    static int runTo(List<String> command, Path out, Path err, int seconds) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process p = pb.start();
        try {
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(command.get(0) + " ran past " + seconds + " s and was stopped");
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while " + command.get(0) + " ran");
        }
        return p.exitValue();
    }
}
