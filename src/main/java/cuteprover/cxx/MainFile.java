package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The user's own declarations in clang's AST of a kernel file, and what the interpreter asks of them: the functions
 * (template instantiations included) and which of them the file calls, the variables' names and types, and where code
 * writes a variable other than by a plain assignment of its own.
 */
final class MainFile {

    private final List<JsonNode> declarations = new ArrayList<>();
    private final Map<String, JsonNode> functions = new HashMap<>();
    /** Function bodies' ranges (offsets), templates' patterns and member functions included. */
    private final List<int[]> bodies = new ArrayList<>();
    private final Map<String, Integer> callCounts = new HashMap<>();
    /** Every reference to a function (its calls' callees and its address taken), by declaration id. */
    private final Map<String, Integer> references = new HashMap<>();
    /** Where each assert of the file stands. */
    private final List<Integer> asserts = new ArrayList<>();
    private final Map<String, String> variableNames = new HashMap<>();
    private final Map<String, String> variableTypes = new HashMap<>();
    private final Set<String> globalIds = new HashSet<>();
    private final Map<String, String> writtenAt = new HashMap<>();
    private final java.util.function.IntFunction<String> position;
    /** Variables that stand for one function, only launched or called through (a kernel's function pointer). */
    private final Map<String, String> pointers = new HashMap<>();

    private MainFile(java.util.function.IntFunction<String> position) {
        this.position = position;
    }

    static MainFile of(JsonNode tu, Predicate<String> isMainFile, java.util.function.IntFunction<String> position) {
        MainFile f = new MainFile(position);
        Locations files = new Locations();
        for (JsonNode d : tu.path("inner")) {
            files.advanceThrough(d);
            if (isMainFile.test(files.fileOf(d))) {
                f.declaration(d);
            }
        }
        f.pointers.putAll(FunctionPointers.of(f.declarations));
        for (JsonNode d : f.declarations) {
            f.scan(d, null);
        }
        for (String id : f.globalIds) {
            Map<String, Integer> w = new HashMap<>();
            for (JsonNode d : f.declarations) {
                f.collectWrites(d, null, w, Set.of(id));
            }
            if (!w.isEmpty()) {
                f.writtenAt.put(id, position.apply(w.values().stream().min(Integer::compare).orElseThrow()));
            }
        }
        return f;
    }

    /** The file of each top-level declaration: clang writes a location's file only where it changes, in document order. */
    private static final class Locations {
        private String file = "";
        private final Map<JsonNode, String> fileOf = new java.util.IdentityHashMap<>();

        void advanceThrough(JsonNode n) {
            String before = file;
            walk(n, true);
            if (!fileOf.containsKey(n)) {
                fileOf.put(n, before);
            }
        }

        private void walk(JsonNode n, boolean top) {
            advance(n.path("loc"));
            if (top) {
                fileOf.put(n, file);
            }
            advance(n.path("range").path("begin"));
            advance(n.path("range").path("end"));
            for (JsonNode c : n.path("inner")) {
                walk(c, false);
            }
        }

        private void advance(JsonNode loc) {
            if (loc.isMissingNode() || loc.isEmpty()) {
                return;
            }
            if (loc.has("spellingLoc")) {
                advance(loc.path("spellingLoc"));
            }
            JsonNode at = loc.has("expansionLoc") ? loc.path("expansionLoc") : loc;
            if (at.has("file")) {
                file = at.path("file").asText();
            }
        }

        String fileOf(JsonNode n) {
            return fileOf.getOrDefault(n, "");
        }
    }

    private void declaration(JsonNode d) {
        String kind = AstNode.kind(d);
        if (kind.equals("NamespaceDecl") || kind.equals("LinkageSpecDecl")) {
            d.path("inner").forEach(this::declaration);
            return;
        }
        if (kind.equals("UsingDirectiveDecl") || d.path("isImplicit").asBoolean(false)) {
            return;
        }
        declarations.add(d);
        if (kind.equals("VarDecl")) {
            globalIds.add(d.path("id").asText());
        }
    }

