package cuteprover.cxx;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How the user compiles the C++ we read: the flags of the command that compiles FILE ({@code --cxx-flags}, nvcc's or
 * clang's), or the build directory whose {@code compile_commands.json} holds that command ({@code -p}); which clang and
 * CUDA toolkit to use; where the precompiled headers and AST dumps are cached; whether to print clang's command.
 */
public record CxxOptions(Optional<String> cxxFlags, Optional<Path> buildDir, Optional<Path> clang, Optional<Path> cudaPath,
                         Path cacheDir, boolean verbose) {

    /** No flags given: the file is compiled as nvcc would with its defaults. */
    public static CxxOptions defaults(Path cacheDir) {
        return new CxxOptions(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), cacheDir, false);
    }

    public CxxOptions withFlags(String flags) {
        return new CxxOptions(Optional.of(flags), buildDir, clang, cudaPath, cacheDir, verbose);
    }
}
