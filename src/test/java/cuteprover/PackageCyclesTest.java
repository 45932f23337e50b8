package cuteprover;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The packages under {@code src/main/java/cuteprover} form stairs that run one way: no package reaches
 * itself again through its imports. Read from the source text (imports and fully qualified names), so
 * the test needs no library and names the files behind every arrow of a cycle it finds.
 */
class PackageCyclesTest {

    private static final Path SOURCES = Path.of("src/main/java/cuteprover");
    /** {@code cuteprover.expr.Evaluator}: in an import or written out in the code; a subpackage counts as its top package. */
    private static final Pattern REFERENCE = Pattern.compile("\\bcuteprover\\.([a-z]+)\\.(?:[a-z]+\\.)*[A-Z*]");

    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

    @Test
    void noPackageReachesItselfThroughItsImports() throws IOException {
        Map<String, Map<String, Set<String>>> arrows = arrows();
        List<Set<String>> cycles = new ArrayList<>();
        for (Set<String> component : new StronglyConnected(arrows).components()) {
            if (component.size() > 1) {
                cycles.add(component);
            }
        }
        assertEquals(List.of(), cycles, () -> describe(cycles, arrows));
    }

    /** package → imported package → the files that import it. */
    private static Map<String, Map<String, Set<String>>> arrows() throws IOException {
        Map<String, Map<String, Set<String>>> arrows = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Path relative = SOURCES.relativize(file);
                if (relative.getNameCount() < 2) {
                    continue; // the root package's few shared classes sit under every floor
                }
                String from = relative.getName(0).toString();
                Map<String, Set<String>> out = arrows.computeIfAbsent(from, k -> new TreeMap<>());
                Matcher m = REFERENCE.matcher(withoutComments(Files.readString(file, StandardCharsets.UTF_8)));
                while (m.find()) {
                    if (!m.group(1).equals(from)) {
                        out.computeIfAbsent(m.group(1), k -> new TreeSet<>()).add(relative.toString());
                    }
                }
            }
        }
        return arrows;
    }

    /** A {@code {@link cuteprover.x.Y}} on a comment line, or a class named inside a string, ties nothing. */
    private static String withoutComments(String source) {
        StringBuilder code = new StringBuilder();
        for (String line : source.split("\n")) {
            String t = line.strip();
            if (!(t.startsWith("*") || t.startsWith("/*") || t.startsWith("//"))) {
                code.append(STRING.matcher(line).replaceAll("\"\"")).append('\n');
            }
        }
        return code.toString();
    }

    private static String describe(List<Set<String>> cycles, Map<String, Map<String, Set<String>>> arrows) {
        StringBuilder sb = new StringBuilder("package cycles:\n");
        for (Set<String> cycle : cycles) {
            sb.append("  ").append(cycle).append('\n');
            for (String from : cycle) {
                arrows.getOrDefault(from, Map.of()).forEach((to, files) -> {
                    if (cycle.contains(to)) {
                        sb.append("    ").append(from).append(" -> ").append(to).append(": ").append(files).append('\n');
                    }
                });
            }
        }
        return sb.toString();
    }

    /** Tarjan's strongly connected components of the package graph. */
    private static final class StronglyConnected {
        private final Map<String, Map<String, Set<String>>> arrows;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final List<Set<String>> components = new ArrayList<>();

        StronglyConnected(Map<String, Map<String, Set<String>>> arrows) {
            this.arrows = arrows;
        }

        List<Set<String>> components() {
            for (String p : arrows.keySet()) {
                if (!index.containsKey(p)) {
                    visit(p);
                }
            }
            return components;
        }

        private void visit(String p) {
            index.put(p, index.size());
            low.put(p, index.get(p));
            stack.push(p);
            for (String q : arrows.getOrDefault(p, Map.of()).keySet()) {
                if (!index.containsKey(q)) {
                    visit(q);
                    low.put(p, Math.min(low.get(p), low.get(q)));
                } else if (stack.contains(q)) {
                    low.put(p, Math.min(low.get(p), index.get(q)));
                }
            }
            if (low.get(p).equals(index.get(p))) {
                Set<String> component = new TreeSet<>();
                String q;
                do {
                    q = stack.pop();
                    component.add(q);
                } while (!q.equals(p));
                components.add(component);
            }
        }
    }
}
