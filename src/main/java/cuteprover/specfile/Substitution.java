package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Replaces names of deferred definitions by their expressions, or renames a name (forall-bound names are left
 * alone).
 */
final class Substitution {

    private Substitution() {
    }

    static Expr expand(Expr e, Map<String, Object> definitions) {
        return walk(e, definitions, new HashSet<>());
    }

    /**
     * The free occurrences of {@code from}, as a value or a call, named {@code to}: an assumption keeps reading the
     * declaration it was stated under when a later C++ declaration declares the name again.
     */
    static Expr rename(Expr e, String from, String to) {
        return walk(e, Map.of(from, new Renamed(to)), new HashSet<>());
    }

    /** A name's new name, for {@link #rename}. */
    private record Renamed(String name) { }

    private static List<Expr> all(List<Expr> xs, Map<String, Object> defs, Set<String> bound) {
        List<Expr> out = new ArrayList<>(xs.size());
        for (Expr x : xs) {
            out.add(walk(x, defs, bound));
        }
        return out;
    }

    private static Expr walk(Expr e, Map<String, Object> defs, Set<String> bound) {
        if (e instanceof Expr.Name n) {
            if (!bound.contains(n.name()) && defs.get(n.name()) instanceof DeferredDefinition d) {
                return d.expr();
            }
            if (!bound.contains(n.name()) && defs.get(n.name()) instanceof Renamed r) {
                return new Expr.Name(r.name(), n.pos());
            }
            return e;
        } else if (e instanceof Expr.TupleExpr t) {
            return new Expr.TupleExpr(all(t.elements(), defs, bound), t.grouping(), t.pos());
        } else if (e instanceof Expr.Bracket b) {
            return new Expr.Bracket(all(b.elements(), defs, bound), b.close(), b.pos());
        } else if (e instanceof Expr.SetExpr s) {
            return new Expr.SetExpr(all(s.elements(), defs, bound), s.pos());
        } else if (e instanceof Expr.LayoutExpr l) {
            return new Expr.LayoutExpr(walk(l.shape(), defs, bound), walk(l.stride(), defs, bound), l.pos());
        } else if (e instanceof Expr.Basis b) {
            return new Expr.Basis(walk(b.coeff(), defs, bound), b.mode(), b.pos());
        } else if (e instanceof Expr.Call c) {
            List<Expr> args = all(c.args(), defs, bound);
            if (!bound.contains(c.name()) && defs.get(c.name()) instanceof Renamed r) {
                return new Expr.Call(r.name(), args, c.pos());
            }
            if (!bound.contains(c.name()) && defs.get(c.name()) instanceof DeferredDefinition d && args.isEmpty()) {
                return d.expr();   // block_rank_in_cluster(): a value called as C++ calls it
            }
            if (!bound.contains(c.name()) && defs.get(c.name()) instanceof DeferredDefinition d) {
                // E(t,v) of a computed layout is eval(E, (t,v)): the definition's expression applied.
                Expr coord = args.size() == 1 ? args.get(0) : new Expr.TupleExpr(args, false, c.pos());
                return new Expr.Call("eval", List.of(d.expr(), coord), c.pos());
            }
            return new Expr.Call(c.name(), args, c.pos());
        } else if (e instanceof Expr.Composed c) {
            return new Expr.Composed(all(c.parts(), defs, bound), c.pos());
        } else if (e instanceof Expr.Binary b) {
            return new Expr.Binary(b.op(), walk(b.left(), defs, bound), walk(b.right(), defs, bound), b.pos());
        } else if (e instanceof Expr.Unary u) {
            return new Expr.Unary(u.op(), walk(u.operand(), defs, bound), u.pos());
        } else if (e instanceof Expr.In in) {
            return new Expr.In(walk(in.value(), defs, bound), walk(in.set(), defs, bound), in.pos());
        } else if (e instanceof Expr.Forall f) {
            Set<String> inner = new HashSet<>(bound);
            List<Expr.Binder> binders = new ArrayList<>();
            for (Expr.Binder b : f.binders()) {
                binders.add(new Expr.Binder(b.name(), walk(b.low(), defs, inner), walk(b.high(), defs, inner), b.pos()));
                inner.add(b.name());
            }
            return new Expr.Forall(binders, walk(f.body(), defs, inner), f.pos());
        }
        return e;
    }
}
