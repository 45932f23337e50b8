package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Clang's JSON AST walked in document order with what a finder needs at each node: the enclosing namespaces (a name
 * at namespace scope can be spelled at the end of the file) and whether the node is the user's (clang names a file
 * only where it changes).
 */
final class AstWalk {

    interface Visitor {
        /** Visits a node; false: do not descend into it. */
        boolean visit(JsonNode node, List<String> namespaces, boolean namespaceScope, boolean mine);
    }

    private final Predicate<String> isMainFile;
    private String file = "";

    private AstWalk(Predicate<String> isMainFile) {
        this.isMainFile = isMainFile;
    }

    static void walk(JsonNode root, Predicate<String> isMainFile, Visitor v) {
        new AstWalk(isMainFile).walk(root, new ArrayList<>(), true, v);
    }

    private void walk(JsonNode n, List<String> namespaces, boolean namespaceScope, Visitor v) {
        track(n.path("loc"));
        track(n.path("range").path("begin"));
        boolean mine = file.isEmpty() || isMainFile.test(file);
        if (!v.visit(n, namespaces, namespaceScope, mine)) {
            return;
        }
        String kind = kind(n);
        boolean ns = kind.equals("NamespaceDecl");
        if (ns) {
            namespaces.add(n.path("name").asText(""));
        }
        boolean scopeBelow = ns || kind.equals("TranslationUnitDecl") || kind.equals("LinkageSpecDecl");
        for (JsonNode c : n.path("inner")) {
            walk(c, namespaces, scopeBelow, v);
        }
        if (ns) {
            namespaces.remove(namespaces.size() - 1);
        }
    }

    private void track(JsonNode loc) {
        JsonNode l = loc.has("expansionLoc") ? loc.path("expansionLoc") : loc;
        if (l.has("file")) {
            file = l.path("file").asText();
        }
    }

    static String kind(JsonNode n) {
        return n.path("kind").asText("");
    }

    /** The type without sugar, else as written. */
    static String type(JsonNode n) {
        JsonNode t = n.path("type");
        return t.has("desugaredQualType") ? t.path("desugaredQualType").asText() : t.path("qualType").asText();
    }

    /** The offset of the declaration's name (its loc; a macro's expansion), else -1. */
    static int offset(JsonNode n) {
        JsonNode l = n.path("loc");
        l = l.has("expansionLoc") ? l.path("expansionLoc") : l;
        return l.has("offset") ? l.path("offset").asInt() : -1;
    }

    /**
     * Whether a child of a FunctionTemplateDecl or ClassTemplateDecl is the template's own declaration (a function without
     * template arguments, the class it declares), whose types are not yet known, rather than an instantiation.
     */
    static boolean isTemplatePattern(JsonNode child) {
        String k = kind(child);
        if (k.equals("CXXRecordDecl")) {
            return true;
        }
        if (!k.equals("FunctionDecl")) {
            return false;
        }
        for (JsonNode c : child.path("inner")) {
            if (kind(c).equals("TemplateArgument")) {
                return false;
            }
        }
        return true;
    }
}
