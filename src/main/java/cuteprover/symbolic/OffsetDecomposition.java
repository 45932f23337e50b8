package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntSort;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * Structure before brute force, for {@code R = A∘B}: instead of asking Z3 to decompose the offset
 * {@code B(x)} into A's coordinates (an index equation that timed out end to end on tiled
 * compositions), the decomposition is constructed the way CuTe's algorithm divides strides and
 * shapes: B's domain (refined together with R's shape) is split into pieces so that each piece
 * moves exactly one coordinate of A, {@code a_i = sum kappa_g * z_g}. Three facts then give
 * {@code A(B(x)) = A(a)}:
 * <ol>
 *   <li>{@code sum_i P_i a_i = B(x)} — a polynomial identity, checked here on normal forms
 *       ({@code kappa_g * P_i == stride_g} for every piece);</li>
 *   <li>{@code 0 <= a_i < s_i} for all but A's last mode, {@code a_last >= 0} — a per-mode bound
 *       lemma, proved by Z3 (quantifier free, no index equation);</li>
 *   <li>mixed-radix uniqueness: an index has exactly one such coordinate.</li>
 * </ol>
 * The remaining obligation {@code R(z) != A(a)} is again free of index equations. If the pieces
 * cannot be built or the bound lemma fails, the caller falls back to the direct encoding.
 */
final class OffsetDecomposition {

    /** One piece of B's domain: a bounded variable of the given size moving A's coordinate {@code leaf} by kappa. */
    private record Piece(SymInt size, SymInt stride, int leaf, SymInt kappa) { }

    private final List<Piece> pieces = new ArrayList<>();
    /** For each leaf of B (resp. R), the pieces that make up its coordinate, fastest first. */
    private final List<List<Integer>> ofB = new ArrayList<>();
    private final List<List<Integer>> ofR = new ArrayList<>();
    private final List<SymInt> aShape;
    private final List<SymInt> aStride;
    private final List<SymInt> bShape;
    private final List<SymInt> rStride;

    /** The encoded decomposition: B's point, R's point at the same index, and A's coordinates of B(x). */
    record Encoded(LayoutEncoding.Point x, ArithExpr<IntSort> rOffset, ArithExpr<IntSort> aOffset,
                   BoolExpr boundsViolated) { }

    private OffsetDecomposition(List<SymInt> aShape, List<SymInt> aStride, List<SymInt> bShape, List<SymInt> rStride) {
        this.aShape = aShape;
        this.aStride = aStride;
        this.bShape = bShape;
        this.rStride = rStride;
    }

    /** Builds the pieces for substituted layouts with integer strides; null when the structure does not allow it. */
    static OffsetDecomposition of(Layout a, Layout b, Layout r) {
        if (!a.hasIntegerStrides() || !b.hasIntegerStrides() || !r.hasIntegerStrides()) {
            return null;
        }
        List<SymInt> as = ints(a.shape().leaves());
        List<SymInt> ad = ints(a.stride().leaves());
        List<SymInt> bs = ints(b.shape().leaves());
        List<SymInt> bd = ints(b.stride().leaves());
        List<SymInt> rs = ints(r.shape().leaves());
        List<SymInt> rd = ints(r.stride().leaves());
        if (as.isEmpty()) {
            return null;
        }
        Alignment al = Alignment.of(bs, rs);
        if (al == null) {
            return null;
        }
        OffsetDecomposition d = new OffsetDecomposition(as, ad, bs, rd);
        List<SymInt> prefix = new ArrayList<>();
        SymInt p = SymInt.ONE;
        for (SymInt s : as) {
            prefix.add(p);
            p = SymInt.mul(p, s);
        }
        // Stride of each refined piece: B's stride times the pieces before it in its B leaf.
        List<List<Integer>> refinedOf = new ArrayList<>();
        for (int k = 0; k < al.pieces.size(); k++) {
            refinedOf.add(null);
        }
        for (int j = 0; j < bs.size(); j++) {
            SymInt stride = bd.get(j);
            List<Integer> leafPieces = new ArrayList<>();
            for (int k : al.a.pieceOfLeaf().get(j)) {
                List<Integer> split = d.split(al.pieces.get(k), stride, as, prefix);
                if (split == null) {
                    return null;
                }
                refinedOf.set(k, split);
                leafPieces.addAll(split);
                stride = SymInt.mul(stride, al.pieces.get(k));
            }
            d.ofB.add(leafPieces);
        }
        for (int l = 0; l < rs.size(); l++) {
            List<Integer> leafPieces = new ArrayList<>();
            for (int k : al.b.pieceOfLeaf().get(l)) {
                leafPieces.addAll(refinedOf.get(k));
            }
            d.ofR.add(leafPieces);
        }
        return d;
    }

    private static List<SymInt> ints(List<IntTuple> leaves) {
        List<SymInt> out = new ArrayList<>();
        for (IntTuple t : leaves) {
            out.add((SymInt) t);
        }
        return out;
    }

