package cuteprover.specfile;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names a C++ statement that is not followed may write: a variable whose address it passes ({@code sscanf(argv[1],
 * "%d", &m);}, {@code cudaGetDevice(&id);}), one it reads a stream into ({@code std::cin >> m;}), one it assigns
 * through {@code std::tie(a, b) = ...;}, one a non-const reference is bound to ({@code int& r = x;}), one a lambda that
 * captures by reference assigns in its body ({@code auto f = [&](int x) { m = x; };}), and, for a call the
 * reader does not know ({@code cmd.get_cmd_line_argument("m", m);}, {@code read_arg(n);}), a variable it passes by
 * name, which C++ may bind to a non-const reference. Reading such a name afterwards must not read its declared value:
 * a kernel's driver declares {@code int m = 5120;} and then reads m from its command line.
 */
final class CppWrites {

    /** A C++ declaration's head, up to its '=' (the parser's pattern). */
    private final Pattern declaration;
    /** Whether each name's latest C++ declaration so far was const or constexpr: C++ cannot write it. */
    private final java.util.Map<String, Boolean> declaredConst = new java.util.HashMap<>();
    /** Whether each name's latest C++ declaration so far had an integer type ({@code int m = 5120;}, not bool or auto). */
    private final java.util.Map<String, Boolean> declaredInteger = new java.util.HashMap<>();
    private static final Pattern INTEGER_TYPE = Pattern.compile(
            "(?s).*\\b(?:int|int32_t|int64_t|uint32_t|uint64_t|unsigned|long|size_t)\\b.*");

    CppWrites(Pattern declaration) {
        this.declaration = declaration;
    }

    /** Records whether a C++ declaration's name is const (or constexpr). */
    void declared(String statement) {
        Matcher cpp = declaration.matcher(statement);
        if (cpp.lookingAt()) {
            String head = statement.substring(0, cpp.end()).replaceAll("\\s*=$", "");
            String name = head.replaceAll("^.*\\s", "");
            String type = head.substring(0, head.length() - name.length());
            declaredConst.put(name, type.matches("(?s).*\\b(?:const|constexpr)\\b.*"));
            declaredInteger.put(name, INTEGER_TYPE.matcher(type).matches());
        }
    }

    /** The statement's MayWrite of {@code names} less those declared const, or null where none is left. */
    Statement.MayWrite mayWrite(String statement, Set<String> names, SourcePos pos) {
        names.removeIf(name -> declaredConst.getOrDefault(name, false));
        if (names.isEmpty()) {
            return null;
        }
        List<String> integers = names.stream().filter(name -> declaredInteger.getOrDefault(name, false)).toList();
        return new Statement.MayWrite(new ArrayList<>(names), integers, statement.strip(), pos);
    }

