package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * clang reads a kernel with the CUDA toolkit's headers ({@code --cuda-path}) and must see the macros of
 * the nvcc version that builds it; this finds the installed toolkit and its version.
 *
 * @param root the toolkit's directory (the one holding {@code include/cuda.h})
 */
public record CudaToolkit(Path root, int major, int minor, int build) {

    private static final Pattern NVCC_RELEASE = Pattern.compile("release (\\d+)\\.(\\d+)(?:, V(\\d+)\\.(\\d+)\\.(\\d+))?");
    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)(?:\\.(\\d+))?");
    private static final Pattern CUDA_H = Pattern.compile("(?m)^\\s*#\\s*define\\s+CUDA_VERSION\\s+(\\d+)\\b");
    private static final int NVCC_TIMEOUT_S = 20;

    /** A version without its toolkit. */
    record Version(int major, int minor, int build) {
    }

    /**
     * The toolkit at {@code cudaPath} when given (and only there); else the first of {@code $CUDA_PATH},
     * {@code $CUDA_HOME}, the directory above the {@code bin/} of the {@code nvcc} on {@code $PATH} (links
     * followed) and {@code /usr/local/cuda} that holds {@code include/cuda.h} and has a readable version.
     * Empty when none does.
     */
    public static Optional<CudaToolkit> find(Optional<Path> cudaPath) {
        return find(cudaPath, System.getenv());
    }

    static Optional<CudaToolkit> find(Optional<Path> cudaPath, Map<String, String> env) {
        for (Path root : candidates(cudaPath, env)) {
            if (Files.isRegularFile(root.resolve("include/cuda.h"))) {
                Optional<Version> v = version(root);
                if (v.isPresent()) {
                    return Optional.of(new CudaToolkit(root, v.get().major(), v.get().minor(), v.get().build()));
                }
            }
        }
        return Optional.empty();
    }

    /** The directories to try, in order. */
    static List<Path> candidates(Optional<Path> cudaPath, Map<String, String> env) {
        if (cudaPath.isPresent()) {
            return List.of(cudaPath.get());
        }
        List<Path> out = new ArrayList<>();
        for (String var : List.of("CUDA_PATH", "CUDA_HOME")) {
            String v = env.get(var);
            if (v != null && !v.isBlank()) {
                out.add(Path.of(v));
            }
        }
        nvccOnPath(env.getOrDefault("PATH", "")).ifPresent(out::add);
        out.add(Path.of("/usr/local/cuda"));
        return out;
    }

    /** The directory above the {@code bin/} of the first executable {@code nvcc} on {@code path}, links followed. */
    static Optional<Path> nvccOnPath(String path) {
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path nvcc = Path.of(dir, "nvcc");
            if (Files.isRegularFile(nvcc) && Files.isExecutable(nvcc)) {
                try {
                    Path bin = nvcc.toRealPath().getParent();
                    return bin.getParent() == null ? Optional.empty() : Optional.of(bin.getParent());
                } catch (IOException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /** The version by {@code root/bin/nvcc --version}, else {@code root/version.json}, else {@code root/include/cuda.h}. */
    static Optional<Version> version(Path root) {
        Path nvcc = root.resolve("bin/nvcc");
        if (Files.isExecutable(nvcc)) {
            Optional<Version> v = run(nvcc).flatMap(CudaToolkit::parseNvccVersion);
            if (v.isPresent()) {
                return v;
            }
        }
        Optional<Version> v = read(root.resolve("version.json")).flatMap(CudaToolkit::parseVersionJson);
        return v.isPresent() ? v : read(root.resolve("include/cuda.h")).flatMap(CudaToolkit::parseCudaHeader);
    }

    /** {@code release 13.0, V13.0.48} in nvcc's {@code --version} output: 13, 0, 48 (build 0 without the V part). */
    static Optional<Version> parseNvccVersion(String output) {
        Matcher m = NVCC_RELEASE.matcher(output);
        if (!m.find()) {
            return Optional.empty();
        }
        int build = m.group(5) == null ? 0 : Integer.parseInt(m.group(5));
        return Optional.of(new Version(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), build));
    }

    /** {@code {"cuda": {"version": "12.4.1"}}}: 12, 4, 1 (build 0 when the version has two parts). */
    static Optional<Version> parseVersionJson(String json) {
        try {
            JsonNode v = new ObjectMapper().readTree(json).path("cuda").path("version");
            Matcher m = VERSION.matcher(v.asText(""));
            if (!v.isTextual() || !m.matches()) {
                return Optional.empty();
            }
            int build = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
            return Optional.of(new Version(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), build));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** {@code #define CUDA_VERSION 13000}: major v/1000, minor (v%1000)/10, build 0. */
    static Optional<Version> parseCudaHeader(String header) {
        Matcher m = CUDA_H.matcher(header);
        if (!m.find()) {
            return Optional.empty();
        }
        int v = Integer.parseInt(m.group(1));
        return Optional.of(new Version(v / 1000, v % 1000 / 10, 0));
    }

    private static Optional<String> read(Path file) {
        try {
            return Files.isRegularFile(file) ? Optional.of(Files.readString(file, StandardCharsets.UTF_8)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** {@code nvcc --version}'s output, or empty when it fails, exits non-zero or takes over 20 s. */
    private static Optional<String> run(Path nvcc) {
        try {
            Processes.Result r = Processes.run(List.of(nvcc.toString(), "--version"), NVCC_TIMEOUT_S);
            return r.exitCode() == 0 ? Optional.of(r.stdout() + r.stderr()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
