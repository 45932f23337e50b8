package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.cxx.CompileError;
import cuteprover.cxx.CuteTypes;
import cuteprover.cxx.CxxLets;
import cuteprover.cxx.CxxOptions;
import cuteprover.cxx.KernelFile;
import cuteprover.cxx.TypeAgreement;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the compiler says of the files a loader reads, through the C++ front end: the values of C++ lets, whether a
 * kernel file compiles, and the types of its declarations, which their readings must agree with. Errors go to the
 * loader's list, the files clang read to its set (a cached run holds while none of them changes).
 */
final class CompilerFacts {

    private final Path displayBase;
    private final Set<Diagnostic> errors;
    private final Set<Path> read;
    private CxxOptions options;
    private long clangMillis;
    /** The kernel file's declarations with run-time parts: the compiler's type of each, by line and name. */
    private Map<Integer, Map<String, String>> types = Map.of();
    /** The declarations read so far that have a compiler type, by name (the latest of each name). */
    private final Map<String, CompilersType> typed = new HashMap<>();

    private final Dependencies dependencies;

    CompilerFacts(Path displayBase, Set<Diagnostic> errors, Set<Path> read, Dependencies dependencies) {
        this.dependencies = dependencies;
        this.displayBase = displayBase;
        this.errors = errors;
        this.read = read;
    }

    void options(CxxOptions options) {
        this.options = options;
    }

    long clangMillis() {
        return clangMillis;
    }

    private CxxOptions options() {
        if (options == null) {
            options = CxxOptions.defaults(displayBase.resolve(".cute-cache"));
        }
        return options;
    }

    private KernelFile.Reading lastReading;

    /** What the compiler made of the kernel file compiled last (its AST). */
    KernelFile.Reading lastReading() {
        return lastReading;
    }

    /** The file being read is no kernel file: no declaration of it has a compiler type. */
    void noKernelFile() {
        types = Map.of();
    }

    /**
     * A C++ source as the user's command compiles it: the static values its types fix, by line and name; empty when it
     * does not compile, after its errors became the file's (a file the compiler refuses has no meaning to prove things about).
     */
    Optional<Map<Integer, Map<String, String>>> compile(Path file, String label, String text) {
        KernelFile.Reading reading;
        long[] millis = {0};
        Set<Path> inputs = new LinkedHashSet<>();
        types = Map.of();
        try {
            reading = KernelFile.read(file, text, options(), millis, inputs);
        } catch (CuteError e) {
            errors.add(new Diagnostic(new SourcePos(label, 1, 1), "cannot compile this C++ file: " + e.getMessage()));
            return Optional.empty();
        }
        List<CompileError.Located> problems = reading.errors();
        clangMillis += millis[0];
        inputs.forEach(p -> read.add(p.toAbsolutePath().normalize()));
        recordInputs(file, label, text, inputs);
        Path self = file.toAbsolutePath().normalize();
        for (CompileError.Located l : problems) {
            boolean here = Path.of(l.file()).toAbsolutePath().normalize().equals(self);
            errors.add(new Diagnostic(new SourcePos(here ? label : l.file(), l.line(), l.col()), "does not compile: " + l.message()));
        }
        if (!problems.isEmpty()) {
            return Optional.empty();
        }
        types = reading.runTimeTypes();
        lastReading = reading;
        return Optional.of(reading.staticValues());
    }

    /**
     * C++ expressions evaluated at the end of the kernel file (the automatic checks' layouts and sizes), clang's time and
     * the files it read counted as the file's.
     */
    List<cuteprover.cxx.CxxEvaluation.Value> evaluate(Path file, List<String> expressions) {
        long[] millis = {0};
        Set<Path> inputs = new LinkedHashSet<>();
        List<cuteprover.cxx.CxxEvaluation.Value> values = cuteprover.cxx.CxxEvaluation.evaluate(file, options(), expressions,
                options().verbose() ? System.err : null, millis, inputs);
        clangMillis += millis[0];
        inputs.forEach(p -> read.add(p.toAbsolutePath().normalize()));
        return values;
    }

    /** The clang arguments the kernel file is read with (its architectures among them). */
    List<String> clangArgs(Path file) {
        cuteprover.cxx.Invocation inv = cuteprover.cxx.Invocation.of(file, options());
        List<String> all = new java.util.ArrayList<>(inv.args());
        all.addAll(inv.dropped());   // an architecture clang does not know is still the kernel's
        return all;
    }

    /** Whether pasted C++ in a spec file can be read by clang with these options: empty when it can, else why not. */
    Optional<String> pastedUnusable() {
        return cuteprover.cxx.PastedCxx.unusable(options());
    }

