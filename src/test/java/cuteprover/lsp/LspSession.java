package cuteprover.lsp;

import com.google.gson.JsonObject;
import cuteprover.symbolic.ProverOptions;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server as an editor meets it: a client speaking JSON-RPC to it over a pair of pipes, through LSP4J's launchers,
 * as over a process's standard streams. Closing it shuts the server down and checks that it exits with status 0.
 */
final class LspSession implements AutoCloseable {

    static final long TIMEOUT_S = 300;

    private final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    private final LanguageServer server;
    private final CompletableFuture<Integer> serving = new CompletableFuture<>();

    /** A session in the workspace {@code root}, initialized with the client's {@code options}. */
    LspSession(Path root, JsonObject options) throws Exception {
        this(root, options, r -> List.of());
    }

    /** The same, with the hardware models' directories of a project root ({@code check}'s are its hardware-models/). */
    LspSession(Path root, JsonObject options, java.util.function.Function<Path, List<Path>> modelRoots) throws Exception {
        Pipe toServer = Pipe.open();
        Pipe toClient = Pipe.open();
        CuteLanguageServer cute = new CuteLanguageServer(ServerSettings.defaults(60_000, ProverOptions.DEFAULT_RLIMIT), modelRoots);
        Thread serve = new Thread(() -> {
            try {
                serving.complete(Stdio.serve(cute, Channels.newInputStream(toServer.source()), Channels.newOutputStream(toClient.sink())));
            } catch (InterruptedException | RuntimeException e) {
                serving.completeExceptionally(e);
            }
        }, "test-server");
        serve.setDaemon(true);
        serve.start();
        Launcher<LanguageServer> client = LSPLauncher.createClientLauncher(new RecordingClient(published),
                Channels.newInputStream(toClient.source()), Channels.newOutputStream(toServer.sink()));
        client.startListening();
        server = client.getRemoteProxy();
        InitializeParams init = new InitializeParams();
        init.setRootUri(root.toUri().toString());
        init.setInitializationOptions(options);
        assertTrue(server.initialize(init).get(TIMEOUT_S, TimeUnit.SECONDS).getCapabilities().getHoverProvider().getLeft());
        server.initialized(new InitializedParams());
    }

    @Override
    public void close() throws Exception {
        server.shutdown().get(TIMEOUT_S, TimeUnit.SECONDS);
        server.exit();
        assertEquals(0, serving.get(TIMEOUT_S, TimeUnit.SECONDS), "exit after shutdown ends the session with status 0");
    }

    /** Opens the file as saved and returns the diagnostics published for it. */
    List<Diagnostic> open(Path file) throws Exception {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(file.toUri().toString(), "cute", 1, text)));
        return nextParams(file).getDiagnostics();
    }

    /** Tells the server the file was saved and returns the diagnostics published for it. */
    List<Diagnostic> save(Path file) throws Exception {
        server.getTextDocumentService().didSave(new DidSaveTextDocumentParams(new TextDocumentIdentifier(file.toUri().toString())));
        return nextParams(file).getDiagnostics();
    }

    /** The diagnostics published next, which must be the file's. */
    List<Diagnostic> next(Path file) throws InterruptedException {
        return nextParams(file).getDiagnostics();
    }

    private PublishDiagnosticsParams nextParams(Path file) throws InterruptedException {
        PublishDiagnosticsParams p = published.poll(TIMEOUT_S, TimeUnit.SECONDS);
        assertNotNull(p, "diagnostics are published");
        assertEquals(file.toUri().toString(), p.getUri());
        return p;
    }

    Hover hover(Path file, int line, int character) throws Exception {
        return server.getTextDocumentService().hover(new HoverParams(new TextDocumentIdentifier(file.toUri().toString()),
                new Position(line, character))).get(TIMEOUT_S, TimeUnit.SECONDS);
    }

    Location definition(Path file, int line, int character) throws Exception {
        List<? extends Location> found = server.getTextDocumentService().definition(new DefinitionParams(
                new TextDocumentIdentifier(file.toUri().toString()), new Position(line, character))).get(TIMEOUT_S, TimeUnit.SECONDS).getLeft();
        assertEquals(1, found.size(), "one definition: " + found);
        return found.get(0);
    }

    /** A client that records what the server publishes and answers nothing else. */
    private record RecordingClient(BlockingQueue<PublishDiagnosticsParams> published) implements LanguageClient {
        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
            published.add(diagnostics);
        }

        @Override
        public void telemetryEvent(Object object) {
        }

        @Override
        public void showMessage(MessageParams messageParams) {
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams messageParams) {
        }
    }
}
