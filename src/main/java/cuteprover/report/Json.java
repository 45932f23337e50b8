package cuteprover.report;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** A minimal JSON writer for our reports: maps, lists, strings, numbers, booleans, null. */
public final class Json {

    private Json() {
    }

    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 0);
        sb.append('\n');
        return sb.toString();
    }

    /** One line, no indentation: a record of JSON Lines ({@code prove --json}, {@code eval --json}). */
    public static String line(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, -1);
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object v, int indent) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String s) {
            string(sb, s);
        } else if (v instanceof Number || v instanceof Boolean) {
            sb.append(v);
        } else if (v instanceof Map<?, ?> m) {
            sb.append('{');
            Iterator<? extends Map.Entry<?, ?>> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = it.next();
                newline(sb, indent < 0 ? -1 : indent + 1);
                string(sb, String.valueOf(e.getKey()));
                sb.append(indent < 0 ? ":" : ": ");
                write(sb, e.getValue(), indent < 0 ? -1 : indent + 1);
                if (it.hasNext()) {
                    sb.append(',');
                }
            }
            if (!m.isEmpty()) {
                newline(sb, indent);
            }
            sb.append('}');
        } else if (v instanceof List<?> l) {
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                newline(sb, indent < 0 ? -1 : indent + 1);
                write(sb, l.get(i), indent < 0 ? -1 : indent + 1);
                if (i + 1 < l.size()) {
                    sb.append(',');
                }
            }
            if (!l.isEmpty()) {
                newline(sb, indent);
            }
            sb.append(']');
        } else {
            string(sb, v.toString());
        }
    }

    private static void newline(StringBuilder sb, int indent) {
        if (indent < 0) {
            return;   // compact: everything on one line
        }
        sb.append('\n').append("  ".repeat(indent));
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
