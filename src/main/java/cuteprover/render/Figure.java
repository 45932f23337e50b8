package cuteprover.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Grids arranged in rows and columns of panels, with a title and notes: one picture. A slot may be
 * empty (null), as in the MMA picture, where B sits above C and A to the left of C:
 * <pre>
 *        B
 *   A    C
 * </pre>
 */
public final class Figure {

    private final String title;
    private final List<List<Grid>> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    public Figure(String title) {
        this.title = title;
    }

    public static Figure of(Grid grid) {
        return new Figure(null).row(grid);
    }

    /** Adds a row of panels (nulls are empty slots). */
    public Figure row(Grid... panels) {
        rows.add(new ArrayList<>(Arrays.asList(panels)));
        return this;
    }

    public Figure note(String line) {
        notes.add(line);
        return this;
    }

    public String title() {
        return title;
    }

    public List<List<Grid>> rows() {
        return rows;
    }

    public List<String> notes() {
        return notes;
    }

    /** Number of panel columns (the longest row). */
    public int columns() {
        int n = 0;
        for (List<Grid> r : rows) {
            n = Math.max(n, r.size());
        }
        return n;
    }

    public List<Grid> grids() {
        List<Grid> out = new ArrayList<>();
        for (List<Grid> r : rows) {
            for (Grid g : r) {
                if (g != null) {
                    out.add(g);
                }
            }
        }
        return out;
    }
}
