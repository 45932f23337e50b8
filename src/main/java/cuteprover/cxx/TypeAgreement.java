package cuteprover.cxx;

import cuteprover.atom.TypeName;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.Optional;

/**
 * Whether a value read from C++ otherwise (a declaration with run-time sizes, which its type does not fix) agrees with
 * what the compiler's type says of it: the same nesting, and every leaf the type makes static the same integer. Where
 * they disagree, the reading is not CuTe's (a dynamic mode CuTe keeps that a reading merged, a static stride it
 * computed otherwise), and nothing may be proved of it.
 */
public final class TypeAgreement {

    private TypeAgreement() {
    }

    /** The first disagreement between the type and the value, or empty where they agree or the type says nothing we check. */
    public static Optional<String> mismatch(TypeName type, Object value) {
        String h = CuteTypes.unqualified(type);
        if (h.equals("Layout") && value instanceof Layout l) {
            TypeName stride = type.args().size() > 1 ? type.args().get(1) : CuteTypes.defaultStride(type.args().get(0));
            Optional<String> shape = tuple(type.args().get(0), l.shape(), "shape");
            Optional<String> strides = shape.isPresent() || stride == null ? shape : tuple(stride, l.stride(), "stride");
            return strides.isPresent() || stride == null ? strides : runTimeOnes(type.args().get(0), stride, l);
        }
        if (h.equals("tuple") && value instanceof IntTuple t) {
            return tuple(type, t, "value");
        }
        return Optional.empty();
    }

    /**
     * CuTe gives a static size 1 the stride 0 (make_layout, coalesce); a run-time size that is 1 keeps the stride C++
     * computed. A leaf whose size and stride the type keeps run-time values, read as size 1 with stride 0, is the static
     * rule applied to a run-time size: not C++'s reading (the same nesting, checked before).
     */
    private static Optional<String> runTimeOnes(TypeName shapeType, TypeName strideType, Layout l) {
        java.util.List<TypeName> shapes = new java.util.ArrayList<>();
        java.util.List<TypeName> strides = new java.util.ArrayList<>();
        leaves(shapeType, shapes);
        leaves(strideType, strides);
        java.util.List<IntTuple> sizes = cuteprover.tuple.Tuples.flatten(l.shape()).elements();
        java.util.List<IntTuple> steps = cuteprover.tuple.Tuples.flatten(l.stride()).elements();
        if (shapes.size() != sizes.size() || strides.size() != steps.size() || sizes.size() != steps.size()) {
            return Optional.empty();
        }
        for (int i = 0; i < sizes.size(); i++) {
            boolean runTime = CuteTypes.RUN_TIME_INTEGERS.contains(CuteTypes.unqualified(shapes.get(i)))
                    && CuteTypes.RUN_TIME_INTEGERS.contains(CuteTypes.unqualified(strides.get(i)));
            if (runTime && sizes.get(i) instanceof SymInt size && size.isConst() && size.value() == 1
                    && steps.get(i) instanceof SymInt step && step.isConst() && step.value() == 0) {
                return Optional.of("leaf " + i + ": a run-time size 1 read with the stride 0 that CuTe gives a static size 1;"
                        + " C++ keeps the stride it computed");
            }
        }
        return Optional.empty();
    }

    private static void leaves(TypeName t, java.util.List<TypeName> out) {
        if (CuteTypes.unqualified(t).equals("tuple")) {
            t.args().forEach(a -> leaves(a, out));
        } else {
            out.add(t);
        }
    }

    private static Optional<String> tuple(TypeName type, IntTuple value, String where) {
        String h = CuteTypes.unqualified(type);
        if (h.equals("tuple")) {
            if (!(value instanceof Tuple t) || t.elements().size() != type.args().size()) {
                return Optional.of(where + ": the type has " + type.args().size() + " modes, the reading " + value);
            }
            for (int i = 0; i < type.args().size(); i++) {
                Optional<String> m = tuple(type.args().get(i), t.elements().get(i), where + " mode " + i);
                if (m.isPresent()) {
                    return m;
                }
            }
            return Optional.empty();
        }
        if (h.equals("C") || h.equals("integral_constant") || h.equals("constant")) {
            String v = type.args().get(type.args().size() - 1).head();
            long expected = v.equals("true") ? 1 : v.equals("false") ? 0 : Long.parseLong(v);
            if (!(value instanceof SymInt s) || !s.isConst() || s.value() != expected) {
                return Optional.of(where + ": the type's static " + expected + ", the reading " + value);
            }
            return Optional.empty();
        }
        if (CuteTypes.RUN_TIME_INTEGERS.contains(h)) {
            return value instanceof Tuple ? Optional.of(where + ": the type has an integer, the reading " + value) : Optional.empty();
        }
        return Optional.empty();   // a scaled basis or another stride kind: not compared
    }
}
