package cuteprover.hw;

import cuteprover.CuteError;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.ModelRegistry;
import cuteprover.specfile.SpecLoader;
import cuteprover.specfile.SpecParser;
import cuteprover.specfile.Statement;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** The models of a {@code hardware-models/} directory, evaluated by the concrete engine. */
public final class HardwareModels {

    private final List<Path> roots;
    private final ModelRegistry registry;
    private final SpecLoader loader;

    private HardwareModels(List<Path> roots, Path displayBase) {
        this.roots = List.copyOf(roots);
        this.registry = new ModelRegistry(roots);
        this.loader = new SpecLoader(registry, displayBase);
    }

    /** The models under several roots; the first root that defines a name wins (overrides come first). */
    public static HardwareModels of(List<Path> roots) {
        return new HardwareModels(roots, Path.of(""));
    }

    /** The root a model's file lies under (for its observed maps and a short file name). */
    public Path rootOf(String name) {
        Path f = fileOf(name);
        for (Path r : roots) {
            if (f != null && f.getFileSystem() == r.getFileSystem() && f.startsWith(r)) {
                return r;
            }
        }
        return roots.get(0);
    }

    /** The models under {@code root} (normally the project's {@code hardware-models/}). */
    public static HardwareModels at(Path root) {
        if (!Files.isDirectory(root)) {
            throw new CuteError("no hardware-models directory at " + root);
        }
        return new HardwareModels(List.of(root), root);
    }

    public Path root() {
        return roots.get(0);
    }

    public Set<String> names() {
        return registry.names();
    }

    /** The model's value (a layout, swizzled layout or integer); an unknown name is a CuteError. */
    public Object value(String name) {
        if (!registry.exists(name)) {
            throw new CuteError("unknown hardware model '" + name + "' (see cute-prover hw list)");
        }
        return registry.value(name);
    }

    /** The errors found in the model files loaded so far. */
    public List<Diagnostic> errors() {
        return loader.result().errors();
    }

    public Path fileOf(String name) {
        return registry.fileOf(name);
    }

    /** The {@code prove} / {@code expect refuted} statements of the model's file that mention it, as written. */
    public List<String> properties(String name) {
        Path f = fileOf(name);
        if (f == null) {
            throw new CuteError("unknown hardware model '" + name + "' (see cute-prover hw list)");
        }
        String text;
        try {
            text = Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // The name as a whole token: not followed by more name characters (x1 must not match x16).
        Pattern mention = Pattern.compile(Pattern.quote(name) + "(?![A-Za-z0-9_.])");
        List<String> out = new ArrayList<>();
        for (Statement st : SpecParser.parse(f.toString(), text).statements()) {
            if (st instanceof Statement.Prove p && mention.matcher(p.property().text()).find()) {
                String label = p.name() == null ? "" : p.name() + ": ";
                out.add((p.expectRefuted() ? "expect refuted " : "prove ") + label + p.property().text());
            }
        }
        return out;
    }
}
