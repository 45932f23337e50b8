package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/** Reading one node of clang's JSON AST: its kind, type, children and where it stands in the main file. */
final class AstNode {

    private AstNode() {
    }

    static String kind(JsonNode n) {
        return n.path("kind").asText("");
    }

    /** The type without sugar ({@code Layout<...>} as its canonical template specialization), cv-qualifiers kept. */
    static String type(JsonNode n) {
        JsonNode t = n.path("type");
        return t.has("desugaredQualType") ? t.path("desugaredQualType").asText() : t.path("qualType").asText();
    }

    static List<JsonNode> inner(JsonNode n) {
        List<JsonNode> out = new ArrayList<>();
        n.path("inner").forEach(out::add);
        return out;
    }

    static JsonNode child(JsonNode n, int i) {
        return n.path("inner").path(i);
    }

    /** Where a macro's expansion stands, else the location itself. */
    private static JsonNode located(JsonNode loc) {
        return loc.has("expansionLoc") ? loc.path("expansionLoc") : loc;
    }

    /** The offset of the node's first character in its file (-1 where clang gives none). */
    static int begin(JsonNode n) {
        JsonNode b = located(n.path("range").path("begin"));
        return b.has("offset") ? b.path("offset").asInt() : -1;
    }

    /** The offset just after the node's last token (-1 where clang gives none). */
    static int end(JsonNode n) {
        JsonNode e = located(n.path("range").path("end"));
        return e.has("offset") ? e.path("offset").asInt() + e.path("tokLen").asInt() : -1;
    }

    /** The offset of the declaration's name (its loc), else its beginning. */
    static int at(JsonNode n) {
        JsonNode l = located(n.path("loc"));
        return l.has("offset") ? l.path("offset").asInt() : begin(n);
    }

    /** The referenced declaration's id of a DeclRefExpr (empty where none). */
    static String referenced(JsonNode n) {
        return n.path("referencedDecl").path("id").asText("");
    }

    /** The node without the wrappers that do not change its value (parentheses, temporaries, cleanups, no-op casts). */
    static JsonNode bare(JsonNode n) {
        while (true) {
            String k = kind(n);
            boolean wrapper = k.equals("ParenExpr") || k.equals("ExprWithCleanups") || k.equals("MaterializeTemporaryExpr")
                    || k.equals("CXXBindTemporaryExpr") || k.equals("FullExpr")
                    || k.equals("ImplicitCastExpr") && (n.path("castKind").asText().equals("NoOp")
                    || n.path("castKind").asText().equals("LValueToRValue"))
                    || k.equals("CXXConstructExpr") && n.path("inner").size() == 1 && isCopy(n);
            if (!wrapper || n.path("inner").size() != 1) {
                return n;
            }
            n = child(n, 0);
        }
    }

    /** A copy or move construction from one value of the same class. */
    private static boolean isCopy(JsonNode construct) {
        String ctor = construct.path("ctorType").path("qualType").asText("");
        return ctor.contains("&&") || ctor.contains("const ") && ctor.contains("&");
    }
}
