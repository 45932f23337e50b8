package cuteprover.layout;

import cuteprover.cli.EvalCommand;
import cuteprover.expr.Evaluator;
import cuteprover.tuple.SymInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TvLayoutTest {

    private static final String TV = "((4,8),2):((16,1),8)";

    private static String eval(String text) {
        return EvalCommand.evaluateToLine(text);
    }

    static List<CuteTables.Case> cuteCases() {
        return CuteTables.load("tv-cases.txt");
    }

    /** make_layout_tv, tiler_mn, composition with TV layouts and partitions, as CuTe C++ prints them. */
    @ParameterizedTest
    @MethodSource("cuteCases")
    void matchesCuteCpp(CuteTables.Case c) {
        assertEquals(c.expected(), eval(c.expression()));
    }

    /** Catalogue A 3.6, Cecka Table 4: composition(A, TV) for the data layouts of the table. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(8,8):(1,8)|((4,8),2):((16,1),8)",
            "(8,8):(8,1)|((4,8),2):((2,8),1)",
            "(8,8):(1,9)|((4,8),2):((18,1),9)",
            "((4,2),(2,4)):((2,16),(1,8))|((4,(4,2)),2):((8,(2,16)),1)",
            "(8,8):(1@0,1@1)|((4,8),2):((2@1,1@0),1@1)",
    })
    void ceckaTable4(String data, String expected) {
        assertEquals(expected, eval("composition(" + data + "," + TV + ")"));
        // and every thread's partition agrees with the composed layout
        for (int t = 0; t < 32; t++) {
            Slicing.Sliced part = (Slicing.Sliced) Evaluator.concrete().evaluate("partition(" + data + "," + TV + "," + t + ")");
            assertEquals(SymInt.of(2), ((Layout) part.layout()).size());
        }
    }

    /**
     * Table 4's XOR row, {@code (8,8):(f1,f9) o TV = ((4,8),2):((f18,f1),f9)}: the swizzled data
     * layout is Sw<3,0,3> o 0 o (8,8):(1,8), and each thread's values, partitioned through the
     * composed layout, are the XOR-stride values (18*t0) xor t1 xor (9*v) with t = t0 + 4*t1.
     */
    @Test
    void ceckaTable4XorRow() {
        for (int t0 = 0; t0 < 4; t0++) {
            for (int t1 = 0; t1 < 8; t1++) {
                int t = t0 + 4 * t1;
                Slicing.Sliced part = (Slicing.Sliced) Evaluator.concrete()
                        .evaluate("partition(Sw<3,0,3> o 0 o (8,8):(1,8)," + TV + "," + t + ")");
                // CuTe's swizzle slicing decays the thread's slice to offset + layout where it can
                long[] table = part.layout() instanceof ComposedLayout c ? c.table() : FlatLayout.of((Layout) part.layout()).table();
                long offset = ((SymInt) part.offset()).value();
                for (int v = 0; v < 2; v++) {
                    assertEquals((18L * t0) ^ t1 ^ (9L * v), offset + table[v], "thread " + t + " value " + v);
                }
            }
        }
    }

    /** Catalogue A 3.6, Cecka Fig 6: TV^-1(m+8n) = thread 4m+n/2, value n%2. */
    @Test
    void ceckaFigure6() {
        for (int m = 0; m < 8; m++) {
            for (int n = 0; n < 8; n++) {
                int thread = 4 * m + n / 2;
                int value = n % 2;
                assertEquals(String.valueOf(m + 8 * n), eval("eval(" + TV + ",(" + thread + "," + value + "))"));
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "partition((8,8):(1,8)," + TV + ",32)|error: at column 44: argument 3 of partition: slice at mode 0: coordinate 32 is out of bounds",
            "partition((8,8):(1,8)," + TV + ",-1)|error: at column 44: argument 3 of partition: thread -1 is negative",
            "partition((8,8):(1,8),64:1,0)|error: a TV layout has two modes (thread, value), but 64:1 has rank 1",
            "partition((6,2):(1,7),(3,2):(2,3),0)|error: composition is not admissible",
    })
    void rejectsBadPartitions(String input, String expectedPrefix) {
        String got = eval(input);
        assertTrue(got.startsWith(expectedPrefix), got);
    }
}
