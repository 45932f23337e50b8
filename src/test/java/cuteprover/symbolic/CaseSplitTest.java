package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.tuple.SymInt;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Branch decisions under assumptions (Z3Decider) and the case split they cause. Two test-only
 * properties stand in for algebra operations that branch on {@code 8 | M} and {@code M | 8}.
 */
class CaseSplitTest {

    private static ProofSession session;

    @BeforeAll
    static void open() {
        session = new ProofSession(ProverOptions.defaults());
        // Holds in both cases, but each case needs its own check.
        Goals.register("demo_split", 1, (scope, call, args) -> {
            SymInt m = Goals.integer(call, args, 0);
            SymInt eight = SymInt.of(8);
            if (scope.decider.divides(eight, m)) {
                return Goal.of("multiple", List.of(new PredicateCheck(scope, List.of(), Parser.parse("M % 8 == 0"))));
            }
            return Goal.of("other", List.of(new PredicateCheck(scope, List.of(), Parser.parse("M % 8 >= 1"))));
        });
        // An operation defined only when 8 | M or M | 8, like CuTe's stride divisibility condition.
        Goals.register("demo_needs", 1, (scope, call, args) -> {
            SymInt m = Goals.integer(call, args, 0);
            SymInt eight = SymInt.of(8);
            if (scope.decider.divides(eight, m) || scope.decider.divides(m, eight)) {
                return Goal.of("fine", List.of(new PredicateCheck(scope, List.of(), Parser.parse("M >= 1"))));
            }
            throw new CuteError("demo is not admissible: neither 8 | " + m + " nor " + m + " | 8");
        });
    }

    @AfterAll
    static void close() {
        session.close();
    }

    private static Scope scope(String... assumptions) {
        List<Cond> given = new java.util.ArrayList<>();
        for (String a : assumptions) {
            given.add(new CondTranslator(new cuteprover.expr.Evaluator(Decider.CONCRETE, true, Map.of())).translate(Parser.parse(a)));
        }
        return new Scope(session, session.options(), Map.of(), List.of(), given, List.of());
    }

    @Test
    void deciderAnswersWhatTheAssumptionsImply() {
        Scope s = scope("M % 16 == 0");
        assertTrue(s.decider.divides(SymInt.of(8), SymInt.var("M")));
        assertFalse(s.decider.lessThan(SymInt.var("M"), SymInt.of(16)));
        assertTrue(s.decider.lessThan(SymInt.var("N"), SymInt.mul(SymInt.of(2), SymInt.var("N"))));
        assertTrue(s.decider.equal(SymInt.div(SymInt.var("M"), SymInt.of(16)), SymInt.var("M#q")));
    }

    @Test
    void undecidedQuestionNamesTheConditionAndAValueOnEachSide() {
        Scope s = scope("M % 8 == 0");
        Decider.Undecided u = assertThrows(Decider.Undecided.class,
                () -> s.decider.divides(SymInt.of(16), SymInt.var("M")));
        assertEquals("M % 16 == 0", u.condition());
        assertTrue(u.getMessage().contains("it holds for M = 16") && u.getMessage().contains("fails for M = 8"), u.getMessage());
    }

    /**
     * A question decided in one scope is answered from the session's table in the next scope with the
     * same assumptions, never in one whose assumptions differ (the same question, the opposite answer).
     */
    @Test
    void sessionTableAnswersOnlyUnderTheSameAssumptions() {
        SymInt m = SymInt.var("M");
        SymInt sixteen = SymInt.of(16);
        assertFalse(scope("M % 32 == 0").decider.lessThan(m, sixteen));
        int entries = session.decisions.size();
        assertFalse(scope("M % 32 == 0").decider.lessThan(m, sixteen));
        assertEquals(entries, session.decisions.size(), "the second scope's answer comes from the table");
        assertTrue(scope("M in {2, 4}").decider.lessThan(m, sixteen));
        assertEquals(entries + 1, session.decisions.size());
        Scope undecided = scope("M % 4 == 0");
        Decider.Undecided first = assertThrows(Decider.Undecided.class, () -> undecided.decider.lessThan(m, sixteen));
        Scope again = scope("M % 4 == 0");
        Decider.Undecided second = assertThrows(Decider.Undecided.class, () -> again.decider.lessThan(m, sixteen));
        assertEquals(first.getMessage(), second.getMessage());
        assertEquals(Cond.Cmp.class, again.decider.conditionOf(second).getClass(), "the case split still finds its condition");
    }

    @Test
    void undecidedBranchSplitsIntoCasesThatAreProvedSeparately() {
        Verdict v = session.prove(Parser.parse("demo_split(M)"), List.of(), Map.of());
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.notes().contains("case M % 8 == 0: PROVED"), v.notes().toString());
        assertTrue(v.notes().contains("case M % 8 != 0: PROVED"), v.notes().toString());
        Verdict decided = session.prove(Parser.parse("demo_split(M)"), List.of(Parser.parse("8 | M")), Map.of());
        assertEquals(Verdict.Kind.PROVED, decided.kind());
        assertTrue(decided.notes().stream().noneMatch(n -> n.startsWith("case")), decided.notes().toString());
    }

    @Test
    void operationUndefinedInOneCaseNamesTheMissingAssumptionAndAFailingValue() {
        CuteError e = assertThrows(CuteError.class, () -> session.prove(Parser.parse("demo_needs(M)"), List.of(), Map.of()));
        assertTrue(e.getMessage().startsWith("demo needs M % 8 == 0 or 8 % M == 0; fails for M = 3 (demo is not admissible"),
                e.getMessage());
        Verdict v = session.prove(Parser.parse("demo_needs(M)"), List.of(Parser.parse("M in {2,4,16}")), Map.of());
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
    }

    @Test
    void symbolicEvaluationIsPrintedAsCasesWithTheirConditions() {
        List<ProofSession.Case> cases = session.cases(Parser.parse("composition((M,N):(N,1),(4,8):(1,M))"),
                List.of(Parser.parse("M >= 4")), Map.of());
        // Four raw cases (N == 1 from coalescing, 4 < M from the algorithm) all give one result.
        assertEquals(1, cases.size(), cases.toString());
        assertEquals("", cases.get(0).condition());
        assertEquals("(4,8):(N,1)", cuteprover.expr.Values.format(cases.get(0).value()));
        List<ProofSession.Case> failing = session.cases(Parser.parse("composition((M,N):(N,1),(4,8):(1,M))"), List.of(), Map.of());
        assertTrue(failing.stream().anyMatch(c -> c.error() != null && c.error().contains("not admissible")), failing.toString());
        assertTrue(failing.stream().anyMatch(c -> c.value() != null), failing.toString());
    }
}
