package cuteprover.cxx;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CUTLASS's production examples read through clang give what nvcc's build of the same file prints: the builders' smem
 * layouts, TiledMMA TV layouts, tile shapes, stage counts and shared-storage sizes ({@code nvcc_examples.tsv}, recorded
 * with nvcc 13.0 on CUTLASS 7107b05). One clang reading per example, every expression of it at once.
 */
class NvccExamplesTest {

    record Row(String expression, String printed) { }

    /**
     * The examples read on every test run (one SM90 builder, a grouped GEMM, SM100, example 77's FMHA, SM120 block-scaled): each costs
     * 20-60 s of clang. {@code -Dcxx.examples=all} reads the whole table.
     */
    static final java.util.Set<String> EVERY_RUN = java.util.Set.of(
            "48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu",
            "57_hopper_grouped_gemm/57_hopper_grouped_gemm.cu",
            "70_blackwell_gemm/70_blackwell_fp16_gemm.cu",
            "77_blackwell_fmha/77_blackwell_fmha.cu",
            "79_blackwell_geforce_gemm/79a_blackwell_geforce_nvfp4_bf16_gemm.cu");

    /** Code nvcc compiles and clang 19 refuses (CUTLASS 7107b05): read as refusals, so that a clang that reads them shows. */
    static final java.util.Set<String> CLANG19_REFUSES = java.util.Set.of(
            "75_blackwell_grouped_gemm/75_blackwell_grouped_gemm.cu",
            "80_blackwell_geforce_sparse_gemm/80a_blackwell_geforce_mxfp8_bf16_sparse_gemm.cu");

    private static boolean refusedByThisClang(String example) {
        return CLANG19_REFUSES.contains(example) && Clang.locate(java.util.Optional.empty(), CxxTestSupport.cache()).major() == 19;
    }

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
    }

    @TestFactory
    List<DynamicTest> eachExampleReadsAsNvccPrintsIt() throws IOException {
        Map<String, List<Row>> byExample = new LinkedHashMap<>();
        Map<String, String> arch = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/cxx/nvcc_examples.tsv"), StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (!"all".equals(System.getProperty("cxx.examples")) && !EVERY_RUN.contains(f[0])) {
                continue;
            }
            if (f[3].contains("\\n")) {
                continue;   // CuTe prints these on several lines; eval --cxx prints one
            }
            byExample.computeIfAbsent(f[0], k -> new ArrayList<>()).add(new Row(f[2], f[3]));
            arch.put(f[0], f[1].replaceAll(".*(?:-arch=|code=)(sm_\\w+).*", "$1"));
        }
        assertTrue(byExample.size() >= ("all".equals(System.getProperty("cxx.examples")) ? 7 : EVERY_RUN.size()), "the examples");
        List<DynamicTest> tests = new ArrayList<>();
        // clang is single-threaded: the examples are read two at a time, each test waits for its own
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        Map<String, java.util.concurrent.Future<List<CxxEvaluation.Value>>> readings = new LinkedHashMap<>();
        for (var e : byExample.entrySet()) {
            Path file = CxxTestSupport.cutlass().resolve("examples").resolve(e.getKey());
            List<String> expressions = e.getValue().stream().map(Row::expression).toList();
            readings.put(e.getKey(), pool.submit(() -> CxxEvaluation.evaluate(file, CxxTestSupport.options(arch.get(e.getKey())),
                    expressions, null, new long[1])));
        }
        pool.shutdown();
        for (var e : byExample.entrySet()) {
            tests.add(DynamicTest.dynamicTest(e.getKey(), () -> {
                List<CxxEvaluation.Value> values;
                try {
                    values = readings.get(e.getKey()).get();
                } catch (java.util.concurrent.ExecutionException x) {
                    if (refusedByThisClang(e.getKey()) && x.getCause() instanceof CompileError) {
                        return;
                    }
                    throw x.getCause();
                }
                List<String> wrong = new ArrayList<>();
                for (int i = 0; i < values.size(); i++) {
                    CxxEvaluation.Value v = values.get(i);
                    String got;
                    try {
                        got = v.ok() ? CxxValues.printed(v) : "error: " + v.error();
                    } catch (RuntimeException x) {
                        got = "error: " + x.getMessage();
                    }
                    if (refusedByThisClang(e.getKey()) && !v.ok()) {
                        continue;   // clang refuses what nvcc compiles: an error, never a value that differs from nvcc's
                    }
                    if (!got.equals(e.getValue().get(i).printed())) {
                        wrong.add(v.expression() + "\n    nvcc:  " + e.getValue().get(i).printed() + "\n    clang: " + got);
                    }
                }
                assertEquals(List.of(), wrong, e.getKey());
            }));
        }
        return tests;
    }
}
