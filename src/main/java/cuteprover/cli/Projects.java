package cuteprover.cli;

import cuteprover.hw.BuiltinModels;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Locating the project (the nearest directory with specs/ or hardware-models/), its spec files and models. */
final class Projects {

    private Projects() {
    }

    /** The nearest directory, from here upwards, with specs/ or hardware-models/; else the current directory. */
    static Path root() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (isProject(p)) {
                return p;
            }
        }
        return here;
    }

    private static boolean isProject(Path p) {
        return Files.isDirectory(p.resolve("specs")) || Files.isDirectory(p.resolve("hardware-models"));
    }

    /** The project's specs/ and hardware-models/; outside a project, the current directory. */
    static List<Path> defaultSpecPaths(Path project) {
        List<Path> out = new ArrayList<>();
        for (String d : List.of("specs", "hardware-models")) {
            if (Files.isDirectory(project.resolve(d))) {
                out.add(relative(project.resolve(d)));
            }
        }
        if (out.isEmpty()) {
            out.add(Path.of("."));
        }
        return out;
    }

    /**
     * Where hardware models come from, first match wins: the --models directories, the project's
     * hardware-models/ (so a checkout's edits beat the jar's copy), then the models built into the jar.
     */
    static List<Path> modelRoots(List<Path> userDirs, Path project) {
        List<Path> roots = new ArrayList<>(userDirs);
        if (Files.isDirectory(project.resolve("hardware-models"))) {
            roots.add(project.resolve("hardware-models"));
        }
        BuiltinModels.root().ifPresent(roots::add);
        return roots;
    }

    private static Path relative(Path p) {
        Path here = Path.of("").toAbsolutePath();
        return p.startsWith(here) ? here.relativize(p) : p;
    }

    /** A file itself, or the *.cute files under a directory (hidden directories skipped), sorted. */
    static List<Path> specFiles(Path p) {
        if (!Files.isDirectory(p)) {
            return Files.exists(p) ? List.of(p) : List.of();
        }
        try (Stream<Path> s = Files.walk(p)) {
            return s.filter(f -> f.toString().endsWith(".cute") && Files.isRegularFile(f) && !hidden(p, f)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether a file lies in a hidden directory (.git, .cute-cache) below the root of the walk. */
    private static boolean hidden(Path root, Path file) {
        Path rel = root.relativize(file);
        for (int i = 0; i < rel.getNameCount() - 1; i++) {
            String name = rel.getName(i).toString();
            if (name.startsWith(".") && !name.equals(".") && !name.equals("..")) {
                return true;
            }
        }
        return false;
    }
}
