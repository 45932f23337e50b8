package cuteprover.importer;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Small helpers on printed CuTe text: static marks, dynamic values, top-level splitting. */
final class PrintedText {

    private static final Pattern STATIC = Pattern.compile("(?<![A-Za-z0-9@])_(-?\\d+)");
    private static final Pattern BARE = Pattern.compile("(?<![A-Za-z0-9_@<-])(-?\\d+)(?![0-9]*@)");

    private PrintedText() {
    }

    /** CuTe C++ prints static integers as {@code _N}; the expression language takes them either way. */
    static String withoutStaticMarks(String s) {
        return STATIC.matcher(s).replaceAll("$1");
    }

    /** For each character of {@link #withoutStaticMarks}'s result, its index in {@code s}. */
    static int[] strippedToOriginal(String s) {
        int[] map = new int[s.length() + 1];
        int k = 0;
        Matcher m = STATIC.matcher(s);
        int last = 0;
        while (m.find()) {
            for (int i = last; i < m.start(); i++) {
                map[k++] = i;
            }
            for (int i = m.start() + 1; i < m.end(); i++) {
                map[k++] = i;
            }
            last = m.end();
        }
        for (int i = last; i < s.length(); i++) {
            map[k++] = i;
        }
        map[k] = s.length();
        return java.util.Arrays.copyOf(map, k + 1);
    }

    /** True when a printout marks static integers with {@code _} (CuTe C++), so bare integers were dynamic. */
    static boolean marksStatic(String text) {
        return STATIC.matcher(text).find();
    }

    /** Integers printed without {@code _} in a printout that marks static ones: dynamic values at print time. */
    static List<String> dynamicValues(String s, boolean marksStatic) {
        List<String> out = new ArrayList<>();
        if (!marksStatic) {
            return out;
        }
        String masked = STATIC.matcher(s).replaceAll("S");
        masked = masked.replaceAll("Sw<[^>]*>", "");
        Matcher m = BARE.matcher(masked);
        while (m.find()) {
            if (!out.contains(m.group(1))) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    static final String TILE_NOTE = "a tiler (CuTe's Tile): one layout per mode, as logical_divide and composition take it";

    /**
     * CuTe's Tile prints as a tuple with a layout among its modes ({@code (_4:_2,_8:_1)}, {@code (_32,(_8,_2):(_1,_16),_16)}):
     * a by-mode tiler, not a tuple or the concatenation of its layouts. Its tiler text {@code [4:2,8:1]} for
     * static-mark-free {@code text}, or null when {@code text} is no such tuple.
     */
    static String asTile(String text) {
        try {
            boolean tile = Parser.parse(text) instanceof Expr.TupleExpr t && t.elements().size() > 1
                    && t.elements().stream().anyMatch(e -> e instanceof Expr.LayoutExpr);
            return tile ? "[" + text.substring(1, text.length() - 1) + "]" : null;
        } catch (CuteError e) {
            return null;
        }
    }

    /** Splits at top-level commas of a parenthesised tuple text {@code (a,(b,c),d)}; null if not a tuple. */
    static List<String> topLevel(String tuple) {
        String t = tuple.trim();
        if (!t.startsWith("(") || !t.endsWith(")")) {
            return null;
        }
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 1;
        for (int i = 1; i < t.length() - 1; i++) {
            char c = t.charAt(i);
            if (c == '(' || c == '[' || c == '<') {
                depth++;
            } else if (c == ')' || c == ']' || c == '>') {
                depth--;
            } else if (c == ',' && depth == 0) {
                out.add(t.substring(start, i));
                start = i + 1;
            }
        }
        out.add(t.substring(start, t.length() - 1));
        return out;
    }
}
