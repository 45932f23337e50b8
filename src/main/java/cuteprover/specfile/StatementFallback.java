package cuteprover.specfile;

import cuteprover.CuteError;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a C++ statement leaves behind beyond its value: the names it may write ({@link CppWrites}), and, where it does
 * not read, its error, reported at once or, for a declaration, where a property reads the name it declares. In a
 * program's driver, {@code int main(...)}, which allocates, initializes, times and verifies, a statement that does not
 * read is no error of its own: the kernels it launches are checked, and what reads an unreadable declaration says so.
 */
final class StatementFallback {

    /** A declaration of any type, {@code thrust::host_vector<TA> h_A(m*k);}, {@code double gflops = ...;}: its name. */
    private static final Pattern ANY_DECLARATION = Pattern.compile(
            "(?s)(?:(?:static|const|constexpr)\\s+)*[A-Za-z_][A-Za-z0-9_:]*(?:\\s*<.*?>)?(?:\\s+const)?[\\s*&]+"
            + "([A-Za-z_][A-Za-z0-9_]*)\\s*(?:[({=\\[;]|$).*");

    private final List<Statement> statements;
    private final List<Diagnostic> errors;
    private final LineMap lines;
    private final Pattern declaration;
    private final Pattern alias;
    private final Pattern definitionHead;
    private final CppWrites writes;
    /** The block depth of main()'s body while it is being read, else -1. */
    private int driverDepth = -1;

    StatementFallback(List<Statement> statements, List<Diagnostic> errors, LineMap lines, Pattern declaration, Pattern alias,
                      Pattern definitionHead) {
        this.statements = statements;
        this.errors = errors;
        this.lines = lines;
        this.declaration = declaration;
        this.alias = alias;
        this.definitionHead = definitionHead;
        this.writes = new CppWrites(declaration);
    }

    /** A block opened at {@code depth} (the open blocks, itself included): main()'s body makes the code the driver. */
    void opened(Statement start, int depth) {
        if (driverDepth < 0 && start instanceof Statement.BlockStart b && b.function() != null && b.function().name().equals("main")) {
            driverDepth = depth;
        }
    }

    /** Blocks were closed, {@code depth} are open. */
    void closed(int depth) {
        if (depth < driverDepth) {
            driverDepth = -1;
        }
    }

    /** Whether the code being read is main()'s. */
    boolean inDriver() {
        return driverDepth >= 0;
    }

    /** After a C++ statement that read ({@code st}, or null where it was skipped): the names it may write. */
    void read(int start, String s, Statement st, boolean unknownCall) {
        if (!(st instanceof Statement.Launch)) {
            mayWrite(start, s, unknownCall ? CppWrites.byAddressOrReference(s) : CppWrites.byAddress(s));
        }
        // int y = x++;  N = 3, x = 4;  an assignment inside an expression is not followed either
        assignmentsWithin(start, s, st instanceof Statement.Let let ? let.name() : null,
                st instanceof Statement.Assignment a ? a.name() : null);
        writes.declared(s);
    }

    /**
     * A statement that does not read: a spec statement's error now ({@code spec}); a C++ one's now, later (a declaration,
     * where a property reads its name), or in the driver none, and what it may write.
     */
    void unreadable(int start, String s, CuteError e, boolean spec) {
        SourcePos at = lines.position(start + Math.max(0, e.offset()));
        if (spec) {
            errors.add(new Diagnostic(at, e.reason()));
            Matcher def = definitionHead.matcher(s);
            statements.add(new Statement.Unreadable(def.lookingAt() ? def.group(2) : null, null, lines.position(start)));
            return;
        }
        Matcher cpp = declaration.matcher(s);
        Matcher any = ANY_DECLARATION.matcher(s);
        if (cpp.lookingAt() || cpp.usePattern(alias).lookingAt()) {
            // a pasted C++ declaration that does not read (a pipeline state, a barrier): its error is reported where
            // a property reads its name
            String name = s.substring(0, cpp.end()).replaceAll("\\s*=$", "").replaceAll("^.*\\s", "");
            statements.add(new Statement.Unreadable(name, at + ": " + e.reason(), lines.position(start), s));
        } else if (inDriver() && !s.matches("(?s)\\s*(?:goto|assert|static_assert|CUTE_STATIC_ASSERT(?:_V)?)\\b.*")
                && any.matches() && !any.group(1).equals("return")) {
            statements.add(new Statement.Unreadable(any.group(1), at + ": " + e.reason(), lines.position(start), s));
        } else if (!inDriver() || s.matches("(?s)\\s*(?:goto|assert|static_assert|CUTE_STATIC_ASSERT(?:_V)?)\\b.*")) {
            // a property (or a goto) that does not read is an error in main() too: never dropped
            errors.add(new Diagnostic(at, e.reason()));
            Matcher def = definitionHead.matcher(s);
            statements.add(new Statement.Unreadable(def.lookingAt() ? def.group(2) : null, null, lines.position(start)));
        }
        mayWrite(start, s, CppWrites.byAddressOrReference(s));
        assignmentsWithin(start, s, any.matches() ? any.group(1) : null, null);   // int y = x++;
        writes.declared(s);
    }

    /** An Assignment of each name the statement assigns inside its expressions, less the one it declares or assigns itself. */
    private void assignmentsWithin(int start, String s, String declared, String assignedItself) {
        for (String name : CppWrites.assignedWithin(s, declared)) {
            if (!name.equals(assignedItself)) {
                statements.add(new Statement.Assignment(name, lines.position(start)));
            }
        }
    }

    /** A MayWrite of the names the statement passes by address or reference, less those declared const. */
    private void mayWrite(int start, String s, Set<String> names) {
        Statement.MayWrite st = writes.mayWrite(s, names, lines.position(start));
        if (st != null) {
            statements.add(st);
        }
    }
}
