package cuteprover.specfile;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What each file read depends on: a spec's {@code include} and the hardware-model files it uses, a kernel source's
 * translation unit (clang's dependency list), a C++ let's kernel. {@code check --changed} selects the files whose
 * dependencies reach a changed file and names the chain that reaches it. Paths are absolute and normalized.
 */
public final class Dependencies {

    /** {@code from} reads {@code to}, because of what is at {@code at} (an include statement, an {@code #include} line). */
    public record Edge(Path from, SourcePos at, Path to, String how) { }

    private final Map<Path, Map<Path, Edge>> edges = new HashMap<>();

    void add(Path from, SourcePos at, Path to, String how) {
        Path f = from.toAbsolutePath().normalize();
        Path t = to.toAbsolutePath().normalize();
        if (!f.equals(t)) {
            edges.computeIfAbsent(f, k -> new LinkedHashMap<>()).putIfAbsent(t, new Edge(f, at, t, how));
        }
    }

    /**
     * The shortest chain of edges from {@code file} to one of {@code targets}: empty when the file is a target itself,
     * absent when it reaches none.
     */
    public Optional<List<Edge>> chain(Path file, Set<Path> targets) {
        Path start = file.toAbsolutePath().normalize();
        if (targets.contains(start)) {
            return Optional.of(List.of());
        }
        Map<Path, Edge> reachedBy = new HashMap<>();
        Deque<Path> queue = new ArrayDeque<>(List.of(start));
        Set<Path> seen = new LinkedHashSet<>(List.of(start));
        while (!queue.isEmpty()) {
            Path p = queue.poll();
            for (Edge e : edges.getOrDefault(p, Map.of()).values()) {
                if (!seen.add(e.to())) {
                    continue;
                }
                reachedBy.put(e.to(), e);
                if (targets.contains(e.to())) {
                    List<Edge> out = new ArrayList<>();
                    for (Path q = e.to(); !q.equals(start); q = reachedBy.get(q).from()) {
                        out.add(reachedBy.get(q));
                    }
                    Collections.reverse(out);
                    return Optional.of(out);
                }
                queue.add(e.to());
            }
        }
        return Optional.empty();
    }

    /** Every file {@code file} depends on, itself included. */
    public Set<Path> closure(Path file) {
        Path start = file.toAbsolutePath().normalize();
        Set<Path> seen = new LinkedHashSet<>(List.of(start));
        Deque<Path> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            for (Edge e : edges.getOrDefault(queue.poll(), Map.of()).values()) {
                if (seen.add(e.to())) {
                    queue.add(e.to());
                }
            }
        }
        return seen;
    }
}
