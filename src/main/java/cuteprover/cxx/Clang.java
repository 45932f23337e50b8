package cuteprover.cxx;

import cuteprover.CuteError;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clang that reads C++ for us: {@code --clang PATH}, else {@code CUTE_PROVER_CLANG}, else the newest
 * {@code clang++-NN} on PATH, else {@code clang++}. Version 17 or newer: older ones miss the CUDA and C++20
 * features CUTLASS 3.x headers use.
 */
public record Clang(Path executable, int major, String versionLine) {

    static final int OLDEST = 17;
    static final String INSTALL = "install it with `apt-get install clang-19` (Debian/Ubuntu) or pass --clang PATH";
    private static final Pattern VERSION = Pattern.compile("clang version (\\d+)\\.(\\d+)\\.(\\d+)");

    /** Finds clang as described above; a missing or too old clang is an error naming the install command. */
    public static Clang locate(Optional<Path> explicit, Path cacheDir) {
        if (explicit.isPresent()) {
            return probe(explicit.get(), "--clang", cacheDir);
        }
        String env = System.getenv("CUTE_PROVER_CLANG");
        if (env != null && !env.isBlank()) {
            return probe(Path.of(env), "CUTE_PROVER_CLANG", cacheDir);
        }
        List<String> candidates = new ArrayList<>();
        for (int v = 30; v >= OLDEST; v--) {
            candidates.add("clang++-" + v);
        }
        candidates.add("clang++");
        for (String name : candidates) {
            Optional<Path> found = onPath(name);
            if (found.isPresent()) {
                Clang c = probe(found.get(), "PATH", cacheDir);
                if (c.major >= OLDEST) {
                    return c;
                }
            }
        }
        throw new CuteError("clang " + OLDEST + " or newer not found on PATH (it reads C++ for cute-prover): " + INSTALL);
    }

    static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    private static Clang probe(Path exe, String source, Path cacheDir) {
        if (!Files.isExecutable(exe)) {
            throw new CuteError(source + " names " + exe + ", which is not an executable clang: " + INSTALL);
        }
        String out;
        try {
            out = versionText(exe, cacheDir);
        } catch (IOException e) {
            throw new CuteError(source + " names " + exe + ", which did not run: " + e.getMessage());
        }
        Optional<Integer> major = majorVersion(out);
        if (major.isEmpty()) {
            throw new CuteError(source + " names " + exe + ", whose --version does not say 'clang version N.N.N': " + INSTALL);
        }
        String line = out.lines().findFirst().orElse("").trim();
        if (major.get() < OLDEST && !source.equals("PATH")) {
            throw new CuteError(source + " names " + line + "; clang " + OLDEST + " or newer is needed: " + INSTALL);
        }
        return new Clang(exe, major.get(), line);
    }

    /**
     * {@code clang --version}, remembered by the executable's real path, size and time: a run whose AST is cached
     * starts no clang at all.
     */
    private static String versionText(Path exe, Path cacheDir) throws IOException {
        Path real = exe.toRealPath();
        String key = Hashing.sha256(real + "\n" + Files.size(real) + "\n" + Files.getLastModifiedTime(real).toMillis());
        Path remembered = cacheDir.resolve("cxx").resolve("clang-version-" + key.substring(0, 16) + ".txt");
        if (Files.exists(remembered)) {
            return Files.readString(remembered);
        }
        String text = Processes.run(List.of(exe.toString(), "--version"), 20).stdout();
        if (majorVersion(text).isPresent()) {
            Files.createDirectories(remembered.getParent());
            Path partial = Files.createTempFile(remembered.getParent(), "clang-version", ".part");
            Files.writeString(partial, text);
            Files.move(partial, remembered, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        }
        return text;
    }

    /** The major version in clang's {@code --version} text ({@code Debian clang version 19.1.7 (3~deb12u1)}: 19). */
    static Optional<Integer> majorVersion(String versionText) {
        Matcher m = VERSION.matcher(versionText);
        return m.find() ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
    }
}
