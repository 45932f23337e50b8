package cuteprover.expr;

import java.util.List;

/**
 * C++'s conversion of an integer to a declared or cast-to type ({@code unsigned K = M - 8;}, {@code
 * static_cast<uint8_t>(x)}): an unsigned type wraps modulo 2^bits ({@code cpp_unsigned}), a narrow signed one into its
 * range ({@code cpp_signed}), {@code bool} is {@code x != 0}; {@code int}, {@code int32_t}, {@code int64_t} and {@code
 * long} are exact (C++'s signed overflow is undefined), as is every other type.
 */
public final class CppIntegerTypes {

    private CppIntegerTypes() {
    }

    /** {@code value} converted to {@code type} (a declaration's head before its name, or a cast's type). */
    public static Expr convert(String type, Expr value) {
        String t = type.replaceAll("\\b(?:static|constexpr|const|cute|std)\\b|::", " ").strip().replaceAll("\\s+", " ");
        if (t.equals("bool")) {
            return value instanceof Expr.Binary b && List.of("==", "!=", "<", "<=", ">", ">=", "&&", "||").contains(b.op())
                    || value instanceof Expr.Unary u && u.op().equals("!") || value instanceof Expr.Name
                    ? value : new Expr.Binary("!=", value, new Expr.Num(0, value.pos()), value.pos());
        }
        int bits = switch (t) {
            case "uint8_t", "int8_t", "unsigned char", "signed char", "char" -> 8;
            case "uint16_t", "int16_t", "unsigned short", "short", "unsigned short int", "short int" -> 16;
            case "uint32_t", "unsigned", "unsigned int" -> 32;
            case "uint64_t", "size_t", "unsigned long", "unsigned long long", "unsigned long int" -> 64;
            default -> 0;
        };
        if (bits == 0) {
            return value;
        }
        boolean unsigned = t.startsWith("u") || t.equals("size_t");
        return new Expr.Call(unsigned ? "cpp_unsigned" : "cpp_signed", List.of(value, new Expr.Num(bits, value.pos())), value.pos());
    }
}
