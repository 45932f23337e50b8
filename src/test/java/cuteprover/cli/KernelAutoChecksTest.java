package cuteprover.cli;

import cuteprover.cxx.CxxTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check kernel.cu} with no property written (issue 28): the kernel's CuTe structure is proved by itself. Each
 * family has a kernel that is right and kernels with one injected bug ({@code check/auto/}), and real CUTLASS code
 * (example 48, example 49's collectives inside a class template, the sgemm_sm80 tutorial) has its shared-memory layouts,
 * TiledMMAs and TiledCopies found through the compiler's types and proved.
 */
class KernelAutoChecksTest {

    private static final String DIR = "src/test/resources/check/auto/";

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
    }

    private static SpecRuns.Run run(String file, String... more) {
        return runWith(CxxTestSupport.flags("sm_90a"), file, more);
    }

    private static SpecRuns.Run runWith(String flags, String file, String... more) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of(file, "--no-cache", "--jobs", "1",
                "--cache-dir", CxxTestSupport.cache().toString(), "--cxx-flags", flags));
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
        checked("threads_good", OK, "7 properties: 7 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors",
                "PROVED   " + at("threads_good", 18, 3) + "  block_threads(mma)",
                "PROVED   " + at("threads_good", 18, 3) + "  block_threads(copy_a)");
    }

    @Test
    void aTiledMmaOf256ThreadsLaunchedWith128IsRefuted() {
        checked("threads_mma_wider_than_block", REFUTED, "4 properties: 3 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("threads_mma_wider_than_block", 14, 3) + "  block_threads(mma)", "= 256", "block_threads = 128");
    }

    /** CUTLASS's example 48 unedited: the mainloop's staged, swizzled A and B layouts and the kernel's SharedStorage. */
    @Test
    void cutlassExample48HasItsSharedMemoryFoundAndProved() {
        String file = CxxTestSupport.cutlass().resolve("examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu").toString();
        SpecRuns.Run r = run(file);
        String out = r.out();
        assertTrue(out.contains("10 properties: 10 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
        for (String line : new String[] {
                "48_hopper_warp_specialized_gemm.cu:125:7  mma_partition_A(CollectiveMainloop::TiledMma)",
                "48_hopper_warp_specialized_gemm.cu:125:7  mma_partition_B(CollectiveMainloop::TiledMma)",
                "48_hopper_warp_specialized_gemm.cu:125:7  mma_partition_C(CollectiveMainloop::TiledMma)",
                // tf32 wgmma (SS_TN) reads A and B K-major; the builder made K-major smem for them
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_major_A(CollectiveMainloop::SmemLayoutA, TiledMma: K-major)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_major_B(CollectiveMainloop::SmemLayoutB, TiledMma: K-major)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_injective(CollectiveMainloop::SmemLayoutA)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_stages_disjoint(CollectiveMainloop::SmemLayoutA)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_injective(CollectiveMainloop::SmemLayoutB)",
                "48_hopper_warp_specialized_gemm.cu:125:7  smem_stages_disjoint(CollectiveMainloop::SmemLayoutB)",
                "48_hopper_warp_specialized_gemm.cu:136:7  smem_fits(GemmKernel::SharedStorage, sm90)"}) {
            assertTrue(out.contains("PROVED   " + CxxTestSupport.cutlass() + "/examples/48_hopper_warp_specialized_gemm/" + line), line + ": " + out);
        }
        assertEquals(OK, r.status(), out);
    }

    @Test
    void aTiledMmaAndATiledCopyHavePartitionsCoveringTheirTilesExactlyOnce() {
        SpecRuns.Run r = run(DIR + "threads_good.cu", "--checks", "partitions");
        String out = r.out();
        assertTrue(out.contains("5 properties: 5 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
        for (String line : new String[] {
                "PROVED   " + at("threads_good", 13, 8) + "  mma_partition_A(mma)",
                "PROVED   " + at("threads_good", 13, 8) + "  mma_partition_B(mma)",
                "PROVED   " + at("threads_good", 13, 8) + "  mma_partition_C(mma)",
                "PROVED   " + at("threads_good", 14, 8) + "  copy_partition_S(copy_a)",
                "PROVED   " + at("threads_good", 14, 8) + "  copy_partition_D(copy_a)"}) {
            assertTrue(out.contains(line), line + ": " + out);
        }
        assertEquals(OK, r.status(), out);
    }

    @Test
    void aTiledMmaPermutationThatLeavesItsTileIsRefutedAtTheThreadAndValueThatWriteOutside() {
        checked("partitions_mma_permutation_out_of_tile", REFUTED,
                "4 properties: 2 proved, 0 refuted as expected, 2 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("partitions_mma_permutation_out_of_tile", 14, 8) + "  mma_partition_A(mma)",
                "(thread 35, value 5) -> (row 0, col 16)",
                "PROVED   " + at("partitions_mma_permutation_out_of_tile", 14, 8) + "  mma_partition_B(mma)",
                "REFUTED  " + at("partitions_mma_permutation_out_of_tile", 14, 8) + "  mma_partition_C(mma)",
                "(thread 99, value 9) -> (row 0, col 32)");
    }

    @Test
    void aTiledCopyWhoseTileIsLargerThanItsThreadsAndValuesIsRefutedAtACellNoneCopies() {
        checked("partitions_copy_short_of_tile", REFUTED,
                "3 properties: 1 proved, 0 refuted as expected, 2 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("partitions_copy_short_of_tile", 13, 8) + "  copy_partition_S(copy_a)",
                "REFUTED  " + at("partitions_copy_short_of_tile", 13, 8) + "  copy_partition_D(copy_a)",
                "x = 1024: (row 0, col 64) of the tile, which no (thread, value) reaches", "rhs = not an offset of A (size 1024)");
    }

    @Test
    void anMMajorSharedMemoryAtomUnderAKMajorGmmaIsRefutedNamingBoth() {
        checked("partitions_gmma_majorness_mismatch", REFUTED,
                "9 properties: 8 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("partitions_gmma_majorness_mismatch", 11, 7)
                        + "  smem_major_A(CollectiveMainloop::SmemLayoutA, TiledMma: K-major)",
                "fails: CollectiveMainloop_SmemLayoutA(0,1,0) == 1", "CollectiveMainloop_SmemLayoutA(0,1,0) = 72",
                "PROVED   " + at("partitions_gmma_majorness_mismatch", 11, 7)
                        + "  smem_major_B(CollectiveMainloop::SmemLayoutB, TiledMma: K-major)",
                "PROVED   " + at("partitions_gmma_majorness_mismatch", 9, 7) + "  mma_partition_A(TiledMma)");
    }

    @Test
    void aKernelFileWithNothingToCheckSaysWhatWasLookedFor() {
        SpecRuns.Run r = run(DIR + "nothing_to_check.cu");
        String out = r.out();
        assertTrue(out.contains(DIR + "nothing_to_check.cu: note: no CuTe structure found to check without a spec (smem: no shared"
                + " storage struct"), out);
        assertTrue(out.contains("partitions: no TiledMMA or TiledCopy variable, alias, kernel parameter or collective)"), out);
        assertTrue(out.contains("0 properties: 0 proved"), out);
        assertEquals(OK, r.status(), out);
    }

    /**
     * The sgemm_sm80 tutorial as it is: its host TiledMMA and cp.async copies, and the ldmatrix copies its kernel makes
     * (the kernel's parameters mma, copy_a, copy_b are the host's values: checked once, where the host made them).
     */
    @Test
    void theSgemmSm80TutorialsMmaAndCopiesCoverTheirTiles() {
        String file = CxxTestSupport.cutlass().resolve("examples/cute/tutorial/sgemm_sm80.cu").toString();
        SpecRuns.Run r = run(file);
        String out = r.out();
        assertTrue(out.contains("19 properties: 19 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
        for (String line : new String[] {
                "sgemm_sm80.cu:375:12  mma_partition_A(mmaC)",
                "sgemm_sm80.cu:375:12  mma_partition_C(mmaC)",
                "sgemm_sm80.cu:368:13  copy_partition_S(copyA)",
                "sgemm_sm80.cu:371:13  copy_partition_D(copyB)",
                // make_tiled_copy_A(ldmatrix, mma) in the kernel: the MMA's N warps read one A, a broadcast
                "sgemm_sm80.cu:176:13  copy_partition_S(s2r_copy_a)",
                "sgemm_sm80.cu:181:13  copy_partition_S(s2r_copy_b)",
                "sgemm_sm80.cu:375:12  mma_partition_B(mmaC)"}) {
            assertTrue(out.contains("PROVED   " + file.replace("sgemm_sm80.cu", "") + line), line + ": " + out);
        }
        assertEquals(OK, r.status(), out);
    }

    /** Example 49 declares its Gemm inside the class template ExampleRunner: each instantiation main() makes is checked. */
    @Test
    void cutlassExample49HasTheCollectivesOfEachExampleRunnerInstantiationChecked() {
        String file = CxxTestSupport.cutlass().resolve("examples/49_hopper_gemm_with_collective_builder/49_collective_builder.cu").toString();
        String flags = CxxTestSupport.flags("sm_90a") + " -isystem "
                + java.nio.file.Path.of("src/test/resources/cxx/toolkit-stand-ins").toAbsolutePath();
        SpecRuns.Run r = runWith(flags, file);
        String out = r.out();
        assertTrue(out.contains("30 properties: 30 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
        for (String line : new String[] {
                "49_collective_builder.cu:318:9  smem_stages_disjoint(ExampleRunner<>::CollectiveMainloop::SmemLayoutA)",
                "49_collective_builder.cu:318:9  smem_injective(ExampleRunner<KernelScheduleAuto, EpilogueScheduleAuto, C<5>>::CollectiveMainloop::SmemLayoutB)",
                "49_collective_builder.cu:318:9  mma_partition_A(ExampleRunner<>::CollectiveMainloop::TiledMma)",
                "49_collective_builder.cu:318:9  mma_partition_C(ExampleRunner<KernelTma, NoSmemWarpSpecialized>::CollectiveMainloop::TiledMma)",
                "49_collective_builder.cu:318:9  smem_major_A(ExampleRunner<KernelTmaWarpSpecializedPingpong, TmaWarpSpecialized>::CollectiveMainloop::SmemLayoutA, TiledMma: K-major)",
                "49_collective_builder.cu:330:9  smem_fits(ExampleRunner<>::GemmKernel::SharedStorage, sm90)",
                "49_collective_builder.cu:330:9  smem_fits(ExampleRunner<KernelTmaWarpSpecializedCooperative, TmaWarpSpecializedCooperative,"
                        + " StageCountAutoCarveout<0>, PersistentScheduler, true>::GemmKernel::SharedStorage, sm90)"}) {
            assertTrue(out.contains("PROVED   " + CxxTestSupport.cutlass() + "/examples/49_hopper_gemm_with_collective_builder/" + line),
                    line + ": " + out);
        }
        assertEquals(OK, r.status(), out);
    }

    @Test
    void anMMajorSharedMemoryTensorHandedToAKMajorGmmaInAKernelIsRefutedAtTheCall() {
        checked("partitions_gmma_kernel_majorness_mismatch", REFUTED,
                "6 properties: 5 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("partitions_gmma_kernel_majorness_mismatch", 14, 17) + "  smem_major_A(sA, thr_mma: K-major)",
                "fails: sA_layout(0,1,0) == 1", "sA_layout(0,1,0) = 64",
                "PROVED   " + at("partitions_gmma_kernel_majorness_mismatch", 15, 17) + "  smem_major_B(sB, thr_mma: K-major)");
    }

    /** The Hopper tutorial as it is: gemm_nt's wgmma reads M-major smem, gemm_tn's K-major, each as its smem is laid out. */
    @Test
    void theWgmmaTmaTutorialsSmemHasTheMajornessOfItsTwoMmas() {
        String file = CxxTestSupport.cutlass().resolve("examples/cute/tutorial/hopper/wgmma_tma_sm90.cu").toString();
        SpecRuns.Run r = run(file, "--checks", "partitions");
        String out = r.out();
        assertTrue(out.contains("10 properties: 10 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), out);
        for (String line : new String[] {
                "wgmma_tma_sm90.cu:193:17  smem_major_A(sA, thr_mma: MN-major)",
                "wgmma_tma_sm90.cu:193:17  smem_major_A(sA, thr_mma: K-major)",
                "wgmma_tma_sm90.cu:194:17  smem_major_B(sB, thr_mma: MN-major)",
                "wgmma_tma_sm90.cu:194:17  smem_major_B(sB, thr_mma: K-major)",
                "wgmma_tma_sm90.cu:297:12  mma_partition_A(tiled_mma)",
                "wgmma_tma_sm90.cu:381:12  mma_partition_C(tiled_mma#2)"}) {
            assertTrue(out.contains("PROVED   " + CxxTestSupport.cutlass() + "/examples/cute/tutorial/hopper/" + line), line + ": " + out);
        }
        assertEquals(OK, r.status(), out);
    }

    @Test
    void aTiledCopyWhoseThreadsCopyTheirValuesTwiceIsRefutedByItsCount() {
        // the tile is covered (twice over): covers_at_least_once holds, the count of (thread, value) pairs does not
        checked("partitions_copy_value_read_twice", REFUTED,
                "3 properties: 1 proved, 0 refuted as expected, 2 refuted, 0 unknown, 0 input errors",
                "REFUTED  " + at("partitions_copy_value_read_twice", 14, 8) + "  copy_partition_S(copy_a)",
                "fails: size(filter(get<0>(copy_a_S_TV))) * size(get<1>(copy_a_S_TV)) == 1024",
                "size(filter(get<0>(copy_a_S_TV))) * size(get<1>(copy_a_S_TV)) = 2048");
    }

    /** SM100: a UMMA's smem layouts are shaped by the MMA, ((MMA_N,MMA_K),rest_N,rest_K,PIPE): the step is inside mode 0. */
    @Test
    void anNMajorSharedMemoryAtomUnderAKMajorUmmaIsRefutedNamingBoth() {
        SpecRuns.Run r = runWith(CxxTestSupport.flags("sm_100a"), DIR + "partitions_umma_majorness_mismatch.cu", "--checks", "partitions");
        String out = r.out();
        assertTrue(out.contains("5 properties: 4 proved, 0 refuted as expected, 1 refuted, 0 unknown, 0 input errors"), out);
        for (String line : new String[] {
                "REFUTED  " + at("partitions_umma_majorness_mismatch", 12, 7)
                        + "  smem_major_B(CollectiveMainloop::SmemLayoutB, TiledMma: K-major)",
                "fails: CollectiveMainloop_SmemLayoutB((0,1),0,0,0) == 1", "CollectiveMainloop_SmemLayoutB((0,1),0,0,0) = 72",
                "PROVED   " + at("partitions_umma_majorness_mismatch", 12, 7)
                        + "  smem_major_A(CollectiveMainloop::SmemLayoutA, TiledMma: K-major)",
                "PROVED   " + at("partitions_umma_majorness_mismatch", 9, 7) + "  mma_partition_C(TiledMma)"}) {
            assertTrue(out.contains(line), line + ": " + out);
        }
        assertEquals(REFUTED, r.status(), out);
    }
}
