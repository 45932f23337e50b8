package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/** Evaluated arguments of a call, with typed accessors that report the argument's position on mismatch. */
public final class Args {

    private final String function;
    private final List<Object> values;
    private final List<Expr> exprs;
    private final Evaluator evaluator;

    Args(String function, List<Object> values, List<Expr> exprs, Evaluator evaluator) {
        this.function = function;
        this.values = values;
        this.exprs = exprs;
        this.evaluator = evaluator;
    }

    public int count() {
        return values.size();
    }

    public Object value(int i) {
        return values.get(i);
    }

    /** The same call with argument i's value replaced (its position kept for errors). */
    Args with(int i, Object value) {
        List<Object> replaced = new ArrayList<>(values);
        replaced.set(i, value);
        return new Args(function, replaced, exprs, evaluator);
    }

    public Expr expr(int i) {
        return exprs.get(i);
    }

    public Decider decider() {
        return evaluator.decider();
    }

    public Evaluator evaluator() {
        return evaluator;
    }

    /** A definedness condition on argument i ({@link Decider#require}); its refusal is located at the argument. */
    public void require(int i, cuteprover.layout.Requirement requirement) {
        if (requirement.isConstant()) {
            try {
                requirement.check();   // it fails for every value: the argument's error, as any other
            } catch (CuteError e) {
                throw error(i, e.getMessage());
            }
            return;
        }
        decider().require(requirement);
    }

    public CuteError error(int i, String message) {
        String reason = "argument " + (i + 1) + " of " + function + ": " + message;
        return CuteError.at(exprs.get(i).pos(), reason);
    }

    /** A layout; an integer n stands for n:1 (CuTe's tile convention). */
    public Layout layout(int i) {
        Object v = values.get(i);
        if (v instanceof Layout l) {
            return l;
        }
        if (cuteprover.layout.Slicing.layoutAtZeroOffset(v) instanceof Layout l) {
            return l;   // a tensor at offset 0 (make_tensor's): its layout where a layout is read
        }
        if (v instanceof SymInt n) {
            return new Layout(n, SymInt.ONE);
        }
        throw error(i, "expected a layout but got " + Values.describe(v));
    }

    /** A layout, where an integer n is CuTe's make_layout(n): n:1, and 1:0 for a static 1 (divides and products). */
    public Layout madeLayout(int i) {
        if (values.get(i) instanceof SymInt n && n.isConst() && n.value() == 1) {
            return new Layout(n, SymInt.ZERO);
        }
        return layout(i);
    }

    public IntTuple tuple(int i) {
        Object v = values.get(i);
        if (v instanceof IntTuple t) {
            return t;
        }
        throw error(i, "expected an integer or a tuple but got " + Values.describe(v));
    }

    public SymInt integer(int i) {
        Object v = values.get(i);
        if (v instanceof SymInt s) {
            return s;
        }
        throw error(i, "expected an integer but got " + Values.describe(v));
    }

    /** A static integer, for mode indices and sizes that must be known. */
    public long staticInt(int i) {
        SymInt s = integer(i);
        if (!s.isConst()) {
            throw error(i, "expected a static integer but got " + s);
        }
        return s.value();
    }

    /**
     * A tiler: {@code [L0,L1,...]}, or a tuple of integers {@code (4,8)} meaning {@code [4:1,8:1]}.
     * Returns null when the argument is a plain layout (the caller then composes with the layout).
     */
    /** A by-mode tiler, or null: a tuple of shapes is one {@code n:1}-style compact layout per mode. */
    public Tiler tilerOrNull(int i) {
        Object v = values.get(i);
        if (v instanceof Tiler t) {
            return t;
        }
        if (v instanceof Tuple t) {
            List<Layout> modes = new ArrayList<>();
            List<cuteprover.layout.TileTree> tree = new ArrayList<>();
            for (IntTuple e : t.elements()) {
                modes.add(Layout.compact(e));
                tree.add(cuteprover.layout.TileTree.ofShape(e));
            }
            return new Tiler(modes, tree);
        }
        return null;
    }
}
