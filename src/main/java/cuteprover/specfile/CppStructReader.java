package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.CppStruct;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a struct pasted from a kernel ({@code template <class ElementA, ...> struct SharedStorage { alignas(128)
 * cute::ArrayEngine<ElementA, cosize_v<SmemLayoutA>> A; uint64_t tma_barrier[...]; };}) into a {@link CppStruct}: its
 * data members (nested structs and unions too) and one-line member functions; static members and aliases are skipped,
 * and a member it cannot read is kept with the reason (sizeof then names it).
 */
final class CppStructReader {

    /** A property in a struct's body: {@code prove}, {@code expect refuted}, {@code assert(COND)}, a static assertion. */
    private static final Pattern PROPERTY = Pattern.compile(
            "(?m)^[ \\t]*(?:prove\\b|expect\\s+refuted\\b|assert\\s*\\((?!\\s*(?:false|0)\\b)|static_assert\\s*\\(|CUTE_STATIC_ASSERT(?:_V)?\\s*\\()");

    /** Where the properties in a struct's body start (its member functions are not read, so they are not checked). */
    static java.util.List<Integer> propertiesInside(String body) {
        java.util.List<Integer> out = new java.util.ArrayList<>();
        Matcher m = PROPERTY.matcher(body);
        while (m.find()) {
            out.add(m.end() - m.group().stripLeading().length());
        }
        return out;
    }

    private CppStructReader() {
    }

    /** A struct definition's head: its name (the body follows the '{'). */
    static final Pattern HEAD = Pattern.compile(
            "(?:struct|class)\\s+(?:alignas\\s*\\([^)]*\\)\\s*)?([A-Za-z_][A-Za-z0-9_]*)\\s*(?::[^{};]*)?\\{");
    private static final Pattern ALIGNAS = Pattern.compile("alignas\\s*\\(\\s*(\\d+)\\s*\\)\\s*");
    private static final Pattern CUTE_ARRAY = Pattern.compile(
            "(?:cute::)?(ArrayEngine|array_aligned|array)\\s*<(.*)>\\s*([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern C_ARRAY = Pattern.compile("(.+?)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*\\[(.*)\\]");
    private static final Pattern SCALAR = Pattern.compile("(.+?)\\s+([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern SKIPPED = Pattern.compile("(?:static|using|typedef|friend|template|CUTE_|CUTLASS_)\\b.*", Pattern.DOTALL);

    /** The names of the structs the text defines: {@code NAME<...>} in an expression is their instantiation. */
    static Set<String> names(String text) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = HEAD.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /**
     * {@code NAME<A, B>} of a struct written as the call {@code NAME(A, B)}, character for character (so positions stay):
     * the expression language reads a template's instantiation as a call of the struct.
     */
    static String asCalls(String s, Set<String> structs) {
        if (structs.isEmpty()) {
            return s;
        }
        char[] out = s.toCharArray();
        for (String name : structs) {
            Matcher m = Pattern.compile("\\b" + Pattern.quote(name) + "\\s*<").matcher(s);
            while (m.find()) {
                int open = m.end() - 1;
                int close = closingAngle(s, open);
                if (close > 0) {
                    out[open] = '(';
                    out[close] = ')';
                }
            }
        }
        return new String(out);
    }

    private static int closingAngle(String s, int open) {
        int angles = 0;
        int parens = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                parens++;
            } else if (c == ')') {
                parens--;
            } else if (parens == 0 && c == '<') {
                angles++;
            } else if (parens == 0 && c == '>' && --angles == 0) {
                return i;
            } else if (c == ';') {
                return -1;
            }
        }
        return -1;
    }

