package cuteprover.cxx;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CompileFlags.translate: an nvcc or clang compile command turned into the flags of clang's host-only syntax check. */
class CompileFlagsTest {

    private static CompileFlags of(String command) {
        return CompileFlags.translate(CommandLine.split(command));
    }

    @Test
    void cutlassCmakeNvccCommand() {
        CompileFlags f = of("/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1"
                + " -I/x/include -isystem /usr/local/cuda/include -O3 -DNDEBUG -std=c++17"
                + " --generate-code=arch=compute_90a,code=[sm_90a] -Xcompiler=-fPIC --expt-relaxed-constexpr"
                + " -ftemplate-backtrace-limit=0 -x cu -c /x/examples/48/48.cu -o 48.cu.o");
        assertEquals(new CompileFlags(
                List.of("-DCUTLASS_ENABLE_TENSOR_CORE_MMA=1", "-I/x/include", "-isystem", "/usr/local/cuda/include", "-DNDEBUG",
                        "-std=c++17", "-fPIC", "--cuda-gpu-arch=sm_90a"),
                true,
                List.of("sm_90a"),
                List.of("-forward-unknown-to-host-compiler", "-O3", "--expt-relaxed-constexpr", "-ftemplate-backtrace-limit=0",
                        "-x cu", "-c", "/x/examples/48/48.cu", "-o 48.cu.o")),
                f);
    }

    @Test
    void compilerWordDecidesNvccAndIsRemoved() {
        assertEquals(new CompileFlags(List.of("-DX"), true, List.of(), List.of()), of("/opt/cuda/bin/nvcc -DX"));
        assertEquals(new CompileFlags(List.of("-DX"), true, List.of(), List.of()), of("ccache nvcc -DX"));
        for (String compiler : List.of("clang++-19", "/usr/bin/clang", "g++-12", "c++", "x86_64-linux-gnu-g++", "gcc")) {
            assertEquals(new CompileFlags(List.of("-DX"), false, List.of(), List.of()), of(compiler + " -DX"), compiler);
        }
    }

    @Test
    void withoutCompilerWordNvccOnlyFlagsDecide() {
        assertFalse(of("-DX -std=c++17 -O2 -Wall").fromNvcc());
        assertFalse(of("").fromNvcc());
        for (String flag : List.of("-arch=sm_90a", "-gencode arch=compute_90a,code=sm_90a", "--expt-relaxed-constexpr",
                "-Xcompiler -fPIC", "--generate-code=arch=compute_90a,code=sm_90a", "-rdc=true", "--use_fast_math")) {
            assertTrue(of("-DX " + flag).fromNvcc(), flag);
        }
    }

    @Test
    void definesIncludesAndStandardInBothForms() {
        CompileFlags f = of("-DA -D B=2 -UC -U D -Iinc -I other -isystem sys -isystem=nvsys -iquote q -include pre.h"
                + " --define-macro=E --std c++20 --include-path=p");
        assertEquals(List.of("-DA", "-DB=2", "-UC", "-UD", "-Iinc", "-Iother", "-isystem", "sys", "-isystem", "nvsys",
                "-iquote", "q", "-include", "pre.h", "-DE", "-std=c++20", "-Ip"), f.clangArgs());
        assertEquals(List.of(), f.dropped());
    }

    @Test
    void everyNvccArchSpellingBecomesOneCudaGpuArch() {
        for (String arch : List.of("-arch=sm_90a", "-arch sm_90a", "--gpu-architecture=sm_90a", "-gencode arch=compute_90a,code=sm_90a",
                "-code=sm_90a", "-gencode=arch=compute_90a,code=\"sm_90a,compute_90a\"", "-arch=compute_90a")) {
            assertEquals(new CompileFlags(List.of("--cuda-gpu-arch=sm_90a"), true, List.of("sm_90a"), List.of()), of("nvcc " + arch), arch);
        }
        CompileFlags f = of("nvcc --generate-code=arch=compute_100a,code=[sm_100a]");
        assertEquals(List.of("--cuda-gpu-arch=sm_100a"), f.clangArgs());
        assertEquals(List.of("sm_100a"), f.gpuArchs());
    }

    @Test
    void distinctArchsInOrderAfterTheOtherFlags() {
        CompileFlags f = of("nvcc -arch=sm_80 -DX -gencode arch=compute_90a,code=sm_90a -gencode=arch=compute_90a,code=[sm_90a,compute_90a]"
                + " --generate-code=arch=compute_100a,code=[sm_100a] -arch sm_80");
        assertEquals(List.of("-DX", "--cuda-gpu-arch=sm_80", "--cuda-gpu-arch=sm_90a", "--cuda-gpu-arch=sm_100a"), f.clangArgs());
        assertEquals(List.of("sm_80", "sm_90a", "sm_100a"), f.gpuArchs());
        assertEquals(List.of(), f.dropped());
    }

