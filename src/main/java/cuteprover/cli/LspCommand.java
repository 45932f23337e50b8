package cuteprover.cli;

import cuteprover.lsp.CuteLanguageServer;
import cuteprover.lsp.ServerSettings;
import cuteprover.lsp.Stdio;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code lsp}: a Language Server Protocol server on standard input and output ({@link cuteprover.lsp}). The options are
 * {@code check}'s; the client's initialization options override them.
 */
@Command(name = "lsp", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class,
        description = {"Serve the Language Server Protocol on standard input and output: diagnostics for spec files and kernel sources "
                + "when opened and saved, hover (a name's value), go to definition (lets, includes).",
                "Initialization options (JSON) override the options: cxxFlags, compileCommands, clang, cudaPath, cacheDir, noCache, timeoutMs, rlimit.",
                "Exit status 0 after the client's shutdown and exit; 1 where it exits or hangs up without a shutdown (the protocol's rule)."})
public final class LspCommand implements Callable<Integer> {

    @Mixin
    SolverLimits limits = new SolverLimits(SolverLimits.DEFAULT_SAFETY_NET_MS);

    @Mixin
    CxxOptionsMixin cxx = new CxxOptionsMixin();

    @Option(names = "--jobs", paramLabel = "N", description = "obligations proved in parallel (default: number of cores)")
    int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--no-cache", description = "do not read or write the proof cache")
    boolean noCache;

    @Option(names = "--cache-dir", paramLabel = "DIR",
            description = "proof cache directory (default: $CUTE_PROVER_CACHE, else .cute-cache in each file's project)")
    Path cacheDir;

    @Option(names = "--models", paramLabel = "DIR",
            description = "more hardware models; a model here overrides the built-in one of the same name (repeatable)")
    List<Path> modelDirs = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        limits.validate(spec.commandLine());
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(), "--jobs must be at least 1, got " + jobs);
        }
        // Standard output carries the protocol alone: anything else the pipeline prints goes to standard error.
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, java.nio.charset.StandardCharsets.UTF_8));
        ServerSettings settings = new ServerSettings(Optional.ofNullable(cxx.cxxFlags), Optional.ofNullable(cxx.buildDir),
                Optional.ofNullable(cxx.clang), Optional.ofNullable(cxx.cudaPath), Optional.ofNullable(cacheDir), noCache,
                limits.timeoutMs, limits.rlimit, limits.bound, jobs, cxx.verbose);
        List<Path> userModels = List.copyOf(modelDirs);
        CuteLanguageServer server = new CuteLanguageServer(settings, root -> Projects.modelRoots(userModels, root));
        return Stdio.serve(server, System.in, protocol);
    }
}
