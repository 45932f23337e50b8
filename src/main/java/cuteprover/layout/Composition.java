package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Composition R = A∘B: a layout with B's shape (or a refinement of it) and R(i) = A(B(i)) for every
 * index i of B's domain, A evaluated on its extended domain (Cecka Eq. 16-17).
 *
 * <p>CuTe's algorithm, followed step by step: A is coalesced keeping its extension (coalesce_x,
 * by mode when B produces coordinates); composition distributes over B's modes; for a mode
 * {@code s:d} of B, the first d elements of A are divided out mode by mode (a mode of size S
 * either is skipped whole, {@code d % S == 0}, or splits, {@code d < S}, leaving
 * {@code ceil(S/d)} elements of stride {@code d*D}); then the first s of those are kept (each kept
 * size must divide what is left of s). A basis stride {@code a@m} composes with mode m of A; a
 * zero stride gives {@code s:0}; a single-mode A gives {@code s:(d*D)}.
 *
 * <p>CuTe's divisibility conditions are sufficient only in part: {@code (6,2):(1,7)∘(3,2):(2,3)}
 * passes them and is wrong at index 5. So every static result is checked by enumeration, and a
 * failure names the witness; where CuTe's algorithm fails or its result is wrong but some layout
 * compatible with B's shape does equal A∘B, the error prints that layout (found by
 * {@link LayoutInference} mode by mode).
 */
public final class Composition {

    private Composition() {
    }

    /** CuTe's divisibility conditions failed: A∘B has no layout by CuTe's algorithm. */
    public static final class NotAdmissible extends CuteError {
        public NotAdmissible(String reason) {
            super("composition is not admissible: " + reason);
        }
    }

    /** A∘B, checked when static; throws a CuteError naming the failed condition or the witness. */
    public static Layout compose(Layout a, Layout b, Decider d) {
        return Trace.derive(d, () -> "composition A∘B, A = " + a + ", B = " + b,
                t -> composeSteps(a, b, d), r -> "result R = " + r);
    }

    private static Layout composeSteps(Layout a, Layout b, Decider d) {
        Layout r;
        try {
            r = algorithm(a, b, d);
        } catch (NotAdmissible e) {
            if (Checks.applicable(a, b)) {
                throw new CuteError(e.getMessage() + alternative(a, b));
            }
            throw e;
        }
        if (!Checks.applicable(a, b, r)) {
            d.unchecked(new Unchecked("composition", List.of(a, b), r,
                    in -> compose((Layout) in.get(0), (Layout) in.get(1), Decider.CONCRETE)));
        } else {
            try {
                check(r, a, b);
            } catch (CuteError e) {
                if (d.trace().enabled()) {
                    d.trace().step("CuTe's algorithm gives R = " + r + ", but the check R(i) = A(B(i)) fails: " + e.getMessage());
                }
                throw new CuteError(e.getMessage() + alternative(a, b));
            }
            if (d.trace().enabled()) {
                d.trace().step("checked: R(i) = A(B(i)) for every i < " + b.size() + " (enumerated)");
            }
        }
        return r;
    }

    public static Layout compose(Layout a, Layout b) {
        return compose(a, b, Decider.CONCRETE);
    }

    /**
     * By-mode composition with a tiler {@code [B0,B1,...]}: {@code (A0∘B0, A1∘B1, ...)}. As in
     * current CuTe, the modes of A that the tiler does not reach are dropped.
     */
    public static Layout compose(Layout a, List<Layout> tiler, Decider d) {
        int[] index = {0};
        return ByMode.apply(a, tiler, "composition", false, (mode, t) -> {
            try {
                return compose(mode, t, d);
            } catch (CuteError e) {
                throw new CuteError(e.getMessage() + " (mode " + index[0] + " of the tiler)");
            } finally {
                index[0]++;
            }
        });
    }

    /** Composition with a tiler whose entries may be integers (n:1) or tuples of entries, by sub-mode as CuTe recurses. */
    public static Layout composeTree(Layout a, List<TileTree> tiler, Decider d) {
        return ByMode.apply(a, tiler, "composition", false, (mode, t) -> t instanceof TileTree.Modes m
                ? composeTree(mode, m.modes(), d)
                : compose(mode, TileTree.layoutOf(t, false), d));
    }

    public static Layout compose(Layout a, List<Layout> tiler) {
        return compose(a, tiler, Decider.CONCRETE);
    }

    /** CuTe's algorithm, unchecked; throws {@link NotAdmissible} when its conditions fail. */
    public static Layout algorithm(Layout a, Layout b, Decider d) {
        IntTuple profile = coprofile(b);
        if (profile.rank() > a.rank() && !profile.isLeaf()) {
            throw new NotAdmissible("B=" + b + " produces coordinates of " + profile.rank()
                    + " modes (a stride selects mode " + (profile.rank() - 1) + ") but A has rank " + a.rank());
        }
        FlatModes whole = null;
        FlatModes[] byMode = null;
        if (profile.isLeaf()) {
            whole = Coalesce.extended(a, d);
        } else {
            // coalesce_x at the terminals of B's coprofile: each coordinate mode of A on its own
            byMode = new FlatModes[profile.rank()];
            for (int m = 0; m < byMode.length; m++) {
                byMode[m] = Coalesce.extended(a.mode(m), d);
            }
        }
        return impl(whole, byMode, b.shape(), b.stride(), d);
    }