    @Test
    void withCodeTheArchIsOnlyTheVirtualOne() {
        CompileFlags f = of("nvcc -arch=compute_80 -code=sm_86,compute_80");
        assertEquals(List.of("--cuda-gpu-arch=sm_86"), f.clangArgs());
        assertEquals(List.of("sm_86"), f.gpuArchs());
        assertEquals(List.of("sm_86"), of("nvcc -gencode arch=compute_80,code=sm_86").gpuArchs());
        assertEquals(List.of("sm_80"), of("nvcc -gencode arch=compute_80,code=compute_80").gpuArchs());
    }

    @Test
    void archsThatNameNoTargetAreDropped() {
        assertEquals(new CompileFlags(List.of(), true, List.of(), List.of("-arch=native")), of("nvcc -arch=native"));
        assertEquals(new CompileFlags(List.of("--cuda-gpu-arch=sm_90"), true, List.of("sm_90"), List.of("all (in -arch=all,sm_90)")),
                of("nvcc -arch=all,sm_90"));
    }

    @Test
    void clangsOwnArchFlagsAreKeptAndListed() {
        CompileFlags f = of("clang++ --cuda-gpu-arch=sm_90a --offload-arch=sm_80 --cuda-gpu-arch=sm_90a --cuda-path=/opt/cuda");
        assertEquals(new CompileFlags(List.of("--cuda-path=/opt/cuda", "--cuda-gpu-arch=sm_90a", "--offload-arch=sm_80"), false,
                List.of("sm_90a", "sm_80"), List.of()), f);
    }

    @Test
    void buildOnlyFlagsAreDroppedWithTheirValues() {
        CompileFlags f = of("nvcc -c -MD -MF a.d -MT a.o -MQ b -MMD -lineinfo -g -G --keep -Xptxas -v -Xnvlink --verbose -rdc=true"
                + " -rdc true --use_fast_math --expt-extended-lambda --extended-lambda -O2 --compile -x cuda -o k.o --unknown-thing");
        assertEquals(List.of(), f.clangArgs());
        assertEquals(List.of("-c", "-MD", "-MF a.d", "-MT a.o", "-MQ b", "-MMD", "-lineinfo", "-g", "-G", "--keep", "-Xptxas -v",
                "-Xnvlink --verbose", "-rdc=true", "-rdc true", "--use_fast_math", "--expt-extended-lambda", "--extended-lambda", "-O2",
                "--compile", "-x cuda", "-o k.o", "--unknown-thing"), f.dropped());
    }

    @Test
    void inputFilesAreDropped() {
        CompileFlags f = of("a.cu b.cpp -DX c.cc d.cxx e.c");
        assertEquals(List.of("-DX"), f.clangArgs());
        assertEquals(List.of("a.cu", "b.cpp", "c.cc", "d.cxx", "e.c"), f.dropped());
    }

    @Test
    void warningAndFeatureFlagsAreKeptButThoseClangRejectsOrThatChangeItsDiagnostics() {
        CompileFlags f = of("nvcc -Werror all-warnings -Wall -Werror=foo -Wno-deprecated-gpu-targets -Wl,-rpath,/x -fno-gnu-unique"
                + " -fdiagnostics-color=always -m64 -march=native -fno-exceptions -ftz=true -fmad false -fopenmp");
        assertEquals(List.of("-Wall", "-m64", "-fno-exceptions"), f.clangArgs());
        assertEquals(List.of("-Werror all-warnings", "-Werror=foo", "-Wno-deprecated-gpu-targets", "-Wl,-rpath,/x", "-fno-gnu-unique",
                "-fdiagnostics-color=always", "-march=native", "-ftz=true", "-fmad false", "-fopenmp"), f.dropped());
    }

    @Test
    void xcompilerPiecesFollowTheSameRules() {
        CompileFlags f = of("nvcc -Xcompiler -fPIC,-Wall,-fopenmp,-O2 --compiler-options '-DA=\"x\",-isystem,/opt/inc' -Xcompiler=-Wextra");
        assertEquals(List.of("-fPIC", "-Wall", "-DA=\"x\"", "-isystem", "/opt/inc", "-Wextra"), f.clangArgs());
        assertEquals(List.of("-fopenmp", "-O2"), f.dropped());
    }

    @Test
    void anOptionWithoutItsValueIsDropped() {
        assertEquals(new CompileFlags(List.of("-DX"), false, List.of(), List.of("-o")), of("-DX -o"));
        assertEquals(new CompileFlags(List.of(), false, List.of(), List.of("-D")), of("-D"));
    }

    @Test
    void nvccVersionMacros() {
        assertEquals(List.of("-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0", "-D__CUDACC_VER_BUILD__=88"),
                CompileFlags.nvccVersionMacros(13, 0, 88));
    }
}
