package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.expr.CppIntegerTypes;
import cuteprover.expr.Expr;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a kernel file's C++ as clang's typed AST has it, symbolically, and tells the checks what it finds through
 * {@link CxxLowering}: each variable's value (a fresh name per value: a later assignment is a new name), the guards a
 * path passed ({@code if (...) return;} holds as failed after it), asserts as properties, and the file's spec statements
 * where they stand. Host functions and {@code main()} run where they stand, their integer parameters free; a kernel
 * launched or a host function called runs at its launch or call with the arguments' values; a function never called
 * runs in place with free parameters. What is not followed (a construct, a value a call may write, the values a loop or
 * a branch changes) becomes unknown or any value of its type, never a guess.
 */
public final class KernelInterpreter {

    private static final int MAX_CALL_DEPTH = 16;

    private final JsonNode tu;
    private final String source;
    private final String label;
    private final List<Integer> specOffsets;
    private final CxxLowering out;
    private final int[] lineStarts;
    private final ExpressionLowering expressions;
    private final MainFile file;
    /** Fresh names used so far. */
    private final Set<String> used = new HashSet<>();
    /** The spec statements emitted at least once. */
    private final Set<Integer> emitted = new HashSet<>();
    /** The functions being run (a recursive call is not followed). */
    private final List<String> calling = new ArrayList<>();
    /** How often each user function is called in the file: more than once, its properties are named after the call. */
    private final Map<String, Integer> callCounts;

    /** A condition assumed on a path, with where. */
    private record Assumed(Expr condition, CxxLowering.Span at) { }

    /**
     * The state of one path: the current name of each variable's value (by declaration id, in declaration order: a later
     * declaration of a name shadows an earlier one), the conditions assumed on it and why parts of it are not followed,
     * whether it runs on.
     */
    private static final class Path {
        final Map<String, String> values;
        final List<Assumed> conditions;
        final List<String> unfollowed;
        boolean live = true;

        Path(Map<String, String> values, List<Assumed> conditions, List<String> unfollowed) {
            this.values = values;
            this.conditions = conditions;
            this.unfollowed = unfollowed;
        }

        Path copy() {
            return new Path(new LinkedHashMap<>(values), new ArrayList<>(conditions), new ArrayList<>(unfollowed));
        }
    }

    /** Assumes the condition from here to the end of the innermost scope, on this path. */
    private void assume(Expr condition, CxxLowering.Span at) {
        frame.path.conditions.add(new Assumed(condition, at));
        out.assume(condition, at);
    }

    /** Marks the path from here to the end of the innermost scope as not all that reaches it. */
    private void notFollowed(String why) {
        frame.path.unfollowed.add(why);
        out.notFollowed(why);
    }

    /** The names of values that are not followed, with why. */
    private final Map<String, String> unknowns = new HashMap<>();

    /** The variable's value from here on is not followed, for {@code why}. */
    private void unknownValue(String id, String name, int at, Path path, String why) {
        String fresh = fresh(name, at);
        unknowns.put(fresh, why);
        out.unknown(fresh, why);
        path.values.put(id, fresh);
    }

    /** Where one function's body runs: its path, the names of CUDA's indices, the suffix of its properties' names. */
    private final class Frame {
        Path path;
        final Map<String, String> cudaIndices = new HashMap<>();
        final String suffix;
        final Set<Integer> doneSpecs = new HashSet<>();
        boolean leftLoop;
        /** The names of the values its returns give (a function whose value a call reads), and why one was not followed. */
        final List<String> returns = new ArrayList<>();
        final List<String> returnsNotFollowed = new ArrayList<>();
        int loops;

        Frame(Path path, String suffix) {
            this.path = path;
            this.suffix = suffix;
        }
    }

    private Frame frame;

    private KernelInterpreter(JsonNode tu, String source, String label, List<Integer> specOffsets, CxxLowering out,
                              java.util.function.Predicate<String> isMainFile) {
        this.tu = tu;
        this.source = source;
        this.label = label;
        this.specOffsets = specOffsets;
        this.out = out;
        this.lineStarts = LineStarts.of(source);
        this.file = MainFile.of(tu, isMainFile, this::position);
        this.callCounts = file.callCounts();
        this.expressions = new ExpressionLowering(source, new ExpressionLowering.Names() {
            @Override
            public String variable(String declId, String name, int offset) {
                return current(declId, name, offset);
            }

            @Override
            public String cudaIndex(String index, int offset) {
                String name = frame == null ? null : frame.cudaIndices.get(index);
                if (name == null) {
                    throw new ExpressionLowering.NotFollowed(position(offset) + ": " + index + " is read outside a kernel");
                }
                return name;
            }

            @Override
            public String userFunction(String declId) {
                JsonNode f = file.functions().get(declId);
                return f == null ? null : f.path("name").asText();
            }

            @Override
            public String callValue(JsonNode call, String declId) {
                return KernelInterpreter.this.callValue(call, declId);
            }

            @Override
            public String inputMember(String declId, String member, String type, int offset) {
                return KernelInterpreter.this.inputMember(declId, member, type, offset);
            }

            @Override
            public String increment(JsonNode operator, String declId) {
                return KernelInterpreter.this.increment(operator, declId);
            }

            @Override
            public String runTimeStatus(JsonNode call, String function) {
                int at = Math.max(0, AstNode.begin(call));
                String name = fresh(function + "_status", at);
                Expr v = new Expr.Name(name, at);
                out.defined(name, new Expr.Binary("<=", new Expr.Num(0, at), v, at), span(call));
                inputs.add(name);
                return name;
            }

            @Override
            public String choice(JsonNode conditional, Expr condition, Expr then, Expr otherwise) {
                return KernelInterpreter.this.choice(conditional, condition, then, otherwise);
            }
        }, this::position, new SizeOf(tu.path(RecordLayouts.FIELD)));
    }

    /**
     * Runs the file: {@code specOffsets} are where the file's spec statements stand (offsets into {@code source}, the
     * text clang read, in order); each is handed to {@code out} where C++ reaches it, or reported not checked.
     */
    public static List<Integer> run(JsonNode tu, String source, String label, List<Integer> specOffsets, CxxLowering out,
                                    java.util.function.Predicate<String> isMainFile) {
        KernelInterpreter interpreter = new KernelInterpreter(tu, source, label, specOffsets, out, isMainFile);
        interpreter.runFile();
        return interpreter.unreached();
    }


    String position(int offset) {
        int lo = java.util.Arrays.binarySearch(lineStarts, offset);
        int line = lo >= 0 ? lo : -lo - 2;
        return label + ":" + (line + 1) + ":" + (offset - lineStarts[Math.max(line, 0)] + 1);
    }

    private CxxLowering.Span span(JsonNode n) {
        return new CxxLowering.Span(expressions.text(n), Math.max(0, AstNode.begin(n)), Math.max(0, AstNode.end(n)));
    }

    /** A name for a new value of the variable {@code base}: its own name the first time, else with where it is declared. */
    private String fresh(String base, int offset) {
        String name = used.contains(base) ? base + "@" + position(offset).substring(label.length() + 1) : base;
        int k = 2;
        String candidate = name;
        while (used.contains(candidate)) {
            candidate = name + "#" + k++;
        }
        used.add(candidate);
        return candidate;
    }

    private String current(String declId, String name, int offset) {
        Path p = frame.path;
        if (!p.values.containsKey(declId)) {
            throw new ExpressionLowering.NotFollowed(position(offset) + ": '" + name + "' is not a variable whose value is followed here");
        }
        String value = p.values.get(declId);
        if (unknowns.containsKey(value)) {
            throw new ExpressionLowering.NotFollowed(unknowns.get(value));
        }
        return value;
    }

    // ---- the file -------------------------------------------------------------------------------------------------

