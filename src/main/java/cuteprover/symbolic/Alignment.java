package cuteprover.symbolic;

import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * The common refinement of two flat shapes, when one exists symbolically: {@code (M,N)} and
 * {@code (M*N)} refine to pieces {@code [M, N]}; {@code (8,M/8)} and {@code (4,2,M/8)} to
 * {@code [4, 2, M/8]}. Each piece gets one bounded variable; every coordinate of either shape is
 * then a sum of pieces times products of earlier pieces in its mode. Evaluating a layout at the
 * index of another layout's coordinate needs no index equation then (Z3 found the mixed-radix
 * equation hard even for static shapes), just as CuTe's composition works by mutual refinement.
 *
 * <p>When {@code b} is exhausted before {@code a}, the remaining pieces extend b's last mode (the
 * extended domain); when {@code a} is exhausted first, b's remaining coordinates are 0.
 */
final class Alignment {

    /** For each leaf of a shape: the pieces it consists of, in order (fastest first). */
    record Split(List<List<Integer>> pieceOfLeaf) { }

    final List<SymInt> pieces;
    final Split a;
    final Split b;

    private Alignment(List<SymInt> pieces, Split a, Split b) {
        this.pieces = pieces;
        this.a = a;
        this.b = b;
    }

    /** The common refinement of a and b, or null if one leaf does not divide the other exactly somewhere. */
    static Alignment of(List<SymInt> a, List<SymInt> b) {
        List<SymInt> pieces = new ArrayList<>();
        List<List<Integer>> pa = emptyLists(a.size());
        List<List<Integer>> pb = emptyLists(b.size());
        int i = 0;
        int j = 0;
        SymInt ra = a.isEmpty() ? null : a.get(0);
        SymInt rb = b.isEmpty() ? null : b.get(0);
        while (i < a.size() && j < b.size()) {
            if (ra.isConstant(1)) {
                i++;
                ra = i < a.size() ? a.get(i) : null;
                continue;
            }
            if (rb.isConstant(1)) {
                j++;
                rb = j < b.size() ? b.get(j) : null;
                continue;
            }
            SymInt piece;
            if (ra.equals(rb)) {
                piece = ra;
            } else if (SymInt.divideExactly(rb, ra) != null) {
                piece = ra;
            } else if (SymInt.divideExactly(ra, rb) != null) {
                piece = rb;
            } else {
                return null;
            }
            int k = pieces.size();
            pieces.add(piece);
            pa.get(i).add(k);
            pb.get(j).add(k);
            ra = SymInt.divideExactly(ra, piece);
            rb = SymInt.divideExactly(rb, piece);
        }
        // a's remaining leaves all extend b's last mode (b is evaluated on its extended domain).
        for (; i < a.size(); i++) {
            SymInt rest = ra != null ? ra : a.get(i);
            ra = null;
            if (rest.isConstant(1)) {
                continue;
            }
            if (b.isEmpty()) {
                return null;
            }
            int k = pieces.size();
            pieces.add(rest);
            pa.get(i).add(k);
            pb.get(b.size() - 1).add(k);
        }
        return new Alignment(pieces, new Split(pa), new Split(pb));
    }

    private static List<List<Integer>> emptyLists(int n) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new ArrayList<>());
        }
        return out;
    }
}
