package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.CuteError;
import cuteprover.cxx.CuteTypes;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The TiledMMAs and TiledCopies a kernel file declares, as the compiler instantiated them: each variable of the file
 * whose type is a {@code cute::TiledMMA<...>} or {@code cute::TiledCopy<...>} ({@code auto mma = make_tiled_mma(...)} in
 * a host function, {@code TiledCopy s2r_copy_a = make_tiled_copy_A(...)} in a kernel), each alias of one ({@code using
 * TiledMma = decltype(...)}), and each kernel parameter of one whose value no variable or alias made (a TiledMMA passed as a temporary). A
 * declaration inside a template is read in each instantiation, never in the template itself (its types are not yet
 * known there). Variables and aliases come first, so that a value found twice is located where it was made.
 */
final class TiledDeclarations {

    private TiledDeclarations() {
    }

    static List<TiledObject> in(JsonNode root, Predicate<String> isMainFile) {
        List<TiledObject> made = new ArrayList<>();
        List<TiledObject> parameters = new ArrayList<>();
        String[] file = {""};
        walk(root, false, false, isMainFile, file, made, parameters);
        java.util.Set<String> values = new java.util.HashSet<>();
        made.forEach(t -> values.add(t.value()));
        for (TiledObject p : parameters) {
            if (p.value() == null || values.add(p.value())) {
                made.add(p);   // a kernel parameter only where no variable of the file made its value
            }
        }
        return made;
    }

    private static void walk(JsonNode n, boolean inPattern, boolean inKernel, Predicate<String> isMainFile, String[] file,
                             List<TiledObject> made, List<TiledObject> parameters) {
        track(n.path("loc"), file);
        track(n.path("range").path("begin"), file);
        boolean mine = file[0].isEmpty() || isMainFile.test(file[0]);
        String kind = AstWalk.kind(n);
        if (mine && !inPattern) {
            boolean variable = kind.equals("VarDecl");
            boolean alias = kind.equals("TypeAliasDecl") || kind.equals("TypedefDecl");
            boolean parameter = kind.equals("ParmVarDecl") && inKernel;
            if (variable || alias || parameter) {
                TiledObject t = read(n);
                if (t != null) {
                    (parameter ? parameters : made).add(t);
                }
            }
        }
        boolean kernel = inKernel || kind.equals("FunctionDecl") && isKernel(n);
        boolean templateDecl = kind.equals("FunctionTemplateDecl") || kind.equals("ClassTemplateDecl");
        for (JsonNode c : n.path("inner")) {
            boolean pattern = inPattern || kind.equals("ClassTemplatePartialSpecializationDecl")
                    || templateDecl && AstWalk.isTemplatePattern(c);
            walk(c, pattern, kernel, isMainFile, file, made, parameters);
        }
    }

    private static boolean isKernel(JsonNode function) {
        for (JsonNode c : function.path("inner")) {
            if (AstWalk.kind(c).equals("CUDAGlobalAttr")) {
                return true;
            }
        }
        return false;
    }

    /** The TiledMMA or TiledCopy a declaration's type is, else null. */
    private static TiledObject read(JsonNode n) {
        String type = AstWalk.type(n).replaceFirst("^const ", "").replaceFirst("\\s*&$", "").replaceFirst("^const ", "");
        boolean mma = type.startsWith("cute::TiledMMA<");
        if (!mma && !type.startsWith("cute::TiledCopy<")) {
            return null;
        }
        String name = n.path("name").asText("");
        int at = AstWalk.offset(n);
        try {
            return new TiledObject(name, mma, CuteTypes.specText(CuteTypes.parse(type), CuteTypes.STATIC_ONLY), at, null);
        } catch (CuteError e) {
            return new TiledObject(name, mma, null, at, "the " + (mma ? "TiledMMA " : "TiledCopy ") + name + " does not read: "
                    + e.getMessage());
        }
    }

    private static void track(JsonNode loc, String[] file) {
        JsonNode l = loc.has("expansionLoc") ? loc.path("expansionLoc") : loc;
        if (l.has("file")) {
            file[0] = l.path("file").asText();
        }
    }
}
