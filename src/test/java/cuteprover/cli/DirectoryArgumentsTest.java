package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a directory argument (and the default) takes: spec files and the kernel sources that hold a spec statement. */
class DirectoryArgumentsTest {

    @TempDir
    Path tmp;

    private Path write(String name, String text) throws IOException {
        return SpecRuns.write(tmp, name, text);
    }

    private List<String> names(List<Path> files) {
        return files.stream().map(f -> tmp.relativize(f.toAbsolutePath()).toString()).toList();
    }

    @Test
    void kernelSourcesWithASpecStatementAreTakenInPlace() throws IOException {
        String kernel = "#include <cute/tensor.hpp>\nvoid f() {\n  auto L = cute::make_layout(cute::Int<8>{});\n  prove fits: size(L) == 8\n}\n";
        write("a.cute", "prove p: bijective(4:1)\n");
        write("kernels/gemm.cu", kernel);
        write("kernels/tile.cuh", "  param M where M % 8 == 0\n");
        write("kernels/traits.hpp", "prove h: bijective(2:1)\n");
        write("kernels/plain.cu", "__global__ void k(int* p) { p[threadIdx.x] = 0; }\n");   // asks nothing: not compiled
        write("kernels/notes.txt", "prove t: bijective(2:1)\n");
        write(".hidden/h.cute", "prove x: bijective(2:1)\n");
        write("third_party/cutlass/.git", "gitdir: elsewhere\n");                             // a submodule: not ours
        write("third_party/cutlass/examples/e.cu", kernel);
        write("build/CMakeCache.txt", "");                                                   // a build tree
        write("build/generated.cute", "prove g: bijective(2:1)\n");
        assertEquals(List.of("a.cute", "kernels/gemm.cu", "kernels/tile.cuh"), names(Projects.specFiles(tmp, new SourceKinds(false, false))));
        assertEquals(List.of("a.cute", "kernels/gemm.cu", "kernels/tile.cuh", "kernels/traits.hpp"),
                names(Projects.specFiles(tmp, new SourceKinds(true, true))), "*.hpp when the project compiles CUDA");
        assertEquals(List.of("kernels/plain.cu"), names(Projects.specFiles(tmp.resolve("kernels/plain.cu"), new SourceKinds(false, false))),
                "a file named on the command line is read whatever it holds");
    }

    @Test
    void theDefaultAddsTheProjectsKernelSourcesOutsideSpecs() throws IOException {
        write("specs/a.cute", "prove p: bijective(4:1)\n");
        write("specs/inner.cu", "prove q: bijective(4:1)\n");
        write("src/gemm.cu", "prove fits: bijective(8:1)\n");
        write("src/plain.cu", "int main() { return 0; }\n");
        List<Path> defaults = Projects.defaultSpecPaths(tmp, new SourceKinds(false, true));
        assertEquals(List.of("specs", "src/gemm.cu"), names(defaults));
        // without the compiler's configuration (--cxx-flags, -p) a kernel would not read as its build reads it: specs only
        assertEquals(List.of("specs"), names(Projects.defaultSpecPaths(tmp, new SourceKinds(false, false))));
    }

    @Test
    void hppIsCudaWhenTheCompileDatabaseOrTheFlagsSaySo() throws IOException {
        Path build = tmp.resolve("build");
        write("build/compile_commands.json", "[{\"directory\": \"" + tmp + "\", \"file\": \"src/gemm.cu\", "
                + "\"command\": \"/usr/local/cuda/bin/nvcc -arch=sm_90a -c src/gemm.cu\"}]");
        CxxOptionsMixin fromDatabase = new CxxOptionsMixin();
        fromDatabase.buildDir = build;
        assertTrue(fromDatabase.sourceKinds().hppIsCuda());
        write("host/compile_commands.json", "[{\"directory\": \"" + tmp + "\", \"file\": \"src/main.cpp\", \"command\": \"g++ -c src/main.cpp\"}]");
        CxxOptionsMixin hostOnly = new CxxOptionsMixin();
        hostOnly.buildDir = tmp.resolve("host");
        assertEquals(false, hostOnly.sourceKinds().hppIsCuda());
        CxxOptionsMixin flags = new CxxOptionsMixin();
        flags.cxxFlags = "-x cuda --cuda-gpu-arch=sm_90a -std=c++17";
        assertTrue(flags.sourceKinds().hppIsCuda());
        flags.cxxFlags = "-std=c++17 -O2";
        assertEquals(false, flags.sourceKinds().hppIsCuda());
    }
}
