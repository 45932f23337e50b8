package cuteprover.report;

import cuteprover.expr.Expr;
import cuteprover.specfile.Obligation;
import cuteprover.symbolic.KnownCalls;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The kinds of property a spec can state, each a SARIF rule (and a GitLab check name): what the
 * property means, and what to do when it fails. A property's kind is its outermost property call;
 * a conjunction of one kind is that kind.
 */
public final class PropertyKinds {

    /** One kind: its rule id, a short and a full description, and help text. */
    public record Kind(String id, String shortText, String fullText, String help) { }

    private static final Map<String, Kind> KINDS = new LinkedHashMap<>();

    static {
        add("bijective", "Layout is a bijection onto [0, size)",
                "bijective(L): every index of L's domain maps to a distinct offset and the offsets are exactly 0..size(L)-1.",
                "A counterexample gives two coordinates x, y with the same offset, or an offset outside [0, size). Check the strides against the shape (a column-major layout has stride[k+1] = shape[k]*stride[k]).");
        add("injective", "Layout maps distinct coordinates to distinct offsets",
                "injective(L): no two coordinates of L's domain share an offset, for every parameter value the assumptions allow.",
                "The counterexample names the parameters and two indices x, y whose offsets (lhs, rhs) coincide; usually a stride smaller than the extent of the mode before it.");
        add("image_within", "Every offset of a layout lies in [0, N)",
                "image_within(L, N): all offsets of L are at least 0 and below N (the buffer holds the tile).",
                "The counterexample gives a coordinate whose offset (lhs) is outside [0, N) (rhs): the buffer is too small for the layout, or a stride is too large.");
        add("equal", "Two layouts are the same function",
                "equal(L1, L2): L1(i) == L2(i) for every index i of L1's domain.",
                "The counterexample gives an index where the two sides differ, with both values.");
        add("covers", "A thread-value layout covers a tile exactly once",
                "covers(TV, (M,N)): the (thread, value) pairs of TV reach every cell of the M x N tile exactly once.",
                "The counterexample names a cell reached twice or never, with the (thread, value) pairs involved.");
        add("composition_valid", "CuTe's composition equals A after B",
                "composition_valid(A, B): the layout CuTe's composition algorithm returns satisfies R(x) == A(B(x)) on B's domain.",
                "The counterexample gives x with R(x) != A(B(x)); the composition is not admissible for these sizes: add the divisibility assumption it needs or change the tiler.");
        add("covers_at_least_once", "A thread-value layout reaches every cell of a tile",
                "covers_at_least_once(TV, (M,N)): every cell of the M x N tile is reached by at least one (thread, value) pair (duplicates allowed).",
                "The counterexample names a cell no (thread, value) pair reaches.");
        add("tile_to_shape_valid", "tile_to_shape tiles the target shape without overlap",
                "tile_to_shape_valid(L, S): CuTe's tile_to_shape result covers shape S with copies of L that do not overlap.",
                "The counterexample names the coordinate that is uncovered or covered twice.");
        add("complement_valid", "CuTe's complement is ordered, disjoint and complete",
                "complement_valid(A, M): the complement is strictly increasing, disjoint from A, and (A, complement) reaches M where A's strides chain.",
                "The counterexample names the offset that is shared or missed.");
        add("right_inverse_valid", "A right inverse satisfies L(R(x)) == x",
                "right_inverse_valid(L): L(R(x)) == x for every x of R's domain.",
                "The counterexample gives x with L(R(x)) != x.");
        add("left_inverse_valid", "A left inverse satisfies R(L(x)) == x",
                "left_inverse_valid(L): R(L(x)) == x for injective L, else L(R(L(x))) == L(x).",
                "The counterexample gives x where the inverse equation fails.");
        add("admissible", "A tiler reads each offset at exactly one coordinate",
                "admissible(A, T): every offset T(x) is an offset of A at exactly one coordinate.",
                "The counterexample gives x whose offset A does not reach, or reaches twice.");
        add("forall", "A quantified condition holds for every bound value",
                "forall v in [lo, hi): condition: the condition holds for every value of the bound variables and every parameter value.",
                "The counterexample gives the bound variables and parameters where the condition is false, with both sides.");
        add("condition", "An arithmetic condition on the parameters holds",
                "A bare condition (size(L) == M*N, M % 8 == 0, ...) holds for every parameter value the assumptions allow.",
                "The counterexample gives parameter values that make the condition false, with both sides.");
        add("conjunction", "Several properties hold together",
                "A && B: every conjunct holds; the message names the one that fails.",
                "Split the conjunction into separate prove statements to see each verdict.");
    }

