package cuteprover.cli;

import cuteprover.hw.BuiltinModels;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /**
     * The project's specs/ and hardware-models/, then, where the command gives the compiler's configuration (--cxx-flags
     * or -p), the kernel sources elsewhere in the project that hold a spec statement (kernels are checked in place, not
     * copied into specs/: without the flags that compile them they would not read as the build reads them); outside a
     * project, the current directory.
     */
    static List<Path> defaultSpecPaths(Path project, SourceKinds kinds) {
        List<Path> out = new ArrayList<>();
        for (String d : List.of("specs", "hardware-models")) {
            if (Files.isDirectory(project.resolve(d))) {
                out.add(relative(project.resolve(d)));
            }
        }
        if (out.isEmpty()) {
            out.add(Path.of("."));
            return out;
        }
        if (!kinds.compileConfigured()) {
            return out;
        }
        List<Path> taken = out.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        for (Path f : walk(project, kinds)) {
            if (kinds.isKernelSource(f) && taken.stream().noneMatch(f.toAbsolutePath().normalize()::startsWith)) {
                out.add(relative(f.toAbsolutePath().normalize()));
            }
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

    /**
     * A file itself, or under a directory, sorted: the *.cute files and the kernel sources that hold a spec statement
     * ({@link SourceKinds}); hidden directories, other repositories (a submodule, a vendored checkout) and CMake build
     * trees are not entered.
     */
    static List<Path> specFiles(Path p, SourceKinds kinds) {
        if (!Files.isDirectory(p)) {
            return Files.exists(p) ? List.of(p) : List.of();
        }
        return walk(p, kinds);
    }

    private static List<Path> walk(Path root, SourceKinds kinds) {
        List<Path> out = new ArrayList<>();
        try {
            Files.walkFileTree(root, new java.nio.file.SimpleFileVisitor<>() {
                @Override
                public java.nio.file.FileVisitResult preVisitDirectory(Path dir, java.nio.file.attribute.BasicFileAttributes attrs) {
                    boolean below = !dir.equals(root);
                    String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                    if (below && ((name.startsWith(".") && !name.equals(".") && !name.equals(".."))
                            || Files.exists(dir.resolve(".git")) || Files.exists(dir.resolve("CMakeCache.txt")))) {
                        return java.nio.file.FileVisitResult.SKIP_SUBTREE;
                    }
                    return java.nio.file.FileVisitResult.CONTINUE;
                }

                @Override
                public java.nio.file.FileVisitResult visitFile(Path file, java.nio.file.attribute.BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() && (file.toString().endsWith(".cute") || kinds.isKernelSource(file))) {
                        out.add(file);
                    }
                    return java.nio.file.FileVisitResult.CONTINUE;
                }

                @Override
                public java.nio.file.FileVisitResult visitFileFailed(Path file, IOException e) {
                    return java.nio.file.FileVisitResult.CONTINUE;   // an unreadable corner is not the gate's business
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.sort(null);
        return out;
    }
}
