package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Finds the free names of an expression (names not bound by a forall), with their offsets. */
final class NameCheck {

    static Map<String, Integer> unknownNames(Expr e) {
        Map<String, Integer> out = new LinkedHashMap<>();
        new NameCheck(null).walk(e, new ArrayDeque<>(), out);
        return out;
    }

    /**
     * The names that calls apply ({@code L(t,v)}, {@code sm80.mma.m16n8k16.f16.C(t,v)}, {@code size(L)}),
     * with their offsets: definitions and hardware models among them are applied, the rest are functions.
     */
    static Map<String, Integer> calledNames(Expr e) {
        Map<String, Integer> callees = new LinkedHashMap<>();
        new NameCheck(callees).walk(e, new ArrayDeque<>(), new LinkedHashMap<>());
        return callees;
    }

    private final Map<String, Integer> callees;

    private NameCheck(Map<String, Integer> callees) {
        this.callees = callees;
    }

    private void walk(Expr e, Deque<Set<String>> bound, Map<String, Integer> out) {
        if (e instanceof Expr.Name n) {
            if (n.name().equals("true") || n.name().equals("false")) {
                return;   // C++'s bool literals, static constexpr bool IsFoo = true;
            }
            for (Set<String> b : bound) {
                if (b.contains(n.name())) {
                    return;
                }
            }
            out.putIfAbsent(n.name(), n.pos());
        } else if (e instanceof Expr.Forall f) {
            // A later range may read an earlier binder (forall i in [0, N), j in [i, N)).
            Set<String> names = new java.util.HashSet<>();
            bound.push(names);
            for (Expr.Binder b : f.binders()) {
                walk(b.low(), bound, out);
                walk(b.high(), bound, out);
                names.add(b.name());
            }
            walk(f.body(), bound, out);
            bound.pop();
        } else {
            if (e instanceof Expr.Call c && callees != null && !c.name().equals("eval")) {
                callees.putIfAbsent(c.name(), c.pos());
            }
            for (Expr child : e.children()) {
                walk(child, bound, out);
            }
        }
    }
}