    /** A binding's type (clang's JSON gives it none): its expression's (the last of its nodes), without a reference. */
    private static String bindingType(JsonNode binding) {
        List<JsonNode> inner = AstNode.inner(binding);
        return inner.isEmpty() ? "" : AstNode.type(inner.get(inner.size() - 1)).replace("&&", "").replace("&", "").strip();
    }

    /** Functions, variables, calls and bodies, over the whole subtree. */
    private void scan(JsonNode n, JsonNode parent) {
        String kind = AstNode.kind(n);
        if ((kind.equals("FunctionDecl") || kind.equals("CXXMethodDecl")) && hasBody(n)) {
            JsonNode body = body(n);
            bodies.add(new int[] {AstNode.begin(body), AstNode.end(body)});
            if (kind.equals("FunctionDecl") && !isPattern(n, parent)) {
                functions.put(n.path("id").asText(), n);
            }
        }
        if (kind.equals("VarDecl") || kind.equals("ParmVarDecl") || kind.equals("BindingDecl")) {
            variableNames.put(n.path("id").asText(), n.path("name").asText());
            variableTypes.put(n.path("id").asText(), kind.equals("BindingDecl") ? bindingType(n) : AstNode.type(n));
        }
        if (kind.equals("DeclRefExpr") && n.path("referencedDecl").path("kind").asText().equals("FunctionDecl")) {
            references.merge(AstNode.referenced(n), 1, Integer::sum);
        }
        if (kind.equals("ConditionalOperator") && Asserts.isAssert(n)) {
            asserts.add(AstNode.begin(n));
        }
        if (kind.equals("CallExpr") || kind.equals("CUDAKernelCallExpr")) {
            JsonNode c = AstNode.child(n, 0);
            while (AstNode.kind(c).equals("ImplicitCastExpr") || AstNode.kind(c).equals("ParenExpr")) {
                c = AstNode.child(c, 0);
            }
            if (AstNode.kind(c).equals("DeclRefExpr")) {
                callCounts.merge(called(AstNode.referenced(c)), 1, Integer::sum);
            }
        }
        for (JsonNode c : n.path("inner")) {
            scan(c, n);
        }
    }

