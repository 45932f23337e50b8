package cuteprover.expr;

import cuteprover.atom.CopyAtom;
import cuteprover.atom.Partitions;
import cuteprover.atom.Projection;
import cuteprover.atom.Tile;
import cuteprover.atom.TiledCopy;
import cuteprover.atom.TiledMma;
import cuteprover.atom.TmemCopy;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.layout.TileTree;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's copy constructors and tensor partitioning (cuteprover.atom): make_tiled_copy(_A/_B/_C),
 * get_layoutS/D_TV, partition_S/D, local_tile, local_partition (make_identity_layout is in BasicFunctions).
 */
final class CopyFunctions {

    private CopyFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("make_tiled_copy", 3, 3, "make_tiled_copy(COPY_ATOM, THR_LAYOUT, VAL_LAYOUT)", a -> {
            CopyAtom atom = copyAtom(a, 0);
            try {
                return TiledCopy.make(atom, AtomFunctions.layoutOrShape(a, 1), AtomFunctions.layoutOrShape(a, 2), a.decider());
            } catch (cuteprover.CuteError e) {
                throw AtomFunctions.located(a, 1, e);
            }
        });
        t.register("make_tiled_copy_impl", 3, 3, "make_tiled_copy_impl(COPY_ATOM, LAYOUT_TV, TILER): CuTe's TiledCopy<Atom, LayoutTV, Tiler> as its type holds it",
                a -> {
                    CopyAtom atom = copyAtom(a, 0);
                    if (!(cuteprover.layout.Slicing.layoutAtZeroOffset(a.value(1)) instanceof cuteprover.layout.Layout tv)) {
                        throw a.error(1, "expected a (thread, value) layout but got " + Values.describe(a.value(1)));
                    }
                    List<cuteprover.layout.Layout> modes = tilerModes(a, 2, "a tiler");
                    List<IntTuple> shapes = new ArrayList<>();
                    for (cuteprover.layout.Layout m : modes) {
                        shapes.add(m.shape());
                    }
                    try {
                        return TiledCopy.of(atom, tv, IntTuple.of(shapes), a.value(2) instanceof Tiler ? modes : null);
                    } catch (cuteprover.CuteError e) {
                        throw AtomFunctions.located(a, 1, e);
                    }
                });
        t.register("make_tmem_copy", 2, 2, "make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_...,T>, TMEM_LAYOUT): TMEM layout in T units, lane stride 65536*32/bits(T)",
                a -> tmemCopy(a, TmemCopy::make));
        t.register("make_utccp_copy", 2, 2, "make_utccp_copy(Copy_Atom<SM100_UTCCP_...,T>, TMEM_LAYOUT): tcgen05.cp smem -> TMEM, TMEM layout in T units",
                a -> tmemCopy(a, TmemCopy::makeUtccp));
        for (TiledMma.Operand op : TiledMma.Operand.values()) {
            t.register("make_tiled_copy_" + op, 2, 2, "make_tiled_copy_" + op + "(COPY_ATOM, TILED_MMA)", a -> tiledCopyOf(a, op));
        }
        t.register("get_layoutS_TV", 1, 1, "get_layoutS_TV(TILED_COPY): (thread, value) -> source tile index",
                a -> tiledCopy(a, 0).sideTv(true, a.decider()));
        t.register("get_layoutD_TV", 1, 1, "get_layoutD_TV(TILED_COPY): (thread, value) -> destination tile index",
                a -> tiledCopy(a, 0).sideTv(false, a.decider()));
        t.register("partition_S", 3, 3, "partition_S(TILED_COPY, LAYOUT, THREAD): {offset} o (CPY,CPY_M,CPY_N,...)", TensorViews.through(1, a -> copyPartition(a, true)));
        t.register("partition_D", 3, 3, "partition_D(TILED_COPY, LAYOUT, THREAD): {offset} o (CPY,CPY_M,CPY_N,...)", TensorViews.through(1, a -> copyPartition(a, false)));
        t.register("tidfrg_S", 2, 2, "tidfrg_S(TILED_COPY, LAYOUT): (thread, (FrgV,FrgX), Rest...) -> offset, every thread's source fragments",
                TensorViews.through(1, a -> threadFragments(a, true)));
        t.register("tidfrg_D", 2, 2, "tidfrg_D(TILED_COPY, LAYOUT): (thread, (FrgV,FrgX), Rest...) -> offset, every thread's destination fragments",
                TensorViews.through(1, a -> threadFragments(a, false)));
        // a tensor at offset 0 (a register fragment, make_tensor<T>(shape)) is its layout here: its layout is itself
        t.register("layout_of", 1, 1, "layout_of({offset} o L): the layout of a partition or tile (CuTe's tensor.layout())",
                a -> a.value(0) instanceof cuteprover.layout.Layout l ? l : sliced(a).layout());
        t.register("offset_of", 1, 1, "offset_of({offset} o L): the offset of a partition or tile (CuTe's tensor.data() - base)", a -> sliced(a).offset());
        t.register("local_tile", 3, 4, "local_tile(LAYOUT, TILER, COORD[, Step<_1,X,_1>])", TensorViews.through(0, CopyFunctions::localTile));
        t.register("local_partition", 3, 4, "local_partition(LAYOUT, THR_LAYOUT, INDEX[, Step<_1,X,_1>])", TensorViews.through(0, CopyFunctions::localPartition));
    }

    private static Slicing.Sliced sliced(Args a) {
        if (a.value(0) instanceof Slicing.Sliced s) {
            return s;
        }
        throw a.error(0, "expected a tile or partition {offset} o layout (local_tile, local_partition, partition_*) but got " + Values.describe(a.value(0)));
    }

    /** A tensor-memory copy constructor of (COPY_ATOM, TMEM_LAYOUT). */
    @FunctionalInterface
    private interface TmemCopyMaker {
        TiledCopy make(CopyAtom atom, Layout tmem, Decider d);
    }

    /** make_tmem_copy, make_utccp_copy: the atom and the TMEM layout read alike, an error located at the layout. */
    private static TiledCopy tmemCopy(Args a, TmemCopyMaker maker) {
        CopyAtom atom = copyAtom(a, 0);
        Layout tmem = AtomFunctions.layoutOrShape(a, 1);
        try {
            return maker.make(atom, tmem, a.decider());
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }

    private static CopyAtom copyAtom(Args a, int i) {
        if (a.value(i) instanceof CopyAtom c) {
            return c;
        }
        if (a.value(i) instanceof cuteprover.atom.CopyOpName op) {
            // make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tCtAcc): CuTe makes Copy_Atom<OP, value type of the tensor>, a type
            // this language's tensors do not carry
            throw a.error(i, "a bare copy operation " + op.text() + " takes its value type from the tensor in CuTe, which is not"
                    + " known here: write Copy_Atom<" + op.text() + ", T>{} with the tensor's element type T (the accumulator's,"
                    + " float, for a tensor-memory accumulator)");
        }
        throw a.error(i, "expected a copy atom (Copy_Atom<OP,T>) but got " + Values.describe(a.value(i)));
    }

    private static TiledCopy tiledCopy(Args a, int i) {
        if (a.value(i) instanceof TiledCopy c) {
            return c;
        }
        if (a.value(i) instanceof cuteprover.atom.TmaCopy tma) {
            return tma.tiled();
        }
        throw a.error(i, "expected a TiledCopy (make_tiled_copy(...)) but got " + Values.describe(a.value(i)));
    }

    private static TiledCopy tiledCopyOf(Args a, TiledMma.Operand op) {
        CopyAtom atom = copyAtom(a, 0);
        TiledMma mma = AtomFunctions.tiled(a, 1);
        IntTuple tile = switch (op) {
            case A -> IntTuple.of(mma.tileSize(0), mma.tileSize(2));
            case B -> IntTuple.of(mma.tileSize(1), mma.tileSize(2));
            case C -> IntTuple.of(mma.tileSize(0), mma.tileSize(1));
        };
        try {
            return TiledCopy.of(atom, mma.layoutTv(op, a.decider()), tile);
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 0, e);
        }
    }

    private static Object threadFragments(Args a, boolean source) {
        TiledCopy c = tiledCopy(a, 0);
        try {
            if (a.value(1) instanceof cuteprover.layout.ComposedLayout swizzled) {
                return swizzled.withInner(swizzled.offset(), c.threadFragments(source, swizzled.inner(), a.decider()));
            }
            Layout data = AtomFunctions.layoutOrShape(a, 1);
            return c.threadFragments(source, data, a.decider());
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }

    private static Slicing.Sliced copyPartition(Args a, boolean source) {
        TiledCopy c = tiledCopy(a, 0);
        return AtomFunctions.partitionTensor(a, (data, thread) -> c.partition(source, data, thread, a.decider()));
    }

    private static Projection projection(Args a, int i) {
        if (a.count() <= i) {
            return null;
        }
        if (a.value(i) instanceof Projection p) {
            return p;
        }
        throw a.error(i, "expected a projection Step<_1,X,_1> but got " + Values.describe(a.value(i)));
    }

    /**
     * A tiler as one layout per mode, as make_tiled_copy_impl's Tiler_MN and a TMA's CTA tiler keep it: {@code (128,64)}
     * means [128:1,64:1], a tuple entry its compact layout (make_tiled_copy_impl keeps its shape, which it tiles by
     * sub-mode, {@link Tile#ofShape}); {@code [L0,L1]} layouts. A {@code [...]} entry that tiles its mode's sub-modes
     * ({@code [[L1,L2],L3]}, {@code [(2,2),L]}) is no one layout: refused. {@code what} names the argument ("a CTA tiler").
     */
    static List<Layout> tilerModes(Args a, int i, String what) {
        Object v = a.value(i);
        List<Layout> out = new ArrayList<>();
        if (v instanceof Tiler t) {
            if (t.nested()) {
                throw a.error(i, what + " with an entry that tiles its mode's sub-modes ([[L1,L2],L3] or [(4,2),L3]) is not one"
                        + " layout per mode, as needed here; write the tiler as a shape, such as ((4,2),4), or with one layout per mode");
            }
            out.addAll(t.modes());
        } else if (v instanceof Tuple t) {
            for (IntTuple e : t.elements()) {
                out.add(e instanceof SymInt s ? new Layout(s, SymInt.ONE) : Layout.compact(e));
            }
        } else if (v instanceof SymInt s) {
            out.add(new Layout(s, SymInt.ONE));
        } else {
            throw a.error(i, "expected " + what + " such as (128,64) or [L0,L1] but got " + Values.describe(v));
        }
        return out;
    }

    private static List<Slicing.Spec> coordinate(Args a, int i) {
        Object v = a.value(i);
        List<Object> entries = new ArrayList<>();
        if (v instanceof Tuple t) {
            entries.addAll(t.elements());
        } else if (v instanceof Evaluator.SliceCoord sc) {
            entries.addAll(sc.elements());
        } else {
            entries.add(v);
        }
        List<Slicing.Spec> out = new ArrayList<>();
        for (Object e : entries) {
            out.add(ViewFunctions.spec(a, i, e));
        }
        return out;
    }

    /**
     * A tiler as CuTe's divides read it, one entry per mode: {@code [L0,L1]} layouts; a shape {@code (128,64)} integer
     * tilers (make_layout(n)); a tuple entry {@code ((2,2),4)} tiles its mode's sub-modes one by one. Null for an integer,
     * which tiles the whole tensor ({@link #localTile}).
     */
    private static List<Tile> tilerTiles(Args a, int i) {
        Object v = a.value(i);
        List<TileTree> entries;
        if (v instanceof Tiler t) {
            entries = t.tree();
        } else if (v instanceof Tuple t) {
            entries = t.elements().stream().map(TileTree::ofShape).toList();
        } else if (v instanceof SymInt) {
            return null;
        } else {
            throw a.error(i, "expected a tiler such as (128,64) or [L0,L1] but got " + Values.describe(v));
        }
        return entries.stream().map(Tile::of).toList();
    }

    /** Whether argument i is a coordinate tuple, rather than one index or {@code _}. */
    private static boolean isCoordinateTuple(Args a, int i) {
        return a.value(i) instanceof Tuple || a.value(i) instanceof Evaluator.SliceCoord;
    }

    /**
     * CuTe's local_tile: a tuple tiler tiles mode by mode, an integer the whole tensor; a tuple coordinate indexes the
     * modes of tiles one by one, one index (or {@code _}) the whole mode of tiles. A projection dices the tiler and the
     * coordinate, both tuples (CuTe's dice static_asserts "Mismatched Ranks" otherwise).
     */
    private static Slicing.Sliced localTile(Args a) {
        Layout data = AtomFunctions.layoutOrShape(a, 0);
        Projection p = projection(a, 3);
        List<Tile> tiler = tilerTiles(a, 1);
        boolean coordinateTuple = isCoordinateTuple(a, 2);
        List<Slicing.Spec> coord = coordinate(a, 2);
        if (p != null && (tiler == null || !coordinateTuple)) {
            throw a.error(tiler == null ? 1 : 2, "a projection " + p + " dices a tiler and a coordinate that are tuples, got "
                    + Values.describe(a.value(tiler == null ? 1 : 2)));
        }
        try {
            Tile tile = tiler == null ? Tile.ofShape(a.integer(1)) : new Tile.Modes(Partitions.dice(p == null ? null : p.keep(), tiler, "tiler"));
            if (!coordinateTuple) {
                return Partitions.localTileAtIndex(data, tile, coord.get(0), a.decider());
            }
            return Partitions.localTile(data, tile, Partitions.dice(p == null ? null : p.keep(), coord, "coordinate"), a.decider());
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }

    private static Slicing.Sliced localPartition(Args a) {
        Layout data = AtomFunctions.layoutOrShape(a, 0);
        Layout undiced = AtomFunctions.layoutOrShape(a, 1);
        Projection p = projection(a, 3);
        Layout threads = p == null ? undiced : Layout.concat(Partitions.dice(p.keep(), undiced.modes(), "thread layout"));
        try {
            return Partitions.localPartition(data, undiced, threads, a.integer(2), a.decider());
        } catch (cuteprover.CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }
}
