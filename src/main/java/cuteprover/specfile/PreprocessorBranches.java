package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The preprocessor conditionals whose conditions are not known ({@code #ifdef X ... #else ... #endif}), as they are read:
 * either branch may be the one compiled, so what a branch's guards assumed is dropped at its end (a counterexample they
 * may exclude is UNKNOWN), and a name two branches declare is not known after the conditional.
 */
final class PreprocessorBranches {

    private final Scope scope;

    PreprocessorBranches(Scope scope) {
        this.scope = scope;
    }

    /** Whether no such conditional is open: a return read now is compiled. */
    boolean none() {
        return conditionals.isEmpty();
    }

    /** A preprocessor conditional whose condition is not known, being read: where its current branch began. */
    private static final class OpenConditional {
        int depth;
        int assumptions;
        Map<String, SourcePos> definedAt;
        /** How many of its branches declared each name. */
        final Map<String, Integer> declaredIn = new HashMap<>();
    }

    private final Map<Integer, OpenConditional> conditionals = new HashMap<>();

    /**
     * A branch of {@code #ifdef X ... #else ... #endif} starts, or the conditional ends: either branch may be the one
     * compiled, so what a branch's guards assumed is dropped at its end (a counterexample they may exclude is UNKNOWN,
     * as for a guard that did not read), and a name two branches declare is not known after the conditional.
     */
    void read(Statement.Conditional c, int depth) {
        OpenConditional open = conditionals.get(c.id());
        if (open != null && open.depth == depth) {
            List<Located<Expr>> added = scope.assumptions.subList(Math.min(open.assumptions, scope.assumptions.size()), scope.assumptions.size());
            for (Located<Expr> a : added) {
                scope.unreadGuards.add(a.at(0) + ": " + a.text() + " holds only where its branch of " + c.condition() + " is compiled");
            }
            added.clear();
            scope.definedAt.forEach((name, at) -> {
                if (!at.equals(open.definedAt.get(name))) {
                    open.declaredIn.merge(name, 1, Integer::sum);
                }
            });
        }
        if (c.end()) {
            conditionals.remove(c.id());
            if (open != null) {
                open.declaredIn.forEach((name, branches) -> {
                    if (branches > 1) {
                        scope.definitions.remove(name);
                        scope.broken.add(name);
                        scope.sizeBroken.add(name);
                        scope.brokenWhy.put(name, c.pos() + ": '" + name + "' is declared in " + branches + " branches of "
                                + c.condition() + ", and which one is compiled is not known here");
                    }
                });
            }
            return;
        }
        OpenConditional next = open != null ? open : new OpenConditional();
        next.depth = depth;
        next.assumptions = scope.assumptions.size();
        next.definedAt = new HashMap<>(scope.definedAt);
        conditionals.put(c.id(), next);
    }
}
