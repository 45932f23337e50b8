package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * CuTe's {@code coalesce(L)} where the parameters are run-time ({@code int}) values: its backward scan
 * drops a mode, replaces the front or merges two modes only on what it knows at compile time. A mode
 * is dropped where its size is a static 1, the front is replaced where its size is a static 1, and
 * {@code s0:d0} merges with the front {@code s1:d1} only where s1, s0, d0 and d1 are static and
 * {@code s0*d0 == d1}: {@code coalesce((16,N):(8,128))} stays {@code (16,N):(8,128)} with an
 * {@code int N}, where the static answer is {@code (16*N):8} (CUTLASS issue 3469, "intended behavior":
 * merging would lose what is known of the sizes). The same function, other modes.
 */
public final class CoalesceAtRunTime {

    private CoalesceAtRunTime() {
    }

    /** The run-time form, or null where a stride is not an integer (scaled bases: no such path). */
    public static Layout of(Layout layout) {
        List<IntTuple> shapeLeaves = layout.shape().leaves();
        List<IntTuple> strideLeaves = layout.stride().leaves();
        int r = shapeLeaves.size();
        List<SymInt> shapes = new ArrayList<>();
        List<SymInt> strides = new ArrayList<>();
        for (int i = 0; i < r; i++) {
            if (!(shapeLeaves.get(i) instanceof SymInt s) || !(strideLeaves.get(i) instanceof SymInt d)) {
                return null;
            }
            shapes.add(s);
            strides.add(d);
        }
        // built front first: index 0 of these lists is the front of the result
        List<SymInt> outShape = new ArrayList<>(List.of(shapes.get(r - 1)));
        List<SymInt> outStride = new ArrayList<>(List.of(strides.get(r - 1)));
        for (int i = r - 2; i >= 0; i--) {
            SymInt s = shapes.get(i);
            SymInt d = strides.get(i);
            SymInt frontShape = outShape.get(0);
            SymInt frontStride = outStride.get(0);
            if (s.isConstant(1)) {
                continue;
            }
            if (frontShape.isConstant(1)) {
                outShape.set(0, s);
                outStride.set(0, d);
            } else if (frontShape.isConst() && s.isConst() && d.isConst() && frontStride.isConst()
                    && Math.multiplyExact(s.value(), d.value()) == frontStride.value()) {
                outShape.set(0, SymInt.of(Math.multiplyExact(s.value(), frontShape.value())));
                outStride.set(0, d);
            } else {
                outShape.add(0, s);
                outStride.add(0, d);
            }
        }
        if (outShape.size() == 1 && outShape.get(0).isConstant(1)) {
            return Layout.of(1, 0);
        }
        FlatModes modes = new FlatModes();
        for (int k = 0; k < outShape.size(); k++) {
            modes.add(outShape.get(k), outStride.get(k));
        }
        return modes.unwrap();
    }
}
