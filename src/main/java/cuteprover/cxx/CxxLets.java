package cuteprover.cxx;

import cuteprover.CuteError;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * C++ values in spec files. {@code cxx "kernel.cu" flags "FLAGS"} (or {@code build "BUILD_DIR"}, the directory of its
 * compile_commands.json) names the kernel file; {@code let NAME = cxx EXPR} binds NAME to the value of the C++
 * expression EXPR at the end of that file, as the compiler instantiated it. The lines are lowered to plain spec
 * statements ({@code let sA = Sw<3,4,3> o 0 o (...):(...)}) before the spec is parsed, on the same lines, so every
 * position stays the file's; all of a file's expressions are read in one clang run.
 */
public final class CxxLets {

    private static final Pattern SOURCE = Pattern.compile(
            "^(\\s*)cxx\\s+\"([^\"]+)\"(?:\\s+flags\\s+\"((?:[^\"\\\\]|\\\\.)*)\")?(?:\\s+build\\s+\"([^\"]+)\")?\\s*(#.*)?$");
    private static final Pattern LET = Pattern.compile("^(\\s*)let\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*cxx\\s+(.+?)\\s*$");
    private static final Pattern ENV = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

    /** A line's problem (1-based line and column), and the names whose C++ value could not be read, with why. */
    public record Problem(int line, int col, String message) { }

    public record Lowered(String text, List<Problem> problems, Map<String, String> brokenNames, java.util.Set<Path> inputs, long clangMillis) { }

    private CxxLets() {
    }

    /** Whether the text has any C++ let: most spec files have none and cost nothing here. */
    public static boolean mentions(String text) {
        return text.contains("cxx");
    }

    public static Lowered lower(Path specFile, String text, CxxOptions base) {
        String[] lines = text.split("\n", -1);
        List<Problem> problems = new ArrayList<>();
        Map<String, String> broken = new LinkedHashMap<>();
        Path kernel = null;
        CxxOptions options = base;
        int sourceLine = 0;
        Map<Integer, Matcher> lets = new LinkedHashMap<>();
        for (int i = 0; i < lines.length; i++) {
            Matcher src = SOURCE.matcher(lines[i]);
            Matcher let = LET.matcher(lines[i]);
            if (src.matches()) {
                kernel = specFile.toAbsolutePath().getParent().resolve(src.group(2)).normalize();
                sourceLine = i + 1;
                try {
                    options = new CxxOptions(Optional.ofNullable(src.group(3)).map(f -> expand(f.replace("\\\"", "\""))),
                            Optional.ofNullable(src.group(4)).map(b -> specFile.toAbsolutePath().getParent().resolve(expand(b))),
                            base.clang(), base.cudaPath(), base.cacheDir(), base.verbose());
                } catch (CuteError e) {
                    problems.add(new Problem(i + 1, src.group(1).length() + 1, e.getMessage()));
                    kernel = null;
                }
                lines[i] = " ".repeat(lines[i].length());
            } else if (let.matches()) {
                lets.put(i, let);
            }
        }
        long[] millis = {0};
        java.util.Set<Path> inputs = new java.util.LinkedHashSet<>();
        if (lets.isEmpty()) {
            return new Lowered(String.join("\n", lines), problems, broken, java.util.Set.of(), 0);
        }
        List<String> expressions = new ArrayList<>();
        for (Matcher m : lets.values()) {
            expressions.add(m.group(3));
        }
        List<CxxEvaluation.Value> values = null;
        String whole = null;
        if (kernel == null) {
            whole = "no kernel file named before it (write cxx \"kernel.cu\" flags \"...\" first)";
        } else if (!java.nio.file.Files.isRegularFile(kernel)) {
            whole = "the kernel file " + kernel + " (line " + sourceLine + ") does not exist";
        } else {
            try {
                inputs.add(kernel);
                values = CxxEvaluation.evaluate(kernel, options, expressions, options.verbose() ? System.err : null, millis, inputs);
            } catch (CompileError e) {
                whole = "the kernel file does not compile: " + e.errors().get(0).text()
                        + (e.errors().size() > 1 ? " (and " + (e.errors().size() - 1) + " more errors)" : "");
            } catch (CuteError e) {
                whole = e.getMessage();
            }
        }
        int k = 0;
        for (var entry : lets.entrySet()) {
            int i = entry.getKey();
            Matcher m = entry.getValue();
            String name = m.group(2);
            String why = whole;
            String value = null;
            if (values != null) {
                CxxEvaluation.Value v = values.get(k);
                why = v.error();
                if (v.ok()) {
                    try {
                        java.util.List<Long> leaves = v.leaves();
                        value = v.integer() != null ? Long.toString(v.integer())
                                : CuteTypes.specText(v.typeName(), leaves == null ? CuteTypes.STATIC_ONLY : (k2, type) -> Long.toString(leaves.get(k2)));
                    } catch (CuteError e) {
                        why = e.getMessage();
                    }
                }
            }
            k++;
            int col = m.start(3) + 1;
            if (value == null) {
                problems.add(new Problem(i + 1, col, "C++ value of '" + name + "' (" + m.group(3) + "): " + why));
                broken.put(name, "its C++ value did not read: " + why);
                lines[i] = " ".repeat(lines[i].length());
            } else {
                lines[i] = m.group(1) + "let " + name + " = " + value;
            }
        }
        return new Lowered(String.join("\n", lines), problems, broken, inputs, millis[0]);
    }

    /** {@code ${NAME}} replaced by the environment variable's value; an unset one is an error naming it. */
    static String expand(String text) {
        Matcher m = ENV.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String v = System.getenv(m.group(1));
            if (v == null) {
                throw new CuteError("the environment variable " + m.group(1) + " in \"" + text + "\" is not set");
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(v));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
