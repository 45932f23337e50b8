package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.cxx.CxxLowering;
import cuteprover.expr.Expr;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A kernel file as the front end runs it, in the spec language: each value the C++ computes is a definition, each
 * guard an assumption within its scope, each assert and spec statement of the file a statement where it stands, read
 * through the names the C++ values have there.
 */
final class LoweredKernel implements CxxLowering {

    private final Scope scope;
    private final List<Statement> specStatements;
    private final LineMap lines;
    private final StatementRunner.Step step;
    private final StatementRunner.Failure failure;
    /** The values that stand for more than C++ gives them, and what reads them, with why. */
    private final Map<String, String> approximated = new java.util.HashMap<>();
    /** The assumptions that define a value ({@link #defined}): kept when the scope they are made in ends. */
    private final Set<Located<Expr>> definitions = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Per open scope: how many assumptions and unfollowed paths there were when it opened. */
    private final Deque<int[]> marks = new ArrayDeque<>();

    LoweredKernel(Scope scope, List<Statement> specStatements, LineMap lines, StatementRunner.Step step, StatementRunner.Failure failure) {
        this.scope = scope;
        this.specStatements = specStatements;
        this.lines = lines;
        this.step = step;
        this.failure = failure;
    }

    private Located<Expr> located(Expr e, Span at) {
        String text = at.text().isEmpty() ? " " : at.text();
        return new Located<>(cuteprover.cxx.ExprPositions.relativeTo(e, at.begin(), text.length()), text, lines, at.begin());
    }

    private void run(Statement st) {
        try {
            step.apply(st);
        } catch (CuteError e) {
            failure.report(st, e);
        }
    }

    @Override
    public void parameter(String name, Expr where, Span at) {
        SourcePos pos = lines.position(at.begin());
        String why = where == null ? null : approximation(where);
        if (why != null) {
            approximated.put(name, why);   // defined by values that stand for more than C++ gives them (a ?: of one)
        }
        run(new Statement.Param(List.of(name), where == null ? null : new Located<>(where, name, lines, at.begin()), pos));
        if (!cuteprover.symbolic.DefaultPositivity.of(where == null ? List.of() : List.of(where), Map.of(), List.of(name)).isEmpty()) {
            String written = at.text().strip().replaceAll("^.*?([A-Za-z_]\\w*)$", "$1");   // the parameter's name, not its type
            scope.implicitDomains.put(name, "`" + written + " >= 1` (implicit: '" + at.text().strip() + "' at " + pos
                    + " gets its value from no code the file shows, and its type no lower bound, so it is taken as a positive size)");
        }
    }

    @Override
    public void defined(String name, Expr where, Span at) {
        int before = scope.assumptions.size();
        parameter(name, where, at);
        for (int i = before; i < scope.assumptions.size(); i++) {
            definitions.add(scope.assumptions.get(i));
        }
    }

    @Override
    public void approximated(String name, String why) {
        approximated.put(name, why);
    }

    /** Why a value read by {@code e} stands for more than C++ gives it (null: none does). */
    private String approximation(Expr e) {
        java.util.Set<String> read = new java.util.LinkedHashSet<>(NameCheck.unknownNames(e).keySet());
        read.addAll(NameCheck.calledNames(e).keySet());
        for (String name : read) {
            if (approximated.containsKey(name)) {
                return approximated.get(name);
            }
        }
        return null;
    }

    /** A property, where what it reads stands for more than C++ gives it, with its counterexamples not taken as refutations. */
    private void proveAt(Statement.Prove p) {
        String why = approximation(p.property().value());
        if (why == null) {
            run(p);
            return;
        }
        enterScope();
        try {
            notFollowed(why);
            run(p);
        } finally {
            leaveScope();
        }
    }

    @Override
    public void declare(String name, Expr value, Span at) {
        String why = approximation(value);
        if (why != null) {
            approximated.put(name, why);
        }
        run(new Statement.Let(name, located(value, at), lines.position(at.begin()), true));
    }

    @Override
    public void unknown(String name, String why) {
        scope.definitions.remove(name);
        scope.broken.add(name);
        scope.brokenWhy.put(name, why);
    }

