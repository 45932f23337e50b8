package cuteprover.cxx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CUTLASS as nvcc's host pass sees it. CUTLASS marks clang's CUDA ({@code CUTLASS_CLANG_CUDA}, set in
 * {@code cutlass/platform/platform.h}) to leave out what clang's device side cannot compile, and with it every SM100
 * and later type (the builders, the collectives, the examples' kernels). The host side of those types is what we read,
 * so a forced first include reads platform.h and takes the mark back: its include guard keeps it from coming back.
 */
final class NvccHostView {

    static final String TEXT = String.join("\n",
            "// cute-prover: CUTLASS's headers as nvcc's host pass reads them (no CUTLASS_CLANG_CUDA)",
            "#if defined(__has_include)",
            "#if __has_include(<cutlass/platform/platform.h>)",
            "#include <cutlass/platform/platform.h>",
            "#undef CUTLASS_CLANG_CUDA",
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
