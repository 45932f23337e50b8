package cuteprover.atom;

import cuteprover.CuteError;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** CuTe/CUTLASS element types by name and their width in bits ({@code sizeof_bits}). */
public final class ElementType {

    private static final Map<String, Integer> BITS = new LinkedHashMap<>();

    static {
        for (String n : new String[] {"half_t", "bfloat16_t", "int16_t", "uint16_t"}) {
            BITS.put(n, 16);
        }
        for (String n : new String[] {"tfloat32_t", "float", "int32_t", "uint32_t", "int", "uint"}) {
            BITS.put(n, 32);
        }
        for (String n : new String[] {"double", "int64_t", "uint64_t", "complex<float>"}) {
            BITS.put(n, 64);
        }
        for (String n : new String[] {"int8_t", "uint8_t", "float_e4m3_t", "float_e5m2_t", "char"}) {
            BITS.put(n, 8);
        }
        for (String n : new String[] {"float_ue8m0_t", "float_ue4m3_t", "type_erased_dynamic_float8_t"}) {
            BITS.put(n, 8);
        }
        for (String n : new String[] {"float_e2m3_t", "float_e3m2_t", "type_erased_dynamic_float6_t"}) {
            BITS.put(n, 6);
        }
        for (String n : new String[] {"int4b_t", "uint4b_t", "int4_t", "uint4_t", "float_e2m1_t", "type_erased_dynamic_float4_t"}) {
            BITS.put(n, 4);
        }
        BITS.put("uint1b_t", 1);
        BITS.put("bin1_t", 1);
        BITS.put("uint128_t", 128);
        BITS.put("complex<double>", 128);
        BITS.put("bool", 8);
    }

    private ElementType() {
    }

    /**
     * CUTLASS's sized integer types spelled by their size, {@code uint_byte_t<16>} (uint128_t) and
     * {@code uint_bit_t<32>} (uint32_t), replaced by their names wherever they occur in a type.
     */
    public static TypeName sizedIntegers(TypeName t) {
        String head = strip(t.head());
        if ((head.equals("uint_byte_t") || head.equals("uint_bit_t")) && t.args().size() == 1) {
            String n = t.args().get(0).head();
            String only = ": CUTLASS defines its sized integers for 8, 16, 32, 64 and 128 bits only ("
                    + (head.equals("uint_byte_t") ? "uint_byte_t<1>, <2>, <4>, <8>, <16>)" : "uint_bit_t<8>, <16>, <32>, <64>, <128>)");
            if (t.args().get(0).args().isEmpty() && n.matches("[0-9]{1,6}")) {
                long bits = Long.parseLong(n) * (head.equals("uint_byte_t") ? 8 : 1);
                if (bits == 8 || bits == 16 || bits == 32 || bits == 64 || bits == 128) {
                    return new TypeName("uint" + bits + "_t", List.of());
                }
                throw new CuteError(t + " is " + bits + " bits" + only);
            }
            throw new CuteError(t + ": its size must be a static integer, got " + t.args().get(0) + only);
        }
        List<TypeName> args = new java.util.ArrayList<>();
        boolean changed = false;
        for (TypeName a : t.args()) {
            TypeName s = sizedIntegers(a);
            changed |= s != a;
            args.add(s);
        }
        return changed ? new TypeName(t.head(), args) : t;
    }

    /** Bits of an element type; {@code cutlass::} and {@code cute::} prefixes are ignored. */
    public static int bits(String name) {
        String n = strip(name);
        Integer b = BITS.get(n);
        if (b == null) {
            throw new CuteError("unknown element type '" + name + "'" + Closest.suggest(n, BITS.keySet()));
        }
        return b;
    }

    public static String strip(String name) {
        String n = name;
        for (String prefix : new String[] {"cutlass::", "cute::", "std::"}) {
            if (n.startsWith(prefix)) {
                n = n.substring(prefix.length());
            }
        }
        return n;
    }

    public static java.util.Set<String> names() {
        return BITS.keySet();
    }
}
