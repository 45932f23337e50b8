package cuteprover.expr;

import cuteprover.layout.CompactLayouts;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.layout.Offsets;
import cuteprover.layout.Slicing;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/** Attributes, mode selection, coordinate maps and evaluation. */
final class BasicFunctions {

    private BasicFunctions() {
    }

    static void register(FunctionTable t) {
        // a tensor (a partition {offset} o L) has its layout's attributes: size(tAgA) is size(L)
        t.register("size", 1, 1, "size(L)", a -> ofLayout(a, b -> b.value(0) instanceof ComposedLayout c ? c.size() : sizeOf(b, 0)));
        t.register("thr_size", 1, 1, "thr_size(TILED_MMA): its thread count, as size(TILED_MMA)", a -> sizeOf(a, 0));
        t.register("cosize", 1, 1, "cosize(L): 1 + sum (s-1)*|d|, CuTe's", a -> ofLayout(a, b -> b.value(0) instanceof ComposedLayout c
                ? cosize(c.inner(), b.decider()) : cosize(b.layout(0), b.decider())));
        t.register("rank", 1, 1, "rank(L)", a -> ofLayout(a, b -> SymInt.of(rankOf(b.value(0), b))));
        t.register("depth", 1, 1, "depth(L)", a -> ofLayout(a, b -> SymInt.of(depthOf(b.value(0), b))));
        t.register("shape", 1, 1, "shape(L)", a -> ofLayout(a, b -> b.value(0) instanceof ComposedLayout c ? c.shape()
                : b.value(0) instanceof cuteprover.tuple.Tuple tuple ? tuple : b.layout(0).shape()));   // CuTe: shape(tuple) is the tuple
        t.register("stride", 1, 1, "stride(L)", a -> ofLayout(a, b -> b.layout(0).stride()));
        // CUTE_STATIC_ASSERT_V(congruent(select<0,2>(shape_MNK), dA)): a profile, not the values
        t.register("congruent", 2, 2, "congruent(A,B): the same profile (both integers, or tuples of one rank with congruent modes)",
                a -> Tuples.congruent(a.tuple(0), a.tuple(1)));
        t.register("weakly_congruent", 2, 2, "weakly_congruent(A,B): A's profile is B's, or coarser (an integer where B has a tuple)",
                a -> Tuples.weaklyCongruent(a.tuple(0), a.tuple(1)));
        // static_assert(is_static<ASmemLayout>::value): true, as parameters are static sizes; where X holds a parameter,
        // CuTe's answer for a run-time (int) size is false, said as a warning
        t.register("is_static", 1, 1, "is_static(X): true (is_static<X>::value; parameters are static sizes)", a -> {
            if (!holdsNoParameter(a.value(0))) {
                a.decider().runTimeDiffers(new cuteprover.layout.RunTimeDifference("is_static", "with run-time (int) sizes "
                        + Values.format(a.value(0)) + " is not static, and is_static<...>::value is false"));
            }
            return true;
        });
        // the swizzle of a smem tensor moves from CuTe's pointer into its layout; here it is in the layout already
        t.register("as_position_independent_swizzle_tensor", 1, 1, "as_position_independent_swizzle_tensor(T): T (its swizzle is in"
                + " its layout here)", a -> a.value(0));
        t.register("get", 2, 8, "get(L,i,...)", BasicFunctions::get);
        t.register("mode", 2, 2, "mode(L,i)", BasicFunctions::get);
        t.register("flatten", 1, 1, "flatten(L)", a -> a.value(0) instanceof IntTuple it ? Tuples.flatten(it) : a.layout(0).flatten());
        t.register("make_layout", 1, 64, "make_layout(SHAPE[, STRIDE | LayoutLeft{} | LayoutRight{}]) or make_layout(L0,L1,...)",
                BasicFunctions::makeLayout);
        t.register("make_ordered_layout", 2, 2, "make_ordered_layout(SHAPE, ORDER): the leaf of smallest order has stride 1",
                a -> CompactLayouts.ordered(a.tuple(0), a.value(1) instanceof cuteprover.atom.Projection step ? step.order() : a.tuple(1),
                        a.decider()));
        t.register("eval", 2, 2, "eval(L,index) or eval(L,(coord))", BasicFunctions::evaluate);
        t.register("idx2crd", 2, 2, "idx2crd(index,shape)", a -> Coordinates.idx2crd(a.integer(0), a.tuple(1)));
        // cluster_layout_vmnk.get_flat_coord(int(cute::block_rank_in_cluster())): the coordinate at which L gives idx
        t.register("get_hier_coord", 2, 2, "get_hier_coord(L, idx): the coordinate of the offset idx, (idx / d) % s per leaf s:d",
                a -> hierCoord(a.layout(0).shape(), a.layout(0).stride(), a.integer(1)));
        t.register("get_flat_coord", 2, 2, "get_flat_coord(L, idx): get_hier_coord with each mode's coordinate as its 1-D index",
                a -> flatCoord(a.layout(0), a.integer(1)));
        t.register("crd2idx", 2, 2, "crd2idx(coord,shape)", a -> Coordinates.crd2idx(a.tuple(0), a.tuple(1)));
        // The evaluator reads it lazily (only the chosen branch); this entry names it and checks its arguments
        t.register("conditional_return", 3, 3, "conditional_return(COND, A, B), C++'s COND ? A : B: A where COND holds, else B",
                a -> {
                    if (!(a.value(0) instanceof Boolean chosen)) {
                        throw a.error(0, "expected a condition");
                    }
                    return chosen ? a.value(1) : a.value(2);
                });
        t.register("make_identity_layout", 1, 1, "make_identity_layout(shape)", a -> identity(a.tuple(0)));
        // CuTe's identity tensor: a counting iterator over make_identity_layout(shape); its values are the coordinates
        t.register("make_identity_tensor", 1, 1, "make_identity_tensor(shape): the coordinates, as make_identity_layout",
                a -> identity(a.tuple(0)));
        // make_tensor(PTR, ...) as pasted: the parser drops the pointer; the tensor's layout is the function
        // a tensor is {offset} o layout: its slices with _ keep their offset (tiled_tensor(make_coord(_,_), bx, by)),
        // where a layout's slice drops it; a swizzled (composed) layout stays as it is
        t.register("make_tensor", 1, 2, "make_tensor(PTR, LAYOUT) or make_tensor(PTR, SHAPE, STRIDE): the tensor, {0} o its layout",
                a -> {
                    Object v = a.count() == 1 && !(a.value(0) instanceof cuteprover.tuple.IntTuple) ? a.value(0) : makeLayout(a);
                    return v instanceof Layout l ? new cuteprover.layout.Slicing.Sliced(SymInt.ZERO, l) : v;
                });
    }

