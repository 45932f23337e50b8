package cuteprover.cxx;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CuTe values read from clang's spellings of the types CuTe instantiated (spellings as clang 19 prints them). */
class CuteTypesTest {

    static final String SMEM_A = "cute::ComposedLayout<cute::Swizzle<3, 4, 3>, cute::smem_ptr_flag_bits<32>, cute::Layout<"
            + "cute::tuple<cute::tuple<cute::C<8>, cute::C<16>>, cute::tuple<cute::C<32>, cute::C<1>>, cute::tuple<cute::C<1>, cute::C<7>>>, "
            + "cute::tuple<cute::tuple<cute::C<32>, cute::C<256>>, cute::tuple<cute::C<1>, cute::C<0>>, cute::tuple<cute::C<0>, cute::C<4096>>>>>";

    @Test
    void aSwizzledSmemLayoutPrintsAsCutePrintsIt() {
        assertEquals("Sw<3,4,3> o smem_ptr[32b](unset) o ((_8,_16),(_32,_1),(_1,_7)):((_32,_256),(_1,_0),(_0,_4096))",
                CuteTypes.cutePrint(CuteTypes.parse(SMEM_A)));
    }

    @Test
    void aSwizzledSmemLayoutReadsAsTheSameFunctionInOurEngine() {
        String text = CuteTypes.specText(CuteTypes.parse(SMEM_A), CuteTypes.STATIC_ONLY);
        // CuTe applies the swizzle to byte addresses (swizzle_ptr): on 32-bit element offsets it is Sw<3,2,3>
        assertEquals("Sw<3,2,3> o 0 o ((8,16),(32,1),(1,7)):((32,256),(1,0),(0,4096))", text);
        Object v = Evaluator.concrete().evaluate(text);
        assertEquals(text, Values.format(v));
    }

    @Test
    void aLayoutWithoutItsStrideGetsCutesLayoutLeftWithStaticOnesAtStrideZero() {
        assertEquals("(_2,_1,_4):(_1,_0,_2)", CuteTypes.cutePrint(CuteTypes.parse("cute::Layout<cute::tuple<cute::C<2>, cute::C<1>, cute::C<4>>>")));
        assertEquals("((_2,_3),_1,_4):((_1,_2),_0,_6)",
                CuteTypes.cutePrint(CuteTypes.parse("cute::Layout<cute::tuple<cute::tuple<cute::C<2>, cute::C<3>>, cute::C<1>, cute::C<4>>>")));
        // a run-time size makes later strides run-time: the type no longer holds them
        assertNull(CuteTypes.cutePrint(CuteTypes.parse("cute::Layout<cute::tuple<int, cute::C<4>>>")));
    }

    @Test
    void runTimeLeavesAreNamedByTheCallerInOrder() {
        List<String> seen = new ArrayList<>();
        String text = CuteTypes.specText(CuteTypes.parse("const cute::Layout<cute::tuple<cute::C<128>, cute::C<64>, int>, cute::tuple<long, cute::C<1>, cute::C<64>>>"),
                (i, type) -> {
                    seen.add(type);
                    return "x" + i;
                });
        assertEquals("(128,64,x0):(x1,1,64)", text);
        assertEquals(List.of("int", "long"), seen);
        CuteError e = assertThrows(CuteError.class, () -> CuteTypes.specText(CuteTypes.parse("cute::tuple<cute::C<8>, int>"), CuteTypes.STATIC_ONLY));
        assertTrue(e.getMessage().contains("leaf 1 is int"), e.getMessage());
    }

    @Test
    void scaledBasisStridesAndUnderscores() {
        String t = "cute::Layout<cute::tuple<cute::C<4>, cute::C<8>>, cute::tuple<cute::ScaledBasis<cute::C<1>, 0>, cute::ScaledBasis<cute::C<1>, 1>>>";
        assertEquals("(_4,_8):(_1@0,_1@1)", CuteTypes.cutePrint(CuteTypes.parse(t)));
        assertEquals("(4,8):(1@0,1@1)", CuteTypes.specText(CuteTypes.parse(t), CuteTypes.STATIC_ONLY));
        assertEquals("(_,_8)", CuteTypes.cutePrint(CuteTypes.parse("cute::tuple<cute::Underscore, cute::C<8>>")));
        // a basis element of a nested mode, E<0,1>: g++ prints make_layout((_4,_8), (E<0,1>{}, E<1>{})) as (_4,_8):(_1@1@0,_1@1)
        String nested = "cute::Layout<cute::tuple<cute::C<4>, cute::C<8>>, cute::tuple<cute::ScaledBasis<cute::C<1>, 0, 1>, cute::ScaledBasis<cute::C<1>, 1>>>";
        assertEquals("(_4,_8):(_1@1@0,_1@1)", CuteTypes.cutePrint(CuteTypes.parse(nested)));
        String text = CuteTypes.specText(CuteTypes.parse(nested), CuteTypes.STATIC_ONLY);
        assertEquals("(4,8):(1@1@0,1@1)", text);
        assertEquals("(4,8):(1@1@0,1@1)", Values.format(Evaluator.concrete().evaluate(text)));
    }

    @Test
    void aTiledMmaBecomesOurTiledMmaWithItsAtomByName() {
        String t = "cute::TiledMMA<cute::MMA_Atom<cute::SM90::GMMA::MMA_64x128x8_F32TF32TF32_SS_TN<>>, cute::Layout<cute::tuple<cute::C<2>, cute::C<1>, cute::C<1>>>>";
        String text = CuteTypes.specText(CuteTypes.parse(t), CuteTypes.STATIC_ONLY);
        assertEquals("make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN, (2,1,1):(1,0,0))", text);
        Object mma = Evaluator.concrete().evaluate("get_layoutA_TV(" + text + ")");
        // what nvcc prints for example 48's TiledMma{}.get_layoutA_TV() (src/test/resources/cxx/nvcc_examples.tsv)
        assertEquals("((128,2),((64,8),(1,1))):((0,64),((1,128),(0,0)))", Values.format(mma));
    }

    @Test
    void aTiledMmaPermutedByALayoutKeepsItsPermutationAsATilerOfLayouts() {
        // Tile<Layout<Shape<_16,_2>,Stride<_1,_32>>, _32, _16>: a tuple holds no layout, a tiler [L0,L1,L2] does
        String t = "cute::TiledMMA<cute::MMA_Atom<cute::SM80_16x8x16_F32F16F16F32_TN>, cute::Layout<cute::tuple<cute::C<2>, cute::C<2>,"
                + " cute::C<1>>, cute::tuple<cute::C<1>, cute::C<2>, cute::C<0>>>, cute::tuple<cute::Layout<cute::tuple<cute::C<16>,"
                + " cute::C<2>>, cute::tuple<cute::C<1>, cute::C<32>>>, cute::C<32>, cute::C<16>>>";
        String text = CuteTypes.specText(CuteTypes.parse(t), CuteTypes.STATIC_ONLY);
        assertEquals("make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [(16,2):(1,32),32,16])", text);
        assertEquals("(32,32,16)", Values.format(Evaluator.concrete().evaluate("tile_size(" + text + ")")));
    }

    @Test
    void aTypeThatHoldsNoCuteValueIsAnErrorNamingIt() {
        CuteError e = assertThrows(CuteError.class, () -> CuteTypes.specText(CuteTypes.parse("std::vector<float>"), CuteTypes.STATIC_ONLY));
        assertTrue(e.getMessage().contains("std::vector<float>"), e.getMessage());
    }
}
