package cuteprover.report;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Report paths relative to the repository root (the nearest directory upwards with {@code .git}, else
 * the current directory), as code-scanning tools and CI annotations resolve them.
 */
public final class RepoPaths {

    private RepoPaths() {
    }

    /** The repository root seen from the current directory. */
    public static Path root() {
        Path here = Path.of("").toAbsolutePath().normalize();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.exists(p.resolve(".git"))) {
                return p;
            }
        }
        return here;
    }

    /** {@code file} relative to {@code root} with forward slashes; unchanged when outside it or built in. */
    public static String relative(String file, Path root) {
        if (file.startsWith("<")) {
            return file;
        }
        Path abs = Path.of(file).toAbsolutePath().normalize();
        String rel = abs.startsWith(root) ? root.relativize(abs).toString() : abs.toString();
        return rel.replace('\\', '/');
    }
}
