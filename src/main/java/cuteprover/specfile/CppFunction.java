package cuteprover.specfile;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A function definition's signature pasted from a kernel file: its name, whether it is a CUDA kernel
 * ({@code __global__}), its template parameters and its parameters. A kernel's parameters are bound to a launch's
 * arguments ({@code gemm_device<<<grid, block>>>(prob_shape, cta_tiler, A, dA, sA, copyA, ...)}); a host function's
 * integer parameters ({@code gemm_tn(int m, int n, int k, ...)}) are the run-time sizes, parameters of the spec.
 */
record CppFunction(String name, boolean global, List<String> templateParameters, List<Parameter> parameters) {

    /**
     * One parameter: its type as written ({@code TA const*}), the type's name ({@code TA}), whether it is a pointer, and
     * its name (null for an unnamed parameter, {@code CSmemLayout ,}).
     */
    record Parameter(String type, String typeName, boolean pointer, String name, boolean defaulted) {
        Parameter(String type, String typeName, boolean pointer, String name) {
            this(type, typeName, pointer, name, false);
        }
    }

    private static final Pattern INTEGER_TYPE = Pattern.compile(
            "(?:const\\s+)?(?:int|int32_t|int64_t|uint32_t|uint64_t|unsigned(?:\\s+int)?|long|size_t)(?:\\s+const)?");
    private static final Pattern TRAILING_NAME = Pattern.compile("(?s)(.*?)\\s*\\b([A-Za-z_][A-Za-z0-9_]*)\\s*$");

    /** Whether the parameter is an integer by value ({@code int m}, {@code int64_t ldA}): a run-time size. */
    static boolean isInteger(Parameter p) {
        return !p.pointer() && INTEGER_TYPE.matcher(p.type().strip()).matches();
    }

    /** The function whose head this is (the text up to its body's '{'), or null where it is no function's. */
    static CppFunction of(String head, List<String> templateParameters) {
        String h = head.strip();
        if (h.endsWith("{")) {
            h = h.substring(0, h.length() - 1).strip();
        }
        h = h.replaceAll("(?:\\s*\\b(?:const|noexcept|override))+$", "").strip();
        if (!h.endsWith(")")) {
            return null;
        }
        int open = openingParenthesis(h, h.length() - 1);
        if (open <= 0) {
            return null;
        }
        Matcher name = TRAILING_NAME.matcher(h.substring(0, open));
        if (!name.matches() || name.group(2).equals("__launch_bounds__")) {
            return null;
        }
        if (name.group(2).matches("if|for|while|switch|return")) {
            return null;
        }
        List<Parameter> parameters = new ArrayList<>();
        for (String part : topLevelParts(h.substring(open + 1, h.length() - 1))) {
            Parameter p = parameter(part);
            if (p != null) {
                parameters.add(p);
            }
        }
        return new CppFunction(name.group(2), h.matches("(?s).*\\b(?:__global__|CUTLASS_GLOBAL)\\b.*"), templateParameters, parameters);
    }

    private static Parameter parameter(String text) {
        String p = text.strip();
        int eq = topLevelIndex(p, '=', 0);
        boolean defaulted = eq >= 0;
        if (defaulted) {
            p = p.substring(0, eq).strip();   // cudaStream_t stream = 0
        }
        p = p.replaceAll("\\b(?:CUTE_GRID_CONSTANT|__grid_constant__)\\b", "").strip();
        if (p.isEmpty() || p.equals("void")) {
            return null;
        }
        boolean pointer = p.contains("*");
        Matcher named = TRAILING_NAME.matcher(p);
        String type = p;
        String name = null;
        if (named.matches() && !named.group(1).replaceAll("[\\s*&]", "").replaceAll("\\bconst\\b", "").isEmpty()) {
            type = named.group(1);
            name = named.group(2);
        }
        String typeName = type.replaceAll("\\bconst\\b|[*&]", "").strip();
        return new Parameter(type.strip(), typeName, pointer, name, defaulted);
    }

    private static int openingParenthesis(String s, int close) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            if (s.charAt(i) == ')') {
                depth++;
            } else if (s.charAt(i) == '(' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The first {@code c} at or after {@code from} outside brackets, or -1. */
    private static int topLevelIndex(String s, char c, int from) {
        int depth = 0;
        for (int i = from; i < s.length(); i++) {
            char x = s.charAt(i);
            if (x == '<' || x == '(' || x == '[' || x == '{') {
                depth++;
            } else if (x == '>' || x == ')' || x == ']' || x == '}') {
                depth--;
            } else if (x == c && depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The parts of a comma-separated list, split at commas outside brackets. */
    static List<String> topLevelParts(String s) {
        List<String> parts = new ArrayList<>();
        if (s.isBlank()) {
            return parts;
        }
        int start = 0;
        for (int comma = topLevelIndex(s, ',', 0); comma >= 0; comma = topLevelIndex(s, ',', start)) {
            parts.add(s.substring(start, comma));
            start = comma + 1;
        }
        parts.add(s.substring(start));
        return parts;
    }
}
