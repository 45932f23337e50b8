package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntSort;
import cuteprover.CuteError;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The coordinate encoding of a layout: one bounded integer per flattened mode,
 * {@code 0 <= x_i < s_i}, with {@code offset = sum d_i*x_i} and the colexicographic index
 * {@code sum P_i*x_i} (P_i the prefix products). No division appears; the colex map is a bijection
 * between in-bounds coordinates and indices, so two points differ iff some coordinate differs. A
 * point on the extended domain leaves the last coordinate unbounded above, which is how CuTe
 * evaluates a layout at an index beyond its size (composition, equality).
 */
final class LayoutEncoding {

    /** A symbolic point of a layout's domain. */
    record Point(List<ArithExpr<IntSort>> coords, BoolExpr domain, ArithExpr<IntSort> index) { }

    /** An offset: an integer, or the components of a scaled-basis coordinate. */
    record Offset(ArithExpr<IntSort> scalar, Map<Integer, ArithExpr<IntSort>> components) {
        boolean isScalar() {
            return scalar != null;
        }
    }

    private final Layout layout;
    private final LayoutFn function;
    private final List<SymInt> shape = new ArrayList<>();
    private final List<IntTuple> stride;

    LayoutEncoding(Layout layout) {
        this(LayoutFn.of(layout));
    }

    /** The encoding of a layout or a composed layout: points of the inner layout, offsets through the outer function. */
    LayoutEncoding(LayoutFn function) {
        this.function = function;
        this.layout = function.inner();
        for (IntTuple s : layout.shape().leaves()) {
            shape.add((SymInt) s);
        }
        this.stride = layout.stride().leaves();
    }

    Layout layout() {
        return layout;
    }

    int rank() {
        return shape.size();
    }

    List<SymInt> shape() {
        return shape;
    }

    boolean integerStrides() {
        for (IntTuple d : stride) {
            if (!(d instanceof SymInt)) {
                return false;
            }
        }
        return true;
    }

    Point point(Z3Encoder enc, String name, boolean extended) {
        Context ctx = enc.ctx();
        List<ArithExpr<IntSort>> coords = new ArrayList<>();
        List<BoolExpr> domain = new ArrayList<>();
        List<ArithExpr<IntSort>> index = new ArrayList<>();
        SymInt prefix = SymInt.ONE;
        for (int i = 0; i < shape.size(); i++) {
            IntExpr x = enc.freshInt(name + i);
            coords.add(x);
            domain.add(ctx.mkGe(x, enc.num(0)));
            if (!shape.get(i).isConst()) {
                // A layout exists only where its shape entries are positive (CuTe's well-formedness).
                domain.add(ctx.mkGe(enc.encode(shape.get(i)), enc.num(1)));
            }
            if (!(extended && i == shape.size() - 1)) {
                domain.add(ctx.mkLt(x, enc.encode(shape.get(i))));
            }
            index.add(times(enc, prefix, x));
            prefix = SymInt.mul(prefix, shape.get(i));
        }
        return new Point(coords, ctx.mkAnd(domain.toArray(new BoolExpr[0])), sum(enc, index));
    }

    /** A point of the extended domain at a given index: fresh coordinates tied to it by the index equation. */
    Point pointAtIndex(Z3Encoder enc, String name, ArithExpr<IntSort> index) {
        if (shape.size() == 0) {
            return new Point(List.of(), enc.ctx().mkTrue(), enc.num(0));
        }
        Point p = point(enc, name, true);
        BoolExpr tie = enc.ctx().mkEq(p.index(), index);
        return new Point(p.coords(), enc.ctx().mkAnd(p.domain(), tie), index);
    }

    /**
     * A point of layout a and the point of layout b at the same index (b on its extended domain),
     * sharing the variables of the shapes' common refinement; null when the shapes have none.
     */
    static Point[] aligned(Z3Encoder enc, LayoutEncoding a, LayoutEncoding b, String name) {
        // Shapes equal under the assumptions (ceil_div(M,128) and M/128 with M % 128 == 0) align.
        Alignment al = Alignment.of(a.shape.stream().map(enc::normal).toList(), b.shape.stream().map(enc::normal).toList());
        if (al == null) {
            return null;
        }
        Context ctx = enc.ctx();
        List<ArithExpr<IntSort>> z = new ArrayList<>();
        List<BoolExpr> domain = new ArrayList<>();
        for (SymInt p : al.pieces) {
            IntExpr v = enc.freshInt(name + "p");
            z.add(v);
            domain.add(ctx.mkGe(v, enc.num(0)));
            domain.add(ctx.mkLt(v, enc.encode(p)));
        }
        for (LayoutEncoding e : List.of(a, b)) {
            for (SymInt s : e.shape) {
                if (!s.isConst()) {
                    domain.add(ctx.mkGe(enc.encode(s), enc.num(1)));
                }
            }
        }
        BoolExpr dom = ctx.mkAnd(domain.toArray(new BoolExpr[0]));
        Point pa = a.pointOf(enc, al, al.a, z, dom);
        Point pb = b.pointOf(enc, al, al.b, z, dom);
        return new Point[] {pa, new Point(pb.coords(), dom, pa.index())};
    }