    /**
     * Splits one refined piece (size, stride) of B along A's modes, as CuTe's composition divides
     * the stride out of A's shape and then keeps the size: returns the new pieces' indices, or null.
     */
    private List<Integer> split(SymInt size, SymInt stride, List<SymInt> as, List<SymInt> prefix) {
        List<Integer> out = new ArrayList<>();
        int n = as.size();
        if (stride.isConstant(0)) {
            out.add(add(new Piece(size, stride, -1, SymInt.ZERO)));
            return out;
        }
        int i = 0;
        for (int k = n - 1; k >= 0; k--) {
            if (SymInt.divideExactly(stride, prefix.get(k)) != null) {
                i = k;
                break;
            }
        }
        SymInt c = SymInt.divideExactly(stride, prefix.get(i));
        SymInt cap;
        while (true) {
            if (i == n - 1) {
                cap = null;
                break;
            }
            if (c.isConstant(1)) {
                cap = as.get(i);
                break;
            }
            SymInt room = SymInt.divideExactly(as.get(i), c);
            if (room != null) {
                cap = room;
                break;
            }
            SymInt skip = SymInt.divideExactly(c, as.get(i));
            if (skip == null) {
                return null;
            }
            c = skip;
            i++;
        }
        SymInt remaining = size;
        while (true) {
            if (remaining.isConstant(1)) {
                return out;
            }
            SymInt kappa = SymInt.divideExactly(stride, prefix.get(i));
            if (kappa == null) {
                return null;
            }
            if (cap == null || remaining.equals(cap) || SymInt.divideExactly(cap, remaining) != null) {
                out.add(add(new Piece(remaining, stride, i, kappa)));
                return out;
            }
            SymInt rest = SymInt.divideExactly(remaining, cap);
            if (rest == null) {
                return null;
            }
            out.add(add(new Piece(cap, stride, i, kappa)));
            stride = SymInt.mul(stride, cap);
            remaining = rest;
            i++;
            cap = i == n - 1 ? null : as.get(i);
        }
    }

    private int add(Piece p) {
        pieces.add(p);
        return pieces.size() - 1;
    }

    /** Variables for the pieces, B's point, R's offset and A's offset at A's decomposed coordinates. */
    Encoded encode(Z3Encoder enc) {
        Context ctx = enc.ctx();
        List<ArithExpr<IntSort>> z = new ArrayList<>();
        List<BoolExpr> domain = new ArrayList<>();
        for (Piece p : pieces) {
            IntExpr v = enc.freshInt("xp");
            z.add(v);
            domain.add(ctx.mkGe(v, enc.num(0)));
            domain.add(ctx.mkLt(v, enc.encode(p.size())));
        }
        for (SymInt s : aShape) {
            if (!s.isConst()) {
                domain.add(ctx.mkGe(enc.encode(s), enc.num(1)));
            }
        }
        for (SymInt s : bShape) {
            if (!s.isConst()) {
                domain.add(ctx.mkGe(enc.encode(s), enc.num(1)));
            }
        }
        BoolExpr dom = ctx.mkAnd(domain.toArray(new BoolExpr[0]));
        // B's point: each leaf coordinate from its pieces; its colex index is the witness.
        List<ArithExpr<IntSort>> coords = new ArrayList<>();
        List<ArithExpr<IntSort>> index = new ArrayList<>();
        SymInt q = SymInt.ONE;
        for (int j = 0; j < bShape.size(); j++) {
            ArithExpr<IntSort> xj = leafCoordinate(enc, ofB.get(j), z);
            coords.add(xj);
            index.add(enc.scale(q, xj));
            q = SymInt.mul(q, bShape.get(j));
        }
        LayoutEncoding.Point x = new LayoutEncoding.Point(coords, dom, LayoutEncoding.sum(enc, index));
        List<ArithExpr<IntSort>> rTerms = new ArrayList<>();
        for (int l = 0; l < rStride.size(); l++) {
            rTerms.add(enc.scale(rStride.get(l), leafCoordinate(enc, ofR.get(l), z)));
        }
        // A's coordinates of B(x): a_i = sum of kappa_g * z_g over the pieces that move mode i.
        List<List<ArithExpr<IntSort>>> a = new ArrayList<>();
        for (int i = 0; i < aShape.size(); i++) {
            a.add(new ArrayList<>());
        }
        for (int g = 0; g < pieces.size(); g++) {
            Piece p = pieces.get(g);
            if (p.leaf() >= 0) {
                a.get(p.leaf()).add(enc.scale(p.kappa(), z.get(g)));
            }
        }
        List<ArithExpr<IntSort>> aTerms = new ArrayList<>();
        List<BoolExpr> outside = new ArrayList<>();
        for (int i = 0; i < aShape.size(); i++) {
            ArithExpr<IntSort> ai = LayoutEncoding.sum(enc, a.get(i));
            aTerms.add(enc.scale(aStride.get(i), ai));
            outside.add(ctx.mkLt(ai, enc.num(0)));
            if (i < aShape.size() - 1) {
                outside.add(ctx.mkGe(ai, enc.encode(aShape.get(i))));
            }
        }
        BoolExpr violated = ctx.mkAnd(dom, ctx.mkOr(outside.toArray(new BoolExpr[0])));
        return new Encoded(x, LayoutEncoding.sum(enc, rTerms), LayoutEncoding.sum(enc, aTerms), violated);
    }

    private ArithExpr<IntSort> leafCoordinate(Z3Encoder enc, List<Integer> ofLeaf, List<ArithExpr<IntSort>> z) {
        List<ArithExpr<IntSort>> parts = new ArrayList<>();
        SymInt within = SymInt.ONE;
        for (int g : ofLeaf) {
            parts.add(enc.scale(within, z.get(g)));
            within = SymInt.mul(within, pieces.get(g).size());
        }
        return LayoutEncoding.sum(enc, parts);
    }
}
