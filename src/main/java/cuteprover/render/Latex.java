package cuteprover.render;

import java.util.Locale;

/**
 * The frame of CuTe's LaTeX pictures ({@code print_latex}, {@code print_latex_tv},
 * {@code print_latex_mma}): a standalone TikZ document whose x axis runs down (rows) and y axis
 * right (columns), one-centimetre nodes, a grid, and large monospace labels.
 */
final class Latex {

    private Latex() {
    }

    static void begin(StringBuilder sb) {
        sb.append("\\documentclass[convert]{standalone}\n"
                + "\\usepackage{tikz}\n\n"
                + "\\begin{document}\n"
                + "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n");
    }

    static void end(StringBuilder sb) {
        sb.append("\\end{tikzpicture}\n\\end{document}\n");
    }

    /** Labels 0..rows-1 left of the grid, whose first column is {@code column0}. */
    static void rowLabels(StringBuilder sb, int rows, int column0) {
        for (int m = 0; m < rows; m++) {
            sb.append(String.format(Locale.ROOT, "\\node at (%d,%d) {\\Large{\\texttt{%d}}};%n", m, column0 - 1, m));
        }
    }

    /** Labels 0..cols-1 above the grid. */
    static void columnLabels(StringBuilder sb, int cols, int column0) {
        for (int n = 0; n < cols; n++) {
            sb.append(String.format(Locale.ROOT, "\\node at (%d,%d) {\\Large{\\texttt{%d}}};%n", -1, column0 + n, n));
        }
    }

    /** The TV cell label, CuTe's {@code \shortstack{T%d \\ V%d}}. */
    static String tvNode(String fill, long row, long col, long t, long v) {
        return String.format(Locale.ROOT, "\\node[fill=%s] at (%d,%d) {\\shortstack{T%d \\\\ V%d}};%n", fill, row, col, t, v);
    }
}
