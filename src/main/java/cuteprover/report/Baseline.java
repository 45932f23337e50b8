package cuteprover.report;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.SourcePos;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code check --baseline FILE}: the failing findings recorded in FILE ({@code --write-baseline FILE} writes them) are
 * accepted, so that a repository with failures adopts the gate and fails only on new ones. An entry matches a finding by
 * file, property, kind and text, with line numbers and timings removed from the text, never by its line: a property that
 * moves keeps its entry. Entries that no finding matches any more are reported as fixed.
 */
public final class Baseline {

    /** The format's version: a reader refuses any other. */
    static final int VERSION = 1;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> KINDS = Set.of("refuted", "unknown", "input-error");

    /**
     * One recorded finding. {@code line} tells a reader where it was when written; matching ignores it.
     *
     * @param file     repository-relative
     * @param property the property's name or text (line numbers removed), null for an input error of no property
     * @param kind     {@code refuted}, {@code unknown} or {@code input-error}
     * @param rule     the rule id, for a reader
     * @param text     the finding's headline, line numbers and timings removed
     */
    public record Entry(String file, String property, String kind, String rule, String text, int line) {

        /** What a finding must equal to be this one. */
        Key key() {
            return new Key(file, property, kind, text);
        }
    }

    private record Key(String file, String property, String kind, String text) { }

    /** An entry no finding of the run matches: what it recorded was fixed. */
    public record Fixed(String baselineFile, Entry entry) {

        /** A compiler's note at the line the entry recorded (where it was when the baseline was written). */
        public String note() {
            return entry.file() + ":" + Math.max(1, entry.line()) + ":1: note: fixed since the baseline " + baselineFile
                    + " (no longer found; --write-baseline drops it): " + entry.text() + " [" + entry.rule() + "]";
        }
    }

    /** The findings the baseline accepts, and its entries that no longer occur. */
    public record Matched(Map<Finding, Waiver> waived, List<Fixed> fixed) { }

    /** The baseline could not be read: an input error at its position in the file. */
    public static final class Unreadable extends Exception {
        private final transient Diagnostic diagnostic;

        Unreadable(String file, int line, int column, String message) {
            super(file + ":" + line + ":" + column + ": " + message);
            this.diagnostic = new Diagnostic(new SourcePos(file, line, column), message);
        }

        public Diagnostic diagnostic() {
            return diagnostic;
        }
    }

    private final String name;
    private final List<Entry> entries;

    private Baseline(String name, List<Entry> entries) {
        this.name = name;
        this.entries = List.copyOf(entries);
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The entry that records the finding ({@code root}: the repository, which file paths are relative to). */
    public static Entry entryOf(Finding f, Path root) {
        String kind = f.type().name().toLowerCase(Locale.ROOT).replace('_', '-');
        return new Entry(RepoPaths.relative(f.pos().file(), root), f.property() == null ? null : normalized(f.property()), kind,
                f.rule(), normalized(f.headline()), f.pos().line());
    }

    /**
     * The text without what moves when nothing changed: positions ({@code k.cu:426:3}, {@code line 12}) and timings
     * ({@code 300 ms}, {@code 1.8 s}).
     */
    static String normalized(String text) {
        return text.replaceAll("(\\.[A-Za-z][A-Za-z0-9]*):\\d+(?::\\d+)?", "$1")
                .replaceAll("\\bline \\d+", "line")
                .replaceAll("\\b\\d+(?:\\.\\d+)? ?ms\\b", "<time>")
                .replaceAll("\\b\\d+\\.\\d+ ?s\\b", "<time>");
    }

    /** The baseline file's text: the entries sorted, so that the same findings write the same file. */
    public static String render(List<Entry> entries) {
        List<Entry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(Entry::file).thenComparing(e -> e.property() == null ? "" : e.property())
                .thenComparing(Entry::kind).thenComparing(Entry::text).thenComparingInt(Entry::line));
        List<Object> findings = new ArrayList<>();
        for (Entry e : sorted) {
            findings.add(SarifReport.map("file", e.file(), "line", e.line(), "property", e.property(), "kind", e.kind(),
                    "rule", e.rule(), "text", e.text()));
        }
        return Json.write(SarifReport.map("version", VERSION, "findings", findings));
    }

