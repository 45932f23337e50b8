package cuteprover.lsp;

import cuteprover.expr.Values;
import cuteprover.specfile.DeferredDefinition;
import cuteprover.specfile.ModelRegistry;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.SpecLoader;
import cuteprover.tuple.SymInt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a spec file's names are worth, as the loader evaluates them: the scope that a spec including the file sees. The
 * loader's scope is its own; a probe spec of two statements, {@code include "FILE"} and a property that holds, makes it
 * visible, as every obligation carries the definitions and assumptions in scope at its line. Nothing is proved: the
 * probe's property is only loaded.
 *
 * @param definitions each name's value (a parameter's is the variable itself)
 * @param assumptions the assumptions in scope, as written
 */
record ScopeValues(Map<String, Object> definitions, List<String> assumptions) {

    static final ScopeValues NONE = new ScopeValues(Map.of(), List.of());

    /**
     * The file's scope as saved; {@code models}, the project's hardware models ({@link WarmModels}); {@code probeDir}
     * holds the probe (the server's own temporary directory).
     */
    static ScopeValues of(Path file, Project project, ModelRegistry models, Path probeDir) throws IOException {
        Path probe = Files.createTempFile(probeDir, "scope", ".cute");
        try {
            String target = file.toAbsolutePath().normalize().toString();
            if (target.contains("\"")) {
                return NONE;   // a path an include cannot quote
            }
            Files.writeString(probe, "include \"" + target + "\"\nprove 1 == 1\n", StandardCharsets.UTF_8);
            SpecLoader loader = new SpecLoader(models, Path.of(""));
            loader.cxxOptions(project.cxx());
            loader.load(probe);
            List<Obligation> obligations = loader.result().obligations();
            return obligations.isEmpty() ? NONE : new ScopeValues(obligations.get(0).definitions(), obligations.get(0).assumptionTexts());
        } finally {
            Files.deleteIfExists(probe);
        }
    }

    /** The hover text of a name (Markdown), or empty where the scope does not define it. */
    Optional<String> describe(String name) {
        Object v = definitions.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (v instanceof SymInt s && s.equals(SymInt.var(name))) {
            return Optional.of("`" + name + "`: parameter" + (assumptions.isEmpty() ? ""
                    : "\n\nassuming `" + String.join(" && ", assumptions) + "`"));
        }
        if (v instanceof DeferredDefinition d) {
            // its branch decisions depend on the parameters' values: each property decides them under its assumptions
            return Optional.of("`" + name + "` = `" + d.text() + "`\n\n(symbolic: evaluated for each property under its assumptions)");
        }
        String described = Values.describe(v);
        String value = Values.format(v);
        String kind = described.endsWith(value) ? described.substring(0, described.length() - value.length()).strip() : "";
        return Optional.of("`" + name + "`" + (kind.isEmpty() ? "" : " (" + kind + ")") + "\n```\n" + value + "\n```");
    }
}
