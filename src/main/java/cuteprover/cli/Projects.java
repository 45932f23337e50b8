package cuteprover.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Locating the project (the nearest directory with specs/ or hardware-models/) and its spec files. */
final class Projects {

    private Projects() {
    }

    static Path root() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("specs")) || Files.isDirectory(p.resolve("hardware-models"))) {
                return p;
            }
        }
        return here;
    }

    static List<Path> defaultSpecPaths(Path project) {
        List<Path> out = new ArrayList<>();
        for (String d : List.of("specs", "hardware-models")) {
            if (Files.isDirectory(project.resolve(d))) {
                out.add(relative(project.resolve(d)));
            }
        }
        return out;
    }

    private static Path relative(Path p) {
        Path here = Path.of("").toAbsolutePath();
        return p.startsWith(here) ? here.relativize(p) : p;
    }

    /** A file itself, or the *.cute files under a directory, sorted. */
    static List<Path> specFiles(Path p) {
        if (!Files.isDirectory(p)) {
            return Files.exists(p) ? List.of(p) : List.of();
        }
        try (Stream<Path> s = Files.walk(p)) {
            return s.filter(f -> f.toString().endsWith(".cute") && Files.isRegularFile(f)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
