package cuteprover.lsp;

import cuteprover.cxx.KernelFile;
import cuteprover.specfile.SourcePos;
import cuteprover.specfile.SpecParser;
import cuteprover.specfile.Statement;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a file defines its names and what it includes, read by the spec parser itself (a kernel source's spec lines
 * only), from the text as the editor holds it: {@code let}, {@code model}, {@code param} and {@code use ... as} names, and
 * {@code include "..."} statements.
 *
 * @param definitions each name's definition: the range of the name in its statement
 * @param includes    each include, the file it names (resolved as the loader resolves it) and the range of its quoted path
 */
record SpecIndex(Path file, Map<String, Range> definitions, List<Include> includes) {

    record Include(Path target, Range range) { }

    static SpecIndex of(Path file, String text) {
        String specText = KernelFile.isCxxSource(file) ? KernelFile.onlySpecLines(text) : text;
        List<String> lines = TextPositions.lines(text);
        Map<String, Range> definitions = new LinkedHashMap<>();
        List<Include> includes = new ArrayList<>();
        for (Statement st : SpecParser.parse(file.toString(), specText).statements()) {
            if (st instanceof Statement.Let let) {
                definitions.putIfAbsent(let.name(), nameRange(lines, let.pos(), let.name()));
            } else if (st instanceof Statement.Model m) {
                definitions.putIfAbsent(m.name(), nameRange(lines, m.pos(), m.name()));
            } else if (st instanceof Statement.Use u) {
                definitions.putIfAbsent(u.alias(), nameRange(lines, u.pos(), u.alias()));
            } else if (st instanceof Statement.Param p) {
                p.names().forEach(n -> definitions.putIfAbsent(n, nameRange(lines, p.pos(), n)));
            } else if (st instanceof Statement.Include inc) {
                Path target = file.toAbsolutePath().getParent().resolve(inc.path()).normalize();
                includes.add(new Include(target, nameRange(lines, inc.pos(), "\"" + inc.path() + "\"")));
            }
        }
        return new SpecIndex(file, definitions, includes);
    }

    /** The include whose quoted path holds the position, if any. */
    Optional<Include> includeAt(Position at) {
        return includes.stream().filter(i -> contains(i.range(), at)).findFirst();
    }

    /**
     * The first occurrence of {@code name} as a whole word on the statement's line from its start (a statement's name
     * follows its keyword); the statement's position where the line does not hold it (a name on a continuation line).
     */
    static Range nameRange(List<String> lines, SourcePos statement, String name) {
        Position start = TextPositions.of(statement);
        String line = start.getLine() < lines.size() ? lines.get(start.getLine()) : "";
        for (int at = line.indexOf(name, Math.min(start.getCharacter(), line.length())); at >= 0; at = line.indexOf(name, at + 1)) {
            int end = at + name.length();
            if ((at == 0 || !isNameChar(line.charAt(at - 1))) && (end == line.length() || !isNameChar(line.charAt(end)))) {
                return new Range(new Position(start.getLine(), at), new Position(start.getLine(), end));
            }
        }
        return new Range(start, start);
    }

    static boolean contains(Range r, Position p) {
        return p.getLine() == r.getStart().getLine() && p.getCharacter() >= r.getStart().getCharacter()
                && p.getCharacter() <= r.getEnd().getCharacter();
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '.';
    }
}
