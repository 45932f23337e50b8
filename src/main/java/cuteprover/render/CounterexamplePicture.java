package cuteprover.render;

import cuteprover.CuteError;
import cuteprover.expr.Calls;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.layout.Coordinates;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.specfile.Witness;
import cuteprover.symbolic.PropertyKind;
import cuteprover.symbolic.PropertyKinds;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A REFUTED verdict drawn on the layouts it is about, at the counterexample's sizes:
 * <ul>
 * <li>{@code injective(L)}, {@code bijective(L)}: the two colliding cells {@code x} and {@code y}
 * (or the cell {@code x} whose offset leaves {@code [0,size)});</li>
 * <li>{@code image_within(L,N)}: the cell {@code x} beyond N; {@code equal(L1,L2)}: cell {@code x}
 * in both;</li>
 * <li>{@code covers(TV,S)}: the TV layout on its tile with every uncovered ({@code 0}) and doubly
 * covered ({@code x2}) cell marked;</li>
 * <li>{@code composition_valid(A,B)}: B with the index {@code i}, A with the cell {@code B(i)}, and
 * CuTe's result R with {@code i}, captioned with {@code A(B(i))} and {@code R(i)};</li>
 * <li>{@code complement_valid}, {@code right_inverse_valid}, {@code left_inverse_valid},
 * {@code admissible}: the argument and the algorithm's result with the witness cells;</li>
 * <li>{@code forall}: each layout the body evaluates at the binders, with that coordinate marked;</li>
 * <li>otherwise: the layouts among the arguments.</li>
 * </ul>
 * Nothing is evaluated here: every layout, shape and integer drawn is the value the verdict's witness
 * records for that subterm ({@link Witness#terms()}: what the prover's concrete re-check evaluated at
 * the counterexample), and the results of the algorithms are those it recorded too. A conjunction is
 * drawn at the conjunct the witness names as violated (or, when it names none, the first conjunct
 * its values show violated, else the first drawable one).
 */
public final class CounterexamplePicture {

    private final Witness witness;
    private final List<String> details;
    private final String propertyText;

    private CounterexamplePicture(Witness witness, List<String> details, String propertyText) {
        this.witness = witness;
        this.details = details;
        this.propertyText = propertyText;
    }

    /**
     * The figure of a counterexample, or empty when its layouts cannot be drawn (not recorded by the
     * witness, symbolic, too large, not layouts).
     *
     * @param property the property, whose conjuncts and arguments name the witness's values
     * @param witness  the verdict's witness: its values (variables and coordinates) and the terms drawn
     * @param details  the verdict's lines, printed under the picture
     */
    public static Optional<Figure> draw(Expr property, String propertyText, Witness witness, List<String> details) {
        CounterexamplePicture p = new CounterexamplePicture(witness, details, propertyText);
        List<Expr> conjuncts = new ArrayList<>();
        conjuncts(property, conjuncts);
        // the conjunct the re-check found violated comes first
        for (int i = 0; i < conjuncts.size(); i++) {
            if (ExprText.of(conjuncts.get(i)).equals(witness.conjunct())) {
                conjuncts.add(0, conjuncts.remove(i));
                break;
            }
        }
        Figure fallback = null;
        for (Expr c : conjuncts) {
            try {
                Drawn d = p.drawConjunct(c);
                if (d != null && d.violated) {
                    return Optional.of(d.figure);
                }
                if (d != null && fallback == null) {
                    fallback = d.figure;
                }
            } catch (CuteError | ArithmeticException | IllegalArgumentException | IndexOutOfBoundsException | ClassCastException e) {
                // this conjunct cannot be drawn at the witness; try the next
            }
        }
        return Optional.ofNullable(fallback);
    }

    private static void conjuncts(Expr e, List<Expr> out) {
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            conjuncts(b.left(), out);
            conjuncts(b.right(), out);
        } else if (e instanceof Expr.TupleExpr t && t.grouping() && t.elements().size() == 1) {
            conjuncts(t.elements().get(0), out);
        } else {
            out.add(e);
        }
    }

    private record Drawn(Figure figure, boolean violated) { }

    private Figure figure() {
        Figure f = new Figure("REFUTED: " + propertyText);
        for (String d : details) {
            f.note(d);
        }
        return f;
    }

    /** The value the witness records for a subterm of the property. */
    private Object value(Expr e) {
        return recorded(ExprText.of(e));
    }

    private Object recorded(String text) {
        Object v = witness.term(text);
        if (v == null) {
            throw new CuteError("the witness records no value of " + text);
        }
        return v;
    }

    private Layout layout(Expr e) {
        return staticLayout(value(e));
    }

    private static Layout staticLayout(Object v) {
        if (!(v instanceof Layout l)) {
            throw new CuteError("not a layout");
        }
        if (!l.isStatic() || !l.hasIntegerStrides()) {
            throw new CuteError("not a static integer layout");
        }
        return l;
    }

    /** A witness coordinate; primed where a variable has its name (the verdict keeps both). */
    private Long coord(String name) {
        Long primed = witness.values().get(name + "'");
        return primed != null ? primed : witness.values().get(name);
    }

    private static boolean inDomain(Layout l, Long i) {
        return i != null && i >= 0 && i < l.size().value();
    }

    private static long at(Layout l, long i) {
        // the last mode extends beyond the shape, as CuTe evaluates out-of-domain indices
        IntTuple v = Coordinates.crd2offset(SymInt.of(i), l.shape(), l.stride());
        return ((SymInt) v).value();
    }

    /** The conjunct drawn as its kind's picture ({@link PropertyKind#picture()}). */
    private Drawn drawConjunct(Expr c) {
        PropertyKind kind = PropertyKinds.of(c);
        List<Expr> args = c instanceof Expr.Call call ? call.args() : List.of();
        return switch (kind.picture()) {
            case COLLIDING_CELLS -> collision(layout(args.get(0)), false);
            case COLLIDING_OR_OUTSIDE_CELLS -> collision(layout(args.get(0)), true);
            case CELL_OUTSIDE_BOUND -> outsideBound(layout(args.get(0)), ((SymInt) value(args.get(1))).value());
            case CELL_IN_BOTH -> inBoth(layout(args.get(0)), layout(args.get(1)));
            case TILE_COVERAGE -> covers(args);
            case COMPOSITION -> composition(layout(args.get(0)), layout(args.get(1)),
                    staticLayout(recorded("composition(" + ExprText.of(args.get(0)) + "," + ExprText.of(args.get(1)) + ")")));
            case COMPLEMENT -> complement(args);
            case RIGHT_INVERSE -> rightInverse(layout(args.get(0)), staticLayout(recorded("right_inverse(" + ExprText.of(args.get(0)) + ")")));
            case LEFT_INVERSE -> leftInverse(layout(args.get(0)), staticLayout(recorded("left_inverse(" + ExprText.of(args.get(0)) + ")")));
            case ADMISSIBLE -> admissible(layout(args.get(0)), layout(args.get(1)));
            case BOUND_VALUES -> forall((Expr.Forall) c);
            case ARGUMENTS -> c instanceof Expr.Call ? plain(args) : null;
            case VIOLATED_CONJUNCT -> null;   // draw() has split the conjunction: its conjuncts are drawn one by one
        };
    }

    private Drawn outsideBound(Layout l, long n) {
        Long x = coord("x");
        boolean violated = inDomain(l, x) && (at(l, x) >= n || at(l, x) < 0);
        LayoutPicture p = LayoutPicture.of(l);
        if (inDomain(l, x)) {
            p.mark(x, "x");
        }
        Grid g = p.grid();
        if (inDomain(l, x)) {
            g.caption("L(x) = " + at(l, x) + ", outside [0," + n + ")");
        }
        return new Drawn(figure().row(g), violated);
    }

    private Drawn inBoth(Layout a, Layout b) {
        Long x = coord("x");
        boolean violated = inDomain(a, x) && inDomain(b, x) && at(a, x) != at(b, x);
        LayoutPicture pa = LayoutPicture.of(a);
        LayoutPicture pb = LayoutPicture.of(b);
        if (inDomain(a, x)) {
            pa.mark(x, "x");
        }
        if (inDomain(b, x)) {
            pb.mark(x, "x");
        }
        return new Drawn(figure().row(pa.grid(), pb.grid()), violated);
    }

    private Drawn collision(Layout l, boolean onto) {
        LayoutPicture p = LayoutPicture.of(l);
        Long x = coord("x");
        Long y = coord("y");
        boolean violated = false;
        List<String> captions = new ArrayList<>();
        if (inDomain(l, x) && inDomain(l, y) && !x.equals(y)) {
            violated = at(l, x) == at(l, y);
            p.mark(x, "x").mark(y, "y");
            captions.add("L(x) = L(y) = " + at(l, x) + " for x = " + x + ", y = " + y);
        } else if (inDomain(l, x)) {
            long v = at(l, x);
            violated = onto && (v < 0 || v >= l.size().value());
            p.mark(x, "x");
            captions.add("L(x) = " + v + (onto ? ", outside [0," + l.size().value() + ")" : ""));
        }
        Grid g = p.grid();
        captions.forEach(g::caption);
        return new Drawn(figure().row(g), violated);
    }

    private Drawn covers(List<Expr> args) {
        Layout tv = layout(args.get(0));
        Object s = value(args.get(1));
        IntTuple shape = s instanceof Layout l ? l.shape() : (IntTuple) s;
        TvPicture p;
        try {
            p = TvPicture.of(tv, shape).markCoverage();
        } catch (CuteError outsideTile) {
            // an index beyond the tile: draw the TV layout itself with that index marked
            LayoutPicture lp = LayoutPicture.of(tv);
            Long x = coord("x");
            if (inDomain(tv, x)) {
                lp.mark(x, "x");
            }
            Grid g = lp.grid();
            g.caption(outsideTile.getMessage());
            return new Drawn(figure().row(g), true);
        }
        Grid g = p.grid();
        g.caption("marked: cells reached by no (thread, value) (0) or by several (xN)");
        return new Drawn(figure().row(g), p.uncovered() > 0 || p.shared() > 0);
    }

    private Drawn composition(Layout a, Layout b, Layout r) {
        Long x = coord("x");
        LayoutPicture pb = LayoutPicture.of(b);
        LayoutPicture pa = LayoutPicture.of(a);
        LayoutPicture pr = LayoutPicture.of(r);
        boolean violated = false;
        String caption = null;
        if (inDomain(b, x)) {
            long bx = at(b, x);
            long abx = at(a, bx);
            long rx = inDomain(r, x) ? at(r, x) : Long.MIN_VALUE;
            violated = rx != abx;
            pb.mark(x, "i");
            if (inDomain(a, bx)) {
                pa.mark(bx, "B(i)");
            }
            if (inDomain(r, x)) {
                pr.mark(x, "i");
            }
            caption = "i = " + x + ": B(i) = " + bx + ", A(B(i)) = " + abx + ", R(i) = "
                    + (inDomain(r, x) ? Long.toString(rx) : "undefined (i is outside R's domain)");
        }
        Grid gb = pb.grid();
        Grid ga = pa.grid();
        Grid gr = pr.grid();
        return drawn(caption, violated, retitle(gb, "B = " + b), retitle(ga, "A = " + a), retitle(gr, "R = composition(A,B) = " + r));
    }

    private Drawn complement(List<Expr> args) {
        Layout a = layout(args.get(0));
        Object m = value(args.get(1));
        IntTuple cotarget = m instanceof Layout l ? l.shape() : (IntTuple) m;
        Layout c = staticLayout(recorded("complement(" + ExprText.of(args.get(0)) + "," + ExprText.of(args.get(1)) + ")"));
        LayoutPicture pa = LayoutPicture.of(a);
        LayoutPicture pc = LayoutPicture.of(c);
        Long x = coord("x");
        Long y = coord("y");
        boolean violated = false;
        String caption = null;
        if (inDomain(a, x) && inDomain(c, y) && y != 0 && at(a, x) == at(c, y)) {
            violated = true;
            pa.mark(x, "x");
            pc.mark(y, "y");
            caption = "not disjoint: A(x) = C(y) = " + at(a, x);
        } else if (inDomain(c, x) && x > 0 && at(c, x - 1) >= at(c, x)) {
            violated = true;
            pc.mark(x - 1, "x-1").mark(x, "x");
            caption = "not ordered: C(x-1) = " + at(c, x - 1) + " >= C(x) = " + at(c, x);
        }
        return drawn(caption, violated, retitle(pa.grid(), "A = " + a), retitle(pc.grid(), "C = complement(A," + cuteprover.tuple.TupleFormat.format(cotarget) + ") = " + c));
    }

    private Drawn rightInverse(Layout l, Layout r) {
        return twoPanels(l, "L = " + l, r, "R = right_inverse(L) = " + r, false, (x, rx, pl) -> {
            if (!inDomain(l, rx)) {
                return new Finding("x = " + x + ": R(x) = " + rx + " is outside the domain of L", true);
            }
            pl.mark(rx, "R(x)");
            return new Finding("x = " + x + ": R(x) = " + rx + ", L(R(x)) = " + at(l, rx), at(l, rx) != x);
        });
    }

    private Drawn leftInverse(Layout l, Layout r) {
        return twoPanels(l, "L = " + l, r, "R = left_inverse(L) = " + r, true, (x, lx, pr) -> {
            if (inDomain(r, lx)) {
                pr.mark(lx, "L(x)");
            }
            // R is evaluated beyond its shape as CuTe would (the last mode extends)
            long rlx = at(r, lx);
            return new Finding("x = " + x + ": L(x) = " + lx + ", R(L(x)) = " + rlx
                    + (inDomain(l, rlx) ? ", L(R(L(x))) = " + at(l, rlx) : ", not a coordinate of L in [0," + l.size().value() + ")"),
                    !inDomain(l, rlx) || at(l, rlx) != lx);
        });
    }

    private Drawn admissible(Layout a, Layout t) {
        return twoPanels(t, "T = " + t, a, "A = " + a, true, (x, tx, pa) -> {
            long[] offsets = FlatLayout.of(a).table();
            int found = 0;
            for (int i = 0; i < offsets.length; i++) {
                if (offsets[i] == tx) {
                    pa.mark(i, "T(x)");
                    found++;
                }
            }
            return new Finding("T(x) = " + tx + (found == 0 ? " is not an offset of A" : " is the offset of " + found + " coordinates of A"),
                    found != 1);
        });
    }

    /** What the witness shows on a drawing: the caption under it (null: none) and whether the property fails there. */
    private record Finding(String caption, boolean violated) {
        static final Finding NONE = new Finding(null, false);
    }

    /** What the witness index x, already marked on its layout's panel, shows on the other panel. */
    @FunctionalInterface
    private interface AtIndex {
        Finding at(long x, long valueAtX, LayoutPicture other);
    }

    /**
     * Two layouts side by side (an argument and what an algorithm made of it), with the witness index
     * x marked on the one whose domain it indexes ({@code xInFirst}); nothing is marked or captioned
     * when x is not in that domain.
     */
    private Drawn twoPanels(Layout first, String firstTitle, Layout second, String secondTitle, boolean xInFirst, AtIndex atX) {
        LayoutPicture p1 = LayoutPicture.of(first);
        LayoutPicture p2 = LayoutPicture.of(second);
        Layout indexed = xInFirst ? first : second;
        Long x = coord("x");
        Finding f = Finding.NONE;
        if (inDomain(indexed, x)) {
            (xInFirst ? p1 : p2).mark(x, "x");
            f = atX.at(x, at(indexed, x), xInFirst ? p2 : p1);
        }
        return drawn(f.caption(), f.violated(), retitle(p1.grid(), firstTitle), retitle(p2.grid(), secondTitle));
    }

    /** {@code forall}: each defined layout called at the binders, with that coordinate marked. */
    private Drawn forall(Expr.Forall f) {
        List<Expr.Call> calls = Calls.in(f.body());
        Figure fig = figure();
        List<Grid> row = new ArrayList<>();
        for (Expr.Call call : calls) {
            Object callee = witness.term(call.name());
            if (!(callee instanceof Layout l) || !l.isStatic() || !l.hasIntegerStrides()) {
                continue;
            }
            List<IntTuple> coordinate = new ArrayList<>();
            for (Expr arg : call.args()) {
                Object v = witness.term(ExprText.of(arg));
                if (!(v instanceof SymInt s)) {
                    coordinate = null;
                    break;
                }
                coordinate.add(s);
            }
            LayoutPicture p = LayoutPicture.of(l);
            if (coordinate != null && !coordinate.isEmpty()) {
                IntTuple crd = coordinate.size() == 1 ? coordinate.get(0) : new Tuple(coordinate);
                long index = ((SymInt) Coordinates.crd2idx(crd, coordinate.size() == 1 ? l.size() : l.shape())).value();
                if (inDomain(l, index)) {
                    p.mark(index, cuteprover.tuple.TupleFormat.format(crd));
                }
            }
            row.add(retitle(p.grid(), call.name() + " = " + l));
            if (row.size() == 3) {
                break;
            }
        }
        if (row.isEmpty()) {
            return null;
        }
        fig.row(row.toArray(new Grid[0]));
        return new Drawn(fig, true);
    }

    private Drawn plain(List<Expr> args) {
        List<Grid> row = new ArrayList<>();
        for (Expr a : args) {
            try {
                row.add(LayoutPicture.of(layout(a)).grid());
            } catch (CuteError notALayout) {
                // integers, shapes: in the property text already
            }
        }
        return row.isEmpty() ? null : new Drawn(figure().row(row.toArray(new Grid[0])), false);
    }

    /** One row of panels with the caption (if any) under it. */
    private Drawn drawn(String caption, boolean violated, Grid... panels) {
        Figure f = figure().row(panels);
        if (caption != null) {
            f.note(caption);
        }
        return new Drawn(f, violated);
    }

    private static Grid retitle(Grid g, String title) {
        return g.retitled(title);
    }
}