    /** Reads a baseline file; {@code name} is how reports call it. */
    public static Baseline read(Path file, String name) throws Unreadable {
        if (!Files.isRegularFile(file)) {
            throw new Unreadable(name, 1, 1, "no such baseline file (--write-baseline " + name + " writes one)");
        }
        try (JsonParser p = JSON.createParser(file.toFile())) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw bad(name, p, "a baseline is a JSON object {\"version\": 1, \"findings\": [...]}");
            }
            Integer version = null;
            List<Entry> entries = null;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                if (field.equals("version")) {
                    if (value != JsonToken.VALUE_NUMBER_INT || p.getIntValue() != VERSION) {
                        throw bad(name, p, "baseline version " + p.getText() + " is not " + VERSION
                                + ": write the baseline again with --write-baseline");
                    }
                    version = VERSION;
                } else if (field.equals("findings")) {
                    if (value != JsonToken.START_ARRAY) {
                        throw bad(name, p, "\"findings\" must be an array of findings");
                    }
                    entries = new ArrayList<>();
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        JsonLocation at = p.currentTokenLocation();
                        entries.add(entry(JSON.readTree(p), name, at));
                    }
                } else {
                    p.skipChildren();
                }
            }
            if (version == null || entries == null) {
                throw new Unreadable(name, 1, 1, "a baseline needs \"version\": " + VERSION + " and \"findings\": [...]");
            }
            return new Baseline(name, entries);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new Unreadable(name, at == null ? 1 : Math.max(1, at.getLineNr()), at == null ? 1 : Math.max(1, at.getColumnNr()),
                    "not valid JSON: " + e.getOriginalMessage().replaceAll("\\[Source: .*?; line: (\\d+), column: (\\d+)]", "line $1, column $2"));
        } catch (IOException e) {
            throw new Unreadable(name, 1, 1, "cannot read the baseline: " + e.getMessage());
        }
    }

    private static Entry entry(JsonNode n, String name, JsonLocation at) throws Unreadable {
        int line = Math.max(1, at.getLineNr());
        int column = Math.max(1, at.getColumnNr());
        if (!n.isObject()) {
            throw new Unreadable(name, line, column, "a finding must be an object with file, kind and text");
        }
        for (String field : List.of("file", "kind", "text")) {
            if (!n.path(field).isTextual()) {
                throw new Unreadable(name, line, column, "a finding needs \"" + field + "\" as a string");
            }
        }
        if (!KINDS.contains(n.path("kind").asText())) {
            throw new Unreadable(name, line, column, "a finding's \"kind\" is refuted, unknown or input-error, not '"
                    + n.path("kind").asText() + "'");
        }
        if (!n.path("property").isMissingNode() && !n.path("property").isNull() && !n.path("property").isTextual()) {
            throw new Unreadable(name, line, column, "a finding's \"property\" is a string or null");
        }
        return new Entry(n.path("file").asText(), n.path("property").isTextual() ? n.path("property").asText() : null,
                n.path("kind").asText(), n.path("rule").asText(""), n.path("text").asText(), n.path("line").asInt(0));
    }

    private static Unreadable bad(String name, JsonParser p, String message) {
        JsonLocation at = p.currentTokenLocation();
        return new Unreadable(name, Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr()), message);
    }

    /**
     * Waives each failing finding an entry records, one finding per entry; the entries left are fixed, where the run
     * could tell: their file was checked ({@code checkedFiles}, repository-relative), and the whole of it
     * ({@code partial} false: no other shard).
     */
    public Matched match(List<Finding> failing, Path root, Set<String> checkedFiles, boolean partial) {
        Map<Key, List<Entry>> open = new LinkedHashMap<>();
        entries.forEach(e -> open.computeIfAbsent(e.key(), k -> new ArrayList<>()).add(e));
        Map<Finding, Waiver> waived = new HashMap<>();
        for (Finding f : failing) {
            List<Entry> same = open.get(entryOf(f, root).key());
            if (same != null && !same.isEmpty()) {
                same.remove(0);
                waived.put(f, new Waiver.Baselined(name));
            }
        }
        List<Fixed> fixed = new ArrayList<>();
        if (!partial) {
            open.values().forEach(left -> left.stream().filter(e -> checkedFiles.contains(e.file()))
                    .forEach(e -> fixed.add(new Fixed(name, e))));
        }
        return new Matched(waived, fixed);
    }
}
