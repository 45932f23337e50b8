package cuteprover.lsp;

import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageClient;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Serves one client over a pair of streams (the process's standard input and output) until it exits or hangs up. */
public final class Stdio {

    private Stdio() {
    }

    /** The exit status: the server's answer to {@code exit}; 1 where the client closed the stream without one. */
    public static int serve(CuteLanguageServer server, InputStream in, OutputStream out) throws InterruptedException {
        Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
        server.connect(launcher.getRemoteProxy());
        Future<Void> listening = launcher.startListening();
        CompletableFuture<Void> hungUp = new CompletableFuture<>();
        Thread watch = new Thread(() -> {
            try {
                listening.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | java.util.concurrent.CancellationException e) {
                // the stream broke: the session is over as when it closes
            }
            hungUp.complete(null);
        }, "cute-prover-lsp-hang-up");
        watch.setDaemon(true);
        watch.start();
        try {
            CompletableFuture.anyOf(server.exited(), hungUp).get();
        } catch (ExecutionException e) {
            return 1;
        } finally {
            listening.cancel(true);
        }
        return server.exited().isDone() ? server.exited().join() : 1;
    }
}
