package cuteprover.specfile;

import cuteprover.CuteError;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Hardware models by name: every {@code model NAME = ...} statement in the {@code .cute} files under
 * the model roots (by default the project's {@code hardware-models/}). A model is resolved by loading
 * its file's scope, so its parameters and assumptions come with it.
 */
public final class ModelRegistry {

    /** A model's value and the scope of its file (parameters, assumptions, helper definitions). */
    public record Resolved(Object value, Scope scope) { }

    private final List<Path> roots;
    /** Model name to file; built on first use, through the attached loader's parse cache (each file parsed once). */
    private Map<String, Path> files;
    private SpecLoader loader;

    public ModelRegistry(List<Path> roots) {
        this.roots = List.copyOf(roots);
    }

    private Map<String, Path> files() {
        if (files == null) {
            Map<String, Path> index = new TreeMap<>();
            // The built-in root repeats the project's hardware-models/: a file with the same relative
            // path and the same text adds no name (the earlier root's copy won), so it is not parsed.
            Map<String, String> seen = new java.util.HashMap<>();
            for (Path root : roots) {
                if (Files.isDirectory(root)) {
                    for (Path f : SpecFiles.under(root)) {
                        String relative = root.relativize(f).toString();
                        String text = read(f);
                        if (!text.equals(seen.get(relative))) {
                            index(f, text, index);
                            seen.putIfAbsent(relative, text);
                        }
                    }
                }
            }
            files = index;
        }
        return files;
    }

    public static ModelRegistry empty() {
        return new ModelRegistry(List.of());
    }

    private static String read(Path f) {
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void index(Path f, String text, Map<String, Path> index) {
        SpecParser.Result parsed = loader != null ? loader.parseForIndex(f, text) : SpecParser.parse(f.toString(), text);
        for (Statement st : parsed.statements()) {
            if (st instanceof Statement.Model m) {
                index.putIfAbsent(m.name(), f);
            }
        }
    }

    void attach(SpecLoader specLoader) {
        this.loader = specLoader;
    }

    public java.util.Set<String> names() {
        return files().keySet();
    }

    public Path fileOf(String name) {
        return files().get(name);
    }

    public boolean exists(String name) {
        return files().containsKey(name);
    }

    /** A model's value, loading its file with the attached loader (for tools such as {@code hw map}). */
    public Object value(String name) {
        return resolve(name, null).value();
    }

    Resolved resolve(String name, SourcePos from) {
        Path f = files().get(name);
        if (f == null) {
            throw new CuteError("unknown hardware model '" + name + "' (see cute-prover hw list)");
        }
        Scope s = loader.importScope(f, from);
        Object v = s.definitions.get(name);
        if (v == null) {
            throw new CuteError("hardware model '" + name + "' in " + loader.display(f) + " has errors and no value");
        }
        return new Resolved(v, s);
    }

    /** Lists spec files ({@code *.cute}) under a directory, sorted, for a stable order. */
    static final class SpecFiles {
        private SpecFiles() {
        }

        static List<Path> under(Path root) {
            try (Stream<Path> s = Files.walk(root)) {
                return s.filter(p -> p.toString().endsWith(".cute") && Files.isRegularFile(p)).sorted().toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
