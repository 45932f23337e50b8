package cuteprover.expr;

import cuteprover.atom.TypeName;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Map;
import java.util.function.Function;

/**
 * A template argument that names a definition of a static integer or shape, as kernels alias their tile shapes
 * ({@code using TileShape = Shape<_128,_128,_64>;} then {@code ss_op_selector<half_t, half_t, float, TileShape>()}):
 * the name is replaced by the value's C++ spelling ({@code Shape<128,128,64>}), an element type alias by the element
 * type. Other names are left as they are.
 * So is {@code decltype(EXPR)} ({@code decltype(cute::get<0>(TileShape_MNK{}))}, as the builders write it): the parser
 * keeps EXPR's text, hex-encoded so that the type's own grammar never sees its brackets, and EXPR is evaluated here;
 * so is a template argument written as an expression ({@code uint_byte_t<sizeof(Element) * size(val_layout)>}).
 */
final class StaticTypeNames {

    private StaticTypeNames() {
    }

    private static final String DECLTYPE = "decltype$";

    /** The placeholder of {@code decltype(EXPR)} in a type's text. */
    static String decltype(String expression) {
        return DECLTYPE + HexFormat.of().formatHex(expression.getBytes(StandardCharsets.UTF_8));
    }

    static String substitute(String text, Map<String, Object> definitions, Function<String, Object> evaluate) {
        if (definitions.isEmpty() && !text.contains(DECLTYPE)) {
            return text;
        }
        TypeName t = TypeName.parse(text);
        TypeName r = substitute(t, definitions, evaluate, t.head());
        return r == t ? text : r.toString();
    }

    private static TypeName substitute(TypeName t, Map<String, Object> definitions, Function<String, Object> evaluate, String parent) {
        if (t.args().isEmpty() && t.head().startsWith(DECLTYPE)) {
            String expression = new String(HexFormat.of().parseHex(t.head().substring(DECLTYPE.length())), StandardCharsets.UTF_8);
            Object v = evaluate.apply(expression);
            TypeName spelled = v instanceof IntTuple tuple ? spelling(tuple) : null;
            if (spelled == null) {
                throw new cuteprover.CuteError("the template argument " + expression + " must be a static integer or shape, got "
                        + Values.describe(v));
            }
            return spelled;
        }
        if (t.args().isEmpty()) {
            Object v = definitions.get(t.head());
            if (v instanceof cuteprover.atom.ElementTypeName element) {
                return new TypeName(element.name(), List.of());   // using ElementA = cutlass::half_t;
            }
            if (v instanceof cuteprover.atom.CopyOpName op) {
                return TypeName.parse(op.text());   // using CopyOp = UniversalCopy<uint128_t>; Copy_Atom<CopyOp, float>
            }
            if (v instanceof cuteprover.smem.MatrixDescriptor.Major major) {
                // constexpr auto GmmaMajorA = GMMA::Major::K; K and MN are the same in both families: the op names which
                boolean umma = parent.contains("SM100") || parent.contains("sm100") || parent.contains("UMMA");
                return new TypeName((umma ? "UMMA" : "GMMA") + "::Major::" + major.name(), List.of());
            }
            TypeName spelled = v instanceof IntTuple tuple ? spelling(tuple) : null;
            return spelled == null ? t : spelled;
        }
        List<TypeName> args = new ArrayList<>();
        boolean changed = false;
        for (TypeName a : t.args()) {
            TypeName s = substitute(a, definitions, evaluate, t.head());
            changed |= s != a;
            args.add(s);
        }
        return changed ? new TypeName(t.head(), args) : t;
    }

    /** A static integer as itself, a tuple of them as Shape<...>; null for anything symbolic. */
    private static TypeName spelling(IntTuple v) {
        if (v instanceof SymInt i) {
            return i.isConst() ? new TypeName(Long.toString(i.value()), List.of()) : null;
        }
        if (v instanceof Tuple tuple) {
            List<TypeName> modes = new ArrayList<>();
            for (IntTuple e : tuple.elements()) {
                TypeName m = spelling(e);
                if (m == null) {
                    return null;
                }
                modes.add(m);
            }
            return new TypeName("Shape", modes);
        }
        return null;
    }
}
