package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.CuteError;
import cuteprover.expr.CppIntegerTypes;
import cuteprover.expr.Expr;
import cuteprover.expr.Functions;
import cuteprover.expr.Parser;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A C++ expression of clang's typed AST as a value of the spec language. What CuTe made static is taken from the
 * expression's type; what is computed at run time is the resolved call tree, read with C++'s integer semantics from
 * clang's explicit casts (an unsigned result wraps, a conversion to a narrow type truncates, division truncates). An
 * expression that is not followed is a {@link NotFollowed} naming the construct and where it stands, never a guess.
 */
final class ExpressionLowering {

    /** The expression's value is not followed: {@code why} names the construct and its position. */
    static final class NotFollowed extends RuntimeException {
        NotFollowed(String why) {
            super(why, null, false, false);
        }
    }

    /** What the expression reads: the current value's name of a variable (by declaration id) and of a CUDA index. */
    interface Names {
        /** The fresh name of the variable's current value; a {@link NotFollowed} where its value is not followed. */
        String variable(String declId, String name, int offset);

        /** {@code threadIdx.x} and the like, inside a kernel. */
        String cudaIndex(String index, int offset);

        /** The user's function of this declaration id (else null). */
        String userFunction(String declId);

        /** The name of the value a call of the user's function gives (its body run with the call's arguments). */
        String callValue(JsonNode call, String declId);

        /**
         * An integer member of a struct a library call filled in ({@code props.major} after {@code
         * cudaGetDeviceProperties(&props, 0)}): a run-time input of its type's range, the same at each read while the
         * struct is not written again; null where the struct is no such input.
         */
        String inputMember(String declId, String member, String type, int offset);

        /** The status a CUDA runtime call returns ({@code cudaError_t}): a run-time input, any non-negative value. */
        String runTimeStatus(JsonNode call, String function);

        /**
         * {@code x++}, {@code --x} inside a declaration's or an assignment's value that runs on every path: x's value
         * before (postfix) or after (prefix), x taking the new one; null where it is not followed there.
         */
        String increment(JsonNode operator, String declId);

        /** A new value that is {@code then} where {@code condition} holds and {@code otherwise} where it does not. */
        String choice(JsonNode conditional, Expr condition, Expr then, Expr otherwise);
    }

    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*");
    /** The status type CUDA's runtime functions return, as clang spells it with and without its sugar. */
    private static final Set<String> CUDA_STATUS = Set.of("cudaError_t", "cudaError");
    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<", "<=", ">", ">=");
    private static final Pattern TEMPLATE_INTEGERS = Pattern.compile("[A-Za-z_][\\w:]*\\s*<\\s*(\\d+(?:\\s*,\\s*\\d+)*)\\s*>\\s*");

    private final String source;
    private final Names names;
    private final java.util.function.IntFunction<String> position;

    /** {@code source}: the main file's text (clang's offsets are into it); {@code position}: an offset as file:line:col. */
    ExpressionLowering(String source, Names names, java.util.function.IntFunction<String> position, SizeOf sizes) {
        this.source = source;
        this.names = names;
        this.position = position;
        this.sizes = sizes;
    }

    private final SizeOf sizes;

    /** The source text of a node (empty where its offsets are not in the main file). */
    String text(JsonNode n) {
        int b = AstNode.begin(n);
        int e = AstNode.end(n);
        return b >= 0 && e >= b && e <= source.length() ? source.substring(b, e) : "";
    }

    /** The source text of a node's tokens as written (a macro argument's spelling), or empty. */
    private String spelledText(JsonNode n) {
        JsonNode b = n.path("range").path("begin");
        JsonNode e = n.path("range").path("end");
        JsonNode sb = b.has("spellingLoc") ? b.path("spellingLoc") : b;
        JsonNode se = e.has("spellingLoc") ? e.path("spellingLoc") : e;
        if (!sb.has("offset") || !se.has("offset") || sb.has("file") || se.has("file")) {
            return "";   // a spelling in another file (a header's macro) is not the main file's text
        }
        int from = sb.path("offset").asInt();
        int to = se.path("offset").asInt() + se.path("tokLen").asInt();
        return from >= 0 && from <= to && to <= source.length() ? source.substring(from, to) : "";
    }

