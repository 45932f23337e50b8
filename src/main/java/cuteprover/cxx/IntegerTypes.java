package cuteprover.cxx;

import cuteprover.expr.Expr;

/** C++'s integer types as clang spells them (sugar removed): which are integers, and the values each holds. */
final class IntegerTypes {

    private IntegerTypes() {
    }

    private static String bare(String type) {
        return type.replaceAll("\\b(?:const|volatile)\\b", " ").strip().replaceAll("\\s+", " ");
    }

    static boolean isInteger(String type) {
        return bits(bare(type)) > 0;
    }

    /** {@code int}, {@code long}, {@code long long}: the types of sizes, positive by default as parameters. */
    static boolean isWideSigned(String type) {
        String t = bare(type);
        return t.equals("int") || t.equals("long") || t.equals("long long");
    }

    /** Bits of an integer type's values (64 where the type is not one of C++'s integer types clang writes). */
    static int width(String type) {
        int bits = bits(bare(type));
        return bits == 0 ? 64 : bits;
    }

    /** Bits of an integer type (0: none), for the types clang writes after removing sugar. */
    private static int bits(String t) {
        return switch (t) {
            case "bool" -> 1;
            case "char", "signed char", "unsigned char" -> 8;
            case "short", "unsigned short" -> 16;
            case "int", "unsigned int" -> 32;
            case "long", "unsigned long", "long long", "unsigned long long" -> 64;
            default -> 0;
        };
    }

    /**
     * What a size of the type may be: below the type's bound, positive by default as a spec parameter is (no lower bound
     * stated); null where no bound applies ({@code long}).
     */
    static Expr sizeRange(String type, String name) {
        int bits = bits(bare(type));
        if (bits == 0 || bits >= 63) {
            return null;
        }
        return new Expr.Binary("<", new Expr.Name(name, 0), new Expr.Num(1L << (bits - 1), 0), 0);
    }

    /** What a value of the type may be, as a condition on {@code name} (null: any integer the checks allow). */
    static Expr range(String type, String name) {
        String t = bare(type);
        int bits = bits(t);
        boolean unsigned = t.startsWith("unsigned") || t.equals("bool");
        if (bits == 0 || bits >= 64 && !unsigned) {
            return null;
        }
        long low = unsigned ? 0 : -(1L << (bits - 1));
        Expr high = bits >= 63 ? null : new Expr.Num(unsigned ? 1L << bits : 1L << (bits - 1), 0);
        Expr v = new Expr.Name(name, 0);
        Expr atLeast = new Expr.Binary("<=", new Expr.Num(low, 0), v, 0);
        return high == null ? atLeast : new Expr.Binary("&&", atLeast, new Expr.Binary("<", v, high, 0), 0);
    }
}