    private Point pointOf(Z3Encoder enc, Alignment al, Alignment.Split split, List<ArithExpr<IntSort>> z, BoolExpr dom) {
        List<ArithExpr<IntSort>> coords = new ArrayList<>();
        List<ArithExpr<IntSort>> index = new ArrayList<>();
        SymInt prefix = SymInt.ONE;
        for (int i = 0; i < shape.size(); i++) {
            List<ArithExpr<IntSort>> parts = new ArrayList<>();
            SymInt within = SymInt.ONE;
            for (int k : split.pieceOfLeaf().get(i)) {
                parts.add(times(enc, within, z.get(k)));
                within = SymInt.mul(within, al.pieces.get(k));
            }
            ArithExpr<IntSort> x = sum(enc, parts);
            coords.add(x);
            index.add(times(enc, prefix, x));
            prefix = SymInt.mul(prefix, shape.get(i));
        }
        return new Point(coords, dom, sum(enc, index));
    }

    Offset offset(Z3Encoder enc, Point p) {
        if (integerStrides()) {
            List<ArithExpr<IntSort>> terms = new ArrayList<>();
            for (int i = 0; i < shape.size(); i++) {
                terms.add(times(enc, (SymInt) stride.get(i), p.coords().get(i)));
            }
            ArithExpr<IntSort> inner = sum(enc, terms);
            if (function.isComposed()) {
                return new Offset(enc.encode(function.outerAt(enc.asSymInt(inner, "off"))), null);
            }
            return new Offset(inner, null);
        }
        if (function.isComposed()) {
            throw new CuteError("composed layout " + function + " needs integer strides in its inner layout");
        }
        Map<Integer, List<ArithExpr<IntSort>>> parts = new TreeMap<>();
        for (int i = 0; i < shape.size(); i++) {
            if (stride.get(i) instanceof SymInt z && z.isConst() && z.value() == 0) {
                continue;   // a broadcast mode (CuTe's _0 among E<m> strides) moves no coordinate
            }
            if (!(stride.get(i) instanceof ScaledBasis b)) {
                throw new CuteError("layout " + layout + " mixes integer and scaled-basis strides");
            }
            parts.computeIfAbsent(b.mode(), k -> new ArrayList<>()).add(times(enc, b.coeff(), p.coords().get(i)));
        }
        Map<Integer, ArithExpr<IntSort>> out = new TreeMap<>();
        parts.forEach((m, ts) -> out.put(m, sum(enc, ts)));
        return new Offset(null, out);
    }

    static BoolExpr same(Z3Encoder enc, Offset a, Offset b) {
        Context ctx = enc.ctx();
        if (a.isScalar() && b.isScalar()) {
            return ctx.mkEq(a.scalar(), b.scalar());
        }
        if (a.isScalar() || b.isScalar()) {
            throw new CuteError("cannot compare an integer offset with a scaled-basis coordinate");
        }
        TreeMap<Integer, Boolean> modes = new TreeMap<>();
        a.components().keySet().forEach(m -> modes.put(m, true));
        b.components().keySet().forEach(m -> modes.put(m, true));
        List<BoolExpr> eqs = new ArrayList<>();
        for (int m : modes.keySet()) {
            eqs.add(ctx.mkEq(a.components().getOrDefault(m, enc.num(0)), b.components().getOrDefault(m, enc.num(0))));
        }
        return ctx.mkAnd(eqs.toArray(new BoolExpr[0]));
    }

    /** Two points of the same layout differ iff some coordinate differs (the colex map is a bijection). */
    static BoolExpr differ(Z3Encoder enc, Point a, Point b) {
        List<BoolExpr> ne = new ArrayList<>();
        for (int i = 0; i < a.coords().size(); i++) {
            ne.add(enc.ctx().mkNot(enc.ctx().mkEq(a.coords().get(i), b.coords().get(i))));
        }
        return enc.ctx().mkOr(ne.toArray(new BoolExpr[0]));
    }

    private static ArithExpr<IntSort> times(Z3Encoder enc, SymInt k, ArithExpr<IntSort> x) {
        return enc.scale(k, x);
    }

    @SuppressWarnings("unchecked")
    static ArithExpr<IntSort> sum(Z3Encoder enc, List<ArithExpr<IntSort>> terms) {
        if (terms.isEmpty()) {
            return enc.num(0);
        }
        return terms.size() == 1 ? terms.get(0) : enc.ctx().mkAdd(terms.toArray(new ArithExpr[0]));
    }
}
