package cuteprover.cxx;

import cuteprover.CuteError;
import cuteprover.atom.TypeName;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * CuTe values read from the types clang instantiated ({@code cute::Layout<cute::tuple<cute::C<8>, int>, ...>}): every
 * static part comes from the type as CuTe computed it, never recomputed. Two readings of one type: the text CuTe's
 * {@code print} writes (static integers as {@code _8}), and the same value in our spec language, where a run-time leaf
 * ({@code int}) is named by the caller, since only the code that produced it knows its value.
 */
public final class CuteTypes {

    /** The integer types CuTe uses as run-time leaves of shapes and strides. */
    static final Set<String> RUN_TIME_INTEGERS = Set.of("int", "unsigned int", "long", "unsigned long", "long long",
            "unsigned long long", "short", "unsigned short", "signed char", "unsigned char", "char", "bool", "unsigned");

    /** Names a run-time leaf, in order of appearance (its index among the type's run-time leaves). */
    public interface RunTimeLeaves {
        String name(int index, String cppType);
    }

    /** Run-time leaves are an error: the value is not fully static. */
    public static final RunTimeLeaves STATIC_ONLY = (index, type) -> {
        throw new CuteError("its value has a run-time part (leaf " + (index + 1) + " is " + type
                + "), which its type does not hold");
    };

    private CuteTypes() {
    }

    /** The type clang printed (sugar and cv-qualifiers removed) as a tree. */
    public static TypeName parse(String clangSpelling) {
        String s = clangSpelling.strip();
        for (String q : List.of("const ", "volatile ")) {
            while (s.startsWith(q)) {
                s = s.substring(q.length()).strip();
            }
        }
        if (s.endsWith(" const")) {
            s = s.substring(0, s.length() - " const".length());
        }
        return TypeName.parse(s);
    }

    /** What CuTe's {@code print} writes for a value of this type, or null when CuTe prints it on several lines or we do not know how. */
    public static String cutePrint(TypeName t) {
        return print(t, type -> null);
    }

    /** The type in CuTe's notation, a run-time leaf by its C++ type: {@code ((int,int),_4):((_1,int),int)}; null as above. */
    public static String typeText(TypeName t) {
        return print(t, type -> type);
    }

    /** What CuTe's print writes, the run-time leaves being {@code values} in order (CuTe prints them without the '_'). */
    public static String cutePrint(TypeName t, List<Long> values) {
        java.util.Iterator<Long> next = values.iterator();
        return print(t, type -> next.hasNext() ? Long.toString(next.next()) : null);
    }

    /**
     * C++ expressions for the run-time leaves of a layout or tuple type, in the order its print and spec text visit them
     * ({@code cute::get<0,1>(cute::shape(E))}, then the stride's); empty for any other type.
     */
    public static List<String> runTimeLeafAccessors(TypeName t, String expression) {
        List<String> out = new ArrayList<>();
        String h = unqualified(t);
        if (h.equals("Layout") && t.args().size() == 2) {
            leafAccessors(t.args().get(0), "cute::shape(" + expression + ")", List.of(), out);
            leafAccessors(t.args().get(1), "cute::stride(" + expression + ")", List.of(), out);
        } else if (h.equals("tuple")) {
            leafAccessors(t, expression, List.of(), out);
        }
        return out;
    }

    private static void leafAccessors(TypeName t, String of, List<Integer> path, List<String> out) {
        String h = unqualified(t);
        if (h.equals("tuple")) {
            for (int i = 0; i < t.args().size(); i++) {
                List<Integer> p = new ArrayList<>(path);
                p.add(i);
                leafAccessors(t.args().get(i), of, p, out);
            }
        } else if (RUN_TIME_INTEGERS.contains(h) && t.args().isEmpty()) {
            String indices = String.join(",", path.stream().map(String::valueOf).toList());
            out.add("(long long)(" + (path.isEmpty() ? of : "cute::get<" + indices + ">(" + of + ")") + ")");
        }
    }

    private static String print(TypeName t, java.util.function.Function<String, String> runTimeLeaf) {
        String h = unqualified(t);
        if (RUN_TIME_INTEGERS.contains(h) && t.args().isEmpty()) {
            return runTimeLeaf.apply(h);
        }
        switch (h) {
            case "C", "integral_constant", "constant" -> {
                TypeName v = t.args().get(t.args().size() - 1);
                return "_" + v.head();
            }
            case "tuple" -> {
                List<String> parts = new ArrayList<>();
                for (TypeName a : t.args()) {
                    String p = print(a, runTimeLeaf);
                    if (p == null) {
                        return null;
                    }
                    parts.add(p);
                }
                return "(" + String.join(",", parts) + ")";
            }
            case "Layout" -> {
                String shape = print(t.args().get(0), runTimeLeaf);
                TypeName strideType = t.args().size() > 1 ? t.args().get(1) : defaultStride(t.args().get(0));
                String stride = strideType == null ? null : print(strideType, runTimeLeaf);
                return shape == null || stride == null ? null : shape + ":" + stride;
            }
            case "Swizzle" -> {
                return "Sw<" + t.args().get(0).head() + "," + t.args().get(1).head() + "," + t.args().get(2).head() + ">";
            }
            case "smem_ptr_flag_bits" -> {
                return "smem_ptr[" + t.args().get(0).head() + "b](unset)";
            }
            case "smem_sparse_ptr_flag_bits" -> {
                return "smem_sparse<" + t.args().get(0).head() + ">_ptr[" + t.args().get(1).head() + "b](unset)";
            }
            case "ComposedLayout" -> {
                String a = print(t.args().get(0), runTimeLeaf);
                String o = print(t.args().get(1), runTimeLeaf);
                String b = print(t.args().get(2), runTimeLeaf);
                return a == null || o == null || b == null ? null : a + " o " + o + " o " + b;
            }
            case "ScaledBasis" -> {
                String v = print(t.args().get(0), runTimeLeaf);
                if (v == null) {
                    return null;
                }
                StringBuilder sb = new StringBuilder(v);
                for (int i = t.args().size() - 1; i >= 1; i--) {
                    sb.append('@').append(t.args().get(i).head());
                }
                return sb.toString();
            }
            case "Underscore" -> {
                return "_";
            }
            default -> {
                return null;
            }
        }
    }

