package cuteprover.category;

import java.util.ArrayList;
import java.util.List;

/**
 * A text picture of a morphism as the slides draw them: the flattened domain entries on top, the
 * codomain entries below, one arrow per domain entry. Each arrow runs down from its domain entry,
 * along its own horizontal track, and down into its codomain entry ({@code ▼}); an entry that goes
 * to the basepoint shows {@code *} under it. Domain and codomain connectors use different columns,
 * so two arrows never share a line segment (crossings show as {@code ┼}).
 *
 * <pre>
 * (4,6)-(2,1)->(6,4)
 * 4   6
 * │   │
 * └───┼┐
 *  ┌──┘│
 *  ▼   ▼
 *  6   4
 * L = (4,6):(6,1)
 * </pre>
 */
public final class MorphismText {

    private static final int UP = 1;
    private static final int DOWN = 2;
    private static final int LEFT = 4;
    private static final int RIGHT = 8;

    private MorphismText() {
    }

    /** The picture, one string per line (no trailing spaces), headed by the text form and ending with L_f. */
    public static List<String> draw(NestMorphism f) {
        long[] s = f.domain().entries();
        long[] t = f.codomain().entries();
        int width = 1;
        for (long v : s) {
            width = Math.max(width, Long.toString(v).length());
        }
        for (long v : t) {
            width = Math.max(width, Long.toString(v).length());
        }
        int cell = width + 3;
        int columns = Math.max(s.length, t.length) * cell + 1;
        int arrows = 0;
        for (int i = 1; i <= s.length; i++) {
            if (f.apply(i) != 0) {
                arrows++;
            }
        }
        int arrowRow = 2 + arrows;
        int[][] mask = new int[arrowRow][columns];
        char[][] grid = new char[arrowRow + 2][columns];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, ' ');
        }
        put(grid[0], s, 0, cell);
        int track = 2;
        for (int i = 1; i <= s.length; i++) {
            int x = (i - 1) * cell;
            int j = f.apply(i);
            if (j == 0) {
                grid[1][x] = '*';
                continue;
            }
            int y = (j - 1) * cell + 1;
            vertical(mask, x, 1, track);
            mask[1][x] |= UP;
            horizontal(mask, track, x, y);
            vertical(mask, y, track, arrowRow - 1);
            mask[arrowRow - 1][y] |= DOWN;
            grid[arrowRow][y] = '▼';
            track++;
        }
        for (int r = 1; r < arrowRow; r++) {
            for (int c = 0; c < columns; c++) {
                if (mask[r][c] != 0) {
                    grid[r][c] = box(mask[r][c]);
                }
            }
        }
        put(grid[arrowRow + 1], t, 1, cell);
        List<String> out = new ArrayList<>();
        out.add(f.toString());
        for (char[] row : grid) {
            out.add(new String(row).stripTrailing());
        }
        out.add("L = " + LayoutFunctor.encode(f));
        return out;
    }

    /** The picture as one string with newlines. */
    public static String drawing(NestMorphism f) {
        return String.join("\n", draw(f));
    }

    private static void put(char[] row, long[] values, int shift, int cell) {
        for (int k = 0; k < values.length; k++) {
            String v = Long.toString(values[k]);
            v.getChars(0, v.length(), row, k * cell + shift);
        }
    }

    private static void vertical(int[][] mask, int x, int from, int to) {
        for (int r = from; r <= to; r++) {
            if (r > from) {
                mask[r][x] |= UP;
            }
            if (r < to) {
                mask[r][x] |= DOWN;
            }
        }
    }

    private static void horizontal(int[][] mask, int row, int from, int to) {
        int lo = Math.min(from, to);
        int hi = Math.max(from, to);
        for (int c = lo; c <= hi; c++) {
            if (c > lo) {
                mask[row][c] |= LEFT;
            }
            if (c < hi) {
                mask[row][c] |= RIGHT;
            }
        }
    }

    private static char box(int m) {
        switch (m) {
            case UP | DOWN: return '│';
            case LEFT | RIGHT: return '─';
            case DOWN | RIGHT: return '┌';
            case DOWN | LEFT: return '┐';
            case UP | RIGHT: return '└';
            case UP | LEFT: return '┘';
            case UP | DOWN | RIGHT: return '├';
            case UP | DOWN | LEFT: return '┤';
            case LEFT | RIGHT | DOWN: return '┬';
            case LEFT | RIGHT | UP: return '┴';
            case UP | DOWN | LEFT | RIGHT: return '┼';
            case UP: case DOWN: return '│';
            default: return '─';
        }
    }
}