    /**
     * A spec file's pasted C++, wrapped as a translation unit ({@link cuteprover.cxx.PastedCxx}), compiled with the
     * user's flags: false when it does not compile, after clang's errors became the spec file's (at its lines).
     */
    boolean compilePasted(Path file, String label, String text, cuteprover.cxx.PastedCxx.Wrapped wrapped) {
        long[] millis = {0};
        Set<Path> inputs = new LinkedHashSet<>();
        types = Map.of();
        KernelFile.Reading reading;
        try {
            reading = cuteprover.cxx.PastedCxx.read(file, wrapped, options(), millis, inputs);
        } catch (java.io.IOException | CuteError e) {
            errors.add(new Diagnostic(new SourcePos(label, 1, 1), "cannot compile this file's pasted C++: " + e.getMessage()));
            return false;
        }
        clangMillis += millis[0];
        inputs.forEach(p -> read.add(p.toAbsolutePath().normalize()));
        recordInputs(file, label, text, inputs);
        for (CompileError.Located l : reading.errors()) {
            boolean here = cuteprover.cxx.PastedCxx.isUnit(l.file(), file);
            errors.add(new Diagnostic(new SourcePos(here ? label : l.file(), l.line(), l.col()), "does not compile: " + l.message()));
        }
        if (!reading.errors().isEmpty()) {
            return false;
        }
        types = reading.runTimeTypes();
        lastReading = reading;
        return true;
    }

    /** The text with its C++ lets lowered to spec lets; the names whose C++ value did not read are broken in {@code scope}. */
    String lowerCxxLets(Path file, String label, String text, Scope scope) {
        if (!CxxLets.mentions(text)) {
            return text;
        }
        CxxLets.Lowered lowered = CxxLets.lower(file, text, options());
        for (CxxLets.Problem p : lowered.problems()) {
            errors.add(new Diagnostic(new SourcePos(label, p.line(), p.col()), p.message()));
        }
        for (Path input : lowered.inputs()) {
            read.add(input.toAbsolutePath().normalize());
        }
        recordInputs(file, label, text, lowered.inputs());
        clangMillis += lowered.clangMillis();
        scope.broken.addAll(lowered.brokenNames().keySet());
        scope.brokenWhy.putAll(lowered.brokenNames());
        return lowered.text();
    }

    /**
     * The files clang read for {@code file} as its dependencies: at the file's own {@code #include} line that names one
     * (by its file name), else at its first line (a header that a header includes; clang's list is flat).
     */
    private void recordInputs(Path file, String label, String text, java.util.Collection<Path> inputs) {
        String[] lines = text.split("\n", -1);
        for (Path input : inputs) {
            String name = input.getFileName().toString();
            SourcePos at = new SourcePos(label, 1, 1);
            String how = "its translation unit read " + input;
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip();
                if (line.startsWith("#") && line.replaceFirst("^#\\s*", "").startsWith("include")
                        && (line.contains("/" + name) || line.contains("\"" + name) || line.contains("<" + name))) {
                    at = new SourcePos(label, i + 1, lines[i].indexOf('#') + 1);
                    how = line;
                    break;
                }
            }
            dependencies.add(file, at, input, how);
        }
    }

    /** A declaration is read at {@code pos}: it has the compiler's type there, or from here on none. */
    void declared(String name, SourcePos pos, Expr expanded, boolean cpp) {
        typed.remove(name);
        Map<String, String> atLine = cpp ? types.get(pos.line()) : null;
        if (atLine != null && atLine.containsKey(name)) {
            typed.put(name, new CompilersType(name, pos, expanded, atLine.get(name)));
        }
    }

    /** A C++ declaration's reading must agree with the compiler's type of it, where the file compiled; else it is not read. */
    void agrees(String name, SourcePos pos, Object value) {
        Map<String, String> atLine = types.get(pos.line());
        String type = atLine == null ? null : atLine.get(name);
        if (type == null) {
            return;
        }
        cuteprover.atom.TypeName t = CuteTypes.parse(type);
        Optional<String> mismatch = TypeAgreement.mismatch(t, value);
        if (mismatch.isPresent()) {
            String cute = CuteTypes.typeText(t);
            throw new CuteError("the compiler's type of '" + name + "' is " + (cute != null ? cute : type)
                    + ", which this reading of the declaration (" + Values.format(value) + ") does not match: " + mismatch.get());
        }
    }

    /** The declarations with compiler types that hold where a property stands and that it names (each the latest of its name). */
    Map<String, CompilersType> typedInScope(Scope scope, String propertyText) {
        Map<String, CompilersType> out = new HashMap<>();
        Set<String> named = new HashSet<>(Arrays.asList(propertyText.split("[^A-Za-z0-9_]+")));
        typed.forEach((name, d) -> {
            if (named.contains(name) && d.pos().equals(scope.definedAt.get(name)) && scope.definitions.containsKey(name)) {
                out.put(name, d);
            }
        });
        return out;
    }
}
