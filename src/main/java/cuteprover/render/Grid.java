package cuteprover.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The common model of every tabular picture: a {@code rows x cols} table of cells, each with a
 * label (one line, or two separated by a newline), a fill color and an optional mark (a short tag
 * such as {@code x}, drawn as a red outline: where a counterexample lies). Row labels run down the
 * left, column labels across the top; a grid may have several column-label lines, one per level of
 * a hierarchical column mode. {@link SvgWriter} draws grids, {@link TextTable} prints them.
 */
public final class Grid {

    private final String title;
    private final int rows;
    private final int cols;
    private final String[] labels;
    private final int[] fills;
    private final String[] marks;
    private final String[] rowLabels;
    private final List<String> columnLevelNames = new ArrayList<>();
    private final List<String[]> columnLevels = new ArrayList<>();
    private final List<String> captions = new ArrayList<>();

    public Grid(String title, int rows, int cols) {
        if (rows < 0 || cols < 0) {
            throw new IllegalArgumentException("negative grid size");
        }
        this.title = title;
        this.rows = rows;
        this.cols = cols;
        int n = Math.multiplyExact(rows, cols);
        this.labels = new String[n];
        this.fills = new int[n];
        Arrays.fill(fills, Palette.NONE);
        this.marks = new String[n];
        this.rowLabels = new String[rows];
        String[] columns = new String[cols];
        for (int r = 0; r < rows; r++) {
            rowLabels[r] = Integer.toString(r);
        }
        for (int c = 0; c < cols; c++) {
            columns[c] = Integer.toString(c);
        }
        columnLevels.add(columns);
        columnLevelNames.add("");
    }

    public String title() {
        return title;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    private int at(int r, int c) {
        if (r < 0 || r >= rows || c < 0 || c >= cols) {
            throw new IndexOutOfBoundsException("cell (" + r + "," + c + ") outside " + rows + "x" + cols);
        }
        return r * cols + c;
    }

    public Grid set(int r, int c, String label, int fill) {
        labels[at(r, c)] = label;
        fills[at(r, c)] = fill;
        return this;
    }

    public Grid mark(int r, int c, String tag) {
        int i = at(r, c);
        marks[i] = marks[i] == null ? tag : marks[i] + "," + tag;
        return this;
    }

    public Grid fill(int r, int c, int fill) {
        fills[at(r, c)] = fill;
        return this;
    }

    public String label(int r, int c) {
        return labels[at(r, c)];
    }

    public int fill(int r, int c) {
        return fills[at(r, c)];
    }

    public String mark(int r, int c) {
        return marks[at(r, c)];
    }

    public boolean hasMarks() {
        for (String m : marks) {
            if (m != null) {
                return true;
            }
        }
        return false;
    }

    public String rowLabel(int r) {
        return rowLabels[r];
    }

    public Grid rowLabel(int r, String label) {
        rowLabels[r] = label;
        return this;
    }

    /** Replaces the column labels by named levels, outermost first (for hierarchical column modes). */
    public Grid columnLevels(List<String> names, List<String[]> levels) {
        for (String[] level : levels) {
            if (level.length != cols) {
                throw new IllegalArgumentException("a column level needs " + cols + " labels");
            }
        }
        columnLevelNames.clear();
        columnLevelNames.addAll(names);
        columnLevels.clear();
        columnLevels.addAll(levels);
        return this;
    }

    public List<String> columnLevelNames() {
        return columnLevelNames;
    }

    public List<String[]> columnLevels() {
        return columnLevels;
    }

    public Grid caption(String line) {
        captions.add(line);
        return this;
    }

    public List<String> captions() {
        return captions;
    }

    /** The widest label line, in characters. */
    public int widestLabel() {
        int w = 0;
        for (String l : labels) {
            if (l != null) {
                for (String line : l.split("\n", -1)) {
                    w = Math.max(w, line.length());
                }
            }
        }
        return w;
    }

    /** The largest number of lines of a label. */
    public int labelLines() {
        int n = 1;
        for (String l : labels) {
            if (l != null) {
                n = Math.max(n, l.split("\n", -1).length);
            }
        }
        return n;
    }

    /** A copy under another title (cells, marks, labels and captions kept). */
    public Grid retitled(String newTitle) {
        Grid out = new Grid(newTitle, rows, cols);
        System.arraycopy(labels, 0, out.labels, 0, labels.length);
        System.arraycopy(fills, 0, out.fills, 0, fills.length);
        System.arraycopy(marks, 0, out.marks, 0, marks.length);
        System.arraycopy(rowLabels, 0, out.rowLabels, 0, rowLabels.length);
        out.columnLevels(new ArrayList<>(columnLevelNames), new ArrayList<>(columnLevels));
        out.captions.addAll(captions);
        return out;
    }
}
