package cuteprover.expr;

import cuteprover.layout.Layout;
import cuteprover.layout.TileTree;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A by-mode tiler {@code [L0,L1,...]}: a tuple of layouts applied mode by mode (not a concatenation).
 * {@code modes} gives each entry as one layout (an integer n as {@code n:1}, a shape as its compact layout);
 * {@code tree} keeps what CuTe's algebra distinguishes: an integer entry, which its divides and products read as
 * {@code make_layout(n)}, and a tuple entry, which tiles the sub-modes of its mode one by one ({@link TileTree}).
 */
public record Tiler(List<Layout> modes, List<TileTree> tree) {

    public Tiler {
        modes = List.copyOf(modes);
        tree = List.copyOf(tree);
        if (tree.size() != modes.size()) {
            throw new IllegalArgumentException("one tree entry per mode: " + tree + " for " + modes);
        }
    }

    /** A tiler of layouts only. */
    public Tiler(List<Layout> modes) {
        this(modes, modes.stream().<TileTree>map(TileTree.Leaf::new).toList());
    }

    /** Whether an entry is a tuple of entries (CuTe's nested tiler), which only the tree form expresses. */
    public boolean nested() {
        return TileTree.nested(tree);
    }

    /** The entries as layouts for CuTe's divides and products: an integer 1 is make_layout(_1) = 1:0. */
    public List<Layout> madeLayouts() {
        List<Layout> out = new ArrayList<>(modes.size());
        for (int i = 0; i < modes.size(); i++) {
            out.add(tree.get(i) instanceof TileTree.Modes ? modes.get(i) : TileTree.layoutOf(tree.get(i), true));
        }
        return out;
    }

    @Override
    public String toString() {
        return modes.stream().map(Layout::toString).collect(Collectors.joining(",", "[", "]"));
    }
}
