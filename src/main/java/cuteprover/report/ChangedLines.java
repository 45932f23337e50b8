package cuteprover.report;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines a change added or modified, by path relative to the repository root: {@code --format github} annotates
 * findings there first, since GitHub shows only the first annotations of each type.
 */
public record ChangedLines(Map<String, Set<Integer>> lines) {

    /** No change known: annotations keep the report's order. */
    public static final ChangedLines NONE = new ChangedLines(Map.of());

    private static final Pattern NEW_FILE = Pattern.compile("^\\+\\+\\+ (?:\"?b/)?(.*?)\"?$");
    private static final Pattern HUNK = Pattern.compile("^@@ -\\d+(?:,\\d+)? \\+(\\d+)(?:,(\\d+))? @@.*");

    /** Sorted, so that the text of equal changes is equal (it is part of the run cache's key). */
    public ChangedLines {
        Map<String, Set<Integer>> copy = new TreeMap<>();
        lines.forEach((file, numbers) -> copy.put(file, Collections.unmodifiableSortedSet(new TreeSet<>(numbers))));
        lines = Collections.unmodifiableMap(copy);
    }

    public boolean contains(String file, int line) {
        return lines.getOrDefault(file, Set.of()).contains(line);
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }

    /**
     * Every line of each file, by path relative to {@code root} ({@code check --changed FILE...} without a pull request's
     * diff: a finding in a changed file is on the change); a file that cannot be read adds nothing.
     */
    public static ChangedLines wholeFiles(java.util.Collection<java.nio.file.Path> files, java.nio.file.Path root) {
        Map<String, Set<Integer>> out = new HashMap<>();
        for (java.nio.file.Path f : files) {
            try {
                long count = java.nio.file.Files.readAllLines(f).size();
                Set<Integer> numbers = new TreeSet<>();
                for (int k = 1; k <= Math.max(1, count); k++) {
                    numbers.add(k);
                }
                out.put(RepoPaths.relative(f.toAbsolutePath().normalize().toString(), root), numbers);
            } catch (java.io.IOException | java.io.UncheckedIOException e) {
                // deleted, unreadable or not text: no finding can be on its lines
            }
        }
        return new ChangedLines(out);
    }

    /** The new side's lines of each hunk of a unified diff ({@code git diff -U0}: no context lines to count). */
    public static ChangedLines fromUnifiedDiff(String diff) {
        Map<String, Set<Integer>> out = new HashMap<>();
        String file = null;
        for (String line : diff.lines().toList()) {
            Matcher f = NEW_FILE.matcher(line);
            Matcher h = HUNK.matcher(line);
            if (line.startsWith("+++ ") && f.matches()) {
                file = line.equals("+++ /dev/null") ? null : f.group(1);
            } else if (file != null && h.matches()) {
                int start = Integer.parseInt(h.group(1));
                int count = h.group(2) == null ? 1 : Integer.parseInt(h.group(2));
                Set<Integer> numbers = out.computeIfAbsent(file, k -> new TreeSet<>());
                for (int k = 0; k < count; k++) {
                    numbers.add(start + k);
                }
            }
        }
        return new ChangedLines(out);
    }

    /** Known changes, for tests and callers that have them: each file with its changed lines. */
    public static ChangedLines of(Map<String, List<Integer>> lines) {
        Map<String, Set<Integer>> out = new HashMap<>();
        lines.forEach((file, numbers) -> out.put(file, new TreeSet<>(numbers)));
        return new ChangedLines(out);
    }
}
