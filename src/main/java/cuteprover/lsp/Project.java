package cuteprover.lsp;

import cuteprover.cxx.CxxOptions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The project a file belongs to, found as {@code check} finds it from the current directory: the nearest directory
 * upwards with {@code specs/} or {@code hardware-models/}, else the workspace's root, else the file's directory. It says
 * where the hardware models, the proof cache and the compile commands are.
 */
record Project(Path root, List<Path> modelRoots, Path cacheDir, CxxOptions cxx) {

    static Project of(Path file, Optional<Path> workspace, ServerSettings settings, Function<Path, List<Path>> modelRootsOf) {
        Path root = rootOf(file.toAbsolutePath().normalize().getParent(), workspace);
        Path cache = settings.cacheDir().map(root::resolve).orElseGet(() -> {
            String env = System.getenv("CUTE_PROVER_CACHE");
            return env != null && !env.isBlank() ? Path.of(env) : root.resolve(".cute-cache");
        });
        Optional<Path> commands = settings.cxxFlags().isPresent() ? Optional.empty()
                : settings.compileCommands().map(root::resolve).or(() -> compileCommandsIn(root));
        CxxOptions cxx = new CxxOptions(settings.cxxFlags(), commands, settings.clang(), settings.cudaPath(), cache, settings.verbose());
        return new Project(root, modelRootsOf.apply(root), cache, cxx);
    }

    static Path rootOf(Path dir, Optional<Path> workspace) {
        for (Path p = dir; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("specs")) || Files.isDirectory(p.resolve("hardware-models"))) {
                return p;
            }
        }
        return workspace.filter(w -> dir.startsWith(w)).orElse(dir);
    }

    /** Where clangd looks first: the root's compile_commands.json, then build/'s. */
    private static Optional<Path> compileCommandsIn(Path root) {
        return List.of(root, root.resolve("build")).stream().filter(d -> Files.isRegularFile(d.resolve("compile_commands.json"))).findFirst();
    }
}
