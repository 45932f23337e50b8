package cuteprover.symbolic;

import java.util.ArrayList;
import java.util.List;

/**
 * The usage forms of a registered function, read from its signature text ({@code FunctionTable.signatures()}):
 * {@code local_tile(LAYOUT, TILER, COORD[, Step<_1,X,_1>])} is one form of three arguments, the last optional;
 * {@code composition(A,B) or composition(A,[B0,B1,...])} two forms. A form spelled with template arguments
 * ({@code take<B,E>(L)}) is skipped: its function always has a plain form beside it.
 */
final class RegistrySignatures {

    private RegistrySignatures() {
    }

    /** A piece of an argument list. */
    sealed interface Slot permits Argument, Optional, Repeat { }

    /** One argument, spelled by one of its alternatives ({@code TV | TILED_COPY}, {@code CTA_TILER_MNK or EPILOGUE_TILE_MN}). */
    record Argument(List<String> alternatives) implements Slot { }

    /** Arguments that may be left out together ({@code [, CLUSTER_SIZE]}); nested ones only with their outer group. */
    record Optional(List<Slot> slots) implements Slot { }

    /** More of an argument ({@code ...} after it, or {@code I...}): the word is repeated zero or more times. */
    record Repeat(String word) implements Slot { }

    /** One way of calling the function. */
    record Usage(String function, List<Slot> slots) { }

    /** Every plain form of {@code function} that its signature spells. */
    static List<Usage> usages(String function, String signature) {
        List<Usage> out = new ArrayList<>();
        String call = function + "(";
        for (int at = signature.indexOf(call); at >= 0; at = signature.indexOf(call, at + 1)) {
            if (at > 0 && (Character.isLetterOrDigit(signature.charAt(at - 1)) || signature.charAt(at - 1) == '_'
                    || signature.charAt(at - 1) == '.')) {
                continue; // part of another name, or a member call in the description (thr_mma.make_fragment_A(...))
            }
            int open = at + function.length();
            int close = matching(signature, open, '(', ')');
            if (close < 0) {
                continue;
            }
            out.add(new Usage(function, slots(signature.substring(open + 1, close))));
        }
        return out;
    }

    /** The argument list's slots: top-level commas split, {@code [, ...]} is optional, {@code [B0,...]} a tiler literal. */
    static List<Slot> slots(String text) {
        List<Slot> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (depth == 0 && c == '[' && text.substring(i + 1).stripLeading().startsWith(",")) {
                addArgument(out, current);
                int close = matching(text, i, '[', ']');
                String inner = text.substring(i + 1, close).stripLeading().substring(1);
                out.add(new Optional(slots(inner)));
                i = close;
                continue;
            }
            if (c == '(' || c == '<' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == '>' || c == ']' || c == '}') {
                depth--;
            }
            if (depth == 0 && c == ',') {
                addArgument(out, current);
            } else {
                current.append(c);
            }
        }
        addArgument(out, current);
        return out;
    }

    private static void addArgument(List<Slot> out, StringBuilder text) {
        String word = text.toString().trim();
        text.setLength(0);
        if (word.isEmpty()) {
            return;
        }
        if (word.equals("...")) {
            Slot previous = out.isEmpty() ? null : out.get(out.size() - 1);
            if (previous instanceof Argument a) {
                out.add(new Repeat(a.alternatives().get(0)));
            }
            return;
        }
        if (word.endsWith("...")) {
            String repeated = word.substring(0, word.length() - 3);
            out.add(new Argument(List.of(repeated)));
            out.add(new Repeat(repeated));
            return;
        }
        List<String> alternatives = new ArrayList<>();
        for (String alternative : word.split(" \\| | or ")) {
            alternatives.add(alternative.trim());
        }
        out.add(new Argument(alternatives));
    }

    /** The index of the bracket that closes the one at {@code open}, or -1. */
    private static int matching(String text, int open, char opening, char closing) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == opening) {
                depth++;
            } else if (c == closing && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