    /**
     * CuTe's make_identity_layout: each coordinate maps to itself. An integer shape n is n:1; mode m of
     * a tuple moves basis element E<m>, and a nested mode keeps its nesting: sub-mode s of mode m moves
     * E<m,s> ({@code ((2,3),4)} gives {@code ((1@0@0,1@1@0),1@1)}, CuTe's print), so the layout maps a
     * coordinate to the same nested coordinate.
     */
    static Layout identity(IntTuple shape) {
        if (shape.isLeaf()) {
            return new Layout(shape, SymInt.ONE);
        }
        return new Layout(shape, bases(shape, List.of()));
    }

    /** The stride of the sub-shape at {@code path}: its own basis element, or one per sub-mode. */
    private static IntTuple bases(IntTuple shape, List<Integer> path) {
        if (shape.isLeaf()) {
            return new cuteprover.tuple.ScaledBasis(SymInt.ONE, path.get(0), path.subList(1, path.size()));
        }
        List<IntTuple> out = new ArrayList<>();
        for (int m = 0; m < shape.rank(); m++) {
            List<Integer> deeper = new ArrayList<>(path);
            deeper.add(m);
            out.add(bases(shape.mode(m), deeper));
        }
        return new cuteprover.tuple.Tuple(out);
    }

    private static boolean holdsNoParameter(Object v) {
        if (v instanceof Slicing.Sliced view) {
            return holdsNoParameter(view.offset()) && holdsNoParameter(view.layout());
        }
        if (v instanceof ComposedLayout c) {
            return holdsNoParameter(c.offset()) && holdsNoParameter(c.inner());
        }
        if (v instanceof Layout l) {
            return holdsNoParameter(l.shape()) && holdsNoParameter(l.stride());
        }
        if (v instanceof IntTuple t) {
            return t.leaves().stream().allMatch(leaf -> leaf instanceof SymInt s ? s.isConst()
                    : leaf instanceof cuteprover.tuple.ScaledBasis b && b.coeff().isConst());
        }
        return true;   // an atom, a tiled MMA or copy: built from types
    }

