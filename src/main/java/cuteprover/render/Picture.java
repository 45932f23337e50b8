package cuteprover.render;

/**
 * One thing {@code show} can draw, in each of its output forms: text (CuTe's {@code print_layout}
 * style), SVG, LaTeX (CuTe's {@code print_latex} TikZ format) and a standalone HTML page.
 */
public interface Picture {

    /** What the picture shows, e.g. the layout in CuTe notation. */
    String title();

    String text();

    /** The figure that {@link #svg()} draws. */
    Figure figure();

    default String svg() {
        return SvgWriter.document(figure());
    }

    String latex();

    default String html() {
        return HtmlPage.standalone(title(), java.util.List.of(HtmlPage.figure(SvgWriter.element(figure()), textIfSmall())));
    }

    /** The text form where it is small enough to sit under the SVG on a page. */
    default String textIfSmall() {
        String t = text();
        return t.length() <= 200_000 ? t : null;
    }
}