    private void runFile() {
        frame = new Frame(new Path(new LinkedHashMap<>(), new ArrayList<>(), new ArrayList<>()), null);
        Path globals = frame.path;
        for (JsonNode decl : file.declarations()) {
            specsBefore(AstNode.begin(decl), 0, Integer.MAX_VALUE, frame);
            String kind = AstNode.kind(decl);
            if (kind.equals("VarDecl")) {
                global(decl, globals);
            } else if (kind.equals("TypeAliasDecl") || kind.equals("TypedefDecl")) {
                alias(decl, globals);
            } else {
                for (JsonNode function : file.inPlace(decl)) {
                    runInPlace(function, globals);
                }
            }
        }
        specsBefore(Integer.MAX_VALUE, 0, Integer.MAX_VALUE, frame);
        for (int at : file.asserts()) {
            if (!assertsReached.contains(at) && !insideRunBody(at)) {
                out.prove(null, new CxxLowering.Span("it stands in a function that never runs here (a member function or a function"
                        + " never called in the file, a template never instantiated)", at, at), null);
            }
        }
    }

    /** The bodies of the functions some run reached: an assert left in one was on a path that never got there. */
    private final List<int[]> runBodies = new ArrayList<>();

    private boolean insideRunBody(int at) {
        return runBodies.stream().anyMatch(b -> b[0] <= at && at < b[1]);
    }

    /**
     * The spec statements before {@code offset} within the block [{@code begin}, {@code end}) not yet handed on in this
     * frame.
     */
    private void specsBefore(int offset, int begin, int end, Frame f) {
        for (int i = 0; i < specOffsets.size(); i++) {
            int at = specOffsets.get(i);
            if (at >= offset || at < begin || at >= end || f.doneSpecs.contains(i)) {
                continue;
            }
            if (f.path.live && !insideFunctionElsewhere(at, f)) {
                f.doneSpecs.add(i);
                emitted.add(i);
                out.specStatement(i, visibleNames(f.path), f.suffix);
            } else if (!insideFunctionElsewhere(at, f)) {
                f.doneSpecs.add(i);
            }
        }
    }

    /** Whether a spec statement at the top level stands inside a function's body: that function's run hands it on. */
    private boolean insideFunctionElsewhere(int at, Frame f) {
        return f.suffix == null && calling.isEmpty() && file.insideSomeFunction(at);
    }

