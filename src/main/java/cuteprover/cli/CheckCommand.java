package cuteprover.cli;

import cuteprover.ExitCode;
import cuteprover.Version;
import cuteprover.report.ChangedLines;
import cuteprover.report.GccFormat;
import cuteprover.report.GitChangedLines;
import cuteprover.report.GithubAnnotations;
import cuteprover.report.CheckSummary;
import cuteprover.report.RepoPaths;
import cuteprover.report.Suppressions;
import cuteprover.report.TextReport;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Checker;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.ModelRegistry;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.Outcome;
import cuteprover.specfile.ProofCache;
import cuteprover.specfile.ProofExport;
import cuteprover.specfile.RunCache;
import cuteprover.specfile.SourcePos;
import cuteprover.specfile.SpecLoader;
import cuteprover.specfile.Z3ObligationProver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code check [PATH...]}: proves every property of the spec files and gates on the result.
 * Exit codes: see {@link ExitCode} (0 all proved, 1 refuted, 2 unknown, 3 bad input, 4 usage, 5 internal).
 */
@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class,
        description = {"Prove every property of the spec files.",
                "Default PATH: the project's specs/ and hardware-models/ (the nearest directory upwards with either) and, with "
                        + "--cxx-flags or -p, its kernel sources elsewhere that hold a spec statement, else the current directory. A PATH without spec files is an input error."})
public final class CheckCommand extends ConsoleCommand {

    /** How the console report is written. */
    enum Format { text, github, gcc }

    @Parameters(arity = "0..*", paramLabel = "PATH", description = "spec files, kernel sources, or directories: their *.cute files "
            + "and the kernel sources (*.cu, *.cuh; *.hpp when the flags or -p say CUDA) that hold a spec statement")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--jobs", paramLabel = "N", description = "obligations proved in parallel (default: number of cores)")
    int jobs = Runtime.getRuntime().availableProcessors();

    @Mixin
    SolverLimits limits = new SolverLimits(SolverLimits.DEFAULT_SAFETY_NET_MS);

    /** How the C++ that spec files name ({@code cxx "kernel.cu"}, {@code let X = cxx EXPR}) is read. */
    @Mixin
    CxxOptionsMixin cxx = new CxxOptionsMixin();

