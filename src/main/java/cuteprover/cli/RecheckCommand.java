package cuteprover.cli;

import cuteprover.ExitCode;

import cuteprover.specfile.ProofExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code recheck DIR --solver z3|cvc5}: runs an independent solver binary on every exported
 * obligation and compares its answer with the recorded one. Exit 0 when every answer is confirmed,
 * 1 on a disagreement, 2 when some answer could not be confirmed (solver unknown or time-out).
 */
@Command(name = "recheck", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "Recheck exported SMT-LIB2 proofs with another solver binary.")
public final class RecheckCommand implements Callable<Integer> {

    @Parameters(paramLabel = "DIR", description = "directory of .smt2 files written by check --emit-proofs")
    Path dir;

    @Option(names = "--solver", paramLabel = "z3|cvc5", description = "solver binary to run (default ${DEFAULT-VALUE})")
    String solver = "cvc5";

    @Option(names = "--timeout", paramLabel = "MS", description = "time limit per file in milliseconds (default ${DEFAULT-VALUE})")
    long timeoutMs = 10_000;

    @Option(names = "--allow-unknown", description = "answers the solver cannot give are warnings, not failures")
    boolean allowUnknown;

    @Override
    public Integer call() throws IOException, InterruptedException {
        List<String> command = switch (solver) {
            case "z3" -> List.of("z3", "-smt2", "-T:" + Math.max(1, timeoutMs / 1000));
            // Tangent-plane lemmas let cvc5 close the mixed-radix products of our queries.
            case "cvc5" -> List.of("cvc5", "--lang=smt2", "--tlimit=" + timeoutMs, "--nl-ext-tplanes", "--nl-ext-tplanes-interleave");
            default -> null;
        };
        if (command == null) {
            System.err.println("error: --solver must be z3 or cvc5, got '" + solver + "'");
            return ExitCode.USAGE_ERROR;
        }
        if (!Files.isDirectory(dir)) {
            System.err.println("error: " + dir + " is not a directory");
            return ExitCode.INPUT_ERROR;
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
        }
        int confirmed = 0;
        int disagree = 0;
        int unconfirmed = 0;
        for (Path f : files) {
            String expected = expectedAnswer(f);
            String actual;
            try {
                actual = run(command, f);
            } catch (IOException e) {
                System.err.println("error: cannot run " + solver + " (" + e.getMessage() + "); is it installed?");
                return ExitCode.INTERNAL_ERROR;
            }
            if (actual.equals(expected)) {
                confirmed++;
            } else if (actual.equals("sat") || actual.equals("unsat")) {
                disagree++;
                System.out.println("DISAGREE " + f + ": recorded " + expected + ", " + solver + " says " + actual);
            } else {
                unconfirmed++;
                System.out.println("UNCONFIRMED " + f + ": recorded " + expected + ", " + solver + " says " + actual);
            }
        }
        System.out.printf("%d files: %d confirmed by %s, %d disagree, %d unconfirmed%n", files.size(), confirmed, solver, disagree, unconfirmed);
        if (disagree > 0) {
            return 1;
        }
        return unconfirmed > 0 && !allowUnknown ? 2 : 0;
    }

    static String expectedAnswer(Path f) throws IOException {
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            if (line.startsWith(ProofExport.EXPECTED_PREFIX)) {
                return line.substring(ProofExport.EXPECTED_PREFIX.length()).strip();
            }
        }
        return "missing";
    }

    private String run(List<String> command, Path f) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(command);
        cmd.add(f.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        if (!p.waitFor(timeoutMs + 5_000, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            return "timeout";
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        String first = out.isEmpty() ? "" : out.lines().findFirst().orElse("");
        return first.equals("sat") || first.equals("unsat") ? first : (first.isEmpty() ? "no answer" : first);
    }
}
