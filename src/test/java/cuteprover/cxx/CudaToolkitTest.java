package cuteprover.cxx;

import cuteprover.cxx.CudaToolkit.Version;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** CudaToolkit: where the toolkit is, and its version from nvcc, version.json or cuda.h. */
class CudaToolkitTest {

    @TempDir
    Path tmp;

    @Test
    void nvccVersionOutput() {
        String out = "nvcc: NVIDIA (R) Cuda compiler driver\nCopyright (c) 2005-2025 NVIDIA Corporation\n"
                + "Built on Wed_Aug_20_01:58:59_PM_PDT_2025\nCuda compilation tools, release 13.0, V13.0.48\n"
                + "Build cuda_13.0.r13.0/compiler.36424714_0\n";
        assertEquals(Optional.of(new Version(13, 0, 48)), CudaToolkit.parseNvccVersion(out));
        assertEquals(Optional.of(new Version(11, 8, 89)), CudaToolkit.parseNvccVersion("Cuda compilation tools, release 11.8, V11.8.89"));
        assertEquals(Optional.of(new Version(12, 4, 0)), CudaToolkit.parseNvccVersion("Cuda compilation tools, release 12.4"));
        assertEquals(Optional.empty(), CudaToolkit.parseNvccVersion("nvcc: command not found"));
    }

    @Test
    void versionJson() {
        assertEquals(Optional.of(new Version(12, 4, 1)),
                CudaToolkit.parseVersionJson("{\"cuda\": {\"name\": \"CUDA SDK\", \"version\": \"12.4.1\"}, \"cuda_cudart\": {\"version\": \"12.4.99\"}}"));
        assertEquals(Optional.of(new Version(13, 0, 0)), CudaToolkit.parseVersionJson("{\"cuda\": {\"version\": \"13.0\"}}"));
        assertEquals(Optional.empty(), CudaToolkit.parseVersionJson("{\"cuda_cudart\": {\"version\": \"12.4.99\"}}"));
        assertEquals(Optional.empty(), CudaToolkit.parseVersionJson("{\"cuda\": {\"version\": 12}}"));
        assertEquals(Optional.empty(), CudaToolkit.parseVersionJson("{not json"));
    }

    @Test
    void cudaHeaderVersion() {
        assertEquals(Optional.of(new Version(13, 0, 0)), CudaToolkit.parseCudaHeader("/* cuda.h */\n#define CUDA_VERSION 13000\n"));
        assertEquals(Optional.of(new Version(12, 9, 0)), CudaToolkit.parseCudaHeader("#  define CUDA_VERSION 12090"));
        assertEquals(Optional.of(new Version(11, 8, 0)), CudaToolkit.parseCudaHeader("#define CUDA_VERSION_X 1\n#define CUDA_VERSION 11080"));
        assertEquals(Optional.empty(), CudaToolkit.parseCudaHeader("#define CUDART_VERSION 13000"));
    }

    /** A toolkit directory with include/cuda.h (CUDA_VERSION {@code headerVersion}) and, when given, version.json and bin/nvcc. */
    private Path toolkit(String name, int headerVersion, String versionJson, String nvccRelease) throws IOException {
        Path root = Files.createDirectories(tmp.resolve(name));
        Files.createDirectories(root.resolve("include"));
        Files.writeString(root.resolve("include/cuda.h"), "#define CUDA_VERSION " + headerVersion + "\n");
        if (versionJson != null) {
            Files.writeString(root.resolve("version.json"), "{\"cuda\": {\"version\": \"" + versionJson + "\"}}");
        }
        if (nvccRelease != null) {
            Path nvcc = Files.createDirectories(root.resolve("bin")).resolve("nvcc");
            Files.writeString(nvcc, "#!/bin/sh\necho 'Cuda compilation tools, release " + nvccRelease + "'\n");
            Files.setPosixFilePermissions(nvcc, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return root;
    }

    @Test
    void versionPrefersNvccThenVersionJsonThenCudaHeader() throws IOException {
        Path all = toolkit("all", 12080, "12.9.1", "13.0, V13.0.48");
        assertEquals(Optional.of(new CudaToolkit(all, 13, 0, 48)), CudaToolkit.find(Optional.of(all), Map.of()));
        Path json = toolkit("json", 12080, "12.9.1", null);
        assertEquals(Optional.of(new CudaToolkit(json, 12, 9, 1)), CudaToolkit.find(Optional.of(json), Map.of()));
        Path header = toolkit("header", 12080, null, null);
        assertEquals(Optional.of(new CudaToolkit(header, 12, 8, 0)), CudaToolkit.find(Optional.of(header), Map.of()));
    }

    @Test
    void aGivenPathWithoutToolkitIsEmptyEvenWithOthersAround() throws IOException {
        Path other = toolkit("other", 12080, null, null);
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        assertEquals(Optional.empty(), CudaToolkit.find(Optional.of(empty), Map.of("CUDA_PATH", other.toString())));
        // an nvcc wrapper script in /usr/local/bin is no toolkit: /usr/local has no include/cuda.h
        Path wrapperOnly = toolkit("wrapper", 12080, null, "13.0, V13.0.88");
        Files.delete(wrapperOnly.resolve("include/cuda.h"));
        assertEquals(Optional.empty(), CudaToolkit.find(Optional.of(wrapperOnly), Map.of()));
    }

    @Test
    void environmentBeforePathBeforeUsrLocalCuda() throws IOException {
        Path a = tmp.resolve("a");
        Path b = tmp.resolve("b");
        Path viaPath = toolkit("viapath", 12080, null, "12.8, V12.8.93");
        Path links = Files.createDirectories(tmp.resolve("links"));
        Files.createSymbolicLink(links.resolve("nvcc"), viaPath.resolve("bin/nvcc"));
        Map<String, String> env = Map.of("CUDA_PATH", a.toString(), "CUDA_HOME", b.toString(),
                "PATH", tmp.resolve("nowhere") + ":" + links);
        assertEquals(List.of(a, b, viaPath, Path.of("/usr/local/cuda")), CudaToolkit.candidates(Optional.empty(), env));
        assertEquals(Optional.of(new CudaToolkit(viaPath, 12, 8, 93)), CudaToolkit.find(Optional.empty(), env));
        toolkit("b", 12040, null, null);
        assertEquals(Optional.of(new CudaToolkit(b, 12, 4, 0)), CudaToolkit.find(Optional.empty(), env));
        toolkit("a", 11080, null, null);
        assertEquals(Optional.of(new CudaToolkit(a, 11, 8, 0)), CudaToolkit.find(Optional.empty(), env));
    }

    @Test
    void thisMachinesToolkitIsCuda13() {
        assumeTrue(Files.isExecutable(Path.of("/usr/local/cuda/bin/nvcc")), "no /usr/local/cuda/bin/nvcc here");
        Optional<CudaToolkit> found = CudaToolkit.find(Optional.empty());
        assertEquals(13, found.orElseThrow().major());
        assertEquals(13, CudaToolkit.find(Optional.of(Path.of("/usr/local/cuda"))).orElseThrow().major());
    }
}
