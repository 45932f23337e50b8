package cuteprover.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Reports' JSON comes out of Jackson: what it reads back is what was written, in our layout. */
class JsonTest {

    @Test
    void controlCharactersQuotesAndNonAsciiSurviveARoundTrip() throws Exception {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("text", "a\u0001\"b\\\n\t\uFFFF\u00e9");
        value.put("big", Long.MAX_VALUE);
        value.put("none", null);
        value.put("list", List.of(1, true, "x"));
        value.put("path", java.nio.file.Path.of("specs/a.cute"));
        ObjectMapper jackson = new ObjectMapper();
        Map<?, ?> back = jackson.readValue(Json.write(value), Map.class);
        assertEquals("a\u0001\"b\\\n\t\uFFFF\u00e9", back.get("text"));
        assertEquals(Long.MAX_VALUE, ((Number) back.get("big")).longValue());
        assertEquals(List.of(1, true, "x"), back.get("list"));
        assertEquals("specs/a.cute", back.get("path"), "any other value is written as its text");
        assertEquals(back, jackson.readValue(Json.line(value), Map.class), "one line or indented, the same JSON");
    }

    @Test
    void indentedTwoSpacesWithEmptyContainersClosed() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("results", List.of(Map.of("line", 3)));
        value.put("errors", List.of());
        value.put("terms", Map.of());
        assertEquals("{\n  \"results\": [\n    {\n      \"line\": 3\n    }\n  ],\n  \"errors\": [],\n  \"terms\": {}\n}\n", Json.write(value));
        assertEquals("{\"results\":[{\"line\":3}],\"errors\":[],\"terms\":{}}", Json.line(value));
    }
}
