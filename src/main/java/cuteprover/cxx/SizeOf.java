package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * C++'s {@code sizeof} as the compiler answers it: a record's size from clang's own layout ({@link RecordLayouts}), an
 * array's as its element's times its extents, a scalar's from the host's LP64 data model (what clang targets for the
 * host side of a CUDA file). A type none of these give is null: not followed.
 */
final class SizeOf {

    private static final Map<String, Long> SCALARS = Map.ofEntries(Map.entry("bool", 1L), Map.entry("char", 1L),
            Map.entry("signed char", 1L), Map.entry("unsigned char", 1L), Map.entry("short", 2L), Map.entry("unsigned short", 2L),
            Map.entry("int", 4L), Map.entry("unsigned int", 4L), Map.entry("float", 4L), Map.entry("long", 8L),
            Map.entry("unsigned long", 8L), Map.entry("long long", 8L), Map.entry("unsigned long long", 8L),
            Map.entry("double", 8L));
    private static final Pattern ARRAY = Pattern.compile("(.*?)\\s*\\[(\\d+)\\]((?:\\[\\d+\\])*)");

    private final JsonNode recordBytes;

    /** {@code recordBytes}: clang's record sizes by {@link RecordLayouts#key}. */
    SizeOf(JsonNode recordBytes) {
        this.recordBytes = recordBytes;
    }

    /** The bytes of the type {@code sizeof} reads in {@code n} (a type or an expression's), or null where not known. */
    Long of(JsonNode n) {
        if (!n.path("name").asText().equals("sizeof")) {
            return null;
        }
        JsonNode arg = n.path("argType");
        String type = arg.isMissingNode() ? AstNode.type(AstNode.child(n, 0)) : arg.has("desugaredQualType")
                ? arg.path("desugaredQualType").asText() : arg.path("qualType").asText();
        return bytes(type);
    }

    Long bytes(String type) {
        String t = type.replaceAll("\\b(?:const|volatile)\\b", " ").strip().replaceAll("\\s+", " ");
        if (t.endsWith("*") || t.endsWith("&")) {
            return t.endsWith("*") ? 8L : bytes(t.substring(0, t.length() - 1));
        }
        Matcher array = ARRAY.matcher(t);
        if (array.matches()) {
            Long element = bytes(array.group(1) + array.group(3));
            return element == null ? null : Math.multiplyExact(element, Long.parseLong(array.group(2)));
        }
        if (SCALARS.containsKey(t)) {
            return SCALARS.get(t);
        }
        JsonNode record = recordBytes.path(RecordLayouts.key(t));
        return record.isNumber() ? record.asLong() : null;
    }
}
