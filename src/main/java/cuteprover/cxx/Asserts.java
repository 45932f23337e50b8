package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * C's {@code assert(COND)} as clang expands it ({@code (static_cast<bool>(COND) ? void(0) : __assert_fail(...))}), and
 * the calls that end the program.
 */
final class Asserts {

    private Asserts() {
    }

    static boolean isAssert(JsonNode e) {
        if (!AstNode.kind(e).equals("ConditionalOperator") || e.path("inner").size() != 3) {
            return false;
        }
        String failing = calleeName(AstNode.bare(AstNode.child(e, 2)));
        return failing.equals("__assert_fail") || failing.equals("__assert_rtn") || failing.equals("_assert")
                || failing.equals("__assertfail");
    }

    /**
     * The asserted condition (clang's cast to bool included: the lowering reads it), without a message joined to it
     * ({@code assert(M > 0 && "M must be positive")} asserts {@code M > 0}).
     */
    static JsonNode condition(JsonNode assertion) {
        JsonNode c = AstNode.bare(AstNode.child(assertion, 0));
        JsonNode inner = c;
        while (AstNode.kind(inner).endsWith("CastExpr") || AstNode.kind(inner).equals("ParenExpr")) {
            inner = AstNode.bare(AstNode.child(inner, 0));
        }
        if (AstNode.kind(inner).equals("BinaryOperator") && inner.path("opcode").asText().equals("&&") && isMessage(AstNode.child(inner, 1))) {
            return AstNode.child(inner, 0);
        }
        return c;
    }

    private static boolean isMessage(JsonNode n) {
        JsonNode c = n;
        while (AstNode.kind(c).endsWith("CastExpr") || AstNode.kind(c).equals("ParenExpr")) {
            c = AstNode.child(c, 0);
        }
        return AstNode.kind(c).equals("StringLiteral");
    }

    /** {@code assert(false && "...")}, {@code assert(0)}: the path stops. */
    static boolean isFalse(JsonNode condition) {
        JsonNode c = AstNode.bare(condition);
        if (AstNode.kind(c).equals("BinaryOperator") && c.path("opcode").asText().equals("&&")) {
            return isFalse(AstNode.child(c, 0));
        }
        if (AstNode.kind(c).endsWith("CastExpr") || AstNode.kind(c).equals("ParenExpr")) {
            return isFalse(AstNode.child(c, 0));
        }
        return AstNode.kind(c).equals("CXXBoolLiteralExpr") && !c.path("value").asBoolean(true)
                || AstNode.kind(c).equals("IntegerLiteral") && c.path("value").asText().equals("0");
    }

    /** {@code exit(1)}, {@code abort()}, {@code std::exit}: the path stops. */
    static boolean endsProgram(JsonNode call) {
        String name = calleeName(call);
        return name.equals("exit") || name.equals("abort") || name.equals("_Exit") || name.equals("quick_exit");
    }

    private static String calleeName(JsonNode call) {
        if (!AstNode.kind(call).equals("CallExpr")) {
            return "";
        }
        JsonNode c = AstNode.child(call, 0);
        while (AstNode.kind(c).equals("ImplicitCastExpr") || AstNode.kind(c).equals("ParenExpr")) {
            c = AstNode.child(c, 0);
        }
        return c.path("referencedDecl").path("name").asText("");
    }
}
