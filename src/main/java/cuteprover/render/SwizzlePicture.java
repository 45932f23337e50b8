package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.SymInt;

/**
 * A swizzled layout {@code Sw<B,M,S> o O o L} with the swizzle's effect visible: the offsets of
 * {@code O + L} before the swizzle next to the swizzled offsets, both colored by the B bits that the
 * swizzle rewrites (ZZZ, at bit M; for shared memory: which 2^M-element chunk of a 2^(M+B) row an
 * offset falls in). Before the swizzle the colors run in stripes; after it each row's chunks are
 * permuted by the XOR with the YYY bits, which is what spreads the columns over the banks. The text
 * and LaTeX forms are CuTe's {@code print_layout} and {@code print_latex} of the composed layout.
 */
public final class SwizzlePicture implements Picture {

    private final ComposedLayout composed;
    private final Swizzle swizzle;

    public SwizzlePicture(ComposedLayout composed) {
        if (!(composed.outer() instanceof Swizzle sw)) {
            throw new CuteError(composed + " is not a swizzled layout");
        }
        this.composed = composed;
        this.swizzle = sw;
    }

    @Override
    public String title() {
        return composed.toString();
    }

    private int zzzShift() {
        return swizzle.base() - Math.min(0, swizzle.shift());
    }

    private int yyyShift() {
        return swizzle.base() + Math.max(0, swizzle.shift());
    }

    private Grid colored(LayoutPicture p, String title) {
        Grid g = p.grid();
        Grid out = new Grid(title, g.rows(), g.cols());
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                long v = p.value(r + (long) g.rows() * c);
                out.set(r, c, g.label(r, c), Palette.category((v & swizzle.zzzMask()) >>> zzzShift()));
            }
        }
        if (g.columnLevels().size() > 1) {
            out.columnLevels(g.columnLevelNames(), g.columnLevels());
        }
        return out;
    }

    @Override
    public Figure figure() {
        LayoutPicture after = LayoutPicture.of(composed);
        long[] before = FlatLayout.of(composed.inner()).table();
        long offset = ((SymInt) composed.offset()).value();
        for (int i = 0; i < before.length; i++) {
            before[i] = Math.addExact(before[i], offset);
        }
        String innerText = offset == 0 ? composed.inner().toString() : offset + " + " + composed.inner();
        LayoutPicture plain = LayoutPicture.ofValues(innerText, composed.inner().shape(), before);
        Figure f = new Figure(composed.toString());
        f.row(colored(plain, "before " + swizzle + ": " + innerText), colored(after, "after: " + composed));
        f.note(String.format(java.util.Locale.ROOT,
                "color: offset bits [%d,%d) (ZZZ), which %s XORs with bits [%d,%d) (YYY)",
                zzzShift(), zzzShift() + swizzle.bits(), swizzle, yyyShift(), yyyShift() + swizzle.bits()));
        return f;
    }

    @Override
    public String text() {
        return LayoutPicture.of(composed).text();
    }

    @Override
    public String latex() {
        return LayoutPicture.of(composed).latex();
    }
}
