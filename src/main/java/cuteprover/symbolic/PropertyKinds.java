package cuteprover.symbolic;

import cuteprover.expr.Expr;
import cuteprover.symbolic.PropertyKind.Picture;
import cuteprover.symbolic.PropertyKind.Rule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every kind of property a spec can state, each with its goals, its rule (what it means, what to do when it
 * fails) and its picture: one table, so that a kind the prover knows is one the reports describe and the
 * renderer draws. A property's kind is its outermost property call; a {@code forall} and a bare condition are
 * kinds of their own, and a conjunction of one kind is that kind.
 *
 * <p>The order is that of the SARIF rules, which results cite by index: a new kind goes at the end.
 */
public final class PropertyKinds {

    private static final Map<String, PropertyKind> ALL = new LinkedHashMap<>();
    public static final PropertyKind FORALL;
    public static final PropertyKind CONDITION;
    public static final PropertyKind CONJUNCTION;

    static {
        call("bijective", 1, 1, Goals::bijective, Picture.COLLIDING_OR_OUTSIDE_CELLS,
                "Layout is a bijection onto [0, size)",
                "bijective(L): every index of L's domain maps to a distinct offset and the offsets are exactly 0..size(L)-1.",
                "A counterexample gives two coordinates x, y with the same offset, or an offset outside [0, size). Check the strides against the shape (a column-major layout has stride[k+1] = shape[k]*stride[k]).");
        call("injective", 1, 1, Goals::injective, Picture.COLLIDING_CELLS,
                "Layout maps distinct coordinates to distinct offsets",
                "injective(L): no two coordinates of L's domain share an offset, for every parameter value the assumptions allow.",
                "The counterexample names the parameters and two indices x, y whose offsets (lhs, rhs) coincide; usually a stride smaller than the extent of the mode before it.");
        call("image_within", 2, 2, Goals::imageWithin, Picture.CELL_OUTSIDE_BOUND,
                "Every offset of a layout lies in [0, N)",
                "image_within(L, N): all offsets of L are at least 0 and below N (the buffer holds the tile).",
                "The counterexample gives a coordinate whose offset (lhs) is outside [0, N) (rhs): the buffer is too small for the layout, or a stride is too large.");
        call("equal", 2, 2, Goals::equal, Picture.CELL_IN_BOTH,
                "Two layouts are the same function",
                "equal(L1, L2): L1(i) == L2(i) for every index i of L1's domain.",
                "The counterexample gives an index where the two sides differ, with both values.");
        call("covers", 2, 2, CoverageGoals::exactlyOnce, Picture.TILE_COVERAGE,
                "A thread-value layout covers a tile exactly once",
                "covers(TV, (M,N)): the (thread, value) pairs of TV reach every cell of the M x N tile exactly once.",
                "The counterexample names a cell reached twice or never, with the (thread, value) pairs involved.");
        call("composition_valid", 2, 2, AlgebraGoals::composition, Picture.COMPOSITION,
                "CuTe's composition equals A after B",
                "composition_valid(A, B): the layout CuTe's composition algorithm returns satisfies R(x) == A(B(x)) on B's domain.",
                "The counterexample gives x with R(x) != A(B(x)); the composition is not admissible for these sizes: add the divisibility assumption it needs or change the tiler.");
        call("covers_at_least_once", 2, 2, CoverageGoals::atLeastOnce, Picture.ARGUMENTS,
                "A thread-value layout reaches every cell of a tile",
                "covers_at_least_once(TV, (M,N)): every cell of the M x N tile is reached by at least one (thread, value) pair (duplicates allowed).",
                "The counterexample names a cell no (thread, value) pair reaches.");
        call("tile_to_shape_valid", 2, 2, TileToShapeGoal::goal, Picture.ARGUMENTS,
                "tile_to_shape tiles the target shape without overlap",
                "tile_to_shape_valid(L, S): CuTe's tile_to_shape result covers shape S with copies of L that do not overlap.",
                "The counterexample names the coordinate that is uncovered or covered twice.");
        call("complement_valid", 2, 2, AlgebraGoals::complement, Picture.COMPLEMENT,
                "CuTe's complement is ordered, disjoint and complete",
                "complement_valid(A, M): the complement is strictly increasing, disjoint from A, and (A, complement) reaches M where A's strides chain.",
                "The counterexample names the offset that is shared or missed.");
        call("right_inverse_valid", 1, 1, AlgebraGoals::rightInverse, Picture.RIGHT_INVERSE,
                "A right inverse satisfies L(R(x)) == x",
                "right_inverse_valid(L): L(R(x)) == x for every x of R's domain.",
                "The counterexample gives x with L(R(x)) != x.");
        call("left_inverse_valid", 1, 1, AlgebraGoals::leftInverse, Picture.LEFT_INVERSE,
                "A left inverse satisfies R(L(x)) == x",
                "left_inverse_valid(L): R(L(x)) == x for injective L, else L(R(L(x))) == L(x).",
                "The counterexample gives x where the inverse equation fails.");
        call("admissible", 2, 2, AlgebraGoals::admissible, Picture.ADMISSIBLE,
                "A tiler reads each offset at exactly one coordinate",
                "admissible(A, T): every offset T(x) is an offset of A at exactly one coordinate.",
                "The counterexample gives x whose offset A does not reach, or reaches twice.");
        FORALL = form("forall", Picture.BOUND_VALUES,
                "A quantified condition holds for every bound value",
                "forall v in [lo, hi): condition: the condition holds for every value of the bound variables and every parameter value.",
                "The counterexample gives the bound variables and parameters where the condition is false, with both sides.");
        CONDITION = form("condition", Picture.ARGUMENTS,
                "An arithmetic condition on the parameters holds",
                "A bare condition (size(L) == M*N, M % 8 == 0, ...) holds for every parameter value the assumptions allow.",
                "The counterexample gives parameter values that make the condition false, with both sides.");
        CONJUNCTION = form("conjunction", Picture.VIOLATED_CONJUNCT,
                "Several properties hold together",
                "A && B: every conjunct holds; the message names the one that fails.",
                "Split the conjunction into separate prove statements to see each verdict.");
        // Came after the first rules were published: at the end, so no earlier rule's index moves.
        call("descriptor_matches", 2, 3, DescriptorGoal::goal, Picture.ARGUMENTS,
                "An MMA's descriptor reads the shared-memory layout it stands for",
                "descriptor_matches(D, L) or descriptor_matches(D, L, (mn0,k0)): the layout D that an MMA reads through a shared-memory descriptor reads L's elements, D(mn,k) == L(mn0+mn, k0+k) for every coordinate (mn,k) of D.",
                "The counterexample gives the first coordinate (mn,k) where the two differ, with both element offsets: check the descriptor's swizzle, leading and stride byte offsets, and its start address against L.");
    }

