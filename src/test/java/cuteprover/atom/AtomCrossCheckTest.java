package cuteprover.atom;

import cuteprover.expr.Evaluator;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.tuple.SymInt;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cross-check of the atom constructors against CuTe C++: each row of {@code cute-atoms.tsv} is an
 * expression and what a host program compiled against CUTLASS {@code include/} (commit 7107b05) printed
 * for the same construction (the programs are kept outside the repository). Our result must have the
 * same shape and the same function (every index maps to the same offset); a partition must also have
 * the same offset. Text may differ only in strides of size-1 modes, which CuTe prints as 0. A swizzled smem
 * tensor is compared in elements: CuTe's {@code Sw<B,M,S>_smem_ptr[16b](0x2000)} (a byte swizzle and a byte
 * address) is recorded as {@code {0} o Sw<B,M-1,S> o 4096 o L}. A row whose CuTe column starts with {@code REFUSED}
 * did not compile against CuTe (the column quotes the compiler's error): we must answer with an error. A row marked
 * {@code WE_REFUSE} (followed by what CuTe printed) is one where CuTe answers but a composition inside its construction
 * is not A∘B; we refuse with the witness x where R(x) != A(B(x)), as the algebra does.
 */
class AtomCrossCheckTest {

    record Row(String expr, String cute) { }

    static List<Row> rows() throws IOException {
        List<Row> out = new ArrayList<>();
        for (String file : new String[] {"cute-atoms.tsv"}) {
            try (InputStream in = AtomCrossCheckTest.class.getResourceAsStream("/cuteprover/atom/" + file)) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                for (String line : text.split("\n")) {
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    String[] parts = line.split("\t");
                    out.add(new Row(parts[0], parts[1].trim()));
                }
            }
        }
        return out;
    }

    /** CuTe's printed form without the static-integer underscores. */
    static String plain(String cute) {
        return cute.replaceAll("_(?=-?\\d)", "");
    }

    @Test
    void atLeastOneHundredConfigurations() throws IOException {
        assertTrue(rows().size() >= 100, "rows: " + rows().size());
    }

    @TestFactory
    List<DynamicTest> sameAsCute() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Row r : rows()) {
            tests.add(DynamicTest.dynamicTest(r.expr(), () -> check(r)));
        }
        return tests;
    }

    static void check(Row r) {
        if (r.cute().startsWith("REFUSED")) {
            // CuTe C++ does not compile it (a static_assert or no such type): we must refuse, never answer
            String ours = cuteprover.cli.EvalCommand.evaluateToLine(r.expr());
            assertTrue(ours.startsWith("error:"), () -> r.expr() + " does not compile in CuTe (" + r.cute() + ") but gave " + ours);
            return;
        }
        if (r.cute().startsWith("WE_REFUSE")) {
            // CuTe answers, but an inner composition of its construction is not A∘B: our error names the x
            String ours = cuteprover.cli.EvalCommand.evaluateToLine(r.expr());
            assertTrue(ours.startsWith("error: composition is not admissible: R("), () -> r.expr() + " gave " + ours);
            return;
        }
        Object ours = Evaluator.concrete().evaluate(r.expr());
        String expected = plain(r.cute());
        if (expected.startsWith("{")) {
            int close = expected.indexOf("} o ");
            Slicing.Sliced s = assertInstanceOf(Slicing.Sliced.class, ours);
            // a coordinate offset with trailing zero modes is the same coordinate: CuTe's ArithTuple(256,0) is our (256)
            assertEquals(trimZeroModes(expected.substring(1, close)), trimZeroModes(s.offset().toString()), "offset");
            Object cute = Evaluator.concrete().evaluate(expected.substring(close + 4));
            if (cute instanceof ComposedLayout c) {
                sameComposed(assertInstanceOf(ComposedLayout.class, s.layout()), c);
            } else {
                sameLayout(assertInstanceOf(Layout.class, s.layout()), (Layout) cute);
            }
            return;
        }
        Object theirs = Evaluator.concrete().evaluate(expected);
        if (ours instanceof ComposedLayout c && c.outer() instanceof cuteprover.layout.Swizzle sw && sw.bits() == 0
                && theirs instanceof Layout && c.offset().equals(cuteprover.tuple.SymInt.ZERO)) {
            ours = c.inner(); // Sw<0,M,S> is the identity: CuTe's INTER atoms read back as a plain layout
        }
        if (theirs instanceof ComposedLayout c) {
            sameComposed(assertInstanceOf(ComposedLayout.class, ours), c);
        } else if (theirs instanceof Layout l) {
            sameLayout(assertInstanceOf(Layout.class, ours), l);
        } else {
            assertEquals(theirs, ours);
        }
    }

    static String trimZeroModes(String offset) {
        return offset.startsWith("(") ? offset.replaceAll("(,0)+\\)$", ")") : offset;
    }

    static void sameLayout(Layout ours, Layout cute) {
        assertEquals(cute.shape(), ours.shape(), () -> "shape: ours " + ours + ", CuTe " + cute);
        if (!cute.hasIntegerStrides() || !ours.hasIntegerStrides()) {
            // a coordinate (ArithTuple) view: compare the coordinate each index maps to
            for (long i = 0; i < cute.size().value(); i++) {
                SymInt idx = SymInt.of(i);
                assertEquals(Coordinates.crd2offset(idx, cute.shape(), cute.stride()), Coordinates.crd2offset(idx, ours.shape(), ours.stride()),
                        "coordinate at index " + i + ": ours " + ours + ", CuTe " + cute);
            }
            return;
        }
        long[] a = FlatLayout.of(ours).table();
        long[] b = FlatLayout.of(cute).table();
        assertArrayEquals(b, a, () -> "function: ours " + ours + ", CuTe " + cute + " first difference at "
                + firstDifference(a, b));
    }

    /** A swizzled smem view: the same swizzle, the same offset inside it, and the same inner layout. */
    static void sameComposed(ComposedLayout ours, ComposedLayout cute) {
        assertEquals(cute.outer(), ours.outer(), "swizzle");
        assertEquals(cute.offset(), ours.offset(), "offset inside the swizzle");
        sameLayout(ours.inner(), cute.inner());
    }

    private static int firstDifference(long[] a, long[] b) {
        return Arrays.mismatch(a, b);
    }
}