    /** Every spec statement no run reached: in code that is never run (a template never instantiated, a function never called). */
    private List<Integer> unreached() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < specOffsets.size(); i++) {
            if (!emitted.contains(i)) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * The C++ names a spec statement reads, each the name of its variable's value where the statement stands; the names
     * of other variables' values (a local of another function, an earlier value) map to {@link CxxLowering#NOT_IN_SCOPE}.
     */
    private Map<String, String> visibleNames(Path p) {
        Map<String, String> names = new LinkedHashMap<>();
        for (String u : used) {
            names.put(u, CxxLowering.NOT_IN_SCOPE);
        }
        p.values.forEach((id, value) -> {
            String name = file.variableNames().get(id);
            if (name != null) {
                names.put(name, value);
            }
        });
        for (String index : frame.cudaIndices.keySet()) {
            names.put(index, frame.cudaIndices.get(index));
        }
        return names;
    }

    /** A global: its value where no function writes it; an integer a function writes is any value of its type. */
    private void global(JsonNode decl, Path globals) {
        String id = decl.path("id").asText();
        String name = decl.path("name").asText();
        String writer = file.writtenAt().get(id);
        boolean constant = AstNode.type(decl).startsWith("const ") || decl.path("constexpr").asBoolean(false);
        writer = constant ? null : writer;
        if (writer != null) {
            anyValue(id, name, AstNode.type(decl), AstNode.at(decl), globals, writer + " writes it");
            return;
        }
        declareVariable(decl, globals);
    }

    private void alias(JsonNode decl, Path globals) {
        Expr value = ExpressionLowering.staticValue(AstNode.type(decl), AstNode.begin(decl));
        if (value == null) {
            JsonNode aliased = AstNode.child(decl, 0);
            value = ExpressionLowering.staticValue(AstNode.type(aliased), AstNode.begin(decl));
        }
        if (value != null) {
            String id = decl.path("id").asText();
            String fresh = fresh(decl.path("name").asText(), AstNode.at(decl));
            declare(fresh, value, span(decl));
            globals.values.put(id, fresh);
        }
    }

    /**
     * A function no one in the file calls: its parameters free. One whose address is taken (a function pointer, a launch
     * helper's argument) is called in ways not followed: a counterexample may be no call's, so none is a refutation.
     */
    private void runInPlace(JsonNode function, Path globals) {
        Path start = globals.copy();
        if (file.recursive().contains(function.path("id").asText())) {
            start.unfollowed.add(position(AstNode.at(function)) + ": " + function.path("name").asText() + " calls itself, and its"
                    + " calls are not followed: its parameters are taken free");
        } else if (file.addressTaken(function.path("id").asText())) {
            start.unfollowed.add(position(AstNode.at(function)) + ": " + function.path("name").asText() + " is called through its"
                    + " address (a function pointer, a launch helper), which is not followed: its parameters are taken free");
        }
        runBody(function, start, Map.of(), null, null, null);
    }

    /**
     * A function's body: each parameter bound to {@code arguments} (by declaration id, the names of the argument's values)
     * or free; a kernel's CUDA indices ranging over {@code grid} and {@code block} (null: any the hardware allows).
     */
    private Frame runBody(JsonNode function, Path outer, Map<String, String> arguments, String suffix, Expr grid, Expr block) {
        JsonNode body = body(function);
        if (body == null) {
            return null;
        }
        runBodies.add(new int[] {AstNode.begin(body), AstNode.end(body)});
        Frame saved = frame;
        Frame run = new Frame(outer, suffix);
        frame = run;
        calling.add(function.path("id").asText());
        out.enterScope();
        try {
            if (outer.unfollowed.size() > 0 && suffix == null && calling.size() == 1) {
                outer.unfollowed.forEach(out::notFollowed);   // an in-place run's own reasons
            }
            for (JsonNode p : AstNode.inner(function)) {
                if (AstNode.kind(p).equals("ParmVarDecl") && p.has("name")) {
                    parameter(p, arguments.get(p.path("id").asText()), function);
                }
            }
            if (isKernel(function)) {
                cudaIndices(function, grid, block);
            }
            statement(body);
        } finally {
            out.leaveScope();
            calling.remove(calling.size() - 1);
            frame = saved;
        }
        return run;
    }

    /** A function's body (its last compound statement), or null for a declaration without one. */
    private static JsonNode body(JsonNode function) {
        JsonNode body = null;
        for (JsonNode c : AstNode.inner(function)) {
            if (AstNode.kind(c).equals("CompoundStmt")) {
                body = c;
            }
        }
        return body;
    }

    private static boolean isKernel(JsonNode function) {
        for (JsonNode c : function.path("inner")) {
            if (AstNode.kind(c).equals("CUDAGlobalAttr")) {
                return true;
            }
        }
        return false;
    }

    private void parameter(JsonNode p, String argument, JsonNode function) {
        String id = p.path("id").asText();
        String name = p.path("name").asText();
        Path path = frame.path;
        if (argument != null) {
            path.values.put(id, argument);
            return;
        }
        String type = AstNode.type(p);
        Expr fixed = ExpressionLowering.staticValue(type, AstNode.begin(p));
        if (fixed != null) {
            String fresh = fresh(name, AstNode.at(p));
            declare(fresh, fixed, span(p));
            path.values.put(id, fresh);
        } else if (IntegerTypes.isInteger(type)) {
            // a size the caller gives: int and long are positive by default, as the spec language's parameters are
            String fresh = fresh(name, AstNode.at(p));
            out.defined(fresh, IntegerTypes.isWideSigned(type) ? IntegerTypes.sizeRange(type, fresh) : IntegerTypes.range(type, fresh), span(p));
            path.values.put(id, fresh);
        } else {
            unknownValue(id, name, AstNode.at(p), path, position(AstNode.at(p)) + ": '" + name + "' is a parameter of "
                    + function.path("name").asText() + " (" + AstNode.type(p) + "), whose value its caller gives, and no call in the"
                    + " file is followed to it");
        }
    }

    /** threadIdx in [0, block), blockIdx in [0, grid), per axis; without a launch, what the hardware allows. */
    private void cudaIndices(JsonNode function, Expr grid, Expr block) {
        String[] axes = {"x", "y", "z"};
        long[] maxBlock = {1024, 1024, 64};
        long[] maxGrid = {2147483647L, 65535, 65535};
        for (int i = 0; i < 3; i++) {
            index("threadIdx." + axes[i], block, i, maxBlock[i], function);
            index("blockIdx." + axes[i], grid, i, maxGrid[i], function);
        }
    }

    private void index(String index, Expr dims, int axis, long max, JsonNode function) {
        String name = fresh(index, AstNode.at(function));
        int pos = 0;
        Expr high = dims == null ? new Expr.Num(max, pos)
                : new Expr.Call("get", List.of(dims, new Expr.Num(axis, pos)), pos);
        Expr where = new Expr.Binary("&&", new Expr.Binary("<=", new Expr.Num(0, pos), new Expr.Name(name, pos), pos),
                new Expr.Binary("<", new Expr.Name(name, pos), high, pos), pos);
        out.parameter(name, where, span(function));
        frame.cudaIndices.put(index, name);
    }

    // ---- statements -----------------------------------------------------------------------------------------------

    private void statement(JsonNode s) {
        if (s == null || s.isMissingNode() || s.isEmpty() || !frame.path.live) {
            return;
        }
        switch (AstNode.kind(s)) {
            case "CompoundStmt" -> compound(s);
            case "DeclStmt" -> {
                for (JsonNode d : AstNode.inner(s)) {
                    if (AstNode.kind(d).equals("VarDecl")) {
                        declareVariable(d, frame.path);
                    } else if (AstNode.kind(d).equals("DecompositionDecl")) {
                        decomposition(d, frame.path);
                    }
                }
            }
            case "IfStmt" -> ifStatement(s);
            case "ForStmt", "WhileStmt", "DoStmt", "CXXForRangeStmt" -> loop(s);
            case "SwitchStmt" -> switchStatement(s);
            case "ReturnStmt", "BreakStmt", "ContinueStmt" -> {
                if (AstNode.kind(s).equals("ReturnStmt") && s.path("inner").size() == 1) {
                    returned(AstNode.child(s, 0));
                }
                if (!AstNode.kind(s).equals("ReturnStmt")) {
                    frame.leftLoop = true;
                }
                frame.path.live = false;
            }
            case "GotoStmt", "IndirectGotoStmt" -> {
                notFollowed(position(AstNode.begin(s)) + ": a goto jumps over code, which is not followed");
                frame.path.live = false;
            }
            case "NullStmt", "StaticAssertDecl" -> { }
            case "AttributedStmt", "LabelStmt" -> {
                for (JsonNode c : AstNode.inner(s)) {
                    statement(c);
                }
            }
            default -> expressionStatement(s);
        }
    }

    private void compound(JsonNode s) {
        int begin = AstNode.begin(s);
        int end = AstNode.end(s);
        List<String> declared = new ArrayList<>();
        for (JsonNode child : AstNode.inner(s)) {
            specsBefore(AstNode.begin(child), begin, end, frame);
            statement(child);
            if (AstNode.kind(child).equals("DeclStmt")) {
                AstNode.inner(child).forEach(d -> declared.add(d.path("id").asText()));
                AstNode.inner(child).forEach(d -> bindings(d).forEach(b -> declared.add(b.path("id").asText())));
            }
        }
        specsBefore(end, begin, end, frame);
        declared.forEach(frame.path.values::remove);   // C++: the block's declarations end with it
    }

    private void declareVariable(JsonNode decl, Path path) {
        String id = decl.path("id").asText();
        String name = decl.path("name").asText();
        String type = AstNode.type(decl);
        int at = AstNode.at(decl);
        if (type.contains("&")) {
            // a reference: what it refers to may be written through it, here and wherever the reference is written
            List<JsonNode> inner = AstNode.inner(decl);
            if (!inner.isEmpty() && !type.startsWith("const ")) {
                Set<String> aliased = file.variablesIn(inner.get(inner.size() - 1));
                aliases.put(id, aliased);
                writtenThrough(id, at);
            }
            unknownValue(id, name, at, path, position(at) + ": '" + name + "' is a reference, which is not followed");
            return;
        }
        Expr fixed = ExpressionLowering.staticValue(type, at);
        JsonNode init = null;
        for (JsonNode c : AstNode.inner(decl)) {
            if (!AstNode.kind(c).endsWith("Attr")) {
                init = c;
            }
        }
        if (init != null && AstNode.kind(AstNode.bare(init)).equals("LambdaExpr")) {
            // a lambda's body runs where it is called: what it writes through its captures is written there
            lambdaWrites.put(id, file.writtenIn(AstNode.bare(init)));
        }
        Set<String> increments = fixed != null || init == null || AstNode.kind(AstNode.bare(init)).equals("LambdaExpr")
                ? Set.of() : incrementsOnEveryPath(init);
        if (init != null && !AstNode.kind(AstNode.bare(init)).equals("LambdaExpr")) {
            effects(init, false, increments);
        }
        if (fixed != null) {
            String fresh = fresh(name, at);
            declare(fresh, fixed, span(decl));
            path.values.put(id, fresh);
            return;
        }
        if (init == null) {
            unknownValue(id, name, at, path, position(at) + ": '" + name + "' is declared without a value");
            return;
        }
        try {
            Expr value = truthValue(type, lowerWithIncrements(init, increments));
            String fresh = fresh(name, at);
            declare(fresh, value, span(init));
            path.values.put(id, fresh);
        } catch (ExpressionLowering.NotFollowed e) {
            unknownValue(id, name, at, path, e.getMessage());
        }
    }

    private static List<JsonNode> bindings(JsonNode decomposition) {
        return AstNode.inner(decomposition).stream().filter(b -> AstNode.kind(b).equals("BindingDecl")).toList();
    }

    /**
     * {@code auto [a, b] = e;}: the whole is a value of its own, each binding its element ({@code get<i>} of a tuple);
     * a binding by reference ({@code auto& [a, b] = t;}) aliases t's elements, which is not followed.
     */
    private void decomposition(JsonNode d, Path path) {
        String id = d.path("id").asText();
        int at = AstNode.at(d);
        List<JsonNode> bindings = bindings(d);
        JsonNode init = AstNode.inner(d).stream().filter(c -> !AstNode.kind(c).equals("BindingDecl")).findFirst().orElse(null);
        String why = null;
        if (init == null) {
            why = position(at) + ": a structured binding without a value";
        } else if (AstNode.type(d).contains("&")) {
            why = position(at) + ": a structured binding by reference, which is not followed";
        } else {
            effects(init);
        }
        Expr whole = null;
        if (why == null) {
            try {
                whole = expressions.lower(init);
            } catch (ExpressionLowering.NotFollowed e) {
                why = e.getMessage();
            }
        }
        String wholeName = fresh("binding", at);
        if (whole != null) {
            declare(wholeName, whole, span(init));
        }
        for (int i = 0; i < bindings.size(); i++) {
            JsonNode b = bindings.get(i);
            String name = b.path("name").asText();
            int bAt = AstNode.at(b);
            boolean tupleLike = AstNode.inner(b).stream().anyMatch(c -> AstNode.kind(c).equals("VarDecl"));
            if (whole == null || !tupleLike) {
                unknownValue(b.path("id").asText(), name, bAt, path, why != null ? why
                        : position(bAt) + ": '" + name + "' binds a member or an array element, which is not followed");
                continue;
            }
            Expr element = new Expr.Call("get", List.of(new Expr.Name(wholeName, bAt), new Expr.Num(i, bAt)), bAt);
            String fresh = fresh(name, bAt);
            declare(fresh, element, new CxxLowering.Span(name, bAt, bAt + name.length()));
            path.values.put(b.path("id").asText(), fresh);
        }
        path.values.put(id, wholeName);
    }

    /** A {@code bool} variable's value is a condition (a spec line reads it as one), an integer's is itself. */
    private static Expr truthValue(String type, Expr value) {
        return type.replace("const", "").strip().equals("bool") ? cuteprover.expr.CppIntegerTypes.convert("bool", value) : value;
    }

    /** The variable (by declaration id) takes any value of its type from here on (an integer), else is not followed. */
    private void anyValue(String id, String name, String type, int at, Path path, String why) {
        if (IntegerTypes.isInteger(type)) {
            String fresh = fresh(name, at);
            out.defined(fresh, IntegerTypes.range(type, fresh), new CxxLowering.Span(name, at, at));
            out.approximated(fresh, position(at) + ": '" + name + "' is taken as any value of its type here (" + why + ")");
            path.values.put(id, fresh);
        } else {
            unknownValue(id, name, at, path, position(at) + ": '" + name + "' is not followed: " + why);
        }
    }

    private void ifStatement(JsonNode s) {
        List<JsonNode> inner = AstNode.inner(s);
        boolean hasElse = s.path("hasElse").asBoolean(false);
        int k = 0;
        if (s.path("hasInit").asBoolean(false)) {
            statement(inner.get(k++));
        }
        if (s.path("hasVar").asBoolean(false)) {
            declareVariable(inner.get(k++), frame.path);
        }
        JsonNode condition = inner.get(k++);
        JsonNode then = inner.size() > k ? inner.get(k++) : null;
        JsonNode otherwise = hasElse && inner.size() > k ? inner.get(k) : null;
        if (s.path("isConstexpr").asBoolean(false)) {
            Expr c = safeLower(condition);
            if (c instanceof Expr.Num n) {
                statement(n.value() != 0 ? then : otherwise);
                return;
            }
        }
        effects(condition);
        Expr c = null;
        String why = null;
        try {
            c = expressions.lower(condition);
        } catch (ExpressionLowering.NotFollowed e) {
            why = e.getMessage();
        }
        Path before = frame.path;
        Path thenPath = branch(before, then, c, false, why, span(condition));
        Path elsePath = branch(before, otherwise, c, true, why, span(condition));
        join(s, before, c, why, thenPath, elsePath);
    }

    /** One branch of an if: run with its condition (negated for the else) assumed in a scope of its own. */
    private Path branch(Path before, JsonNode body, Expr condition, boolean negated, String why, CxxLowering.Span at) {
        Path p = before.copy();
        frame.path = p;
        out.enterScope();
        try {
            if (condition != null) {
                assume(negated ? new Expr.Unary("!", condition, condition.pos()) : condition, at);
            } else {
                notFollowed(why + " (the condition of the branch the code is in)");
            }
            statement(body);
        } finally {
            out.leaveScope();
        }
        return frame.path;   // statement() may have moved on to another path (an inner if's join)
    }

    /**
     * After an if: where one branch left the function, the other's condition holds from here on; where both ran on,
     * a variable they left with different values is any value of its type (not followed).
     */
    private void join(JsonNode s, Path before, Expr condition, String why, Path thenPath, Path elsePath) {
        int assumedBefore = before.conditions.size();
        int unfollowedBefore = before.unfollowed.size();
        if (!thenPath.live && !elsePath.live) {
            frame.path = thenPath;
            return;
        }
        if (thenPath.live != elsePath.live) {
            // what the branch that runs on assumed (its condition, its own guards) holds from here on
            Path on = thenPath.live ? thenPath : elsePath;
            frame.path = on;
            for (Assumed a : on.conditions.subList(assumedBefore, on.conditions.size())) {
                out.assume(a.condition(), a.at());
            }
            for (String w : on.unfollowed.subList(unfollowedBefore, on.unfollowed.size())) {
                out.notFollowed(w);
            }
            return;
        }
        Path merged = before.copy();
        frame.path = merged;
        // both ran on: one of their conditions holds ((c && a...) || (!c && b...)), and what either did not follow
        Expr a = conjunction(thenPath.conditions.subList(assumedBefore, thenPath.conditions.size()));
        Expr b = conjunction(elsePath.conditions.subList(assumedBefore, elsePath.conditions.size()));
        if (a != null && b != null) {
            assume(new Expr.Binary("||", a, b, a.pos()), span(s));
        }
        for (Path p : List.of(thenPath, elsePath)) {
            for (String w : p.unfollowed.subList(unfollowedBefore, p.unfollowed.size())) {
                notFollowed(w);
            }
        }
        Set<String> ids = new java.util.LinkedHashSet<>(thenPath.values.keySet());
        ids.addAll(elsePath.values.keySet());
        for (String id : ids) {
            String x = thenPath.values.get(id);
            String y = elsePath.values.get(id);
            if (!before.values.containsKey(id)) {
                continue;   // declared inside a branch: out of scope after it
            }
            if (x != null && (x.equals(y) || sameValue(x, y))) {
                merged.values.put(id, x);
            } else if (inputs.contains(x) || inputs.contains(y)) {
                // any value of its type on one path: after the if, still any value of its type (int m = 5120; if (argc
                // >= 2) sscanf(argv[1], "%d", &m);)
                String name = file.variableNames().getOrDefault(id, id);
                runTimeInput(id, name, file.variableTypes().getOrDefault(id, ""), AstNode.begin(s));
            } else if (x != null && y != null && a != null && b != null && IntegerTypes.isInteger(referredType(id))) {
                joined(id, a, x, b, y, AstNode.begin(s), merged);
            } else {
                String name = file.variableNames().getOrDefault(id, id);
                anyValue(id, name, file.variableTypes().getOrDefault(id, ""), AstNode.begin(s), merged,
                        "the branches of the if at " + position(AstNode.begin(s)) + " leave it with different values");
            }
        }
    }

    /**
     * An integer two branches leave with different values: a new value that is the then-branch's where its conditions
     * held and the else-branch's where those held ({@code if (transA == 'N') ldA = m; else ldA = k;}), in its type's range.
     */
    private void joined(String id, Expr thenHeld, String thenValue, Expr elseHeld, String elseValue, int at, Path merged) {
        String type = referredType(id);
        String fresh = fresh(file.variableNames().getOrDefault(id, id), at);
        Expr v = new Expr.Name(fresh, at);
        Expr chosen = new Expr.Binary("||",
                new Expr.Binary("&&", thenHeld, new Expr.Binary("==", v, new Expr.Name(thenValue, at), at), at),
                new Expr.Binary("&&", elseHeld, new Expr.Binary("==", v, new Expr.Name(elseValue, at), at), at), at);
        Expr range = IntegerTypes.range(type, fresh);
        Expr bounded = range != null ? range : new Expr.Binary("<=", new Expr.Num(-(1L << 62), at), v, at);
        out.defined(fresh, new Expr.Binary("&&", bounded, chosen, at), new CxxLowering.Span(fresh, at, at));
        merged.values.put(id, fresh);
    }

    /** The conjunction of the conditions (null: none, true). */
    private static Expr conjunction(List<Assumed> conditions) {
        Expr out = null;
        for (Assumed c : conditions) {
            out = out == null ? c.condition() : new Expr.Binary("&&", out, c.condition(), c.condition().pos());
        }
        return out;
    }

    /** The text of each value declared (by its name): two branches that compute the same expression leave the same value. */
    private final Map<String, String> declaredText = new HashMap<>();

    private boolean sameValue(String a, String b) {
        String ta = declaredText.get(a);
        return ta != null && ta.equals(declaredText.get(b));
    }

    private void declare(String name, Expr value, CxxLowering.Span at) {
        declaredText.put(name, cuteprover.expr.ExprText.of(value));
        out.declare(name, value, at);
    }

    private Expr safeLower(JsonNode n) {
        try {
            return expressions.lower(n);
        } catch (ExpressionLowering.NotFollowed e) {
            return null;
        }
    }

    /**
     * A loop: what its body writes is any value of its type from the loop's head on (a later iteration reads an earlier
     * one's); a counted for ({@code for (int k = A; k < B; ++k)}) has k in [A, B) in its body; a path that leaves the
     * function from the body makes the code after the loop not followed for refutations.
     */
    private void loop(JsonNode s) {
        String kind = AstNode.kind(s);
        List<JsonNode> inner = AstNode.inner(s);
        JsonNode body = inner.get(inner.size() - 1);
        if (kind.equals("DoStmt")) {
            body = inner.get(0);
        }
        if (kind.equals("ForStmt") && !inner.get(0).isEmpty()) {
            statement(inner.get(0));   // the init
        }
        Set<String> written = file.writtenIn(s);
        int at = AstNode.begin(s);
        Counted counted = kind.equals("ForStmt") ? counted(s, written) : null;
        for (String id : written) {
            if (frame.path.values.containsKey(id) && (counted == null || !id.equals(counted.variable))) {
                anyValue(id, file.variableNames().getOrDefault(id, id), file.variableTypes().getOrDefault(id, ""), at, frame.path,
                        "the loop at " + position(at) + " writes it");
            }
        }
        Path before = frame.path;
        Path inside = before.copy();
        frame.path = inside;
        boolean leftLoop = frame.leftLoop;
        frame.leftLoop = false;
        out.enterScope();
        try {
            if (file.leavesIn(body)) {
                notFollowed(position(at) + ": a path in this loop leaves it or the function (return, break, goto), so a"
                        + " later iteration may not run");
            }
            if (counted != null) {
                // the counter's range is its domain (a parameter's where), so no default positivity drops k = 0
                String fresh = fresh(file.variableNames().getOrDefault(counted.variable, "k"), at);
                Expr k = new Expr.Name(fresh, at);
                out.parameter(fresh, new Expr.Binary("&&", new Expr.Binary("<=", counted.low, k, at), new Expr.Binary("<", k, counted.high, at), at),
                        span(s));
                inside.values.put(counted.variable, fresh);
            } else {
                JsonNode condition = kind.equals("ForStmt") ? inner.get(2) : kind.equals("WhileStmt") ? inner.get(0) : null;
                Expr c = condition == null || condition.isEmpty() ? null : safeLower(condition);
                if (c != null && !kind.equals("DoStmt")) {
                    assume(c, span(condition));
                } else {
                    notFollowed(position(at) + ": the condition of this loop is not assumed in it");
                }
            }
            frame.loops++;
            statement(body);
        } finally {
            frame.loops--;
            out.leaveScope();
        }
        boolean leaves = file.returnsIn(body);
        frame.path = before;
        frame.leftLoop = leftLoop;
        if (kind.equals("ForStmt") && AstNode.kind(inner.get(0)).equals("DeclStmt")) {
            AstNode.inner(inner.get(0)).forEach(d -> before.values.remove(d.path("id").asText()));   // for (int k ...): k ends with the loop
        }
        if (leaves) {
            notFollowed(position(at) + ": a path in this loop leaves the function, so the code after it may not run");
        }
    }

    private record Counted(String variable, Expr low, Expr high) { }

    /** {@code for (int k = A; k < B; ++k)} (also {@code k <= B}, {@code k++}, {@code k += 1}) where the body does not write k. */
    private Counted counted(JsonNode s, Set<String> writtenInLoop) {
        List<JsonNode> inner = AstNode.inner(s);
        JsonNode init = inner.get(0);
        JsonNode condition = inner.get(2);
        JsonNode increment = inner.get(3);
        if (!AstNode.kind(init).equals("DeclStmt") || AstNode.inner(init).size() != 1) {
            return null;
        }
        JsonNode k = AstNode.child(init, 0);
        String id = k.path("id").asText();
        if (!IntegerTypes.isInteger(AstNode.type(k)) || file.writtenIn(inner.get(4)).contains(id) || !increments(increment, id)) {
            return null;
        }
        if (!AstNode.kind(condition).equals("BinaryOperator")) {
            return null;
        }
        String op = condition.path("opcode").asText();
        JsonNode left = AstNode.bare(AstNode.child(condition, 0));
        if (!(op.equals("<") || op.equals("<=")) || !AstNode.kind(left).equals("DeclRefExpr") || !AstNode.referenced(left).equals(id)) {
            return null;
        }
        String value = frame.path.values.get(id);
        Expr high = safeLower(AstNode.child(condition, 1));
        if (value == null || unknowns.containsKey(value) || high == null || file.readsAny(AstNode.child(condition, 1), writtenInLoop)) {
            return null;
        }
        int pos = AstNode.begin(condition);
        Expr low = new Expr.Name(value, pos);
        if (op.equals("<=")) {
            high = new Expr.Binary("+", high, new Expr.Num(1, pos), pos);
        }
        return new Counted(id, low, high);
    }

    private static boolean increments(JsonNode increment, String id) {
        String kind = AstNode.kind(increment);
        boolean ofK = AstNode.kind(AstNode.bare(AstNode.child(increment, 0))).equals("DeclRefExpr")
                && AstNode.referenced(AstNode.bare(AstNode.child(increment, 0))).equals(id);
        if (kind.equals("UnaryOperator")) {
            return ofK && increment.path("opcode").asText().equals("++");
        }
        if (kind.equals("CompoundAssignOperator")) {
            JsonNode by = AstNode.bare(AstNode.child(increment, 1));
            return ofK && increment.path("opcode").asText().equals("+=") && AstNode.kind(by).equals("IntegerLiteral")
                    && by.path("value").asText().equals("1");
        }
        return false;
    }

    /**
     * A switch: each case runs from its label with the values before the switch, what the switch writes any value after
     * it; the case's condition is not assumed in it.
     */
    private void switchStatement(JsonNode s) {
        List<JsonNode> inner = AstNode.inner(s);
        JsonNode body = inner.get(inner.size() - 1);
        effects(inner.get(inner.size() - 2));
        Set<String> written = file.writtenIn(body);
        int at = AstNode.begin(s);
        Path before = frame.path;
        out.enterScope();
        try {
            notFollowed(position(at) + ": the case of this switch is not assumed in it");
            for (JsonNode c : AstNode.kind(body).equals("CompoundStmt") ? AstNode.inner(body) : List.of(body)) {
                specsBefore(AstNode.begin(c), AstNode.begin(body), AstNode.end(body), frame);
                JsonNode statement = c;
                while (AstNode.kind(statement).equals("CaseStmt") || AstNode.kind(statement).equals("DefaultStmt")) {
                    Path fresh = before.copy();
                    for (String id : written) {
                        if (fresh.values.containsKey(id)) {
                            anyValue(id, file.variableNames().getOrDefault(id, id), file.variableTypes().getOrDefault(id, ""), at, fresh,
                                    "the switch at " + position(at) + " writes it");
                        }
                    }
                    frame.path = fresh;
                    List<JsonNode> parts = AstNode.inner(statement);
                    statement = parts.isEmpty() ? null : parts.get(parts.size() - 1);
                    if (statement == null) {
                        break;
                    }
                }
                statement(statement);
            }
            specsBefore(AstNode.end(body), AstNode.begin(body), AstNode.end(body), frame);
        } finally {
            out.leaveScope();
        }
        frame.path = before;
        for (String id : written) {
            if (before.values.containsKey(id)) {
                anyValue(id, file.variableNames().getOrDefault(id, id), file.variableTypes().getOrDefault(id, ""), at, before,
                        "the switch at " + position(at) + " writes it");
            }
        }
        if (file.returnsIn(body)) {
            notFollowed(position(at) + ": a case of this switch leaves the function, so the code after it may not run");
        }
    }

    // ---- expression statements -------------------------------------------------------------------------------------

    private void expressionStatement(JsonNode s) {
        JsonNode e = AstNode.bare(s);
        String kind = AstNode.kind(e);
        if (Asserts.isAssert(e)) {
            assertion(e);
        } else if (kind.equals("BinaryOperator") && e.path("opcode").asText().equals("=") || kind.equals("CompoundAssignOperator")
                || kind.equals("UnaryOperator") && e.path("opcode").asText().matches("\\+\\+|--")) {
            assignment(e);
        } else if (kind.equals("CUDAKernelCallExpr")) {
            launch(e);
        } else if (kind.equals("CallExpr") && userCallee(e) != null) {
            hostCall(e, userCallee(e));
        } else if (kind.equals("CXXThrowExpr") || kind.equals("CallExpr") && Asserts.endsProgram(e)) {
            effects(e);
            frame.path.live = false;
        } else {
            effects(e);
        }
    }

    /** The asserts some run reached, by where they stand. */
    private final Set<Integer> assertsReached = new HashSet<>();

    /** {@code assert(COND)}: a property where it stands, and it holds after (C++ stops where it fails). */
    private void assertion(JsonNode e) {
        assertsReached.add(AstNode.begin(e));
        JsonNode condition = Asserts.condition(e);
        if (Asserts.isFalse(condition)) {
            frame.path.live = false;   // assert(false && "not implemented"): this path stops
            return;
        }
        effects(condition);
        // the property's text is what the assert's parentheses hold as written (the macro's expansion is all one place)
        String written = source.substring(Math.max(0, AstNode.begin(e)), Math.min(source.length(), closingParenthesis(AstNode.begin(e)) + 1));
        int open = written.indexOf('(');
        int close = written.lastIndexOf(')');
        CxxLowering.Span at = open < 0 || close <= open ? span(condition)
                : new CxxLowering.Span(written.substring(open + 1, close).strip(), AstNode.begin(e) + open + 1, AstNode.begin(e) + close);
        try {
            Expr c = ExprPositions.shifted(expressions.lower(condition), AstNode.begin(condition), at.begin());
            out.prove(c, at, frame.suffix);
            assume(c, at);
        } catch (ExpressionLowering.NotFollowed why) {
            out.prove(null, new CxxLowering.Span(why.getMessage(), AstNode.begin(condition), AstNode.end(condition)), frame.suffix);
        }
    }

    /**
     * The offset of the parenthesis closing the first one after {@code from} (a macro's invocation, whose expansion clang
     * places at its name), string and character literals skipped; -1 where none closes.
     */
    private int closingParenthesis(int from) {
        int depth = 0;
        for (int i = Math.max(0, from); i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '"' || c == '\'') {
                for (i++; i < source.length() && source.charAt(i) != c; i++) {
                    i += source.charAt(i) == '\\' ? 1 : 0;
                }
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** {@code x = e;}, {@code x += e;}, {@code ++x;}: a new value of x; of anything else, what it writes is not followed. */
    private void assignment(JsonNode e) {
        JsonNode target = AstNode.bare(AstNode.child(e, 0));
        String kind = AstNode.kind(e);
        if (!AstNode.kind(target).equals("DeclRefExpr") || !frame.path.values.containsKey(AstNode.referenced(target))) {
            effects(e);
            return;
        }
        String id = AstNode.referenced(target);
        String name = target.path("referencedDecl").path("name").asText();
        String type = AstNode.type(target);
        writtenThrough(id, AstNode.begin(e));
        Set<String> increments = kind.equals("BinaryOperator") ? incrementsOnEveryPath(AstNode.child(e, 1)) : Set.of();
        if (kind.equals("BinaryOperator")) {
            effects(AstNode.child(e, 1), false, increments);
        }
        String fresh = fresh(name, AstNode.begin(e));
        try {
            Expr value;
            if (kind.equals("BinaryOperator")) {
                value = truthValue(type, lowerWithIncrements(AstNode.child(e, 1), increments));
            } else {
                Expr old = new Expr.Name(current(id, name, AstNode.begin(e)), AstNode.begin(e));
                String op = kind.equals("UnaryOperator") ? e.path("opcode").asText().substring(0, 1)
                        : e.path("opcode").asText().replace("=", "");
                Expr by = kind.equals("UnaryOperator") ? new Expr.Num(1, AstNode.begin(e)) : expressions.lower(AstNode.child(e, 1));
                value = compound(e, op, old, by);
            }
            declare(fresh, value, span(e));
            frame.path.values.put(id, fresh);
        } catch (ExpressionLowering.NotFollowed why) {
            anyValue(id, name, type, AstNode.begin(e), frame.path, why.getMessage());
        }
    }

    /** {@code x OP= y} in C++: computed in the promoted type, converted back to x's. */
    private Expr compound(JsonNode e, String op, Expr old, Expr by) {
        int pos = AstNode.begin(e);
        String computation = e.path("computeResultType").path("qualType").asText(AstNode.type(e));
        Expr value = switch (op) {
            case "+", "-", "*" -> CppIntegerTypes.convert(computation, new Expr.Binary(op, old, by, pos));
            case "/" -> new Expr.Call("cpp_div", List.of(old, by), pos);
            case "%" -> new Expr.Call("cpp_mod", List.of(old, by), pos);
            case "&", "|", "^", "<<", ">>" -> expressions.bitwise(e, op.equals("<") || op.equals(">") ? op + op : op, old, by, computation, pos);
            default -> throw expressions.notFollowed(e, "the operator " + op + "= is not followed here");
        };
        return CppIntegerTypes.convert(AstNode.type(e), value);
    }

    private String userCallee(JsonNode call) {
        JsonNode c = AstNode.child(call, 0);
        while (AstNode.kind(c).equals("ImplicitCastExpr") || AstNode.kind(c).equals("ParenExpr")) {
            c = AstNode.child(c, 0);
        }
        String id = file.called(AstNode.referenced(c));
        return file.functions().containsKey(id) ? id : null;
    }

    /** A kernel launch: the kernel's body with its parameters bound and CUDA's indices over the launch's grid and block. */
    private void launch(JsonNode e) {
        String id = userCallee(e);
        JsonNode config = AstNode.child(e, 1);
        Expr grid = safeLower(AstNode.child(config, 1));
        Expr block = safeLower(AstNode.child(config, 2));
        if (id == null) {
            effects(e);
            return;
        }
        call(e, id, 2, grid, block);
    }

    private void hostCall(JsonNode e, String id) {
        call(e, id, 1, null, null);
    }


    private Frame call(JsonNode e, String id, int firstArgument, Expr grid, Expr block) {
        JsonNode function = file.functions().get(id);
        if (calling.contains(id) || calling.size() >= MAX_CALL_DEPTH || file.recursive().contains(id)) {
            effects(e);
            return null;
        }
        List<JsonNode> parameters = new ArrayList<>();
        for (JsonNode p : AstNode.inner(function)) {
            if (AstNode.kind(p).equals("ParmVarDecl")) {
                parameters.add(p);
            }
        }
        List<JsonNode> args = AstNode.inner(e);
        Map<String, String> bound = new HashMap<>();
        Map<String, String> references = new HashMap<>();   // parameter id -> the caller's variable it refers to
        boolean straight = returnsOnlyAtTheEnd(function);
        for (int i = 0; i < parameters.size() && firstArgument + i < args.size(); i++) {
            JsonNode p = parameters.get(i);
            JsonNode arg = args.get(firstArgument + i);
            String referred = straight ? referredInteger(p, arg) : null;
            if (referred != null) {
                bound.put(p.path("id").asText(), frame.path.values.get(referred));
                references.put(p.path("id").asText(), referred);
                continue;
            }
            if (AstNode.kind(arg).equals("CXXDefaultArgExpr") || AstNode.type(p).contains("&") && !AstNode.type(p).contains("const")) {
                continue;
            }
            String name = p.path("name").asText("arg" + i);
            String fresh = fresh(name, AstNode.begin(arg));
            try {
                declare(fresh, expressions.lower(arg), span(arg));
            } catch (ExpressionLowering.NotFollowed why) {
                unknowns.put(fresh, why.getMessage());
                out.unknown(fresh, why.getMessage());
            }
            bound.put(p.path("id").asText(), fresh);
        }
        String suffix = file.callSitesOfBody(id) > 1 ? " @ " + (AstNode.kind(e).equals("CUDAKernelCallExpr") ? "launch " : "call ")
                + position(AstNode.begin(e)) : null;
        String outerSuffix = frame.suffix;
        String all = outerSuffix == null ? suffix : suffix == null ? outerSuffix : outerSuffix + suffix;
        Path callee = frame.path.copy();
        callee.values.keySet().retainAll(file.globalIds());
        Frame run = runBody(function, callee, bound, all, grid, block);
        Set<String> followed = new HashSet<>();
        if (run != null) {
            // what the callee left in a variable it took by reference is the caller's variable from here on
            references.forEach((parameter, variable) -> {
                String value = run.path.values.get(parameter);
                if (value != null) {
                    frame.path.values.put(variable, value);
                    followed.add(variable);
                }
            });
        }
        effects(e, true, followed);
        return run;
    }

    /**
     * The caller's integer variable a non-const reference parameter of the same integer type refers to ({@code
     * read_size(m)} for {@code void read_size(int& m)}), where its value is followed; null for any other argument.
     */
    private String referredInteger(JsonNode parameter, JsonNode argument) {
        String type = AstNode.type(parameter);
        if (!type.endsWith("&") || type.endsWith("&&") || type.contains("const")) {
            return null;
        }
        JsonNode bare = AstNode.bare(argument);
        if (!AstNode.kind(bare).equals("DeclRefExpr")) {
            return null;
        }
        String id = AstNode.referenced(bare);
        String referredType = file.variableTypes().getOrDefault(id, "");
        String base = type.substring(0, type.length() - 1).strip();
        if (!IntegerTypes.isInteger(base) || !base.equals(referredType.strip()) || !frame.path.values.containsKey(id)
                || file.globalIds().contains(id)) {
            return null;
        }
        return id;
    }

    /** A variable's type, or the type a reference parameter refers to ({@code int&}: int; followed when bound by a call). */
    private String referredType(String id) {
        String type = file.variableTypes().getOrDefault(id, "").strip();
        return type.endsWith("&") && !type.endsWith("&&") ? type.substring(0, type.length() - 1).strip() : type;
    }

    /**
     * Whether every path through the function's body ends at its end: no return but, at most, its last statement (a
     * value left in a reference parameter is then the one at the end of the body on every path that comes back).
     */
    private static boolean returnsOnlyAtTheEnd(JsonNode function) {
        JsonNode body = body(function);
        if (body == null) {
            return false;
        }
        List<JsonNode> statements = AstNode.inner(body);
        for (int i = 0; i < statements.size(); i++) {
            JsonNode st = statements.get(i);
            boolean last = i == statements.size() - 1 && AstNode.kind(st).equals("ReturnStmt");
            if (!last && containsJump(st)) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsJump(JsonNode n) {
        String k = AstNode.kind(n);
        if (k.equals("ReturnStmt") || k.equals("GotoStmt") || k.equals("IndirectGotoStmt") || k.equals("CXXTryStmt")
                || k.equals("CoreturnStmt")) {
            return true;
        }
        if (k.equals("LambdaExpr")) {
            return false;   // a lambda's return leaves the lambda
        }
        for (JsonNode c : AstNode.inner(n)) {
            if (containsJump(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code return EXPR;}: the call it ends runs (return gemm_nt(...)); in a function whose value a call reads, the
     * value is kept (a return inside a loop is not: its value depends on the iteration).
     */
    private void returned(JsonNode value) {
        if (AstNode.type(value).equals("void")) {
            expressionStatement(value);
            return;
        }
        effects(value);
        try {
            if (frame.loops > 0) {
                throw expressions.notFollowed(value, "a value returned inside a loop is not followed");
            }
            Expr v = expressions.lower(value);
            String name = fresh("return", AstNode.begin(value));
            declare(name, v, span(value));
            frame.returns.add(name);
        } catch (ExpressionLowering.NotFollowed why) {
            frame.returnsNotFollowed.add(why.getMessage());
        }
    }

    /**
     * The value a call of the file's function gives, where every return that runs gives the same one: the name of it.
     * A call not followed (recursion) or returns that differ are not followed.
     */
    private String callValue(JsonNode e, String id) {
        Frame run = call(e, id, 1, null, null);
        String function = file.functions().get(id).path("name").asText();
        if (run == null) {
            throw expressions.notFollowed(e, "the value of this call of " + function + " is not followed (a recursion)");
        }
        if (!run.returnsNotFollowed.isEmpty()) {
            throw new ExpressionLowering.NotFollowed(run.returnsNotFollowed.get(0));
        }
        if (run.returns.isEmpty()) {
            throw expressions.notFollowed(e, function + " returns no value that is followed");
        }
        String first = run.returns.get(0);
        for (String r : run.returns) {
            if (!r.equals(first) && !sameValue(r, first)) {
                throw expressions.notFollowed(e, function + " returns different values on different paths, which is not followed");
            }
        }
        return first;
    }

    /**
     * {@code c ? a : b}: a new value defined by {@code (c && v == a) || (!c && v == b)}, within its type's range (a
     * stated lower bound: the value is no size, positive by default). Both sides are read as written; C++ evaluates one.
     */
    private String choice(JsonNode n, Expr c, Expr a, Expr b) {
        int pos = Math.max(0, AstNode.begin(n));
        String fresh = fresh("choice", pos);
        Expr v = new Expr.Name(fresh, pos);
        Expr chosen = new Expr.Binary("||",
                new Expr.Binary("&&", c, new Expr.Binary("==", v, a, pos), pos),
                new Expr.Binary("&&", new Expr.Unary("!", c, pos), new Expr.Binary("==", v, b, pos), pos), pos);
        Expr range = IntegerTypes.range(AstNode.type(n), fresh);
        Expr bounded = range != null ? range : new Expr.Binary("<=", new Expr.Num(-(1L << 62), pos), v, pos);
        out.defined(fresh, new Expr.Binary("&&", bounded, chosen, pos), span(n));
        return fresh;
    }

    /** Library functions that fill in a struct they are given with what the machine is (its members are run-time inputs). */
    private static final Set<String> STRUCT_INPUTS = Set.of("cudaGetDeviceProperties", "cudaGetDeviceProperties_v2");

    /** The structs a library call filled in, by declaration id: the name of the value it became there. */
    private final Map<String, String> inputStructs = new HashMap<>();
    /** The run-time inputs their members read as, by the struct's value name and the member. */
    private final Map<String, String> inputMembers = new HashMap<>();

    private String inputMember(String declId, String member, String type, int offset) {
        String value = frame == null ? null : frame.path.values.get(declId);
        if (value == null || !value.equals(inputStructs.get(declId))) {
            return null;   // not filled in by such a call, or written since
        }
        return inputMembers.computeIfAbsent(value + "." + member, k -> {
            String name = fresh(file.variableNames().getOrDefault(declId, "s") + "." + member, offset);
            out.defined(name, IntegerTypes.range(type, name), new CxxLowering.Span(name, offset, offset));
            inputs.add(name);
            return name;
        });
    }

    /** Library functions that read a run-time input into what they are given: what they write is any value, exactly. */
    private static final Set<String> INPUTS = Set.of("sscanf", "scanf", "fscanf", "get_cmd_line_argument", "strtol", "atoi");

    private void effects(JsonNode e) {
        effects(e, false);
    }

    /**
     * What an expression statement may write, other than what is followed: a variable passed by non-const reference or
     * address, a non-const member function's object. Each becomes any value of its type (an integer), else not followed.
     * A CuTe value (a tensor, a layout) passed to CuTe's functions keeps its value: they write a tensor's elements,
     * never its layout or iterator; one passed to a function of the file ({@code byUserFunction}) does not.
     */
    /** What each non-const reference (by its declaration id) may refer to. */
    private final Map<String, Set<String>> aliases = new HashMap<>();

    /** A write through the reference {@code id}: what it may refer to is any value of its type from here on. */
    private void writtenThrough(String id, int at) {
        for (String v : aliases.getOrDefault(id, Set.of())) {
            if (frame.path.values.containsKey(v)) {
                anyValue(v, file.variableNames().getOrDefault(v, v), file.variableTypes().getOrDefault(v, ""), at, frame.path,
                        "a reference to it is written at " + position(at));
            }
        }
    }

    /** What each lambda (by its variable's declaration id) writes of the variables it captures by reference. */
    private final Map<String, Set<String>> lambdaWrites = new HashMap<>();

    /** A lambda called ({@code f(3)}, its operator()): what its body writes is any value from here on. */
    private void lambdaCalls(JsonNode e) {
        if (AstNode.kind(e).equals("CXXOperatorCallExpr") && e.path("inner").size() >= 2) {
            JsonNode object = AstNode.bare(AstNode.child(e, 1));
            Set<String> writes = AstNode.kind(object).equals("DeclRefExpr") ? lambdaWrites.get(AstNode.referenced(object)) : null;
            if (writes != null) {
                for (String id : writes) {
                    if (frame.path.values.containsKey(id)) {
                        anyValue(id, file.variableNames().getOrDefault(id, id), file.variableTypes().getOrDefault(id, ""),
                                AstNode.begin(e), frame.path, "the lambda called at " + position(AstNode.begin(e)) + " writes it");
                    }
                }
            }
        }
        for (JsonNode c : e.path("inner")) {
            lambdaCalls(c);
        }
    }

    /** The variables whose {@code x++} in the value being lowered is followed exactly (see {@link #armed}). */
    private Set<String> armed = Set.of();

    /**
     * The local integers {@code e} increments or decrements ({@code int y = x++;}) on every path through it (not under
     * {@code &&}, {@code ||} or {@code ?:}'s branches, not in a lambda), each named nowhere else in {@code e}.
     */
    private Set<String> incrementsOnEveryPath(JsonNode e) {
        Map<String, Integer> mentions = new HashMap<>();
        Set<String> incremented = new java.util.LinkedHashSet<>();
        countMentions(e, mentions);
        collectIncrements(e, incremented);
        incremented.removeIf(id -> mentions.getOrDefault(id, 0) != 1 || !frame.path.values.containsKey(id)
                || !IntegerTypes.isInteger(file.variableTypes().getOrDefault(id, "")) || unknowns.containsKey(frame.path.values.get(id)));
        return incremented;
    }

    private static void countMentions(JsonNode n, Map<String, Integer> mentions) {
        if (AstNode.kind(n).equals("DeclRefExpr")) {
            mentions.merge(AstNode.referenced(n), 1, Integer::sum);
        }
        n.path("inner").forEach(c -> countMentions(c, mentions));
    }

    private static void collectIncrements(JsonNode n, Set<String> out) {
        String kind = AstNode.kind(n);
        if (kind.equals("LambdaExpr")) {
            return;
        }
        if (kind.equals("UnaryOperator") && n.path("opcode").asText().matches("\\+\\+|--")) {
            JsonNode target = AstNode.bare(AstNode.child(n, 0));
            if (AstNode.kind(target).equals("DeclRefExpr")) {
                out.add(AstNode.referenced(target));
            }
        }
        boolean firstOnly = kind.equals("ConditionalOperator")
                || kind.equals("BinaryOperator") && n.path("opcode").asText().matches("&&|\\|\\|");
        List<JsonNode> inner = AstNode.inner(n);
        for (int i = 0; i < (firstOnly ? Math.min(1, inner.size()) : inner.size()); i++) {
            collectIncrements(inner.get(i), out);
        }
    }

    /** {@code x++} in a value being lowered, where armed: the new value declared, the old or new one read. */
    private String increment(JsonNode operator, String declId) {
        if (!armed.contains(declId)) {
            return null;
        }
        int at = Math.max(0, AstNode.begin(operator));
        String name = file.variableNames().getOrDefault(declId, declId);
        String old = current(declId, name, at);
        String op = operator.path("opcode").asText();
        Expr next = CppIntegerTypes.convert(file.variableTypes().getOrDefault(declId, ""),
                new Expr.Binary(op.equals("++") ? "+" : "-", new Expr.Name(old, at), new Expr.Num(1, at), at));
        String fresh = fresh(name, at);
        declare(fresh, next, span(operator));
        frame.path.values.put(declId, fresh);
        return operator.path("isPostfix").asBoolean(false) ? old : fresh;
    }

    /**
     * {@code value} lowered with its increments on every path followed exactly; where the lowering does not read, what
     * they write is any value of its type (they ran, by an amount not followed).
     */
    private Expr lowerWithIncrements(JsonNode value, Set<String> increments) {
        Set<String> saved = armed;
        armed = increments;
        try {
            return expressions.lower(value);
        } catch (ExpressionLowering.NotFollowed e) {
            for (String id : increments) {
                anyValue(id, file.variableNames().getOrDefault(id, id), file.variableTypes().getOrDefault(id, ""),
                        AstNode.begin(value), frame.path, position(AstNode.begin(value)) + " increments it in a value not followed");
            }
            throw e;
        } finally {
            armed = saved;
        }
    }

    private void effects(JsonNode e, boolean byUserFunction) {
        effects(e, byUserFunction, Set.of());
    }

    private void effects(JsonNode e, boolean byUserFunction, Set<String> followedExactly) {
        lambdaCalls(e);
        boolean input = INPUTS.contains(calledName(AstNode.bare(e)));
        for (Map.Entry<String, Integer> w : file.writes(e).entrySet()) {
            String id = w.getKey();
            if (followedExactly.contains(id)) {
                continue;   // x++ on every path: the lowering gives it its new value
            }
            writtenThrough(id, w.getValue());
            String type = file.variableTypes().getOrDefault(id, "");
            if (!frame.path.values.containsKey(id) || !byUserFunction && type.contains("cute::")) {
                continue;
            }
            String name = file.variableNames().getOrDefault(id, id);
            if (input && IntegerTypes.isInteger(type)) {
                runTimeInput(id, name, type, w.getValue());
            } else {
                anyValue(id, name, type, w.getValue(), frame.path, position(w.getValue()) + " may write it");
                if (STRUCT_INPUTS.contains(calledName(AstNode.bare(e))) && !IntegerTypes.isInteger(type)) {
                    inputStructs.put(id, frame.path.values.get(id));   // cudaGetDeviceProperties(&props, 0): props.major an input
                }
            }
        }
    }

    /** A run-time input ({@code sscanf(argv[1], "%d", &m)}): any value of its type, a size positive by default as a parameter's. */
    private void runTimeInput(String id, String name, String type, int at) {
        String fresh = fresh(name, at);
        out.defined(fresh, IntegerTypes.isWideSigned(type) ? IntegerTypes.sizeRange(type, fresh) : IntegerTypes.range(type, fresh), new CxxLowering.Span(name, at, at));
        inputs.add(fresh);
        frame.path.values.put(id, fresh);
    }

    /** The values that are run-time inputs: any value of their type, as C++ may read. */
    private final Set<String> inputs = new HashSet<>();

    private static String calledName(JsonNode call) {
        String kind = AstNode.kind(call);
        if (kind.equals("CXXMemberCallExpr")) {
            return AstNode.child(call, 0).path("name").asText("");
        }
        if (!kind.equals("CallExpr")) {
            return "";
        }
        JsonNode c = AstNode.child(call, 0);
        while (AstNode.kind(c).equals("ImplicitCastExpr") || AstNode.kind(c).equals("ParenExpr")) {
            c = AstNode.child(c, 0);
        }
        return c.path("referencedDecl").path("name").asText("");
    }
}
