package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Complement;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Inverse;
import cuteprover.layout.Layout;
import cuteprover.layout.Requirement;
import cuteprover.layout.Slicing;
import cuteprover.layout.TiledFamily;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's TiledMMA (atom/mma_atom.hpp): an MMA atom repeated over a thread layout in (M,N,K), with an
 * optional permutation of each mode. Everything below is CuTe's own construction in the layout algebra:
 * {@code thr_layout_vmnk = tiled_product(ThrID, atom_layout_mnk)}; {@code thrfrg_C} divides a tile by the
 * permutation, zips it by the atom's (M,N), composes the atom mode with LayoutC_TV and zips the rest by
 * the thread layout; {@code get_layoutC_TV} applies it to the compact (tile_M, tile_N) layout and maps
 * thread indices to (V,M,N,K) coordinates through the right inverse of {@code (vmnk, complement(vmnk))}.
 *
 * @param permutation three entries: null for {@code _}, else the mode's permutation layout
 */
public record TiledMma(MmaAtom atom, Layout thrLayoutVmnk, List<Layout> permutation) {

    /** make_tiled_mma(atom, atom_layout, permutation): the atom layout and permutation padded to rank 3. */
    public static TiledMma make(MmaAtom atom, Layout atomLayout, List<Layout> permutation, Decider d) {
        if (atomLayout.rank() > 3) {
            throw new CuteError("make_tiled_mma: the atom layout " + atomLayout + " has rank " + atomLayout.rank()
                    + "; TiledMMA requires rank 3 (M,N,K)");
        }
        if (permutation.size() > 3) {
            throw new CuteError("make_tiled_mma: the permutation has " + permutation.size() + " modes; TiledMMA requires rank 3 (M,N,K)");
        }
        List<Layout> modes = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            modes.add(i < atomLayout.rank() ? TileAlgebra.modeOf(atomLayout, i) : Layout.of(1, 0));
        }
        Layout mnk = Layout.concat(modes);
        List<Layout> perm = new ArrayList<>(permutation);
        while (perm.size() < 3) {
            perm.add(null);
        }
        Layout vmnk = TiledFamily.PRODUCT.tiled(atom.thrId(), mnk, d);
        return new TiledMma(atom, vmnk, java.util.Collections.unmodifiableList(perm));
    }

    /** permutation_mnk<I>: the given layout, or for {@code _} the compact size(atom<I>) * size(thr<I+1>). */
    Layout permutationMnk(int i) {
        Layout p = permutation.get(i);
        if (p != null) {
            return p;
        }
        SymInt size = SymInt.mul(SymInt.of(atom.shape(i)), thrLayoutVmnk.mode(i + 1).size());
        return new Layout(size, SymInt.ONE);
    }

    /** {@code tile_size_mnk<I>}. */
    public SymInt tileSize(int i) {
        return permutationMnk(i).size();
    }

    /** (tile_M, tile_N, tile_K). */
    public IntTuple tileShape() {
        return IntTuple.of(tileSize(0), tileSize(1), tileSize(2));
    }

    /** thrfrg_C / _A / _B of a layout with shape (M,N,...), (M,K,...), (N,K,...). */
    public Layout threadFragments(Operand op, Layout tensor, Decider d) {
        if (tensor.rank() < 2 || tensor.shape().isLeaf()) {
            throw new CuteError("partition_" + op + ": the tensor " + tensor + " must have rank >= 2");
        }
        int[] mn = op.modes();
        Tile permTile = Tile.modes(Tile.of(permutationMnk(mn[0])), Tile.of(permutationMnk(mn[1])));
        Layout permuted = TileAlgebra.logicalDivide(tensor, permTile, d);
        Tile atomTile = Tile.modes(Tile.of(Layout.of(atom.shape(mn[0]), 1)), Tile.of(Layout.of(atom.shape(mn[1]), 1)));
        Layout atomTiles = TileAlgebra.zippedDivide(permuted, atomTile, d);
        Layout tv = TileAlgebra.compose(atomTiles, Tile.modes(Tile.of(op.atomLayout(atom)), Tile.KEEP), d);
        Tile thrTile = Tile.modes(Tile.KEEP, Tile.modes(
                Tile.of(threadTile(thrLayoutVmnk.mode(mn[0] + 1).size())),
                Tile.of(threadTile(thrLayoutVmnk.mode(mn[1] + 1).size()))));
        return TileAlgebra.zippedDivide(tv, thrTile, d);
    }

    /**
     * CuTe's {@code make_layout(size<i>(thr_layout_vmnk))}: a static size 1 gets stride 0, not 1. The stride of
     * that size-1 mode is invisible inside the tile but not in get_layoutC_TV, whose thread index runs past the
     * (ThrV,(ThrM,ThrN)) modes into ThrK and is extended through the last one (CuTe: 0, not a rest stride).
     */
    private static Layout threadTile(SymInt size) {
        return SymInt.ONE.equals(size) ? new Layout(SymInt.ONE, SymInt.ZERO) : Layout.compact(size);
    }

    /** get_layoutC_TV / A / B: (thread index, value) -> coordinate index of the (tile_M, tile_N) etc. tile. */
    public Layout layoutTv(Operand op, Decider d) {
        int[] mn = op.modes();
        Layout ref = Layout.compact(IntTuple.of(tileSize(mn[0]), tileSize(mn[1])));
        Layout frg = threadFragments(op, ref, d);
        if (op != Operand.C) {
            // (ThrV,(ThrM,ThrK)) -> (ThrV,(ThrM,ThrN,ThrK)): the thread mode that the operand does not use gets stride 0
            SymInt sizeM = thrLayoutVmnk.mode(1).size();
            SymInt sizeN = thrLayoutVmnk.mode(2).size();
            Layout spread = op == Operand.A
                    ? new Layout(IntTuple.of(sizeM, sizeN), IntTuple.of(SymInt.ONE, SymInt.ZERO))
                    : new Layout(IntTuple.of(sizeM, sizeN), IntTuple.of(SymInt.ZERO, SymInt.ONE));
            frg = TileAlgebra.compose(frg, Tile.modes(Tile.modes(Tile.KEEP, Tile.modes(Tile.of(spread), Tile.KEEP)), Tile.KEEP), d);
        }
        return TileAlgebra.compose(frg, Tile.modes(Tile.of(threadIndexToId(d)), Tile.KEEP), d);
    }

    /** thr_idx -> (ThrV,ThrM,ThrN,ThrK) index: composition((size,1):(1,0), right_inverse((vmnk, complement(vmnk)))). */
    private Layout threadIndexToId(Decider d) {
        Layout full = Layout.concat(List.of(thrLayoutVmnk, Complement.complement(thrLayoutVmnk, d)));
        Layout inverse = Inverse.rightInverse(full, d);
        Layout head = new Layout(IntTuple.of(thrLayoutVmnk.size(), SymInt.ONE), IntTuple.of(SymInt.ONE, SymInt.ZERO));
        return Composition.compose(head, inverse, d);
    }

    /** ThrMMA::partition_C / A / B: thread {@code thread}'s part of the tensor, as CuTe slices it. */
    public Slicing.Sliced partition(Operand op, Layout tensor, long thread, Decider d) {
        return partition(op, tensor, SymInt.of(thread), d);
    }

    /**
     * partition_A/B/C for a thread index that may be symbolic ({@code param tid where 0 <= tid && tid < 128}):
     * the layout is the same for every thread, the offset a term in the thread index.
     */
    public Slicing.Sliced partition(Operand op, Layout tensor, SymInt thread, Decider d) {
        SymInt threads = thrLayoutVmnk.size();
        d.require(Requirement.below(thread, threads,
                (v, lo, hi) -> "partition_" + op + ": thread " + v + " is outside the TiledMMA's " + hi + " threads"));
        Layout frg = threadFragments(op, tensor, d);
        // get_flat_coord: the thread index read through thr_layout_vmnk's strides, one index per mode
        List<IntTuple> flat = new ArrayList<>(List.of(Partitions.flatCoord(thrLayoutVmnk, thread)));
        int[] mn = op.modes();
        IntTuple thrCoord = IntTuple.of(flat.get(0), IntTuple.of(flat.get(mn[0] + 1), flat.get(mn[1] + 1)));
        int restRank = frg.mode(1).mode(1).rank();
        List<Slicing.Spec> rest = new ArrayList<>();
        for (int i = 0; i < restRank; i++) {
            rest.add(Slicing.Free.FREE);
        }
        Slicing.Spec spec = new Slicing.Nested(List.of(new Slicing.Fixed(thrCoord),
                new Slicing.Nested(List.of(Slicing.Free.FREE, new Slicing.Nested(rest)))));
        return Slicing.sliceAndOffset(frg, spec, d);
    }

    /** The three operands and which (M,N,K) modes each one spans. */
    public enum Operand {
        A(0, 2), B(1, 2), C(0, 1);

        private final int first;
        private final int second;

        Operand(int first, int second) {
            this.first = first;
            this.second = second;
        }

        int[] modes() {
            return new int[] {first, second};
        }

        Layout atomLayout(MmaAtom a) {
            return switch (this) {
                case A -> a.layoutA();
                case B -> a.layoutB();
                case C -> a.layoutC();
            };
        }
    }

    @Override
    public String toString() {
        List<String> perm = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Layout p = permutation.get(i);
            boolean plain = p == null || p.shape().isLeaf() && SymInt.ONE.equals(p.stride());
            perm.add(plain ? permutationMnk(i).size().toString() : p.toString());
        }
        return "TiledMMA(" + atom.name() + ", ThrLayoutVMNK=" + thrLayoutVmnk + ", PermutationMNK=(" + String.join(",", perm) + "))";
    }
}