    /** {@code &name} as an operand (after '(', ',', '=' or at the start), not {@code &name.member} or {@code &name[0]}. */
    private static final Pattern ADDRESS = Pattern.compile(
            "(?:^|[(,=]|\\breturn)\\s*&\\s*([A-Za-z_][A-Za-z0-9_]*)\\b(?!\\s*(?:\\.|->|\\[|\\(|::))");
    /** {@code std::tie(a, b) = ...;}: the names assigned. */
    private static final Pattern TIE = Pattern.compile("(?s)\\s*(?:std::)?tie\\s*\\(([^()]*)\\)\\s*=(?!=).*");
    /** {@code int& r = x;}, {@code auto&& r = x;}: x, written wherever r is (not a const reference). */
    private static final Pattern REFERENCE = Pattern.compile(
            "(?<![A-Za-z0-9_])(?!const\\b)[A-Za-z_][A-Za-z0-9_:<>]*\\s*&&?\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=\\s*\\(?\\s*([A-Za-z_][A-Za-z0-9_]*)(?:\\.[xyz])?\\s*\\)?\\s*(?:;|$)");
    /** A lambda that captures by reference, {@code [&](int x) { m = x; }} or {@code [&m]}: its body may write them. */
    private static final Pattern REFERENCE_LAMBDA = Pattern.compile("\\[[^\\]]*&[^\\]]*\\]\\s*(?:\\([^)]*\\))?[^{;]*\\{");
    /** An assignment's target inside a lambda's body: {@code m = ...}, {@code m += ...}, {@code ++m}, {@code m--}. */
    /** A parenthesized or cast lvalue written: {@code (x) = 2}, {@code (x)++}, {@code ++(x)}, {@code const_cast<int&>(x) = 2}. */
    private static final Pattern WRAPPED_LVALUE = Pattern.compile(
            "(?:(?:\\+\\+|--)\\s*\\(\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\))|(?:(?:const_cast\\s*<[^>]*>\\s*)?\\(\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\)\\s*"
            + "(?:\\+\\+|--|(?:[-+*/%&|^]|<<|>>)?=(?!=)))");
    /** What a writable handle is taken of: {@code &(x)}, {@code *&x}, {@code std::addressof(x)}, {@code std::ref(x)}, {@code std::move(x)}. */
    private static final Pattern HANDLE = Pattern.compile(
            "&\\s*\\(\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\)|\\*\\s*&\\s*([A-Za-z_][A-Za-z0-9_]*)|(?:std::)?(?:addressof|ref|move|tie)\\s*\\(([^()]*)\\)");
    private static final Pattern ASSIGNED = Pattern.compile(
            "(?:\\+\\+|--)\\s*([A-Za-z_][A-Za-z0-9_]*)(?!\\s*(?:\\.|->))|(?<![.>A-Za-z0-9_])([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\+\\+|--|(?:[-+*/%&|^]|<<|>>)?=(?!=))");
    /**
     * The names a C++ statement assigns inside its expressions ({@code int y = x++;}, {@code N = 3, x = 4;}), less the
     * name it declares ({@code declared}, or null): assignments that are not statements of their own.
     */
    static Set<String> assignedWithin(String statement, String declared) {
        Set<String> out = new LinkedHashSet<>();
        Matcher head = DECLARED.matcher(statement);
        if (declared == null && head.lookingAt()) {
            declared = head.group(1);   // cutlass::Status status = ...;  auto* kernel_ptr = &gemm_device<...>;
        }
        // string and character literals ("M = ") and braced bodies (a lambda's, whose own declarations are its own) aside
        String code = withoutBraces(statement.replaceAll("\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)*'", "\"\""));
        Matcher assigned = ASSIGNED.matcher(code);
        while (assigned.find()) {
            String name = assigned.group(1) != null ? assigned.group(1) : assigned.group(2);
            if (!name.equals(declared) && !KEYWORDS.contains(name) && !(assigned.group(2) != null && declaredHere(code, assigned.start(2)))) {
                out.add(name);
            }
        }
        return out;
    }

    /** Whether the name at {@code at} follows a type ({@code int32_t errors = 0}, {@code auto& r = x}): declared, not assigned. */
    private static boolean declaredHere(String code, int at) {
        int k = at - 1;
        while (k >= 0 && Character.isWhitespace(code.charAt(k))) {
            k--;
        }
        return k >= 0 && k < at - 1 && (Character.isLetterOrDigit(code.charAt(k)) || "_&*>".indexOf(code.charAt(k)) >= 0)
                || k >= 0 && "&*".indexOf(code.charAt(k)) >= 0;
    }

