package cuteprover.lsp;

import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.SaveOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The server's life cycle: {@code initialize} reads the client's options and workspace and says what the server
 * answers (full-text sync with saves, hover, definition); {@code shutdown} stops the work; {@code exit} ends the
 * session, with status 0 after a shutdown and 1 without one, as the protocol asks.
 */
public final class CuteLanguageServer implements LanguageServer, LanguageClientAware {

    private final SpecDocuments documents;
    private final WorkspaceService workspace = new QuietWorkspace();
    private final CompletableFuture<Integer> exited = new CompletableFuture<>();
    private volatile boolean shutDown;

    /**
     * @param settings     the command line's settings, which the client's initialization options override
     * @param modelRootsOf the hardware models' directories of a project root, as {@code check} finds them
     */
    public CuteLanguageServer(ServerSettings settings, Function<Path, List<Path>> modelRootsOf) {
        this.documents = new SpecDocuments(settings, modelRootsOf);
    }

    @Override
    public void connect(LanguageClient client) {
        documents.connect(client);
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        documents.configure(workspaceRoot(params), params.getInitializationOptions());
        TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
        sync.setOpenClose(true);
        sync.setChange(TextDocumentSyncKind.Full);
        sync.setSave(new SaveOptions(false));
        ServerCapabilities capabilities = new ServerCapabilities();
        capabilities.setTextDocumentSync(sync);
        capabilities.setHoverProvider(true);
        capabilities.setDefinitionProvider(true);
        return CompletableFuture.completedFuture(new InitializeResult(capabilities, new ServerInfo("cute-prover", cuteprover.Version.VERSION)));
    }

    private static Optional<Path> workspaceRoot(InitializeParams params) {
        List<WorkspaceFolder> folders = params.getWorkspaceFolders();
        String uri = folders != null && !folders.isEmpty() ? folders.get(0).getUri() : params.getRootUri();
        try {
            return uri == null ? Optional.empty() : Optional.of(Path.of(URI.create(uri)).toAbsolutePath().normalize());
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();   // not a file: URI
        }
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        shutDown = true;
        documents.close();
        // answered once the checks already taken have ended: none still writes to the proof cache after the answer
        return CompletableFuture.supplyAsync(() -> {
            documents.awaitIdle(SHUTDOWN_WAIT_S);
            return null;
        });
    }

    /** How long shutdown waits for a running check (a kernel's first clang run takes up to a minute). */
    private static final long SHUTDOWN_WAIT_S = 120;

    @Override
    public void exit() {
        documents.close();
        exited.complete(shutDown ? 0 : 1);
    }

    /** Completes with the exit status when the client sends {@code exit}. */
    public CompletableFuture<Integer> exited() {
        return exited;
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return documents;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspace;
    }

    /** Configuration and watched-file changes are not read: a save of an open file is what triggers a check. */
    private static final class QuietWorkspace implements WorkspaceService {
        @Override
        public void didChangeConfiguration(org.eclipse.lsp4j.DidChangeConfigurationParams params) {
        }

        @Override
        public void didChangeWatchedFiles(org.eclipse.lsp4j.DidChangeWatchedFilesParams params) {
        }
    }
}
