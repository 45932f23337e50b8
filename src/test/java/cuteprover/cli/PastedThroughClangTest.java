package cuteprover.cli;

import cuteprover.cxx.CxxTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pasted tests ({@code check/pasted/*.cute}) read by clang, wrapped as translation units ({@code cxx/PastedCxx}):
 * with flags that name CuTe's include directory, a spec file holding C++ goes through the compiler, says so in one note
 * line, and keeps the verdicts the text reader gives it ({@link PastedKernelTest} runs the same files without flags,
 * through the text reader). Only the files whose verdicts already agree are here; the README's C++ section lists the
 * others and why.
 */
class PastedThroughClangTest {

    private static final String DIR = "src/test/resources/check/pasted/";
    private static final String NOTE = ":1:1: note: pasted C++ wrapped as a translation unit: ";

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
        System.setProperty(cuteprover.cxx.PastedCxx.ROUTE_PROPERTY, "clang");   // opt-in: the text reader is the default
    }

    @org.junit.jupiter.api.AfterAll
    static void backToTheDefault() {
        System.clearProperty(cuteprover.cxx.PastedCxx.ROUTE_PROPERTY);
    }

    private static SpecRuns.Run run(String name) {
        // the paste's own properties, as the text reader gives them: the checks without a spec (KernelAutoChecksTest) off
        return SpecRuns.check(DIR + name + ".cute", "--no-cache", "--jobs", "1", "--cache-dir", CxxTestSupport.cache().toString(),
                "--cxx-flags", CxxTestSupport.flags("sm_90a"), "--checks", "none");
    }

    /** Checks the pasted NAME.cute through clang: the note, its exit status, its summary and the lines given. */
    private static String wrapped(String name, int status, String summary, String... lines) {
        SpecRuns.Run run = run(name);
        String out = run.out();
        assertTrue(out.contains(DIR + name + ".cute" + NOTE), name + " was not wrapped for clang: " + out);
        assertTrue(out.contains(summary), name + ": " + out);
        for (String line : lines) {
            assertTrue(out.contains(line), name + " lacks '" + line + "': " + out);
        }
        assertEquals(status, run.status(), name + ": " + out);
        return out;
    }

    private static String at(String name, int line, int column) {
        return DIR + name + ".cute:" + line + ":" + column;
    }

    private static final int OK = 0;
    private static final int INPUT = cuteprover.ExitCode.INPUT_ERROR;

    @Test
    void withoutFlagsNamingCuTeTheTextReaderReadsThePaste() {
        // no --cxx-flags: the text reader, as before, and no note
        SpecRuns.Run run = SpecRuns.check(DIR + "shadowing.cute", "--no-cache", "--jobs", "1");
        assertFalse(run.out().contains("note: pasted C++"), run.out());
        assertTrue(run.out().contains("5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors"), run.out());
    }

    @Test
    void aBareBlocksGuardsHoldAfterIt() {
        wrapped("bare_block_guards", OK, "5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors",
                "PROVED   " + at("bare_block_guards", 12, 1) + "  inner_guard_carried",
                "PROVED   " + at("bare_block_guards", 26, 1) + "  implied_after_the_if");
    }

    @Test
    void theBlackwellTutorialsLinesCheckAsWritten() {
        String out = wrapped("blackwell_05_mma_tma_epi", OK,
                "6 properties: 5 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors", "mma_shape_B = ((128,16),1,4)");
        assertTrue(out.contains("the top-level statements in a function"), out);
    }

    /** The undeclared function is clang's error at the paste's own line and column (the text reader's was at the same place). */
    @Test
    void aBrokenLaunchArgumentIsTheCompilersErrorAtItsLine() {
        wrapped("broken_launch_argument", INPUT, "0 properties: 0 proved, 0 refuted as expected, 0 refuted, 0 unknown, 1 input errors",
                at("broken_launch_argument", 3, 13) + ": error: does not compile: use of undeclared identifier 'foo'");
    }

    @Test
    void coordinatesCompareAsCuTeDoes() {
        wrapped("coordinate_comparisons", OK, "4 properties: 3 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    @Test
    void descriptorFragmentsAreCuTesLayouts() {
        wrapped("descriptor_fragments", OK, "6 properties: 6 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    @Test
    void aTiledCopysBankConflictsAreReadOnItsTileOfSharedMemory() {
        wrapped("sgemm_sm70_banks", OK, "6 properties: 4 proved, 2 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    @Test
    void aShadowingDeclarationLeavesEarlierGuardsAsTheyWere() {
        wrapped("shadowing", OK, "5 properties: 4 proved, 1 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }

    /** Two using aliases among the statements go in the wrapper with them (CopyOp reads the wrapper's val_layout). */
    @Test
    void theTiledCopyTutorialsAliasedCopyOpReadsAsWritten() {
        wrapped("tutorial_tiled_copy", OK, "2 properties: 2 proved, 0 refuted as expected, 0 refuted, 0 unknown, 0 input errors");
    }
}
