package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A REFUTED verdict carries what its concrete re-check evaluated at the counterexample: the violated
 * conjunct, its arguments by their text, the algorithm's result the check compared against, and the
 * witness indices as coordinates of the layout they index.
 */
class EvaluatedTermsTest extends SharedProofSession {


    private static Verdict refuted(String property, List<String> assumptions, Map<String, Object> definitions) {
        Verdict v = session.prove(Parser.parse(property), assumptions.stream().map(Parser::parse).toList(), definitions);
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
        return v;
    }

    private static Object value(String text) {
        return Evaluator.concrete().evaluate(text);
    }

    @Test
    void aCompositionRecordsBothArgumentsTheResultAndTheIndexInB() {
        Verdict v = refuted("composition_valid((4,6):(6,1), (3,8):(1,3))", List.of(), Map.of());
        Verdict.Evaluated e = v.evaluated();
        assertEquals("composition_valid((4,6):(6,1),(3,8):(1,3))", e.conjunct());
        assertEquals(value("(4,6):(6,1)"), e.terms().get("(4,6):(6,1)"));
        assertEquals(value("(3,8):(1,3)"), e.terms().get("(3,8):(1,3)"));
        Layout r = Composition.algorithm((Layout) value("(4,6):(6,1)"), (Layout) value("(3,8):(1,3)"), Decider.CONCRETE);
        assertEquals(r, e.terms().get("composition((4,6):(6,1),(3,8):(1,3))"));
        assertEquals("(3,8):(1,3)", e.subject(), "x is an index of B");
        long x = v.witness().get("x");
        assertEquals("(" + x % 3 + "," + x / 3 + ")", e.coordinates().get("x"));
    }

    /** The algorithm's result is the one the check derived in its world, not computed again for the witness. */
    @Test
    void aDerivedResultIsRecordedAsTheCheckDerivedIt() {
        World w = new World(Map.of(), Map.of());
        Object sentinel = value("(7,7):(7,7)");   // not the composition: only a recorded value can reach the witness
        w.derived("composition((4,6):(6,1),(3,8):(1,3))", () -> sentinel);
        Verdict.Evaluated e = EvaluatedTerms.of(w, Parser.parse("composition_valid((4,6):(6,1),(3,8):(1,3))"), "composition: ...",
                Map.of("x", 1L));
        assertEquals(sentinel, e.terms().get("composition((4,6):(6,1),(3,8):(1,3))"));
        assertEquals("(1,0)", e.coordinates().get("x"));
    }

    @Test
    void theViolatedConjunctIsNamedAndOnlyItsTermsAreRecorded() {
        Verdict v = refuted("bijective((4,8):(8,1)) && injective((4,4):(1,2))", List.of(), Map.of());
        assertEquals("injective((4,4):(1,2))", v.evaluated().conjunct());
        assertEquals(List.of("(4,4):(1,2)"), List.copyOf(v.evaluated().terms().keySet()));
        assertEquals(Map.of("x", "(" + v.witness().get("x") % 4 + "," + v.witness().get("x") / 4 + ")",
                "y", "(" + v.witness().get("y") % 4 + "," + v.witness().get("y") / 4 + ")"), v.evaluated().coordinates());
    }

    @Test
    void aDefinitionWithVariablesIsRecordedAtTheWitnessSizes() {
        Object symbolic = new Evaluator(Decider.CONCRETE, true, Map.of()).evaluate("(M,4):(1,8)");
        Verdict v = refuted("injective(g)", List.of("M >= 1"), Map.of("g", symbolic));
        long m = v.witness().get("M");
        assertEquals(value("(" + m + ",4):(1,8)"), v.evaluated().terms().get("g"));
        assertTrue(m >= 9, "a collision needs M > 8: " + v.witness());
    }

    @Test
    void aForallRecordsTheLayoutsItsBodyCallsAndTheirArguments() {
        Object mma = value("((4,8),(2,2)):((32,1),(16,8))");
        Verdict v = refuted("forall t in [0,32), v in [0,4): mmaC(t,v) < 100", List.of(), Map.of("mmaC", mma));
        assertEquals(mma, v.evaluated().terms().get("mmaC"));
        assertEquals(value(Long.toString(v.witness().get("t"))), v.evaluated().terms().get("t"));
        assertEquals(value(Long.toString(v.witness().get("v"))), v.evaluated().terms().get("v"));
    }

    @Test
    void otherVerdictsCarryNothing() {
        Verdict v = session.prove(Parser.parse("bijective((4,8):(8,1))"), List.of(), Map.of());
        assertEquals(Verdict.Evaluated.NONE, v.evaluated());
    }
}
