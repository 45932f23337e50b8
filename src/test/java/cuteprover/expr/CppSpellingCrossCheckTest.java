package cuteprover.expr;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CuTe C++ spellings pasted from a kernel ({@code Layout<Shape<_8,_4>,Stride<_4,_1>>{}}, {@code make_layout(make_shape(...),
 * LayoutRight{})}, {@code select<1,0>(L)}, {@code size<0>(L)}, {@code recast_layout<half_t,float>(L)},
 * {@code composition(Swizzle<3,3,3>{}, L)}, ...): each row of {@code cpp-spellings.tsv} is the C++ expression and
 * what a host program compiled against CUTLASS include/ printed for it (kept outside the repository); eval
 * must print the same text up to CuTe's {@code _} marks on static integers.
 */
class CppSpellingCrossCheckTest {

    @TestFactory
    List<DynamicTest> everyRowPrintsWhatCuTePrints() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        String text;
        try (InputStream in = getClass().getResourceAsStream("/cuteprover/expr/cpp-spellings.tsv")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cols = line.split("\t");
            tests.add(DynamicTest.dynamicTest(cols[0], () -> assertEquals(cols[1].replace("_", "").replace(" ", ""),
                    EvalCommand.evaluateToLine(cols[0]).replace(" ", ""), cols[0])));
        }
        assertTrue(tests.size() >= 40, "rows: " + tests.size());
        return tests;
    }

    @Test
    void cuteQualifiedNamesAreCuTesNames() {
        for (String[] pair : new String[][] {
            {"Copy_Atom<cute::AutoVectorizingCopy, float>", "Copy_Atom<AutoVectorizingCopy, float>"},
            {"get_layoutC_TV(make_tiled_mma(cute::SM80_16x8x16_F32F16F16F32_TN{}))", "get_layoutC_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN))"},
            {"tile_to_shape(cute::GMMA::Layout_K_SW128_Atom<cutlass::half_t>{}, make_shape(_128{},_64{}))",
                "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64))"}}) {
            String qualified = EvalCommand.evaluateToLine(pair[0]);
            assertTrue(!qualified.startsWith("error"), qualified);
            assertEquals(EvalCommand.evaluateToLine(pair[1]), qualified);
        }
    }

    @Test
    void whatIsNoLayoutInCuTeIsRefusedWithTheReason() {
        // CuTe appends an integer as a tuple element ((4,8):(1,4),_2), which is no layout
        assertTrue(EvalCommand.evaluateToLine("append((4,8):(1,4), _2{})").contains("expected a layout to add as a mode"));
        assertTrue(EvalCommand.evaluateToLine("make_layout(make_shape(2,3), make_stride(1,2,3))").contains("is not congruent with the shape"));
        assertTrue(EvalCommand.evaluateToLine("Int<8,4>{}").contains("Int<N> takes one integer"));
        assertTrue(EvalCommand.evaluateToLine("Layout<Shape<_2>, Stride<_1>, Stride<_1>>{}").contains("takes a shape and an optional stride"));
        assertTrue(EvalCommand.evaluateToLine("recast_layout<halft,float>(4:1)").contains("unknown element type 'halft'"));
    }
}
