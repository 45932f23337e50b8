package cuteprover.cxx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * C++ pasted into a {@code .cute} spec file, made a translation unit that clang reads like a kernel file: the pasted text
 * stays on its own lines and columns, so that every position clang and the checks report is the spec file's.
 * <ul>
 * <li>a prelude header ({@code <cute/tensor.hpp>}, CuTe's atoms and TMA traits, CUTLASS's launch and command-line helpers
 * where the include path has them, {@code using namespace cute;}) is included on the file's first line, which must be a
 * comment or empty (else it is a forced include, {@code -include});</li>
 * <li>the top-level C++ statements (what is no namespace-level declaration: a function or struct definition, a template,
 * {@code using}, a preprocessor line) are wrapped in functions {@code void __cute_pasted_K(int M, ...)}, one for each run
 * of them between definitions, whose {@code int} parameters are the spec's {@code param} names; each opens on a comment
 * or spec line before the run (or at the end of the definition before it) and closes at the end of the run's last
 * line. A function nobody calls runs where it stands, its {@code int} parameters positive sizes, as spec parameters are;
 * {@code param NAMES where COND} stays as {@code assume COND} at its line (and at the start of each later wrapper);
 * threadIdx/blockIdx parameters make the wrapper a {@code __global__} kernel;</li>
 * <li>spec lines stay at their line and column ({@code # comments} are blanked for clang); a spec {@code let} that the
 * C++ reads becomes a C++ declaration ({@code let} is {@code auto} in the prelude).</li>
 * </ul>
 */
public final class PastedCxx {

    /** The system property that routes pasted C++ through clang (as the environment's CUTE_PROVER_PASTED_CXX does). */
    public static final String ROUTE_PROPERTY = "cuteprover.pastedCxx";

    /** The spec statements' lines, as {@link KernelFile} knows them. */
    private static final Pattern PARAM = Pattern.compile("^([ \\t]*)param[ \\t]+(.*?)(?:[ \\t]+where[ \\t]+(.*?))?[ \\t]*(#.*)?$");
    private static final Pattern LET = Pattern.compile("^[ \\t]*let[ \\t]+([A-Za-z_]\\w*)[ \\t]*=(.*?)[ \\t]*(#.*)?$");
    private static final Pattern DIRECTIVE = Pattern.compile("^[ \\t]*#[ \\t]*(include|if|ifdef|ifndef|elif|elifdef|elifndef|else|endif"
            + "|define|undef|pragma|error|warning|line)\\b.*");
    private static final Set<String> DEFINITION_WORDS = Set.of("template", "struct", "class", "union", "enum", "namespace", "using",
            "typedef", "static_assert", "extern");
    private static final Set<String> CONTROL_WORDS = Set.of("if", "for", "while", "switch", "do", "else", "try", "return", "goto",
            "break", "continue", "case", "default");
    /** Device-side names: statements that read them are a kernel's (the wrapper is {@code __global__}). */
    private static final Pattern CUDA_INDEX = Pattern.compile("\\b(threadIdx|blockIdx|blockDim|gridDim|__shared__|__syncthreads"
            + "|block_rank_in_cluster|cluster_sync|thread0|warp_uniform|elect_one_sync)\\b");

    /** The headers a pasted snippet may use (each where the include path has it), and CuTe's namespace. */
    static final String PRELUDE = String.join("\n",
            "// cute-prover: the prelude of C++ pasted into a spec file",
            "#pragma once",
            "#include <cstdio>",
            "#include <cstdlib>",
            "#include <cassert>",
            "#include <iostream>",
            "#include <tuple>",
            "#include <cute/tensor.hpp>",
            "#include <cute/atom/mma_atom.hpp>",
            "#include <cute/atom/copy_atom.hpp>",
            "#if __has_include(<cute/atom/copy_traits_sm90_tma.hpp>)",
            "#include <cute/atom/copy_traits_sm90_tma.hpp>",
            "#endif",
            "#if __has_include(<cute/atom/copy_traits_sm100_tma.hpp>)",
            "#include <cute/atom/copy_traits_sm100_tma.hpp>",
            "#endif",
            "#if __has_include(<cutlass/cluster_launch.hpp>)",
            "#include <cutlass/cluster_launch.hpp>",
            "#endif",
            "#if __has_include(<cutlass/util/command_line.h>)",
            "#include <cutlass/util/command_line.h>",
            "#endif",
            "#if __has_include(<cutlass/util/GPU_Clock.hpp>)",
            "#include <cutlass/util/GPU_Clock.hpp>",
            "#endif",
            "#if __has_include(<thrust/host_vector.h>)",
            "#include <thrust/host_vector.h>",
            "#include <thrust/device_vector.h>",
            "#endif",
            "using namespace cute;",
            "#define let auto",
            "");

    /**
     * The translation unit: {@code cxx} is what clang reads (the file's lines and columns), {@code spec} the spec
     * statements on their lines (a {@code param}'s condition as {@code assume COND} at its column); on an {@code
     * openerLines} line a wrapper opens, and a spec statement there stands at the line's end; each later wrapper's
     * {@code where} conditions are assumed again just inside it ({@code laterOpeners}: the cxx offset, the param lines
     * whose condition holds there). {@code forcedPrelude}: the prelude could not go on the first line.
     */
    public record Wrapped(String cxx, String spec, Set<Integer> openerLines, Map<Integer, List<Integer>> laterOpeners,
                          List<String> params, int wrappers, boolean forcedPrelude, List<String> letsMadeCxx, List<String> paramsGivenToFunctions,
                          String problem) {

        /** The offset into {@link #cxx} where a spec statement at (line, column) stands. */
        public int offset(int line, int column) {
            int[] starts = LineStarts.of(cxx);
            int l = Math.min(line, starts.length) - 1;
            if (openerLines.contains(line)) {
                int end = l + 1 < starts.length ? starts[l + 1] - 1 : cxx.length();
                return end;
            }
            return starts[l] + column - 1;
        }

        /** The tool's one line on what it did. */
        public String note() {
            return "pasted C++ wrapped as a translation unit: " + (forcedPrelude ? "a forced include of " : "")
                    + "<cute/tensor.hpp> and CuTe's atoms, using namespace cute;"
                    + (wrappers == 0 ? "" : " the top-level statements in " + (wrappers == 1 ? "a function" : wrappers + " functions")
                    + (params.isEmpty() ? "" : " of int " + String.join(", ", params)))
                    + (paramsGivenToFunctions.isEmpty() ? "" : "; " + String.join(", ", new LinkedHashSet<>(paramsGivenToFunctions))
                    + " made int parameters (default 0, free where not passed) of the pasted functions that read them")
                    + (letsMadeCxx.isEmpty() ? "" : "; let " + String.join(", ", letsMadeCxx) + " made C++ declarations")
                    + " (read by clang)";
        }
    }

    private PastedCxx() {
    }

    /**
     * Whether clang can read pasted C++ with these options: clang and a CUDA toolkit are found and the flags name CuTe's
     * include directory ({@code -I.../include} holding {@code cute/tensor.hpp}); empty when it can, else why not.
     */
    public static Optional<String> unusable(CxxOptions options) {
        // opt-in while most pasted tests are not C++ as written (26 of 44 name what they never declare): the text
        // reader stays the default, and CUTE_PROVER_PASTED_CXX=clang (or -Dcuteprover.pastedCxx=clang) asks for clang
        if (!System.getProperty(ROUTE_PROPERTY, System.getenv().getOrDefault("CUTE_PROVER_PASTED_CXX", "text")).equals("clang")) {
            return Optional.of("pasted C++ is read by the text reader unless CUTE_PROVER_PASTED_CXX=clang");
        }
        if (options.cxxFlags().isEmpty()) {
            return Optional.of("no --cxx-flags naming CuTe's include directory");
        }
        boolean cute = false;
        try {
            List<String> words = CommandLine.split(options.cxxFlags().get());
            for (int i = 0; i < words.size(); i++) {
                String w = words.get(i);
                String dir = null;
                if ((w.equals("-I") || w.equals("-isystem")) && i + 1 < words.size()) {
                    dir = words.get(i + 1);
                } else if (w.startsWith("-I")) {
                    dir = w.substring(2);
                } else if (w.startsWith("-isystem") && w.length() > "-isystem".length()) {
                    dir = w.substring("-isystem".length());
                }
                cute |= dir != null && Files.isRegularFile(Path.of(dir).resolve("cute").resolve("tensor.hpp"));
            }
        } catch (RuntimeException e) {
            return Optional.of("the C++ flags do not read: " + e.getMessage());
        }
        if (!cute) {
            return Optional.of("the C++ flags name no include directory holding cute/tensor.hpp");
        }
        try {
            Clang.locate(options.clang(), options.cacheDir());
        } catch (RuntimeException e) {
            return Optional.of(e.getMessage());
        }
        if (CudaToolkit.find(options.cudaPath()).isEmpty()) {
            return Optional.of("no CUDA toolkit found");
        }
        return Optional.empty();
    }

    private enum Kind { BLANK, STATEMENT, DEFINITION, DIRECTIVE }

    /** Wraps the spec file's text ({@code text}: its spec and C++ lines). */
    public static Wrapped wrap(String text) {
        String[] lines = text.split("\n", -1);
        int n = lines.length;
        String[] cxx = KernelFile.withoutSpecLines(text).split("\n", -1);
        String[] spec = KernelFile.onlySpecLines(text).split("\n", -1);
        boolean[] specLine = new boolean[n];
        for (int i = 0; i < n; i++) {
            specLine[i] = !spec[i].isBlank();
            String t = cxx[i].strip();
            if (t.startsWith("#") && !DIRECTIVE.matcher(cxx[i]).matches()) {
                cxx[i] = " ".repeat(cxx[i].length());   // a spec comment
            } else if (t.startsWith("//")) {
                cxx[i] = " ".repeat(cxx[i].length());
            }
        }
        // the spec's parameters: their names become the wrappers' int parameters, their conditions assumptions
        List<String> params = new ArrayList<>();
        boolean cudaIndices = false;
        List<Integer> paramLines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Matcher m = PARAM.matcher(spec[i]);
            if (!specLine[i] || !m.matches()) {
                continue;
            }
            for (String name : m.group(2).split(",")) {
                String s = name.strip();
                if (s.contains(".")) {
                    cudaIndices = true;
                } else if (s.matches("[A-Za-z_]\\w*") && !params.contains(s)) {
                    params.add(s);
                }
            }
            paramLines.add(i + 1);
        }
        // the C++'s top-level shape
        List<int[]> functions = new ArrayList<>();
        Kind[] kinds = classify(String.join("\n", cxx), n, functions, params);
        // a function the paste defines that reads a spec parameter it does not declare: the parameter is its own, with a
        // default argument (a call without it leaves it free, as a spec parameter is; a function nobody calls runs with it free)
        String joined = String.join("\n", cxx);
        String original = String.join("\n", lines);
        List<String> addedParams = new ArrayList<>();
        StringBuilder edited = new StringBuilder(joined);
        for (int f = functions.size() - 1; f >= 0; f--) {
            int[] fn = functions.get(f);
            String body = original.substring(fn[0], Math.min(fn[1] + 1, original.length()));
            int open = matchingOpen(joined, fn[2]);
            if (open < 0) {
                continue;
            }
            String list = joined.substring(open + 1, fn[2]);
            StringBuilder add = new StringBuilder();
            for (String p : params) {
                Pattern read = Pattern.compile("(?<![\\w.:>])" + Pattern.quote(p) + "\\b");
                if (read.matcher(body).find() && !Pattern.compile("\\b" + Pattern.quote(p) + "\\b").matcher(list).find()) {
                    add.append(list.isBlank() && add.length() == 0 ? "" : ", ").append("int ").append(p).append(" = 0");
                    addedParams.add(p);
                }
            }
            edited.insert(fn[2], add);
        }
        if (!addedParams.isEmpty()) {
            String[] again = edited.toString().split("\n", -1);
            System.arraycopy(again, 0, cxx, 0, n);
        }
        for (int i = 0; i < n; i++) {
            if (kinds[i] == Kind.BLANK && DIRECTIVE.matcher(cxx[i]).matches()) {
                kinds[i] = Kind.DIRECTIVE;
            }
        }
        // spec lets the C++ reads become C++ declarations (top-level ones only)
        List<String> letsMadeCxx = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Matcher m = LET.matcher(spec[i]);
            if (!specLine[i] || !m.matches()) {
                continue;
            }
            Pattern use = Pattern.compile("\\b" + m.group(1) + "\\b");
            boolean read = false;
            for (int j = i + 1; j < n && !read; j++) {
                read = !cxx[j].isBlank() && use.matcher(cxx[j]).find();
            }
            if (read && kinds[i] == Kind.BLANK) {
                String body = lines[i].substring(0, lines[i].length() - (m.group(3) == null ? 0 : m.group(3).length())).stripTrailing();
                cxx[i] = body + ";";
                spec[i] = " ".repeat(spec[i].length());
                specLine[i] = false;
                kinds[i] = Kind.STATEMENT;
                letsMadeCxx.add(m.group(1));
            }
        }
        if (!letsMadeCxx.isEmpty()) {
            kinds = classify(String.join("\n", cxx), n, params);
            for (int j = 0; j < n; j++) {
                if (kinds[j] == Kind.BLANK && DIRECTIVE.matcher(cxx[j]).matches()) {
                    kinds[j] = Kind.DIRECTIVE;
                }
            }
        }
        for (int j = 0; j < n; j++) {
            cudaIndices |= kinds[j] == Kind.STATEMENT && CUDA_INDEX.matcher(cxx[j]).find();
        }
        int includeLine = -1;   // the prelude comes as a precompiled header (-include-pch): no line holds it
        boolean forced = false;
        // the runs of top-level lines (statements, spec lines, comments) between definitions
        Set<Integer> openerLines = new LinkedHashSet<>();
        Map<Integer, List<Integer>> later = new TreeMap<>();
        List<int[]> runs = new ArrayList<>();
        int i = 0;
        while (i < n) {
            if (kinds[i] == Kind.DEFINITION || kinds[i] == Kind.DIRECTIVE || i == includeLine) {
                i++;
                continue;
            }
            int a = i;
            while (i < n && (kinds[i] == Kind.BLANK || kinds[i] == Kind.STATEMENT) && i != includeLine) {
                i++;
            }
            int b = i - 1;
            boolean active = false;
            for (int j = a; j <= b; j++) {
                active |= kinds[j] == Kind.STATEMENT || specLine[j];
            }
            if (active) {
                runs.add(new int[] {a, b});
            }
        }
        String problem = null;
        String signature = (cudaIndices ? "__global__ " : "") + "void __cute_pasted_%d(" + String.join(", ",
                params.stream().map(p -> "int " + p).toList()) + ") {";
        int k = 0;
        for (int[] run : runs) {
            k++;
            int a = run[0];
            int b = run[1];
            int firstStatement = -1;
            for (int j = a; j <= b && firstStatement < 0; j++) {
                if (kinds[j] == Kind.STATEMENT) {
                    firstStatement = j;
                }
            }
            int limit = firstStatement < 0 ? b : firstStatement - 1;
            int opener = -1;
            for (int j = a; j <= limit && opener < 0; j++) {
                if (kinds[j] == Kind.BLANK && cxx[j].isBlank()) {
                    opener = j;
                }
            }
            String open = String.format(signature, k);
            if (opener >= 0) {
                cxx[opener] = padded(open, cxx[opener].length());
                openerLines.add(opener + 1);
            } else if (a > 0 && kinds[a - 1] == Kind.DEFINITION && a - 1 != includeLine) {
                cxx[a - 1] = withoutLineComment(cxx[a - 1]) + " " + open;
            } else {
                problem = "line " + (a + 1) + " starts top-level C++ with no line before it to open a function on";
                break;
            }
            if (DIRECTIVE.matcher(cxx[b]).matches()) {
                problem = "line " + (b + 1) + " is a preprocessor line ending top-level C++, after which no function can close";
                break;
            }
            cxx[b] = withoutLineComment(cxx[b]) + " }";
            if (k > 1) {
                int at = opener >= 0 ? -(opener + 1) : -a;   // resolved to an offset below
                later.put(at, paramLines.stream().filter(p -> p - 1 < a).toList());
            }
        }
        String cxxText = String.join("\n", cxx);
        // later wrappers: their opening brace's offset (the end of the line the opener is on)
        Map<Integer, List<Integer>> laterOpeners = new TreeMap<>();
        int[] starts = LineStarts.of(cxxText);
        later.forEach((negLine, ps) -> {
            int line = -negLine;   // 1-based
            int end = line < starts.length ? starts[line] - 1 : cxxText.length();
            laterOpeners.put(end, ps);
        });
        // a param's line: its condition assumed where it stands
        for (int p : paramLines) {
            Matcher m = PARAM.matcher(spec[p - 1]);
            if (m.matches()) {
                String where = m.group(3);
                String line = spec[p - 1];
                if (where == null) {
                    spec[p - 1] = " ".repeat(line.length());
                } else {
                    int col = m.start(3);
                    spec[p - 1] = " ".repeat(col - "assume ".length()) + "assume " + line.substring(col);
                }
            }
        }
        return new Wrapped(cxxText, String.join("\n", spec), openerLines, laterOpeners, List.copyOf(params), runs.size(), forced,
                List.copyOf(letsMadeCxx), List.copyOf(addedParams), problem);
    }

    /** The prelude's file name (by its content: a changed prelude is a new precompiled header). */
    static final String PRELUDE_NAME = "cute-prover-pasted-" + Hashing.sha256(PRELUDE).substring(0, 12) + ".cuh";

    /**
     * Compiles the wrapped unit with the user's options: the unit is written under the cache ({@code cxx/work/pasted/},
     * where the kernel path takes it for the spec file's own text), the prelude read from its precompiled header (built
     * once per flags; a forced include where it cannot be built).
     */
    public static KernelFile.Reading read(Path specFile, Wrapped w, CxxOptions options, long[] clangMillis, Set<Path> inputs)
            throws IOException {
        Path dir = options.cacheDir().resolve("cxx").resolve("work").resolve("pasted").toAbsolutePath().normalize();
        Files.createDirectories(dir);
        // the prelude outside work/: what work/ holds is the user's file (its declarations are the file's own)
        Path preludeDir = options.cacheDir().resolve("cxx").resolve("pasted").toAbsolutePath().normalize();
        Files.createDirectories(preludeDir);
        Path prelude = preludeDir.resolve(PRELUDE_NAME);
        if (!Files.exists(prelude) || !Files.readString(prelude).equals(PRELUDE)) {
            Files.writeString(prelude, PRELUDE, StandardCharsets.UTF_8);
        }
        String name = specFile.getFileName().toString().replaceAll("\\.[^.]*$", "");
        Path unit = dir.resolve(name + "-" + Hashing.sha256(specFile.toAbsolutePath().normalize() + "\n" + w.cxx()).substring(0, 12) + ".cu");
        if (!Files.exists(unit) || !Files.readString(unit).equals(w.cxx())) {
            Files.writeString(unit, w.cxx(), StandardCharsets.UTF_8);
        }
        // quoted includes of the paste resolve from the spec file's directory
        CxxOptions opts = options.withFlags(options.cxxFlags().orElse("") + " -iquote "
                + quoted(specFile.toAbsolutePath().normalize().getParent().toString()));
        Path main = preludeDir.resolve("prelude-" + PRELUDE_NAME.replace(".cuh", ".cu"));
        String mainText = "#include \"" + prelude + "\"\n";
        if (!Files.exists(main) || !Files.readString(main).equals(mainText)) {
            Files.writeString(main, mainText, StandardCharsets.UTF_8);
        }
        Optional<Preamble.Compiled> pch = Preamble.pch(Invocation.of(main, opts), options.cacheDir(), options.verbose() ? System.err : null);
        List<String> extra = pch.isPresent() ? List.of("-include-pch", pch.get().pch().toString()) : List.of("-include", prelude.toString());
        KernelFile.Reading reading = KernelFile.readCxx(unit, w.cxx(), w.cxx(), opts, extra, clangMillis, inputs);
        inputs.remove(unit);
        inputs.remove(main);
        return reading;
    }

    /** The unit's errors are the spec file's: whether clang's diagnostic names the unit written for {@code specFile}. */
    public static boolean isUnit(String file, Path specFile) {
        String name = specFile.getFileName().toString().replaceAll("\\.[^.]*$", "");
        Path f = Path.of(file);
        return f.getFileName().toString().startsWith(name + "-") && f.toAbsolutePath().normalize().getParent().endsWith(Path.of("work", "pasted"));
    }

    private static String quoted(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    private static String padded(String s, int length) {
        return s.length() >= length ? s : s + " ".repeat(length - s.length());
    }

    /** The line without a trailing {@code //} comment (outside string literals): what is appended to it must not be commented out. */
    static String withoutLineComment(String line) {
        boolean str = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (str) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    str = false;
                }
            } else if (c == '"' || c == '\'') {
                str = true;
                quote = c;
            } else if (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
                return line.substring(0, i) + " ".repeat(line.length() - i);
            }
        }
        return line;
    }


    /**
     * Each line's part in the C++'s top level: a statement (what goes in a wrapper), a definition (a function, struct,
     * template, using, ...), a preprocessor line, or nothing (blank, a comment).
     */
    static Kind[] classify(String text, int lineCount, List<String> params) {
        return classify(text, lineCount, new ArrayList<>(), params);
    }

    /** As {@link #classify(String, int, List)}; {@code functions} gets each function definition's parameter list's ')' offset. */
    static Kind[] classify(String text, int lineCount, List<int[]> functions, List<String> params) {
        Kind[] kinds = new Kind[lineCount];
        java.util.Arrays.fill(kinds, Kind.BLANK);
        int[] starts = LineStarts.of(text);
        // chunks: {start, end, kind, neutral}; a neutral one (using, typedef, static_assert, a preprocessor line) is legal
        // in a function too: it goes with the statements where the chunk before it is one
        List<int[]> chunks = new ArrayList<>();
        int len = text.length();
        int i = 0;
        while (i < len) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (c == '/' && i + 1 < len && text.charAt(i + 1) == '/') {
                i = endOfLine(text, i);
                continue;
            }
            if (c == '/' && i + 1 < len && text.charAt(i + 1) == '*') {
                int e = text.indexOf("*/", i + 2);
                i = e < 0 ? len : e + 2;
                continue;
            }
            if (c == '#' && atLineStart(text, i) && IF_ZERO.matcher(text.substring(i, endOfLine(text, i))).matches()) {
                int e = endOfIfZero(text, i);
                chunks.add(new int[] {i, Math.min(e, len - 1), Kind.DIRECTIVE.ordinal(), 1});
                i = e;
                continue;
            }
            if (c == '#' && atLineStart(text, i)) {
                int e = i;
                do {
                    e = endOfLine(text, e);
                    if (e > 0 && e <= len && text.charAt(e - 1) == '\\') {
                        e++;
                        continue;
                    }
                    break;
                } while (e < len);
                chunks.add(new int[] {i, Math.min(e, len - 1), Kind.DIRECTIVE.ordinal(), 1});
                i = e;
                continue;
            }
            // a chunk: to ; at depth 0, or to the } closing a block or a definition's body
            int start = i;
            int depth = 0;
            int firstBrace = -1;
            int end = -1;
            String head = firstWords(text, start);
            boolean control = CONTROL_WORDS.contains(head) || c == '{';
            while (i < len) {
                char d = text.charAt(i);
                if (d == '"' || d == '\'') {
                    i = endOfLiteral(text, i);
                    continue;
                }
                if (d == '#' && atLineStart(text, i)) {
                    // a preprocessor line inside the chunk; the text of an #if 0 block is no C++
                    i = IF_ZERO.matcher(text.substring(i, endOfLine(text, i))).matches() ? endOfIfZero(text, i) : endOfLine(text, i);
                    continue;
                }
                if (d == '/' && i + 1 < len && text.charAt(i + 1) == '/') {
                    i = endOfLine(text, i);
                    continue;
                }
                if (d == '/' && i + 1 < len && text.charAt(i + 1) == '*') {
                    int e = text.indexOf("*/", i + 2);
                    i = e < 0 ? len : e + 2;
                    continue;
                }
                if (d == '(' || d == '[' || d == '{') {
                    if (d == '{' && depth == 0 && firstBrace < 0) {
                        firstBrace = i;
                    }
                    depth++;
                } else if (d == ')' || d == ']' || d == '}') {
                    depth--;
                    if (d == '}' && depth == 0) {
                        if (control) {
                            int next = skipSpace(text, i + 1);
                            if (text.startsWith("else", next) && !Character.isJavaIdentifierPart(charAt(text, next + 4))
                                    || text.startsWith("while", next) && head.equals("do")
                                    || text.startsWith("catch", next)) {
                                i++;
                                continue;
                            }
                            end = i;
                            break;
                        }
                        if (functionBody(text.substring(start, firstBrace)) || head.equals("namespace") || head.equals("extern")) {
                            end = i;
                            break;
                        }
                    }
                    depth = Math.max(depth, 0);
                } else if (d == ';' && depth == 0) {
                    end = i;
                    break;
                }
                i++;
            }
            if (end < 0) {
                end = len - 1;
            }
            {
                String chunk = text.substring(start, end + 1);
                boolean definition = DEFINITION_WORDS.contains(head) && !control
                        || !control && (chunk.contains("__global__") || chunk.contains("__device__") && !chunk.contains("__shared__"))
                        || !control && firstBrace >= 0 && functionBody(text.substring(start, firstBrace)) && chunk.endsWith("}");
                boolean neutral = !control && (head.equals("using") || head.equals("typedef") || head.equals("static_assert")
                        || head.equals("extern") && chunk.endsWith(";"));
                chunks.add(new int[] {start, end, (definition ? Kind.DEFINITION : Kind.STATEMENT).ordinal(), neutral ? 1 : 0});
                if (definition && !control && firstBrace >= 0 && chunk.endsWith("}") && !DEFINITION_WORDS.contains(head.equals("template")
                        ? "" : head) && functionBody(text.substring(start, firstBrace))) {
                    int close = text.substring(start, firstBrace).lastIndexOf(')');
                    if (close >= 0) {
                        functions.add(new int[] {start, end, start + close});
                    }
                }
            }
            i = end + 1;
        }
        Kind before = Kind.BLANK;
        Set<String> local = new java.util.HashSet<>();
        for (int c = 0; c < chunks.size(); c++) {
            int[] ch = chunks.get(c);
            Kind kind = Kind.values()[ch[2]];
            String chunk = text.substring(ch[0], Math.min(ch[1] + 1, len));
            if (kind == Kind.DIRECTIVE && before != Kind.STATEMENT && !chunk.matches("(?s)\\s*#\\s*include.*")) {
                // a conditional before statements goes in the wrapper with them (#ifdef X / if (...) return; / #endif)
                for (int d = c + 1; d < chunks.size(); d++) {
                    int[] next = chunks.get(d);
                    if (next[3] == 1) {
                        continue;
                    }
                    String t = text.substring(next[0], Math.min(next[1] + 1, len));
                    if (next[2] == Kind.STATEMENT.ordinal() && (!DECLARATION.matcher(withoutTemplateArguments(t)).lookingAt()
                            || identifiers(t).stream().anyMatch(params::contains))) {
                        kind = Kind.STATEMENT;
                    }
                    break;
                }
            }
            if (kind == Kind.STATEMENT && ch[3] == 0) {
                // a top-level declaration before any wrapped statement is C++'s namespace-scope variable, as pasted, unless it
                // reads a spec parameter, a name a wrapped statement declared, or device-side names: then it goes in the wrapper
                Matcher d = DECLARATION.matcher(withoutTemplateArguments(chunk));
                Set<String> read = identifiers(chunk);
                // (once statements are wrapped, the declarations after them stay with them: one function, one scope)
                boolean wrapped = d.lookingAt() ? before == Kind.STATEMENT || read.stream().anyMatch(w -> params.contains(w) || local.contains(w))
                        || CUDA_INDEX.matcher(chunk).find() : true;
                if (d.lookingAt()) {
                    if (wrapped) {
                        local.add(d.group(1));
                    } else {
                        kind = Kind.DEFINITION;
                    }
                }
            }
            if (ch[3] == 1 && before == Kind.STATEMENT) {
                kind = Kind.STATEMENT;
            } else if (ch[3] == 0) {
                before = kind;
            }
            mark(kinds, starts, ch[0], ch[1], kind);
        }
        return kinds;
    }

    /** Whether a chunk's text before its first top-level brace is a function's head: {@code ... name(params) [qualifiers]}. */
    static boolean functionBody(String head) {
        String h = head.strip().replaceAll("//[^\\n]*", " ");
        if (h.isEmpty() || h.startsWith("[")) {
            return false;
        }
        // no = at the top level (a declaration's initializer: auto x = T{...}, a lambda)
        int depth = 0;
        for (int i = 0; i < h.length(); i++) {
            char c = h.charAt(i);
            if (c == '(' || c == '[' || c == '<') {
                depth++;
            } else if (c == ')' || c == ']' || c == '>') {
                depth--;
            } else if (c == '=' && depth <= 0) {
                char p = i > 0 ? h.charAt(i - 1) : ' ';
                char q = i + 1 < h.length() ? h.charAt(i + 1) : ' ';
                if (p != '=' && p != '!' && p != '<' && p != '>' && q != '=') {
                    return false;
                }
            }
        }
        String words = h.replaceAll("^(?:[A-Z_][A-Z0-9_]*\\s+)+", "");   // CUTE_UNROLL and the like before a statement
        if (CONTROL_WORDS.contains(firstWords(words, 0))) {
            return false;
        }
        // name(...) followed only by qualifiers
        return h.matches("(?s).*[A-Za-z_0-9>~]\\s*\\(.*\\)\\s*(?:const|noexcept|override|final|volatile|&|&&|->[^;{}]*|\\s)*");
    }

    private static String firstWords(String text, int at) {
        int i = at;
        while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) {
            i++;
        }
        String w = text.substring(at, i);
        if (w.matches("[A-Z_][A-Z0-9_]*") && i < text.length()) {
            // a macro line before the statement (CUTE_UNROLL): the word after it
            int j = skipSpace(text, i);
            if (j < text.length() && Character.isJavaIdentifierStart(text.charAt(j)) && text.charAt(i) != '(') {
                return firstWords(text, j);
            }
        }
        return w;
    }

    private static final Pattern IF_ZERO = Pattern.compile("[ \\t]*#[ \\t]*if[ \\t]+0\\b.*");

    /** The end of an {@code #if 0} block's text: the start of its {@code #else}/{@code #elif} line, or the end of its {@code #endif} line. */
    private static int endOfIfZero(String text, int at) {
        int depth = 0;
        int i = at;
        while (i < text.length()) {
            int e = endOfLine(text, i);
            String line = text.substring(i, e).strip();
            if (line.matches("#\\s*if.*")) {
                depth++;
            } else if (line.matches("#\\s*endif.*")) {
                depth--;
                if (depth == 0) {
                    return e;
                }
            } else if (depth == 1 && line.matches("#\\s*(else|elif).*")) {
                return i;
            }
            i = e + 1;
        }
        return text.length();
    }

    /** The offset of the '(' that the ')' at {@code close} closes, or -1. */
    private static int matchingOpen(String text, int close) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == ')') {
                depth++;
            } else if (c == '(') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** A simple declaration: {@code [specifiers] TYPE NAME =|{|(|;|[} (template arguments removed first). */
    private static final Pattern DECLARATION = Pattern.compile("\\s*(?:(?:static|constexpr|const|inline|thread_local|volatile|unsigned"
            + "|signed|long|short)\\s+)*(?!return\\b|delete\\b|throw\\b|goto\\b|case\\b)[A-Za-z_][\\w:]*(?:\\s*[*&]+\\s*|\\s+)[*&]*\\s*"
            + "(?:const\\s+)?([A-Za-z_]\\w*)\\s*(?:=|\\{|\\(|;|\\[)");

    private static String withoutTemplateArguments(String text) {
        String t = text;
        for (int k = 0; k < 8; k++) {
            String u = t.replaceAll("<[^<>;(){}]*>", "");
            if (u.equals(t)) {
                break;
            }
            t = u;
        }
        return t;
    }

    private static Set<String> identifiers(String text) {
        Set<String> out = new java.util.HashSet<>();
        Matcher m = Pattern.compile("(?<![\\w.])[A-Za-z_]\\w*").matcher(text.replaceAll("\"(?:[^\"\\\\]|\\\\.)*\"", "\"\""));
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static char charAt(String s, int i) {
        return i < s.length() ? s.charAt(i) : ' ';
    }

    private static int skipSpace(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean atLineStart(String text, int i) {
        int j = i - 1;
        while (j >= 0 && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
            j--;
        }
        return j < 0 || text.charAt(j) == '\n';
    }

    private static int endOfLine(String text, int i) {
        int e = text.indexOf('\n', i);
        return e < 0 ? text.length() : e;
    }

    private static int endOfLiteral(String text, int i) {
        char q = text.charAt(i);
        int j = i + 1;
        while (j < text.length() && text.charAt(j) != q && text.charAt(j) != '\n') {
            j += text.charAt(j) == '\\' ? 2 : 1;
        }
        return Math.min(j + 1, text.length());
    }

    private static int lineOf(int[] starts, int offset) {
        int lo = 0;
        int hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private static void mark(Kind[] kinds, int[] starts, int from, int to, Kind kind) {
        for (int l = lineOf(starts, from); l <= lineOf(starts, Math.max(from, to)) && l < kinds.length; l++) {
            if (kinds[l] != Kind.DEFINITION) {
                kinds[l] = kind;
            }
        }
    }
}