    NotFollowed notFollowed(JsonNode n, String what) {
        String text = text(n);
        String shown = text.length() > 80 ? text.substring(0, 77) + "..." : text;
        return new NotFollowed(position.apply(Math.max(0, AstNode.begin(n))) + ": " + (shown.isEmpty() ? "" : "'" + shown.replaceAll("\\s+", " ")
                + "': ") + what);
    }

    /** The CuTe value the type fixes entirely (CuTe computed it), or null where the type has a run-time part or is no CuTe value. */
    static Expr staticValue(String type, int pos) {
        if (type.isEmpty() || type.contains("type-parameter") || type.contains("<dependent")) {
            return null;
        }
        try {
            cuteprover.atom.TypeName t = CuteTypes.parse(type);
            if (CuteTypes.unqualified(t).equals("Tensor") && t.args().size() == 2
                    && CuteTypes.unqualified(t.args().get(0)).equals("ArrayEngine")) {
                // a register tensor owns its elements: its layout is all of it, from offset 0
                return new Expr.Call("make_tensor", List.of(Parser.parse(CuteTypes.specText(t.args().get(1), CuteTypes.STATIC_ONLY))), pos);
            }
            String spec = CuteTypes.specText(t, CuteTypes.STATIC_ONLY);
            return Parser.parse(spec);
        } catch (CuteError | IllegalArgumentException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    /**
     * CuTe's {@code Step<_1,X,_1>}: a tuple to C++, written with its alias where it is a projection or an order
     * (local_tile's, tile_to_shape's), which the spec language reads by that name.
     */
    private static Expr step(JsonNode n, int pos) {
        String sugared = n.path("type").path("qualType").asText("").replace("const ", "").strip();
        if (!sugared.startsWith("Step<") && !sugared.startsWith("cute::Step<")) {
            return null;
        }
        try {
            cuteprover.atom.TypeName t = CuteTypes.parse(AstNode.type(n));
            List<String> entries = new ArrayList<>();
            for (cuteprover.atom.TypeName a : t.args()) {
                String head = CuteTypes.unqualified(a);
                if (head.equals("Underscore")) {
                    entries.add("X");
                } else if (head.equals("C") && a.args().size() == 1 && a.args().get(0).isInteger()) {
                    entries.add(a.args().get(0).head());
                } else {
                    return null;
                }
            }
            return new Expr.CuteType("Step<" + String.join(",", entries) + ">", pos);
        } catch (RuntimeException e) {
            return null;
        }
    }

    Expr lower(JsonNode node) {
        JsonNode n = AstNode.bare(node);
        int pos = Math.max(0, AstNode.begin(n));
        String kind = AstNode.kind(n);
        Expr step = step(n, pos);
        if (step != null) {
            return step;
        }
        if (!kind.equals("IntegerLiteral")) {
            Expr fixed = staticValue(AstNode.type(n), pos);
            if (fixed != null) {
                return fixed;
            }
        }
        switch (kind) {
            case "ConstantExpr" -> {
                if (n.has("value")) {
                    return literal(n, n.path("value").asText(), pos);
                }
                return lower(AstNode.child(n, 0));
            }
            case "IntegerLiteral", "CharacterLiteral" -> {
                return literal(n, n.path("value").asText(), pos);
            }
            case "CXXBoolLiteralExpr" -> {
                return new Expr.Num(n.path("value").asBoolean() ? 1 : 0, pos);
            }
            case "DeclRefExpr" -> {
                return reference(n, pos);
            }
            case "PseudoObjectExpr" -> {
                return cudaIndex(n, pos);
            }
            case "ImplicitCastExpr", "CStyleCastExpr", "CXXStaticCastExpr", "CXXFunctionalCastExpr" -> {
                return cast(n, pos);
            }
            case "BinaryOperator" -> {
                return binary(n, n.path("opcode").asText(), lower(AstNode.child(n, 0)), lower(AstNode.child(n, 1)), pos);
            }
            case "UnaryOperator" -> {
                return unary(n, pos);
            }
            case "CallExpr" -> {
                return call(n, pos);
            }
            case "CXXMemberCallExpr" -> {
                return memberCall(n, pos);
            }
            case "CXXOperatorCallExpr" -> {
                return operatorCall(n, pos);
            }
            case "CXXConstructExpr", "CXXTemporaryObjectExpr", "InitListExpr", "CXXUnresolvedConstructExpr" -> {
                return construction(n, pos);
            }
            case "MemberExpr" -> {
                return member(n, pos);
            }
            case "UnaryExprOrTypeTraitExpr" -> {
                Long bytes = sizes.of(n);
                if (bytes == null) {
                    throw notFollowed(n, n.path("name").asText() + " of this type is not followed here (clang laid out no such record)");
                }
                return new Expr.Num(bytes, pos);
            }
            case "ConditionalOperator" -> {
                if (!IntegerTypes.isInteger(AstNode.type(n))) {
                    throw notFollowed(n, "a choice (?:) of a value that is no integer is not followed here");
                }
                Expr condition = lower(AstNode.child(n, 0));
                return new Expr.Name(names.choice(n, condition, lower(AstNode.child(n, 1)), lower(AstNode.child(n, 2))), pos);
            }
            default -> throw notFollowed(n, "clang's " + kind + " is not followed here");
        }
    }

    private Expr literal(JsonNode n, String value, int pos) {
        if (value.equals("true") || value.equals("false")) {
            return new Expr.Num(value.equals("true") ? 1 : 0, pos);
        }
        try {
            BigInteger v = new BigInteger(value);
            if (v.bitLength() > 62) {
                throw notFollowed(n, "the literal " + value + " is beyond the integers followed here (|v| < 2^62)");
            }
            return new Expr.Num(v.longValue(), pos);
        } catch (NumberFormatException e) {
            throw notFollowed(n, "the value " + value + " is no integer");
        }
    }

    private Expr reference(JsonNode n, int pos) {
        JsonNode decl = n.path("referencedDecl");
        String kind = decl.path("kind").asText();
        String id = AstNode.referenced(n);
        if (kind.equals("VarDecl") || kind.equals("ParmVarDecl") || kind.equals("BindingDecl")) {
            return new Expr.Name(names.variable(id, decl.path("name").asText(), pos), pos);
        }
        if (kind.equals("EnumConstantDecl") && decl.path("name").asText().equals("cudaSuccess")) {
            return new Expr.Num(0, pos);   // CUDA's runtime API: cudaSuccess = 0 (its header is not in the dump)
        }
        if (kind.equals("VarTemplateSpecializationDecl")) {
            Expr trait = typeTrait(n, pos);
            if (trait != null) {
                return trait;
            }
        }
        throw notFollowed(n, "a reference to a " + kind + " is not followed here");
    }

    /**
     * {@code sizeof_bits_v<half_t>}, {@code cosize_v<Layout<...>>}: a CuTe trait of a type the checks read as written, its
     * value where it evaluates with no names of the file (an alias of the file's is not resolved here), else null.
     */
    private Expr typeTrait(JsonNode n, int pos) {
        String written = text(n).strip();
        try {
            Object value = cuteprover.expr.Evaluator.concrete().evaluate(Parser.parse(written));
            if (value instanceof cuteprover.tuple.SymInt v && v.isConst()) {
                return new Expr.Num(v.value(), pos);
            }
        } catch (RuntimeException e) {
            return null;
        }
        return null;
    }

    /** {@code threadIdx.x}: clang reads it as a property whose getter is {@code __fetch_builtin_x}. */
    private Expr cudaIndex(JsonNode n, int pos) {
        String text = text(n).replaceAll("\\s+", "");
        if (text.matches("(?:threadIdx|blockIdx|blockDim|gridDim)\\.[xyz]")) {
            return new Expr.Name(names.cudaIndex(text, pos), pos);
        }
        throw notFollowed(n, "this expression is not followed here");
    }

    private Expr cast(JsonNode n, int pos) {
        String cast = n.path("castKind").asText();
        Expr value = lower(AstNode.child(n, 0));
        return switch (cast) {
            case "NoOp", "LValueToRValue", "UserDefinedConversion", "ConstructorConversion" -> value;
            case "IntegralCast" -> {
                if (AstNode.type(AstNode.child(n, 0)).equals("bool")) {
                    // a bool used as an integer (-5 < M < 20 compares 0 or 1 with 20): 1 where it holds, else 0
                    Expr number = new Expr.Name(names.choice(n, value, new Expr.Num(1, pos), new Expr.Num(0, pos)), pos);
                    yield CppIntegerTypes.convert(AstNode.type(n), number);
                }
                yield CppIntegerTypes.convert(AstNode.type(n), value);
            }
            case "IntegralToBoolean" -> new Expr.Binary("!=", value, new Expr.Num(0, pos), pos);
            default -> throw notFollowed(n, "the conversion " + cast + " is not followed here");
        };
    }

    /** {@code a OP b} as C++ computes it in the operator's type: an unsigned result wraps, division truncates. */
    private Expr binary(JsonNode n, String op, Expr left, Expr right, int pos) {
        String type = AstNode.type(n);
        if (ARITHMETIC.contains(op)) {
            return CppIntegerTypes.convert(type, new Expr.Binary(op, left, right, pos));
        }
        if (op.equals("/") || op.equals("%")) {
            return CppIntegerTypes.convert(type, new Expr.Call(op.equals("/") ? "cpp_div" : "cpp_mod", List.of(left, right), pos));
        }
        if (COMPARISONS.contains(op) || op.equals("&&") || op.equals("||")) {
            return new Expr.Binary(op, left, right, pos);
        }
        return bitwise(n, op, left, right, type, pos);
    }

    /** {@code a OP b} for C++'s bitwise and shift operators with a constant operand, in {@code type}. */
    Expr bitwise(JsonNode n, String op, Expr left, Expr right, String type, int pos) {
        Expr value = BitwiseLowering.lower(op, left, right, IntegerTypes.width(type), pos);
        if (value == null) {
            throw notFollowed(n, "the operator " + op + " is followed only with a constant operand (a shift by a constant)");
        }
        return CppIntegerTypes.convert(type, value);
    }

    private Expr unary(JsonNode n, int pos) {
        String op = n.path("opcode").asText();
        if (op.equals("++") || op.equals("--")) {
            JsonNode target = AstNode.bare(AstNode.child(n, 0));
            String value = AstNode.kind(target).equals("DeclRefExpr") ? names.increment(n, AstNode.referenced(target)) : null;
            if (value == null) {
                throw notFollowed(n, "the operator " + op + " inside an expression is followed only where it runs on every path and its variable is"
                        + " named nowhere else in the value");
            }
            return new Expr.Name(value, pos);
        }
        Expr operand = lower(AstNode.child(n, 0));
        return switch (op) {
            case "-" -> CppIntegerTypes.convert(AstNode.type(n), new Expr.Unary("-", operand, pos));
            case "!" -> new Expr.Unary("!", operand, pos);
            case "+" -> operand;
            case "~" -> CppIntegerTypes.convert(AstNode.type(n), BitwiseLowering.complement(operand, pos));
            default -> throw notFollowed(n, "the operator " + op + " is not followed here");
        };
    }

    /** Whether the type is a tuple of integers ({@code cute::tuple<int, C<2>>}), nested tuples of them included. */
    private static boolean integerTuple(String type) {
        try {
            return integerLeaves(CuteTypes.parse(type.replace("const ", "")));
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static boolean integerLeaves(cuteprover.atom.TypeName t) {
        String h = CuteTypes.unqualified(t);
        if (h.equals("tuple")) {
            return t.args().stream().allMatch(ExpressionLowering::integerLeaves);
        }
        return h.equals("C") || CuteTypes.RUN_TIME_INTEGERS.contains(h) && t.args().isEmpty();
    }

    /** The function a call's callee names: a DeclRefExpr's declaration, through the decay to a pointer. */
    private JsonNode callee(JsonNode call) {
        JsonNode c = AstNode.child(call, 0);
        while (AstNode.kind(c).equals("ImplicitCastExpr") || AstNode.kind(c).equals("ParenExpr")) {
            c = AstNode.child(c, 0);
        }
        return c;
    }

    /** The arguments the call writes (CuTe's defaults stand for themselves: our functions have CuTe's). */
    private List<Expr> arguments(JsonNode call, int from) {
        List<Expr> out = new ArrayList<>();
        List<JsonNode> inner = AstNode.inner(call);
        for (int i = from; i < inner.size(); i++) {
            if (AstNode.kind(inner.get(i)).equals("CXXDefaultArgExpr")) {
                break;
            }
            out.add(lower(inner.get(i)));
        }
        return out;
    }

    private Expr call(JsonNode n, int pos) {
        JsonNode callee = callee(n);
        if (AstNode.kind(callee).equals("MemberExpr")) {
            return memberCall(n, callee, pos);   // a member function template's call: clang's CallExpr of a MemberExpr
        }
        if (!AstNode.kind(callee).equals("DeclRefExpr")) {
            throw notFollowed(n, "a call through " + AstNode.kind(callee) + " is not followed here");
        }
        String user = names.userFunction(AstNode.referenced(callee));
        String name = callee.path("referencedDecl").path("name").asText();
        if (user != null) {
            return new Expr.Name(names.callValue(n, AstNode.referenced(callee)), pos);
        }
        if (name.matches("cuda[A-Z]\\w*") && CUDA_STATUS.contains(AstNode.type(n).replace("enum ", ""))) {
            // cudaError_t error = cudaGetDeviceProperties(&props, 0): what the machine answers, a run-time input (CUDA's
            // runtime API by its names, cudaXxx: success is always one of its answers; a function of the user's is not)
            return new Expr.Name(names.runTimeStatus(n, name), pos);
        }
        if (name.equals("make_tensor")) {
            return tensor(n, pos);
        }
        List<Expr> args = arguments(n, 1);
        if (name.equals("make_tuple") && integerTuple(AstNode.type(n))) {
            return new Expr.TupleExpr(args, false, pos);   // a tuple of integers is a shape to the checks
        }
        Expr made = Parser.tupleMaker(name, args, pos);
        if (made != null) {
            return made;
        }
        List<Expr> template = templateIntegers(callee, name);
        if (!template.isEmpty() && Parser.ofMode(name)) {
            List<Expr> all = new ArrayList<>(args);
            all.addAll(template);
            return new Expr.Call(name, List.of(new Expr.Call("get", all, pos)), pos);
        }
        String function = switch (name) {
            case "group" -> "group_modes";
            case "ceil_div" -> "cpp_ceil_div";
            default -> name;
        };
        if (!Functions.TABLE.signatures().containsKey(function)) {
            throw notFollowed(n, "'" + name + "' is not a function the checks follow");
        }
        List<Expr> all = new ArrayList<>(args);
        all.addAll(template);
        return new Expr.Call(function, all, pos);
    }

    /**
     * {@code make_tensor(ITERATOR, LAYOUT)} (or shape and stride), {@code make_tensor<T>(SHAPE)}: the tensor's layout, as
     * the spec language's make_tensor reads it; where it points and its element type are in its type.
     */
    private Expr tensor(JsonNode n, int pos) {
        List<Expr> args = new ArrayList<>();
        List<JsonNode> inner = AstNode.inner(n);
        for (int i = 1; i < inner.size(); i++) {
            JsonNode a = inner.get(i);
            String type = AstNode.type(a);
            if (AstNode.kind(a).equals("CXXDefaultArgExpr")) {
                break;
            }
            if (i == 1 && (type.endsWith("*") || type.contains("_ptr") || type.contains("Iterator") || type.contains("iterator"))) {
                continue;   // the iterator: not part of the layout
            }
            args.add(lower(a));
        }
        return new Expr.Call("make_tensor", args, pos);
    }

    /**
     * The integer template arguments a call writes ({@code get<1,0>(t)}, {@code size<0>(s)}); clang's JSON keeps no
     * template arguments of a call, so they are read from the callee's own tokens, decimal literals only, else the call
     * is not followed.
     */
    private List<Expr> templateIntegers(JsonNode callee, String name) {
        String text = text(callee);
        JsonNode begin = callee.path("range").path("begin");
        if (begin.has("expansionLoc") || begin.has("spellingLoc")) {
            // inside a macro's expansion (assert(shape<0>(A) == ...)): the tokens as written, where they are the call's
            text = spelledText(callee);
            if (!text.matches("(?s)(?:[A-Za-z_][\\w]*::)*" + java.util.regex.Pattern.quote(name) + "\\b.*")) {
                throw notFollowed(callee, "a call of " + name + " written inside a macro, whose template arguments are not read");
            }
        }
        if (!text.contains("<")) {
            return List.of();
        }
        Matcher m = TEMPLATE_INTEGERS.matcher(text);
        if (!m.matches()) {
            throw notFollowed(callee, "the template arguments of " + name + " are not decimal integers, which is all that is"
                    + " followed here");
        }
        List<Expr> out = new ArrayList<>();
        for (String part : m.group(1).split(",")) {
            out.add(new Expr.Num(Long.parseLong(part.strip()), AstNode.begin(callee)));
        }
        return out;
    }

    private Expr memberCall(JsonNode n, int pos) {
        return memberCall(n, AstNode.child(n, 0), pos);
    }

    private Expr memberCall(JsonNode n, JsonNode member, int pos) {
        String name = member.path("name").asText();
        JsonNode object = AstNode.child(member, 0);
        if (name.startsWith("operator ")) {
            return lower(object);   // a CuTe integral's conversion to int: its value
        }
        String function = Parser.memberFunction(name);
        if (function == null) {
            throw notFollowed(n, "the member function " + name + " is not followed here");
        }
        List<Expr> args = new ArrayList<>();
        args.add(lower(object));
        args.addAll(arguments(n, 1));
        return new Expr.Call(function, args, pos);
    }

    private Expr operatorCall(JsonNode n, int pos) {
        JsonNode callee = callee(n);
        String name = callee.path("referencedDecl").path("name").asText();
        List<JsonNode> inner = AstNode.inner(n);
        if (name.equals("operator()") && inner.size() >= 3) {
            List<Expr> coordinates = arguments(n, 2);
            Expr coordinate = coordinates.size() == 1 ? coordinates.get(0) : new Expr.TupleExpr(coordinates, false, pos);
            return new Expr.Call("eval", List.of(lower(inner.get(1)), coordinate), pos);
        }
        if (name.startsWith("operator") && inner.size() == 3) {
            String op = name.substring("operator".length());
            return binary(n, op, lower(inner.get(1)), lower(inner.get(2)), pos);
        }
        throw notFollowed(n, "the operator call " + name + " is not followed here");
    }

    /** {@code grid.x} of a {@code dim3} (or {@code uint3}): its axis; another member is not followed. */
    private Expr member(JsonNode n, int pos) {
        JsonNode object = AstNode.child(n, 0);
        String type = AstNode.type(object).replace("const ", "").strip();
        int axis = "xyz".indexOf(n.path("name").asText());
        if ((type.equals("dim3") || type.equals("uint3")) && n.path("name").asText().length() == 1 && axis >= 0) {
            return new Expr.Call("get", List.of(lower(object), new Expr.Num(axis, pos)), pos);
        }
        JsonNode base = AstNode.bare(object);
        while (AstNode.kind(base).equals("ImplicitCastExpr") || AstNode.kind(base).equals("ParenExpr")) {
            base = AstNode.bare(AstNode.child(base, 0));
        }
        if (AstNode.kind(base).equals("DeclRefExpr") && IntegerTypes.isInteger(AstNode.type(n))) {
            String input = names.inputMember(AstNode.referenced(base), n.path("name").asText(), AstNode.type(n), pos);
            if (input != null) {
                return new Expr.Name(input, pos);
            }
        }
        throw notFollowed(n, "the member " + n.path("name").asText() + " of a " + type + " is not followed here");
    }

    /** {@code dim3(a, b)} and {@code cute::tuple<int, int>{m, n}}: the tuple of its values. */
    private Expr construction(JsonNode n, int pos) {
        String type = AstNode.type(n);
        boolean dim3 = type.equals("dim3") || type.endsWith(" dim3");
        if (dim3 || type.startsWith("cute::tuple<") || type.startsWith("tuple<")) {
            List<Expr> items = arguments(n, 0);
            while (dim3 && items.size() < 3) {
                items.add(new Expr.Num(1, pos));
            }
            if (!items.isEmpty()) {
                return new Expr.TupleExpr(items, false, pos);
            }
        }
        String major = type.replace("const ", "").replace("cute::", "").strip();
        if (List.of("LayoutLeft", "LayoutRight", "GenColMajor", "GenRowMajor").contains(major)) {
            return new Expr.CuteType(major, pos);   // make_layout(shape, LayoutRight{}): the order CuTe's tag names
        }
        throw notFollowed(n, "a value of " + (type.length() > 80 ? type.substring(0, 77) + "..." : type)
                + " constructed here is not followed");
    }
}
