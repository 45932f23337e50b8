package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * A static layout as primitive functions, one per codomain component: integer strides give one
 * component; scaled-basis strides {@code c@m} give the coordinate components m = 0..k-1, each an
 * integer layout whose stride is c where the basis mode is m and 0 elsewhere. The checks compare
 * layouts component by component, reading a missing component as 0.
 */
final class StaticFunction {

    final boolean coordinates;
    final FlatLayout[] parts;
    final long size;

    private StaticFunction(boolean coordinates, FlatLayout[] parts) {
        this.coordinates = coordinates;
        this.parts = parts;
        this.size = parts[0].size();
    }

    static StaticFunction of(Layout layout) {
        List<IntTuple> strides = layout.stride().leaves();
        int width = 0;
        boolean basis = false;
        for (IntTuple d : strides) {
            if (d instanceof ScaledBasis b) {
                basis = true;
                width = Math.max(width, b.mode() + 1);
            }
        }
        if (!basis) {
            return new StaticFunction(false, new FlatLayout[] {FlatLayout.of(layout.flatten())});
        }
        Tuple shape = new Tuple(layout.shape().leaves());
        FlatLayout[] parts = new FlatLayout[width];
        for (int m = 0; m < width; m++) {
            List<IntTuple> component = new ArrayList<>(strides.size());
            for (IntTuple d : strides) {
                if (d instanceof ScaledBasis b) {
                    component.add(b.mode() == m ? b.coeff() : SymInt.ZERO);
                } else if (((SymInt) d).isConstant(0)) {
                    component.add(SymInt.ZERO);
                } else {
                    throw new CuteError("layout " + layout + " mixes integer and scaled-basis strides (" + d
                            + "); its offsets are neither integers nor coordinates");
                }
            }
            parts[m] = FlatLayout.of(new Layout(shape, new Tuple(component)));
        }
        return new StaticFunction(true, parts);
    }

    int width() {
        return parts.length;
    }

    /** Component k at index i (extended domain); 0 for a component this layout does not have. */
    long value(int k, long index) {
        return k < parts.length ? parts[k].offset(index) : 0;
    }

    static String format(long[] components, boolean coordinates) {
        if (!coordinates) {
            return Long.toString(components[0]);
        }
        StringBuilder sb = new StringBuilder("(");
        for (int k = 0; k < components.length; k++) {
            sb.append(k > 0 ? "," : "").append(components[k]);
        }
        return sb.append(')').toString();
    }
}
