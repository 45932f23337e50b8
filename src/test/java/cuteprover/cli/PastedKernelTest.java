package cuteprover.cli;

import org.junit.jupiter.api.Test;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The host code of examples/cute/tutorial/blackwell/05_mma_tma_epi_sm100.cu pasted into a spec as written (C++
 * declarations, // comments, tile_size<I>, size<0,0>, make_tile, group<B,E>), with the properties a kernel author
 * would add: everything reads, and the tutorial's stale comment on B's per-CTA shape is refuted.
 */
class PastedKernelTest {

    @Test
    void theBlackwellTutorialsLinesCheckAsWritten() {
        String out = checked("src/test/resources/check/pasted/blackwell_05_mma_tma_epi.cute",
                "6 properties: 5 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("mma_shape_B = ((128,16),1,4)"), out);
    }

    @Test
    void theTiledCopyTutorialsAliasedCopyOpReadsAsWritten() {
        // using CopyOp = UniversalCopy<uint_byte_t<sizeof(Element) * size(val_layout)>>; using Atom = Copy_Atom<CopyOp, Element>;
        // (CUTLASS issue 1859): a template argument written as an expression
        checked("src/test/resources/check/pasted/tutorial_tiled_copy.cute",
                "2 properties: 2 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * tAgA(_,_,_,k): a partition sliced to its k-tile is a tensor (offset advanced), and size(tensor) is its layout's;
     * a counterexample prints every side as a number, the ThrCopy's thread included.
     */
    @Test
    void aPartitionSlicedToItsKTileIsATensor() {
        String out = checked("src/test/resources/check/pasted/tensor_slices.cute",
                "7 properties: 5 proved, 2 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("tAgA_k(0,0,0) = 1028"), out);
        // the thread of a ThrCopy let is the witness's too: a number, not 4*t+1024
        assertTrue(out.contains("partition_S(thr_copy, gA)(0,0,0,k) = 1028"), out);
    }

    /** bank_conflicts(sA, 4, copyA): a TiledCopy is read on SMEM's first tile (its TV indexes the copy's tile, not sA). */
    @Test
    void aTiledCopysBankConflictsAreReadOnItsTileOfSharedMemory() {
        // <= 1 goes through the solver's bank check, whose counterexample the concrete engine re-checks with the copy too
        checked("src/test/resources/check/pasted/sgemm_sm70_banks.cute",
                "6 properties: 4 proved, 2 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * thr_mma.make_fragment_A/B/C, partition_fragment_A, make_fragment_like and make_tensor_like give CuTe's register
     * layouts (CuTe-verified, sgemm_sm70 and sgemm_sm80 with a swizzled smem); bad input names the argument.
     */
    @Test
    void fragmentsAreCuTesRegisterLayouts() {
        checked("src/test/resources/check/pasted/fragments.cute",
                "14 properties: 13 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        String tiled = "make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{})";
        String two = cuteprover.cli.EvalCommand.evaluateToLine("make_fragment_A(" + tiled + ", (8,8):(1,8))");
        assertTrue(two.contains("argument 2 of make_fragment_A") && two.contains("rank 3 or more"), two);
        String f8 = cuteprover.cli.EvalCommand.evaluateToLine("make_fragment_A(make_tiled_mma(SM100_MMA_F8F6F4_SS<float_e4m3_t,"
                + "float_e4m3_t,float,128,128,UMMA::Major::K,UMMA::Major::K>), ((128,32),1,1):((32,1),0,0))");
        assertTrue(f8.contains("argument 2 of make_fragment_A") && f8.contains("descriptors"), f8);
    }

    /**
     * make_fragment_A/B of an operand read through shared-memory descriptors (SS GMMA): CuTe's replace<0>(recast<uint128_t>
     * (tCsA).layout(), _1:_0) for swizzled K- and MN-major smem, six layouts as CuTe C++ computes them.
     */
    @Test
    void descriptorFragmentsAreCuTesLayouts() {
        checked("src/test/resources/check/pasted/descriptor_fragments.cute",
                "6 properties: 6 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * 01_mma_sm100.cu's prologue: cluster_layout_vmnk of typename TiledMMA::AtomThrID{}, select<1,2,3> and get<0> of a
     * coordinate holding _, then local_tile with it.
     */
    @Test
    void aCoordinateHoldingAnUnderscoreIsSelectedFrom() {
        checked("src/test/resources/check/pasted/mma_coord_slices.cute",
                "5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** Device code declaring again the host's names (sA, mA): a C++ declaration shadows a C++ declaration from its line on. */
    @Test
    void deviceCodeMayDeclareTheHostsNamesAgain() {
        checked("src/test/resources/check/pasted/host_and_device_names.cute",
                "3 properties: 2 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** copy(...), gemm(...), fences and barriers are skipped; [[maybe_unused]] is read past; a string constant is skipped. */
    @Test
    void deviceStatementsThatDeclareNothingAreSkipped() {
        checked("src/test/resources/check/pasted/device_actions.cute",
                "2 properties: 1 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * A kernel as written: preprocessor lines, a struct, the template head and signature, counted loops (their variable
     * a parameter with the loop's range, what is proved inside holds for every iteration), ifs and whiles, #if 0 code,
     * assignments (not followed: reading the name after one is an error naming it).
     */
    @Test
    void controlFlowReadsAsWritten() {
        SpecRuns.Run run = SpecRuns.check("src/test/resources/check/pasted/control_flow.cute", "--no-cache");
        String out = run.out();
        assertEquals(cuteprover.ExitCode.INPUT_ERROR, run.status(), out);
        assertTrue(out.contains("6 properties: 5 proved, 1 refuted as expected, 0 refuted, 0 unknown, 1 input errors"), out);
        assertTrue(out.contains("'k_tile_count' is assigned at src/test/resources/check/pasted/control_flow.cute:30:5"), out);
        assertTrue(out.contains("at K = 64, k_block = 7"), out);
    }

    /**
     * Host code as written: a guard that leaves the function makes its condition's failure an assumption after it (so
     * M % 128 == 0 is proved there and refuted outside the function), an unreadable guard (argc) assumes nothing, and
     * printing, the launch and error checks are skipped; assert(COND) is a property, assert(false && "...") is not.
     */
    @Test
    void aHostGuardThatReturnsIsAssumedFailedAfterIt() {
        String out = checked("src/test/resources/check/pasted/host_guards.cute",
                "6 properties: 4 proved, 2 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("at M = 4224"), "a guard without exit assumes nothing: " + out);
    }

    /** C++'s ?: (only the chosen branch read), not/and/or, a value declared by its type alias, make_tensor<T>(...). */
    @Test
    void cppExpressionsReadAsWritten() {
        String out = checked("src/test/resources/check/pasted/cpp_expressions.cute",
                "7 properties: 5 proved, 2 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("fails: T >= 128"), "the failing comparison is the top-level one: " + out);
        assertEquals("8", cuteprover.cli.EvalCommand.evaluateToLine("(3 > 2) ? 8 : 16"));
        assertEquals("false", cuteprover.cli.EvalCommand.evaluateToLine("not evenly_divides(make_shape(128,64), make_shape(64,64))"));
    }

    /**
     * A failed C++ declaration breaks its name even where it declares the name again: the property reading it is an
     * input error, not proved against the earlier value and not dropped from the count.
     */
    @Test
    void aFailedRedeclarationBreaksTheName() {
        SpecRuns.Run run = SpecRuns.check("src/test/resources/check/pasted/redeclarations.cute", "--no-cache");
        assertEquals(cuteprover.ExitCode.INPUT_ERROR, run.status(), run.out());
        // a pasted declaration's error is reported where a property reads the name (foo(m) of bad is superseded, unread)
        assertTrue(run.out().contains("property 'c' is not checked: it reads 'good', whose declaration did not read: "
                + "src/test/resources/check/pasted/redeclarations.cute:8:15: unknown property or function 'foo'"), run.out());
        assertTrue(run.out().contains("2 properties: 2 proved, 0 refuted as expected, 0 refuted, 0 unknown, 1 input errors"), run.out());
    }

    /**
     * A pasted struct: sizeof of its instantiation as C++ lays it out (alignas, CuTe's 16-byte aligned arrays, their
     * sizes rounded up; seven sizes of CuTe C++), a storage view's member function, and a member not read named.
     */
    @Test
    void sharedStorageHasItsCppSize() {
        SpecRuns.Run run = SpecRuns.check("src/test/resources/check/pasted/shared_storage.cute", "--no-cache");
        String out = run.out();
        assertEquals(cuteprover.ExitCode.INPUT_ERROR, run.status(), out);
        assertTrue(out.contains("8 properties: 5 proved, 1 refuted as expected, 0 refuted, 0 unknown, 2 input errors"), out);
        assertTrue(out.contains("its member pipeline is of a type not read here"), out);
        assertTrue(out.contains("'SharedStorage' names the type SharedStorage<half_t, half_t, (100,1,3):(1,0,100), (100,1,3):(1,0,100)>"
                + " here (a using declaration), not a template or function: write sizeof(SharedStorage)"), out);
    }

    /**
     * A kernel file as written: the kernel is checked at each of its three launches (direct, through a function pointer
     * with template arguments, CUTLASS's cluster launch), its parameters and template parameters bound to the launch's
     * (an unnamed parameter's type too), threadIdx/blockIdx ranging over the launch's block and grid, the host function's
     * int parameters the sizes and its guard assumed failed; main() is not read.
     */
    @Test
    void aKernelIsCheckedAtEachLaunch() {
        String out = checked("src/test/resources/check/pasted/kernel_file.cute",
                "18 properties: 15 proved, 3 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("thread_in_mma @ launch src/test/resources/check/pasted/kernel_file.cute:54:3"), out);
        assertTrue(out.contains("at blockIdx.x = 0, blockIdx.y = 0, k = 8, m = 128, n = 1"), out);
    }

    /**
     * An inner block's C++ declaration of an outer name: the guards and deferred definitions stated under the outer one
     * keep reading it (reading the inner one proved a false property and refuted a true one).
     */
    @Test
    void aShadowingDeclarationLeavesEarlierGuardsAsTheyWere() {
        checked("src/test/resources/check/pasted/shadowing.cute",
                "5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * A loop variable or C++ declaration declaring a parameter's (or an outer loop variable's) name again: what reads it
     * is not checked (each of the three was proved, constrained by the outer name's guards).
     */
    @Test
    void aShadowedParameterIsNotCheckedAgainstTheOuterOne() {
        String out = withInputErrors("src/test/resources/check/pasted/shadowing_parameters.cute",
                "1 properties: 1 proved, 0 refuted as expected, 0 refuted, 0 unknown, 5 input errors");
        assertTrue(out.contains("property 'inner_i_even' is not checked: it reads 'i'"), out);
        assertTrue(out.contains("property 'declared_k_mult_64' is not checked: it reads 'k'"), out);
    }

    /**
     * A bare block always runs: its guards hold after it (of the values its own names had), a guard under an if holds
     * after it under the if's condition, and the condition holds in the if's body (each was refuted at values C++ never
     * reaches).
     */
    @Test
    void aBareBlocksGuardsHoldAfterIt() {
        checked("src/test/resources/check/pasted/bare_block_guards.cute",
                "5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** A launch argument that did not read: the property names the declaration behind it and why, not only "errors". */
    @Test
    void aBrokenLaunchArgumentNamesItsCause() {
        SpecRuns.Run run = SpecRuns.check("src/test/resources/check/pasted/broken_launch_argument.cute", "--no-cache");
        assertTrue(run.out().contains("kernel parameter a takes the argument derived, which does not read here (depends on"
                + " 'derived', which did not read: src/test/resources/check/pasted/broken_launch_argument.cute:3:13: unknown"
                + " property or function 'foo')"), run.out());
        assertTrue(run.out().contains("0 properties: 0 proved, 0 refuted as expected, 0 refuted, 0 unknown, 1 input errors"), run.out());
    }

    /** A dim3 of symbolic sizes: its .x reads as get(dims, 0), and from a dim3 declared again, the new one's. */
    @Test
    void aSymbolicDim3sAxisReads() {
        checked("src/test/resources/check/pasted/dim3_symbolic.cute",
                "3 properties: 2 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** elem_less and its kin on coordinates, symbolic (a predicate's residue) and static (CuTe's values); < of tuples says so. */
    @Test
    void coordinatesCompareAsCuTeDoes() {
        checked("src/test/resources/check/pasted/coordinate_comparisons.cute",
                "4 properties: 3 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        String tuple = cuteprover.cli.EvalCommand.evaluateToLine("(1,2) < (2,3)");
        assertTrue(tuple.contains("elem_less"), tuple);
    }

    /** block_rank_in_cluster() is blockIdx linearized in the cluster of a cluster launch, and 0 without one. */
    @Test
    void theClusterRankFollowsTheLaunch() {
        SpecRuns.Run run = SpecRuns.check("src/test/resources/check/pasted/cluster_rank.cute", "--no-cache");
        String out = run.out();
        assertEquals(cuteprover.ExitCode.REFUTED, run.status(), out);
        assertTrue(out.contains("6 properties: 3 proved, 1 refuted as expected, 2 refuted, 0 unknown, 0 input errors"), out);
        assertTrue(out.contains("PROVED   src/test/resources/check/pasted/cluster_rank.cute:9:3  rank_is_x_parity @ launch"
                + " src/test/resources/check/pasted/cluster_rank.cute:19:3"), out);
    }

    /** A tensor keeps its offset through zipped/tiled divides and slices with _ (it was dropped: 0 instead of 16512). */
    @Test
    void aTensorsSliceKeepsItsOffset() {
        checked("src/test/resources/check/pasted/tensor_slices_offset.cute",
                "4 properties: 4 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** int(m), make_tensor over a raw or gmem pointer, an atom declared without initializer, size(tiled_mma). */
    @Test
    void hostCodeDeclarationsReadAsWritten() {
        checked("src/test/resources/check/pasted/host_code.cute",
                "5 properties: 5 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * Device code: member calls (copy_a.get_slice(t), thr.partition_S(gA), mma.get_slice(t).partition_A(sA) of a
     * swizzled smem tensor, tAgA.layout()), ThrCopy/ThrMMA declarations and CUTE_STATIC_ASSERT_V lines as properties;
     * the refuted one names the sizes its tensors were built from (lda through gA and mA).
     */
    @Test
    void deviceCodeReadsAsWritten() {
        String out = checked("src/test/resources/check/pasted/device_code.cute",
                "8 properties: 7 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("size<1>(tAgA) == size<1>(tAsA)"), "a static assertion is a property: " + out);
        assertTrue(out.matches("(?s).*at [^\\n]*lda = \\d+.*"), "the sizes behind tAgA are named: " + out);
    }

    /** param threadIdx.x ... and copy_a.get_slice(threadIdx.x).partition_S(gA), proved for every thread and block. */
    @Test
    void cudaIndicesAndChainedMemberCalls() {
        checked("src/test/resources/check/pasted/cuda_indices.cute",
                "2 properties: 2 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * CUTLASS's SM90 builder lines as written: using aliases (of shapes, layouts, element types), decltype(...) also as
     * a template argument (decltype(cute::get<0>(TileShape_MNK{}))), cute:: and detail:: qualifiers, constexpr majors,
     * ss_op_selector and ss_smem_selector; the refuted one is a wrong guess of the atom.
     */
    @Test
    void builderTypeAliasesReadAsWritten() {
        String out = checked("src/test/resources/check/pasted/builder_types.cute",
                "5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("L2(x) = undefined: x is outside L2's domain"), "the two sides of equal are named: " + out);
    }

    /**
     * The SM90 collectives' TMA partitioning: make_tma_copy's TiledCopy sliced at a symbolic CTA of a multicast pair,
     * partition_S of the TMA coordinate tile and partition_D of the pipelined swizzled smem.
     */
    @Test
    void tmaTiledCopyPartitionsAsTheCollectivesDo() {
        String out = checked("src/test/resources/check/pasted/tma_tiled_copy.cute",
                "5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("cta = 1"), "the refuted start names the second CTA: " + out);
        assertTrue(out.contains("fails: offset_of(tAgA) == (0, 128*bm)") && out.contains("offset_of(tAgA) = (0,64)"),
                "a one-comparison property fails as written, not with its definitions expanded: " + out);
    }

    /** The Blackwell multicast tutorial's TMA: make_tma_atom_A/B_sm100, the MMA's partition of gA, tma_partition per CTA. */
    @Test
    void sm100TmaAtomsAsTheBlackwellTutorialBuildsThem() {
        checked("src/test/resources/check/pasted/sm100_tma_atoms.cute",
                "4 properties: 3 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** The SM90 TMA epilogue's D store: make_tma_copy_C_sm90 with an (M,N) epilogue tile and take<0,2> of swizzled smem. */
    @Test
    void epilogueTmaStoreAsTheCollectiveBuildsIt() {
        checked("src/test/resources/check/pasted/epilogue_tma.cute",
                "3 properties: 2 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** auto [tAgA, tAsA] = tma_partition(...) over a TMA coordinate tensor (scaled-basis strides with a broadcast mode). */
    @Test
    void tmaDeviceCodeWithStructuredBindings() {
        checked("src/test/resources/check/pasted/tma_device_code.cute",
                "2 properties: 2 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * The sgemm tutorials' dim3 launch sizes and __shared__ arrays sized by cosize_v, statements continued on the next
     * line, two declarations on one line, Int<Stages> of a constexpr, static constexpr int/bool, the SM90 builder's
     * sizeof_bits_v and bits_to_bytes, and == of two conditions (kernel-author pass).
     */
    @Test
    void launchSizesContinuedStatementsAndTypeTraitsReadAsWritten() {
        String out = checked("src/test/resources/check/pasted/launch_and_traits.cute",
                "9 properties: 8 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("fails: (i < M) == (i < N)"), out);
    }

    /** Checks a pasted spec (exit status 0, the summary line given); returns the report. */
    /** The spec's run, which ends with input errors (exit code 2) and this summary. */
    /**
     * A value a call may write is not its declared value: sscanf(..., &m), a member call passing n by name, std::cin >> k
     * (each was proved of its declared value before: a false PROVED). An integer is a run-time value from the call on,
     * also after the block the call is in; a parameter or a bool written so is not checked; a constexpr keeps its value.
     */
    @Test
    void aValueACallMayWriteIsNotItsDeclaredValue() {
        String out = withInputErrors("src/test/resources/check/pasted/written_by_calls.cute",
                "8 properties: 3 proved, 5 refuted as expected, 0 refuted, 0 unknown, 3 input errors");
        assertTrue(out.contains("written_by_a_lambda  "), out);
        assertTrue(out.contains("'verify' is passed by address or reference at src/test/resources/check/pasted/written_by_calls.cute:23:3"
                + " (options.parse_flag("), out);
        assertTrue(out.contains("'p' is passed by address or reference"), out);
        assertTrue(out.contains("m_is_its_default  ") && out.contains("at m = 1"), out);
    }

    /**
     * main() is read as the kernel file's driver: its allocation, initialization, timing and verification are no errors,
     * the sizes it reads from its command line are run-time values, the kernel it launches is checked at the launch, and
     * a declaration of several names (int ldA = 0, ldB = 128, ldC = n;) declares each.
     */
    @Test
    void mainIsReadAsTheDriverAndItsLaunchIsChecked() {
        String out = checked("src/test/resources/check/pasted/driver_main.cute",
                "6 properties: 4 proved, 2 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("PROVED   src/test/resources/check/pasted/driver_main.cute:10:3  inside_S"), out);
        assertTrue(out.contains("PROVED   src/test/resources/check/pasted/driver_main.cute:21:3  declarators_one_each"), out);
    }

    /**
     * A guard that reads the sizes but did not read may exclude a counterexample: UNKNOWN naming the guard, never REFUTED
     * (each was a spurious counterexample before), and so may a path that leaves the function under an else or in a
     * loop; a guard on a CUDA status, or an if-else chain on a character, does not count.
     */
    @Test
    void aCounterexampleAGuardThatDidNotReadMayExcludeIsUnknown() {
        SpecRuns.Run run = SpecRuns.check("src/test/resources/check/pasted/unread_guards.cute", "--no-cache");
        String out = run.out();
        assertTrue(out.contains("6 properties: 0 proved, 2 refuted as expected, 0 refuted, 4 unknown, 0 input errors"), out);
        assertTrue(out.contains("UNKNOWN  src/test/resources/check/pasted/unread_guards.cute:27:3  after_an_else_that_leaves"), out);
        assertTrue(out.contains("UNKNOWN  src/test/resources/check/pasted/unread_guards.cute:34:3  after_a_loop_that_leaves"), out);
        assertTrue(out.contains("UNKNOWN  src/test/resources/check/pasted/unread_guards.cute:7:3  after_an_unread_guard"), out);
        assertTrue(out.contains("a counterexample was found, but a guard before the property did not read:"
                + " src/test/resources/check/pasted/unread_guards.cute:6:7: if (K % 128 != 0) leaves the function"), out);
        assertTrue(out.contains("UNKNOWN  src/test/resources/check/pasted/unread_guards.cute:15:3  after_a_bare_block"), out);
    }

    /**
     * A host function main() calls is checked at the call, with main's values: its pointer parameters deduce the element
     * types from thrust vectors, and the kernel it launches is checked for every size main may read that its guards allow.
     */
    @Test
    void aHostFunctionMainCallsIsCheckedAtTheCall() {
        String out = checked("src/test/resources/check/pasted/host_calls.cute",
                "3 properties: 3 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("PROVED   src/test/resources/check/pasted/host_calls.cute:12:3  mma_A_inside_A"), out);
    }

    /**
     * A dispatcher's return gemm_nt(...) reaches the overload C++ picks for the caller's element type (the half_t one,
     * not the template); a function called twice names its properties by call.
     */
    @Test
    void aCallReachesTheOverloadItsElementTypesPick() {
        String out = checked("src/test/resources/check/pasted/host_overloads.cute",
                "4 properties: 4 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
        assertTrue(out.contains("half_overload @ call src/test/resources/check/pasted/host_overloads.cute:43:5"), out);
    }

    /**
     * #if 1 / #if 0 choose their branch; a branch of a condition not known here may not be compiled: its guard does not
     * hold after it (M >= 4 was proved from a guard under #ifdef NOT_DEFINED_ANYWHERE), and a name two branches declare
     * is not known after the conditional.
     */
    @Test
    void aGuardUnderAnUnknownPreprocessorBranchDoesNotHoldAfterIt() {
        String out = withInputErrors("src/test/resources/check/pasted/preprocessor_branches.cute",
                "5 properties: 3 proved, 0 refuted as expected, 0 refuted, 2 unknown, 1 input errors");
        assertTrue(out.contains("UNKNOWN  src/test/resources/check/pasted/preprocessor_branches.cute:9:1  M >= 4"), out);
        assertTrue(out.contains("preprocessor_branches.cute:7:19: a path in the block ending here leaves the function"), out);
        assertTrue(out.contains("'b' is declared in 2 branches of #elif defined(X), and which one is compiled is not known here"), out);
        assertTrue(out.contains("PROVED   src/test/resources/check/pasted/preprocessor_branches.cute:17:1  a_is_1"), out);
    }

    /**
     * Pasted C++ reads as C++ computes: unsigned and narrow conversions wrap, CuTe's ceil_div truncates (a + b - 1) / b,
     * a reference or std::tie writes its variable; |, a < b < c and octal literals are errors (each was a false PROVED).
     */
    @Test
    void pastedCppIntegersReadAsCppComputesThem() {
        String out = withInputErrors("src/test/resources/check/pasted/cpp_integer_semantics.cute",
                "8 properties: 2 proved, 6 refuted as expected, 0 refuted, 0 unknown, 5 input errors");
        assertTrue(out.contains("K = 4294967289"), out);
        assertTrue(out.contains("'|' is C++'s bitwise or, which is not read here"), out);
        assertTrue(out.contains("'010' is an octal literal in C++ (010 is 8)"), out);
        assertTrue(out.contains("a < b < c is (a < b) < c in C++"), out);
    }

    /** A symbolic size of 1 is Int<1>: the compact layouts give it the stride 0 (5 false PROVEDs at M = 1 before). */
    @Test
    void aSymbolicSizeOfOneGetsTheStaticStrideZero() {
        checked("src/test/resources/check/pasted/symbolic_size_one.cute",
                "6 properties: 1 proved, 5 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** A called host function's non-const reference parameter writes the caller's variable; a copy or a const one does not. */
    @Test
    void aReferenceParameterWritesTheCallersVariable() {
        checked("src/test/resources/check/pasted/reference_parameters.cute",
                "3 properties: 2 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /**
     * Assignments inside expressions and loop heads, values a loop carries, a loop or while whose path leaves, an if's
     * initializer, a goto, casts and C++'s !a % b (each a false PROVED or a spurious counterexample before).
     */
    @Test
    void controlFlowAndWritesReadAsCppRunsThem() {
        String out = withInputErrors("src/test/resources/check/pasted/control_flow_writes.cute",
                "5 properties: 1 proved, 1 refuted as expected, 0 refuted, 3 unknown, 4 input errors");
        String f = "src/test/resources/check/pasted/control_flow_writes.cute";
        assertTrue(out.contains(f + ":8:33: error: 'x' is assigned at " + f + ":7:3"), out);
        assertTrue(out.contains(f + ":13:31: error: 'x' is assigned at " + f + ":14:5"), out);
        assertTrue(out.contains(f + ":20:32: error: 'j' is assigned at " + f + ":19:3"), out);
        assertTrue(out.contains("the goto at " + f + ":40:3 jumps over code"), out);
        assertTrue(out.contains("UNKNOWN  " + f + ":26:5  later_iteration_may_not_run"), out);
        assertTrue(out.contains("UNKNOWN  " + f + ":31:5  while_condition_not_assumed"), out);
        assertTrue(out.contains("PROVED   " + f + ":37:3  after_an_if_initializer"), out);
    }

    /** A callee sees the file's names, not its caller's; overloads by arity; a #define'd name is not read. */
    @Test
    void aCalleeSeesTheFilesNamesNotItsCallers() {
        String out = withInputErrors("src/test/resources/check/pasted/callee_scope.cute",
                "4 properties: 3 proved, 0 refuted as expected, 0 refuted, 1 unknown, 1 input errors");
        assertTrue(out.contains("UNKNOWN  src/test/resources/check/pasted/callee_scope.cute:19:3  either_overload"), out);
        assertTrue(out.contains("PROVED   src/test/resources/check/pasted/callee_scope.cute:8:3  sees_the_files_tile"), out);
        assertTrue(out.contains("checked_at_the_call"), out);
        assertTrue(out.contains("PROVED   src/test/resources/check/pasted/callee_scope.cute:14:3  one_parameter"), out);
        assertTrue(out.contains("'K' is a preprocessor macro here (#define), which is not read"), out);
    }

    /**
     * The third fuzzing round's findings: parenthesized lvalues, escaped quotes, a lambda's body on its own line, a
     * call's argument that does not read, unsigned CUDA indices, a guard that does not read, a global a callee writes,
     * recursion, and properties in a struct's member functions (an error, never dropped without a word).
     */
    @Test
    void theEdgesOfReadingCppAreReadAsCppRunsThem() {
        String out = withInputErrors("src/test/resources/check/pasted/cpp_reading_edges.cute",
                "6 properties: 0 proved, 5 refuted as expected, 0 refuted, 1 unknown, 4 input errors");
        assertTrue(out.contains("this property is in struct Kernel, whose member functions are not read"), out);
        assertTrue(out.contains("'y' is assigned at src/test/resources/check/pasted/cpp_reading_edges.cute:31:28"), out);
        assertTrue(out.contains("'g_m' is assigned at src/test/resources/check/pasted/cpp_reading_edges.cute:8:3"), out);
    }

    private static String withInputErrors(String spec, String summary) {
        SpecRuns.Run run = SpecRuns.check(spec, "--no-cache");
        String out = run.out();
        assertEquals(cuteprover.ExitCode.INPUT_ERROR, run.status(), out);
        assertTrue(out.contains(summary), out);
        return out;
    }

    private static String checked(String spec, String summary) {
        SpecRuns.Run run = SpecRuns.check(spec, "--no-cache");
        String out = run.out();
        assertEquals(0, run.status(), out);
        assertTrue(out.contains(summary), out);
        return out;
    }
}