    /** CuTe's idx2crd(idx, shape, stride): per leaf s:d the digit (idx / d) % s (0 for a stride 0). */
    private static IntTuple hierCoord(IntTuple shape, IntTuple stride, SymInt index) {
        if (shape instanceof SymInt s) {
            if (!(stride instanceof SymInt d)) {
                throw new cuteprover.CuteError("get_hier_coord needs integer strides, got " + stride);
            }
            return d.isConstant(0) ? SymInt.ZERO : SymInt.mod(SymInt.div(index, d), s);
        }
        List<IntTuple> modes = new ArrayList<>();
        for (int i = 0; i < shape.rank(); i++) {
            modes.add(hierCoord(shape.mode(i), stride.mode(i), index));
        }
        return new cuteprover.tuple.Tuple(modes);
    }

    /** CuTe's Layout::get_flat_coord: crd2crd(get_hier_coord(idx), shape, (1,...,1)), each mode's coordinate as its index. */
    private static IntTuple flatCoord(Layout l, SymInt index) {
        IntTuple hier = hierCoord(l.shape(), l.stride(), index);
        if (l.shape().isLeaf()) {
            return hier;
        }
        List<IntTuple> modes = new ArrayList<>();
        for (int i = 0; i < l.shape().rank(); i++) {
            modes.add(Coordinates.crd2idx(hier.mode(i), l.shape().mode(i)));
        }
        return new cuteprover.tuple.Tuple(modes);
    }

    /** The attribute of a tensor's layout: a partition {@code {offset} o L} read as L, anything else as itself. */
    private static Object ofLayout(Args a, java.util.function.Function<Args, Object> attribute) {
        return attribute.apply(a.value(0) instanceof Slicing.Sliced view ? a.with(0, view.layout()) : a);
    }

    private static Object sizeOf(Args a, int i) {
        Object v = a.value(i);
        if (v instanceof IntTuple t) {
            return Tuples.product(t);
        }
        if (v instanceof cuteprover.atom.TiledMma mma) {
            return mma.thrLayoutVmnk().size();   // CuTe: size(tiled_mma) is its thread count (dimBlock in the tutorials)
        }
        if (v instanceof cuteprover.atom.TiledCopy copy) {
            return copy.layoutTv().mode(0).size();   // CuTe: size(tiled_copy) is TiledNumThr
        }
        return a.layout(i).size();
    }

    /** CuTe's cosize: L(size-1)+1. */
    static SymInt cosize(Layout l, cuteprover.layout.Decider d) {
        for (IntTuple stride : l.stride().leaves()) {
            if (!(stride instanceof SymInt)) {
                throw new cuteprover.CuteError("cosize of " + l + " is undefined: its strides are scaled-basis coordinates");
            }
        }
        // CuTe's coshape: 1 + sum (s-1)*|d|, so a negative stride counts as its magnitude (CUTLASS issue 1497:
        // cosize((4):(-1)) is 4, where L(size-1)+1 would be -2)
        return cuteprover.layout.Complement.cosize(l, d);
    }

    private static int rankOf(Object v, Args a) {
        if (v instanceof IntTuple t) {
            return t.rank();
        }
        if (v instanceof ComposedLayout c) {
            return c.rank();
        }
        return a.layout(0).rank();
    }

    private static int depthOf(Object v, Args a) {
        if (v instanceof IntTuple t) {
            return t.depth();
        }
        if (v instanceof ComposedLayout c) {
            return c.depth();
        }
        return a.layout(0).depth();
    }

