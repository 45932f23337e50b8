package cuteprover.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * Our reports' JSON, written by Jackson: a report is built as maps, lists, strings, numbers, booleans and null (any
 * other value is written as its text), turned into Jackson's tree and serialized by it, so escaping is Jackson's.
 */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Two spaces per level, {@code "key": value}, every array element on a line of its own, {@code []} and {@code {}} when empty. */
    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER).withObjectEmptySeparator("").withArrayEmptySeparator(""))
            .withObjectIndenter(new DefaultIndenter("  ", "\n")).withArrayIndenter(new DefaultIndenter("  ", "\n"));

    private Json() {
    }

    public static String write(Object value) {
        try {
            return MAPPER.writer(PRETTY).writeValueAsString(tree(value)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);   // a tree of plain nodes always serializes
        }
    }

    /** One line, no indentation: a record of JSON Lines ({@code prove --json}, {@code eval --json}). */
    public static String line(Object value) {
        try {
            return MAPPER.writeValueAsString(tree(value));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The report's value as Jackson's tree. */
    static JsonNode tree(Object v) {
        if (v == null) {
            return NODES.nullNode();
        } else if (v instanceof String s) {
            return NODES.textNode(s);
        } else if (v instanceof Boolean b) {
            return NODES.booleanNode(b);
        } else if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return NODES.numberNode(((Number) v).longValue());
        } else if (v instanceof BigInteger big) {
            return NODES.numberNode(big);
        } else if (v instanceof BigDecimal dec) {
            return NODES.numberNode(dec);
        } else if (v instanceof Float f) {
            return NODES.numberNode(f);
        } else if (v instanceof Number n) {
            return NODES.numberNode(n.doubleValue());
        } else if (v instanceof Map<?, ?> m) {
            ObjectNode o = NODES.objectNode();
            m.forEach((k, value) -> o.set(String.valueOf(k), tree(value)));
            return o;
        } else if (v instanceof List<?> l) {
            ArrayNode a = NODES.arrayNode();
            l.forEach(e -> a.add(tree(e)));
            return a;
        }
        return NODES.textNode(v.toString());
    }
}
