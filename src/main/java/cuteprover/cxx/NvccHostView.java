package cuteprover.cxx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CUTLASS as nvcc's host pass sees it. CUTLASS marks clang's CUDA ({@code CUTLASS_CLANG_CUDA}, set in
 * {@code cutlass/platform/platform.h}) to leave out what clang's device side cannot compile, and with it every SM100
 * and later type (the builders, the collectives, the examples' kernels). The host side of those types is what we read,
 * so a forced first include reads platform.h and takes the mark back: its include guard keeps it from coming back.
 * <p>
 * nvcc builds CUTLASS with {@code --expt-relaxed-constexpr}, which lets host code call constexpr device functions
 * (example 77's {@code to_underlying_arguments} calls the {@code CUTLASS_DEVICE} {@code get_problem_shape_O}); clang
 * has no such switch and refuses the call. Only the host side is read here, so CUTLASS's and CuTe's device-function
 * macros mark host-and-device functions: nothing the host pass reads changes, and the call resolves as nvcc's does.
 */
final class NvccHostView {

    static final String TEXT = String.join("\n",
            "// cute-prover: CUTLASS's headers as nvcc's host pass reads them (no CUTLASS_CLANG_CUDA)",
            "#if defined(__has_include)",
            "#if __has_include(<cutlass/platform/platform.h>)",
            "#include <cutlass/platform/platform.h>",
            "#undef CUTLASS_CLANG_CUDA",
            "#endif",
            "#if __has_include(<cutlass/detail/helper_macros.hpp>)",
            "#include <cutlass/detail/helper_macros.hpp>",
            "#if defined(__CUDACC__)",
            "#undef CUTLASS_DEVICE",
            "#define CUTLASS_DEVICE __forceinline__ __host__ __device__",
            "#endif",
            "#endif",
            "#if __has_include(<cute/config.hpp>)",
            "#include <cute/config.hpp>",
            "#if defined(__CUDACC__)",
            "#undef CUTE_DEVICE",
            "#define CUTE_DEVICE __forceinline__ __host__ __device__",
            "#endif",
            "#endif",
            "#endif",
            "");

    private NvccHostView() {
    }

    /** The prelude's file under {@code cacheDir}, written once. */
    static Path prelude(Path cacheDir) throws IOException {
        Path f = cacheDir.resolve("nvcc-host-view-" + Hashing.sha256(TEXT).substring(0, 12) + ".h");
        if (!Files.exists(f)) {
            Files.createDirectories(cacheDir);
            Path partial = Files.createTempFile(cacheDir, "nvcc-host-view", ".part");
            Files.writeString(partial, TEXT);
            Files.move(partial, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        }
        return f;
    }
}