    private static Object get(Args a) {
        Object v = a.value(0);
        int first = 1;
        if (v instanceof cuteprover.atom.TiledMma mma) {
            v = mma.thrLayoutVmnk();   // reached by size<I>(tiled_mma): mode I of its (V,M,N,K) thread layout
        }
        if (v instanceof Slicing.Sliced view && a.count() > 1) {
            v = view.layout();   // size<1>(tAgA) of a partition {offset} o L: mode 1 of its layout
        }
        if (v instanceof cuteprover.atom.TmaPartition.Parts p) {
            long i = a.staticInt(1);
            if (i < 0 || i >= p.tensors().size()) {
                throw a.error(1, "tma_partition returned " + p.tensors().size() + " tensors; there is no tensor " + i);
            }
            v = p.tensors().get((int) i);
            first = 2;
        }
        if (v instanceof ComposedLayout c && a.count() > first) {
            // CuTe: get<I>(composed) keeps the outer function and the offset over mode I of the inner layout
            Object mode = get(a.with(0, c.inner()));
            return mode instanceof Layout l ? c.withInner(c.offset(), l) : mode;
        }
        for (int k = first; k < a.count(); k++) {
            long i = a.staticInt(k);
            if (v instanceof Evaluator.SliceCoord c) {
                // get<0>(mma_coord_vmnk) of a coordinate holding _
                if (i < 0 || i >= c.elements().size()) {
                    throw a.error(k, "mode " + i + " does not exist (rank " + c.elements().size() + ")");
                }
                v = c.elements().get((int) i);
                continue;
            }
            if (!(v instanceof Layout) && !(v instanceof Tiler) && !(v instanceof IntTuple)) {
                a.tuple(0);   // anything else is named as the wrong kind of argument
            }
            // a tiler's mode is its layout (size<0>(make_tile(...)) in a kernel)
            int rank = v instanceof Layout l ? l.rank() : v instanceof Tiler t ? t.modes().size() : ((IntTuple) v).rank();
            if (i < 0 || i >= rank) {
                throw a.error(k, "mode " + i + " does not exist (rank " + rank + ")");
            }
            v = v instanceof Layout l ? l.mode((int) i) : v instanceof Tiler t ? t.modes().get((int) i) : ((IntTuple) v).mode((int) i);
        }
        return v;
    }

    /**
     * CuTe's make_layout: {@code make_layout(shape)} is column-major, {@code make_layout(shape, stride)} and
     * {@code make_layout(shape, LayoutRight{})} as CuTe builds them; layouts (an integer n standing for n:1)
     * are concatenated, each one mode.
     */
    private static Object makeLayout(Args a) {
        if (a.value(0) instanceof IntTuple shape && (a.count() == 1
                || a.count() == 2 && (a.value(1) instanceof IntTuple || a.value(1) instanceof CompactLayouts.Major))) {
            if (a.count() == 1) {
                return CompactLayouts.of(shape, CompactLayouts.Major.LEFT, a.decider());
            }
            if (a.value(1) instanceof CompactLayouts.Major major) {
                return CompactLayouts.of(shape, major, a.decider());
            }
            IntTuple stride = (IntTuple) a.value(1);
            if (!Tuples.congruent(shape, stride)) {
                throw a.error(1, "the stride " + Values.format(stride) + " is not congruent with the shape " + Values.format(shape));
            }
            return new Layout(shape, stride);
        }
        List<Layout> modes = new ArrayList<>();
        for (int i = 0; i < a.count(); i++) {
            modes.add(a.layout(i));
        }
        return Layout.concat(modes);
    }

    private static Object evaluate(Args a) {
        if (a.value(0) instanceof Slicing.Sliced view) {
            if (ViewFunctions.isSliceCoord(a.value(1))) {
                // tAgA(_,_,_,k): CuTe's sub-tensor, its iterator advanced by the view's offset and the slice's
                Slicing.Sliced inner;
                try {
                    Slicing.Spec spec = ViewFunctions.spec(a, 1, a.value(1));
                    inner = view.layout() instanceof ComposedLayout c ? Slicing.sliceOfTensor(c, spec, a.decider()) : ViewFunctions.slice(view.layout(), spec, a.decider());
                } catch (cuteprover.CuteError e) {
                    throw a.error(1, e.getMessage());
                }
                return new Slicing.Sliced(Offsets.add(view.offset(), inner.offset()), inner.layout());
            }
            // A tensor's view {offset} o L read at a coordinate: the offset plus L's value there, as
            // CuTe's tensor(coord) reads its iterator advanced by the offset and L(coord).
            return Offsets.add(view.offset(), (IntTuple) evaluate(a.with(0, view.layout())));
        }
        if (a.value(0) instanceof ComposedLayout || a.value(0) instanceof Swizzle || ViewFunctions.isSliceCoord(a.value(1))) {
            return ViewFunctions.evaluate(a);
        }
        Layout l = a.layout(0);
        IntTuple coord = a.tuple(1);
        if (coord instanceof SymInt idx) {
            a.require(1, Requirement.atLeast(idx, SymInt.ZERO, (v, lo, hi) -> "index " + v + " is negative"));
        }
        if (!coord.isLeaf() && !Tuples.weaklyCongruent(coord, l.shape())) {
            throw a.error(1, "coordinate " + Values.format(coord) + " does not match the shape " + Values.format(l.shape()));
        }
        return Coordinates.crd2offset(coord, l.shape(), l.stride());
    }
}
