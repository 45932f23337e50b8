package cuteprover.cxx;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A C++ source given to {@code check} ({@code kernel.cu}) is read by the compiler first, with the user's flags: what
 * does not compile (a typo, a failed {@code static_assert} inside CuTe's instantiation) is the compiler's own error at
 * the user's line, and no property of a file that does not compile is checked. Our spec statements inside it
 * ({@code prove NAME: ...}, {@code param M}, ...) are blanked for the compiler, each on its own line, so every position
 * clang reports is the file's.
 */
public final class KernelFile {

    private static final Set<String> EXTENSIONS = Set.of("cu", "cuh", "cpp", "cc", "cxx", "hpp", "hh", "h");
    /** Our statements, spelled so that no C++ statement matches (C++ has no {@code prove NAME:} or {@code let X =}). */
    private static final Pattern SPEC_LINE = Pattern.compile("^[ \\t]*(?:(?:prove|assume|param)[ \\t]+[A-Za-z_(!0-9-]"
            + "|expect[ \\t]+refuted\\b|let[ \\t]+[A-Za-z_]\\w*[ \\t]*=|model[ \\t]+[A-Za-z_][\\w.]*[ \\t]*=[^=]"
            + "|use[ \\t]+\\S+[ \\t]+as[ \\t]|include[ \\t]+\").*$");

    private KernelFile() {
    }

    public static boolean isCxxSource(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 && EXTENSIONS.contains(name.substring(dot + 1));
    }

    /**
     * Whether a C++ source holds a spec statement of ours ({@code prove NAME: ...}, {@code param M}, ...): a directory
     * argument takes a kernel source only then, since one without asks nothing and compiling it costs seconds.
     */
    public static boolean holdsSpecStatements(String text) {
        for (String line : text.split("\n", -1)) {
            if (SPEC_LINE.matcher(line).matches()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The text with each spec statement's lines blanked (their lengths kept), as the compiler reads the file: a statement
     * goes on over the next lines while its brackets are open, as the spec language reads it.
     */
    public static String withoutSpecLines(String text) {
        String[] lines = text.split("\n", -1);
        int open = 0;
        for (int i = 0; i < lines.length; i++) {
            boolean starts = SPEC_LINE.matcher(lines[i]).matches();
            if (starts || open > 0) {
                open = (starts ? 0 : open) + balance(lines[i]);
                lines[i] = " ".repeat(lines[i].length());
                open = Math.max(open, 0);
            }
        }
        return String.join("\n", lines);
    }

    /** The text with every line but the spec statements' blanked (lengths kept): what the spec language reads of the file. */
    public static String onlySpecLines(String text) {
        String[] lines = text.split("\n", -1);
        String[] cxx = withoutSpecLines(text).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (!cxx[i].isBlank() || lines[i].isBlank()) {
                lines[i] = " ".repeat(lines[i].length());
            }
        }
        return String.join("\n", lines);
    }

    private static Set<Integer> uncompiledSpecLines(Invocation inv, String cxx, String text, CxxOptions options) {
        try {
            return CompiledSpecLines.notCompiled(inv, cxx, specLines(text), options.cacheDir().resolve("cxx").resolve("work"));
        } catch (java.io.IOException e) {
            throw new cuteprover.CuteError("cannot preprocess " + inv.file() + " to find its spec lines' branches (under "
                    + options.cacheDir() + "): " + e.getMessage());
        }
    }

    /** The lines (1-based) on which a spec statement starts. */
    static List<Integer> specLines(String text) {
        List<Integer> out = new java.util.ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (SPEC_LINE.matcher(lines[i]).matches()) {
                out.add(i + 1);
            }
        }
        return out;
    }

    /** Opening minus closing brackets of a spec line ((, [ and {). */
    private static int balance(String line) {
        int b = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            b += c == '(' || c == '[' || c == '{' ? 1 : c == ')' || c == ']' || c == '}' ? -1 : 0;
        }
        return b;
    }

    /**
     * What the compiler made of the file: its errors (none when it compiles), and the static CuTe values its types fix
     * for the file's declarations, by line and name ({@link StaticDeclarations}).
     */
    public record Reading(List<CompileError.Located> errors, java.util.Map<Integer, java.util.Map<String, String>> staticValues,
                          java.util.Map<Integer, java.util.Map<String, String>> runTimeTypes, com.fasterxml.jackson.databind.JsonNode ast,
                          java.util.function.Predicate<String> isMainFile, String compiledText, Set<Integer> uncompiledSpecLines) { }

    /** Compiles the file's C++ as the user's command does. */
    public static Reading read(Path file, String text, CxxOptions options, long[] clangMillis, java.util.Set<Path> inputs) {
        return readCxx(file, text, withoutSpecLines(text), options, clangMillis, inputs);
    }

    /** Compiles {@code cxx}, the C++ that stands for FILE's {@code text} on the same lines (a kernel file's, a wrapped paste's). */
    public static Reading readCxx(Path file, String text, String cxx, CxxOptions options, long[] clangMillis, java.util.Set<Path> inputs) {
        return readCxx(file, text, cxx, options, List.of(), clangMillis, inputs);
    }

    /** As {@link #readCxx(Path, String, String, CxxOptions, long[], java.util.Set)}, with clang arguments of ours added. */
    static Reading readCxx(Path file, String text, String cxx, CxxOptions options, List<String> extraArgs, long[] clangMillis,
                           java.util.Set<Path> inputs) {
        Invocation base = Invocation.of(file, options);
        List<String> args = new java.util.ArrayList<>(base.args());
        args.addAll(extraArgs);
        Invocation inv = new Invocation(base.clang(), base.file(), List.copyOf(args), base.dropped());
        try {
            ClangAst.Dump dump = ClangAst.read(inv, cxx.equals(text) ? Optional.empty() : Optional.of(cxx), options.cacheDir(),
                    options.verbose() ? System.err : null);
            clangMillis[0] += dump.clangMillis();
            inputs.addAll(dump.inputs());
            Path work = options.cacheDir().resolve("cxx").resolve("work").toAbsolutePath().normalize();
            java.util.function.Predicate<String> mine =
                    f -> ClangDiagnostic.sameFile(f, file) || Path.of(f).toAbsolutePath().normalize().startsWith(work);
            Set<Integer> uncompiled = uncompiledSpecLines(inv, cxx, text, options);
            return new Reading(List.of(), StaticDeclarations.of(dump.root(), mine), StaticDeclarations.typesWithRunTimeParts(dump.root(), mine),
                    dump.root(), mine, cxx, uncompiled);
        } catch (CompileError e) {
            inputs.add(file.toAbsolutePath().normalize());
            return new Reading(e.errors(), java.util.Map.of(), java.util.Map.of(), null, f -> false, cxx, Set.of());
        }
    }
}