    @Option(names = "--allow-unknown", description = "an UNKNOWN verdict is a warning, not a failure")
    boolean allowUnknown;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "console report: text (default); github (also GitHub Actions annotations, those on the pull request's "
                    + "changed lines, else in the --changed files, first); "
                    + "gcc (only the findings, as file:line:col: error|warning: message [rule] with note: lines)")
    Format format = Format.text;

    @Mixin
    ReportFiles reports = new ReportFiles();

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "accept the findings recorded in FILE (by --write-baseline): fail only on new ones; "
                    + "entries no longer found are listed as fixed")
    Path baselineFile;

    @Option(names = "--write-baseline", paramLabel = "FILE",
            description = "write the failing findings (refuted, unknown unless allowed, input errors) to FILE and accept them in this run")
    Path writeBaseline;

    @Option(names = "--changed", arity = "1..*", paramLabel = "FILE",
            description = "check only what a change reaches: of the PATHs' spec files and kernel sources, those that are a FILE, "
                    + "include one (transitively) or whose translation unit read one (a header); a finding so reached names "
                    + "the chain to the FILE. Give PATHs before it: it takes the arguments up to the next option")
    List<Path> changedFiles;

    @Option(names = "--shard", paramLabel = "I/N", description = "check only the I-th of N shards (1-based), for splitting a suite across CI jobs")
    String shard;

    @Option(names = "--emit-proofs", paramLabel = "DIR", description = "write each obligation as SMT-LIB2 files under DIR")
    Path emitProofs;

    @Option(names = "--checks", paramLabel = "LIST",
            description = "what a kernel file (.cu ...) is proved to satisfy without a spec: smem, threads, partitions (comma-separated), all (default) or none; its written properties run as before")
    String checks = "all";

    @Option(names = "--no-cache", description = "do not read or write the proof cache")
    boolean noCache;

    @Option(names = "--cache-dir", paramLabel = "DIR",
            description = "proof cache directory (default: $CUTE_PROVER_CACHE, else .cute-cache in the project)")
    Path cacheDir;

    @Option(names = "--models", paramLabel = "DIR",
            description = "more hardware models; a model here overrides the built-in one of the same name (repeatable)")
    List<Path> modelDirs = new ArrayList<>();

    @Spec
    CommandSpec spec;

    /** Runs {@code check} with its report on the given stream, for tests. */
    public static int execute(PrintStream out, String... args) {
        return run(new CheckCommand(), out, args);
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = reportStream(true);
        long start = System.nanoTime();
        int[] shardSpec = parseShard(shard);
        if (shardSpec == null) {
            throw new ParameterException(spec.commandLine(), "--shard expects I/N with 1 <= I <= N, got '" + shard + "'");
        }
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(), "--jobs must be at least 1, got " + jobs);
        }
        limits.validate(spec.commandLine());
        java.util.Set<cuteprover.kernelcheck.CheckFamily> families;
        try {
            families = cuteprover.kernelcheck.CheckFamily.parse(checks);
        } catch (cuteprover.CuteError e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Path project = Projects.root();
        SourceKinds kinds = cxx.sourceKinds();
        ChangeSelection change = changedFiles == null ? null : new ChangeSelection(changedFiles);
        List<Path> inputs = paths.isEmpty() ? Projects.defaultSpecPaths(project, kinds) : paths;
        if (change != null) {
            inputs = change.inputs(inputs, kinds);
        }

        List<Diagnostic> missing = new ArrayList<>();
        for (Path dir : modelDirs) {
            if (!Files.isDirectory(dir)) {
                missing.add(new Diagnostic(new SourcePos(dir.toString(), 1, 1), "--models: no such directory"));
            }
        }
        List<Path> modelRoots = Projects.modelRoots(modelDirs, project);
        // The pull request's changed lines order the annotations, so they are part of what a replayed report depends on.
        GitChangedLines.Lookup changed = format == Format.github ? GitChangedLines.fromEnvironment(RepoPaths.root())
                : new GitChangedLines.Lookup(ChangedLines.NONE, "");
        if (format == Format.github && changed.lines().isEmpty() && changedFiles != null) {
            // no pull request's diff: the --changed files, whole, are the change whose findings are annotated first
            changed = new GitChangedLines.Lookup(ChangedLines.wholeFiles(changedFiles, RepoPaths.root()), "");
        }
        // A run that writes only the console report is replayed whole when nothing it read changed.
        boolean replayable = !noCache && emitProofs == null && !reports.any() && missing.isEmpty() && writeBaseline == null;
        java.util.Set<Path> treeSet = new java.util.LinkedHashSet<>();
        inputs.forEach(p -> treeSet.add(p.toAbsolutePath().normalize()));
        modelRoots.stream().filter(r -> r.getFileSystem() == java.nio.file.FileSystems.getDefault())
                .forEach(r -> treeSet.add(r.toAbsolutePath().normalize()));
        List<Path> trees = List.copyOf(treeSet);
        RunCache run = replayable ? RunCache.open(cacheDirectory(project), Version.fingerprint(), optionsText(inputs, changed.lines()), trees).orElse(null)
                : null;
        Optional<RunCache.Replay> replay = run == null ? Optional.empty() : run.lookup();
        if (replay.isPresent()) {
            if (!replay.get().report().isEmpty()) {
                out.println(replay.get().report());
            }
            out.println(replay.get().summary().replaceFirst("\\([0-9.]+ s\\)$",
                    String.format("(%.1f s)", (System.nanoTime() - start) / 1e9)));
            return replay.get().status();
        }
        if (noCache || !Files.isDirectory(cacheDirectory(project))) {
            // Proofs will be needed (no cache to answer from): load the solver while the specs are read.
            cuteprover.symbolic.SolverLibrary.preload();
        }
        SpecLoader loader = new SpecLoader(new ModelRegistry(modelRoots), Path.of(""));
        loader.cxxOptions(cxx.options(cacheDirectory(project)));
        loader.autoChecks(families);
        ProofCache cache = noCache ? null : new ProofCache(cacheDirectory(project), Version.fingerprint(),
                Z3ObligationProver.settings(limits.timeoutMs, limits.rlimit), limits.timeoutMs);
        Progress progress = this.out == null ? Progress.onTerminal() : null;
        java.util.function.Consumer<CheckResult> decided = progress == null ? r -> { } : progress::decided;
        List<CheckResult> results;
        List<Obligation> obligations;
        // The lines of the properties another shard checks: a suppression there is not unused here.
        Set<Suppressions.FileLine> notChecked = new HashSet<>();
        if (shardSpec[1] == 1 && emitProofs == null) {
            // Each file's obligations go to the workers as soon as it is loaded.
            List<Obligation> all = new ArrayList<>();
            List<Path> loading = inputs;
            results = Checker.runAsLoaded(sink -> loadInputs(loading, kinds, change, loader, missing, file -> {
                all.addAll(file);
                if (progress != null) {
                    progress.expect(file.size());
                }
                sink.accept(file);
            }), Z3ObligationProver.factory(limits.timeoutMs, limits.rlimit, limits.bound), jobs, cache, decided);
            obligations = all;
        } else {
            List<Obligation> loaded = new ArrayList<>();
            loadInputs(inputs, kinds, change, loader, missing, loaded::addAll);
            obligations = loaded;
            obligations.sort(Comparator.comparing((Obligation o) -> o.pos().file()).thenComparingInt(o -> o.pos().line()));
            List<Obligation> mine = shardOf(obligations, shardSpec[0], shardSpec[1]);
            Set<Obligation> checkedHere = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            checkedHere.addAll(mine);
            obligations.stream().filter(o -> !checkedHere.contains(o)).forEach(o -> notChecked.add(Suppressions.FileLine.of(o.pos())));
            obligations = mine;
            if (emitProofs != null) {
                ProofExport.write(emitProofs, obligations, Z3ObligationProver.exportFactory());
            }
            if (progress != null) {
                progress.expect(obligations.size());
            }
            results = Checker.run(obligations, Z3ObligationProver.factory(limits.timeoutMs, limits.rlimit, limits.bound), jobs, cache, decided);
        }
        if (progress != null) {
            progress.clear();
        }
        List<Diagnostic> errors = new ArrayList<>(missing);
        errors.addAll(change == null ? loader.result().errors() : change.errors(loader.result().errors(), loader));
        GateTriage.Decision gate = GateTriage.decide(new CheckSummary(results, errors, 0).findings(),
                GateTriage.filesUnder(change == null ? loader.filesRead() : change.filesChecked(loader), inputs), notChecked, shardSpec[1] > 1, allowUnknown, baselineFile, writeBaseline);
        // Added after the waivers are chosen: nothing waives an error of the gate's own inputs.
        errors.addAll(gate.gateErrors());

        java.io.ByteArrayOutputStream reportBytes = new java.io.ByteArrayOutputStream();
        PrintStream report = new PrintStream(reportBytes, false, StandardCharsets.UTF_8);
        CheckSummary summary = new CheckSummary(results, errors, (System.nanoTime() - start) / 1_000_000, gate.triage(),
                change == null ? cuteprover.report.ChangeChains.NONE : change.chains());
        if (format == Format.gcc) {
            GccFormat.print(report, summary, allowUnknown);
        } else {
            TextReport.print(report, summary);
        }
        if (format == Format.github) {
            if (!changed.reason().isEmpty()) {
                report.println("::debug::cute-prover: annotations in file order, no changed lines: " + changed.reason());
            }
            GithubAnnotations.print(report, summary, allowUnknown, changed.lines());
        }
        loader.notes().forEach(report::println);   // how files were read (pasted C++ wrapped for clang)
        if (!gate.written().isEmpty()) {
            report.println(gate.written());
        }
        if (change != null && format != Format.gcc) {
            report.println(change.line());
        }
        report.flush();
        String reportText = reportBytes.toString(StandardCharsets.UTF_8);
        out.print(reportText);
        // clang's own time apart: reading C++ costs seconds the first time and nothing when its AST is cached
        String summaryLine = loader.clangMillis() == 0 ? summary.line()
                : summary.line().replaceFirst("\\)$", String.format(", clang %.1f s)", loader.clangMillis() / 1e3));
        out.println(summaryLine);
        if (run != null && summary.errors().isEmpty() && results.stream().allMatch(r -> r.outcome().cached()
                && r.outcome().status() != Outcome.Status.UNKNOWN && r.outcome().status() != Outcome.Status.ERROR)) {
            run.store(summary.exitStatus(allowUnknown), loader.filesRead(), trees, reportText.stripTrailing(), summaryLine);
        }
        if (!noCache) {
            ProofCache.keepOutOfGit(cacheDirectory(project));
        }
        try {
            reports.write(summary, allowUnknown);
        } catch (IOException e) {
            System.err.println("error: cannot write a report: " + e.getMessage());
            return ExitCode.INTERNAL_ERROR;
        }
        return gate.unwritable() ? ExitCode.INTERNAL_ERROR : summary.exitStatus(allowUnknown);
    }

    /** Loads every input's spec files in order, handing each file's new obligations to {@code loaded}. */
    private static void loadInputs(List<Path> inputs, SourceKinds kinds, ChangeSelection change, SpecLoader loader,
                                   List<Diagnostic> missing, java.util.function.Consumer<List<Obligation>> loaded) {
        for (Path p : inputs) {
            if (p.toString().isEmpty() || !Files.exists(p)) {
                missing.add(new Diagnostic(new SourcePos(p.toString().isEmpty() ? "''" : p.toString(), 1, 1), "no such file or directory"));
                continue;
            }
            List<Path> files = Projects.specFiles(p, kinds);
            if (files.isEmpty()) {
                missing.add(new Diagnostic(new SourcePos(p.toString(), 1, 1), "no spec files here (*.cute, or a kernel source *.cu, *.cuh" + (kinds.hppIsCuda() ? ", *.hpp" : "")
                        + " with a spec statement): nothing to prove"));
            }
            for (Path f : files) {
                int before = loader.obligationCount();
                loader.load(f);
                if (change == null || change.select(f, loader)) {
                    loaded.accept(loader.obligationsFrom(before));
                }
            }
        }
    }

    /** Every option that can change what a run prints, as text for the run cache's key. */
    private String optionsText(List<Path> inputs, ChangedLines changed) {
        return "inputs " + inputs + " jobs " + jobs + " timeout " + limits.timeoutMs + " rlimit " + limits.rlimit + " bound " + limits.bound + " allowUnknown " + allowUnknown
                + " format " + format + " shard " + shard + " models " + modelDirs + " cache " + cacheDir
                + " cxx " + cxx.cxxFlags + " " + cxx.buildDir + " " + cxx.clang + " " + cxx.cudaPath
                + " checks " + checks + " changed " + changed.lines() + " changed-files " + changedFiles + " baseline " + baselineFile + " " + contentDigest(baselineFile);
    }

    /** The file's SHA-256, "none" without one: a replayed run must have judged against the same baseline. */
    private static String contentDigest(Path file) {
        try {
            return file == null ? "none" : java.util.HexFormat.of().formatHex(
                    java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            return "unreadable";
        }
    }

    private Path cacheDirectory(Path project) {
        if (cacheDir != null) {
            return cacheDir;
        }
        String env = System.getenv("CUTE_PROVER_CACHE");
        return env != null && !env.isBlank() ? Path.of(env) : project.resolve(".cute-cache");
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
