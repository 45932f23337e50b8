package cuteprover.lsp;

import com.google.gson.JsonObject;
import cuteprover.symbolic.ProverOptions;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
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
 * as over a process's standard streams.
 */
class LanguageServerTest {

    private static final long TIMEOUT_S = 120;

    @TempDir
    Path tmp;

    private final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    private LanguageServer server;
    private CompletableFuture<Integer> serving;

    @BeforeEach
    void start() throws Exception {
        Pipe toServer = Pipe.open();
        Pipe toClient = Pipe.open();
        CuteLanguageServer cute = new CuteLanguageServer(ServerSettings.defaults(60_000, ProverOptions.DEFAULT_RLIMIT), root -> List.of());
        serving = new CompletableFuture<>();
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
        init.setRootUri(tmp.toUri().toString());
        JsonObject options = new JsonObject();
        options.addProperty("cacheDir", tmp.resolve("cache").toString());
        init.setInitializationOptions(options);
        assertTrue(server.initialize(init).get(TIMEOUT_S, TimeUnit.SECONDS).getCapabilities().getHoverProvider().getLeft());
        server.initialized(new InitializedParams());
    }

    @AfterEach
    void stop() throws Exception {
        server.shutdown().get(TIMEOUT_S, TimeUnit.SECONDS);
        server.exit();
        assertEquals(0, serving.get(TIMEOUT_S, TimeUnit.SECONDS), "exit after shutdown ends the session with status 0");
    }

    private static final String DEMO = String.join("\n",
            "param M where M >= 1 && M <= 64",
            "let L = (M,4):(1,8)",
            "let T = (4,8):(8,1)",
            "let C = coalesce((2,4):(1,2))",
            "prove tiled_ok: bijective(T)",
            "prove col_major: injective(L)",
            "");

    @Test
    void refutedPropertyIsAnErrorAtItsLineWithTheCounterexample() throws Exception {
        Path file = write("demo.cute", DEMO);
        List<Diagnostic> ds = open(file);
        assertEquals(1, ds.size(), "only the refuted property is a finding, the proved one none: " + ds);
        Diagnostic d = ds.get(0);
        assertEquals(5, d.getRange().getStart().getLine(), "the refuted property's line (0-based)");
        assertEquals(0, d.getRange().getStart().getCharacter());
        assertEquals("prove col_major: injective(L)".length(), d.getRange().getEnd().getCharacter(), "the statement, to its line's end");
        assertEquals(DiagnosticSeverity.Error, d.getSeverity());
        assertEquals("injective", d.getCode().getLeft());
        assertTrue(d.getMessage().startsWith("col_major (injective(L)) is refuted"), d.getMessage());
        assertTrue(d.getMessage().contains("at M = 9") && d.getMessage().contains("L(x) = 8") && d.getMessage().contains("L(y) = 8"),
                "the counterexample is in the message: " + d.getMessage());
        assertNotNull(d.getRelatedInformation(), "the assumptions the counterexample satisfies are related locations");
        assertTrue(d.getRelatedInformation().stream().anyMatch(r -> r.getMessage().equals("assumed: M >= 1")
                && r.getLocation().getUri().equals(file.toUri().toString()) && r.getLocation().getRange().getStart().getLine() == 0
                && r.getLocation().getRange().getStart().getCharacter() == "param M where ".length()), d.getRelatedInformation().toString());
    }

    @Test
    void savingAFixedFileClearsItsFindingThroughTheProofCache() throws Exception {
        // a property's cache key holds the definitions in scope at its line: the let edited below is after tiled_ok
        String text = "param M where M >= 1\nprove tiled_ok: bijective((4,8):(8,1))\nlet L = (M,4):(1,8)\nprove col_major: injective(L)\n";
        Path file = write("demo.cute", text);
        assertEquals(1, open(file).size());
        long entries = cacheEntries();
        assertEquals(2, entries, "both verdicts are in the proof cache");
        Files.writeString(file, text.replace("(M,4):(1,8)", "(M,4):(1,M)"), StandardCharsets.UTF_8);
        server.getTextDocumentService().didSave(new DidSaveTextDocumentParams(new TextDocumentIdentifier(file.toUri().toString())));
        List<Diagnostic> after = next(file).getDiagnostics();
        assertEquals(List.of(), after, "the fixed property is proved");
        assertEquals(entries + 1, cacheEntries(), "only the changed property was proved again; the other came from the cache");
    }

