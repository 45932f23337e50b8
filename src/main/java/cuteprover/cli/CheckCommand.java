package cuteprover.cli;

import cuteprover.Version;
import cuteprover.report.CheckSummary;
import cuteprover.report.JUnitReport;
import cuteprover.report.JsonReport;
import cuteprover.report.SarifReport;
import cuteprover.report.TextReport;
import cuteprover.spec.CheckResult;
import cuteprover.spec.Checker;
import cuteprover.spec.Diagnostic;
import cuteprover.spec.ModelRegistry;
import cuteprover.spec.Obligation;
import cuteprover.spec.ProofCache;
import cuteprover.spec.ProofExport;
import cuteprover.spec.SpecLoader;
import cuteprover.spec.Z3ObligationProver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code check [PATH...]}: proves every property of the spec files and gates on the result.
 * Exit 0 all proved (or refuted where expected), 1 refuted, 2 unknown, 3 bad input.
 */
@Command(name = "check", description = "Prove every property of the spec files (default: specs/ and hardware-models/).")
public final class CheckCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "PATH", description = "spec files or directories of *.cute files")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--jobs", paramLabel = "N", description = "obligations proved in parallel (default: number of cores)")
    int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--timeout", paramLabel = "MS", description = "time limit per obligation in milliseconds (default ${DEFAULT-VALUE})")
    long timeoutMs = 10_000;

    @Option(names = "--bound", paramLabel = "B", description = "decide what the solver cannot settle for every value up to B:"
            + " reported as BOUNDED, never as PROVED")
    Long bound;

    @Option(names = "--allow-unknown", description = "an UNKNOWN verdict is a warning, not a failure")
    boolean allowUnknown;

    @Option(names = "--junit", paramLabel = "FILE", description = "write JUnit XML")
    Path junit;

    @Option(names = "--sarif", paramLabel = "FILE", description = "write SARIF 2.1.0")
    Path sarif;

    @Option(names = "--json", paramLabel = "FILE", description = "write JSON")
    Path json;

    @Option(names = "--html", paramLabel = "DIR", description = "write a static HTML report (index.html and one page per spec file) with pictures")
    Path html;

    @Option(names = "--shard", paramLabel = "I/N", description = "check only the I-th of N shards (1-based), for splitting a suite across CI jobs")
    String shard;

    @Option(names = "--emit-proofs", paramLabel = "DIR", description = "write each obligation as SMT-LIB2 files under DIR")
    Path emitProofs;

    @Option(names = "--no-cache", description = "do not read or write the proof cache")
    boolean noCache;

    @Option(names = "--cache-dir", paramLabel = "DIR", description = "proof cache directory (default: .cute-cache in the project)")
    Path cacheDir;

    @Option(names = "--models", paramLabel = "DIR", description = "hardware-model directory (default: hardware-models/ of the project)")
    List<Path> modelDirs = new ArrayList<>();

    /** Where the report goes; standard output unless a test sets it. */
    PrintStream out;

    /** Runs {@code check} with its report on the given stream, for tests. */
    public static int execute(PrintStream out, String... args) {
        CheckCommand command = new CheckCommand();
        command.out = out;
        return new picocli.CommandLine(command).execute(args);
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = this.out != null ? this.out
                : new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        long start = System.nanoTime();
        Path project = Projects.root();
        List<Path> inputs = paths.isEmpty() ? Projects.defaultSpecPaths(project) : paths;
        List<Path> models = modelDirs.isEmpty() ? List.of(project.resolve("hardware-models")) : modelDirs;
        if (bound != null && bound < 1) {
            out.println("error: --bound must be at least 1, got " + bound);
            return CheckSummary.BAD_INPUT;
        }
        int[] shardSpec = parseShard(shard);
        if (shardSpec == null) {
            out.println("error: --shard expects I/N with 1 <= I <= N, got '" + shard + "'");
            return CheckSummary.BAD_INPUT;
        }

        SpecLoader loader = new SpecLoader(new ModelRegistry(models), Path.of(""));
        List<Diagnostic> missing = new ArrayList<>();
        for (Path p : inputs) {
            if (!Files.exists(p)) {
                missing.add(new Diagnostic(new cuteprover.spec.SourcePos(p.toString(), 1, 1), "no such file or directory"));
            }
            for (Path f : Projects.specFiles(p)) {
                loader.load(f);
            }
        }
        SpecLoader.Loaded loaded = loader.result();
        List<Obligation> obligations = new ArrayList<>(loaded.obligations());
        obligations.sort(Comparator.comparing((Obligation o) -> o.pos().file()).thenComparingInt(o -> o.pos().line()));
        obligations = shardOf(obligations, shardSpec[0], shardSpec[1]);
        List<Diagnostic> errors = new ArrayList<>(missing);
        errors.addAll(loaded.errors());

        if (emitProofs != null) {
            ProofExport.write(emitProofs, obligations, Z3ObligationProver.factory(timeoutMs));
        }
        ProofCache cache = noCache ? null : new ProofCache(cacheDir != null ? cacheDir : project.resolve(".cute-cache"), Version.fingerprint());
        List<CheckResult> results = Checker.run(obligations, Z3ObligationProver.factory(timeoutMs, bound), jobs, cache);

        errors.forEach(d -> TextReport.error(out, d));
        results.forEach(r -> TextReport.line(out, r));
        CheckSummary summary = new CheckSummary(results, errors, (System.nanoTime() - start) / 1_000_000);
        out.println(summary.line());
        write(junit, JUnitReport.render(summary, allowUnknown));
        write(sarif, SarifReport.render(summary, allowUnknown));
        write(json, JsonReport.render(summary, allowUnknown));
        if (html != null) {
            cuteprover.report.HtmlReport.write(html, summary, allowUnknown);
        }
        return summary.exitStatus(allowUnknown);
    }

    private static void write(Path file, String content) throws IOException {
        if (file != null) {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            Files.writeString(file, content, StandardCharsets.UTF_8);
        }
    }

    /** {@code {I, N}} for "I/N", {@code {1, 1}} when absent, null when malformed. */
    static int[] parseShard(String text) {
        if (text == null) {
            return new int[] {1, 1};
        }
        String[] parts = text.split("/");
        try {
            int i = Integer.parseInt(parts[0].strip());
            int n = Integer.parseInt(parts[1].strip());
            return parts.length == 2 && n >= 1 && i >= 1 && i <= n ? new int[] {i, n} : null;
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return null;
        }
    }

    static List<Obligation> shardOf(List<Obligation> all, int index, int count) {
        List<Obligation> out = new ArrayList<>();
        for (int k = 0; k < all.size(); k++) {
            if (k % count == index - 1) {
                out.add(all.get(k));
            }
        }
        return out;
    }
}
