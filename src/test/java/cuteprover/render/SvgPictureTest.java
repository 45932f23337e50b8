package cuteprover.render;

import cuteprover.category.LayoutFunctor;
import cuteprover.category.NestLayout;
import cuteprover.expr.Evaluator;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The SVG pictures: well-formed (JDK XML parser), the expected elements, legible or compact by size. */
class SvgPictureTest {

    private static Object eval(String text) {
        return Evaluator.concrete().evaluate(text);
    }

    private static Layout layout(String text) {
        return (Layout) eval(text);
    }

    @Test
    void smallLayoutHasOneLabelledCellPerOffset() {
        SvgDoc svg = SvgDoc.parse(LayoutPicture.of(layout("(4,(2,2)):(2,(1,8))")).svg());
        assertEquals(16, svg.count("rect", "cell"));
        assertEquals(16, svg.count("text", "label"));
        assertEquals(Set.of("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"),
                new HashSet<>(svg.texts("text", "label")));
        // cell (1,2) is L(1,2) = 2 + 8 = 10, shaded with CuTe's grey for 10 % 8 = 2 (black!20)
        Element cell = svg.all("rect", "cell").get(1 * 4 + 2);
        assertEquals(Palette.hex(Palette.grey(10)), cell.getAttribute("fill"));
        assertEquals("#cccccc", Palette.hex(Palette.grey(10)));
        assertEquals(0, svg.count("path", "cells"));
        assertEquals(1, svg.count("g", "panel"));
    }

    @Test
    void rankThreeHasOneColumnLabelLinePerRemainingMode() {
        LayoutPicture p = LayoutPicture.of(layout("(2,3,4):(1,2,6)"));
        SvgDoc svg = SvgDoc.parse(p.svg());
        assertEquals(24, svg.count("rect", "cell"));
        // 12 columns x 2 levels, the level names m2 and m1, and 2 row labels
        assertEquals(12 * 2 + 2 + 2, svg.count("text", "header"));
        assertEquals(String.join("\n",
                "(2,3,4):(1,2,6)",
                " m2    0    0    0    1    1    1    2    2    2    3    3    3 ",
                " m1    0    1    2    0    1    2    0    1    2    0    1    2 ",
                "    +----+----+----+----+----+----+----+----+----+----+----+----+",
                " 0  |  0 |  2 |  4 |  6 |  8 | 10 | 12 | 14 | 16 | 18 | 20 | 22 |",
                "    +----+----+----+----+----+----+----+----+----+----+----+----+",
                " 1  |  1 |  3 |  5 |  7 |  9 | 11 | 13 | 15 | 17 | 19 | 21 | 23 |",
                "    +----+----+----+----+----+----+----+----+----+----+----+----+",
                ""), p.text());
    }

    @Test
    void tvCellsAreLabelledByThreadAndValueAndColoredByThread() {
        TvPicture p = TvPicture.of(layout("((4,8),(2,2)):((32,1),(16,8))"), (IntTuple) eval("(16,8)"));
        SvgDoc svg = SvgDoc.parse(p.svg());
        assertEquals(128, svg.count("rect", "cell"));
        assertEquals(128, svg.count("text", "label"));
        // C fragment of mma.m16n8k16: thread 5 holds (1,2),(1,3),(9,2),(9,3) as values 0..3
        Element label = svg.all("text", "label").get(9 * 8 + 3);
        assertEquals("T5V3", label.getTextContent());
        assertEquals(2, label.getElementsByTagNameNS("http://www.w3.org/2000/svg", "tspan").getLength());
        assertEquals(Palette.hex(Palette.thread(5)), svg.all("rect", "cell").get(9 * 8 + 3).getAttribute("fill"));
        assertEquals(0, p.uncovered());
        assertEquals(0, p.shared());
    }

    @Test
    void uncoveredAndSharedCellsAreCountedAndCanBeMarked() {
        TvPicture p = TvPicture.of(layout("(4,2):(1,2)"), (IntTuple) eval("(4,4)")).markCoverage();
        // (t,v) -> t + 2v reaches 0..5: cells 2,3 twice, 6..15 never
        assertEquals(10, p.uncovered());
        assertEquals(2, p.shared());
        SvgDoc svg = SvgDoc.parse(p.svg());
        assertEquals(12, svg.count("rect", "mark"));
        assertEquals(0, svg.count("text", "mark-tag"), "12 marks: too many to tag");
        assertEquals(10, svg.all("rect", "cell").stream().filter(e -> e.getAttribute("fill").equals(Palette.hex(Palette.MISSING))).count());
    }

