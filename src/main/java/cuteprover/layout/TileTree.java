package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * One entry of a by-mode tiler as CuTe reads it: a layout, an integer, or a tuple of entries that tiles the
 * sub-modes of its mode one by one ({@code logical_divide(((4,4),8):((1,4),16), ((2,2),4))} divides each 4 by 2,
 * where the compact layout of (2,2) would take the first 4 elements of 16). An integer n is {@code n:1} to
 * CuTe's composition and {@code make_layout(n)} to its divides and products, where a static 1 gets stride 0.
 */
public sealed interface TileTree permits TileTree.Leaf, TileTree.Int, TileTree.Modes {

    /** A layout entry. */
    record Leaf(Layout layout) implements TileTree { }

    /** An integer entry. */
    record Int(SymInt n) implements TileTree { }

    /** A tuple entry: one entry per sub-mode of the mode it tiles. */
    record Modes(List<TileTree> modes) implements TileTree {
        public Modes {
            modes = List.copyOf(modes);
        }
    }

    /** The tree of a shape: integers at the leaves, tuples as Modes. */
    public static TileTree ofShape(IntTuple shape) {
        if (shape instanceof SymInt n) {
            return new Int(n);
        }
        List<TileTree> out = new ArrayList<>();
        for (IntTuple e : ((Tuple) shape).elements()) {
            out.add(ofShape(e));
        }
        return new Modes(out);
    }

    /** Whether any entry is a tuple of entries (else the tiler is a flat list of layouts and integers). */
    public static boolean nested(List<TileTree> tiler) {
        return tiler.stream().anyMatch(t -> t instanceof Modes);
    }

    /** The layout of a leaf entry: for divides and products ({@code makeLayout}) an integer is make_layout(n). */
    public static Layout layoutOf(TileTree leaf, boolean makeLayout) {
        if (leaf instanceof Leaf l) {
            return l.layout();
        }
        if (leaf instanceof Int i) {
            boolean one = i.n().isConst() && i.n().value() == 1;
            return new Layout(i.n(), makeLayout && one ? SymInt.ZERO : SymInt.ONE);
        }
        throw new IllegalArgumentException("not a leaf: " + leaf);
    }
}
