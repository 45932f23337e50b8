package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Expr;

import java.util.List;

/**
 * What a C++ guard lets the code around it assume: an if's condition in its body, {@code !(COND)} after {@code if (COND)
 * { ...; return; }}, and what an if's body assumed from its own exits, after it under its condition. A guard that does
 * not read assumes nothing; one that reads the sizes is kept as an unread guard (a counterexample may violate it).
 */
final class GuardAssumptions {

    private final Scope scope;
    private final StatementRunner.Step step;

    GuardAssumptions(Scope scope, StatementRunner.Step step) {
        this.scope = scope;
        this.step = step;
    }

    /** After {@code if (COND) { ...; return; }}: !(COND) is assumed, where it reads (else nothing is assumed). */
    void assumeFailed(Located<Expr> guard) {
        Located<Expr> failed = new Located<>(new Expr.Unary("!", guard.value(), 0), "!(" + guard.text() + ")", guard.lines(),
                guard.startOffset());
        assume(failed, guard, "if (" + guard.text() + ") leaves the function, and it did not read");
    }

    /**
     * What an if's body assumed because of its exits ({@code if (c) { if (d) return; }}) holds after it where c held: each
     * as {@code c -> a}.
     */
    static List<Located<Expr>> implied(Located<Expr> guard, List<Located<Expr>> assumptions) {
        List<Located<Expr>> out = new java.util.ArrayList<>();
        for (Located<Expr> a : assumptions) {
            Expr e = new Expr.Binary("||", new Expr.Unary("!", guard.value(), 0), a.value(), 0);
            out.add(new Located<>(e, "(" + guard.text() + ") -> " + a.text(), a.lines(), a.startOffset()));
        }
        return out;
    }

    /**
     * Assumes {@code condition} (a guard's, or its negation), where it reads, keeping each parameter positive by default
     * (a guard must not widen a domain); true where it was assumed. One that does not read but reads the sizes is kept
     * as an unread guard ({@code why}): a counterexample may violate it.
     */
    boolean assume(Located<Expr> condition, Located<Expr> guard, String why) {
        Located<Expr> failed = condition;
        try {
            // a parameter positive by default stays so: the guard must not widen its domain (if (N < 0) return; gives
            // N a lower bound of 0, which would let N = 0 in)
            java.util.Set<String> mentioned = new java.util.TreeSet<>(cuteprover.specfile.NameCheck.unknownNames(guard.value()).keySet());
            mentioned.retainAll(scope.params);
            List<Expr> current = new java.util.ArrayList<>();
            scope.assumptions.forEach(a -> current.add(a.value()));
            for (String v : cuteprover.symbolic.DefaultPositivity.of(current, scope.definitions, mentioned)) {
                String positive = v + " >= 1";
                // built, not parsed: a C++ value's name (k@16:3) is no name the parser reads
                Expr atLeastOne = new Expr.Binary(">=", new Expr.Name(v, 0), new Expr.Num(1, 0), 0);
                step.apply(new Statement.Assume(new Located<>(atLeastOne, positive + " (implicit)",
                        guard.lines(), guard.startOffset()), guard.at(0)));
            }
            step.apply(new Statement.Assume(failed, guard.at(0)));
            return true;
        } catch (CuteError unreadable) {
            // if (argc < 2), if (error != cudaSuccess): no assumption. One that reads the sizes is kept: a counterexample
            // may violate it, so none is shown as REFUTED while it is in scope.
            if (scope.readsSizes(cuteprover.specfile.NameCheck.unknownNames(guard.value()).keySet())) {
                scope.unreadGuards.add(guard.at(0) + ": " + why + " (" + unreadable.reason() + ")");
            }
            return false;
        }
    }
}