    /** Rule for spec-file errors: syntax, names, types, includes, missing files. */
    public static final Kind INPUT_ERROR = new Kind("input-error", "The spec file cannot be read",
            "A syntax, name, type or include error, or a path without spec files: nothing was proved.",
            "Fix the spec at the given line and column; unknown names come with the closest known ones.");

    /** Rule for a property proved only vacuously in part (an empty forall range, a guard that never holds). */
    public static final Kind VACUOUS = new Kind("vacuous", "A property holds vacuously in part",
            "The property is proved, but part of it holds only because nothing is checked: an empty forall range, a guard that never holds, assumptions no value satisfies.",
            "Check the assumptions and ranges named in the message: a proof about nothing protects nothing.");

    /** Rule for a property decided only up to the bound of --bound: it holds there, it is not proved. */
    public static final Kind BOUNDED = new Kind("bounded", "A property holds up to a bound, not for every value",
            "The property holds for every parameter value up to the bound given with --bound; the solver could not decide it for all values, so it is not proved.",
            "Add assumptions that bound the parameters, simplify the property, or raise --timeout; a bounded verdict protects only the sizes it names.");

    /** Rule for a {@code cute-prover: ignore[...]} comment that names no finding on its line. */
    public static final Kind UNUSED_SUPPRESSION = new Kind("unused-suppression", "A suppression matches no finding",
            "A cute-prover: ignore[NAME-or-rule] comment names no finding on its line (or the line below, for a comment alone on its line): the finding was fixed, or the name is misspelt.",
            "Remove the comment, or correct the name: it takes a property's name or a rule id (injective, input-error, vacuous, ...).");

    private PropertyKinds() {
    }

    private static void add(String id, String shortText, String fullText, String help) {
        KINDS.put(id, new Kind(id, shortText, fullText, help));
    }

    /** Every kind, in a fixed order: the SARIF rules (a property without a description here gets a generic one). */
    public static List<Kind> all() {
        List<Kind> out = new java.util.ArrayList<>(KINDS.values());
        for (String name : KnownCalls.propertyNames()) {
            if (!KINDS.containsKey(name)) {
                out.add(generic(name));
            }
        }
        out.add(INPUT_ERROR);
        out.add(VACUOUS);
        out.add(BOUNDED);
        out.add(UNUSED_SUPPRESSION);
        return out;
    }

    public static Kind of(Obligation o) {
        String name = kindName(o.property());
        return KINDS.containsKey(name) ? KINDS.get(name) : generic(name);
    }

    private static Kind generic(String name) {
        return new Kind(name, "The property " + name + " holds",
                name + "(...): the property holds for every parameter value the assumptions allow.",
                "The message gives the counterexample the prover found, re-checked on the concrete engine.");
    }

    static String kindName(Expr e) {
        if (e instanceof Expr.Call c && (KINDS.containsKey(c.name()) || KnownCalls.propertyNames().contains(c.name()))) {
            return c.name();
        }
        if (e instanceof Expr.Forall) {
            return "forall";
        }
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            String l = kindName(b.left());
            String r = kindName(b.right());
            return l.equals(r) ? l : "conjunction";
        }
        return "condition";
    }
}
