package cuteprover.symbolic;

import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.Tuples;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code descriptor_matches(D, L)} and {@code descriptor_matches(D, L, (mn0,k0))}: the layout D that an
 * MMA reads through a shared-memory descriptor ({@code gmma_desc(...)}, {@code umma_desc(...)}, an
 * MN x K tile) reads the elements of the CuTe smem layout L that it stands for:
 * {@code D(mn,k) == L(mn0+mn, k0+k)} for every coordinate (mn,k) of D. The origin (default (0,0)) is
 * the tile's corner in L: a k-block's descriptor has its start address moved to L(0,k0) (what CuTe's
 * descriptor iterator does), a second warpgroup's to L(64,0). The tile must lie inside L's two modes,
 * so L is never read on its extended domain. A mismatch is REFUTED at the first (mn,k), colexicographic
 * in (mn,k) when decided by enumeration, with both element offsets.
 */
final class DescriptorGoal {

    private DescriptorGoal() {
    }

    static Goal goal(Scope scope, Expr.Call c, List<Object> args) {
        LayoutFn d = Goals.function(c, args, 0);
        LayoutFn l = Goals.function(c, args, 1);
        IntTuple dShape = d.inner().shape();
        IntTuple lShape = l.inner().shape();
        if (!(dShape instanceof Tuple dt) || dt.rank() != 2) {
            throw Goals.argError(c, 0, "expected the MN x K layout of a descriptor (rank 2), got " + Values.format(args.get(0)));
        }
        if (!(lShape instanceof Tuple lt) || lt.rank() != 2) {
            throw Goals.argError(c, 1, "expected a rank-2 (MN,K) shared-memory layout, got " + Values.format(args.get(1)));
        }
        SymInt mn = Tuples.product(dt.mode(0));
        SymInt k = Tuples.product(dt.mode(1));
        if (!mn.isConst() || !k.isConst()) {
            throw Goals.argError(c, 0, "the descriptor's tile must have static sizes, got " + Values.format(dShape));
        }
        List<Expr> origin = origin(c, args);
        SymInt[] extent = {Tuples.product(lt.mode(0)), Tuples.product(lt.mode(1))};
        long[] size = {mn.value(), k.value()};
        String[] modeNames = {"MN", "K"};
        for (int m = 0; m < 2; m++) {
            if (origin.get(m) instanceof Expr.Num o && extent[m].isConst() && o.value() + size[m] > extent[m].value()) {
                throw Goals.argError(c, c.args().size() - 1, "the descriptor's " + modeNames[m] + " range [" + o.value() + ", "
                        + (o.value() + size[m]) + ") leaves mode " + m + " of the layout, of size " + extent[m].value());
            }
        }
        // A symbolic origin (a k-block 16*kb) must keep the tile inside L for every allowed value: proved, not assumed.
        List<Check> inside = new java.util.ArrayList<>();
        Expr lExpr = c.args().get(1);
        for (int m = 0; m < 2; m++) {
            if (origin.get(m) instanceof Expr.Num) {
                continue;
            }
            Expr oExpr = origin.get(m);
            SymInt o = Goals.integer(c, java.util.Arrays.asList(scope.evaluator.evaluate(oExpr)), 0);
            int mode = m;
            long span = size[m];
            inside.add(new LayoutChecks.IntegerRelation("the descriptor's " + modeNames[m] + " origin is >= 0",
                    LayoutChecks.IntegerRelation.Relation.AT_LEAST, o, SymInt.ZERO, w -> new long[] {w.integer(oExpr), 0}));
            inside.add(new LayoutChecks.IntegerRelation("the descriptor's " + modeNames[m] + " range stays inside mode " + m + " of the layout",
                    LayoutChecks.IntegerRelation.Relation.AT_LEAST, extent[m], SymInt.add(o, SymInt.of(span)),
                    w -> new long[] {Tuples.product(w.innerLayout(lExpr).shape().mode(mode)).value(), w.integer(oExpr) + span}));
        }
        Set<String> taken = new HashSet<>();
        for (Expr a : c.args()) {
            names(a, taken);
        }
        String mnName = fresh("mn", taken);
        String kName = fresh("k", taken);
        Expr.Name mnVar = new Expr.Name(mnName, c.pos());
        Expr.Name kVar = new Expr.Name(kName, c.pos());
        Expr read = at(c.args().get(0), mnVar, kVar, c.pos());
        Expr expected = at(c.args().get(1), new Expr.Binary("+", origin.get(0), mnVar, c.pos()),
                new Expr.Binary("+", origin.get(1), kVar, c.pos()), c.pos());
        List<Expr.Binder> binders = List.of(
                new Expr.Binder(mnName, new Expr.Num(0, c.pos()), new Expr.Num(size[0], c.pos()), c.pos()),
                new Expr.Binder(kName, new Expr.Num(0, c.pos()), new Expr.Num(size[1], c.pos()), c.pos()));
        Expr body = new Expr.Binary("==", read, expected, c.pos());
        String text = Goals.text(c, args);
        String description = "D(" + mnName + "," + kName + ") == L(" + shifted(scope, origin.get(0), mnName) + ","
                + shifted(scope, origin.get(1), kName) + ")";
        inside.add(new Match(new PredicateCheck(scope, binders, body), read, expected, description));
        return Goal.of(text, inside);
    }

