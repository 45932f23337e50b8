package cuteprover.lsp;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How the server checks, as {@code check}'s options say it: from {@code cute-prover lsp}'s command line, each
 * overridden by the client's {@code initializationOptions} ({@code cxxFlags}, {@code compileCommands}, {@code clang},
 * {@code cudaPath}, {@code cacheDir}, {@code noCache}, {@code timeoutMs}, {@code rlimit}). A kernel source is read with
 * {@code cxxFlags} (like {@code --cxx-flags}), else with its command in {@code compileCommands/compile_commands.json}
 * (like {@code -p}), else, as clangd finds one, with the project's {@code compile_commands.json} or
 * {@code build/compile_commands.json}.
 *
 * @param compileCommands the directory of {@code compile_commands.json}; relative to the project's root
 * @param cacheDir        the proof cache; empty: {@code $CUTE_PROVER_CACHE}, else the project's {@code .cute-cache}
 * @param bound           {@code --bound}, or null
 * @param verbose         print clang's commands (on standard error: standard output carries the protocol)
 */
public record ServerSettings(Optional<String> cxxFlags, Optional<Path> compileCommands, Optional<Path> clang,
                             Optional<Path> cudaPath, Optional<Path> cacheDir, boolean noCache, long timeoutMs, long rlimit,
                             Long bound, int jobs, boolean verbose) {

    /** {@code check}'s defaults. */
    public static ServerSettings defaults(long timeoutMs, long rlimit) {
        return new ServerSettings(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), false,
                timeoutMs, rlimit, null, Runtime.getRuntime().availableProcessors(), false);
    }

    /** These settings with those the client gave (a JSON object; anything else changes nothing). */
    public ServerSettings with(Object initializationOptions) {
        if (!(initializationOptions instanceof JsonObject o)) {
            return this;
        }
        return new ServerSettings(text(o, "cxxFlags").or(() -> cxxFlags), text(o, "compileCommands").map(Path::of).or(() -> compileCommands),
                text(o, "clang").map(Path::of).or(() -> clang), text(o, "cudaPath").map(Path::of).or(() -> cudaPath),
                text(o, "cacheDir").map(Path::of).or(() -> cacheDir),
                o.has("noCache") ? o.get("noCache").getAsBoolean() : noCache,
                o.has("timeoutMs") ? o.get("timeoutMs").getAsLong() : timeoutMs,
                o.has("rlimit") ? o.get("rlimit").getAsLong() : rlimit, bound, jobs, verbose);
    }

    private static Optional<String> text(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || !e.isJsonPrimitive() || e.getAsString().isBlank() ? Optional.empty() : Optional.of(e.getAsString());
    }
}