    @Test
    void hoverShowsTheValueAsCutePrintsIt() throws Exception {
        Path file = write("demo.cute", DEMO);
        open(file);
        Hover h = hover(file, 3, 5);   // on C in "let C = coalesce(...)"
        assertNotNull(h, "a let's name has a hover");
        String text = h.getContents().getRight().getValue();
        assertTrue(text.contains("8:1") && text.contains("layout"), "the evaluated value, not the text: " + text);
        assertTrue(hover(file, 5, 28).getContents().getRight().getValue().contains("(M,4):(1,8)"), "a use of a name shows it too");
        String param = hover(file, 1, 9).getContents().getRight().getValue();
        assertTrue(param.contains("parameter") && param.contains("M >= 1 && M <= 64"), param);
    }

    @Test
    void definitionGoesToTheLetAndToTheIncludedFile() throws Exception {
        Path common = write("common.cute", "param M where M >= 1\nlet Base = (4,8):(1,4)\n");
        Path file = write("main.cute", "include \"common.cute\"\nlet L = (M,4):(1,8)\nprove uses: injective(Base) && size(L) >= 4\n");
        open(file);
        Location toLet = definition(file, 2, "prove uses: injective(Base) && size(".length());
        assertEquals(file.toUri().toString(), toLet.getUri());
        assertEquals(1, toLet.getRange().getStart().getLine());
        assertEquals(4, toLet.getRange().getStart().getCharacter(), "at the name in 'let L = ...'");
        Location throughInclude = definition(file, 2, "prove uses: injective(B".length());
        assertEquals(common.toUri().toString(), throughInclude.getUri(), "a name an included file defines");
        assertEquals(1, throughInclude.getRange().getStart().getLine());
        Location included = definition(file, 0, "include \"com".length());
        assertEquals(common.toUri().toString(), included.getUri(), "an include's path goes to the file");
    }

    @Test
    void badInputIsAnErrorDiagnosticAtItsPositionNeverAnException() throws Exception {
        Path file = write("typo.cute", "let L = (4,8):(1,4)\nprove tile: injektive(L)\nlet B = (4,8:(1,4)\n");
        List<Diagnostic> ds = open(file);
        Diagnostic unknown = ds.stream().filter(d -> d.getMessage().contains("injektive")).findFirst().orElseThrow(() -> new AssertionError(ds.toString()));
        assertEquals(DiagnosticSeverity.Error, unknown.getSeverity());
        assertEquals("input-error", unknown.getCode().getLeft());
        assertEquals(1, unknown.getRange().getStart().getLine());
        assertEquals("prove tile: ".length(), unknown.getRange().getStart().getCharacter(), "at the misspelt name");
        assertEquals("prove tile: injektive".length(), unknown.getRange().getEnd().getCharacter(), "the misspelt name");
        assertTrue(unknown.getMessage().contains("did you mean injective"), unknown.getMessage());
        assertTrue(ds.stream().anyMatch(d -> d.getRange().getStart().getLine() == 2 && d.getSeverity() == DiagnosticSeverity.Error),
                "the unbalanced bracket on line 3 is an error too: " + ds);
        assertNotNull(hover(file, 0, 4), "the server still answers");
    }

    private Path write(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    private List<Diagnostic> open(Path file) throws Exception {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(file.toUri().toString(), "cute", 1, text)));
        return next(file).getDiagnostics();
    }

    private PublishDiagnosticsParams next(Path file) throws InterruptedException {
        PublishDiagnosticsParams p = published.poll(TIMEOUT_S, TimeUnit.SECONDS);
        assertNotNull(p, "diagnostics are published");
        assertEquals(file.toUri().toString(), p.getUri());
        return p;
    }

    private Hover hover(Path file, int line, int character) throws Exception {
        return server.getTextDocumentService().hover(new HoverParams(new TextDocumentIdentifier(file.toUri().toString()),
                new Position(line, character))).get(TIMEOUT_S, TimeUnit.SECONDS);
    }

    private Location definition(Path file, int line, int character) throws Exception {
        List<? extends Location> found = server.getTextDocumentService().definition(new DefinitionParams(
                new TextDocumentIdentifier(file.toUri().toString()), new Position(line, character))).get(TIMEOUT_S, TimeUnit.SECONDS).getLeft();
        assertEquals(1, found.size(), "one definition: " + found);
        return found.get(0);
    }

    private long cacheEntries() throws IOException {
        try (var files = Files.list(tmp.resolve("cache"))) {
            return files.filter(f -> !f.getFileName().toString().startsWith(".")).count();
        }
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
