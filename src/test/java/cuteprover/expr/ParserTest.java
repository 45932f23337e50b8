package cuteprover.expr;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ParserTest {

    private static String eval(String text) {
        return EvalCommand.evaluateToLine(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "8:1|8:1",
            "(8):(1)|(8):(1)",
            "(4, (2, 8)) : (2, (1, 8))|(4,(2,8)):(2,(1,8))",
            "(_4,_2):(_1,_4)|(4,2):(1,4)",
            "(4,8):(1@0,1@1)|(4,8):(1@0,1@1)",
            "(4,8):(-1,0)|(4,8):(-1,0)",
            "((4,6),(3,(2,2),8)):((1,4),(24,(72,144),288))|((4,6),(3,(2,2),8)):((1,4),(24,(72,144),288))",
    })
    void layoutsPrintInCanonicalCuteNotation(String input, String expected) {
        assertEquals(expected, eval(input));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "eval((3,2):(2,3), 5)|7",
            "eval(((2,2),(4,2)):((1,8),(2,16)), 22)|26",
            "idx2crd(22,((2,2),(4,2)))|((0,1),(1,1))",
            "idx2crd(22,(4,8))|(2,5)",
            "crd2idx((2,5),(4,8))|22",
            "eval((4,(2,8)):(2,(1,8)),(1,(0,2)))|18",
            "size(((2,2),(4,2)):((1,8),(2,16)))|32",
            "cosize((4,8):(1,5))|39",
            "rank((2,(4,1),-1))|3",
            "depth(((4,6),(3,(2,2),8)))|3",
            "depth(31)|0",
            "eval((4,8):(1@0,1@1), 13)|(1,3)",
            "2*(3+4)|14",
            "(2+3)|(5)",
            "(2+3)*2|10",
            "get(((2,2),(4,2)):((1,8),(2,16)),1,0)|4:2",
            "congruent((1,2),(3,(4,5)))|false",
            "congruent((1,(2,2)),(3,(4,5)))|true",
            "weakly_congruent((1,2),(3,(4,5)))|true",
            "weakly_congruent((3,(4,5)),(1,2))|false",
            // CuTe (CUTLASS 7107b05) prints _0, _1, _0, _1, _1 and 8 for these
            "evenly_divides((6,4),4)|false",
            "evenly_divides(((8,12),64),(32,64))|true",
            "evenly_divides((128,64),(48,32))|false",
            "evenly_divides((6,4),3)|true",
            "evenly_divides((6,4),12)|true",
            "round_up(5,4)|8",
            "static_cast<uint32_t>(size((4,8):(1,4))) + 1|33",
            // Layout::get_flat_coord / get_hier_coord (CuTe prints (1,0,1,_0), ((1),0,1,_0), (3,2), ((1,1),2))
            "get_flat_coord(((2),2,4,1):((1),2,4,0), 5)|(1,0,1,0)",
            "get_hier_coord(((2),2,4,1):((1),2,4,0), 5)|((1),0,1,0)",
            "get_flat_coord(((2,2),4):((1,8),2), 13)|(3,2)",
            "get_hier_coord(((2,2),4):((1,8),2), 13)|((1,1),2)",
            // CUTLASS issue 1531: two swizzles of one shift merge (CuTe prints these three; the others do not compile)
            "composition(Sw<2,0,3>, Sw<1,2,3>)|Sw<3,0,3>",
            "composition(Sw<3,3,3>, Sw<3,3,3>)|Sw<0,0,0>",
            "composition(Sw<1,0,3>, Sw<1,1,3>)|Sw<2,0,3>",
            "as_position_independent_swizzle_tensor(Sw<3,3,3> o 0 o (8,64):(64,1))|Sw<3,3,3> o 0 o (8,64):(64,1)",
    })
    void attributesAndEvaluationFollowCuTe(String input, String expected) {
        assertEquals(expected, eval(input));
    }

    @Test
    void aParenthesisedListOfCppValuesIsTheCommaOperatorNotATuple() {
        // CUTLASS issue 2048: make_shape(Int<4>{}, (Int<8>{}, Int<4>{})) is the shape (4,4) in C++, not (4,(8,4))
        String pasted = "size(make_layout(make_shape(Int<4>{}, (Int<8>{}, Int<4>{}))))";
        assertTrue(eval(pasted).startsWith("error: at column 39: in C++, a parenthesised list of values"), eval(pasted));
        assertEquals("128", eval("size(make_layout(make_shape(Int<4>{}, make_shape(Int<8>{}, Int<4>{}))))"));
        assertEquals("128", eval("size(make_layout((4,(8,4))))"));
        assertEquals("8", eval("size((Int<8>{}))"));
    }

    /**
     * CuTe's tutorial sizes its copy as {@code UniversalCopy<uint_byte_t<sizeof(Element) * size(val_layout)>>}: a template
     * argument written as an expression is evaluated to its static integer; a C++ sub-byte type is one byte.
     */
    @Test
    void aTemplateArgumentWrittenAsAnExpressionIsItsValue() {
        assertEquals("2", eval("sizeof(half_t)"));
        assertEquals("1", eval("sizeof(cutlass::int4b_t)"));
        assertEquals(eval("Copy_Atom<UniversalCopy<uint64_t>, half_t>"),
                eval("Copy_Atom<UniversalCopy<uint_byte_t<sizeof(half_t) * size((2,2):(1,2))>>, half_t>"));
        assertEquals(eval("Copy_Atom<UniversalCopy<uint32_t>, half_t>"),
                eval("Copy_Atom<UniversalCopy<uint_bit_t<8 * (1 + 3)>>, half_t>"));
        assertTrue(eval("Copy_Atom<UniversalCopy<uint_byte_t<sizeof(double) * 4>>, double>")
                .contains("uint_byte_t<32> is 256 bits: CUTLASS defines its sized integers for 8, 16, 32, 64 and 128 bits only"),
                eval("Copy_Atom<UniversalCopy<uint_byte_t<sizeof(double) * 4>>, double>"));
        assertTrue(eval("sizeof(4)").contains("sizeof takes an element type"), eval("sizeof(4)"));
        assertTrue(eval("Copy_Atom<UniversalCopy<uint_byte_t<sizeof(half_t) * 4:1>>, half_t>")
                .contains("the template argument sizeof(half_t) * 4:1 must be a static integer"),
                eval("Copy_Atom<UniversalCopy<uint_byte_t<sizeof(half_t) * 4:1>>, half_t>"));
    }

    /**
     * Type traits as CUTLASS writes them (sm90_gmma_builder.inl, the sgemm tutorials): sizeof_bits&lt;T&gt;::value,
     * sizeof_bits_v, cutlass::bits_to_bytes (ceil(x/8)), cosize_v and size_v of a layout type; CUDA's dim3 pads to (x,y,z).
     */
    @Test
    void typeTraitsAndLaunchSizesReadAsCutlassWritesThem() {
        assertEquals("16", eval("sizeof_bits<half_t>::value"));
        assertEquals("4", eval("cutlass::sizeof_bits<cutlass::int4b_t>::value"));
        assertEquals("32", eval("cute::sizeof_bits_v<float>"));
        assertEquals("8", eval("sizeof_bits_v<decltype(float_e4m3_t{})>"));
        assertEquals("2", eval("cutlass::bits_to_bytes(12)"));
        assertEquals("1024", eval("cutlass::bits_to_bytes(sizeof_bits_v<half_t> * 512)"));
        assertEquals("39", eval("cosize_v<Layout<Shape<_4,_8>, Stride<_1,_5>>>"));
        assertEquals("32", eval("size_v<decltype((4,8):(1,5))>"));
        assertEquals("(256,1,1)", eval("dim3(256)"));
        assertEquals("(4,2,1)", eval("dim3(4, 2)"));
        assertTrue(eval("sizeof_bits<half_t> == 16").contains("expected '::value' after sizeof_bits<...>"),
                eval("sizeof_bits<half_t> == 16"));
        assertTrue(eval("sizeof_bits_v<decltype(4:1)>").contains("sizeof_bits takes an element type"), eval("sizeof_bits_v<decltype(4:1)>"));
        assertTrue(eval("cutlass::bits_to_bytes(-8)").contains("bits_to_bytes takes a bit count >= 0"), eval("cutlass::bits_to_bytes(-8)"));
        assertTrue(eval("dim3(1, 2, 3, 4)").startsWith("error"), eval("dim3(1, 2, 3, 4)"));
        assertTrue(eval("Int<Stages>{}").contains("unknown name 'Stages'"), eval("Int<Stages>{}"));
    }

    /** C++ compares two conditions with == and != ((a < M) == (b < M)); a condition is not compared with a number. */
    @Test
    void equalityOfTwoConditionsComparesTheirTruth() {
        assertEquals("true", eval("(1 < 2) == (3 < 4)"));
        assertEquals("false", eval("(1 < 2) == (4 < 3)"));
        assertEquals("true", eval("(1 < 2) != (4 < 3)"));
        assertEquals("true", eval("true == (2 > 1)"));
        assertTrue(eval("(1 < 2) == 1").contains("== compares two conditions or two values, got a condition and integer 1"),
                eval("(1 < 2) == 1"));
    }

    @Test
    void swizzlesOfDifferentShiftsOrOfNoOneMergedSwizzleAreRefusedAsCuTeRefusesThem() {
        assertTrue(eval("composition(Sw<3,0,3>, Sw<1,2,1>)").contains("CuTe can only merge swizzles of the same shift"));
        assertTrue(eval("composition(Sw<1,0,2>, Sw<1,2,2>)").contains("the merged bits are not one swizzle's"));
    }

    /** CUTLASS issue 1705 / FlashAttention-2's kernel traits: the TiledMMA type spelled out is make_tiled_mma of its arguments. */
    @Test
    void theTiledMmaTypeSpelledOutIsMakeTiledMma() {
        String atom = "MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>";
        String layout = "Layout<Shape<_8,_1,_1>>";
        String tile = "Tile<_128, Layout<Shape<_2,_8>>, Layout<Shape<_2,_16>>>";
        String typed = eval("TiledMMA<" + atom + ", " + layout + ", " + tile + ">{}");
        assertTrue(typed.startsWith("TiledMMA(SM80_16x8x16_F32F16F16F32_TN, ThrLayoutVMNK=(32,8,1,1)"), typed);
        assertEquals(eval("make_tiled_mma(" + atom + "{}, " + layout + "{}, " + tile + "{})"), typed);
        assertTrue(eval("TiledMMA<" + atom + ", 8>{}").contains("expected an MMA atom, a Layout<...> or a Tile<...>"));
    }

    @Test
    void malformedInputNamesTheColumn() {
        ParseError e = assertThrows(ParseError.class, () -> Parser.parse("(4,8:(1,4)"));
        assertEquals(11, e.column());
        assertTrue(eval("(4,8):(1,4").contains("at column 11"), eval("(4,8):(1,4"));
        assertTrue(eval("(4,8):(1,4)]").startsWith("error: at column 12: unexpected ']'"));
        assertTrue(eval("(4,8)$").contains("unexpected character '$'"));
        assertTrue(eval("(4,8)\uFFFF").contains("unexpected character U+FFFF"), "a character a log cannot show is named by its code");
        assertTrue(eval("(4,8)\u0007").contains("unexpected character U+0007"));
    }

    @Test
    void badLayoutsAreRejectedWithTheViolatedCondition() {
        assertTrue(eval("(4,8):(1,(2,3))").contains("not congruent"));
        assertTrue(eval("(4,0):(1,4)").contains("shape entries must be >= 1"));
        assertTrue(eval("(4,-2):(1,4)").contains("shape entries must be >= 1"));
        assertTrue(eval("size((4294967296,4294967296):(1,1))").startsWith("error: integer overflow"));
        assertTrue(eval("99999999999999999999:1").contains("does not fit in 64 bits"));
        assertEquals("error: empty expression", eval("   "));
        assertTrue(eval("M:1").contains("unknown name 'M'"));
        assertTrue(eval("frobnicate(4:1)").contains("unknown function 'frobnicate'"));
    }

    @Test
    void deepNestingIsHandledWithoutStackOverflow() throws InterruptedException {
        int depth = 5000;
        String shape = "(".repeat(depth) + "2" + ")".repeat(depth);
        String stride = "(".repeat(depth) + "1" + ")".repeat(depth);
        String[] result = new String[2];
        String tooDeep = "(".repeat(Parser.MAX_NESTING + 1) + "1" + ")".repeat(Parser.MAX_NESTING + 1);
        Thread t = new Thread(null, () -> {
            result[0] = eval("depth(" + shape + ":" + stride + ")");
            result[1] = eval(tooDeep);
        }, "deep", 1L << 29);
        t.start();
        t.join();
        assertEquals(String.valueOf(depth), result[0]);
        assertTrue(result[1].contains("nesting deeper than"), result[1]);
        String wide = "(" + "2,".repeat(3000) + "2):(" + "1,".repeat(3000) + "1)";
        assertEquals("3001", eval("rank(" + wide + ")"));
    }
}