    /**
     * The value in our spec language: {@code (8,16):(1,8)}, {@code Sw<3,4,3> o 0 o L}, {@code make_tiled_mma(OP, L, P)};
     * run-time leaves named by {@code leaves}. A type that is no CuTe value we read is an error naming it.
     */
    public static String specText(TypeName t, RunTimeLeaves leaves) {
        return new SpecText(leaves).of(t);
    }

    /**
     * The stride a {@code Layout<Shape>} type gets when clang leaves out the default argument: CuTe's {@code LayoutLeft},
     * the exclusive prefix product of the flattened shape, where a static size 1 gets the static stride 0; null when a
     * run-time size makes a stride run-time (the type no longer holds it).
     */
    static TypeName defaultStride(TypeName shape) {
        long[] product = {1};
        return leftStride(shape, product);
    }

    private static TypeName leftStride(TypeName shape, long[] product) {
        if (unqualified(shape).equals("tuple")) {
            List<TypeName> modes = new ArrayList<>();
            for (TypeName m : shape.args()) {
                TypeName s = leftStride(m, product);
                if (s == null) {
                    return null;
                }
                modes.add(s);
            }
            return new TypeName("cute::tuple", modes);
        }
        String h = unqualified(shape);
        if (product[0] < 0 || !(h.equals("C") || h.equals("integral_constant") || h.equals("constant"))) {
            product[0] = -1;   // every later stride is a run-time product
            return null;
        }
        long size = Long.parseLong(shape.args().get(shape.args().size() - 1).head());
        long stride = size == 1 ? 0 : product[0];
        product[0] = Math.multiplyExact(product[0], size);
        return new TypeName("cute::C", List.of(new TypeName(Long.toString(stride), List.of())));
    }

    static String unqualified(TypeName t) {
        String h = t.head();
        return h.startsWith("cute::") ? h.substring(6) : h;
    }

    /** The conversion to spec text, counting run-time leaves as it goes. */
    private static final class SpecText {
        private final RunTimeLeaves leaves;
        private int runTime;

        SpecText(RunTimeLeaves leaves) {
            this.leaves = leaves;
        }

        String of(TypeName t) {
            String h = unqualified(t);
            if (RUN_TIME_INTEGERS.contains(h) && t.args().isEmpty()) {
                return leaves.name(runTime++, h);
            }
            switch (h) {
                case "C", "integral_constant", "constant" -> {
                    String v = t.args().get(t.args().size() - 1).head();
                    return v.equals("true") ? "1" : v.equals("false") ? "0" : v;
                }
                case "tuple" -> {
                    return "(" + join(t.args()) + ")";
                }
                case "Layout" -> {
                    TypeName stride = t.args().size() > 1 ? t.args().get(1) : defaultStride(t.args().get(0));
                    if (stride == null) {
                        throw new CuteError("the layout " + t + " has run-time sizes and no stride in its type");
                    }
                    return of(t.args().get(0)) + ":" + of(stride);
                }
                case "Swizzle" -> {
                    return "Sw<" + t.args().get(0).head() + "," + t.args().get(1).head() + "," + t.args().get(2).head() + ">";
                }
                case "smem_ptr_flag_bits", "smem_sparse_ptr_flag_bits" -> {
                    // the smem pointer flag marks the offset as a pointer's (of that element width and sparsity): as a
                    // function from coordinates to offsets it adds nothing
                    return "0";
                }
                case "ComposedLayout" -> {
                    return swizzleInElements(t) + " o " + of(t.args().get(1)) + " o " + of(t.args().get(2));
                }
                case "ScaledBasis" -> {
                    // E<m,s> * c is c@s@m, as CuTe prints it and the spec language reads it (innermost index last)
                    StringBuilder sb = new StringBuilder(of(t.args().get(0)));
                    for (int i = t.args().size() - 1; i >= 1; i--) {
                        sb.append('@').append(t.args().get(i).head());
                    }
                    return sb.toString();
                }
                case "Underscore" -> {
                    return "_";
                }
                case "MMA_Atom" -> {
                    return op(t.args().get(0));
                }
                case "Copy_Atom" -> {
                    TypeName op = t.args().get(0);
                    op = unqualified(op).equals("Copy_Traits") ? op.args().get(0) : op;
                    return "Copy_Atom<" + opName(op) + "," + opName(t.args().get(1)) + ">";
                }
                case "TiledCopy" -> {
                    return "make_tiled_copy_impl(" + of(t.args().get(0)) + ", " + of(t.args().get(1)) + ", " + tiler(t.args().get(2)) + ")";
                }
                case "TiledMMA" -> {
                    // clang leaves out a default template argument: PermutationMNK = Tile<_,_,_>, no permutation
                    return "make_tiled_mma(" + of(t.args().get(0)) + ", " + of(t.args().get(1))
                            + (t.args().size() > 2 ? ", " + permutation(t.args().get(2)) : "") + ")";
                }
                default -> throw new CuteError("the type " + t + " is no CuTe value cute-prover reads (layouts, swizzles, "
                        + "tuples, integers, MMA and copy atoms, TiledMMAs and TiledCopies are)");
            }
        }