    /** The parameter names of a template head's list ({@code class ElementA, int Stages = 3}). */
    static List<String> templateParameters(String list) {
        List<String> names = new ArrayList<>();
        for (String part : CppFunction.topLevelParts(list)) {
            String p = part.strip();
            int eq = p.indexOf('=');
            p = (eq >= 0 ? p.substring(0, eq) : p).strip();
            Matcher last = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)$").matcher(p);
            if (last.find()) {
                names.add(last.group(1));
            }
        }
        return names;
    }

    /** A nested aggregate's head before its '{': its alignas, kind and optional name. */
    private static final Pattern NESTED_HEAD = Pattern.compile(
            "(?s)(?:alignas\\s*\\(\\s*(\\d+)\\s*\\)\\s*)?(union|struct|class)\\b\\s*(?:[A-Za-z_][A-Za-z0-9_]*)?\\s*(?::[^{]*)?");

    /** The struct of this body (the text between its braces). */
    static CppStruct read(String name, List<String> parameters, String body) {
        return read(name, parameters, body, false);
    }

    private static CppStruct read(String name, List<String> parameters, String body, boolean union) {
        List<CppStruct.Member> members = new ArrayList<>();
        java.util.Map<String, Expr> functions = new java.util.LinkedHashMap<>();
        int i = 0;
        int start = 0;
        int parens = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c == '(') {
                parens++;
            } else if (c == ')') {
                parens--;
            } else if (c == '{' && parens == 0) {
                // a member function's body, or a nested struct (then a member may follow: } tensors;)
                int close = matchingBrace(body, i);
                if (close < 0) {
                    break;
                }
                String head = body.substring(start, i).strip();
                memberFunction(head, body.substring(i + 1, close), functions);
                Matcher after = Pattern.compile("\\s*([A-Za-z_][A-Za-z0-9_]*)?\\s*;").matcher(body).region(close + 1, body.length());
                Matcher aggregate = NESTED_HEAD.matcher(head);
                if (aggregate.matches()) {
                    // a struct or union member, named or anonymous: laid out as one member of its own size
                    boolean isUnion = aggregate.group(2).equals("union");
                    String memberName = after.lookingAt() && after.group(1) != null ? after.group(1) : "(anonymous " + aggregate.group(2) + ")";
                    members.add(CppStruct.Member.nested(memberName, read(memberName, List.of(), body.substring(i + 1, close), isUnion),
                            aggregate.group(1) == null ? 1 : Long.parseLong(aggregate.group(1))));
                    i = after.lookingAt() ? after.end() : close + 1;
                } else if (after.lookingAt()) {
                    if (after.group(1) != null && !head.contains("(")) {
                        members.add(unreadable(after.group(1), "a nested struct"));
                    }
                    i = after.end();
                } else {
                    i = close + 1;
                }
                start = i;
                continue;
            } else if (c == ';' && parens == 0) {
                CppStruct.Member m = member(body.substring(start, i).strip());
                if (m != null) {
                    members.add(m);
                }
                start = i + 1;
            }
            i++;
        }
        return new CppStruct(name, parameters, members, functions, union);
    }

    /** {@code CUTE_DEVICE constexpr auto tensor_sA() { return EXPR; }}: a member function of no arguments and one return. */
    private static final Pattern MEMBER_FUNCTION = Pattern.compile("(?s).*\\b([A-Za-z_][A-Za-z0-9_]*)\\s*\\(\\s*\\)\\s*(?:const\\s*)?");
    private static final Pattern ONE_RETURN = Pattern.compile("(?s)\\s*return\\s+(.*?);\\s*");

    private static void memberFunction(String head, String body, java.util.Map<String, Expr> functions) {
        Matcher name = MEMBER_FUNCTION.matcher(head);
        Matcher value = ONE_RETURN.matcher(body);
        if (name.matches() && value.matches()) {
            try {
                functions.put(name.group(1), Parser.parse(value.group(1)));
            } catch (CuteError unreadable) {
                // not a function whose value is read here
            }
        }
    }

    private static CppStruct.Member member(String declaration) {
        if (declaration.isEmpty() || SKIPPED.matcher(declaration).matches() || declaration.endsWith(":")) {
            return null;   // a static member, an alias, a access label: no storage of an instance
        }
        long alignas = 1;
        Matcher align = ALIGNAS.matcher(declaration);
        if (align.lookingAt()) {
            alignas = Long.parseLong(align.group(1));
            declaration = declaration.substring(align.end());
        }
        declaration = declaration.replaceFirst("^(?:typename|const|volatile)\\s+", "");
        Matcher array = CUTE_ARRAY.matcher(declaration);
        if (array.matches()) {
            List<String> args = CppFunction.topLevelParts(array.group(2));
            String kind = array.group(1);
            if (args.size() < 2) {
                return unreadable(array.group(3), "a " + kind + " without an element type and a length");
            }
            long arrayAlignment = kind.equals("array") ? 1 : 16;   // cute::array_aligned<T, N, Alignment = 16>
            if (kind.equals("array_aligned") && args.size() == 3) {
                if (!args.get(2).strip().matches("\\d+")) {
                    return unreadable(array.group(3), "an array_aligned of alignment " + args.get(2).strip() + ", not read here");
                }
                arrayAlignment = Long.parseLong(args.get(2).strip());
            }
            return parsed(array.group(3), args.get(0), args.get(1), alignas, arrayAlignment);
        }
        Matcher cArray = C_ARRAY.matcher(declaration);
        if (cArray.matches()) {
            return parsed(cArray.group(2), cArray.group(1), cArray.group(3), alignas, 1);
        }
        Matcher scalar = SCALAR.matcher(declaration);
        if (scalar.matches()) {
            return parsed(scalar.group(2), scalar.group(1), null, alignas, 1);
        }
        return unreadable(declaration, "not a data member read here (" + declaration + ")");
    }

    private static CppStruct.Member parsed(String name, String type, String count, long alignas, long arrayAlignment) {
        try {
            Expr typeExpr = Parser.parse(type.strip());
            Expr countExpr = count == null ? null : Parser.parse(count.strip());
            return new CppStruct.Member(name, typeExpr, countExpr, alignas, arrayAlignment, null, null);
        } catch (CuteError e) {
            return unreadable(name, "of the type " + type.strip() + (count == null ? "" : " [" + count.strip() + "]")
                    + ", which is not read here");
        }
    }

    private static CppStruct.Member unreadable(String name, String why) {
        return new CppStruct.Member(name, null, null, 1, 1, why, null);
    }

    private static int matchingBrace(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            if (s.charAt(i) == '{') {
                depth++;
            } else if (s.charAt(i) == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