    @Test
    void accumulator128x256StaysCompact() {
        // 128 threads, each holding one row of 256 values: (t,v) -> t + 128*v
        TvPicture p = TvPicture.of(layout("(128,256):(1,128)"), (IntTuple) eval("(128,256)"));
        String text = p.svg();
        SvgDoc svg = SvgDoc.parse(text);
        assertEquals(0, svg.count("rect", "cell"));
        assertEquals(0, svg.count("text", "label"));
        assertEquals(8, svg.count("path", "cells"), "one path per thread color");
        double width = Double.parseDouble(svg.doc.getDocumentElement().getAttribute("width"));
        assertTrue(width <= SvgWriter.MAX_WIDTH, "width " + width);
        assertTrue(text.length() < 3_000_000, "size " + text.length());
        // thinned headers: not every one of the 256 columns and 128 rows is labelled
        int headers = svg.count("text", "header");
        assertTrue(headers > 16 && headers < 128 + 256, "headers " + headers);
    }

    @Test
    void mmaAtomHasThreePanelsWithAllCells() {
        Layout a = layout("((4,8),(2,2,2)):((32,1),(16,8,128))");
        Layout b = layout("((4,8),(2,2)):((16,1),(8,64))");
        Layout c = layout("((4,8),(2,2)):((32,1),(16,8))");
        MmaPicture p = new MmaPicture("sm80.mma.m16n8k16.f16", 16, 8, 16, a, b, c);
        SvgDoc svg = SvgDoc.parse(p.svg());
        assertEquals(3, svg.count("g", "panel"));
        assertEquals(16 * 16 + 16 * 8 + 16 * 8, svg.count("rect", "cell"));
        List<String> titles = svg.texts("text", "panel-title");
        assertEquals(3, titles.size());
        assertTrue(titles.get(0).startsWith("B 16x8"), titles.toString());
        assertTrue(titles.get(1).startsWith("A 16x16"), titles.toString());
        assertTrue(titles.get(2).startsWith("C 16x8"), titles.toString());
        // B in PTX's K x N: thread 0 holds k = 0,1 (values 0,1) and k = 8,9 (values 2,3) of column n = 0
        String text = p.text();
        assertTrue(text.contains("B 16x8 (k,n)"), text);
    }

    @Test
    void swizzleShowsBeforeAndAfterColoredByTheRewrittenBits() {
        ComposedLayout sw = (ComposedLayout) eval("Sw<2,1,3> o 0 o (8,16):(16,1)");
        SwizzlePicture p = new SwizzlePicture(sw);
        SvgDoc svg = SvgDoc.parse(p.svg());
        assertEquals(2, svg.count("g", "panel"));
        assertEquals(256, svg.count("rect", "cell"));
        List<Element> cells = svg.all("rect", "cell");
        // before: row 0 and row 1 have the same color pattern (chunks of 2 columns); after: row 1 is permuted
        String before0 = cells.get(0).getAttribute("fill") + cells.get(2).getAttribute("fill");
        String before1 = cells.get(16).getAttribute("fill") + cells.get(18).getAttribute("fill");
        String after0 = cells.get(128).getAttribute("fill") + cells.get(130).getAttribute("fill");
        String after1 = cells.get(144).getAttribute("fill") + cells.get(146).getAttribute("fill");
        assertEquals(before0, before1);
        assertEquals(before0, after0);
        assertFalse(after0.equals(after1), "row 1 of the swizzled layout has its chunks exchanged");
        assertTrue(svg.texts("text", "note").get(0).contains("bits [1,3)"));
    }

    @Test
    void marksAreOutlinedWithTheirTags() {
        LayoutPicture p = LayoutPicture.of(layout("(4,4):(1,2)")).mark(2, "x").mark(4, "y");
        SvgDoc svg = SvgDoc.parse(p.svg());
        assertEquals(2, svg.count("rect", "mark"));
        assertEquals(Set.of("x", "y"), new HashSet<>(svg.texts("text", "mark-tag")));
    }

    @Test
    void morphismUsesTheCategoryPicture() {
        NestLayout l = NestLayout.of(layout("(4,6):(6,1)"));
        MorphismPicture p = new MorphismPicture(LayoutFunctor.standardForm(l));
        SvgDoc svg = SvgDoc.parse(p.svg());
        assertEquals(2, svg.count("path", "arrow"));
        assertTrue(p.text().startsWith("(4,6)-(2,1)->(6,4)"), p.text());
        assertTrue(p.html().contains("<svg"));
    }

    @Test
    void htmlPageIsSelfContained() {
        String html = LayoutPicture.of(layout("(2,3):(3,1)")).html();
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertFalse(html.contains("http://") && html.replace("http://www.w3.org/2000/svg", "").contains("http://"));
        assertFalse(html.contains("<script src"));
        assertEquals(1, html.split("<svg", -1).length - 1);
    }
}
