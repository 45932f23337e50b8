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
        // C++'s / and % of pasted code: truncating toward zero, where the spec language's floor (a negative dividend)
        t.register("cpp_div", 2, 2, "cpp_div(a,b): C++'s a / b, truncating toward zero", a -> truncatingDivision(a, false));
        t.register("cpp_mod", 2, 2, "cpp_mod(a,b): C++'s a % b, the sign of a", a -> truncatingDivision(a, true));
        // uint8_t x = M * 64;  C++'s conversion to an unsigned type of that many bits: the value modulo 2^bits
        t.register("cpp_unsigned", 2, 2, "cpp_unsigned(v,bits): C++'s conversion to an unsigned integer type of that many bits",
                a -> unsignedValue(a, (int) a.staticInt(1)));
        // uint32_t(x), size_t(x): C++'s functional conversions, as cpp_unsigned
        for (String cast : java.util.List.of("uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t")) {
            int bits = cast.equals("size_t") ? 64 : Integer.parseInt(cast.replaceAll("\\D", ""));
            t.register(cast, 1, 1, cast + "(x): a C++ conversion, x modulo 2^" + bits, a -> unsignedValue(a, bits));
        }
        // int16_t y = M * 10000;  C++'s conversion to a narrow signed type: the value wrapped into [-2^(bits-1), 2^(bits-1))
        t.register("cpp_signed", 2, 2, "cpp_signed(v,bits): C++'s conversion to a signed integer type of that many bits", a -> {
            SymInt v = a.integer(0);
            int bits = (int) a.staticInt(1);
            SymInt half = SymInt.of(1L << (bits - 1));
            if (!a.decider().lessThan(v, SymInt.neg(half)) && a.decider().lessThan(v, half)) {
                return v;
            }
            return SymInt.sub(SymInt.mod(SymInt.add(v, half), SymInt.of(1L << bits)), half);
        });
        // CuTe's ceil_div of integers in pasted code, (a + b - 1) / b with C++'s division: the ceiling only for a >= 0
        t.register("cpp_ceil_div", 2, 2, "cpp_ceil_div(a,b): CuTe's ceil_div in C++, (a + b - 1) / b", a -> {
            SymInt x = a.integer(0);
            SymInt y = a.integer(1);
            if (!a.decider().lessThan(y, SymInt.ONE)) {
                if (!a.decider().lessThan(x, SymInt.ZERO)) {
                    return SymInt.ceilDiv(x, y);   // the same for a >= 0 and b >= 1
                }
                SymInt n = SymInt.sub(SymInt.add(x, y), SymInt.ONE);
                boolean negative = a.decider().lessThan(n, SymInt.ZERO);
                SymInt magnitude = SymInt.div(negative ? SymInt.neg(n) : n, y);
                return negative ? SymInt.neg(magnitude) : magnitude;
            }
            throw a.error(1, "ceil_div needs a positive divisor, got " + y);
        });
        // auto M = int(m); as kernels convert their run-time sizes: the integer itself
        for (String cast : java.util.List.of("int", "int32_t", "int64_t", "long")) {
            t.register(cast, 1, 1, cast + "(x): a C++ conversion, the integer x", a -> a.integer(0));
        }
        // uint_byte_t<sizeof(Element) * size(val_layout)>, as CuTe's tutorial sizes a copy
        t.register("sizeof", 1, 1, "sizeof(T): the bytes of an element type or of a pasted struct (SharedStorage<...>)", a -> {
            if (a.value(0) instanceof CppStruct.Instance storage) {
                try {
                    return SymInt.of(storage.size());
                } catch (cuteprover.CuteError e) {
                    throw a.error(0, e.getMessage());
                }
            }
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
            a.require(0, cuteprover.layout.Requirement.atLeast(bits, SymInt.ZERO, (v, lo, hi) -> "bits_to_bytes takes a bit count >= 0, got " + v));
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
        // dim3 dimGrid(round_up(size(ceil_div(m, bM)), dimCluster.x), ...): the least multiple of b that is >= a
        t.register("round_up", 2, 2, "round_up(a,b): ceil_div(a,b)*b", a -> {
            SymInt b = a.integer(1);
            a.require(1, cuteprover.layout.Requirement.atLeast(b, SymInt.ONE, (v, lo, hi) -> "round_up needs a positive multiple, got " + v));
            return SymInt.mul(SymInt.ceilDiv(a.integer(0), b), b);
        });
        // if (not evenly_divides(shape(mma_tiler), tile_shape(tiled_mma))): every mode of the tiler divides its mode
        t.register("evenly_divides", 2, 2, "evenly_divides(SHAPE,TILER): each mode of TILER divides SHAPE's mode (CuTe's)",
                a -> evenlyDivides(a.tuple(0), a.tuple(1), a.decider()));
        t.register("max", 2, 2, "max(a,b)", a -> SymInt.max(a.integer(0), a.integer(1)));
        t.register("ceil_div", 2, 2, "ceil_div(a,b)", a -> {
            SymInt b = a.integer(1);
            // a requirement, not a check of constants: a symbolic divisor may be 0 or negative at an allowed value
            a.require(1, cuteprover.layout.Requirement.atLeast(b, SymInt.ONE, (v, lo, hi) -> "ceil_div needs a positive divisor, got " + v));
            return SymInt.ceilDiv(a.integer(0), b);
        });
    }

    /** The first argument converted to an unsigned type of that many bits: modulo 2^bits (a negative one an error at 64). */
    private static SymInt unsignedValue(Args a, int bits) {
        SymInt v = a.integer(0);
        if (bits >= 64) {
            if (a.decider().lessThan(v, SymInt.ZERO)) {
                throw a.error(0, "a negative value, " + v + ", wraps around in a 64-bit unsigned integer, which is not read here");
            }
            return v;
        }
        SymInt range = SymInt.of(1L << bits);
        if (!a.decider().lessThan(v, SymInt.ZERO) && a.decider().lessThan(v, range)) {
            return v;   // in range: the value itself
        }
        return SymInt.mod(v, range);
    }

    /** C++'s quotient (or remainder) of integers: floor of the magnitudes, the quotient negative where one sign is. */
    private static SymInt truncatingDivision(Args a, boolean remainder) {
        SymInt x = a.integer(0);
        SymInt y = a.integer(1);
        if (a.decider().equal(y, SymInt.ZERO)) {
            throw a.error(1, "division by zero");
        }
        boolean xNegative = a.decider().lessThan(x, SymInt.ZERO);
        boolean yNegative = a.decider().lessThan(y, SymInt.ZERO);
        SymInt magnitude = SymInt.div(xNegative ? SymInt.neg(x) : x, yNegative ? SymInt.neg(y) : y);
        SymInt quotient = xNegative != yNegative ? SymInt.neg(magnitude) : magnitude;
        return remainder ? SymInt.sub(x, SymInt.mul(y, quotient)) : quotient;
    }

    /** CuTe's evenly_divides: a tuple tiler mode by mode (no more modes than the shape), an integer one by sizes. */
    private static boolean evenlyDivides(cuteprover.tuple.IntTuple shape, cuteprover.tuple.IntTuple tiler, cuteprover.layout.Decider d) {
        if (!tiler.isLeaf()) {
            if (shape.isLeaf() || tiler.rank() > shape.rank()) {
                return false;
            }
            for (int i = 0; i < tiler.rank(); i++) {
                if (!evenlyDivides(shape.mode(i), tiler.mode(i), d)) {
                    return false;
                }
            }
            return true;
        }
        // size(a) == size(b) * size(ceil_div(a, b)), CuTe's ceil_div of a tuple by an integer dividing mode by mode by
        // what is left of b: (6,4) by 4 is (2,4), so 4 does not evenly divide (6,4) although it divides 24
        SymInt b = (SymInt) tiler;
        // CuTe's ceil_div by a tiler entry or a shape entry of 0 has no value: both are the function's requirements
        d.require(cuteprover.layout.Requirement.atLeast(b, SymInt.ONE, (v, lo, hi) -> "evenly_divides: a tiler entry must be >= 1, got " + v));
        if (shape instanceof SymInt s && b.isConst() && b.value() > 0) {
            return d.divides(b, s);   // one mode: b | s, which the prover's assumptions substitute (s := b * s#q)
        }
        SymInt rest = b;
        SymInt quotients = SymInt.ONE;
        for (cuteprover.tuple.IntTuple leaf : shape.leaves()) {
            SymInt s = (SymInt) leaf;
            d.require(cuteprover.layout.Requirement.atLeast(s, SymInt.ONE, (v, lo, hi) -> "evenly_divides: a shape entry must be >= 1, got " + v));
            quotients = SymInt.mul(quotients, SymInt.ceilDiv(s, rest));
            rest = SymInt.ceilDiv(rest, s);
        }
        return d.equal(cuteprover.tuple.Tuples.product(shape), SymInt.mul(b, quotients));
    }
}
