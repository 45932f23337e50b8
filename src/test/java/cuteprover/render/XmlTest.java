package cuteprover.render;

import org.junit.jupiter.api.Test;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Text escaped for SVG and HTML parses as XML whatever it holds: a forbidden character becomes U+FFFD. */
class XmlTest {

    @Test
    void forbiddenCharactersBecomeTheReplacementCharacterAndTheDocumentParses() throws Exception {
        String text = "a\uFFFF\u0001<b>&\"'\uD800 \uD83D\uDE00\t";
        String escaped = Xml.escape(text);
        assertEquals("a\uFFFD\uFFFD&lt;b&gt;&amp;&quot;&#39;\uFFFD \uD83D\uDE00\t", escaped, "a surrogate pair is kept, a lone one is not");
        String doc = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><svg title=\"" + escaped + "\">" + escaped + "</svg>";
        String parsed = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8))).getDocumentElement().getTextContent();
        assertEquals("a\uFFFD\uFFFD<b>&\"'\uFFFD \uD83D\uDE00\t", parsed);
    }
}
