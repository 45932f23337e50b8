package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.cli.EvalCommand;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LayoutInferenceTest {

    private static String eval(String text) {
        return EvalCommand.evaluateToLine(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // blog "On CuTe layouts" (catalogue B, E48)
            "infer(0,2,4,7,9,11)|(3,2):(2,7)",
            // E49: (10):(3) and (2,5):(3,6) share f(x)=3x; the coalesced form is 10:3
            "infer(0,3,6,9,12,15,18,21,24,27)|10:3",
            // catalogue A 3.1: table((2,4):(4,1)) = [0,4,1,5,2,6,3,7]
            "infer(0,4,1,5,2,6,3,7)|(2,4):(4,1)",
            "infer(0,1,2,3,4,5,6,7)|8:1",
            "infer(0)|1:0",
            "infer((0))|1:0",
            "infer(0,0,0,0)|4:0",
            "infer(0,0,1,1)|(2,2):(0,1)",
            "infer(0,1,0,1,0,1)|(2,3):(1,0)",
            "infer(0,-1,-2,5,4,3)|(3,2):(-1,5)",
            "infer((0,2,4,7,9,11))|(3,2):(2,7)",
            // with a prescribed shape: what composition reports as \"A o B is still a layout\"
            "infer((0,9,18),3)|3:9",
            "infer((0,2,4,7,9,11),(3,2))|(3,2):(2,7)",
            "infer((0,2,4,7,9,11),(3,(1,2)))|(3,(1,2)):(2,(0,7))",
            "infer((0,1,2,3),(2,2))|(2,2):(1,2)",
    })
    void infersTheCoalescedLayout(String input, String expected) {
        assertEquals(expected, eval(input));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // the blog code's bugs (catalogue B section 6.7): these must be refused, not (2,3):(1,4)
            "infer(0,1,4,5,8,100)|error: no layout admits the table: f(5)=100",
            "infer(0,1,4,50,8,9)|error: no layout admits the table: f(3)=50",
            "infer(0,1,3)|error: no layout admits the table: f(2)=3",
            "infer(1,2)|error: no layout admits the table: f(0)=1 but every layout maps index 0 to offset 0",
            "infer((0,2,4,7,9,11),(2,3))|error: no layout admits the table: f(3)=7 but the only layout of shape (2,3)",
            "infer((0,1,2),(2,2))|error: no layout admits the table: the shape (2,2) has size 4 but the table has 3 entries",
            "infer((0,1,(2)))|error: at column 7: argument 1 of infer: layout inference needs a table of static integers",
            "infer(0,x)|error: at column 9: unknown name 'x'",
    })
    void refusesTablesNoLayoutAdmits(String input, String expectedPrefix) {
        String got = eval(input);
        assertTrue(got.startsWith(expectedPrefix), got);
    }

    @Test
    void refusalNamesTheFailingIndexAndTheCandidates() {
        LayoutInference.Result r = LayoutInference.explain(new long[]{0, 1, 2, 3, 4, 5, 6, 100});
        assertFalse(r.isFound());
        assertEquals(7, r.failingIndex());
        assertEquals("f(7)=100; every layout admitting the table can be taken to begin with a mode of prime size dividing 8"
                + " and stride f(1)=1, but 2:1 needs f(7)=f(6)+1=7", r.reason());
        LayoutInference.Result deeper = LayoutInference.explain(new long[]{0, 2, 4, 7, 9, 11, 20, 22, 24, 28, 30, 32});
        assertEquals(9, deeper.failingIndex());
        assertEquals("f(9)=28; every layout admitting the table can be taken to begin with 3:2 followed by a mode of"
                + " prime size dividing 4 and stride f(3)=7, but 2:7 needs f(9)=f(6)+7=27", deeper.reason());
    }

    @Test
    void stepsBeyond64BitsAreInconsistentNotWrapped() {
        long big = Long.MAX_VALUE;
        assertFalse(LayoutInference.infer(new long[]{0, big, -2}).isPresent());
        assertEquals(Optional.of(Layout.of(2, big / 2)), LayoutInference.infer(new long[]{0, big / 2}));
    }

    @Test
    void emptyTableIsRefused() {
        LayoutInference.Result r = LayoutInference.explain(new long[0]);
        assertFalse(r.isFound());
        assertTrue(r.reason().contains("empty"));
    }

    /**
     * Exhaustive over all layouts of rank <= 3 with shapes 1..4 and strides -3..8 (113,064 layouts):
     * inference finds a layout with the same table, coalesced.
     */
    @Test
    void findsALayoutForEveryTableOfEverySmallLayout() {
        int checked = 0;
        for (int rank = 1; rank <= 3; rank++) {
            int combos = (int) Math.pow(4 * 12, rank);
            for (int c = 0; c < combos; c++) {
                long[] shape = new long[rank];
                long[] stride = new long[rank];
                int k = c;
                for (int i = 0; i < rank; i++) {
                    shape[i] = 1 + k % 4;
                    k /= 4;
                    stride[i] = -3 + k % 12;
                    k /= 12;
                }
                long[] table = FlatLayout.of(flat(shape, stride)).table();
                Layout found = LayoutInference.infer(table).orElseThrow(
                        () -> new AssertionError("no layout found for " + flat(shape, stride)));
                assertArrayEquals(table, FlatLayout.of(found).table());
                assertTrue(isCoalesced(found), found.toString());
                checked++;
            }
        }
        assertEquals(48 + 48 * 48 + 48 * 48 * 48, checked);
    }

    /**
     * Exhaustive over all tables of length 1..8 with f(0)=0 and entries in -1..2: inference
     * succeeds exactly when the brute-force oracle finds a layout.
     */
    @Test
    void refusesExactlyTheTablesNoLayoutAdmitsSmallExhaustive() {
        int admitted = 0;
        int refused = 0;
        for (int n = 1; n <= 8; n++) {
            int count = (int) Math.pow(4, n - 1);
            for (int c = 0; c < count; c++) {
                long[] f = new long[n];
                int k = c;
                for (int i = 1; i < n; i++) {
                    f[i] = -1 + k % 4;
                    k /= 4;
                }
                boolean exists = BruteForceLayouts.admits(f);
                assertEquals(exists, LayoutInference.infer(f).isPresent(), Arrays.toString(f));
                if (exists) {
                    admitted++;
                } else {
                    refused++;
                }
            }
        }
        assertTrue(admitted > 50 && refused > 1000, admitted + " admitted, " + refused + " refused");
    }

    @Test
    void randomLargerTablesAgreeWithTheOracle() {
        Random rnd = new Random(7);
        for (int trial = 0; trial < 3000; trial++) {
            int n = 1 + rnd.nextInt(48);
            long[] f = randomLayoutTable(rnd, n);
            if (rnd.nextBoolean() && n > 1) {
                f[1 + rnd.nextInt(n - 1)] += 1 + rnd.nextInt(3); // perturb one entry
            }
            assertEquals(BruteForceLayouts.admits(f), LayoutInference.infer(f).isPresent(), Arrays.toString(f));
        }
    }

    /** A table of a random layout of size exactly n (random factorisation, random strides). */
    static long[] randomLayoutTable(Random rnd, int n) {
        List<Long> factors = new ArrayList<>();
        int rest = n;
        while (rest > 1) {
            List<Integer> divisors = new ArrayList<>();
            for (int d = 2; d <= rest; d++) {
                if (rest % d == 0) {
                    divisors.add(d);
                }
            }
            int d = divisors.get(rnd.nextInt(divisors.size()));
            factors.add((long) d);
            rest /= d;
        }
        long[] shape = factors.stream().mapToLong(Long::longValue).toArray();
        long[] stride = new long[shape.length];
        for (int i = 0; i < stride.length; i++) {
            stride[i] = rnd.nextInt(20) - 5;
        }
        return shape.length == 0 ? new long[]{0} : FlatLayout.of(flat(shape, stride)).table();
    }

    static Layout flat(long[] shape, long[] stride) {
        List<IntTuple> s = new ArrayList<>();
        List<IntTuple> d = new ArrayList<>();
        for (int i = 0; i < shape.length; i++) {
            s.add(SymInt.of(shape[i]));
            d.add(SymInt.of(stride[i]));
        }
        return new Layout(new Tuple(s), new Tuple(d));
    }

    /** CuTe's coalesce normal form: depth <= 1, no size-1 modes (but 1:0), no mergeable pair. */
    static boolean isCoalesced(Layout l) {
        if (l.depth() > 1) {
            return false;
        }
        FlatLayout f = FlatLayout.of(l);
        if (f.size() == 1) {
            return l.shape().isLeaf() && f.stride(0) == 0;
        }
        for (int i = 0; i < f.rank(); i++) {
            if (f.shape(i) == 1) {
                return false;
            }
            if (i > 0 && f.stride(i) == f.shape(i - 1) * f.stride(i - 1)) {
                return false;
            }
        }
        return l.rank() > 1 || l.shape().isLeaf();
    }

    @Test
    void inferWithShapeRejectsSymbolicShapes() {
        CuteError e = org.junit.jupiter.api.Assertions.assertThrows(CuteError.class,
                () -> LayoutInference.explain(new long[]{0, 1}, SymInt.var("M")));
        assertTrue(e.getMessage().contains("static shape"));
    }
}
