package cuteprover.render;

import java.util.List;

/**
 * Self-contained HTML pages: inline style, inline SVG, no scripts, no external resources, so a
 * page opens from disk in any browser and in CI without a network.
 */
public final class HtmlPage {

    static final String STYLE = String.join("\n",
            "body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}",
            "h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.6em}",
            "pre{background:#f6f6f6;padding:.6em;overflow:auto;font-size:12px}",
            "pre.witness{white-space:pre-wrap;overflow-wrap:anywhere}",   // a counterexample's long lines wrap, never cut
            "figure{margin:1em 0;overflow:auto}",
            "table.props{border-collapse:collapse}table.props td,table.props th{border:1px solid #ccc;padding:.25em .5em;vertical-align:top}",
            ".PROVED{color:#1a7f37;font-weight:bold}.REFUTED{color:#c62828;font-weight:bold}",
            ".UNKNOWN{color:#9a6700;font-weight:bold}.ERROR{color:#c62828;font-weight:bold}.EXPECTED{color:#555;font-weight:bold}",
            "code{font-size:12px}.muted{color:#666}");

    private HtmlPage() {
    }

    /** A page with a title and body fragments (already HTML). */
    public static String standalone(String title, List<String> body) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        sb.append("<title>").append(Xml.escape(title)).append("</title>\n");
        sb.append("<style>\n").append(STYLE).append("\n</style>\n</head>\n<body>\n");
        sb.append("<h1>").append(Xml.escape(title)).append("</h1>\n");
        for (String part : body) {
            sb.append(part);
        }
        sb.append("</body>\n</html>\n");
        return sb.toString();
    }

    /** An inline SVG with an optional text form under it. */
    public static String figure(String svgElement, String text) {
        StringBuilder sb = new StringBuilder("<figure>\n").append(svgElement);
        if (text != null) {
            sb.append("<details><summary>text</summary><pre>").append(Xml.escape(text)).append("</pre></details>\n");
        }
        return sb.append("</figure>\n").toString();
    }
}
