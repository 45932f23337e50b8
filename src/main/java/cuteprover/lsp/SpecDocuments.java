package cuteprover.lsp;

import cuteprover.Version;
import cuteprover.cxx.KernelFile;
import cuteprover.specfile.ProofCache;
import cuteprover.specfile.Z3ObligationProver;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * The open files. Opening or saving one checks it as saved ({@code check FILE}: the same loader, checker and proof
 * cache) and publishes its findings; a save checks the other open files again too (one may include the saved file; the
 * proof cache answers what did not change). Checks run one at a time on one thread, hover and definition on another, so
 * that a long proof does not hold up a hover; each has a large stack, as the command's thread has, for deeply nested
 * input. Everything that costs a start stays warm between requests: the JVM and its compiled code, the solver's native
 * library, each project's proof cache.
 */
final class SpecDocuments implements TextDocumentService {

    private static final long STACK_BYTES = 512L << 20;

    private final Function<Path, List<Path>> modelRootsOf;
    private volatile ServerSettings settings;
    private volatile Optional<Path> workspace = Optional.empty();
    private volatile LanguageClient client;
    /** The open files' text as the editor holds it, by URI. */
    private final Map<String, String> open = new ConcurrentHashMap<>();
    private final Map<Path, ProofCache> caches = new ConcurrentHashMap<>();
    /** Each spec file's scope for hover, until the next save (any save: the file may include the saved one). */
    private final Map<Path, ScopeValues> scopes = new ConcurrentHashMap<>();
    private final ExecutorService checks = Executors.newSingleThreadExecutor(r -> worker(r, "cute-prover-lsp-check"));
    private final ExecutorService queries = Executors.newSingleThreadExecutor(r -> worker(r, "cute-prover-lsp-query"));
    /** The hardware models' registries, one set per worker thread (a registry serves one loader at a time). */
    private final WarmModels checkModels = new WarmModels();
    private final WarmModels queryModels = new WarmModels();
    /** After shutdown: nothing more is checked or published. */
    private volatile boolean closed;
    private Path probeDir;

    SpecDocuments(ServerSettings settings, Function<Path, List<Path>> modelRootsOf) {
        this.settings = settings;
        this.modelRootsOf = modelRootsOf;
    }

    void connect(LanguageClient client) {
        this.client = client;
    }

    void configure(Optional<Path> workspace, Object initializationOptions) {
        this.workspace = workspace;
        this.settings = settings.with(initializationOptions);
        // the first check then finds the solver loaded (it is copied out of the jar and mapped once per process)
        checks.execute(() -> {
            try {
                cuteprover.symbolic.SolverLibrary.preload();
            } catch (RuntimeException | LinkageError e) {
                // a solver that does not load is reported by the check that needs it
            }
        });
    }

    /**
     * Stops taking work. A running check is not interrupted: an interrupt closes the channel a thread is writing to
     * (the protocol's stream, where it is one) and stops file reads midway; the check ends on its own, unpublished.
     */
    void close() {
        closed = true;
        checks.shutdown();
        queries.shutdown();
    }

