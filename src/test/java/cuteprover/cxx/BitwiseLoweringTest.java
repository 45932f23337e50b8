package cuteprover.cxx;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.tuple.SymInt;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** C++'s bitwise operators as arithmetic: the lowered expression equals Java's two's complement operator on every value. */
class BitwiseLoweringTest {

    private static final List<Long> CONSTANTS = List.of(0L, 1L, 4L, 5L, 7L, 0xF0L, 0x55L, 255L, -8L, -1L, -6L, 0x1234L);

    private static long evaluate(Expr e, long x) {
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, Map.of("x", SymInt.of(x)));
        return ((cuteprover.tuple.Const) ev.evaluate(e)).value();
    }

    private static long cpp(String op, long x, long c) {
        return switch (op) {
            case "&" -> x & c;
            case "|" -> x | c;
            case "^" -> x ^ c;
            case "<<" -> x << c;
            default -> x >> c;
        };
    }

    @Test
    void andOrXorWithAConstantAreTwosComplementOnEveryValue() {
        Expr x = new Expr.Name("x", 0);
        for (String op : List.of("&", "|", "^")) {
            for (long c : CONSTANTS) {
                Expr right = BitwiseLowering.lower(op, x, new Expr.Num(c, 0), 32, 0);
                Expr left = BitwiseLowering.lower(op, new Expr.Num(c, 0), x, 32, 0);
                for (long v = -300; v <= 300; v++) {
                    assertEquals(cpp(op, v, c), evaluate(right, v), v + " " + op + " " + c);
                    assertEquals(cpp(op, c, v), evaluate(left, v), c + " " + op + " " + v);
                }
            }
        }
    }

    @Test
    void shiftsByAConstantAreArithmetic() {
        Expr x = new Expr.Name("x", 0);
        for (String op : List.of("<<", ">>")) {
            for (long k = 0; k < 8; k++) {
                Expr e = BitwiseLowering.lower(op, x, new Expr.Num(k, 0), 32, 0);
                for (long v = -300; v <= 300; v++) {
                    assertEquals(cpp(op, v, k), evaluate(e, v), v + " " + op + " " + k);
                }
            }
        }
    }

    @Test
    void complementIsMinusOneMinusX() {
        Expr e = BitwiseLowering.complement(new Expr.Name("x", 0), 0);
        for (long v = -300; v <= 300; v++) {
            assertEquals(~v, evaluate(e, v));
        }
    }

    @Test
    void twoSymbolicOperandsOrASymbolicShiftAreNotFollowed() {
        Expr x = new Expr.Name("x", 0);
        Expr y = new Expr.Name("y", 0);
        assertNull(BitwiseLowering.lower("&", x, y, 32, 0));
        assertNull(BitwiseLowering.lower("<<", new Expr.Num(1, 0), y, 32, 0));
        assertNull(BitwiseLowering.lower("<<", x, new Expr.Num(32, 0), 32, 0));   // beyond the type: undefined in C++
    }
}