        /**
         * The outer function of a composed layout, in the layout's units. Behind an smem pointer flag of B-bit elements,
         * CuTe applies the swizzle to the byte address (swizzle_ptr): Sw<b,m,s> on bytes is Sw<b, m - log2(B/8), s> on
         * elements ({@code GMMA::Layout_K_SW128_Atom<half_t>} is {@code Sw<3,4,3>} behind 16-bit elements: Sw<3,3,3>).
         */
        private String swizzleInElements(TypeName composed) {
            TypeName outer = composed.args().get(0);
            TypeName flag = composed.args().get(1);
            String flagHead = unqualified(flag);
            if (flagHead.equals("smem_sparse_ptr_flag_bits") && unqualified(outer).equals("Swizzle")) {
                throw new CuteError("the swizzle " + outer + " acts on the addresses of a sparse smem pointer (" + flag
                        + "), which cute-prover does not read as a swizzle of element offsets");
            }
            if (!unqualified(outer).equals("Swizzle") || !flagHead.equals("smem_ptr_flag_bits")) {
                return of(outer);
            }
            long bits = Long.parseLong(flag.args().get(0).head());
            long m = Long.parseLong(outer.args().get(1).head());
            int shift = Long.numberOfTrailingZeros(bits / 8);
            if (bits < 8 || Long.bitCount(bits) != 1 || m < shift) {
                throw new CuteError("the swizzle " + outer + " acts on the byte addresses of " + bits + "-bit elements, which"
                        + " is no swizzle of element offsets cute-prover reads");
            }
            return "Sw<" + outer.args().get(0).head() + "," + (m - shift) + "," + outer.args().get(2).head() + ">";
        }

        /** A TiledCopy's tiler: a shape, or one layout per mode ({@code [L0,L1]} in our language). */
        private String tiler(TypeName tile) {
            boolean layouts = tile.args().stream().anyMatch(a -> unqualified(a).equals("Layout"));
            if (!layouts) {
                return of(tile);
            }
            List<String> parts = new ArrayList<>();
            for (TypeName a : tile.args()) {
                parts.add(unqualified(a).equals("Layout") ? of(a) : of(a) + ":1");
            }
            return "[" + String.join(",", parts) + "]";
        }

        private String permutation(TypeName tile) {
            // TiledMMA's PermutationMNK: a tuple of layouts, integers or underscores (no permutation); one with a layout is
            // a tiler of layouts, [L0,L1,L2] in our language (a tuple holds no layout)
            boolean layouts = tile.args().stream().anyMatch(a -> unqualified(a).equals("Layout"));
            List<String> parts = new ArrayList<>();
            for (TypeName a : tile.args()) {
                parts.add(of(a));
            }
            return (layouts ? "[" : "(") + String.join(",", parts) + (layouts ? "]" : ")");
        }

        /** An MMA operation by its name in our hardware models: MMA_Traits<OP, ...> is OP's. */
        private String op(TypeName t) {
            TypeName op = unqualified(t).equals("MMA_Traits") ? t.args().get(0) : t;
            return opName(op);
        }

        private String join(List<TypeName> args) {
            List<String> parts = new ArrayList<>();
            for (TypeName a : args) {
                parts.add(of(a));
            }
            return String.join(",", parts);
        }
    }

    /** An operation's type as our models name it: namespaces CuTe's own headers add are dropped, enum arguments kept. */
    static String opName(TypeName op) {
        List<String> args = new ArrayList<>();
        for (TypeName a : op.args()) {
            args.add(opName(a));
        }
        String head = op.head();
        for (String ns : List.of("cute::", "cutlass::")) {
            head = head.replace(ns, "");
        }
        head = head.replace("SM90::GMMA::Major", "GMMA::Major").replace("SM90::GMMA::ScaleIn", "GMMA::ScaleIn")
                .replace("SM90::GMMA::ScaleOut", "GMMA::ScaleOut");
        return args.isEmpty() ? head : head + "<" + String.join(",", args) + ">";
    }
}
