package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.category.MorphismSvg;
import cuteprover.category.MorphismText;
import cuteprover.category.NestMorphism;

/**
 * A nested tuple morphism ({@code to_morphism(L)}, or {@code S-(α)->T} text) as the category
 * package draws it: domain entries above, codomain entries below, one arrow per entry. The text and
 * SVG come from {@link MorphismText} and {@link MorphismSvg}; there is no LaTeX form.
 */
public final class MorphismPicture implements Picture {

    private final NestMorphism morphism;

    public MorphismPicture(NestMorphism morphism) {
        this.morphism = morphism;
    }

    @Override
    public String title() {
        return morphism.toString();
    }

    @Override
    public String text() {
        return MorphismText.drawing(morphism);
    }

    /** Morphisms are not grids; {@link #svg()} is the category package's own drawing. */
    @Override
    public Figure figure() {
        throw new CuteError("a morphism is drawn by its own SVG writer, not as a grid");
    }

    @Override
    public String svg() {
        return MorphismSvg.write(morphism);
    }

    @Override
    public String latex() {
        throw new CuteError("--latex draws layouts, thread-value layouts and MMA atoms (CuTe's print_latex); "
                + "draw a morphism with --svg or --html");
    }

    @Override
    public String html() {
        String svg = svg();
        String element = svg.substring(svg.indexOf("<svg"));
        return HtmlPage.standalone(title(), java.util.List.of(HtmlPage.figure(element, text())));
    }
}
