package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 12, items 1-3: contradictory assumptions, invalid shapes and vacuous foralls are not silent PROVEDs. */
class VacuityTest extends SharedProofSession {


    /** Proves with each assumption split into premises named "--assume". */
    static Verdict prove(String property, String... assumptions) {
        List<Expr> exprs = new ArrayList<>();
        List<Premise> premises = new ArrayList<>();
        for (String a : assumptions) {
            Expr e = Parser.parse(a);
            exprs.add(e);
            premises.addAll(Premise.split(e, a, offset -> "--assume:" + (offset + 1)));
        }
        return session.prove(Parser.parse(property), exprs, Map.of(), premises);
    }

    private static String error(String property, String... assumptions) {
        return assertThrows(CuteError.class, () -> prove(property, assumptions)).getMessage();
    }

    @Test
    void contradictoryWhereClauseNamesItsMinimalCore() {
        String m = error("bijective((M,N):(1,0))", "M % 64 == 0 && M > 0 && M < 64 && N >= 1");
        assertEquals("assumptions contradict each other: `M % 64 == 0` (--assume:1), `M > 0` (--assume:16), "
                + "`M < 64` (--assume:25); no value satisfies them together, so every property under them would be proved vacuously", m);
    }

    @Test
    void contradictionWithoutVariablesInThePropertyIsStillFound() {
        String m = error("1 == 2", "N > 4 && N < 3");
        assertTrue(m.contains("`N > 4` (--assume:1), `N < 3` (--assume:10)"), m);
    }

    @Test
    void contradictionAcrossSeveralAssumptionsIsFound() {
        String m = error("injective((4,N):(1,0))", "N > 4", "N < 3");
        assertTrue(m.startsWith("assumptions contradict each other: `N > 4`"), m);
        assertTrue(m.contains("`N < 3`"), m);
    }

    @Test
    void implicitPositivityIsNamedWhenItMakesTheAssumptionsEmpty() {
        String m = error("size((N,4):(1,4)) >= 8", "N <= 0");
        assertTrue(m.contains("`N <= 0` (--assume:1), `N >= 1` (implicit: N has no constant lower bound"), m);
    }

    @Test
    void aSingleImpossibleConditionIsNamedAlone() {
        String m = error("injective((N,2):(1,N))", "N in {0,-1} && N * 0 == 1");
        assertTrue(m.startsWith("an assumption can never hold: `N * 0 == 1`"), m);
    }

    @Test
    void satisfiableControlsProveAndCarryASatisfyingAssignment() {
        Verdict v = prove("bijective((M,N):(1,M))", "M % 64 == 0 && M > 0 && M < 256 && N >= 1");
        assertEquals(Verdict.Kind.PROVED, v.kind());
        long m = v.satisfiedBy().get("M");
        assertTrue(m % 64 == 0 && m > 0 && m < 256, v.satisfiedBy().toString());
        assertTrue(v.satisfiedBy().get("N") >= 1);
        assertTrue(v.warnings().isEmpty());
    }

    @Test
    void aShapeEntryBelowOneForAnAllowedValueIsAnInputErrorNamingValueAndShape() {
        String m = error("injective((N-2,4):(1,N-2))", "N in {1,2,3,4,6,8}");
        assertEquals("layout (N-2,4):(1,N-2) is not a layout for N = 1: shape (-1,4) has entry -1; shape entries must be >= 1 "
                + "(add an assumption that excludes N = 1)", m);
    }

    @Test
    void assumptionsThatExcludeTheBadValuesProve() {
        assertEquals(Verdict.Kind.PROVED, prove("injective((N-2,4):(1,N-2))", "N in {3,4,6,8}").kind());
    }

    @Test
    void aShapeEntryBuiltInsideADefinitionIsCheckedToo() {
        String m = error("injective(composition((M-1,2):(1,M), 2:1))", "M >= 1 && M <= 4");
        assertTrue(m.contains("not a layout for M = 1"), m);
    }

    @Test
    void emptyForallRangeIsProvedWithAWarning() {
        Verdict v = prove("forall i in [0,N-4): i < 0", "N >= 1 && N <= 3");
        assertEquals(Verdict.Kind.PROVED, v.kind());
        assertEquals(List.of("the range of forall i is empty for every value the assumptions allow: the forall holds vacuously"),
                v.warnings());
    }

    @Test
    void guardThatNeverHoldsIsProvedWithAWarning() {
        Verdict v = prove("forall i in [0,8): !(i > N + 10) || i == 99", "N >= 1 && N <= 3");
        assertEquals(Verdict.Kind.PROVED, v.kind());
        assertEquals(1, v.warnings().size());
        assertTrue(v.warnings().get(0).startsWith("the guard of the implication in forall i never holds"), v.warnings().toString());
    }

    @Test
    void rangesAndGuardsThatHoldSomewhereGiveNoWarning() {
        assertTrue(prove("forall i in [0,N): i < N", "N >= 1 && N <= 3").warnings().isEmpty());
        assertTrue(prove("forall i in [0,8): !(i > N) || i > 1", "N >= 1 && N <= 3").warnings().isEmpty());
    }

    @Test
    void aRangeEmptyInOneCaseButNotInAnotherGivesNoWarning() {
        Verdict v = prove("forall i in [0,N-2): i < N", "N >= 1 && N <= 3");
        assertEquals(Verdict.Kind.PROVED, v.kind());
        assertTrue(v.warnings().isEmpty(), v.warnings().toString());
    }

    @Test
    void theSatisfiabilityOfTheSamePremisesIsAskedAgainWhenTheValuesTheyNameDiffer() {
        // One session (as one spec file's worker); the premise T > 5 names a definition whose value differs.
        Expr premise = Parser.parse("T > 5");
        List<Premise> premises = Premise.split(premise, "T > 5", offset -> "spec:" + (offset + 1));
        Verdict satisfiable = session.prove(Parser.parse("1 == 1"), List.of(premise), Map.of("T", cuteprover.tuple.SymInt.of(8)), premises);
        assertEquals(Verdict.Kind.PROVED, satisfiable.kind(), satisfiable.lines().toString());
        assertThrows(CuteError.class, () -> session.prove(Parser.parse("1 == 1"), List.of(premise),
                Map.of("T", cuteprover.tuple.SymInt.of(3)), premises), "T = 3 contradicts T > 5: not the answer cached for T = 8");
    }
}
