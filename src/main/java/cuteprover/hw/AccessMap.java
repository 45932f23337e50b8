package cuteprover.hw;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * A hardware model as the rows of {@code cute-prover hw map}: four integers per element for the
 * thread-value and placement models (see {@link ModelName}), two ({@code index offset}) for other
 * functions. Every decoded coordinate is checked to lie in the model's tile.
 */
public final class AccessMap {

    private AccessMap() {
    }

    public static List<long[]> rows(ModelName name, Object model) {
        if (name.kind() == ModelName.Kind.FUNCTION) {
            return functionRows(name, model);
        }
        Layout layout = staticLayout(name, model);
        if (layout.rank() != 2) {
            throw new CuteError("hardware model " + name.name() + " must have two modes (" + name.header()
                    + "), got " + layout);
        }
        long outer = layout.mode(0).size().value();
        long inner = layout.mode(1).size().value();
        FlatLayout flat = FlatLayout.of(layout);
        List<long[]> out = new ArrayList<>();
        for (long a = 0; a < outer; a++) {
            for (long b = 0; b < inner; b++) {
                long offset = flat.offset(a + outer * b);
                out.add(new long[] {a, b, first(name, offset), second(name, offset)});
                check(name, a, b, offset);
            }
        }
        return out;
    }

    private static long first(ModelName n, long offset) {
        return switch (n.kind()) {
            case MMA_A, MMA_C -> offset % n.rows();
            case MMA_B -> offset / n.cols();
            case MATRIX_B16 -> offset / 8;
            default -> offset / ModelName.TMEM_LANE_STRIDE;
        };
    }

    private static long second(ModelName n, long offset) {
        return switch (n.kind()) {
            case MMA_A, MMA_C -> offset / n.rows();
            case MMA_B -> offset % n.cols();
            case MATRIX_B16 -> offset % 8;
            default -> offset % ModelName.TMEM_LANE_STRIDE;
        };
    }

    /** MMA offsets must stay in the M x K (K x N, M x N) tile; addresses must be non-negative. */
    private static void check(ModelName n, long a, long b, long offset) {
        boolean ok = offset >= 0;
        if (ok && (n.kind() == ModelName.Kind.MMA_A || n.kind() == ModelName.Kind.MMA_B || n.kind() == ModelName.Kind.MMA_C)) {
            ok = offset < n.rows() * n.cols();
        }
        if (ok && (n.kind() == ModelName.Kind.TMEM_ACCESS || n.kind() == ModelName.Kind.TMEM_PLACEMENT)) {
            ok = offset / ModelName.TMEM_LANE_STRIDE < n.rows();
        }
        if (!ok) {
            throw new CuteError("hardware model " + n.name() + " maps (" + a + "," + b + ") to " + offset
                    + ", outside its " + (n.kind() == ModelName.Kind.TMEM_ACCESS || n.kind() == ModelName.Kind.TMEM_PLACEMENT
                    ? "128 lanes" : n.rows() + "x" + n.cols() + " tile"));
        }
    }

    private static List<long[]> functionRows(ModelName name, Object model) {
        long[] table;
        if (model instanceof ComposedLayout c) {
            table = c.table();
        } else if (model instanceof SymInt s && s.isConst()) {
            return List.<long[]>of(new long[] {0, s.value()});
        } else {
            table = FlatLayout.of(staticLayout(name, model)).table();
        }
        List<long[]> out = new ArrayList<>(table.length);
        for (int i = 0; i < table.length; i++) {
            out.add(new long[] {i, table[i]});
        }
        return out;
    }

    private static Layout staticLayout(ModelName name, Object model) {
        if (!(model instanceof Layout l)) {
            throw new CuteError("hardware model " + name.name() + " is not a layout (" + cuteprover.expr.Values.describe(model) + ")");
        }
        if (!l.isStatic() || !l.hasIntegerStrides()) {
            throw new CuteError("hardware model " + name.name() + " is not a static integer layout: " + l);
        }
        return l;
    }

    /** One line of {@code hw map}: the integers separated by single spaces. */
    public static String line(long[] row) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < row.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(row[i]);
        }
        return sb.toString();
    }
}
