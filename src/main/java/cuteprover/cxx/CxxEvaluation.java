package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.CuteError;
import cuteprover.atom.TypeName;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * C++ expressions evaluated at the end of a file, at namespace scope, by the compiler: each becomes a variable of a
 * copy of the file, and its value is read from the type clang deduced for it. An integer that is no
 * static CuTe integer is read in a second pass, as the argument of a template ({@code constant<(EXPR)>}) whose type
 * clang prints with the value; an integer that is no constant expression is an error saying so.
 */
public final class CxxEvaluation {

    /** One expression's value: the type clang deduced (canonical spelling), or the error that stops it. */
    public record Value(String expression, String type, Long integer, String error, List<Long> leaves) {

        public Value(String expression, String type, Long integer, String error) {
            this(expression, type, integer, error, null);
        }

        public boolean ok() {
            return error == null;
        }

        public TypeName typeName() {
            return CuteTypes.parse(type);
        }
    }

    static final String VARIABLE = "cute_prover_eval_";
    static final String CONSTANT = "cute_prover_constant_";

    private CxxEvaluation() {
    }

    /** The values of {@code expressions} at the end of {@code file}; clang's time is added to {@code clangMillis[0]}. */
    public static List<Value> evaluate(Path file, CxxOptions options, List<String> expressions, PrintStream verbose, long[] clangMillis) {
        return evaluate(file, options, expressions, verbose, clangMillis, new java.util.LinkedHashSet<>());
    }

    /** As above, adding every file clang read to {@code inputs} (a cached run's verdicts hold while none of them changes). */
    public static List<Value> evaluate(Path file, CxxOptions options, List<String> expressions, PrintStream verbose, long[] clangMillis,
                                       java.util.Set<Path> inputs) {
        Invocation inv = Invocation.of(file, options);
        Map<Integer, String> types = new HashMap<>();
        Map<Integer, String> errors = new HashMap<>();
        passes(inv, options, expressions, types, errors, verbose, clangMillis, false, inputs);
        // the second pass: integers CuTe does not make static, and the run-time leaves of layouts and tuples, each as a
        // template argument, which clang folds where it is a constant expression
        List<String> asConstants = new ArrayList<>();
        Map<Integer, List<Integer>> constantsOf = new HashMap<>();
        for (int i = 0; i < expressions.size(); i++) {
            String t = types.get(i);
            if (t == null) {
                continue;
            }
            cuteprover.atom.TypeName type = CuteTypes.parse(t);
            List<String> wanted = CuteTypes.RUN_TIME_INTEGERS.contains(CuteTypes.unqualified(type)) && type.args().isEmpty()
                    ? List.of(expressions.get(i)) : CuteTypes.runTimeLeafAccessors(type, expressions.get(i));
            List<Integer> at = new ArrayList<>();
            for (String w : wanted) {
                at.add(asConstants.size());
                asConstants.add(w);
            }
            if (!at.isEmpty()) {
                constantsOf.put(i, at);
            }
        }
        Map<Integer, List<Long>> folded = new HashMap<>();
        if (!asConstants.isEmpty()) {
            Map<Integer, String> constantTypes = new HashMap<>();
            Map<Integer, String> constantErrors = new HashMap<>();
            passes(inv, options, asConstants, constantTypes, constantErrors, verbose, clangMillis, true, inputs);
            for (var e : constantsOf.entrySet()) {
                List<Long> values = new ArrayList<>();
                for (int k : e.getValue()) {
                    String t = constantTypes.get(k);
                    if (t == null) {
                        errors.put(e.getKey(), "its value is computed at run time (not a constant expression): "
                                + constantErrors.getOrDefault(k, "clang did not fold it"));
                        break;
                    }
                    values.add(Long.parseLong(CuteTypes.parse(t).args().get(0).head().replaceAll("[uUlL]+$", "")));
                }
                if (!errors.containsKey(e.getKey())) {
                    folded.put(e.getKey(), values);
                }
            }
        }
        List<Value> out = new ArrayList<>();
        for (int i = 0; i < expressions.size(); i++) {
            String t = types.get(i);
            boolean integer = t != null && CuteTypes.RUN_TIME_INTEGERS.contains(CuteTypes.unqualified(CuteTypes.parse(t)));
            List<Long> f = folded.get(i);
            out.add(new Value(expressions.get(i), t, integer && f != null ? f.get(0) : null, errors.get(i), integer ? null : f));
        }
        return out;
    }

