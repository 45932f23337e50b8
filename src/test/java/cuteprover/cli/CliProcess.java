package cuteprover.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs the CLI as a separate process (a fresh JVM on the test class path), as a CI job or a user would. */
final class CliProcess {

    /** What the process did: its exit status and both streams. */
    record Result(int status, String out, String err) {
        String both() {
            return out + err;
        }
    }

    private CliProcess() {
    }

    static Result run(Path dir, String... args) {
        return run(dir, Map.of("CI", "true"), null, args);
    }

    static Result run(Path dir, Map<String, String> env, String stdin, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss64m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().remove("CUTE_PROVER_CACHE");
        pb.environment().putAll(env);
        try {
            Path out = java.nio.file.Files.createTempFile("cli-out", ".txt");
            Path err = java.nio.file.Files.createTempFile("cli-err", ".txt");
            pb.redirectOutput(out.toFile()).redirectError(err.toFile());
            Process p = pb.start();
            if (stdin != null) {
                p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
            }
            p.getOutputStream().close();
            if (!p.waitFor(180, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("cute-prover " + String.join(" ", args) + " did not finish in 180 s");
            }
            Result r = new Result(p.exitValue(), java.nio.file.Files.readString(out), java.nio.file.Files.readString(err));
            java.nio.file.Files.delete(out);
            java.nio.file.Files.delete(err);
            return r;
        } catch (IOException e) {
            throw new AssertionError("cannot run the CLI: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
