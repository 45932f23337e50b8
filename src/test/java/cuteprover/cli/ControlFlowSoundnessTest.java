package cuteprover.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wrong verdicts a soundness fuzz of pasted control flow found (each file says which): a loop bound that is an algebra
 * result, C++'s truncating / and %, a guard that widened a domain, a kernel launched before its definition, a guard's
 * assumption after an assignment, a kernel parameter named like a spec parameter.
 */
class ControlFlowSoundnessTest {

    private static String run(String file, int status, String summary) {
        SpecRuns.Run r = SpecRuns.check("src/test/resources/check/cfsound/" + file, "--no-cache");
        assertEquals(status, r.status(), r.out());
        assertTrue(r.out().contains(summary), r.out());
        return r.out();
    }

    @Test
    void aLoopBoundedByAnAlgebraResultKeepsItsFirstIteration() {
        run("loop_bound_algebra.cute", 0, "2 properties: 0 proved, 2 refuted as expected");
    }

    @Test
    void pastedDivisionTruncatesAsCppDoes() {
        String out = run("cpp_division.cute", 0, "5 properties: 3 proved, 2 refuted as expected");
        assertTrue(out.contains("v * 4 = -4"), out);
    }

    @Test
    void aGuardNeverWidensADomainAndALaterKernelIsChecked() {
        run("guards_keep_domains.cute", 0, "2 properties: 1 proved, 1 refuted as expected");
    }

    @Test
    void aGuardsAssumptionKeepsTheValueItRead() {
        String out = run("vacuous_after_assignment.cute", cuteprover.ExitCode.INPUT_ERROR, "1 input errors");
        assertTrue(out.contains("an assumption can never hold"), out);
    }

    @Test
    void aDivisibilityGuardKeepsPositivityAndIsSubstituted() {
        run("evenly_divides_guard.cute", 0, "4 properties: 4 proved");
    }

    @Test
    void aKernelParameterNamedLikeASpecParameterIsNotReadAsIt() {
        String out = run("kernel_parameter_named_like_a_parameter.cute", cuteprover.ExitCode.INPUT_ERROR, "0 properties");
        assertTrue(out.contains("property 'shadow_le' is not checked: it reads 'M'"), out);
    }
}
