package cuteprover.category;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The text and SVG pictures: exact for a slide example, and every arrow traced on random morphisms. */
class MorphismPictureTest {

    @Test
    void rowMajorPictureOfTheSlides() {
        assertEquals(String.join("\n",
                "(4,6)-(2,1)->(6,4)",
                "4   6",
                "│   │",
                "└───┼┐",
                " ┌──┘│",
                " ▼   ▼",
                " 6   4",
                "L = (4,6):(6,1)"), MorphismText.drawing(NestMorphism.parse("(4,6)-(2,1)->(6,4)")));
    }

    @Test
    void projectedEntriesShowTheBasepoint() {
        List<String> lines = MorphismText.draw(NestMorphism.parse("(8,8,3)-(1,2,*)->(8,8)"));
        assertEquals("│   │   *", lines.get(2));
        assertEquals("L = (8,8,3):(1,8,0)", lines.get(lines.size() - 1));
    }

    @Provide
    Arbitrary<Random> randoms() {
        return Arbitraries.randomValue(r -> new Random(r.nextLong()));
    }

    /** Following the line characters from each domain entry ends at the codomain entry α(i). */
    @Property(tries = 500)
    void everyArrowLeadsToItsImage(@ForAll("randoms") Random r) {
        NestMorphism f = CategoryGenerators.morphism(r);
        List<String> lines = MorphismText.draw(f);
        List<String> grid = lines.subList(1, lines.size() - 1);
        int[] domainStarts = labelStarts(grid.get(0));
        int[] codomainStarts = labelStarts(grid.get(grid.size() - 1));
        assertEquals(f.domain().length(), domainStarts.length, () -> String.join("\n", lines));
        assertEquals(f.codomain().length(), codomainStarts.length, () -> String.join("\n", lines));
        for (int i = 1; i <= domainStarts.length; i++) {
            int traced = trace(grid, domainStarts[i - 1], codomainStarts);
            assertEquals(f.apply(i), traced, () -> "arrow from entry of " + f + "\n" + String.join("\n", lines));
        }
        for (String line : lines) {
            assertEquals(line.stripTrailing(), line);
        }
    }

    private static int[] labelStarts(String row) {
        List<Integer> starts = new ArrayList<>();
        for (int c = 0; c < row.length(); c++) {
            if (Character.isDigit(row.charAt(c)) && (c == 0 || !Character.isDigit(row.charAt(c - 1)))) {
                starts.add(c);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private static char at(List<String> grid, int r, int c) {
        String line = grid.get(r);
        return c < line.length() ? line.charAt(c) : ' ';
    }

    /** The 1-based codomain index reached from the connector under a domain label, 0 for *. */
    private static int trace(List<String> grid, int column, int[] codomainStarts) {
        int r = 1;
        int c = column;
        int dr = 1;
        int dc = 0;
        if (at(grid, r, c) == '*') {
            return 0;
        }
        for (int steps = 0; steps < 100_000; steps++) {
            char ch = at(grid, r, c);
            if (ch == '▼') {
                for (int j = 0; j < codomainStarts.length; j++) {
                    if (codomainStarts[j] == c) {
                        return j + 1;
                    }
                }
                fail("arrowhead at column " + c + " is above no codomain entry");
            }
            if (dr == 1) {
                if (ch == '│' || ch == '┼') {
                    r++;
                } else if (ch == '└') {
                    dr = 0;
                    dc = 1;
                    c++;
                } else if (ch == '┘') {
                    dr = 0;
                    dc = -1;
                    c--;
                } else {
                    fail("going down, met '" + ch + "' at " + r + "," + c);
                }
            } else {
                if (ch == '─' || ch == '┼') {
                    c += dc;
                } else if (dc == 1 && ch == '┐' || dc == -1 && ch == '┌') {
                    dr = 1;
                    dc = 0;
                    r++;
                } else {
                    fail("going sideways, met '" + ch + "' at " + r + "," + c);
                }
            }
        }
        fail("no end");
        return -1;
    }

    /** The SVG is well-formed XML with one box per entry and one arrow per domain entry. */
    @Property(tries = 200)
    void svgIsWellFormed(@ForAll("randoms") Random r) throws Exception {
        NestMorphism f = CategoryGenerators.morphism(r);
        String svg = MorphismSvg.write(f);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        Element root = doc.getDocumentElement();
        assertEquals("svg", root.getLocalName());
        assertEquals("http://www.w3.org/2000/svg", root.getNamespaceURI());
        assertEquals(f.toString(), doc.getElementsByTagNameNS("*", "title").item(0).getTextContent());
        int domainBoxes = 0;
        int codomainBoxes = 0;
        NodeList rects = doc.getElementsByTagNameNS("*", "rect");
        for (int k = 0; k < rects.getLength(); k++) {
            String cls = ((Element) rects.item(k)).getAttribute("class");
            domainBoxes += cls.equals("domain") ? 1 : 0;
            codomainBoxes += cls.equals("codomain") ? 1 : 0;
        }
        assertEquals(f.domain().length(), domainBoxes);
        assertEquals(f.codomain().length(), codomainBoxes);
        int arrows = 0;
        int projections = 0;
        NodeList paths = doc.getElementsByTagNameNS("*", "path");
        for (int k = 0; k < paths.getLength(); k++) {
            String cls = ((Element) paths.item(k)).getAttribute("class");
            arrows += cls.equals("arrow") ? 1 : 0;
            projections += cls.equals("projection") ? 1 : 0;
        }
        int expectedProjections = 0;
        for (int i = 1; i <= f.domain().length(); i++) {
            expectedProjections += f.apply(i) == 0 ? 1 : 0;
        }
        assertEquals(f.domain().length() - expectedProjections, arrows);
        assertEquals(expectedProjections, projections);
        assertTrue(svg.contains("L = " + LayoutFunctor.encode(f)));
    }
}
