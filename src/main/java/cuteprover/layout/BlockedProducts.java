package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * Blocked and raked products, which pad the lower-rank argument with 1:0 modes and zip the two modes
 * of the logical product ({@code (A_k, X_k)} or {@code (X_k, A_k)}), and tile_to_shape, a blocked
 * product with a compact tiler that fills a target shape. Checked on static results: the zipped
 * result has exactly the logical product's leaves.
 */
public final class BlockedProducts {

    private BlockedProducts() {
    }

    public static Layout blockedProduct(Layout a, Layout b, Decider d) {
        return zipped(a, b, false, d);
    }

    public static Layout rakedProduct(Layout a, Layout b, Decider d) {
        return zipped(a, b, true, d);
    }

    /**
     * Mode k of the result is (A_k, X_k), or (X_k, A_k) when raked, with X = A*∘B on A and B padded
     * to the larger rank. As CuTe's zip: when the first of the pair is an integer layout (rank 1,
     * unpadded) the result is the single mode (first, second); otherwise both must be tuples of the
     * same rank, and CuTe C++ stops with "Mismatched Ranks" where they are not.
     */
    private static Layout zipped(Layout a, Layout b, boolean raked, Decider d) {
        String name = raked ? "raked_product" : "blocked_product";
        int r = Math.max(rankOf(a), rankOf(b));
        Layout logical = TiledFamily.PRODUCT.logical(padUnlessInteger(a, r), padUnlessInteger(b, r), d);
        Layout first = raked ? logical.mode(1) : logical.mode(0);
        Layout second = raked ? logical.mode(0) : logical.mode(1);
        Layout result;
        if (first.shape().isLeaf()) {
            result = Layout.concat(List.of(Layout.concat(List.of(first, second))));
        } else {
            if (second.shape().isLeaf() || second.rank() != first.rank()) {
                throw new CuteError(name + "(" + a + ", " + b + ") is undefined: Mismatched Ranks (CuTe C++ stops here): it zips "
                        + (raked ? "the tile layout A*∘B = " + first + " with the block " + second
                                : "the block " + first + " with the tile layout A*∘B = " + second)
                        + ": " + kind(first) + " and " + kind(second)
                        + "; give both arguments the same rank, e.g. as tuples");
            }
            List<Layout> modes = new ArrayList<>(first.rank());
            for (int k = 0; k < first.rank(); k++) {
                modes.add(Layout.concat(List.of(first.mode(k), second.mode(k))));
            }
            result = Layout.concat(modes);
        }
        Tiling.requireSameLeaves(result, logical, name);
        return result;
    }

    private static String kind(Layout l) {
        return l.shape().isLeaf() ? "an integer layout" : "a rank-" + l.rank() + " tuple";
    }

    /** CuTe's append&lt;R&gt;: an integer layout stays one when R is 1. */
    private static Layout padUnlessInteger(Layout l, int r) {
        return l.shape().isLeaf() && r == 1 ? l : Tiling.pad(l, r);
    }

    private static int rankOf(Layout l) {
        return l.shape().isLeaf() ? 1 : l.rank();
    }

    /**
     * CuTe's tile_to_shape: pad the block to the target's rank, require each mode of the target to
     * be a multiple of the block's, and take the blocked product with the compact layout of the
     * quotients in the given mode order (column-major by default).
     */
    public static Layout tileToShape(Layout block, IntTuple target, IntTuple order, Decider d) {
        int r = target.isLeaf() ? 1 : target.rank();
        if (rankOf(block) > r) {
            throw new CuteError("tile_to_shape: the block " + block + " has rank " + rankOf(block)
                    + " but the target shape " + TupleFormat.format(target) + " has rank " + r);
        }
        Layout padded = padUnlessInteger(block, r);
        List<IntTuple> counts = new ArrayList<>(r);
        for (int k = 0; k < r; k++) {
            SymInt want = Tuples.product(target.isLeaf() ? target : target.mode(k));
            SymInt have = padded.mode(k).size();
            if (!d.divides(have, want)) {
                throw new CuteError("tile_to_shape: block shape does not divide the target shape: mode " + k
                        + " of the target has size " + want + ", not a multiple of the block's " + have);
            }
            counts.add(SymInt.div(want, have));
        }
        Tuple countShape = new Tuple(counts);
        // CuTe's make_ordered_layout(product_shape, order): compact, and a static count of 1 gets stride 0
        IntTuple strides = order == null ? Tuples.prefixProducts(countShape) : ordered(counts, order, d);
        List<IntTuple> made = new ArrayList<>(r);
        for (int k = 0; k < r; k++) {
            boolean one = counts.get(k) instanceof SymInt c && c.isConst() && c.value() == 1;
            made.add(one ? SymInt.ZERO : strides.mode(k));
        }
        Layout tiler = new Layout(countShape, new Tuple(made));
        Layout result = blockedProduct(padded, tiler, d);
        for (int k = 0; k < r; k++) {
            SymInt want = Tuples.product(target.isLeaf() ? target : target.mode(k));
            if (!d.equal(result.mode(k).size(), want)) {
                throw new CuteError("tile_to_shape: mode " + k + " of " + result + " has size " + result.mode(k).size()
                        + " but the target's has " + want);
            }
        }
        return result;
    }

    /** Compact strides assigned in increasing order of the order values (ties left to right). */
    private static IntTuple ordered(List<IntTuple> counts, IntTuple order, Decider d) {
        if (order.isLeaf() || order.rank() != counts.size()) {
            throw new CuteError("tile_to_shape: the mode order " + TupleFormat.format(order) + " must have "
                    + counts.size() + " integer entries");
        }
        int n = counts.size();
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) {
            idx[i] = i;
            if (!(order.mode(i) instanceof SymInt)) {
                throw new CuteError("tile_to_shape: the mode order " + TupleFormat.format(order) + " must be flat");
            }
        }
        // Insertion sort through the decider (stable).
        for (int i = 1; i < n; i++) {
            for (int j = i; j > 0 && d.lessThan((SymInt) order.mode(idx[j]), (SymInt) order.mode(idx[j - 1])); j--) {
                Integer t = idx[j];
                idx[j] = idx[j - 1];
                idx[j - 1] = t;
            }
        }
        IntTuple[] strides = new IntTuple[n];
        SymInt running = SymInt.ONE;
        for (int i : idx) {
            strides[i] = running;
            running = SymInt.mul(running, (SymInt) counts.get(i));
        }
        return new Tuple(List.of(strides));
    }

    /** Concrete tile_to_shape, for replaying a symbolic instance. */
    public static Layout tileToShape(Layout block, IntTuple target, IntTuple order) {
        return tileToShape(block, target, order, Decider.CONCRETE);
    }
}
