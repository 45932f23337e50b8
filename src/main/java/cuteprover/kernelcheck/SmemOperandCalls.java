package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.CuteError;
import cuteprover.atom.TypeName;
import cuteprover.cxx.CuteTypes;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Where a kernel hands a shared-memory tensor to an MMA as an operand: {@code thr_mma.partition_A(sA)} (B alike) in an
 * instantiation of a function of the file. Both sides are read from the compiler's types, no names: the object is a
 * {@code cute::ThrMMA<TiledMMA<...>, ...>} (its TiledMMA), the argument a {@code cute::Tensor<ViewEngine<...smem_ptr...>,
 * Layout<...>>} (its layout; a swizzle sits in the engine's {@code swizzle_ptr}, on addresses, and leaves an element's
 * neighbour along the fastest mode its neighbour). This is how the tutorials' kernels meet their smem layouts and MMA.
 */
final class SmemOperandCalls {

    /** One call: operand "A" or "B", the TiledMMA's value, the tensor's name and layout, and the call's offset. */
    record Call(String operand, String mma, String mmaName, SmemBuffer tensor) { }

    private SmemOperandCalls() {
    }

    static List<Call> in(JsonNode root, Predicate<String> isMainFile) {
        List<Call> out = new ArrayList<>();
        walk(root, false, isMainFile, new String[] {""}, out);
        return out;
    }

    private static void walk(JsonNode n, boolean inPattern, Predicate<String> isMainFile, String[] file, List<Call> out) {
        track(n.path("loc"), file);
        track(n.path("range").path("begin"), file);
        String kind = AstWalk.kind(n);
        if (!inPattern && kind.equals("CXXMemberCallExpr") && (file[0].isEmpty() || isMainFile.test(file[0]))) {
            Call c = read(n);
            if (c != null) {
                out.add(c);
            }
        }
        boolean templateDecl = kind.equals("FunctionTemplateDecl") || kind.equals("ClassTemplateDecl");
        for (JsonNode c : n.path("inner")) {
            boolean pattern = inPattern || kind.equals("ClassTemplatePartialSpecializationDecl")
                    || templateDecl && AstWalk.isTemplatePattern(c);
            walk(c, pattern, isMainFile, file, out);
        }
    }

    /** {@code thr_mma.partition_A(sA)} with a ThrMMA object and an smem tensor argument, else null. */
    private static Call read(JsonNode call) {
        JsonNode member = call.path("inner").path(0);
        String method = member.path("name").asText("");
        if (!AstWalk.kind(member).equals("MemberExpr") || !(method.equals("partition_A") || method.equals("partition_B"))
                || call.path("inner").size() != 2) {
            return null;
        }
        JsonNode object = member.path("inner").path(0);
        JsonNode argument = call.path("inner").path(1);
        String objectType = bare(AstWalk.type(object));
        String tensorType = bare(AstWalk.type(argument));
        if (!objectType.startsWith("cute::ThrMMA<") || !tensorType.startsWith("cute::Tensor<")
                || !tensorType.contains("smem_ptr<")) {
            return null;
        }
        try {
            TypeName thr = CuteTypes.parse(objectType);
            TypeName tensor = CuteTypes.parse(tensorType);
            String mma = CuteTypes.specText(thr.args().get(0), CuteTypes.STATIC_ONLY);
            String layout = CuteTypes.specText(tensor.args().get(1), CuteTypes.STATIC_ONLY);
            int at = begin(call);
            return new Call(method.substring("partition_".length()), mma, name(object, "the MMA"),
                    new SmemBuffer(name(argument, "the tensor"), layout, at));
        } catch (CuteError | IndexOutOfBoundsException e) {
            return null;   // a type we do not read here is no pairing we can state; the families above still see it
        }
    }

    private static String bare(String type) {
        return type.replaceFirst("^const ", "").replaceFirst("\\s*&$", "").replaceFirst("^const ", "");
    }

    /** The variable an expression reads, through casts and temporaries; else {@code otherwise}. */
    private static String name(JsonNode e, String otherwise) {
        JsonNode n = e;
        for (int i = 0; i < 6 && !AstWalk.kind(n).equals("DeclRefExpr") && n.path("inner").size() == 1; i++) {
            n = n.path("inner").path(0);
        }
        return AstWalk.kind(n).equals("DeclRefExpr") ? n.path("referencedDecl").path("name").asText(otherwise) : otherwise;
    }

    private static int begin(JsonNode n) {
        JsonNode b = n.path("range").path("begin");
        b = b.has("expansionLoc") ? b.path("expansionLoc") : b;
        return b.has("offset") ? b.path("offset").asInt() : -1;
    }

    private static void track(JsonNode loc, String[] file) {
        JsonNode l = loc.has("expansionLoc") ? loc.path("expansionLoc") : loc;
        if (l.has("file")) {
            file[0] = l.path("file").asText();
        }
    }
}
