package cuteprover.cxx;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What tests of the C++ front end need: clang, a CUDA toolkit and CUTLASS ({@code CUTLASS_DIR}, else
 * {@code ../shared/cutlass}). In CI ({@code CI=true}) a missing clang or toolkit fails the test (.ci/run installs
 * clang); elsewhere, and for a missing CUTLASS everywhere, the test is skipped with a message saying what is missing.
 */
public final class CxxTestSupport {

    private CxxTestSupport() {
    }

    public static Path cutlass() {
        String env = System.getenv("CUTLASS_DIR");
        return (env != null && !env.isBlank() ? Path.of(env) : Path.of("..", "shared", "cutlass")).toAbsolutePath().normalize();
    }

    private static boolean cutlassHere() {
        return Files.isDirectory(cutlass().resolve("include").resolve("cute"));
    }

    /** Skips (or in CI fails) the calling test unless clang, a CUDA toolkit and CUTLASS are all here. */
    public static void requireClangAndCutlass() {
        String missing = null;
        try {
            Clang.locate(Optional.empty(), cache());
        } catch (RuntimeException e) {
            missing = e.getMessage();
        }
        if (missing == null && CudaToolkit.find(Optional.empty()).isEmpty()) {
            missing = "no CUDA toolkit (nvcc on PATH or /usr/local/cuda)";
        }
        if (missing == null && !cutlassHere()) {
            // CUTLASS is not installed by .ci/run (it finds it beside the repository it was cloned from): a checkout
            // with none skips, in CI too, saying so
            Assumptions.abort("skipped: no CUTLASS at " + cutlass() + " (set CUTLASS_DIR)");
        }
        if (missing != null) {
            if ("true".equals(System.getenv("CI"))) {
                Assertions.fail("the C++ front end's tests need clang, CUDA and CUTLASS in CI: " + missing);
            }
            Assumptions.abort("skipped: " + missing);
        }
    }

    /** One cache for the test run: the precompiled CuTe preamble is built once and shared by the tests. */
    public static Path cache() {
        return Path.of("target", "cxx-test-cache").toAbsolutePath();
    }

    /** nvcc's flags for CUTLASS's headers and examples on ARCH, with the test machines' stand-in for cuRAND where needed. */
    public static String flags(String arch) {
        Path c = cutlass();
        String flags = "-std=c++17 -arch=" + arch + " --expt-relaxed-constexpr -I" + c.resolve("include") + " -I"
                + c.resolve("tools/util/include") + " -I" + c.resolve("examples/common");
        Optional<CudaToolkit> cuda = CudaToolkit.find(Optional.empty());
        if (cuda.isPresent() && !Files.exists(cuda.get().root().resolve("include/curand_kernel.h"))) {
            flags += " -I" + Path.of("src/test/resources/cxx/toolkit-stand-ins").toAbsolutePath();
        }
        return flags;
    }

    /** Where tests write their kernel files: one directory, so that their shared preamble compiles once. */
    public static Path workDir() throws java.io.IOException {
        return Files.createDirectories(Path.of("target", "cxx-test-files").toAbsolutePath());
    }

    public static CxxOptions options(String arch) {
        return CxxOptions.defaults(cache()).withFlags(flags(arch));
    }
}
