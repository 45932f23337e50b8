package cuteprover.expr;

import cuteprover.layout.Coordinates;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * make_identity_layout keeps a nested shape's nesting with nested basis strides E<m,s,..>, as CuTe C++
 * does: the rows below are CuTe's own print (static underscores removed) from a host program compiled
 * against CUTLASS (cute/layout.hpp), and the layout maps every index to its natural coordinate.
 */
class IdentityLayoutTest {

    private static Object eval(String text) {
        return new Evaluator(Decider.CONCRETE, false, Map.of()).evaluate(text);
    }

    @Test
    void printsAsCuteCppDoes() {
        String[][] rows = {
                {"(4,8)", "(4,8):(1@0,1@1)"},
                {"((2,3),4)", "((2,3),4):((1@0@0,1@1@0),1@1)"},
                {"(4,(2,(3,5)))", "(4,(2,(3,5))):(1@0,(1@0@1,(1@0@1@1,1@1@1@1)))"},
                {"((2,3),(4,5))", "((2,3),(4,5)):((1@0@0,1@1@0),(1@0@1,1@1@1))"},
                {"8", "8:1"},
                {"((2,3))", "((2,3)):((1@0@0,1@1@0))"},
        };
        for (String[] r : rows) {
            assertEquals(r[1], Values.format(eval("make_identity_layout(" + r[0] + ")")), r[0]);
            // CuTe's print reads back as the same layout.
            assertEquals(r[1], Values.format(eval(r[1])), r[1]);
        }
    }

    @Test
    void evaluatesToCuteCppsNestedCoordinates() {
        // CuTe: l(5) = ((1,2),0), l(7) = ((1,0),1), l(((1,2),3)) = ((1,2),3) for l = make_identity_layout(((2,3),4)).
        assertEquals("((1,2),0)", Values.format(eval("make_identity_layout(((2,3),4))(5)")));
        assertEquals("((1,0),1)", Values.format(eval("make_identity_layout(((2,3),4))(7)")));
        assertEquals("((1,2),3)", Values.format(eval("make_identity_layout(((2,3),4))((1,2),3)")));
    }

    @Provide
    Arbitrary<IntTuple> shapes() {
        Arbitrary<IntTuple> leaf = Arbitraries.integers().between(1, 4).map(n -> (IntTuple) SymInt.of(n));
        Arbitrary<IntTuple> inner = leaf.list().ofMinSize(1).ofMaxSize(3).map(l -> (IntTuple) new Tuple(new ArrayList<>(l)));
        Arbitrary<IntTuple> mode = Arbitraries.oneOf(leaf, inner);
        return mode.list().ofMinSize(1).ofMaxSize(3).map(l -> new Tuple(new ArrayList<>(l)));
    }

    /** Index i of the identity layout of S is idx2crd(i, S), nesting included, for random nested shapes. */
    @Property(tries = 120)
    void mapsEveryIndexToItsNaturalCoordinate(@ForAll("shapes") IntTuple shape) {
        Layout id = (Layout) eval("make_identity_layout(" + Values.format(shape) + ")");
        long size = id.size().value();
        for (long i = 0; i < size; i++) {
            IntTuple expected = Coordinates.idx2crd(SymInt.of(i), shape);
            Object got = new Evaluator(Decider.CONCRETE, false, Map.of("L", id)).evaluate("L(" + i + ")");
            assertEquals(canonical(expected), canonical((IntTuple) got), id + " at " + i);
        }
    }

    /** A coordinate in CuTe's form: a lone basis element c@m (a rank-1 layout's value) is the coordinate (..,c). */
    private static String canonical(IntTuple t) {
        if (t instanceof cuteprover.tuple.ScaledBasis b) {
            return Values.format(cuteprover.layout.Offsets.add(b, new cuteprover.tuple.ScaledBasis(SymInt.ZERO, b.top() + 1)))
                    .replaceAll(",0\\)$", ")");
        }
        return Values.format(t);
    }

    @Test
    void nestedBasisStridesAreRefusedWhereTheyHaveNoMeaning() {
        cuteprover.CuteError e = org.junit.jupiter.api.Assertions.assertThrows(cuteprover.CuteError.class,
                () -> eval("composition(make_identity_layout(((2,3),4)), (3,2):(2,6))"));
        assertEquals(true, e.getMessage().contains("the nested basis stride 1@1@0 (E<0,1>) is not supported"), e.getMessage());
    }
}