    /**
     * Waits up to {@code seconds} for the checks and queries already taken to end (after {@link #close}): {@code
     * shutdown} answers once no check is still writing to the proof cache.
     */
    void awaitIdle(long seconds) {
        try {
            checks.awaitTermination(seconds, java.util.concurrent.TimeUnit.SECONDS);
            queries.awaitTermination(seconds, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Thread worker(Runnable r, String name) {
        Thread t = new Thread(null, r, name, STACK_BYTES);
        t.setDaemon(true);   // a check still running when the client exits does not keep the process up
        return t;
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        open.put(params.getTextDocument().getUri(), params.getTextDocument().getText());
        schedule(params.getTextDocument().getUri());
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        // full sync: each change carries the whole text; it is checked when saved
        params.getContentChanges().stream().reduce((a, b) -> b)
                .ifPresent(c -> open.put(params.getTextDocument().getUri(), c.getText()));
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        String saved = params.getTextDocument().getUri();
        scopes.clear();
        schedule(saved);
        open.keySet().stream().filter(u -> !u.equals(saved)).forEach(this::schedule);
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        open.remove(uri);
        publish(uri, List.of());
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        String uri = params.getTextDocument().getUri();
        return CompletableFuture.supplyAsync(() -> {
            Path file = pathOf(uri);
            String text = open.get(uri);
            if (file == null || text == null || !file.toString().endsWith(".cute")) {
                return null;
            }
            TextPositions.Name name = TextPositions.nameAt(TextPositions.lines(text), params.getPosition());
            if (name == null) {
                return null;
            }
            return scopeOf(file).describe(name.text())
                    .map(md -> new Hover(new MarkupContent(MarkupKind.MARKDOWN, md), name.range())).orElse(null);
        }, queries);
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(DefinitionParams params) {
        String uri = params.getTextDocument().getUri();
        return CompletableFuture.supplyAsync(() -> {
            Path file = pathOf(uri);
            String text = open.get(uri);
            List<Location> found = file == null || text == null ? List.of()
                    : Definitions.at(file, text, params.getPosition()).map(List::of).orElse(List.of());
            return Either.<List<? extends Location>, List<? extends LocationLink>>forLeft(found);
        }, queries);
    }

    private ScopeValues scopeOf(Path file) {
        return scopes.computeIfAbsent(file, f -> {
            try {
                Project project = project(f);
                return ScopeValues.of(f, project, queryModels.of(project.modelRoots()), probeDir());
            } catch (IOException | RuntimeException e) {
                return ScopeValues.NONE;   // no hover; the check reports what is wrong with the file
            }
        });
    }

    private synchronized Path probeDir() throws IOException {
        if (probeDir == null) {
            probeDir = Files.createTempDirectory("cute-prover-lsp");
            probeDir.toFile().deleteOnExit();
        }
        return probeDir;
    }

    private void schedule(String uri) {
        if (!closed) {
            checks.execute(() -> {
                if (!closed) {
                    publish(uri, diagnostics(uri));
                }
            });
        }
    }

    /** The file's findings as saved; a file that is not ours, or not saved yet, has none. Never throws. */
    private List<Diagnostic> diagnostics(String uri) {
        Path file = pathOf(uri);
        if (file == null || !open.containsKey(uri) || !Files.isRegularFile(file)) {
            return List.of();
        }
        boolean cxx = KernelFile.isCxxSource(file);
        if (!file.toString().endsWith(".cute") && !cxx) {
            return List.of();
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            if (cxx && !KernelFile.holdsSpecStatements(text)) {
                return List.of();   // asks nothing of us; compiling it would cost seconds
            }
            Project project = project(file);
            ProofCache cache = settings.noCache() ? null : caches.computeIfAbsent(project.cacheDir(), dir -> new ProofCache(dir,
                    Version.fingerprint(), Z3ObligationProver.settings(settings.timeoutMs(), settings.rlimit()), settings.timeoutMs()));
            List<Diagnostic> out = FindingDiagnostics.of(FileCheck.run(file, project, checkModels.of(project.modelRoots()), settings, cache), file, text);
            if (cache != null) {
                ProofCache.keepOutOfGit(project.cacheDir());
            }
            return out;
        } catch (IOException | RuntimeException | StackOverflowError e) {
            // a fault of ours fails this file's check, visibly, and the server goes on
            if (System.getenv("CUTE_PROVER_TRACE") != null) {
                e.printStackTrace();   // standard error: standard output carries the protocol
            }
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            return List.of(new Diagnostic(new Range(new Position(0, 0), new Position(0, 0)),
                    "internal error while checking (a cute-prover bug; CUTE_PROVER_TRACE=1 on the server shows where): " + why,
                    DiagnosticSeverity.Error, FindingDiagnostics.SOURCE));
        }
    }

    private Project project(Path file) {
        return Project.of(file, workspace, settings, modelRootsOf);
    }

    private void publish(String uri, List<Diagnostic> diagnostics) {
        LanguageClient c = client;
        if (c != null && !closed) {
            c.publishDiagnostics(new PublishDiagnosticsParams(uri, diagnostics));
        }
    }

    private static Path pathOf(String uri) {
        try {
            return Path.of(URI.create(uri)).toAbsolutePath().normalize();
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return null;   // not a file: URI (an unsaved buffer)
        }
    }
}
