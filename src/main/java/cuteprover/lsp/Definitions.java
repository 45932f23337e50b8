package cuteprover.lsp;

import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Go to definition in a spec file: on an include's path, the included file; on a name, where the file defines it, else
 * where an included file does (the includes in order, each one's own includes before the next, as the loader brings
 * them into scope). The open file is read as the editor holds it, included files as saved.
 */
final class Definitions {

    private Definitions() {
    }

    static Optional<Location> at(Path file, String text, Position at) {
        SpecIndex index = SpecIndex.of(file, text);
        Optional<SpecIndex.Include> include = index.includeAt(at);
        if (include.isPresent()) {
            return Optional.of(new Location(include.get().target().toUri().toString(), new Range(new Position(0, 0), new Position(0, 0))));
        }
        TextPositions.Name name = TextPositions.nameAt(TextPositions.lines(text), at);
        return name == null ? Optional.empty() : find(index, name.text(), new HashSet<>());
    }

    private static Optional<Location> find(SpecIndex index, String name, Set<Path> seen) {
        if (!seen.add(index.file().toAbsolutePath().normalize())) {
            return Optional.empty();   // an include cycle: the loader reports it
        }
        Range r = index.definitions().get(name);
        if (r != null) {
            return Optional.of(new Location(index.file().toAbsolutePath().normalize().toUri().toString(), r));
        }
        for (SpecIndex.Include inc : index.includes()) {
            try {
                String text = Files.readString(inc.target(), StandardCharsets.UTF_8);
                Optional<Location> found = find(SpecIndex.of(inc.target(), text), name, seen);
                if (found.isPresent()) {
                    return found;
                }
            } catch (IOException | java.io.UncheckedIOException e) {
                // an include that cannot be read defines nothing here; the check reports it
            }
        }
        return Optional.empty();
    }
}
