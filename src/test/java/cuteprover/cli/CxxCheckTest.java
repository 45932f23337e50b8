package cuteprover.cli;

import cuteprover.cxx.CxxTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code check} on C++ through clang: spec files with C++ lets, and kernel files the compiler reads first. */
class CxxCheckTest {

    static final String KERNEL = String.join("\n",
            "#include <cute/tensor.hpp>",
            "using namespace cute;",
            "using SmemAtom = decltype(composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>, Stride<_64,_1>>{}));",
            "using SmemLayout = decltype(tile_to_shape(SmemAtom{}, Shape<_128,_64,_3>{}));",
            "using Overlapping = Layout<Shape<_8,_8>, Stride<_1,_4>>;",
            "constexpr int kStages = 3;",
            "");

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
    }

    /** How check names a file: relative to the working directory. */
    private static String shown(Path file) {
        return Path.of("").toAbsolutePath().relativize(file).toString();
    }

    private static SpecRuns.Run check(Path file) {
        return SpecRuns.check(file.toString(), "--no-cache", "--jobs", "1", "--cache-dir", CxxTestSupport.cache().toString(),
                "--cxx-flags", CxxTestSupport.flags("sm_90a"));
    }

    @Test
    void aSpecProvesPropertiesOfTheLayoutsTheCompilerInstantiated() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Files.writeString(dir.resolve("lets_kernel.cu"), KERNEL);
        Path spec = dir.resolve("lets.cute");
        Files.writeString(spec, String.join("\n",
                "cxx \"lets_kernel.cu\" flags \"" + CxxTestSupport.flags("sm_90a") + "\"",
                "let sA = cxx SmemLayout{}",
                "let stages = cxx kStages",
                "let wrong = cxx Overlapping{}",
                "let missing = cxx NoSuchLayout{}",
                "prove sA_injective: injective(sA) && size<2>(sA) == stages",
                "prove overlapping_injective: injective(wrong)",
                "prove reads_missing: size(missing) == 4",
                ""));
        SpecRuns.Run run = check(spec);
        assertTrue(run.out().contains("PROVED   " + shown(spec) + ":6:1  sA_injective"), run.out());
        assertTrue(run.out().contains("REFUTED  " + shown(spec) + ":7:1  overlapping_injective"), run.out());
        assertTrue(run.out().contains(shown(spec) + ":5:19: error: C++ value of 'missing' (NoSuchLayout{}): use of undeclared identifier 'NoSuchLayout'"), run.out());
        assertTrue(run.out().contains("property 'reads_missing' is not checked"), run.out());
        assertEquals(3, run.status(), "an input error outranks the refutation");
    }

    @Test
    void aKernelFileThatDoesNotCompileIsTheCompilersErrorAtItsLine() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = dir.resolve("broken_kernel.cu");
        Files.writeString(k, KERNEL + "void f() {\n  auto L = make_layout(make_shape(Int<8>{}, Int<4>{}));\n"
                + "  prove l_injective: injective(L)\n  int x = ;\n}\n");
        SpecRuns.Run run = check(k);
        assertEquals(3, run.status(), run.out());
        assertTrue(run.out().contains(shown(k) + ":10:11: error: does not compile: expected expression"), run.out());
        assertTrue(run.out().contains("0 properties"), "nothing of a file that does not compile is checked: " + run.out());
    }

    @Test
    void aKernelFileThatCompilesHasItsPropertiesChecked() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = dir.resolve("good_kernel.cu");
        Files.writeString(k, KERNEL + "void f() {\n  auto L = make_layout(make_shape(Int<8>{}, Int<4>{}));\n"
                + "  prove l_injective: injective(L)\n  prove l_size: (size(L) ==\n      32)\n  int after = 1;\n}\n");
        SpecRuns.Run run = check(k);
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("PROVED   " + shown(k) + ":9:3  l_injective"), run.out());
        // a statement over two lines (its bracket open) is blanked for the compiler on both
        assertTrue(run.out().contains("PROVED   " + shown(k) + ":10:3  l_size"), run.out());
    }

    @Test
    void declarationsTheCompilerFixedTakeItsValuesMacrosHexAndMemberTypesIncluded() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = dir.resolve("static_values_kernel.cu");
        Files.writeString(k, String.join("\n",
                "#include <cute/tensor.hpp>",
                "using namespace cute;",
                "#define TILE 64",
                "constexpr int kBlock = 32;",
                "template <class T> struct Traits { using Smem = Layout<Shape<_8, Int<sizeof(T) * 4>>>; };",
                "void f() {",
                "  auto L = make_layout(make_shape(Int<TILE>{}, Int<2>{}));",
                "  prove macro_size: size(L) == 128",
                "  auto H = make_layout(make_shape(Int<0x40>{}, Int<kBlock * 2>{}), LayoutRight{});",
                "  prove hex_and_arith: H(1, 0) == 64 && size(H) == 4096",
                "  using S = typename Traits<float>::Smem;",
                "  auto s = S{};",
                "  prove member_type: size(s) == 128 && cosize(s) == 128",
                "  expect refuted wrong_size: size(L) == 64",
                "}",
                ""));
        SpecRuns.Run run = check(k);
        assertEquals(0, run.status(), run.out());
        for (String name : new String[] {"8:3  macro_size", "10:3  hex_and_arith", "13:3  member_type"}) {
            assertTrue(run.out().contains("PROVED   " + shown(k) + ":" + name), run.out());
        }
        assertTrue(run.out().contains("REFUTED  " + shown(k) + ":14:3  wrong_size"), run.out());
    }

    @Test
    void evalTakesTheFilesCommandFromCompileCommandsJson() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = Files.writeString(dir.resolve("db_kernel.cu"), KERNEL);
        Path build = Files.createDirectories(dir.resolve("build"));
        // CMake's nvcc entry, with a relative include path that only the entry's directory resolves
        Path include = CxxTestSupport.cutlass().resolve("include");
        String command = "/usr/local/cuda/bin/nvcc -I" + build.relativize(include) + " "
                + CxxTestSupport.flags("sm_90a").replace("-I" + include, "") + " -x cu -c " + k + " -o db_kernel.o";
        Files.writeString(build.resolve("compile_commands.json"), "[{\"directory\": \"" + build + "\", \"command\": \""
                + command.replace("\"", "\\\"") + "\", \"file\": \"" + k + "\"}]");
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        cuteprover.cxx.CxxOptions options = new cuteprover.cxx.CxxOptions(java.util.Optional.empty(), java.util.Optional.of(build),
                java.util.Optional.empty(), java.util.Optional.empty(), CxxTestSupport.cache(), false);
        int status = CxxEvalLines.print(k, options, java.util.List.of("SmemLayout{}", "kStages + 1"),
                new java.io.PrintStream(out, true), new java.io.PrintStream(err, true));
        assertEquals(0, status, err.toString());
        assertEquals("Sw<3,3,3> o _0 o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192))\n4\n", out.toString());
    }

    @Test
    void aCounterexampleWhereAReadingLeavesTheCompilersTypeIsUnknownNeverRefuted() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = dir.resolve("run_time_shapes_kernel.cu");
        // CuTe keeps a run-time size's modes whatever its value; read at m = 1 as a static 1, coalesce and composition
        // would drop them: rank(L) is 2 and depth(K) is 2 for every m in C++
        Files.writeString(k, String.join("\n",
                "#include <cute/tensor.hpp>",
                "using namespace cute;",
                "void f(int m) {",
                "  auto L = coalesce(make_layout(make_shape(m, Int<4>{})));",
                "  prove coalesce_keeps_modes: rank(L) == 2",
                "  auto K = composition(make_layout(make_shape(m, Int<8>{})), make_layout(make_shape(Int<4>{}, Int<2>{})));",
                "  prove composition_keeps_nesting: depth(K) == 2",
                "  auto M = make_layout(make_shape(m, Int<4>{}), make_stride(Int<4>{}, Int<1>{}));",
                "  prove wrong_size: size(M) == 8",
                "}",
                ""));
        SpecRuns.Run run = check(k);
        assertTrue(run.out().contains("UNKNOWN  " + shown(k) + ":5:3  coalesce_keeps_modes"), run.out());
        assertTrue(run.out().contains("the compiler's type of it, (int,_4):(_1,int), does not allow"), run.out());
        assertTrue(run.out().contains("UNKNOWN  " + shown(k) + ":7:3  composition_keeps_nesting"), run.out());
        // a counterexample whose readings agree with their types stands
        assertTrue(run.out().contains("REFUTED  " + shown(k) + ":9:3  wrong_size"), run.out());
    }
}
