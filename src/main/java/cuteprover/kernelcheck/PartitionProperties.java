package cuteprover.kernelcheck;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The partitions of one TiledMMA or TiledCopy cover their tile exactly once, in the spec language.
 * <ul>
 *   <li>{@code mma_partition_A(mma)} (B, C alike): the (thread, value) pairs of {@code get_layoutA_TV(mma)} reach every
 *       cell of the MMA's M x K tile (one k-block) and only those, {@code covers_at_least_once}; and the pairs that are
 *       not broadcasts number exactly the cells, {@code size(filter(get<0>(TV))) * size(get<1>(TV)) == M*K}. A thread
 *       mode of stride 0 is a broadcast (the threads of other N positions read the same A; a warpgroup reads a GMMA's A
 *       together), which {@code filter} drops; the pairs left then reach every cell and are as many as the cells, so
 *       each cell is read by exactly one of them. A value mode of stride 0 is not dropped: a thread reading one
 *       element twice is counted twice and refuted.</li>
 *   <li>{@code copy_partition_S(copy)} and {@code copy_partition_D(copy)}: the same of {@code get_layoutS_TV} and
 *       {@code get_layoutD_TV} on the copy's {@code Tiler_MN} (a copy made from an MMA's partition,
 *       {@code make_tiled_copy_A}, broadcasts as the MMA does).</li>
 * </ul>
 * The tile's sizes are computed here (all static: they come from the type) and written into the property.
 */
final class PartitionProperties {

    private static final String[] MMA_OPERANDS = {"A", "B", "C"};
    /** The modes of (M,N,K) each operand's tile has. */
    private static final int[][] MMA_MODES = {{0, 2}, {1, 2}, {0, 1}};

    private PartitionProperties() {
    }

    /** {@code letName}: a fresh spec-language name from a hint. */
    static List<AutoProperty> of(TiledObject t, LetNames letName) {
        List<String> operands = t.mma() ? List.of(MMA_OPERANDS) : List.of("S", "D");
        String prefix = t.mma() ? "mma_partition_" : "copy_partition_";
        List<AutoProperty> out = new ArrayList<>();
        if (t.error() != null) {
            for (String op : operands) {
                out.add(AutoProperty.notCheckable(prefix + op + "(" + t.name() + ")", t.offset(), t.error()));
            }
            return out;
        }
        List<List<Long>> tiles = new ArrayList<>();
        try {
            Evaluator e = Evaluator.concrete();
            if (t.mma()) {
                List<Long> mnk = sizes(e, t.value(), 3);
                for (int[] modes : MMA_MODES) {
                    tiles.add(List.of(mnk.get(modes[0]), mnk.get(modes[1])));
                }
            } else {
                List<Long> mn = copyTile(e, t.value());
                tiles.add(mn);
                tiles.add(mn);
            }
        } catch (CuteError | ArithmeticException x) {
            for (String op : operands) {
                out.add(AutoProperty.notCheckable(prefix + op + "(" + t.name() + ")", t.offset(),
                        "the " + t.what() + " " + t.name() + " does not read: " + x.getMessage()));
            }
            return out;
        }
        String let = letName.of(t.name(), t.value());
        for (int i = 0; i < operands.size(); i++) {
            String op = operands.get(i);
            String tvLet = letName.fresh(t.name() + "_" + op + "_TV");
            Map<String, String> defs = new LinkedHashMap<>();
            defs.put(let, t.value());
            defs.put(tvLet, "get_layout" + op + "_TV(" + let + ")");
            List<Long> tile = tiles.get(i);
            long cells = 1;
            List<String> sizes = new ArrayList<>();
            for (long s : tile) {
                cells = Math.multiplyExact(cells, s);
                sizes.add(Long.toString(s));
            }
            String property = "covers_at_least_once(" + tvLet + ", (" + String.join(",", sizes) + ")) && size(filter(get<0>(" + tvLet
                    + "))) * size(get<1>(" + tvLet + ")) == " + cells;
            out.add(new AutoProperty(prefix + op + "(" + t.name() + ")", defs, property, t.offset(), null));
        }
        return out;
    }

    /** tile_size(T, i) for i below {@code rank}. */
    private static List<Long> sizes(Evaluator e, String value, int rank) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < rank; i++) {
            out.add(Long.parseLong(Values.format(e.evaluate("tile_size(" + value + ", " + i + ")")).strip()));
        }
        return out;
    }

    /** The sizes of a TiledCopy's Tiler_MN, mode by mode, until they make up its whole size. */
    private static List<Long> copyTile(Evaluator e, String value) {
        long total = Long.parseLong(Values.format(e.evaluate("tile_size(" + value + ")")).strip());
        List<Long> out = new ArrayList<>();
        long product = 1;
        for (int i = 0; product < total || out.size() < 2; i++) {
            if (i >= 4) {
                throw new CuteError("its Tiler_MN's modes do not make up its size " + total);
            }
            long s = Long.parseLong(Values.format(e.evaluate("tile_size(" + value + ", " + i + ")")).strip());
            out.add(s);
            product = Math.multiplyExact(product, s);
        }
        if (product != total) {
            throw new CuteError("its Tiler_MN's modes do not make up its size " + total);
        }
        return out;
    }
}
