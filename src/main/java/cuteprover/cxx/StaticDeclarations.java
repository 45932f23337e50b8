package cuteprover.cxx;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.CuteError;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The CuTe values that clang's types fix for a file's declarations ({@code auto sA = tile_to_shape(...);},
 * {@code using SmemLayout = decltype(...);}): by line and name, the value in our spec language where every instantiation
 * of the declaration has the same fully static type. A declaration whose type has a run-time part, holds no CuTe value,
 * or differs between a template's instantiations is left out: only what the compiler fixed is taken from it.
 */
public final class StaticDeclarations {

    private final Map<Integer, Map<String, String>> byLine = new HashMap<>();
    private final Map<Integer, Map<String, String>> typesByLine = new HashMap<>();
    private final Set<String> ambiguousTypes = new HashSet<>();
    private final Set<String> ambiguous = new HashSet<>();
    private final java.util.function.Predicate<String> isMain;
    private String file = "";
    private int line;

    private StaticDeclarations(java.util.function.Predicate<String> isMain) {
        this.isMain = isMain;
    }

    /** The static values of the declarations in the file clang read as the user's ({@code isMain} of its name). */
    public static Map<Integer, Map<String, String>> of(JsonNode tu, java.util.function.Predicate<String> isMain) {
        StaticDeclarations d = new StaticDeclarations(isMain);
        d.walk(tu);
        return withoutAmbiguous(d.byLine, d.ambiguous);
    }

    /**
     * The compiler's types (canonical spellings) of the declarations of layouts and tuples with run-time parts, by line
     * and name, where every instantiation has the same type: what a reading of their values must agree with.
     */
    public static Map<Integer, Map<String, String>> typesWithRunTimeParts(JsonNode tu, java.util.function.Predicate<String> isMain) {
        StaticDeclarations d = new StaticDeclarations(isMain);
        d.walk(tu);
        return withoutAmbiguous(d.typesByLine, d.ambiguousTypes);
    }

    /** {@code byLine} less the declarations ({@code LINE:NAME}) whose instantiations disagree. */
    private static Map<Integer, Map<String, String>> withoutAmbiguous(Map<Integer, Map<String, String>> byLine, Set<String> ambiguous) {
        for (String key : ambiguous) {
            int at = key.indexOf(':');
            Map<String, String> names = byLine.get(Integer.parseInt(key.substring(0, at)));
            if (names != null) {
                names.remove(key.substring(at + 1));
            }
        }
        return byLine;
    }

    /**
     * Clang's JSON writes a location's file and line only where they change from the last location it wrote, in
     * document order (a node's loc, then its range's begin and end, then its children): the walk keeps them.
     */
    private void walk(JsonNode node) {
        int declLine = advance(node.path("loc"));
        int beginLine = advance(node.path("range").path("begin"));
        advance(node.path("range").path("end"));
        String kind = node.path("kind").asText("");
        boolean mine = file.isEmpty() || isMain.test(file);
        if (mine && (kind.equals("VarDecl") || kind.equals("TypeAliasDecl")) && node.has("name")) {
            record(node, declLine, beginLine);
        }
        for (JsonNode child : node.path("inner")) {
            walk(child);
        }
    }

    /** Takes the location's file and line into the state; returns the line it stands for (0 when it has none). */
    private int advance(JsonNode loc) {
        if (loc.isMissingNode() || loc.isEmpty()) {
            return 0;
        }
        JsonNode at = loc.has("expansionLoc") ? loc.path("expansionLoc") : loc;
        if (loc.has("spellingLoc")) {
            advance(loc.path("spellingLoc"));
        }
        if (at.has("file")) {
            file = at.path("file").asText();
        }
        if (at.has("line")) {
            line = at.path("line").asInt();
        }
        return line;
    }

    /** A layout's or tuple's type with run-time parts: kept where all instantiations agree. */
    private void recordType(String spelling, String staticValue, String name, int declLine, int beginLine) {
        String head;
        try {
            head = CuteTypes.unqualified(CuteTypes.parse(spelling));
        } catch (RuntimeException e) {
            head = "";
        }
        boolean layoutOrTuple = staticValue == null && (head.equals("Layout") || head.equals("tuple"));
        for (int l : new int[] {declLine, beginLine}) {
            if (l <= 0) {
                continue;
            }
            String key = l + ":" + name;
            Map<String, String> names = typesByLine.computeIfAbsent(l, k -> new HashMap<>());
            String before = names.get(name);
            if (!layoutOrTuple) {
                if (!spelling.contains("auto") && !spelling.contains("decltype") && !spelling.contains("type-parameter")) {
                    ambiguousTypes.add(key);   // another instantiation has no such type: nothing is compared
                }
            } else if (before != null && !before.equals(spelling)) {
                ambiguousTypes.add(key);
            } else {
                names.put(name, spelling);
            }
        }
    }

    private void record(JsonNode node, int declLine, int beginLine) {
        JsonNode type = node.path("type");
        String spelling = type.has("desugaredQualType") ? type.path("desugaredQualType").asText() : type.path("qualType").asText();
        String value;
        try {
            value = CuteTypes.specText(CuteTypes.parse(spelling), CuteTypes.STATIC_ONLY);
        } catch (CuteError | IllegalArgumentException | IndexOutOfBoundsException e) {
            value = null;   // a run-time part, a dependent type in a template's pattern, or no CuTe value
        }
        String name = node.path("name").asText();
        recordType(spelling, value, name, declLine, beginLine);
        for (int l : new int[] {declLine, beginLine}) {
            if (l <= 0) {
                continue;
            }
            String key = l + ":" + name;
            Map<String, String> names = byLine.computeIfAbsent(l, k -> new HashMap<>());
            String before = names.get(name);
            if (value == null) {
                // a template's pattern has a dependent type: its instantiations decide; a non-template's run-time type excludes it
                if (!spelling.contains("auto") && !spelling.contains("decltype") && !spelling.contains("type-parameter")) {
                    ambiguous.add(key);
                }
            } else if (before != null && !before.equals(value)) {
                ambiguous.add(key);
            } else {
                names.put(name, value);
            }
        }
    }
}
