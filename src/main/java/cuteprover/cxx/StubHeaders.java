package cuteprover.cxx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Empty stand-ins for headers that clang's CUDA wrapper includes but newer toolkits dropped (CUDA 13 has no
 * {@code texture_fetch_functions.h}): without them clang stops before the user's first line. Only headers the
 * toolkit lacks get a stub, so a toolkit that has them is read as it is.
 */
final class StubHeaders {

    /** What {@code __clang_cuda_runtime_wrapper.h} (clang 17-19) includes from the toolkit unconditionally or per version. */
    static final List<String> WRAPPER_INCLUDES = List.of("texture_fetch_functions.h", "curand_mtgp32_kernel.h");

    private StubHeaders() {
    }

    /** The names of {@link #WRAPPER_INCLUDES} that {@code toolkitInclude} lacks. */
    static List<String> missing(Path toolkitInclude) {
        List<String> out = new ArrayList<>();
        for (String h : WRAPPER_INCLUDES) {
            if (!Files.exists(toolkitInclude.resolve(h))) {
                out.add(h);
            }
        }
        return out;
    }

    /** A directory under {@code cacheDir} with an empty file for each name; created once. */
    static Path directory(Path cacheDir, List<String> names) throws IOException {
        Path dir = cacheDir.resolve("stubs-" + Hashing.sha256(String.join(",", names)).substring(0, 12));
        for (String h : names) {
            Path f = dir.resolve(h);
            if (!Files.exists(f)) {
                Files.createDirectories(f.getParent());
                Files.writeString(f, "// cute-prover: stand-in for a header clang's CUDA wrapper includes and this CUDA toolkit lacks\n");
            }
        }
        return dir;
    }
}
