package cuteprover.expr;

import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;

import java.util.ArrayList;
import java.util.List;

/**
 * The layouts a value carries: a layout itself, the inner (and a layout outer) function of a composed
 * layout, a tensor view's layout, a tiler's modes. Each must be a layout for every value the
 * assumptions allow wherever the value is used: {@code Sw<3,0,3> o 0 o (4,N/2):(1,4)} is no function
 * at N = 1, as {@code (4,N/2):(1,4)} is no layout there.
 */
public final class CarriedLayouts {

    private CarriedLayouts() {
    }

    public static List<Layout> of(Object value) {
        List<Layout> out = new ArrayList<>();
        collect(value, out);
        return out;
    }

    private static void collect(Object value, List<Layout> out) {
        if (value instanceof Layout l) {
            out.add(l);
        } else if (value instanceof Slicing.Sliced view) {
            collect(view.layout(), out);
        } else if (value instanceof ComposedLayout c) {
            collect(c.inner(), out);
            if (c.outer() instanceof ComposedLayout.LayoutFunction f) {
                collect(f.layout(), out);
            }
        } else if (value instanceof Tiler t) {
            t.modes().forEach(m -> collect(m, out));
        }
    }
}
