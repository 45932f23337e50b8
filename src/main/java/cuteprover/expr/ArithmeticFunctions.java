package cuteprover.expr;

import cuteprover.tuple.SymInt;

/**
 * Integer functions of the property language: {@code min}, {@code max} and CuTe's {@code ceil_div}
 * (the smallest q with {@code q*b >= a}, for a positive divisor). On symbolic operands they stay
 * terms ({@code min(M,N)}) that the prover encodes exactly: min/max as a choice, ceil_div and {@code /}
 * and {@code %} through a quotient bounded on both sides.
 */
final class ArithmeticFunctions {

    private ArithmeticFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("min", 2, 2, "min(a,b)", a -> SymInt.min(a.integer(0), a.integer(1)));
        // auto M = int(m); as kernels convert their run-time sizes: the integer itself
        for (String cast : java.util.List.of("int", "int32_t", "int64_t", "uint32_t", "uint64_t", "long", "size_t")) {
            t.register(cast, 1, 1, cast + "(x): a C++ conversion, the integer x", a -> a.integer(0));
        }
        // uint_byte_t<sizeof(Element) * size(val_layout)>, as CuTe's tutorial sizes a copy
        t.register("sizeof", 1, 1, "sizeof(T): the bytes of an element type", a -> {
            if (!(a.value(0) instanceof cuteprover.atom.ElementTypeName type)) {
                throw a.error(0, "sizeof takes an element type (float, half_t, a using-alias of one), got " + Values.describe(a.value(0)));
            }
            // a sub-byte type (int4b_t, float_e2m1_t) is one byte in C++: CUTLASS stores it in a uint8_t
            return SymInt.of((cuteprover.atom.ElementType.bits(type.name()) + 7) / 8);
        });
        // Int<Stages> where constexpr int Stages = 4: a template argument, so a static integer
        t.register("Int", 1, 1, "Int(N): the static integer N, as Int<N>", a -> SymInt.of(a.staticInt(0)));
        // sizeof_bits<ElementA>::value, sizeof_bits_v<T>: CUTLASS's width of an element type (a sub-byte one is its bits)
        t.register("sizeof_bits", 1, 1, "sizeof_bits(T): the bits of an element type", a -> {
            if (!(a.value(0) instanceof cuteprover.atom.ElementTypeName type)) {
                throw a.error(0, "sizeof_bits takes an element type (float, half_t, a using-alias of one), got "
                        + Values.describe(a.value(0)));
            }
            return SymInt.of(cuteprover.atom.ElementType.bits(type.name()));
        });
        // cutlass::bits_to_bytes(bits): (bits + 7) / 8, the bytes that hold them
        t.register("bits_to_bytes", 1, 1, "bits_to_bytes(x): ceil(x/8), the bytes that hold x bits", a -> {
            SymInt bits = a.integer(0);
            if (bits.isConst() && bits.value() < 0) {
                throw a.error(0, "bits_to_bytes takes a bit count >= 0, got " + bits);
            }
            return SymInt.ceilDiv(bits, SymInt.of(8));
        });
        // dim3 dimGrid(x, y): CUDA's launch sizes (x,y,z), a missing one is 1 as dim3's constructor makes it
        t.register("dim3", 0, 3, "dim3(x[,y[,z]]): the launch sizes (x,y,z), a missing one 1", a -> {
            java.util.List<cuteprover.tuple.IntTuple> xyz = new java.util.ArrayList<>();
            for (int i = 0; i < 3; i++) {
                xyz.add(i < a.count() ? a.integer(i) : SymInt.ONE);
            }
            return new cuteprover.tuple.Tuple(xyz);
        });
        t.register("max", 2, 2, "max(a,b)", a -> SymInt.max(a.integer(0), a.integer(1)));
        t.register("ceil_div", 2, 2, "ceil_div(a,b)", a -> {
            SymInt b = a.integer(1);
            if (b.isConst() && b.value() <= 0) {
                throw a.error(1, "ceil_div needs a positive divisor, got " + b);
            }
            return SymInt.ceilDiv(a.integer(0), b);
        });
    }
}