    /** 0 for integer-valued B, else a tuple of zeros with one entry per coordinate mode of B's codomain. */
    static IntTuple coprofile(Layout b) {
        int width = 0;
        for (IntTuple leaf : b.stride().leaves()) {
            if (leaf instanceof ScaledBasis s) {
                width = Math.max(width, s.mode() + 1);
            }
        }
        if (width == 0) {
            return SymInt.ZERO;
        }
        List<IntTuple> zeros = new ArrayList<>();
        for (int i = 0; i < width; i++) {
            zeros.add(SymInt.ZERO);
        }
        return new Tuple(zeros);
    }

    /** Composition with B's (sub)mode; A is coalesced whole, or mode by mode for coordinate-valued B. */
    private static Layout impl(FlatModes whole, FlatModes[] byMode, IntTuple rShape, IntTuple rStride, Decider d) {
        if (rShape instanceof Tuple t) {
            List<Layout> modes = new ArrayList<>(t.rank());
            for (int i = 0; i < t.rank(); i++) {
                modes.add(impl(whole, byMode, t.mode(i), rStride.mode(i), d));
            }
            return Layout.concat(modes);
        }
        if (rStride instanceof ScaledBasis basis) {
            return base(byMode[basis.mode()], (SymInt) rShape, basis.coeff(), d);
        }
        if (whole == null && !Strides.isZero(rStride, d)) {
            throw new NotAdmissible("B mixes integer and scaled-basis strides (" + rStride + ")");
        }
        return base(whole, (SymInt) rShape, rStride, d);
    }

    /** A (flat, coalesced with its extension) composed with the single mode s:stride. */
    private static Layout base(FlatModes a, SymInt s, IntTuple rStride, Decider d) {
        return Trace.derive(d, () -> "mode " + s + ":" + TupleFormat.format(rStride) + " of B with A = " + a.unwrap(),
                t -> baseSteps(a, s, rStride, d, t), out -> "gives " + out, NotAdmissible.class);
    }

    private static Layout baseSteps(FlatModes a, SymInt s, IntTuple rStride, Decider d, Trace t) {
        if (Strides.isZero(rStride, d)) {
            if (t.enabled()) {
                t.step("stride 0: every index maps to A(0) = 0");
            }
            return new Layout(s, rStride);
        }
        SymInt restStride = (SymInt) rStride;
        List<SymInt> shapes = a.shapes;
        List<IntTuple> strides = a.strides;
        int r = shapes.size();
        if (r == 0) {
            return new Layout(s, SymInt.ZERO);
        }
        if (r == 1) {
            if (t.enabled()) {
                t.step("A has one mode: stride " + restStride + "*" + TupleFormat.format(strides.get(0)));
            }
            return new Layout(s, Strides.scale(strides.get(0), restStride));
        }
        FlatModes result = new FlatModes();
        SymInt restShape = s;
        for (int i = 0; i < r - 1; i++) {
            SymInt currShape = shapes.get(i);
            IntTuple currStride = strides.get(i);
            if (!(d.divides(currShape, restStride) || d.lessThan(restStride, currShape))) {
                throw new NotAdmissible("CuTe's stride divisibility condition fails at mode " + i + " of A coalesced to "
                        + flat(shapes, strides) + ": the remaining stride " + restStride
                        + " is neither a multiple of " + currShape + " nor less than it");
            }
            SymInt absStride = Strides.abs(restStride, d);
            SymInt nextShape = SymInt.ceilDiv(currShape, absStride);
            SymInt nextStride = SymInt.ceilDiv(absStride, currShape);
            if (t.enabled()) {
                t.step("A mode " + i + " " + currShape + ":" + TupleFormat.format(currStride) + ", remaining stride " + restStride
                        + ", remaining size " + restShape + ": stride condition holds (" + restStride
                        + (d.divides(currShape, restStride) ? " is a multiple of " : " < ") + currShape + "); shape_div: ceil_div("
                        + currShape + "," + absStride + ") = " + nextShape + " elements left, next stride ceil_div("
                        + absStride + "," + currShape + ") = " + nextStride);
            }
            if (Strides.isNegative(restStride, d)) {
                nextStride = SymInt.neg(nextStride);
            }
            if (!d.isOne(nextShape) && !d.isOne(restShape)) {
                SymInt newShape = d.min(nextShape, restShape);
                if (!d.divides(newShape, restShape)) {
                    throw new NotAdmissible("CuTe's shape divisibility condition fails at mode " + i
                            + " of A coalesced to " + flat(shapes, strides) + ": the remaining size " + restShape
                            + " is not a multiple of " + newShape);
                }
                result.add(newShape, Strides.scale(currStride, restStride));
                if (t.enabled()) {
                    t.step("keep min(" + nextShape + "," + restShape + ") = " + newShape + " (divides " + restShape + "): mode "
                            + newShape + ":" + TupleFormat.format(Strides.scale(currStride, restStride)) + ", remaining size "
                            + SymInt.div(restShape, newShape));
                }
                restShape = SymInt.div(restShape, newShape);
            } else if (t.enabled()) {
                t.step(d.isOne(nextShape) ? "A mode " + i + " is skipped whole (nothing of it is left)" : "nothing left of B's size");
            }
            restStride = nextStride;
        }
        IntTuple lastStride = strides.get(r - 1);
        if (t.enabled() && !d.isOne(restShape)) {
            t.step("last mode of A (extended): the remaining size " + restShape + " takes stride " + restStride + "*"
                    + TupleFormat.format(lastStride) + " = " + TupleFormat.format(Strides.scale(lastStride, restStride)));
        }
        if (result.size() == 0) {
            return new Layout(restShape, Strides.scale(lastStride, restStride));
        }
        if (!d.isOne(restShape)) {
            result.add(restShape, Strides.scale(lastStride, restStride));
        }
        return result.unwrap();
    }