    private PropertyKinds() {
    }

    private static void call(String name, int minArity, int maxArity, PropertyKind.GoalBuilder goal, Picture picture,
                             String shortText, String fullText, String help) {
        ALL.put(name, PropertyKind.call(name, minArity, maxArity, goal, picture, new Rule(shortText, fullText, help)));
    }

    private static PropertyKind form(String name, Picture picture, String shortText, String fullText, String help) {
        PropertyKind kind = PropertyKind.form(name, picture, new Rule(shortText, fullText, help));
        ALL.put(name, kind);
        return kind;
    }

    /**
     * A property call added at run time, with a generic rule and drawn as its arguments: the prover's tests add
     * broken algorithms and demonstration case splits this way.
     */
    static void register(String name, int arity, PropertyKind.GoalBuilder goal) {
        call(name, arity, arity, goal, Picture.ARGUMENTS, "The property " + name + " holds",
                name + "(...): the property holds for every parameter value the assumptions allow.",
                "The message gives the counterexample the prover found, re-checked on the concrete engine.");
    }

    /** Every kind, in the SARIF rules' order. */
    public static List<PropertyKind> all() {
        return new ArrayList<>(ALL.values());
    }

    /** The kind of a property call by its name; empty for a name that is no property. */
    public static Optional<PropertyKind> call(String name) {
        PropertyKind k = ALL.get(name);
        return k != null && k.isCall() ? Optional.of(k) : Optional.empty();
    }

    /** The names of the property calls, sorted. */
    static Set<String> callNames() {
        Set<String> names = new TreeSet<>();
        ALL.values().stream().filter(PropertyKind::isCall).forEach(k -> names.add(k.name()));
        return names;
    }

    /** The kind of a whole property: its outermost property call, a forall, a conjunction, or a condition. */
    public static PropertyKind of(Expr e) {
        if (e instanceof Expr.Call c && call(c.name()).isPresent()) {
            return call(c.name()).get();
        }
        if (e instanceof Expr.Forall) {
            return FORALL;
        }
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            PropertyKind l = of(b.left());
            PropertyKind r = of(b.right());
            return l == r ? l : CONJUNCTION;
        }
        return CONDITION;
    }
}
