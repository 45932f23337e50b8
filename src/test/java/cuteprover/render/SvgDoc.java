package cuteprover.render;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** An SVG parsed with the JDK's XML parser (which rejects anything not well-formed), for counting elements. */
public final class SvgDoc {

    public final Document doc;

    private SvgDoc(Document doc) {
        this.doc = doc;
    }

    public static SvgDoc parse(String svg) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document d = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            Element root = d.getDocumentElement();
            if (!root.getLocalName().equals("svg") || !"http://www.w3.org/2000/svg".equals(root.getNamespaceURI())) {
                throw new AssertionError("root is not an SVG element: " + root.getTagName());
            }
            return new SvgDoc(d);
        } catch (Exception e) {
            throw new AssertionError("not well-formed SVG: " + e.getMessage(), e);
        }
    }

    /** Elements with this tag name and class attribute. */
    public List<Element> all(String tag, String cls) {
        NodeList nodes = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            if (cls == null || cls.equals(e.getAttribute("class"))) {
                out.add(e);
            }
        }
        return out;
    }

    public int count(String tag, String cls) {
        return all(tag, cls).size();
    }

    /** The texts of the elements with this tag and class. */
    public List<String> texts(String tag, String cls) {
        List<String> out = new ArrayList<>();
        for (Element e : all(tag, cls)) {
            out.add(e.getTextContent());
        }
        return out;
    }
}
