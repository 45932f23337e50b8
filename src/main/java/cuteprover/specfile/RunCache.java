package cuteprover.specfile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A whole {@code check} run, replayed when nothing it read has changed. The proof cache already
 * answers every obligation of an unchanged suite, but a warm run still spends most of its time
 * loading: parsing every spec and model file and evaluating every definition. This cache skips that.
 *
 * <p>The key is a SHA-256 of the engine fingerprint (the code), the run's options, and the path and
 * content of every file under the spec inputs and the model directories (all files, not only
 * {@code .cute}: models read data files beside them). An entry also lists the files the run read
 * outside those trees (includes elsewhere) with their content digests; a replay re-hashes them. So
 * any edit, added or removed file changes the key or fails the check, and a replay prints what a
 * new run would print, except the times. Only runs whose every verdict came from the proof cache,
 * with no input error and no UNKNOWN, are stored: their lines already say "cached".
 */
public final class RunCache {

    /** A stored run: its exit status, its report lines and its summary line. */
    public record Replay(int status, String report, String summary) { }

    private static final String SEPARATOR = "\u0000report";

    private final Path dir;
    private final String key;

    private RunCache(Path dir, String key) {
        this.dir = dir;
        this.key = key;
    }

    /**
     * The run's cache entry, or empty when its inputs cannot be read (then the run is not replayed).
     *
     * @param options the run's options as text (every option that can change its output)
     * @param trees   the spec inputs and model directories, whose files are all part of the key
     */
    public static Optional<RunCache> open(Path cacheDir, String engineFingerprint, String options, List<Path> trees) {
        try {
            MessageDigest sha = sha();
            update(sha, engineFingerprint);
            update(sha, options);
            update(sha, Path.of("").toAbsolutePath().toString());
            Path skip = cacheDir.toAbsolutePath().normalize();
            for (Path tree : trees) {
                update(sha, "tree " + tree);
                for (Path f : files(tree, skip)) {
                    update(sha, f.toString());
                    sha.update(Files.readAllBytes(f));
                }
            }
            return Optional.of(new RunCache(cacheDir, HexFormat.of().formatHex(sha.digest())));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Regular files under a tree (or the file itself), sorted; the cache directory is left out. */
    private static List<Path> files(Path tree, Path skip) throws IOException {
        if (!Files.isDirectory(tree)) {
            return Files.isRegularFile(tree) ? List.of(tree) : List.of();
        }
        try (Stream<Path> s = Files.walk(tree)) {
            return s.filter(p -> !p.toAbsolutePath().normalize().startsWith(skip) && Files.isRegularFile(p)).sorted().toList();
        }
    }

    /** The stored run, if there is one and every file it read outside the trees is unchanged. */
    public Optional<Replay> lookup() {
        Path f = dir.resolve("run-" + key);
        try {
            if (!Files.isRegularFile(f)) {
                return Optional.empty();
            }
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            int sep = lines.indexOf(SEPARATOR);
            if (lines.size() < 2 || sep < 1) {
                return Optional.empty();
            }
            for (String line : lines.subList(1, sep)) {
                int space = line.indexOf(' ');
                if (!line.substring(0, space).equals(digest(Path.of(line.substring(space + 1))))) {
                    return Optional.empty();
                }
            }
            List<String> report = lines.subList(sep + 1, lines.size() - 1);
            String summary = lines.get(lines.size() - 1);
            return Optional.of(new Replay(Integer.parseInt(lines.get(0)), String.join("\n", report), summary));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Stores a run; {@code read} are the files it read (those outside the trees are recorded with digests). */
    public void store(int status, Collection<Path> read, List<Path> trees, String report, String summary) {
        List<String> lines = new ArrayList<>();
        lines.add(Integer.toString(status));
        try {
            List<Path> roots = trees.stream().map(t -> t.toAbsolutePath().normalize()).toList();
            for (Path p : read) {
                Path abs = p.toAbsolutePath().normalize();
                if (abs.getFileSystem() == java.nio.file.FileSystems.getDefault() && roots.stream().noneMatch(abs::startsWith)) {
                    lines.add(digest(abs) + " " + abs);
                }
            }
            lines.add(SEPARATOR);
            lines.addAll(report.lines().toList());
            lines.add(summary);
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".run", ".tmp");
            Files.write(tmp, lines, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, dir.resolve("run-" + key), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, dir.resolve("run-" + key), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            // A run that cannot be stored is only not replayed next time.
        }
    }

    private static String digest(Path file) throws IOException {
        MessageDigest sha = sha();
        sha.update(Files.readAllBytes(file));
        return HexFormat.of().formatHex(sha.digest());
    }

    private static MessageDigest sha() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }

    private static void update(MessageDigest sha, String text) {
        sha.update(text.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) 0);
    }
}
