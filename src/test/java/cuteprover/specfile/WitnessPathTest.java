package cuteprover.specfile;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.report.ReadableFailure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One path from verdict to report: the prover's verdict carries its witness (values and both sides),
 * the outcome keeps it, the proof cache stores and reads it back whole, and the readable failure
 * lines are made from it, not from the printed detail lines.
 */
class WitnessPathTest {

    @TempDir
    Path dir;

    private static Obligation obligation(String property) {
        return new Obligation(new SourcePos("t.cute", 1, 1), "p", property, Parser.parse(property), List.of(), List.of(),
                Map.of(), false);
    }

    @Test
    void theOutcomeCarriesTheVerdictsWitness() {
        try (Z3ObligationProver prover = (Z3ObligationProver) Z3ObligationProver.factory(5_000).get()) {
            Outcome out = prover.prove(obligation("injective((2,2):(1,1))"));
            assertEquals(Outcome.Status.REFUTED, out.status());
            assertFalse(out.witness().values().isEmpty(), out.toString());
            assertTrue(out.details().contains("lhs = " + out.witness().lhs()), out.details().toString());
            assertTrue(out.details().contains("rhs = " + out.witness().rhs()), out.details().toString());
            out.witness().values().forEach((k, v) -> assertTrue(out.details().contains(k + " = " + v), k));
        }
    }

    @Test
    void theCacheReadsTheWitnessBackWhole() {
        ProofCache cache = new ProofCache(dir, "engine");
        Obligation o = obligation("injective((2,2):(1,1))");
        Witness w = new Witness(Map.of("x", 1L), "L(x) = 1", "L(y) = 1");
        cache.store(o, new Outcome(Outcome.Status.REFUTED, "REFUTED", List.of("x = 1", "lhs = 1", "rhs = 1"), 3, false,
                Map.of(), List.of(), cuteprover.symbolic.Violation.NONE, w));
        assertEquals(w, cache.lookup(o).orElseThrow().witness());
    }

    @Test
    void readableLinesComeFromTheWitnessNotFromTheDetailLines() {
        Obligation o = obligation("injective((2,2):(1,1))");
        // details and witness disagree on purpose: the lines must follow the witness
        Outcome out = new Outcome(Outcome.Status.REFUTED, "REFUTED", List.of("x = 1", "y = 2", "lhs = 1", "rhs = 1"), 3, false,
                Map.of(), List.of(), cuteprover.symbolic.Violation.NONE, new Witness(Map.of("x", 2L), "7", "8"));
        List<String> lines = ReadableFailure.lines(o, out);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("x = 2")), lines.toString());
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("y = ")), lines.toString());
        assertTrue(lines.contains("lhs = 7") && lines.contains("rhs = 8"), lines.toString());
    }

    @Test
    void anOutcomeWithoutAWitnessReadsItFromItsDetailLines() {
        Outcome out = new Outcome(Outcome.Status.REFUTED, "REFUTED", List.of("M = 9", "x = 8", "lhs = 8", "rhs = 9"), 0, false);
        assertEquals(new Witness(new java.util.LinkedHashMap<>(Map.of("M", 9L, "x", 8L)), "8", "9"), out.witness());
        assertEquals(List.of("M", "x"), List.copyOf(out.witness().values().keySet()));
    }

    private static Witness recorded(Map<String, Object> terms, Map<String, String> coordinates) {
        Map<String, Long> values = new java.util.LinkedHashMap<>();
        values.put("x", 1L);
        values.put("y", 2L);
        return new Witness(values, "1", "1", "injective((4,4):(1,2))", "(4,4):(1,2)", terms, coordinates);
    }

    @Test
    void theOutcomeCarriesWhatTheReCheckEvaluated() {
        try (Z3ObligationProver prover = (Z3ObligationProver) Z3ObligationProver.factory(5_000).get()) {
            Outcome out = prover.prove(obligation("injective((2,2):(1,1))"));
            assertEquals("injective((2,2):(1,1))", out.witness().conjunct());
            assertEquals(Evaluator.concrete().evaluate("(2,2):(1,1)"), out.witness().term("(2,2):(1,1)"));
            assertEquals(Set.of("x", "y"), out.witness().coordinates().keySet());
        }
    }

    @Test
    void theCacheReadsTheEvaluatedTermsBack() {
        ProofCache cache = new ProofCache(dir, "engine");
        Obligation o = obligation("injective((4,4):(1,2))");
        Map<String, Object> terms = new java.util.LinkedHashMap<>();
        terms.put("(4,4):(1,2)", Evaluator.concrete().evaluate("(4,4):(1,2)"));
        terms.put("S", Evaluator.concrete().evaluate("(8,(2,4))"));
        terms.put("n", Evaluator.concrete().evaluate("12"));
        terms.put("tv", Evaluator.concrete().evaluate("((4,8),2):((1@1,1@0),4@0)"));
        terms.put("sw", Evaluator.concrete().evaluate("Sw<3,4,3> o 0 o (8,64):(64,1)"));
        Witness w = recorded(terms, Map.of("x", "(1,0)", "y", "(2,0)"));
        cache.store(o, new Outcome(Outcome.Status.REFUTED, "REFUTED", List.of("x = 1", "y = 2", "lhs = 1", "rhs = 1"), 3, false,
                Map.of(), List.of(), cuteprover.symbolic.Violation.NONE, w));
        assertEquals(w, cache.lookup(o).orElseThrow().witness());
    }

    /** The console table and the readable lines read the witness's layout and coordinates, not the property's. */
    @Test
    void theTableAndTheCoordinatesComeFromTheWitness() {
        Obligation o = obligation("injective((4,4):(1,2))");
        // recorded on purpose unlike the property's own value and coordinates: the report must follow the witness
        Witness w = recorded(Map.of("(4,4):(1,2)", Evaluator.concrete().evaluate("(3,1):(1,0)")), Map.of("x", "(9,9)"));
        assertEquals(cuteprover.render.LayoutTable.render((cuteprover.layout.Layout) Evaluator.concrete().evaluate("(3,1):(1,0)"),
                Set.of(1L)), cuteprover.report.CounterexampleTable.render(o, w).orElseThrow(), "x marked; y indexes no recorded coordinate");
        Outcome out = new Outcome(Outcome.Status.REFUTED, "REFUTED", List.of("x = 1", "y = 2", "lhs = 1", "rhs = 1"), 3, false,
                Map.of(), List.of(), cuteprover.symbolic.Violation.NONE, w);
        List<String> lines = ReadableFailure.lines(o, out);
        assertTrue(lines.contains("x = 1: coordinate (9,9)"), lines.toString());
        assertTrue(lines.contains("y = 2"), "y has no recorded coordinate: " + lines);
    }
}
