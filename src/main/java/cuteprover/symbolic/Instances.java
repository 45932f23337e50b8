package cuteprover.symbolic;

import cuteprover.expr.Tiler;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Substitution into evaluated values (layouts, tuples, tilers) and their instantiation at concrete values. */
final class Instances {

    private Instances() {
    }

    static IntTuple substitute(IntTuple t, Map<String, ? extends SymInt> values) {
        return Tuples.map(t, leaf -> {
            if (leaf instanceof SymInt s) {
                return s.substitute(values);
            }
            ScaledBasis b = (ScaledBasis) leaf;
            return b.withCoeff(b.coeff().substitute(values));
        });
    }

    static Layout substitute(Layout l, Map<String, ? extends SymInt> values) {
        return new Layout(substitute(l.shape(), values), substitute(l.stride(), values));
    }

    /** Substitutes into any evaluated value; values without integers pass through. */
    static Object substitute(Object v, Map<String, ? extends SymInt> values) {
        if (v instanceof Layout l) {
            return substitute(l, values);
        }
        if (v instanceof IntTuple t) {
            return substitute(t, values);
        }
        if (v instanceof ComposedLayout c) {
            ComposedLayout.Outer outer = c.outer() instanceof ComposedLayout.LayoutFunction f
                    ? new ComposedLayout.LayoutFunction(substitute(f.layout(), values)) : c.outer();
            return new ComposedLayout(outer, substitute(c.offset(), values), substitute(c.inner(), values));
        }
        if (v instanceof cuteprover.layout.Slicing.Sliced view) {
            // a tensor: tAgA = thr_copy.partition_S(gA), whose offset holds the thread
            return new cuteprover.layout.Slicing.Sliced(substitute(view.offset(), values), substitute(view.layout(), values));
        }
        if (v instanceof cuteprover.expr.ThreadSlice slice) {
            return new cuteprover.expr.ThreadSlice(slice.tiled(), substitute(slice.thread(), values));
        }
        if (v instanceof cuteprover.expr.Evaluator.SliceCoord coord) {
            List<Object> elements = new ArrayList<>();
            for (Object e : coord.elements()) {
                elements.add(substitute(e, values));
            }
            return new cuteprover.expr.Evaluator.SliceCoord(elements);
        }
        if (v instanceof cuteprover.atom.TmaPartition.Parts parts) {
            List<cuteprover.layout.Slicing.Sliced> tensors = new ArrayList<>();
            for (cuteprover.layout.Slicing.Sliced t : parts.tensors()) {
                tensors.add((cuteprover.layout.Slicing.Sliced) substitute(t, values));
            }
            return new cuteprover.atom.TmaPartition.Parts(tensors);
        }
        if (v instanceof Tiler t) {
            List<Layout> modes = new ArrayList<>();
            for (Layout m : t.modes()) {
                modes.add(substitute(m, values));
            }
            return new Tiler(modes);
        }
        return v;
    }

    static Map<String, SymInt> constants(Map<String, Long> env) {
        Map<String, SymInt> out = new HashMap<>();
        env.forEach((k, v) -> out.put(k, SymInt.of(v)));
        return out;
    }

    /**
     * The definitions of a property instantiated at concrete variable values, plus the variables
     * themselves as constants: what the concrete engine evaluates a counterexample in.
     */
    static Map<String, Object> instantiate(Map<String, Object> definitions, Map<String, Long> env) {
        Map<String, SymInt> values = constants(env);
        Map<String, Object> out = new LinkedHashMap<>();
        definitions.forEach((k, v) -> {
            try {
                out.put(k, substitute(v, values));
            } catch (cuteprover.CuteError | ArithmeticException e) {
                // no value here ((2,N-1):(1,2) at N = 1): left out, so that only what reads it fails, never a property
                // that does not read it
            }
        });
        values.forEach(out::putIfAbsent);
        return out;
    }
}