    @Override
    public void assume(Expr condition, Span at) {
        // a guard keeps each size positive by default: it must not widen a domain (if (M < 0) return; lets no M = 0 in)
        Located<Expr> c = located(condition, at);
        String why = approximation(condition);
        if (why != null) {
            // a guard on a value that stands for more than C++ gives it may keep paths C++ does not take
            notFollowed(why);
        }
        new GuardAssumptions(scope, step).assume(c, c, "the guard " + at.text() + " did not read");
    }

    @Override
    public void notFollowed(String why) {
        scope.unreadGuards.add(why);
    }

    @Override
    public void prove(Expr property, Span at, String suffix) {
        SourcePos pos = lines.position(at.begin());
        if (property == null) {
            failure.report(new Statement.Prove(null, null, false, pos), new CuteError("the assertion is not checked: " + at.text()));
            return;
        }
        Located<Expr> p = located(property, at);
        proveAt(new Statement.Prove(suffix == null ? null : p.text() + suffix, p, false, pos));
    }

    @Override
    public void specStatement(int index, Map<String, String> names, String suffix) {
        Statement st = specStatements.get(index);
        if (st instanceof Statement.Prove p) {
            String name = p.name() == null ? null : suffix == null ? p.name() : p.name() + suffix;
            proveAt(new Statement.Prove(name == null && suffix != null ? p.property().text() + suffix : name, renamed(p.property(), names),
                    p.expectRefuted(), p.pos()));
        } else if (st instanceof Statement.Assume a) {
            run(new Statement.Assume(renamed(a.condition(), names), a.pos()));
        } else if (st instanceof Statement.Let l) {
            Located<Expr> value = renamed(l.value(), names);
            String why = approximation(value.value());
            if (why != null) {
                approximated.put(l.name(), why);
            }
            run(new Statement.Let(l.name(), value, l.pos(), false));
        } else if (st instanceof Statement.Param p) {
            run(new Statement.Param(p.names(), p.where() == null ? null : renamed(p.where(), names), p.pos()));
        } else {
            run(st);
        }
    }

    /**
     * The spec expression reading the C++ names as the values they have where it stands; a name of a C++ value not in
     * scope there reads as a name that is not defined, with why.
     */
    private Located<Expr> renamed(Located<Expr> e, Map<String, String> names) {
        Expr out = e.value();
        java.util.Set<String> read = new java.util.HashSet<>(NameCheck.unknownNames(out).keySet());
        read.addAll(NameCheck.calledNames(out).keySet());   // tAgA(0): a value applied
        for (String r : read) {
            int dot = r.indexOf('.');
            String to = dot > 0 ? names.get(r.substring(0, dot)) : null;
            if (to != null && !to.equals(NOT_IN_SCOPE) && !to.equals(r.substring(0, dot)) && !scope.definitions.containsKey(r)) {
                out = Substitution.rename(out, r, to + r.substring(dot));   // grid.x of a C++ dim3 grid
            }
        }
        for (Map.Entry<String, String> n : names.entrySet()) {
            if (!read.contains(n.getKey()) || n.getValue().equals(n.getKey())) {
                continue;
            }
            String to = n.getValue();
            if (to.equals(NOT_IN_SCOPE)) {
                to = n.getKey() + "@out-of-scope";
                scope.definitions.remove(to);
                scope.broken.add(to);
                scope.brokenWhy.put(to, "'" + n.getKey() + "' names no C++ variable in scope here");
            }
            out = Substitution.rename(out, n.getKey(), to);
        }
        return new Located<>(out, e.text(), e.lines(), e.startOffset());
    }

    @Override
    public void enterScope() {
        marks.push(new int[] {scope.assumptions.size(), scope.unreadGuards.size()});
    }

    @Override
    public void leaveScope() {
        int[] m = marks.pop();
        // what the scope assumed ends with it; what defines a value it made stays, as the value is read after it
        List<Located<Expr>> kept = new java.util.ArrayList<>();
        while (scope.assumptions.size() > m[0]) {
            Located<Expr> a = scope.assumptions.remove(scope.assumptions.size() - 1);
            if (definitions.contains(a)) {
                kept.add(0, a);
            }
        }
        scope.assumptions.addAll(kept);
        while (scope.unreadGuards.size() > m[1]) {
            scope.unreadGuards.remove(scope.unreadGuards.size() - 1);
        }
    }
}
