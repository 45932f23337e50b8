package cuteprover.category;

import java.util.Locale;

/**
 * An SVG picture of a morphism in the slides' style: the flattened domain entries as boxes on top,
 * the codomain entries below (entries outside the image in grey), one curved arrow per domain entry,
 * and the basepoint {@code *} as a small circle on the left of the codomain row that receives the
 * arrows of the entries going to *. The title is the text form; the caption is the encoded layout.
 * Element classes ({@code domain}, {@code codomain}, {@code arrow}, {@code projection}) let tests and
 * style sheets find the parts.
 */
public final class MorphismSvg {

    private static final int BOX = 36;
    private static final int GAP = 14;
    private static final int TOP = 40;
    private static final int ROW_GAP = 110;
    private static final int LEFT = 70;

    private MorphismSvg() {
    }

    public static String write(NestMorphism f) {
        long[] s = f.domain().entries();
        long[] t = f.codomain().entries();
        boolean[] hit = f.map().hit();
        int columns = Math.max(1, Math.max(s.length, t.length));
        String layout = "L = " + LayoutFunctor.encode(f);
        // monospace 14px is under 9px a character: the captions must fit
        int captionWidth = 16 + 9 * Math.max(f.toString().length(), layout.length());
        int width = Math.max(LEFT + columns * (BOX + GAP) + GAP, captionWidth);
        int bottomY = TOP + BOX + ROW_GAP;
        int height = bottomY + BOX + 64;
        StringBuilder svg = new StringBuilder();
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"monospace\" font-size=\"14\">%n",
                width, height, width, height));
        svg.append("  <title>").append(escape(f.toString())).append("</title>\n");
        svg.append("  <defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
                + "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#1f4e8c\"/></marker></defs>\n");
        svg.append(String.format(Locale.ROOT, "  <text x=\"8\" y=\"%d\">S</text>%n", TOP + BOX / 2 + 5));
        svg.append(String.format(Locale.ROOT, "  <text x=\"8\" y=\"%d\">T</text>%n", bottomY + BOX / 2 + 5));
        for (int i = 0; i < s.length; i++) {
            box(svg, "domain", x(i), TOP, Long.toString(s[i]), true);
        }
        for (int j = 0; j < t.length; j++) {
            box(svg, "codomain", x(j), bottomY, Long.toString(t[j]), hit[j]);
        }
        int starX = LEFT - 26;
        int starY = bottomY + BOX / 2;
        svg.append(String.format(Locale.ROOT,
                "  <circle class=\"basepoint\" cx=\"%d\" cy=\"%d\" r=\"9\" fill=\"white\" stroke=\"#555\"/>%n", starX, starY));
        svg.append(String.format(Locale.ROOT,
                "  <text x=\"%d\" y=\"%d\" text-anchor=\"middle\">*</text>%n", starX, starY + 5));
        for (int i = 0; i < s.length; i++) {
            int j = f.apply(i + 1);
            int x0 = x(i) + BOX / 2;
            int y0 = TOP + BOX;
            int x1 = j == 0 ? starX : x(j - 1) + BOX / 2;
            int y1 = j == 0 ? starY - 10 : bottomY;
            int mid = (y0 + y1) / 2;
            svg.append(String.format(Locale.ROOT,
                    "  <path class=\"%s\" d=\"M%d,%d C%d,%d %d,%d %d,%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.6\"%s marker-end=\"url(#head)\"/>%n",
                    j == 0 ? "projection" : "arrow", x0, y0, x0, mid, x1, mid, x1, y1, j == 0 ? "#888" : "#1f4e8c",
                    j == 0 ? " stroke-dasharray=\"4 3\"" : ""));
        }
        svg.append(String.format(Locale.ROOT, "  <text class=\"caption\" x=\"8\" y=\"%d\">%s</text>%n",
                height - 32, escape(f.toString())));
        svg.append(String.format(Locale.ROOT, "  <text class=\"caption\" x=\"8\" y=\"%d\">%s</text>%n",
                height - 12, escape(layout)));
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static int x(int index) {
        return LEFT + GAP + index * (BOX + GAP);
    }

    private static void box(StringBuilder svg, String role, int x, int y, String label, boolean strong) {
        svg.append(String.format(Locale.ROOT,
                "  <rect class=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"4\" fill=\"%s\" stroke=\"%s\"/>%n",
                role, x, y, BOX, BOX, strong ? "#eef3fb" : "#f4f4f4", strong ? "#1f4e8c" : "#aaa"));
        svg.append(String.format(Locale.ROOT, "  <text x=\"%d\" y=\"%d\" text-anchor=\"middle\"%s>%s</text>%n",
                x + BOX / 2, y + BOX / 2 + 5, strong ? "" : " fill=\"#888\"", escape(label)));
    }

    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
