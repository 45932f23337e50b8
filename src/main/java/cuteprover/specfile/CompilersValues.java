package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A kernel file's declarations whose value the compiler fixed in their types: each such C++ declaration takes the
 * compiler's value instead of the one the file's statements would compute, so a static layout is never recomputed
 * from text (where a reading of the C++ could go wrong, the compiler's instantiation cannot).
 */
final class CompilersValues {

    private CompilersValues() {
    }

    /** The statements with each C++ declaration at a line and name that {@code values} holds bound to that value. */
    static List<Statement> apply(List<Statement> statements, Map<Integer, Map<String, String>> values) {
        if (values.isEmpty()) {
            return statements;
        }
        List<Statement> out = new ArrayList<>(statements.size());
        for (Statement st : statements) {
            if (st instanceof Statement.Let let && let.cpp()) {
                out.add(fixed(let, values));
            } else if (st instanceof Statement.Unreadable u && u.definedName() != null) {
                out.add(readable(u, values));   // a declaration the file's statements cannot read, the compiler did
            } else {
                out.add(st);
            }
        }
        return out;
    }

    /** The compiler's value of NAME declared at POS, parsed; null where there is none or our language does not spell it. */
    private static Expr valueAt(SourcePos pos, String name, Map<Integer, Map<String, String>> values) {
        Map<String, String> atLine = values.get(pos.line());
        String value = atLine == null ? null : atLine.get(name);
        if (value == null) {
            return null;
        }
        try {
            return Parser.parse(value);
        } catch (CuteError unreadable) {
            return null;   // the declaration is read as written
        }
    }

    private static Statement readable(Statement.Unreadable u, Map<Integer, Map<String, String>> values) {
        Expr e = valueAt(u.pos(), u.definedName(), values);
        if (e == null) {
            return u;
        }
        String value = values.get(u.pos().line()).get(u.definedName());
        // positions inside the value stand at the declaration's own
        int before = u.pos().line() - 1 + u.pos().column() - 1;
        LineMap lines = new LineMap(u.pos().file(), "\n".repeat(u.pos().line() - 1) + " ".repeat(u.pos().column() - 1) + value);
        return new Statement.Let(u.definedName(), new Located<>(e, value, lines, before), u.pos(), true);
    }

    private static Statement fixed(Statement.Let let, Map<Integer, Map<String, String>> values) {
        Expr e = valueAt(let.pos(), let.name(), values);
        if (e == null) {
            return let;
        }
        Located<Expr> old = let.value();
        return new Statement.Let(let.name(), new Located<>(e, values.get(let.pos().line()).get(let.name()), old.lines(), old.startOffset()),
                let.pos(), true);
    }
}
