package cuteprover.layout;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * The working form of most algorithms: a flat list of (shape, stride) modes. Turning it back into
 * a layout follows CuTe's {@code unwrap}: one mode gives an integral layout {@code s:d}, several
 * give a flat tuple.
 */
final class FlatModes {

    final List<SymInt> shapes;
    final List<IntTuple> strides;

    FlatModes() {
        this(new ArrayList<>(), new ArrayList<>());
    }

    FlatModes(List<SymInt> shapes, List<IntTuple> strides) {
        this.shapes = shapes;
        this.strides = strides;
    }

    static FlatModes of(Layout layout) {
        List<SymInt> shapes = new ArrayList<>();
        for (IntTuple leaf : layout.shape().leaves()) {
            shapes.add((SymInt) leaf);
        }
        return new FlatModes(shapes, new ArrayList<>(layout.stride().leaves()));
    }

    int size() {
        return shapes.size();
    }

    void add(SymInt shape, IntTuple stride) {
        shapes.add(shape);
        strides.add(stride);
    }

    /** One mode: {@code s:d}; otherwise the flat tuple layout. Empty: {@code 1:0}. */
    Layout unwrap() {
        if (shapes.isEmpty()) {
            return Layout.of(1, 0);
        }
        if (shapes.size() == 1) {
            return new Layout(shapes.get(0), strides.get(0));
        }
        return tuple();
    }

    /** Always a tuple layout, even for one mode ({@code (s):(d)}). */
    Layout tuple() {
        return new Layout(new Tuple(new ArrayList<IntTuple>(shapes)), new Tuple(strides));
    }

    static SymInt product(List<SymInt> values) {
        SymInt p = SymInt.ONE;
        for (SymInt v : values) {
            p = SymInt.mul(p, v);
        }
        return p;
    }
}
