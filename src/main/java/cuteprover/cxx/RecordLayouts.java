package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The sizes clang laid out for the translation unit's records ({@code -Xclang -fdump-record-layouts-simple
 * -fdump-record-layouts-complete}, printed before the AST): {@code sizeof(SharedStorage)} is the compiler's answer,
 * alignment and padding included, never one computed here. Only the records the AST's {@code sizeof}s read are kept
 * (a CUTLASS unit lays out tens of thousands), keyed by the type as clang prints it without tags and spaces.
 */
final class RecordLayouts {

    /** The field of the AST's root that carries the sizes to the interpreter (type to bytes). */
    static final String FIELD = "cuteProverRecordBytes";

    private RecordLayouts() {
    }

    /** The sizes in bytes of the records named {@code wanted} (by {@link #key}) in clang's dump of their layouts. */
    static Map<String, Long> parse(CharSequence dump, Set<String> wanted) {
        Map<String, Long> bytes = new HashMap<>();
        if (wanted.isEmpty()) {
            return bytes;
        }
        String pending = null;
        int start = 0;
        for (int i = 0; i <= dump.length(); i++) {
            if (i < dump.length() && dump.charAt(i) != '\n') {
                continue;
            }
            String line = dump.subSequence(start, i).toString();
            start = i + 1;
            if (line.startsWith("Type: ")) {
                String key = key(line.substring("Type: ".length()));
                pending = wanted.contains(key) && !bytes.containsKey(key) ? key : null;
            } else if (pending != null && line.strip().startsWith("Size:")) {
                bytes.put(pending, Long.parseLong(line.strip().substring("Size:".length()).strip()) / 8);
                pending = null;
            }
        }
        return bytes;
    }

    /** The keys of the types the AST's {@code sizeof}s read: a record's own, an array's or a pointer's element's. */
    static Set<String> sizeofTypes(JsonNode root) {
        Set<String> out = new HashSet<>();
        collect(root, out);
        return out;
    }

    private static void collect(JsonNode n, Set<String> out) {
        if (AstNode.kind(n).equals("UnaryExprOrTypeTraitExpr") && n.path("name").asText().equals("sizeof")) {
            JsonNode arg = n.path("argType");
            String type = arg.isMissingNode() ? AstNode.type(AstNode.child(n, 0))
                    : arg.has("desugaredQualType") ? arg.path("desugaredQualType").asText() : arg.path("qualType").asText();
            out.add(key(type.replaceAll("\\[\\d*\\]", "").replaceAll("[*&]+\\s*$", "")));
        }
        for (JsonNode c : n.path("inner")) {
            collect(c, out);
        }
    }

    /** A type as both clang's layout dump and its AST print it, compared without tags, qualifiers and spaces. */
    static String key(String type) {
        return type.replaceAll("\\b(?:struct|class|union|const|volatile)\\b", "").replaceAll("\\s+", "");
    }
}