    /**
     * Compiles the wrapper; an expression that does not compile is dropped and the rest compiled again, so that each
     * bad expression gets its own error and the good ones their values.
     */
    private static void passes(Invocation inv, CxxOptions options, List<String> expressions, Map<Integer, String> types,
                               Map<Integer, String> errors, PrintStream verbose, long[] clangMillis, boolean constants,
                               java.util.Set<Path> inputs) {
        List<Integer> live = new ArrayList<>();
        for (int i = 0; i < expressions.size(); i++) {
            if (expressions.get(i) != null && !errors.containsKey(i)) {
                live.add(i);
            }
        }
        while (!live.isEmpty()) {
            String text = wrapper(inv.file(), expressions, live, constants);
            try {
                ClangAst.Dump dump = ClangAst.read(inv, Optional.of(text), options.cacheDir(), verbose);
                clangMillis[0] += dump.clangMillis();
                inputs.addAll(dump.inputs());
                readTypes(dump.root(), live, types, constants);
                return;
            } catch (CompileError e) {
                List<Integer> bad = new ArrayList<>();
                for (CompileError.Located l : e.errors()) {
                    Integer which = expressionAt(l);
                    if (which != null && live.contains(which) && !bad.contains(which)) {
                        bad.add(which);
                        errors.put(which, l.message());
                    }
                }
                if (bad.isEmpty()) {
                    throw e;   // the file itself does not compile
                }
                live.removeAll(bad);
            }
        }
    }

    /** The wrapper: FILE's text, then one variable per expression, each under a #line naming it for clang's diagnostics. */
    static String wrapper(Path file, List<String> expressions, List<Integer> live, boolean constants) {
        StringBuilder sb = new StringBuilder();
        try {
            // FILE's own text on its own lines (not an #include of it): its positions stay its own, and its preamble can be
            // left to the precompiled header
            // (our spec lines in a kernel file blanked, as check reads it)
            sb.append(KernelFile.withoutSpecLines(java.nio.file.Files.readString(file, java.nio.charset.StandardCharsets.UTF_8))).append("\n");
        } catch (java.io.IOException e) {
            throw new CuteError("cannot read " + file + ": " + e.getMessage());
        }
        if (constants) {
            sb.append("namespace cute_prover { template <auto V> struct constant {}; }\n");
        }
        for (int i : live) {
            sb.append("#line 1 \"cute-prover-expression-").append(i + 1).append("\"\n");
            if (constants) {
                sb.append("cute_prover::constant<(").append(expressions.get(i)).append(")> ").append(CONSTANT).append(i).append(";\n");
            } else {
                sb.append("auto ").append(VARIABLE).append(i).append(" = ").append(expressions.get(i)).append(";\n");
            }
        }
        return sb.toString();
    }

    private static Integer expressionAt(CompileError.Located l) {
        String f = l.file();
        int at = f.lastIndexOf("cute-prover-expression-");
        if (at < 0) {
            return null;
        }
        try {
            return Integer.parseInt(f.substring(at + "cute-prover-expression-".length())) - 1;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static void readTypes(JsonNode tu, List<Integer> live, Map<Integer, String> types, boolean constants) {
        String prefix = constants ? CONSTANT : VARIABLE;
        for (JsonNode decl : tu.path("inner")) {
            String name = decl.path("name").asText("");
            if (!decl.path("kind").asText().equals("VarDecl") || !name.startsWith(prefix)) {
                continue;
            }
            int i = Integer.parseInt(name.substring(prefix.length()));
            JsonNode type = decl.path("type");
            String spelling = type.has("desugaredQualType") ? type.path("desugaredQualType").asText() : type.path("qualType").asText();
            types.put(i, spelling);
        }
        for (int i : live) {
            if (!types.containsKey(i)) {
                throw new CuteError("clang's AST has no variable for expression " + (i + 1) + " (" + i + ")");
            }
        }
    }
}