    private static String flat(List<SymInt> shapes, List<IntTuple> strides) {
        return TupleFormat.format(new Tuple(new ArrayList<IntTuple>(shapes))) + ":" + TupleFormat.format(new Tuple(strides));
    }

    /** The defining property: R ⪰ shape(B), size(R) = size(B), R(i) = A(B(i)) for i < size(B). */
    static void check(Layout r, Layout a, Layout b) {
        String property = "composition is not admissible";
        if (!Checks.refines(b.shape(), r.shape())) {
            throw new CuteError(property + ": the shape of R=" + r + " is not compatible with the shape "
                    + TupleFormat.format(b.shape()) + " of B");
        }
        if (!CompositionCertificate.proves(r, a, b)) {
            enumerate(r, a, b);
        }
    }

    /** The fallback where no certificate applies: R(i) = A(B(i)) index by index. */
    static void enumerate(Layout r, Layout a, Layout b) {
        Checks.equalOn(Checks.size(b), Checks.of(r), Checks.composite(a, b), "composition is not admissible",
                (i, x, y) -> "R(" + i + ")=" + x + " but A(B(" + i + "))=" + y);
    }

    /** "; A∘B is nevertheless the layout X" or "; no layout ... has the values of A∘B". */
    static String alternative(Layout a, Layout b) {
        try {
            Optional<Layout> found = byInference(a, b);
            if (found.isPresent()) {
                return "; A∘B is nevertheless the layout " + found.get();
            }
            return "; no layout with a shape compatible with " + TupleFormat.format(b.shape()) + " equals A∘B";
        } catch (CuteError e) {
            return "";
        }
    }

    /**
     * The layout R ⪰ shape(B) with R = A∘B, if one exists: a layout is the sum of its leaves'
     * functions, so each leaf of B's shape gets the layout inferred from A∘B along that leaf alone,
     * and the assembled R is then checked on the whole domain. If that check fails, no such R
     * exists (any one would have the same leaf functions).
     */
    public static Optional<Layout> byInference(Layout a, Layout b) {
        Checks.Values values = Checks.composite(a, b);
        if (values.coordinates()) {
            return Optional.empty();
        }
        IntTuple prefix = cuteprover.tuple.Tuples.prefixProducts(b.shape());
        Optional<IntTuple[]> tree = inferLeaves(a, b, b.shape(), b.stride(), prefix);
        if (tree.isEmpty()) {
            return Optional.empty();
        }
        Layout r = new Layout(tree.get()[0], tree.get()[1]);
        try {
            check(r, a, b);
        } catch (CuteError e) {
            return Optional.empty();
        }
        return Optional.of(r);
    }

    private static Optional<IntTuple[]> inferLeaves(Layout a, Layout b, IntTuple shape, IntTuple stride, IntTuple prefix) {
        if (shape instanceof Tuple t) {
            List<IntTuple> shapes = new ArrayList<>();
            List<IntTuple> strides = new ArrayList<>();
            for (int i = 0; i < t.rank(); i++) {
                Optional<IntTuple[]> sub = inferLeaves(a, b, t.mode(i), stride.mode(i), prefix.mode(i));
                if (sub.isEmpty()) {
                    return Optional.empty();
                }
                shapes.add(sub.get()[0]);
                strides.add(sub.get()[1]);
            }
            return Optional.of(new IntTuple[] {new Tuple(shapes), new Tuple(strides)});
        }
        long n = ((SymInt) shape).value();
        Checks.requireEnumerable("composition", n, Checks.TABLE_LIMIT);
        // Along one leaf: A(B(k * prefix)) for k < n, i.e. A∘(n:d) with d this leaf's stride.
        Layout leaf = new Layout(shape, stride);
        long[] table = Checks.collect(Checks.composite(a, leaf), n);
        Optional<Layout> found = LayoutInference.infer(table);
        return found.map(l -> new IntTuple[] {l.shape(), l.stride()});
    }
}
