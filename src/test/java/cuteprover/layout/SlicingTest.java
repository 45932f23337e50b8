package cuteprover.layout;

import cuteprover.cli.EvalCommand;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SlicingTest {

    private static final String A = "((3,2),((2,3),2)):((4,1),((2,15),100))";

    private static String eval(String text) {
        return EvalCommand.evaluateToLine(text);
    }

    static List<CuteTables.Case> cuteCases() {
        return CuteTables.load("slice-cases.txt");
    }

    @ParameterizedTest
    @MethodSource("cuteCases")
    void matchesCuteCpp(CuteTables.Case c) {
        assertEquals(c.expected(), eval(c.expression()));
    }

    /**
     * Catalogue A 3.4 (Cecka Fig 5): A(c) = {offset} o layout. Cecka groups some slices differently
     * from CuTe ((2,(2,2)) vs CuTe's (2,2,2)), so the layouts are compared as functions and the
     * offsets exactly; CuTe's own printed forms are in slice-cases.txt.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(2,_)|8|((2,3),2):((2,15),100)",
            "(_,5)|32|(3,2):(4,1)",
            "(2,((0,_),_))|8|(3,2):(15,100)",
            "((_,1),(_,0))|1|(3,(2,3)):(4,(2,15))",
            "((_,0),((0,_),1))|100|(3,3):(4,15)",
            "((1,_),((_,0),_))|4|(2,(2,2)):(1,(2,100))",
    })
    void ceckaFigure5(String coord, long offset, String ceckaLayout) {
        Evaluator ev = Evaluator.concrete();
        Slicing.Sliced got = (Slicing.Sliced) ev.evaluate("slice_and_offset(" + A + "," + coord + ")");
        assertEquals(String.valueOf(offset), Values.format(got.offset()));
        Layout expected = (Layout) ev.evaluate(ceckaLayout);
        assertArrayEquals(FlatLayout.of(expected).table(), FlatLayout.of((Layout) got.layout()).table());
    }

    /** Catalogue A 3.4: the table of A, rows r0..r5. */
    @Test
    void ceckaFigure5Table() {
        Layout a = (Layout) Evaluator.concrete().evaluate(A);
        long[][] rows = {
                {0, 2, 15, 17, 30, 32, 100, 102, 115, 117, 130, 132},
                {4, 6, 19, 21, 34, 36, 104, 106, 119, 121, 134, 136},
                {8, 10, 23, 25, 38, 40, 108, 110, 123, 125, 138, 140},
                {1, 3, 16, 18, 31, 33, 101, 103, 116, 118, 131, 133},
                {5, 7, 20, 22, 35, 37, 105, 107, 120, 122, 135, 137},
                {9, 11, 24, 26, 39, 41, 109, 111, 124, 126, 139, 141}};
        for (int m = 0; m < 6; m++) {
            Slicing.Sliced row = Slicing.sliceAndOffset(a, new Slicing.Nested(List.of(
                    new Slicing.Fixed(cuteprover.tuple.SymInt.of(m)), Slicing.Free.FREE)), Decider.CONCRETE);
            long[] got = FlatLayout.of((Layout) row.layout()).table();
            long off = ((cuteprover.tuple.SymInt) row.offset()).value();
            for (int n = 0; n < 12; n++) {
                assertEquals(rows[m][n], off + got[n], "row " + m + " column " + n);
            }
        }
    }

    @Test
    void definedLayoutsSliceWhenCalledWithUnderscore() {
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, Map.of("A", Evaluator.concrete().evaluate(A),
                "S", Evaluator.concrete().evaluate("(4,4):(1,4) o 3 o (2,4):(1,2)")));
        assertEquals("(((2,3),2)):(((2,15),100))", Values.format(ev.evaluate("A(2,_)")));
        assertEquals("(2,2,2):(1,2,100)", Values.format(ev.evaluate("A((1,_),((_,0),_))")));
        assertEquals("25", Values.format(ev.evaluate("A(2,3)")));
        assertEquals("(4,4):(1,4) o 4 o (4):(2)", Values.format(ev.evaluate("S(1,_)")));
        assertEquals("(4,4):(1,4) o 3 o (2,4):(1,2)", Values.format(ev.evaluate("S(_)")));
        assertEquals("10", Values.format(ev.evaluate("S(7)")));
        assertEquals("6", Values.format(ev.evaluate("S(1,1)")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "slice(" + A + ",(6,_))|error: at column 46: argument 2 of slice: slice at mode 0: coordinate 6 is out of bounds for shape (3,2) (must be in [0,6))",
            "slice(" + A + ",(2,(_,_,_)))|error: at column 46: argument 2 of slice: slice coordinate of rank 3 does not match mode 1 with shape ((2,3),2) of rank 2",
            "slice(" + A + ",(_,_,_))|error: at column 46: argument 2 of slice: slice coordinate of rank 3 does not match the shape",
            "slice(8:1,(_,1))|error: at column 11: argument 2 of slice: slice coordinate of rank 2 does not match the shape 8 (an integer mode)",
            "slice(3,(_,1))|error: at column 7: argument 1 of slice: expected a layout to slice but got integer 3",
            "slice(8:1,[2:1])|error: at column 11: argument 2 of slice: expected a slicing coordinate such as (2,_) but got tiler [2:1]",
            "eval(Sw<3,4,3>,(1,_))|error: at column 6: argument 1 of eval: only layouts can be sliced",
    })
    void rejectsBadSlices(String input, String expectedPrefix) {
        String got = eval(input);
        assertTrue(got.startsWith(expectedPrefix), got);
    }

    /**
     * CuTe C++ slices Sw<3,4,3> o 32 o (8,64):(64,1) at (3,_) into {240} o ((16,2,2)):((1,-16,32)),
     * which is wrong at index 32 (272, but the composed layout has 288: the offset's bit 5 carries).
     * Compiled and run in cute-swizzle-slice-wrong.cpp. We refuse it with the witness and give the
     * correct undecayed slice.
     */
    @Test
    void cuteWrongSwizzleSliceIsRefusedWithWitness() {
        String got = eval("slice_and_offset(Sw<3,4,3> o 32 o (8,64):(64,1),(3,_))");
        assertTrue(got.startsWith("error: at column 49: argument 2 of slice_and_offset: slice is wrong as CuTe computes it:"
                + " {240} o ((16,2,2)):((1,-16,32)) gives 272 at index 32 but Sw<3,4,3> o 32 o (8,64):(64,1) has 288 there"), got);
        assertTrue(got.endsWith("the slice is {0} o Sw<3,4,3> o 224 o (64):(1)"), got);
    }

    @Test
    void slicingWorksOnSymbolicShapes() {
        // the shape is symbolic and the coordinate is inside it only for some sizes: a requirement, the prover's to check
        cuteprover.CuteError e = assertThrows(cuteprover.CuteError.class,
                () -> new Evaluator(Decider.CONCRETE, true, Map.of()).evaluate("slice_and_offset((M,N):(1,M),(_,2))"));
        assertTrue(e.getMessage().contains("0 <= 2 < N") && e.getMessage().contains("question for prove"), e.getMessage());
        List<Requirement> required = new ArrayList<>();
        Decider recording = new ForwardingDecider(Decider.CONCRETE) {
            @Override
            public void require(Requirement r) {
                required.add(r);
            }
        };
        Evaluator ev = new Evaluator(recording, true, Map.of());
        assertEquals("{2*M} o (M):(1)", Values.format(ev.evaluate("slice_and_offset((M,N):(1,M),(_,2))")));
        assertEquals("{3} o (N):(M)", Values.format(ev.evaluate("slice_and_offset((M,N):(1,M),(3,_))")));
        assertEquals("[0 <= 2 < N, 0 <= 3 < M]", required.toString());
    }
}
