package cuteprover.cli;

import cuteprover.cxx.CxxOptions;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.Optional;

/** The options that say how the user's C++ compiles: shared by {@code eval --cxx} and {@code check}. */
final class CxxOptionsMixin {

    @Option(names = "--cxx-flags", paramLabel = "FLAGS",
            description = "the flags of the command that compiles the C++ file, nvcc's or clang's (-I, -D, -std, -arch=sm_90a, ...)")
    String cxxFlags;

    @Option(names = "-p", paramLabel = "BUILD_DIR", description = "read the file's compile command from BUILD_DIR/compile_commands.json")
    Path buildDir;

    @Option(names = "--clang", paramLabel = "PATH", description = "the clang++ to read C++ with (default: $CUTE_PROVER_CLANG, else the newest clang++-NN on PATH)")
    Path clang;

    @Option(names = "--cuda-path", paramLabel = "DIR", description = "the CUDA toolkit (default: the one of nvcc on PATH, else /usr/local/cuda)")
    Path cudaPath;

    @Option(names = {"-v", "--verbose"}, description = "print the exact clang commands")
    boolean verbose;

    /** Which files a directory argument takes: {@code *.hpp} too when the flags or the compile database say CUDA. */
    SourceKinds sourceKinds() {
        boolean cuda = buildDir != null && cuteprover.cxx.CompilationDatabase.compilesCuda(buildDir);
        try {
            cuda |= cxxFlags != null && cuteprover.cxx.CompileFlags.sayCuda(cuteprover.cxx.CommandLine.split(cxxFlags));
        } catch (cuteprover.CuteError e) {
            // malformed flags are reported where a kernel is read with them
        }
        return new SourceKinds(cuda, buildDir != null || cxxFlags != null);
    }

    CxxOptions options(Path cacheDir) {
        return new CxxOptions(Optional.ofNullable(cxxFlags), Optional.ofNullable(buildDir), Optional.ofNullable(clang),
                Optional.ofNullable(cudaPath), cacheDir, verbose);
    }

    /** The C++ caches' directory when a command has no project: $CUTE_PROVER_CACHE, else the user's cache directory. */
    static Path userCache() {
        String env = System.getenv("CUTE_PROVER_CACHE");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("cute-prover");
    }
}