    /** A function template's own declaration (dependent types): its instantiations are what runs. */
    private static boolean isPattern(JsonNode f, JsonNode parent) {
        if (parent == null || !AstNode.kind(parent).equals("FunctionTemplateDecl")) {
            return false;
        }
        for (JsonNode c : f.path("inner")) {
            if (AstNode.kind(c).equals("TemplateArgument")) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasBody(JsonNode f) {
        return body(f) != null;
    }

    private static JsonNode body(JsonNode f) {
        for (JsonNode c : f.path("inner")) {
            if (AstNode.kind(c).equals("CompoundStmt")) {
                return c;
            }
        }
        return null;
    }

    List<JsonNode> declarations() {
        return declarations;
    }

    Map<String, JsonNode> functions() {
        return functions;
    }

    Map<String, Integer> callCounts() {
        return callCounts;
    }

    /**
     * The call sites of every function with the same body as {@code functionId} (a template's instantiations share
     * theirs): more than one, and its properties are named after the call that reaches them.
     */
    int callSitesOfBody(String functionId) {
        JsonNode f = functions.get(functionId);
        if (f == null) {
            return 0;
        }
        int begin = AstNode.begin(body(f));
        int sites = 0;
        for (Map.Entry<String, JsonNode> g : functions.entrySet()) {
            if (AstNode.begin(body(g.getValue())) == begin) {
                sites += callCounts.getOrDefault(g.getKey(), 0);
            }
        }
        return sites;
    }

    Map<String, String> variableNames() {
        return variableNames;
    }

    Map<String, String> variableTypes() {
        return variableTypes;
    }

    Set<String> globalIds() {
        return globalIds;
    }

    /** A global some function writes, with where the first write is. */
    Map<String, String> writtenAt() {
        return writtenAt;
    }

    /** The functions of a top-level declaration that run where they stand: those the file does not call. */
    List<JsonNode> inPlace(JsonNode declaration) {
        List<JsonNode> out = new ArrayList<>();
        String kind = AstNode.kind(declaration);
        if (kind.equals("FunctionDecl") && functions.containsKey(declaration.path("id").asText())) {
            out.add(declaration);
        } else if (kind.equals("FunctionTemplateDecl")) {
            for (JsonNode c : declaration.path("inner")) {
                if (functions.containsKey(c.path("id").asText())) {
                    out.add(c);
                }
            }
        }
        // a recursive function runs in place, its parameters free: a call of it is not followed (the values a recursion
        // reaches are not), so no call may stand for all its runs
        out.removeIf(f -> callCounts.containsKey(f.path("id").asText()) && !recursive().contains(f.path("id").asText()));
        return out;
    }

    private Set<String> recursive;

    /** The functions that can reach a call of themselves through the file's calls. */
    Set<String> recursive() {
        if (recursive == null) {
            Map<String, Set<String>> calls = new HashMap<>();
            functions.forEach((id, f) -> calls.put(id, callees(f, new HashSet<>())));
            recursive = new HashSet<>();
            for (String id : functions.keySet()) {
                Set<String> seen = new HashSet<>();
                java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(calls.get(id));
                while (!todo.isEmpty()) {
                    String next = todo.pop();
                    if (next.equals(id)) {
                        recursive.add(id);
                        break;
                    }
                    if (seen.add(next) && calls.containsKey(next)) {
                        todo.addAll(calls.get(next));
                    }
                }
            }
        }
        return recursive;
    }

    private Set<String> callees(JsonNode n, Set<String> out) {
        String kind = AstNode.kind(n);
        if (kind.equals("DeclRefExpr") && n.path("referencedDecl").path("kind").asText().equals("FunctionDecl")) {
            references.merge(AstNode.referenced(n), 1, Integer::sum);
        }
        if (kind.equals("ConditionalOperator") && Asserts.isAssert(n)) {
            asserts.add(AstNode.begin(n));
        }
        if (kind.equals("CallExpr") || kind.equals("CUDAKernelCallExpr")) {
            JsonNode c = AstNode.child(n, 0);
            while (AstNode.kind(c).equals("ImplicitCastExpr") || AstNode.kind(c).equals("ParenExpr")) {
                c = AstNode.child(c, 0);
            }
            if (functions.containsKey(called(AstNode.referenced(c)))) {
                out.add(called(AstNode.referenced(c)));
            }
        }
        for (JsonNode c : n.path("inner")) {
            callees(c, out);
        }
        return out;
    }

    /** The function a callee's declaration id calls: itself, or the one a function pointer variable stands for. */
    String called(String declId) {
        return pointers.getOrDefault(declId, declId);
    }

    /** Whether the function is referenced other than as a call's callee (a function pointer, a launch helper's argument). */
    boolean addressTaken(String functionId) {
        return references.getOrDefault(functionId, 0) > callCounts.getOrDefault(functionId, 0);
    }

    /** Where each assert of the file stands. */
    List<Integer> asserts() {
        return asserts;
    }

    boolean insideSomeFunction(int offset) {
        for (int[] b : bodies) {
            if (b[0] <= offset && offset < b[1]) {
                return true;
            }
        }
        return false;
    }

    /** The variables (declaration ids) the subtree writes: assigned, incremented, passed by non-const reference or address. */
    Set<String> writtenIn(JsonNode n) {
        Map<String, Integer> w = new HashMap<>();
        collectWrites(n, null, w, null);
        return w.keySet();
    }

    /** The variables an expression may write, other than the value it computes, with where. */
    Map<String, Integer> writes(JsonNode n) {
        Map<String, Integer> w = new LinkedHashMap<>();
        collectWrites(n, null, w, null);
        return w;
    }

    private void collectWrites(JsonNode n, JsonNode parent, Map<String, Integer> out, Set<String> only) {
        collectWrites(n, parent, null, out, only);
    }

    private void collectWrites(JsonNode n, JsonNode parent, JsonNode grandparent, Map<String, Integer> out, Set<String> only) {
        if (AstNode.kind(n).equals("DeclRefExpr")) {
            String kind = n.path("referencedDecl").path("kind").asText();
            String id = AstNode.referenced(n);
            // a field read (d.x loaded) reads d; a member call on d not made const may write it
            boolean read = isRead(parent) || AstNode.kind(parent).equals("MemberExpr") && isRead(grandparent)
                    && !AstNode.kind(grandparent).isEmpty();
            if ((kind.equals("VarDecl") || kind.equals("ParmVarDecl") || kind.equals("BindingDecl")) && (only == null || only.contains(id)) && !read) {
                out.putIfAbsent(id, Math.max(0, AstNode.begin(n)));
            }
        }
        if (AstNode.kind(n).equals("UnaryExprOrTypeTraitExpr")) {
            return;   // sizeof: not evaluated
        }
        // (c ? a : b) and (a) are a or b itself: read where the whole is read, written where it is written
        boolean transparent = AstNode.kind(n).equals("ConditionalOperator") || AstNode.kind(n).equals("ParenExpr");
        for (JsonNode c : n.path("inner")) {
            if (transparent) {
                collectWrites(c, parent, grandparent, out, only);
            } else {
                collectWrites(c, n, parent, out, only);
            }
        }
    }

    /** Whether a variable under {@code parent} is only read there: loaded, or bound to a const reference. */
    private static boolean isRead(JsonNode parent) {
        if (parent == null) {
            return true;
        }
        String kind = AstNode.kind(parent);
        String cast = parent.path("castKind").asText("");
        if (kind.equals("ImplicitCastExpr")) {
            return cast.equals("LValueToRValue") || cast.equals("NoOp") && AstNode.type(parent).startsWith("const ")
                    || cast.equals("ArrayToPointerDecay") && AstNode.type(parent).startsWith("const ");
        }
        return kind.equals("UnaryExprOrTypeTraitExpr");
    }

    /** Whether the subtree has a return (or a call that ends the program, a goto): a path in it may leave the function. */
    boolean returnsIn(JsonNode n) {
        String kind = AstNode.kind(n);
        if (kind.equals("ReturnStmt") || kind.equals("GotoStmt") || kind.equals("CXXThrowExpr")) {
            return true;
        }
        if (kind.equals("LambdaExpr")) {
            return false;
        }
        for (JsonNode c : n.path("inner")) {
            if (returnsIn(c)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a path in a loop's body leaves the loop (return, break, goto, throw; a nested loop's break stays in it). */
    boolean leavesIn(JsonNode body) {
        return returnsIn(body) || breaksOut(body);
    }

    private static boolean breaksOut(JsonNode n) {
        String kind = AstNode.kind(n);
        if (kind.equals("BreakStmt")) {
            return true;
        }
        if (kind.equals("ForStmt") || kind.equals("WhileStmt") || kind.equals("DoStmt") || kind.equals("CXXForRangeStmt")
                || kind.equals("SwitchStmt") || kind.equals("LambdaExpr")) {
            return false;
        }
        for (JsonNode c : n.path("inner")) {
            if (breaksOut(c)) {
                return true;
            }
        }
        return false;
    }

    /** The variables (declaration ids) an expression names. */
    Set<String> variablesIn(JsonNode n) {
        Set<String> out = new HashSet<>();
        collectVariables(n, out);
        return out;
    }

    private static void collectVariables(JsonNode n, Set<String> out) {
        String kind = n.path("referencedDecl").path("kind").asText("");
        if (AstNode.kind(n).equals("DeclRefExpr") && (kind.equals("VarDecl") || kind.equals("ParmVarDecl"))) {
            out.add(AstNode.referenced(n));
        }
        for (JsonNode c : n.path("inner")) {
            collectVariables(c, out);
        }
    }

    /** Whether the expression reads one of the variables. */
    boolean readsAny(JsonNode n, Set<String> ids) {
        if (AstNode.kind(n).equals("DeclRefExpr") && ids.contains(AstNode.referenced(n))) {
            return true;
        }
        for (JsonNode c : n.path("inner")) {
            if (readsAny(c, ids)) {
                return true;
            }
        }
        return false;
    }
}