    private static String shifted(Scope scope, Expr origin, String name) {
        if (origin instanceof Expr.Num n) {
            return n.value() == 0 ? name : n.value() + "+" + name;
        }
        return Values.format(scope.evaluator.evaluate(origin)) + "+" + name;
    }

    /** The origin's two coordinates as expressions: (0,0), a tuple literal's elements, or a static tuple's values. */
    private static List<Expr> origin(Expr.Call c, List<Object> args) {
        if (args.size() < 3) {
            return List.of(new Expr.Num(0, c.pos()), new Expr.Num(0, c.pos()));
        }
        Expr e = c.args().get(2);
        if (e instanceof Expr.TupleExpr t && !t.grouping() && t.elements().size() == 2) {
            return t.elements();
        }
        if (args.get(2) instanceof Tuple t && t.rank() == 2 && t.mode(0) instanceof SymInt a && a.isConst()
                && t.mode(1) instanceof SymInt b && b.isConst()) {
            return List.of(new Expr.Num(a.value(), e.pos()), new Expr.Num(b.value(), e.pos()));
        }
        throw Goals.argError(c, 2, "expected the tile's origin in the layout as a coordinate (mn0,k0), got "
                + Values.describe(args.get(2)));
    }

    private static Expr at(Expr layout, Expr mn, Expr k, int pos) {
        return new Expr.Call("eval", List.of(layout, new Expr.TupleExpr(List.of(mn, k), false, pos)), pos);
    }

    private static String fresh(String base, Set<String> taken) {
        String name = base;
        while (taken.contains(name)) {
            name = name + "_";
        }
        taken.add(name);
        return name;
    }

    /** Every name the expression uses, so that the fresh binders clash with none. */
    private static void names(Expr e, Set<String> out) {
        if (e instanceof Expr.Name n) {
            out.add(n.name());
        }
        for (Expr child : e.children()) {
            names(child, out);
        }
    }

    /**
     * The forall, reported as the descriptor's read against the layout's element; its two binders
     * (mn, k) are the witness coordinates.
     */
    private record Match(PredicateCheck forall, Expr read, Expr expected, String description) implements RewordedCheck {

        @Override
        public Check inner() {
            return forall;
        }

        @Override
        public Outcome recheck(World world, List<Long> c) {
            Outcome o = forall.recheck(world, c);
            if (!o.violated()) {
                return o;
            }
            List<String> mnAndK = forall.coordinateNames();
            World w = world.with(Map.of(mnAndK.get(0), c.get(0), mnAndK.get(1), c.get(1)));
            return new Outcome(true, Values.format(w.eval(read)), Values.format(w.eval(expected)));
        }

        @Override
        public Outcome recheckExact(Map<String, Long> variables, List<Long> coordinates) {
            return forall.recheckExact(variables, coordinates);
        }
    }
}
