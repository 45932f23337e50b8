package cuteprover.render;

import cuteprover.layout.Layout;

import java.util.Locale;

/**
 * An MMA atom as CuTe's {@code print_latex} of an {@code MMA_Atom} draws it: the thread-value
 * layouts of A (M x K), B (K x N) and C (M x N) in one picture, B above C and A to the left of C,
 * so that a row of A and a column of B meet at the C cell they produce:
 * <pre>
 *            B (K x N)
 *  A (M x K) C (M x N)
 * </pre>
 * The layouts are CuTe's: A maps (t,v) to {@code m + M*k}, B to {@code n + N*k}, C to {@code m + M*n}
 * (the hardware models' convention). Any of them may be missing (an atom whose A or B comes from
 * shared memory): the picture then has the operands it has.
 */
public final class MmaPicture implements Picture {

    private final String name;
    private final int m;
    private final int n;
    private final int k;
    private final TvTile a;
    private final TvTile b;
    private final TvTile c;
    private final Layout layoutA;
    private final Layout layoutB;
    private final Layout layoutC;

    public MmaPicture(String name, int m, int n, int k, Layout layoutA, Layout layoutB, Layout layoutC) {
        this.name = name;
        this.m = m;
        this.n = n;
        this.k = k;
        this.layoutA = layoutA;
        this.layoutB = layoutB;
        this.layoutC = layoutC;
        this.a = layoutA == null ? null : new TvTile(name + ".A", layoutA, m, k, TvTile.Orientation.COLEX);
        this.b = layoutB == null ? null : new TvTile(name + ".B", layoutB, k, n, TvTile.Orientation.ROW_MAJOR);
        this.c = layoutC == null ? null : new TvTile(name + ".C", layoutC, m, n, TvTile.Orientation.COLEX);
    }

    @Override
    public String title() {
        return name + " (M=" + m + ", N=" + n + ", K=" + k + ")";
    }

    private Grid gridA() {
        return a == null ? null : a.grid("A " + m + "x" + k + " (m,k): " + layoutA);
    }

    private Grid gridB() {
        return b == null ? null : b.grid("B " + k + "x" + n + " (k,n): " + layoutB);
    }

    private Grid gridC() {
        return c == null ? null : c.grid("C " + m + "x" + n + " (m,n): " + layoutC);
    }

    @Override
    public Figure figure() {
        Figure f = new Figure(title());
        Grid ga = gridA();
        Grid gb = gridB();
        Grid gc = gridC();
        if (gb != null) {
            f.row(null, gb);
        }
        f.row(ga, gc);
        f.note("cells: T<thread> V<value>, colored by thread; A's row m and B's column n meet at C(m,n)");
        return f;
    }

    /** A, B and C as print_layout-style tables, one after the other. */
    @Override
    public String text() {
        StringBuilder sb = new StringBuilder(title()).append('\n');
        Grid[] grids = {gridA(), gridB(), gridC()};
        for (Grid g : grids) {
            if (g != null) {
                sb.append('\n').append(TextTable.render(g, g.title(), 1));
            }
        }
        return sb.toString();
    }

    /** CuTe's print_latex_mma: C at the origin, A to its left, B above it, with their labels. */
    @Override
    public String latex() {
        StringBuilder sb = new StringBuilder();
        sb.append("% LayoutC: ").append(layoutC).append('\n');
        sb.append("% LayoutA: ").append(layoutA).append('\n');
        sb.append("% LayoutB: ").append(layoutB).append('\n');
        Latex.begin(sb);
        if (c != null) {
            c.latexNodes(sb, 0, 0);
        }
        sb.append(String.format(Locale.ROOT, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);%n%n", 0, 0, m, n));
        if (a != null) {
            a.latexNodes(sb, 0, -k - 1);
        }
        sb.append(String.format(Locale.ROOT, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);%n%n", 0, -k - 1, m, -1));
        Latex.rowLabels(sb, m, -k - 1);
        Latex.columnLabels(sb, k, -k - 1);
        if (b != null) {
            b.latexNodes(sb, -k - 1, 0);
        }
        sb.append(String.format(Locale.ROOT, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);%n%n", -k - 1, 0, -1, n));
        for (int j = 0; j < n; j++) {
            sb.append(String.format(Locale.ROOT, "\\node at (%d,%d) {\\Large{\\texttt{%d}}};%n", -k - 2, j, j));
        }
        for (int i = 0; i < k; i++) {
            sb.append(String.format(Locale.ROOT, "\\node at (%d,%d) {\\Large{\\texttt{%d}}};%n", i - k - 1, -1, i));
        }
        Latex.end(sb);
        return sb.toString();
    }
}
