package cuteprover.lsp;

import cuteprover.specfile.ModelRegistry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The hardware models' registry, kept between checks: its index (which file defines which model) is built by parsing
 * every model file, which cost a warm save 0.1-0.2 s of its 0.2 s (8-30 ms without models). A registry serves one loader
 * at a time (each new loader attaches itself; a model's value is always read by the loader of the check, from the file
 * as it is then), so each worker thread keeps its own. It is built again when a model file is added, removed or
 * modified (the roots' {@code *.cute} files by path, size and modification time; the models inside the jar never
 * change).
 */
final class WarmModels {

    private record Kept(String stamp, ModelRegistry registry) { }

    private final Map<List<Path>, Kept> kept = new HashMap<>();

    /** The registry of these model roots; call from one thread only. */
    ModelRegistry of(List<Path> roots) {
        String stamp = stamp(roots);
        Kept k = kept.get(roots);
        if (k == null || !k.stamp().equals(stamp)) {
            k = new Kept(stamp, new ModelRegistry(roots));
            kept.put(List.copyOf(roots), k);
        }
        return k.registry();
    }

    static String stamp(List<Path> roots) {
        StringBuilder sb = new StringBuilder();
        for (Path root : roots) {
            sb.append(root).append('\n');
            if (root.getFileSystem() != FileSystems.getDefault() || !Files.isDirectory(root)) {
                continue;   // the jar's models, or no directory (nothing indexed)
            }
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".cute")).sorted().forEach(f -> {
                    try {
                        sb.append(f).append(' ').append(Files.size(f)).append(' ').append(Files.getLastModifiedTime(f).toMillis()).append('\n');
                    } catch (IOException e) {
                        sb.append(f).append(" unreadable\n");
                    }
                });
            } catch (IOException | UncheckedIOException e) {
                sb.append("unlisted\n");
            }
        }
        return sb.toString();
    }
}
