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
            "(?s)\\s*(?!const\\b)[A-Za-z_][A-Za-z0-9_:<>, ]*?&&?\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*;?\\s*");
    /** A lambda that captures by reference, {@code [&](int x) { m = x; }} or {@code [&m]}: its body may write them. */
    private static final Pattern REFERENCE_LAMBDA = Pattern.compile("\\[[^\\]]*&[^\\]]*\\]\\s*(?:\\([^)]*\\))?[^{;]*\\{");
    /** An assignment's target inside a lambda's body: {@code m = ...}, {@code m += ...}, {@code ++m}, {@code m--}. */
    private static final Pattern ASSIGNED = Pattern.compile(
            "(?:\\+\\+|--)\\s*([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\+\\+|--|(?:[-+*/%&|^]|<<|>>)?=(?!=))");
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
        if (reference.matches()) {
            out.add(reference.group(1));
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
