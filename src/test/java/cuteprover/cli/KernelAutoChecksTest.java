package cuteprover.cli;

import cuteprover.cxx.CxxTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check kernel.cu} with no property written (issue 28): the kernel's CuTe structure is proved by itself. Each
 * family has a kernel that is right and kernels with one injected bug ({@code check/auto/}), and a real CUTLASS example
 * (48) has its shared-memory layouts found through its collective's types and proved.
 */
class KernelAutoChecksTest {

    private static final String DIR = "src/test/resources/check/auto/";

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
    }

    private static SpecRuns.Run run(String file, String... more) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of(file, "--no-cache", "--jobs", "1",
                "--cache-dir", CxxTestSupport.cache().toString(), "--cxx-flags", CxxTestSupport.flags("sm_90a")));
        args.addAll(java.util.List.of(more));
        return SpecRuns.check(args.toArray(String[]::new));
    }

    private static String checked(String name, int status, String summary, String... lines) {
        SpecRuns.Run run = run(DIR + name + ".cu");
        String out = run.out();
        assertTrue(out.contains(summary), name + ": " + out);
        for (String line : lines) {
            assertTrue(out.contains(line), name + " lacks '" + line + "': " + out);
        }
        assertEquals(status, run.status(), name + ": " + out);
        return out;
    }

    private static String at(String name, int line, int column) {
        return DIR + name + ".cu:" + line + ":" + column;
    }

    private static final int OK = 0;
    private static final int REFUTED = 1;

    @Test
    void aRightPipelinedStorageIsProvedAtTheLinesThatMadeItsLayouts() {
        checked("smem_good", OK, "5 properties: 5 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors",
                "PROVED   " + at("smem_good", 31, 8) + "  smem_injective(SmemLayoutA)",
                "PROVED   " + at("smem_good", 31, 8) + "  smem_stages_disjoint(SmemLayoutA)",
                "PROVED   " + at("smem_good", 32, 8) + "  smem_injective(SmemLayoutB)",
                "PROVED   " + at("smem_good", 32, 8) + "  smem_stages_disjoint(SmemLayoutB)",
                "PROVED   " + at("smem_good", 8, 8) + "  smem_fits(SharedStorage, sm90)");
    }

    @Test
    void overlappingStagesAreRefutedWithTwoCoordinatesAtOneCell() {
        checked("smem_overlapping_stages", REFUTED, "3 properties: 2 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors",
                "PROVED   " + at("smem_overlapping_stages", 23, 8) + "  smem_injective(SmemLayoutA)",
                "REFUTED  " + at("smem_overlapping_stages", 23, 8) + "  smem_stages_disjoint(SmemLayoutA)",
                "s = 0", "t = 1", "SmemLayoutA(c0,c1,s) = 4096", "SmemLayoutA(d0,d1,t) = 4096");
    }

    @Test
    void aLayoutAliasingWithinAStageIsRefuted() {
        checked("smem_aliasing_within_stage", REFUTED, "2 properties: 1 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("smem_aliasing_within_stage", 23, 8) + "  smem_injective(SmemLayoutB)",
                "x = 1: coordinate (1,0)", "y = 4096: coordinate (0,32)");
    }

    @Test
    void storageBeyondTheArchitecturesSharedMemoryIsRefuted() {
        checked("smem_too_large", REFUTED, "5 properties: 4 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("smem_too_large", 7, 8) + "  smem_fits(SharedStorage, sm90)",
                "sizeof_SharedStorage = 524288", "sm90_smem_max_bytes_per_block = 232448");
    }

    @Test
    void checksNoneTurnsThemOffAndAnUnknownFamilyIsAUsageError() {
        SpecRuns.Run none = run(DIR + "smem_too_large.cu", "--checks", "none");
        assertTrue(none.out().contains("0 properties: 0 proved"), none.out());
        assertEquals(OK, none.status(), none.out());
        SpecRuns.Run threadsOnly = run(DIR + "smem_too_large.cu", "--checks", "threads");
        assertTrue(threadsOnly.out().contains("0 properties: 0 proved"), threadsOnly.out());
        SpecRuns.Run smemOnly = run(DIR + "threads_mma_wider_than_block.cu", "--checks", "smem");
        assertTrue(smemOnly.out().contains("0 properties: 0 proved"), smemOnly.out());
        SpecRuns.Run bad = run(DIR + "smem_good.cu", "--checks", "smem,bogus");
        assertEquals(cuteprover.ExitCode.USAGE_ERROR, bad.status(), bad.out());   // "--checks: unknown family 'bogus' (known: ...)"
    }

    @Test
    void aTiledMmaAndATiledCopyLaunchedWithTheirThreadsAreProved() {
        checked("threads_good", OK, "2 properties: 2 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors",
                "PROVED   " + at("threads_good", 18, 3) + "  block_threads(mma)",
                "PROVED   " + at("threads_good", 18, 3) + "  block_threads(copy_a)");
    }

    @Test
    void aTiledMmaOf256ThreadsLaunchedWith128IsRefuted() {
        checked("threads_mma_wider_than_block", REFUTED, "1 properties: 0 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("threads_mma_wider_than_block", 14, 3) + "  block_threads(mma)", "= 256", "block_threads = 128");
    }

    /** CUTLASS's example 48 unedited: the mainloop's staged, swizzled A and B layouts and the kernel's SharedStorage. */
    @Test
    void cutlassExample48HasItsSharedMemoryFoundAndProved() {
        String file = CxxTestSupport.cutlass().resolve("examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu").toString();
        SpecRuns.Run r = run(file);
        String out = r.out();
        assertTrue(out.contains("5 properties: 5 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
        for (String line : new String[] {
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_injective(CollectiveMainloop::SmemLayoutA)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_stages_disjoint(CollectiveMainloop::SmemLayoutA)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_injective(CollectiveMainloop::SmemLayoutB)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_stages_disjoint(CollectiveMainloop::SmemLayoutB)",
                "48_hopper_warp_specialized_gemm.cu:136:7  smem_fits(GemmKernel::SharedStorage, sm90)"}) {
            assertTrue(out.contains("PROVED   " + CxxTestSupport.cutlass() + "/examples/48_hopper_warp_specialized_gemm/" + line), line + ": " + out);
        }
        assertEquals(OK, r.status(), out);
    }
}