    /** The text with what braces enclose removed (a lambda's body, an initializer list). */
    private static String withoutBraces(String s) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        for (char c : s.toCharArray()) {
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0) {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The names a block's head assigns: a for's {@code k = 0} (not a variable it declares, {@code int k = 0}) and its
     * {@code ++k, ++j}, an if's or a while's {@code (x = 4) > 2}.
     */
    static Set<String> assignedInHead(String head) {
        int open = head.indexOf('(');
        int close = head.lastIndexOf(')');
        if (open < 0 || close < open) {
            return new LinkedHashSet<>();
        }
        String inside = head.substring(open + 1, close);
        String declared = null;
        Matcher declaration = HEAD_DECLARATION.matcher(inside);
        if (declaration.lookingAt()) {
            declared = declaration.group(1);   // for (int k = 0; ...), if (int t = M - 4; t < 0)
        }
        return assignedWithin(inside, declared);
    }

    private static final Set<String> KEYWORDS = Set.of("operator", "return", "const", "auto");
    /** A declaration's head, {@code TYPE NAME =} (a type of one or more words, pointers and references): its name. */
    private static final Pattern DECLARED = Pattern.compile(
            "\\s*(?:[A-Za-z_][A-Za-z0-9_:]*(?:\\s*<[^;=]*>)?[\\s*&]+)+([A-Za-z_][A-Za-z0-9_]*)\\s*=(?!=)");
    /** A declaration at the start of a head, {@code int k = 0} or {@code auto t = ...}: its name. */
    private static final Pattern HEAD_DECLARATION = Pattern.compile(
            "\\s*(?:const\\s+)?(?:auto|int|int32_t|int64_t|uint32_t|uint64_t|unsigned(?:\\s+int)?|long|size_t|bool)\\s+"
            + "([A-Za-z_][A-Za-z0-9_]*)\\s*=(?!=)");

    /** {@code std::cin >> a >> b;}: the names read into. */
    private static final Pattern STREAM_READ = Pattern.compile("^\\s*(?:std::)?cin\\s*>>(?s:.*)");
    private static final Pattern STREAM_TARGET = Pattern.compile(">>\\s*([A-Za-z_][A-Za-z0-9_]*)\\b(?!\\s*(?:\\.|->|\\[|\\(|::))");
    /** A call statement, {@code f(...);} or {@code obj.f(...);} or {@code ns::f<T>(...);}: its arguments. */
    private static final Pattern CALL = Pattern.compile(
            "(?s)\\s*&?[A-Za-z_][A-Za-z0-9_]*(?:(?:::|\\.|->)[A-Za-z_][A-Za-z0-9_]*)*\\s*(?:<[^;]*>)?\\s*\\((.*)\\)\\s*;?\\s*");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** The names whose address the statement passes, or that it reads a stream into. */
    static Set<String> byAddress(String statement) {
        Set<String> out = new LinkedHashSet<>();
        Matcher address = ADDRESS.matcher(statement);
        while (address.find()) {
            out.add(address.group(1));
        }
        Matcher wrapped = WRAPPED_LVALUE.matcher(statement);
        while (wrapped.find()) {
            out.add(wrapped.group(1) != null ? wrapped.group(1) : wrapped.group(2));
        }
        Matcher handle = HANDLE.matcher(statement);
        while (handle.find()) {
            String names = handle.group(1) != null ? handle.group(1) : handle.group(2) != null ? handle.group(2) : handle.group(3);
            for (String name : CppFunction.topLevelParts(names)) {
                if (NAME.matcher(name.strip()).matches()) {
                    out.add(name.strip());
                }
            }
        }
        Matcher lambda = REFERENCE_LAMBDA.matcher(statement);
        if (lambda.find()) {
            // the lambda may run whenever it is called from here on: what its body assigns is written (conservatively, now)
            Matcher assigned = ASSIGNED.matcher(statement.substring(lambda.end()));
            while (assigned.find()) {
                out.add(assigned.group(1) != null ? assigned.group(1) : assigned.group(2));
            }
        }
        Matcher tie = TIE.matcher(statement);
        if (tie.matches()) {
            for (String name : CppFunction.topLevelParts(tie.group(1))) {
                if (NAME.matcher(name.strip()).matches()) {
                    out.add(name.strip());
                }
            }
        }
        Matcher reference = REFERENCE.matcher(statement);
        while (reference.find()) {
            out.add(reference.group(1));   // int& r = x;  also with more on the line (int& r = x; r = 5;)
        }
        if (STREAM_READ.matcher(statement).matches()) {
            Matcher target = STREAM_TARGET.matcher(statement);
            while (target.find()) {
                out.add(target.group(1));
            }
        }
        return out;
    }

    /** The same, and the names an unknown call passes as whole arguments (C++ may take them by reference). */
    static Set<String> byAddressOrReference(String statement) {
        Set<String> out = byAddress(statement);
        Matcher call = CALL.matcher(statement);
        if (call.matches()) {
            for (String argument : CppFunction.topLevelParts(call.group(1))) {
                String a = argument.strip();
                if (NAME.matcher(a).matches() && !a.equals("true") && !a.equals("false") && !a.equals("nullptr")) {
                    out.add(a);
                }
            }
        }
        return out;
    }
}
