package cuteprover.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws a {@link Figure} as SVG that any browser renders (no TeX, no fonts beyond monospace, no
 * scripts, no external references).
 *
 * <p>Two densities. When the labels fit (the figure stays under {@link #MAX_WIDTH} pixels wide and
 * has at most {@link #MAX_LABELLED_CELLS} cells), every cell is a {@code rect class="cell"} with its
 * label. Otherwise (a 128x256 accumulator) cells shrink to a few pixels without text, and the cells
 * of one color are drawn as one {@code path class="cells"}, so the file stays small; row and column
 * labels are thinned to every 2^k-th. Marked cells are always drawn as {@code rect class="mark"}
 * outlines (at least 8 pixels, so that a counterexample stays visible).
 */
public final class SvgWriter {

    public static final int MAX_WIDTH = 1600;
    public static final int MAX_LABELLED_CELLS = 8192;
    /** Marks are tagged ({@code x}, {@code B(i)}) only when a grid has at most this many. */
    public static final int MAX_TAGS = 6;

    private static final double CHAR = 6.7;
    private static final int FONT = 11;
    private static final int LINE = 14;
    private static final int LEVEL = 15;
    private static final int TITLE = 20;
    private static final int GAP = 24;
    private static final int MARGIN = 10;

    private final Figure figure;
    private final boolean labelled;
    private final double cw;
    private final double ch;
    private final double rowLabelWidth;
    private final double headerHeight;
    private final int captionLines;

    private SvgWriter(Figure figure, int maxLabelledCells) {
        this.figure = figure;
        List<Grid> grids = figure.grids();
        int widest = 1;
        int lines = 1;
        int rowLabel = 1;
        int levels = 1;
        boolean titled = false;
        int captions = 0;
        long cells = 0;
        for (Grid g : grids) {
            widest = Math.max(widest, g.widestLabel());
            lines = Math.max(lines, g.labelLines());
            for (int r = 0; r < g.rows(); r++) {
                rowLabel = Math.max(rowLabel, g.rowLabel(r).length());
            }
            levels = Math.max(levels, g.columnLevels().size());
            titled |= g.title() != null;
            captions = Math.max(captions, g.captions().size());
            cells += (long) g.rows() * g.cols();
        }
        int levelNameWidth = 0;
        for (Grid g : grids) {
            for (String n : g.columnLevelNames()) {
                levelNameWidth = Math.max(levelNameWidth, n.length());
            }
        }
        // whole pixels, so that compact cells sit on integer coordinates (short path data)
        this.rowLabelWidth = Math.ceil(Math.max(Math.max(rowLabel, levelNameWidth) * CHAR + 10, 22));
        this.headerHeight = (titled ? TITLE : 0) + levels * LEVEL + 2;
        this.captionLines = captions;
        long totalCols = 0;
        for (int c = 0; c < figure.columns(); c++) {
            totalCols += columnCells(c);
        }
        double textW = Math.max(20, Math.ceil(widest * CHAR) + 8);
        double textH = LINE * lines + 6;
        double fixed = 2 * MARGIN + figure.columns() * (rowLabelWidth + GAP);
        if (cells <= maxLabelledCells && fixed + totalCols * textW <= MAX_WIDTH) {
            labelled = true;
            cw = textW;
            ch = textH;
        } else {
            labelled = false;
            double fit = Math.floor((MAX_WIDTH - fixed) / Math.max(1, totalCols));
            cw = Math.max(2, Math.min(12, fit));
            ch = cw;
        }
    }

    /** A standalone SVG document (with XML declaration). */
    public static String document(Figure figure) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(figure);
    }

    /** The {@code <svg>} element alone, for inlining in HTML. */
    public static String element(Figure figure) {
        return new SvgWriter(figure, MAX_LABELLED_CELLS).write();
    }

    /** The {@code <svg>} element, labelling cells only in figures of at most {@code maxLabelledCells} cells. */
    public static String element(Figure figure, int maxLabelledCells) {
        return new SvgWriter(figure, maxLabelledCells).write();
    }

    /** True when the figure is drawn with a label in every cell. */
    public static boolean labelled(Figure figure) {
        return new SvgWriter(figure, MAX_LABELLED_CELLS).labelled;
    }

    private int columnCells(int c) {
        int n = 0;
        for (List<Grid> row : figure.rows()) {
            if (c < row.size() && row.get(c) != null) {
                n = Math.max(n, row.get(c).cols());
            }
        }
        return n;
    }

    private int rowCells(List<Grid> row) {
        int n = 0;
        for (Grid g : row) {
            if (g != null) {
                n = Math.max(n, g.rows());
            }
        }
        return n;
    }

    private String write() {
        StringBuilder body = new StringBuilder();
        double y = MARGIN;
        if (figure.title() != null) {
            y += 4;
            text(body, "title", MARGIN, y + 12, figure.title(), 13, "start", "font-weight=\"bold\"");
            y += TITLE + 4;
        }
        double[] colX = new double[figure.columns()];
        double x = MARGIN;
        for (int c = 0; c < colX.length; c++) {
            colX[c] = x;
            x += columnWidth(c) + GAP;
        }
        double width = Math.max(x - GAP + MARGIN, titleWidth());
        for (List<Grid> row : figure.rows()) {
            double h = headerHeight + rowCells(row) * ch + captionLines * LINE + 6;
            for (int c = 0; c < row.size(); c++) {
                if (row.get(c) != null) {
                    panel(body, row.get(c), colX[c], y);
                }
            }
            y += h + GAP;
        }
        y -= GAP;
        for (String note : figure.notes()) {
            y += LINE + 2;
            text(body, "note", MARGIN, y, note, FONT, "start", "");
            width = Math.max(width, 2 * MARGIN + note.length() * CHAR);
        }
        double height = y + MARGIN;
        StringBuilder svg = new StringBuilder(body.length() + 512);
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" viewBox=\"0 0 %s %s\" "
                        + "font-family=\"monospace\" font-size=\"%d\">%n",
                num(width), num(height), num(width), num(height), FONT));
        if (figure.title() != null) {
            svg.append("<title>").append(Xml.escape(figure.title())).append("</title>\n");
        }
        svg.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(num(width)).append("\" height=\"")
                .append(num(height)).append("\" fill=\"#ffffff\"/>\n");
        svg.append(body);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private double titleWidth() {
        return figure.title() == null ? 0 : 2 * MARGIN + figure.title().length() * 8.0;
    }

    /** A panel column is as wide as its widest grid, title or caption (bold 12px titles: 7.3px a character). */
    private double columnWidth(int c) {
        return Math.ceil(rawColumnWidth(c));
    }

    private double rawColumnWidth(int c) {
        double w = rowLabelWidth + columnCells(c) * cw;
        for (List<Grid> row : figure.rows()) {
            Grid g = c < row.size() ? row.get(c) : null;
            if (g == null) {
                continue;
            }
            if (g.title() != null) {
                w = Math.max(w, g.title().length() * 7.3);
            }
            for (String caption : g.captions()) {
                w = Math.max(w, caption.length() * CHAR);
            }
        }
        return w;
    }

    private void panel(StringBuilder out, Grid g, double x0, double y0) {
        out.append("<g class=\"panel\">\n");
        double top = y0;
        if (g.title() != null) {
            text(out, "panel-title", x0, top + 13, g.title(), 12, "start", "font-weight=\"bold\"");
        }
        double cellsX = x0 + rowLabelWidth;
        double cellsY = y0 + headerHeight;
        // column labels, outermost level first, the innermost right above the cells
        List<String[]> levels = g.columnLevels();
        int step = labelled ? 1 : step(maxLength(levels));
        for (int l = 0; l < levels.size(); l++) {
            double ly = cellsY - (levels.size() - l - 1) * LEVEL - 4;
            String name = g.columnLevelNames().get(l);
            if (!name.isEmpty()) {
                text(out, "header", cellsX - 6, ly, name, FONT, "end", "fill=\"#555\"");
            }
            String[] labels = levels.get(l);
            for (int c = 0; c < g.cols(); c += step) {
                text(out, "header", cellsX + (c + 0.5) * cw, ly, labels[c], FONT, "middle", "");
            }
        }
        int rowStep = labelled ? 1 : rowStep();
        for (int r = 0; r < g.rows(); r += rowStep) {
            double cy = cellsY + (r + 0.5) * ch + 4;
            text(out, "header", cellsX - 6, cy, g.rowLabel(r), FONT, "end", "");
        }
        if (labelled) {
            labelledCells(out, g, cellsX, cellsY);
        } else {
            compactCells(out, g, cellsX, cellsY);
        }
        marks(out, g, cellsX, cellsY);
        double cy = cellsY + g.rows() * ch;
        for (String c : g.captions()) {
            cy += LINE;
            text(out, "caption", x0, cy, c, FONT, "start", "");
        }
        out.append("</g>\n");
    }

    private void labelledCells(StringBuilder out, Grid g, double x0, double y0) {
        // stroke and anchor once per grid, not per cell: a 4096-cell table stays a few hundred kB
        out.append("<g stroke=\"#333\" stroke-width=\"0.6\">\n");
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                int fill = g.fill(r, c);
                out.append("<rect class=\"cell\" x=\"").append(num(x0 + c * cw)).append("\" y=\"").append(num(y0 + r * ch))
                        .append("\" width=\"").append(num(cw)).append("\" height=\"").append(num(ch))
                        .append("\" fill=\"").append(Palette.hex(fill == Palette.NONE ? Palette.WHITE : fill)).append("\"/>\n");
            }
        }
        out.append("</g>\n<g text-anchor=\"middle\">\n");
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                int fill = g.fill(r, c);
                double x = x0 + c * cw;
                double y = y0 + r * ch;
                String label = g.label(r, c);
                if (label != null && !label.isEmpty()) {
                    String[] lines = label.split("\n", -1);
                    String color = fill != Palette.NONE && Palette.isDark(fill) ? " fill=\"#fff\"" : "";
                    double first = y + ch / 2 - (lines.length - 1) * LINE / 2.0 + 4;
                    out.append("<text class=\"label\" x=\"").append(num(x + cw / 2)).append("\" y=\"").append(num(first))
                            .append('"').append(color).append('>');
                    for (int i = 0; i < lines.length; i++) {
                        if (lines.length == 1) {
                            out.append(Xml.escape(lines[i]));
                        } else {
                            out.append("<tspan x=\"").append(num(x + cw / 2)).append("\" dy=\"").append(i == 0 ? "0" : Integer.toString(LINE))
                                    .append("\">").append(Xml.escape(lines[i])).append("</tspan>");
                        }
                    }
                    out.append("</text>\n");
                }
            }
        }
        out.append("</g>\n");
    }

    /** One path per fill color: a 128x256 accumulator is eight paths, not 32768 elements. */
    private void compactCells(StringBuilder out, Grid g, double x0, double y0) {
        Map<Integer, StringBuilder> paths = new LinkedHashMap<>();
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                int fill = g.fill(r, c);
                StringBuilder d = paths.computeIfAbsent(fill == Palette.NONE ? Palette.WHITE : fill, k -> new StringBuilder());
                d.append('M').append(num(x0 + c * cw)).append(' ').append(num(y0 + r * ch))
                        .append('h').append(num(cw)).append('v').append(num(ch)).append('h').append(num(-cw)).append('z');
            }
        }
        for (Map.Entry<Integer, StringBuilder> e : paths.entrySet()) {
            out.append("<path class=\"cells\" fill=\"").append(Palette.hex(e.getKey())).append("\" d=\"").append(e.getValue())
                    .append("\"/>\n");
        }
        if (cw >= 5) {
            StringBuilder d = new StringBuilder();
            for (int c = 0; c <= g.cols(); c++) {
                d.append('M').append(num(x0 + c * cw)).append(' ').append(num(y0)).append('v').append(num(g.rows() * ch));
            }
            for (int r = 0; r <= g.rows(); r++) {
                d.append('M').append(num(x0)).append(' ').append(num(y0 + r * ch)).append('h').append(num(g.cols() * cw));
            }
            out.append("<path class=\"gridlines\" fill=\"none\" stroke=\"#666\" stroke-width=\"0.3\" d=\"").append(d).append("\"/>\n");
        }
        out.append("<rect class=\"outline\" x=\"").append(num(x0)).append("\" y=\"").append(num(y0)).append("\" width=\"")
                .append(num(g.cols() * cw)).append("\" height=\"").append(num(g.rows() * ch))
                .append("\" fill=\"none\" stroke=\"#333\" stroke-width=\"1\"/>\n");
    }

    private void marks(StringBuilder out, Grid g, double x0, double y0) {
        List<int[]> marked = new ArrayList<>();
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                if (g.mark(r, c) != null) {
                    marked.add(new int[] {r, c});
                }
            }
        }
        for (int[] rc : marked) {
            double size = Math.max(8, Math.min(cw, ch));
            double w = Math.max(cw, size);
            double h = Math.max(ch, size);
            double x = x0 + rc[1] * cw - (w - cw) / 2;
            double y = y0 + rc[0] * ch - (h - ch) / 2;
            out.append("<rect class=\"mark\" x=\"").append(num(x + 1)).append("\" y=\"").append(num(y + 1))
                    .append("\" width=\"").append(num(w - 2)).append("\" height=\"").append(num(h - 2))
                    .append("\" fill=\"none\" stroke=\"").append(Palette.hex(Palette.MARK)).append("\" stroke-width=\"2.5\"/>\n");
            String tag = g.mark(rc[0], rc[1]);
            // tags name a counterexample's few cells; many marks (a coverage failure) go untagged
            if (!tag.isEmpty() && marked.size() <= MAX_TAGS) {
                out.append("<text class=\"mark-tag\" x=\"").append(num(x + w - 2)).append("\" y=\"").append(num(y - 1))
                        .append("\" text-anchor=\"end\" font-size=\"10\" font-weight=\"bold\" fill=\"")
                        .append(Palette.hex(Palette.MARK)).append("\">").append(Xml.escape(tag)).append("</text>\n");
            }
        }
    }

    /** The smallest power of two k such that every k-th label of this length fits. */
    private int step(int labelLength) {
        int k = 1;
        while (k * cw < labelLength * CHAR + 4) {
            k *= 2;
        }
        return k;
    }

    private static int maxLength(List<String[]> levels) {
        int n = 1;
        for (String[] level : levels) {
            for (String s : level) {
                n = Math.max(n, s.length());
            }
        }
        return n;
    }

    /** The smallest power of two k such that every k-th row label has a text line of room. */
    private int rowStep() {
        int k = 1;
        while (k * ch < LINE - 2) {
            k *= 2;
        }
        return k;
    }

    private static void text(StringBuilder out, String cls, double x, double y, String s, int size, String anchor, String extra) {
        out.append("<text class=\"").append(cls).append("\" x=\"").append(num(x)).append("\" y=\"").append(num(y)).append('"');
        if (size != FONT) {
            out.append(" font-size=\"").append(size).append('"');
        }
        if (!anchor.equals("start")) {
            out.append(" text-anchor=\"").append(anchor).append('"');
        }
        if (!extra.isEmpty()) {
            out.append(' ').append(extra);
        }
        out.append('>').append(Xml.escape(s)).append("</text>\n");
    }

    /** A coordinate with at most two decimals, no trailing zeros. */
    static String num(double v) {
        long r = Math.round(v * 100);
        if (r % 100 == 0) {
            return Long.toString(r / 100);
        }
        String s = String.format(Locale.ROOT, "%.2f", r / 100.0);
        return s.endsWith("0") ? s.substring(0, s.length() - 1) : s;
    }
}
