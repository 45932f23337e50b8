package cuteprover.expr;

import cuteprover.tuple.IntTuple;
import cuteprover.tuple.TupleFormat;

/** Printing and naming of evaluation results, in CuTe notation without spaces. */
public final class Values {

    private Values() {
    }

    public static String format(Object v) {
        if (v instanceof IntTuple t) {
            return TupleFormat.format(t);
        }
        // a struct's text is its whole definition: the proof cache keys obligations by their definitions' texts
        if (v instanceof CppStruct s) {
            return s.definition();
        }
        if (v instanceof CppStruct.Instance i) {
            return i + " of " + i.struct().definition();
        }
        return String.valueOf(v);
    }

    public static String describe(Object v) {
        String kind;
        if (v instanceof cuteprover.layout.Layout) {
            kind = "layout";
        } else if (v instanceof cuteprover.tuple.SymInt) {
            kind = "integer";
        } else if (v instanceof IntTuple) {
            kind = "tuple";
        } else if (v instanceof Tiler) {
            kind = "tiler";
        } else if (v instanceof Boolean) {
            kind = "boolean";
        } else {
            kind = v == null ? "nothing" : v.getClass().getSimpleName();
        }
        return kind + " " + format(v);
    }
}
