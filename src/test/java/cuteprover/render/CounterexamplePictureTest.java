package cuteprover.render;

import cuteprover.cli.ProveCommand;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.specfile.Witness;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Refuted verdicts drawn: {@code prove --svg} end to end on the prover's own counterexamples, and the figure builder. */
class CounterexamplePictureTest {

    @TempDir
    Path dir;

    /** Runs {@code prove --svg} and returns the verdict lines and the parsed picture (null if none was written). */
    private SvgDoc prove(String property, int expectedStatus, List<String> verdict) throws IOException {
        Path svg = dir.resolve("cx.svg");
        Files.deleteIfExists(svg);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = ProveCommand.execute(new PrintStream(out, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]),
                "--svg", svg.toString(), property);
        verdict.addAll(List.of(out.toString(StandardCharsets.UTF_8).split("\n")));
        assertEquals(expectedStatus, status, String.join("\n", verdict));
        return Files.exists(svg) ? SvgDoc.parse(Files.readString(svg)) : null;
    }

    private static List<Element> marks(SvgDoc svg) {
        return svg.all("rect", "mark");
    }

    /** The label of the cell under a mark (same position). */
    private static String cellUnder(SvgDoc svg, Element mark) {
        double x = Double.parseDouble(mark.getAttribute("x")) - 1;
        double y = Double.parseDouble(mark.getAttribute("y")) - 1;
        List<Element> cells = svg.all("rect", "cell");
        List<Element> labels = svg.all("text", "label");
        for (int i = 0; i < cells.size(); i++) {
            Element c = cells.get(i);
            if (Math.abs(Double.parseDouble(c.getAttribute("x")) - x) < 0.01 && Math.abs(Double.parseDouble(c.getAttribute("y")) - y) < 0.01) {
                return labels.get(i).getTextContent();
            }
        }
        throw new AssertionError("no cell under the mark at " + x + "," + y);
    }

    @Test
    void injectivityShowsBothCollidingCells() throws IOException {
        List<String> verdict = new java.util.ArrayList<>();
        SvgDoc svg = prove("injective((M,N):(1,8))", 1, verdict);
        assertEquals("REFUTED", verdict.get(0));
        List<Element> marks = marks(svg);
        assertEquals(2, marks.size());
        assertEquals(Set.of("x", "y"), Set.copyOf(svg.texts("text", "mark-tag")));
        assertEquals(cellUnder(svg, marks.get(0)), cellUnder(svg, marks.get(1)), "the two cells hold the same offset");
        // drawn at the witness sizes: M * N cells
        Map<String, Long> w = cuteprover.specfile.Witness.fromDetails(verdict).values();
        assertEquals(w.get("M") * w.get("N"), svg.count("rect", "cell"));
        assertTrue(svg.texts("text", "note").containsAll(verdict.subList(1, verdict.size())));
    }

    @Test
    void compositionShowsIndexImageAndBothResults() throws IOException {
        List<String> verdict = new java.util.ArrayList<>();
        SvgDoc svg = prove("composition_valid((4,6):(6,1), (3,8):(1,3))", 1, verdict);
        assertEquals(3, svg.count("g", "panel"));
        List<String> titles = svg.texts("text", "panel-title");
        assertTrue(titles.get(0).startsWith("B = ") && titles.get(1).startsWith("A = ") && titles.get(2).startsWith("R = "), titles.toString());
        assertEquals(List.of("i", "B(i)", "i"), svg.texts("text", "mark-tag"));
        long x = cuteprover.specfile.Witness.fromDetails(verdict).values().get("x");
        String note = svg.texts("text", "note").stream().filter(n -> n.startsWith("i = ")).findFirst().orElseThrow();
        // i, B(i), A(B(i)) and R(i), recomputed here from the layouts
        long bx = ((cuteprover.tuple.SymInt) Evaluator.concrete().evaluate("eval((3,8):(1,3)," + x + ")")).value();
        long abx = ((cuteprover.tuple.SymInt) Evaluator.concrete().evaluate("eval((4,6):(6,1)," + bx + ")")).value();
        assertTrue(note.startsWith("i = " + x + ": B(i) = " + bx + ", A(B(i)) = " + abx + ", R(i) = "), note);
        assertFalse(note.endsWith("R(i) = " + abx), note);
        List<Element> marks = marks(svg);
        assertEquals(Long.toString(bx), cellUnder(svg, marks.get(0)), "B's cell i holds B(i)");
        assertEquals(Long.toString(abx), cellUnder(svg, marks.get(1)), "A's cell B(i) holds A(B(i))");
        assertEquals(note.substring(note.lastIndexOf("R(i) = ") + 7), cellUnder(svg, marks.get(2)), "R's cell i holds R(i)");
    }

    @Test
    void coverageMarksUncoveredAndDoublyCoveredCells() throws IOException {
        List<String> verdict = new java.util.ArrayList<>();
        SvgDoc svg = prove("covers((8,8):(2,1),(8,8))", 1, verdict);
        TvPicture expected = TvPicture.of((cuteprover.layout.Layout) Evaluator.concrete().evaluate("(8,8):(2,1)"),
                (cuteprover.tuple.IntTuple) Evaluator.concrete().evaluate("(8,8)"));
        assertTrue(expected.uncovered() > 0 && expected.shared() > 0);
        assertEquals(expected.uncovered() + expected.shared(), marks(svg).size());
        assertEquals(expected.uncovered(), svg.all("rect", "cell").stream()
                .filter(e -> e.getAttribute("fill").equals(Palette.hex(Palette.MISSING))).count());
    }

    @Test
    void leftInverseAndAdmissibilityMarkTheWitness() throws IOException {
        List<String> verdict = new java.util.ArrayList<>();
        SvgDoc li = prove("left_inverse_valid((2,2):(1,1))", 1, verdict);
        assertEquals(2, li.count("g", "panel"));
        // L(3) = 2 lies beyond R = 2:2, which CuTe evaluates to R(2) = 4: not a coordinate of L
        assertEquals(List.of("x"), li.texts("text", "mark-tag"));
        assertTrue(li.texts("text", "note").contains("x = 3: L(x) = 2, R(L(x)) = 4, not a coordinate of L in [0,4)"),
                li.texts("text", "note").toString());
        verdict.clear();
        SvgDoc adm = prove("admissible((4,4):(1,8), (4):(2))", 1, verdict);
        assertEquals(List.of("x"), adm.texts("text", "mark-tag"), "T(x) is no offset of A: nothing to mark in A");
        assertTrue(adm.texts("text", "note").stream().anyMatch(n -> n.contains("is not an offset of A")));
    }

    @Test
    void equalAndImageWithinAndBijective() throws IOException {
        List<String> verdict = new java.util.ArrayList<>();
        SvgDoc eq = prove("equal((4,4):(1,3),(4,4):(1,4))", 1, verdict);
        assertEquals(2, eq.count("g", "panel"));
        assertEquals(List.of("x", "x"), eq.texts("text", "mark-tag"));
        verdict.clear();
        SvgDoc img = prove("image_within((4,8):(1,4), 16)", 1, verdict);
        assertEquals(1, marks(img).size());
        assertTrue(img.texts("text", "caption").stream().anyMatch(c -> c.contains("outside [0,16)")));
        verdict.clear();
        SvgDoc bij = prove("bijective((4,4):(1,3))", 1, verdict);
        assertEquals(2, marks(bij).size());
    }

    @Test
    void severalPropertiesFromStandardInputAreNumbered() throws IOException {
        Path svg = dir.resolve("many.svg");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String input = "bijective((4,8):(8,1))\ninjective((4,4):(1,2))\n";
        int status = ProveCommand.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), "--svg", svg.toString());
        assertEquals(1, status);
        assertFalse(Files.exists(dir.resolve("many-1.svg")));
        assertEquals(2, marks(SvgDoc.parse(Files.readString(dir.resolve("many-2.svg")))).size());
    }

    @Test
    void provedPropertiesWriteNoPicture() throws IOException {
        assertEquals(null, prove("bijective((4,8):(8,1))", 0, new java.util.ArrayList<>()));
    }

    /** A verdict of the prover on a property over definitions, with its witness. */
    private static Witness refuted(String property, List<String> assumptions, Map<String, Object> definitions) {
        try (ProofSession session = new ProofSession(ProverOptions.defaults())) {
            Verdict v = session.prove(Parser.parse(property), assumptions.stream().map(Parser::parse).toList(), definitions);
            assertEquals(Verdict.Kind.REFUTED, v.kind(), v.lines().toString());
            return Witness.of(v);
        }
    }

    @Test
    void forallMarksTheCoordinateOfEachLayoutItEvaluates() {
        String property = "forall t in [0,32), v in [0,4): mmaC(t,v) < 100";
        Map<String, Object> defs = Map.of("mmaC", Evaluator.concrete().evaluate("((4,8),(2,2)):((32,1),(16,8))"));
        Witness w = refuted(property, List.of(), defs);
        Optional<Figure> f = CounterexamplePicture.draw(Parser.parse(property), property, w, List.of());
        SvgDoc svg = SvgDoc.parse(SvgWriter.document(f.orElseThrow()));
        long t = w.values().get("t");
        long v = w.values().get("v");
        assertEquals(List.of("(" + t + "," + v + ")"), svg.texts("text", "mark-tag"));
        // the marked cell holds mmaC(t,v), which is not below 100
        long value = ((cuteprover.tuple.SymInt) Evaluator.concrete().evaluate("eval(((4,8),(2,2)):((32,1),(16,8)),(" + t + "," + v + "))")).value();
        assertTrue(value >= 100, "mmaC(t,v) = " + value);
        assertEquals(Long.toString(value), cellUnder(svg, marks(svg).get(0)));
    }

    @Test
    void symbolicDefinitionsAreDrawnAtTheWitnessSizes() {
        Object symbolic = new Evaluator(cuteprover.layout.Decider.CONCRETE, true, Map.of()).evaluate("(M,N):(1,8)");
        Witness w = refuted("injective(g)", List.of("M >= 1", "N >= 1"), Map.of("g", symbolic));
        Optional<Figure> f = CounterexamplePicture.draw(Parser.parse("injective(g)"), "injective(g)", w, List.of());
        SvgDoc svg = SvgDoc.parse(SvgWriter.document(f.orElseThrow()));
        long m = w.values().get("M");
        long n = w.values().get("N");
        assertEquals(m * n, svg.count("rect", "cell"));
        assertEquals("(" + m + "," + n + "):(1,8)", svg.texts("text", "panel-title").get(0));
        assertEquals(Set.of("x", "y"), svg.texts("text", "mark-tag").stream().collect(Collectors.toSet()));
    }

    /**
     * The picture is the witness's, not a second evaluation: a witness that records another value for
     * the property's argument than the argument's text evaluates to is drawn as recorded, and a witness
     * that records nothing is not drawn at all.
     */
    @Test
    void thePictureDrawsWhatTheWitnessRecordsNotTheProperty() {
        String property = "injective((4,4):(1,2))";
        Map<String, Long> values = new LinkedHashMap<>();
        values.put("x", 1L);
        values.put("y", 2L);
        Witness recorded = new Witness(values, "1", "1", property, "(4,4):(1,2)",
                Map.of("(4,4):(1,2)", Evaluator.concrete().evaluate("(2,2):(1,1)")), Map.of("x", "(1,0)", "y", "(0,1)"));
        SvgDoc svg = SvgDoc.parse(SvgWriter.document(
                CounterexamplePicture.draw(Parser.parse(property), property, recorded, List.of()).orElseThrow()));
        assertEquals(4, svg.count("rect", "cell"), "drawn as recorded: (2,2):(1,1), not the 16 cells of (4,4):(1,2)");
        assertEquals("(2,2):(1,1)", svg.texts("text", "panel-title").get(0));
        assertEquals(cellUnder(svg, marks(svg).get(0)), cellUnder(svg, marks(svg).get(1)), "x and y collide in the recorded layout");
        Witness valuesOnly = new Witness(values, "1", "1");
        assertTrue(CounterexamplePicture.draw(Parser.parse(property), property, valuesOnly, List.of()).isEmpty(),
                "without recorded terms there is nothing to draw (nothing is evaluated here)");
    }
}
