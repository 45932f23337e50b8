package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Variables that hold one function and are only launched or called through, as CUTLASS's tutorials launch a kernel:
 * {@code auto kernel_fptr = gemm_device<...>; cudaFuncSetAttribute(kernel_fptr, ...); kernel_fptr<<<g, b>>>(...)}.
 * Such a call is a call of the function. A variable written again, or passed anywhere else (a launch helper that may
 * call it with other arguments), is not one: the function stays "called through its address" and runs with free
 * parameters.
 */
final class FunctionPointers {

    /** CUDA's runtime functions that read a kernel's attributes or set them, and never call it. */
    private static final List<String> ATTRIBUTE_FUNCTIONS = List.of("cudaFuncSetAttribute", "cudaFuncGetAttributes",
            "cudaFuncSetCacheConfig", "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaOccupancyMaxPotentialBlockSize",
            "cudaFuncSetSharedMemConfig");

    private final Map<String, String> target = new HashMap<>();
    private final Map<String, Integer> uses = new HashMap<>();
    private final Map<String, Integer> allowedUses = new HashMap<>();

    private FunctionPointers() {
    }

    /** The variables (by declaration id) that stand for one function (its declaration id) in {@code declarations}. */
    static Map<String, String> of(List<JsonNode> declarations) {
        FunctionPointers f = new FunctionPointers();
        declarations.forEach(d -> f.bindings(d));
        if (f.target.isEmpty()) {
            return Map.of();
        }
        declarations.forEach(d -> f.uses(d, null));
        Map<String, String> out = new HashMap<>();
        f.target.forEach((variable, function) -> {
            if (f.uses.getOrDefault(variable, 0).equals(f.allowedUses.getOrDefault(variable, 0))) {
                out.put(variable, function);
            }
        });
        return out;
    }

    /** {@code auto p = f;} or {@code auto p = &f;}: a variable initialized with a function. */
    private void bindings(JsonNode n) {
        if (AstNode.kind(n).equals("VarDecl") && n.path("inner").size() == 1) {
            JsonNode init = stripped(AstNode.child(n, 0));
            if (AstNode.kind(init).equals("UnaryOperator") && init.path("opcode").asText().equals("&")) {
                init = stripped(AstNode.child(init, 0));
            }
            if (AstNode.kind(init).equals("DeclRefExpr") && init.path("referencedDecl").path("kind").asText().equals("FunctionDecl")) {
                target.put(n.path("id").asText(), AstNode.referenced(init));
            }
        }
        n.path("inner").forEach(this::bindings);
    }

    /** Every reference to a bound variable, and those that only launch, call or read attributes of it. */
    private void uses(JsonNode n, JsonNode call) {
        String kind = AstNode.kind(n);
        if (kind.equals("DeclRefExpr") && target.containsKey(AstNode.referenced(n))) {
            String id = AstNode.referenced(n);
            uses.merge(id, 1, Integer::sum);
            if (call != null && (callee(call) == n || ATTRIBUTE_FUNCTIONS.contains(calledName(call)))) {
                allowedUses.merge(id, 1, Integer::sum);
            }
        }
        boolean isCall = kind.equals("CallExpr") || kind.equals("CUDAKernelCallExpr");
        for (JsonNode c : n.path("inner")) {
            // a reference right under a call (through its casts) is its callee or an argument of it
            uses(c, isCall ? n : transparent(kind) ? call : null);
        }
    }

    private static boolean transparent(String kind) {
        return kind.equals("ImplicitCastExpr") || kind.equals("ParenExpr") || kind.equals("CStyleCastExpr");
    }

    private static JsonNode stripped(JsonNode n) {
        JsonNode c = n;
        while (transparent(AstNode.kind(c)) || AstNode.kind(c).equals("ExprWithCleanups")) {
            c = AstNode.child(c, 0);
        }
        return c;
    }

    private static JsonNode callee(JsonNode call) {
        return stripped(AstNode.child(call, 0));
    }

    private static String calledName(JsonNode call) {
        return callee(call).path("referencedDecl").path("name").asText("");
    }
}
